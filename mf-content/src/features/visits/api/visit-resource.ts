import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';

/** POST /api/v2/resource/{type}/{id}/visit (RES-02): counted once per visitor id; feeds most-read. */
const visitResponseSchema = z.object({ data: z.object({ visits_count: z.number() }) });
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _VisitAnswerFollowsTheApi = AcceptsApi<
  z.input<typeof visitResponseSchema>,
  ApiResponse<'/api/v2/resource/{type}/{id}/visit', 'post'>
>;

export async function visitResource(client: ApiClient, type: 'article', id: number): Promise<number> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/visit`, visitResponseSchema, {
    method: 'POST',
  });
  return response.data.visits_count;
}
