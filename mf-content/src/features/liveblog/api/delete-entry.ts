import type { ApiClient } from '@tribune/shared';

/** DELETE /api/v2/liveblog/entries/{id} (editors): its answer (`data: null`) says nothing more. */
export async function deleteEntry(client: ApiClient, id: number): Promise<void> {
  await client.request(`/api/v2/liveblog/entries/${id}`, { method: 'DELETE' });
}
