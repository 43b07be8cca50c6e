import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/sidebar/live-matches: the matches being played now, of every league (MC-03).
 * Each is a fixture of any league with its league (the lists of every league: live now, today), typed
 * by the API contract (decision 0058).
 */
export type LiveMatch = ApiResponse<'/ajax/matchcenter/sidebar/live-matches', 'get'>['data']['fixtures'][number];

const liveMatchesKey = ['matchcenter/live-matches'] as const;

async function getLiveMatches(client: ApiClient): Promise<LiveMatch[]> {
  const response = await client.request('/ajax/matchcenter/sidebar/live-matches');
  return response.data.fixtures;
}

export function useLiveMatches() {
  const client = useApiClient();
  return useSWR(liveMatchesKey, () => getLiveMatches(client));
}
