import { z } from 'zod/mini';
import type { ApiClient } from '@tribune/shared';

const deletedEntrySchema = z.object({ data: z.null() });

/** DELETE /api/v2/liveblog/entries/{id} (editors). */
export async function deleteEntry(client: ApiClient, id: number): Promise<void> {
  await client.request(`/api/v2/liveblog/entries/${id}`, deletedEntrySchema, { method: 'DELETE' });
}
