import useSWR from 'swr';
import { isSafeUrl, useApiClient, useTenant, type ApiClient, type ApiSchemas } from '@tribune/shared';

const httpSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);

/** SB-01: the smart bar as the API sends it, typed by the contract (decision 0058). */
export type SmartBar = ApiSchemas['SmartBar'];

/** A link a bar may send the visitor to: http(s), or a path on this site (not `//another-host`). */
function isBarLink(link: string): boolean {
  return isSafeUrl(link, httpSchemes) && !link.startsWith('//') && !link.startsWith('/\\');
}

/**
 * GET /api/v2/smart-bar?tenant_id (SB-01): the tenant's bar, or null when it has none. A bar whose link
 * is anything else than http(s) or a site path (the API refuses those too) counts as none.
 */
async function getSmartBar(client: ApiClient, tenantId: string): Promise<SmartBar | null> {
  const { data } = await client.request('/api/v2/smart-bar', { query: { tenant_id: tenantId } });
  return data !== null && isBarLink(data.link) ? data : null;
}

export function smartBarKey(tenantId: string) {
  return ['mf_content/smart-bar', tenantId] as const;
}

/** The tenant's smart bar, once per page (no revalidation on focus: the bar does not come back by itself). */
export function useSmartBar() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(smartBarKey(tenantId), ([, tenant]) => getSmartBar(client, tenant), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
