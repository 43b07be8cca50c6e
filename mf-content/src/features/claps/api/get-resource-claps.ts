import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';

/** RES-01's answer: the claps of a resource, in the tenant's words, and how many are the asker's. */
export const clapsResponseSchema = z.object({
  data: z.object({
    claps_count: z.number(),
    /** "12 fans clapped", in the tenant's language. */
    visitors_string: z.string(),
    /** The asker's own claps (the user's, else the visitor id's), at most `maxClaps`. */
    my_claps: z.number(),
  }),
});
export type Claps = z.infer<typeof clapsResponseSchema>['data'];

/** The clappable resources this remote shows. */
export type ClapResourceType = 'article';

/** Claps one reader may give one resource (the API keeps the answer the same after that). */
export const maxClaps = 50;

/** GET /api/v2/resource/{type}/{id}/claps?tenant_id (RES-01): the claps, without clapping. */
async function getResourceClaps(
  client: ApiClient,
  { tenantId, type, id }: { tenantId: string; type: ClapResourceType; id: number },
): Promise<Claps> {
  const response = await client.request(`/api/v2/resource/${type}/${id}/claps`, clapsResponseSchema, {
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
