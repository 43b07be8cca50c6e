import { z } from 'zod/mini';
import type { ApiClient } from '@tribune/shared';
import { liveblogItemSchema, type LiveblogItem } from './liveblog-schema';

const editedEntrySchema = z.object({ data: liveblogItemSchema });

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
