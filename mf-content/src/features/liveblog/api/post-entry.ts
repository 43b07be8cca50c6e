import type { ApiClient } from '@tribune/shared';
import type { LiveblogItem } from './liveblog-schema';

/** POST /api/v2/liveblog/{liveblog_id}/entries (editors): 422 under `body` when empty or too long. */
export async function postEntry(
  client: ApiClient,
  { liveblogId, body, isPinned }: { liveblogId: number; body: string; isPinned: boolean },
): Promise<LiveblogItem> {
  const response = await client.request(`/api/v2/liveblog/${liveblogId}/entries`, {
    method: 'POST',
    body: { body, is_pinned: isPinned },
  });
  return response.data;
}
