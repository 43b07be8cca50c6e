import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { reportedCommentsKey, withChangedComment } from './list-reported-comments';
import type { ModeratedComment, ModerationAction } from './moderation-schemas';

/**
 * PATCH /api/v2/moderation/comments/{id}/{action}: hides, unhides or keeps (dismiss) a reported comment;
 * its open reports are resolved and it is logged. The API answers the comment as it now is.
 */
async function moderateComment(
  client: ApiClient,
  commentId: number,
  action: ModerationAction,
): Promise<ModeratedComment> {
  const response = await client.request(`/api/v2/moderation/comments/${commentId}/${action}`, { method: 'PATCH' });
  return response.data;
}

/** Hides, unhides or dismisses a comment of the queue's `page`; its row then shows the API's answer. */
export function useModerateComment(userId: number, page: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (commentId: number, action: ModerationAction): Promise<ModeratedComment> => {
      const comment = await moderateComment(client, commentId, action);
      void mutate(reportedCommentsKey(userId, page), withChangedComment(comment), { revalidate: false });
      return comment;
    },
    [client, mutate, userId, page],
  );
}
