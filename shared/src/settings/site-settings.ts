import useSWR from 'swr';
import { useApiClient } from '../api/api-context';
import type { ApiClient } from '../api/api-client';
import type { ApiResponse } from '../api/contract';
import { useTenant } from '../tenant/tenant-context';

/**
 * GET /api/v2/setting?tenant_id: the tenant's public settings, read once per page by every part that
 * needs one (issue 32: one contract, one SWR key; before, five files in three remotes fetched it under
 * five keys). The answer is the contract's (decision 0058); each reader says what "unset" means:
 * - `popup`, `settings_date` (POP-01), `recaptcha_site_key` (CON-01, registration): mf_account;
 * - `sidebar_comments` (CMT-15), `top_comments_weekly_first` (COM-01): mf_community;
 * - `show_web_push` (ART-01), `promotion_overlay` (OVL-01, read by its own schema there, so a channel
 *   this front end cannot show yet counts as none): mf_content;
 * - `lineup_data_limit` (MC-10): mf_matchcenter.
 */
type SiteSettings = ApiResponse<'/api/v2/setting', 'get'>['data'];

/** The one SWR key of the settings: a page's parts share the answer. */
function siteSettingsKey(tenantId: string) {
  return ['/api/v2/setting', tenantId] as const;
}

async function getSiteSettings(client: ApiClient, tenantId: string): Promise<SiteSettings> {
  const { data } = await client.request('/api/v2/setting', { query: { tenant_id: tenantId } });
  return data;
}

/**
 * The settings, fetched once per page and shared by every part (immutable: no revalidation on focus or
 * remount; an operator's change shows on the next page). Not retried: each reader has a default for
 * a setting it cannot read, and its own content matters more than the setting.
 */
export function useSiteSettings({ enabled = true }: { enabled?: boolean } = {}) {
  const client = useApiClient();
  const tenant = useTenant();
  // Immutable, as swr/immutable makes it, written out: that entry would be a chunk of its own on every page.
  // `enabled: false` asks nothing (the promotion overlay, dismissed or in the server's render).
  return useSWR(enabled ? siteSettingsKey(tenant.id) : null, ([, tenantId]) => getSiteSettings(client, tenantId), {
    revalidateIfStale: false,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
}
