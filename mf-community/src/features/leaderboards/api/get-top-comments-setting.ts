import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { TimeFrame } from './leaderboard-schemas';

/**
 * GET /api/v2/setting: only `top_comments_weekly_first` is read here (COM-01: the top-comments board
 * opens on this week instead of all time). Optional, so an API from before the setting still answers "total".
 */
export const topCommentsSettingResponseSchema = z.object({
  data: z.object({ top_comments_weekly_first: z.optional(z.boolean()) }),
});

export type TopCommentsSettingFollowsTheApi = AcceptsApi<
  z.input<typeof topCommentsSettingResponseSchema>,
  ApiResponse<'/api/v2/setting', 'get'>
>;

export const topCommentsSettingKey = ['community/setting/top-comments-frame'] as const;

/** The frame the top-comments board opens on. */
export async function getTopCommentsDefaultFrame(client: ApiClient): Promise<TimeFrame> {
  const response = await client.request('/api/v2/setting', topCommentsSettingResponseSchema);
  return response.data.top_comments_weekly_first === true ? 'weekly' : 'total';
}

export function useTopCommentsDefaultFrame() {
  const client = useApiClient();
  return useSWR(topCommentsSettingKey, () => getTopCommentsDefaultFrame(client), { shouldRetryOnError: false });
}
