import type { AcceptsApi, ApiClient, ApiMethod } from '@tribune/shared';

/** The call exists in the API's contract (its answer is not read). */
export type DeleteCommentIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/comments/{id}'>, 'delete'>;

/** DELETE /api/v2/comments/{id} (CMT-04): the list is fetched again (a comment with replies stays as a tombstone). */
export async function deleteComment(client: ApiClient, id: number): Promise<void> {
  await client.send(`/api/v2/comments/${id}`, { method: 'DELETE' });
}
