import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /api/v1/leagues/{league}/rounds on the soccer-data service (its own base URL, MC-14): the rounds
 * of the season and how far each is, which the round dropdown lists; typed by the API contract
 * (decision 0058).
 */
type LeagueRounds = ApiResponse<'/api/v1/leagues/{league}/rounds', 'get'>['data'];

function leagueRoundsKey(league: string) {
  return ['matchcenter/league-rounds', league] as const;
}

async function listLeagueRounds(client: ApiClient, league: string): Promise<LeagueRounds> {
  const response = await client.request(`/api/v1/leagues/${encodeURIComponent(league)}/rounds`, { service: 'soccer' });
  return response.data;
}

export function useListLeagueRounds(league: string) {
  const client = useApiClient();
  return useSWR(leagueRoundsKey(league), ([, slug]) => listLeagueRounds(client, slug));
}
