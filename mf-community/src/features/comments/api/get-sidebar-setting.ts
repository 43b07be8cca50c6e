import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';

export const sidebarLists = ['latest', 'top-this-week'] as const;
export type SidebarList = (typeof sidebarLists)[number];

/**
 * GET /api/v2/setting: only `sidebar_comments` is read here (CMT-15: which list the sidebar opens on).
 * Optional, so an API from before the setting still answers "latest".
 */
export const siteSettingResponseSchema = z.object({
  data: z.object({ sidebar_comments: z.optional(z.enum(sidebarLists)) }),
});
export type SiteSettingFollowsTheApi = AcceptsApi<
  z.input<typeof siteSettingResponseSchema>,
  ApiResponse<'/api/v2/setting', 'get'>
>;

export const sidebarSettingKey = ['community/setting/sidebar-comments'] as const;

export async function getSidebarSetting(client: ApiClient): Promise<SidebarList> {
  const response = await client.request('/api/v2/setting', siteSettingResponseSchema);
  return response.data.sidebar_comments ?? 'latest';
}

export function useSidebarSetting() {
  const client = useApiClient();
  return useSWR(sidebarSettingKey, () => getSidebarSetting(client), { shouldRetryOnError: false });
}
