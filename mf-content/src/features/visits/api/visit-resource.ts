import type { ApiClient } from '@tribune/shared';

/** POST /api/v2/resource/{type}/{id}/visit (RES-02): counted once per visitor id; feeds most-read. */
export async function visitResource(client: ApiClient, type: 'article', id: number): Promise<number> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/visit`, { method: 'POST' });
  return response.data.visits_count;
}
