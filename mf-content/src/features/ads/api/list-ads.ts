import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * The spec's Ad (spec 001 §3: slug, alternative_content) with what a slot needs to show it, typed by
 * the API contract (decision 0058): `content` and `alternative_content` are sanitized by the API;
 * several ads in `content` separated by a line `---` make a rotating slot.
 */
export type Ad = ApiSchemas['Ad'];

/** The spec's error (spec 001 §5, §8) when the ads, and so their alternatives, are asked for without a tenant. */
const missingTenantMessage = 'tenant_id is not defined';

/** GET /api/v2/ad?tenant_id (ADS-01): the tenant's ads by slot, with their alternative content. */
async function listAds(client: ApiClient, tenantId: string): Promise<Ad[]> {
  if (tenantId === '') throw new Error(missingTenantMessage);
  const response = await client.request('/api/v2/ad', { query: { tenant_id: tenantId } });
  return response.data;
}

export function adsKey(tenantId: string) {
  return ['mf_content/ads', tenantId] as const;
}

/**
 * The tenant's ads, fetched once per page view and shared by every slot on it (one SWR key). The server
 * renders the page with them, so each slot's size is known before any script runs; they are not
 * fetched again on focus: a slot does not change its ad while it is being read.
 */
export function useListAds() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR<Ad[], unknown>(adsKey(tenantId), () => listAds(client, tenantId), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    // Unexpected (no tenant, an API failure): logged once with its context; the page shows no slots.
    onError: (error: unknown) => {
      console.error('The ads could not be loaded', error);
    },
  });
}
