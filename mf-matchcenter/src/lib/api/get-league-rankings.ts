import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse, type ApiSchemas } from '@tribune/shared';

/**
 * A row of a league table (spec 000 §3 "Ranking" team rows), typed by the API contract (decision 0058).
 * `form` holds the last five results, oldest first.
 */
export type RankingRow = ApiSchemas['RankingRow'];

/** MC-09: one group of the season (the season table, a period of the Keuken Kampioen Divisie, …). */
export type SeasonRanking = ApiSchemas['SeasonRanking'];

/**
 * GET /ajax/matchcenter/rankings/league/{league} (MC-01, MC-09); `leagues` is every league, the default
 * first: the league buttons.
 */
export type LeagueRankings = ApiResponse<'/ajax/matchcenter/rankings/league/{league}', 'get'>['data'];

function leagueRankingsKey(league: string) {
  return ['matchcenter/league-rankings', league] as const;
}

async function getLeagueRankings(client: ApiClient, league: string): Promise<LeagueRankings> {
  const response = await client.request(`/ajax/matchcenter/rankings/league/${encodeURIComponent(league)}`);
  return response.data;
}

export function useLeagueRankings(league: string) {
  const client = useApiClient();
  return useSWR(leagueRankingsKey(league), ([, slug]) => getLeagueRankings(client, slug));
}
