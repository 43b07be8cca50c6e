import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiMethod } from '@tribune/shared';
import { reportedCommentsKey, withChangedComment } from './list-reported-comments';
import type { ModeratedComment } from './moderation-schemas';

/** The call exists in the API's contract (its answer is not read). */
type _DeleteCommentIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/comments/{id}'>, 'delete'>;

/** DELETE /api/v2/comments/{id} (CMT-04): a manager may delete anyone's comment. The answer is not read. */
async function deleteComment(client: ApiClient, commentId: number): Promise<void> {
  await client.send(`/api/v2/comments/${commentId}`, { method: 'DELETE' });
}

/** Deletes a comment of the queue's `page`; its row then shows a tombstone. */
export function useDeleteComment(userId: number, page: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (comment: ModeratedComment): Promise<void> => {
      await deleteComment(client, comment.id);
      void mutate(
        reportedCommentsKey(userId, page),
        withChangedComment({ ...comment, status: 'deleted', content: '' }),
        { revalidate: false },
      );
    },
    [client, mutate, userId, page],
  );
}
