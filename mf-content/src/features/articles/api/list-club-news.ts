import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient } from '@tribune/shared';
import type { ArticleSummary } from '../../../lib/article-schema';

/** The API answers at most 50 articles a page (its `page_size` maximum); a larger limit asks for 50. */
const clubNewsMaxPageSize = 50;

interface ClubNewsParams {
  tenantId: string;
  teamId: number;
  /** How many of the newest articles: the first page of that size. */
  pageSize: number;
}

/**
 * GET /api/v2/article/club/{teamId}?page=1&page_size (CLB-02, decision 0040): the tenant's published
 * news about one club, newest first. The same name as the API's operation (list-club-news.ts), so the
 * one call reads the same on both sides. An unknown club answers 404, which rejects with an ApiError.
 */
async function listClubNews(
  client: ApiClient,
  { tenantId, teamId, pageSize }: ClubNewsParams,
): Promise<ArticleSummary[]> {
  const response = await client.request(`/api/v2/article/club/${teamId}`, {
    query: { tenant_id: tenantId, page: 1, page_size: pageSize },
  });
  return response.data;
}

function clubNewsKey(tenantId: string, teamId: number, pageSize: number) {
  return ['mf_content/articles/club', tenantId, teamId, pageSize] as const;
}

/**
 * The newest `limit` articles about a club, through SWR (cached, and server-rendered where the host
 * renders on the server). Nothing is asked for a limit below 1 or a team id the API cannot know: the
 * slot's props come from another remote, and a call bound to fail is not worth its request.
 */
export function useListClubNews(teamId: number, limit: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const pageSize = Math.min(Math.floor(limit), clubNewsMaxPageSize);
  const askable = Number.isSafeInteger(teamId) && teamId >= 1 && pageSize >= 1;
  return useSWR<ArticleSummary[], unknown>(askable ? clubNewsKey(tenantId, teamId, pageSize) : null, () =>
    listClubNews(client, { tenantId, teamId, pageSize }),
  );
}
