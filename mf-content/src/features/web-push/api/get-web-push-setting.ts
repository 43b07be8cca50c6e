import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /api/v2/setting?tenant_id: only `show_web_push` is read here (ART-01: the push alert shows when it
 * and the article's `web_push` are both 1). Optional: a site whose settings do not say shows no alert.
 */
export const webPushSettingResponseSchema = z.object({
  data: z.object({ show_web_push: z.optional(z.nullable(z.number())) }),
});
export type WebPushSettingFollowsTheApi = AcceptsApi<
  z.input<typeof webPushSettingResponseSchema>,
  ApiResponse<'/api/v2/setting', 'get'>
>;

/** Whether the site shows web push alerts at all (`show_web_push` equals 1). */
export async function getShowWebPush(client: ApiClient, tenantId: string): Promise<boolean> {
  const response = await client.request('/api/v2/setting', webPushSettingResponseSchema, {
    query: { tenant_id: tenantId },
  });
  return response.data.show_web_push === 1;
}

export function useShowWebPush() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(['mf_content/setting/show-web-push', tenantId] as const, ([, id]) => getShowWebPush(client, id), {
    shouldRetryOnError: false,
  });
}
