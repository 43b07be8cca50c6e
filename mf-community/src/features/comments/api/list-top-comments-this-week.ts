import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import type { SidebarComment } from './list-latest-comments';

const topCommentsKey = ['community/comments/top-this-week'] as const;

/** GET /api/v2/comments/top-this-week (CMT-15): the most liked comments of the last 7 days. */
async function listTopCommentsThisWeek(client: ApiClient): Promise<SidebarComment[]> {
  const response = await client.request('/api/v2/comments/top-this-week');
  return response.data;
}

export function useListTopCommentsThisWeek() {
  const client = useApiClient();
  return useSWR(topCommentsKey, () => listTopCommentsThisWeek(client));
}
