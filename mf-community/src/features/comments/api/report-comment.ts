import { useCallback } from 'react';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { useCommentsCache } from '../hooks/use-comments-cache';
import type { CommentResource } from './comment-schema';

/**
 * PATCH /api/v2/comments/{id}/report (CMT-06): `{data: null, metaData: {message}}`, the same answer again.
 * Returns the server's confirmation text.
 */
async function reportComment(client: ApiClient, id: number): Promise<string> {
  const response = await client.request(`/api/v2/comments/${id}/report`, { method: 'PATCH' });
  return response.metaData.message;
}

/** Reports a comment of `resource`; every copy on the page then shows it as reported. */
export function useReportComment(resource: CommentResource) {
  const client = useApiClient();
  const { updateComment } = useCommentsCache(resource);
  return useCallback(
    async (id: number): Promise<string> => {
      const text = await reportComment(client, id);
      void updateComment(id, (current) => ({ ...current, is_reported_by_me: true }));
      return text;
    },
    [client, updateComment],
  );
}
