import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

/** POST /api/v2/resource/{type}/{id}/visit (RES-02): counted once per visitor id; feeds most-read. */
export const visitResponseSchema = z.object({ data: z.object({ visits_count: z.number() }) });
export type VisitAnswerFollowsTheApi = AcceptsApi<
  z.input<typeof visitResponseSchema>,
  ApiResponse<'/api/v2/resource/{type}/{id}/visit', 'post'>
>;

export async function recordVisit(client: ApiClient, type: 'article', id: number): Promise<number> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/visit`, visitResponseSchema, {
    method: 'POST',
  });
  return response.data.visits_count;
}
