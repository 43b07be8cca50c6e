import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { liveblogItemSchema, type LiveblogItem } from './liveblog-schema';

const postedEntrySchema = z.object({ data: liveblogItemSchema });
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _PostLiveblogEntryFollowsTheApi = AcceptsApi<
  z.input<typeof postedEntrySchema>,
  ApiResponse<'/api/v2/liveblog/{liveblog_id}/entries', 'post', 201>
>;

/** POST /api/v2/liveblog/{liveblog_id}/entries (editors): 422 under `body` when empty or too long. */
export async function postEntry(
  client: ApiClient,
  { liveblogId, body, isPinned }: { liveblogId: number; body: string; isPinned: boolean },
): Promise<LiveblogItem> {
  const response = await client.request(`/api/v2/liveblog/${liveblogId}/entries`, postedEntrySchema, {
    method: 'POST',
    body: { body, is_pinned: isPinned },
  });
  return response.data;
}
