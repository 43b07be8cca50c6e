import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

const deletedEntrySchema = z.object({ data: z.null() });
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _DeleteLiveblogEntryFollowsTheApi = AcceptsApi<
  z.input<typeof deletedEntrySchema>,
  ApiResponse<'/api/v2/liveblog/entries/{id}', 'delete'>
>;

/** DELETE /api/v2/liveblog/entries/{id} (editors). */
export async function deleteEntry(client: ApiClient, id: number): Promise<void> {
  await client.request(`/api/v2/liveblog/entries/${id}`, deletedEntrySchema, { method: 'DELETE' });
}
