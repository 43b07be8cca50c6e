import type { ApiClient } from '@tribune/shared';
import type { LiveblogItem } from './liveblog-schema';

/** PATCH /api/v2/liveblog/entries/{id} (editors): a new text, or pinned/unpinned. */
export async function editEntry(
  client: ApiClient,
  id: number,
  changes: { body?: string; is_pinned?: boolean },
): Promise<LiveblogItem> {
  const response = await client.request(`/api/v2/liveblog/entries/${id}`, {
    method: 'PATCH',
    body: changes,
  });
  return response.data;
}
