import type { AcceptsApi, ApiClient, ApiMethod } from '@tribune/shared';

/** The call exists in the API's contract (its answer is not read). */
export type DeleteCommentIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/comments/{id}'>, 'delete'>;

/** DELETE /api/v2/comments/{id} (CMT-04): a manager may delete anyone's comment. The answer is not read. */
export async function deleteComment(client: ApiClient, commentId: number): Promise<void> {
  await client.send(`/api/v2/comments/${commentId}`, { method: 'DELETE' });
}
