import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { liveblogItemSchema, type LiveblogItem } from './liveblog-schema';

const editedEntrySchema = z.object({ data: liveblogItemSchema });
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _EditLiveblogEntryFollowsTheApi = AcceptsApi<
  z.input<typeof editedEntrySchema>,
  ApiResponse<'/api/v2/liveblog/entries/{id}', 'patch'>
>;

/** PATCH /api/v2/liveblog/entries/{id} (editors): a new text, or pinned/unpinned. */
export async function editEntry(
  client: ApiClient,
  id: number,
  changes: { body?: string; is_pinned?: boolean },
): Promise<LiveblogItem> {
  const response = await client.request(`/api/v2/liveblog/entries/${id}`, editedEntrySchema, {
    method: 'PATCH',
    body: changes,
  });
  return response.data;
}
