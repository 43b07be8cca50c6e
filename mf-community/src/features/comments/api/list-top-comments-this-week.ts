import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { sidebarCommentSchema, type SidebarComment } from './list-latest-comments';

/** GET /api/v2/comments/top-this-week (CMT-15): the most liked comments of the last 7 days. */
const topCommentsResponseSchema = z.object({ data: z.array(sidebarCommentSchema) });

const topCommentsKey = ['community/comments/top-this-week'] as const;

async function listTopCommentsThisWeek(client: ApiClient): Promise<SidebarComment[]> {
  const response = await client.request('/api/v2/comments/top-this-week', topCommentsResponseSchema);
  return response.data;
}

export function useListTopCommentsThisWeek() {
  const client = useApiClient();
  return useSWR(topCommentsKey, () => listTopCommentsThisWeek(client));
}
