import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { commentsKeyPrefix, type Comment } from './comment-schema';

/** Per viewer, like the list (`commentsKey`). */
function commentKey(id: number, viewer: number | null) {
  return [`${commentsKeyPrefix}one`, id, viewer] as const;
}

/** GET /api/v2/comment/{id} (CMT-02): one comment with its replies; 404 when gone or hidden from the asker. */
async function getComment(client: ApiClient, id: number): Promise<Comment> {
  const response = await client.request(`/api/v2/comment/${id}`);
  return response.data;
}

/** The deep-linked comment (`?comment={id}`); nothing is asked when `id` is null. */
export function useComment(id: number | null, viewer: number | null) {
  const client = useApiClient();
  return useSWR(id === null ? null : commentKey(id, viewer), () => getComment(client, id ?? 0), {
    shouldRetryOnError: false,
  });
}
