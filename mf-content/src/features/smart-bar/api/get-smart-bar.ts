import useSWR from 'swr';
import { z } from 'zod/mini';
import { isSafeUrl, useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

const httpSchemes: ReadonlySet<string> = new Set(['http:', 'https:']);

/** SB-01: the smart bar as the API sends it. */
export const smartBarSchema = z.object({
  text: z.string().check(z.minLength(1)),
  link: z.string(),
  updated_at: z.iso.datetime(),
});
export type SmartBar = z.infer<typeof smartBarSchema>;

const smartBarResponseSchema = z.object({ data: z.nullable(smartBarSchema) });

const smartBarPath = '/api/v2/smart-bar';
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _SmartBarFollowsTheApi = AcceptsApi<
  z.input<typeof smartBarResponseSchema>,
  ApiResponse<typeof smartBarPath, 'get'>
>;

/** A link a bar may send the visitor to: http(s), or a path on this site (not `//another-host`). */
function isBarLink(link: string): boolean {
  return isSafeUrl(link, httpSchemes) && !link.startsWith('//') && !link.startsWith('/\\');
}

/**
 * GET /api/v2/smart-bar?tenant_id (SB-01): the tenant's bar, or null when it has none. A bar whose link
 * is anything else than http(s) or a site path (the API refuses those too) counts as none.
 */
async function getSmartBar(client: ApiClient, tenantId: string): Promise<SmartBar | null> {
  const { data } = await client.request(smartBarPath, smartBarResponseSchema, { query: { tenant_id: tenantId } });
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
