import type { ApiClient } from '@tribune/shared';
import type { ClapResourceType, Claps } from './get-resource-claps';

/**
 * POST /api/v2/resource/{type}/{id}/clap?tenant_id (RES-01, no body): one clap, by the logged-in user
 * or else by the browser's visitor id (both sent by the API client), so guests clap too.
 */
export async function clapResource(
  client: ApiClient,
  { tenantId, type, id }: { tenantId: string; type: ClapResourceType; id: number },
): Promise<Claps> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/clap`, {
    method: 'POST',
    query: { tenant_id: tenantId },
  });
  return response.data;
}
