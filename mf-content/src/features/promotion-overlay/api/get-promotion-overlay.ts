import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/** OVL-01: the overlay's channel and the club's page on it. */
export const promotionOverlaySchema = z.object({
  channel: z.enum(['facebook']),
  url: z.string().check(z.minLength(1)),
});
export type PromotionOverlay = z.infer<typeof promotionOverlaySchema>;

/**
 * GET /api/v2/setting?tenant_id: only `promotion_overlay` is read here. A value this front end cannot
 * show (a channel it does not know yet, a missing url) counts as no overlay rather than an error.
 */
const settingResponseSchema = z.object({
  data: z.object({ promotion_overlay: z.optional(z.nullable(z.unknown())) }),
});

export const siteSettingsPath = '/api/v2/setting';
export type PromotionOverlaySettingFollowsTheApi = AcceptsApi<
  z.input<typeof settingResponseSchema>,
  ApiResponse<typeof siteSettingsPath, 'get'>
>;

/** The tenant's promotion overlay, or null when it shows none (or none this front end can show). */
export async function getPromotionOverlay(client: ApiClient, tenantId: string): Promise<PromotionOverlay | null> {
  const response = await client.request(siteSettingsPath, settingResponseSchema, { query: { tenant_id: tenantId } });
  const parsed = promotionOverlaySchema.safeParse(response.data.promotion_overlay);
  return parsed.success && parsed.data.url.startsWith('https://') ? parsed.data : null;
}

/** Once per page; `enabled` skips the request (the overlay was dismissed, or this is an in-app browser). */
export function usePromotionOverlay(enabled: boolean) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(
    enabled ? (['mf_content/promotion-overlay', tenantId] as const) : null,
    ([, tenant]) => getPromotionOverlay(client, tenant),
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}
