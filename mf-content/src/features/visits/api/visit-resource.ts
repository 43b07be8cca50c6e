import { z } from 'zod/mini';
import type { ApiClient } from '@tribune/shared';

/** POST /api/v2/resource/{type}/{id}/visit (RES-02): counted once per visitor id; feeds most-read. */
const visitResponseSchema = z.object({ data: z.object({ visits_count: z.number() }) });

export async function visitResource(client: ApiClient, type: 'article', id: number): Promise<number> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/visit`, visitResponseSchema, {
    method: 'POST',
  });
  return response.data.visits_count;
}
