import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { sidebarCommentSchema, type SidebarComment } from './get-latest-comments';

/** GET /api/v2/comments/top-this-week (CMT-15): the most liked comments of the last 7 days. */
export const topCommentsResponseSchema = z.object({ data: z.array(sidebarCommentSchema) });
export type TopCommentsFollowTheApi = AcceptsApi<
  z.input<typeof topCommentsResponseSchema>,
  ApiResponse<'/api/v2/comments/top-this-week', 'get'>
>;

export const topCommentsKey = ['community/comments/top-this-week'] as const;

export async function getTopComments(client: ApiClient): Promise<SidebarComment[]> {
  const response = await client.request('/api/v2/comments/top-this-week', topCommentsResponseSchema);
  return response.data;
}

export function useTopComments() {
  const client = useApiClient();
  return useSWR(topCommentsKey, () => getTopComments(client));
}
