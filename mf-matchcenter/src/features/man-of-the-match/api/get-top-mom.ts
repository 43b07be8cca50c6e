import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/top-mom: the season's best-rated players of this site's fans (MC-06), typed by
 * the API contract (decision 0058).
 */
type TopMom = ApiResponse<'/ajax/matchcenter/top-mom', 'get'>['data'];

function topMomKey(league: string, limit: number) {
  return ['matchcenter/top-mom', league, limit] as const;
}

async function getTopMom(client: ApiClient, league: string, limit: number): Promise<TopMom> {
  const response = await client.request('/ajax/matchcenter/top-mom', {
    query: { league, limit },
  });
  return response.data;
}

export function useTopMom(league: string, limit: number) {
  const client = useApiClient();
  return useSWR(topMomKey(league, limit), ([, leagueKey, count]) => getTopMom(client, leagueKey, count));
}
