import useSWRImmutable from 'swr/immutable';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * POP-01 / CON-01: the tenant's public site settings. `reducedLogoPath` and `link` are nullable in the
 * tenant settings, so they are accepted as null here too (a pop-up without a link has no button).
 */
export const siteSettingsSchema = z.object({
  data: z.object({
    popup: z.nullable(
      z.object({
        reducedLogoPath: z.nullable(z.string()),
        link: z.nullable(z.string()),
        htmlContent: z.string(),
        buttonText: z.string(),
      }),
    ),
    settings_date: z.nullable(z.string()),
    recaptcha_site_key: z.nullable(z.string()),
  }),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>['data'];
export type SitePopup = NonNullable<SiteSettings['popup']>;

export const siteSettingsPath = '/api/v2/setting';
export type SiteSettingsFollowTheApi = AcceptsApi<
  z.input<typeof siteSettingsSchema>,
  ApiResponse<typeof siteSettingsPath, 'get'>
>;

export function siteSettingsKey(tenantId: string) {
  return [siteSettingsPath, tenantId] as const;
}

export async function getSiteSettings(client: ApiClient, tenantId: string): Promise<SiteSettings> {
  const { data } = await client.request(siteSettingsPath, siteSettingsSchema, { query: { tenant_id: tenantId } });
  return data;
}

/**
 * The site settings, fetched once per page: the pop-up, the contact form and the registration form all
 * read the same cached answer (immutable: no revalidation on focus or remount).
 */
export function useSiteSettings() {
  const client = useApiClient();
  const tenant = useTenant();
  return useSWRImmutable(siteSettingsKey(tenant.id), ([, tenantId]) => getSiteSettings(client, tenantId));
}
