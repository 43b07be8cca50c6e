import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * RES-01's answer, typed by the contract (decision 0058): the claps of a resource, "12 fans clapped" in
 * the tenant's language, and the asker's own claps (the user's, else the visitor id's), at most `maxClaps`.
 */
export type Claps = ApiSchemas['ResourceClaps'];

/** The clappable resources this remote shows. */
export type ClapResourceType = 'article';

/** Claps one reader may give one resource (the API keeps the answer the same after that). */
export const maxClaps = 50;

/** GET /api/v2/resource/{type}/{id}/claps?tenant_id (RES-01): the claps, without clapping. */
async function getResourceClaps(
  client: ApiClient,
  { tenantId, type, id }: { tenantId: string; type: ClapResourceType; id: number },
): Promise<Claps> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/claps`, {
    query: { tenant_id: tenantId },
  });
  return response.data;
}

function resourceClapsKey(tenantId: string, type: ClapResourceType, id: number) {
  return ['mf_content/claps', tenantId, type, id] as const;
}

export function useResourceClaps(type: ClapResourceType, id: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<Claps, unknown>(resourceClapsKey(tenantId, type, id), () =>
    getResourceClaps(client, { tenantId, type, id }),
  );
}
