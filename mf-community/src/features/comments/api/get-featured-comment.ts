import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { commentsKeyPrefix, type Comment, type CommentResource } from './comment-schema';

/** Forum topics have no featured comment (spec 001 §7): the API answers them 404, so they are not asked. */
function hasFeaturedComment(resource: CommentResource): boolean {
  return resource.type !== 'forum';
}

/** Per viewer, like the list (`commentsKey`). */
function featuredCommentKey(resource: CommentResource, viewer: number | null) {
  return [`${commentsKeyPrefix}featured`, resource.type, resource.id, viewer] as const;
}

/** GET /api/v2/comments/{type}/{id}/featured (CMT-02): the most liked visible top-level comment, or null. */
async function getFeaturedComment(client: ApiClient, resource: CommentResource): Promise<Comment | null> {
  const response = await client.request(
    `/api/v2/comments/${encodeURIComponent(resource.type)}/${encodeURIComponent(resource.id)}/featured`,
  );
  return response.data;
}

export function useFeaturedComment(resource: CommentResource, viewer: number | null) {
  const client = useApiClient();
  return useSWR(
    hasFeaturedComment(resource) ? featuredCommentKey(resource, viewer) : null,
    () => getFeaturedComment(client, resource),
    { shouldRetryOnError: false },
  );
}
