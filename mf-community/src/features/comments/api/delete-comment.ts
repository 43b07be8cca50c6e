import { useCallback } from 'react';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiMethod } from '@tribune/shared';
import { useCommentsCache } from '../hooks/use-comments-cache';
import type { CommentResource } from './comment-schema';

/** The call exists in the API's contract (its answer is not read). */
type _DeleteCommentIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/comments/{id}'>, 'delete'>;

/** DELETE /api/v2/comments/{id} (CMT-04): the list is fetched again (a comment with replies stays as a tombstone). */
async function deleteComment(client: ApiClient, id: number): Promise<void> {
  await client.send(`/api/v2/comments/${id}`, { method: 'DELETE' });
}

/** Deletes a comment of `resource`, then fetches its comments again (the server shapes what is left). */
export function useDeleteComment(resource: CommentResource) {
  const client = useApiClient();
  const { refresh } = useCommentsCache(resource);
  return useCallback(
    async (id: number): Promise<void> => {
      await deleteComment(client, id);
      void refresh();
    },
    [client, refresh],
  );
}
