import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/** The league's season as the soccer-data service sends it: `{league, currentRound, rounds}`. */
export type LeagueRounds = ApiResponse<'/api/v1/leagues/{league}/rounds', 'get'>['data'];

/** One match of a round (the match centre's Fixture). */
export type LeagueFixture = LeagueRounds['rounds'][number]['fixtures'][number];

/**
 * GET /api/v1/leagues/{league}/rounds (soccer-data service, MC-01): every round of the season with its
 * fixtures, in one answer the match centre's pages share (cached publicly for 15 s). The newsroom's
 * fixture picker takes the rounds around the current one from it.
 */
async function listLeagueRounds(client: ApiClient, league: string): Promise<LeagueRounds> {
  const response = await client.request(`/api/v1/leagues/${encodeURIComponent(league)}/rounds`, { service: 'soccer' });
  return response.data;
}

/** The season of `league` for the fixture picker: not asked again on focus while an article is written. */
export function useListLeagueRounds(league: string) {
  const client = useApiClient();
  return useSWR<LeagueRounds, unknown>(
    ['mf_content/newsroom-league-rounds', league] as const,
    ([, slug]: readonly [string, string]) => listLeagueRounds(client, slug),
    { revalidateOnFocus: false },
  );
}
