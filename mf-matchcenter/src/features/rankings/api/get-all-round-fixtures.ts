import type { ApiClient, ApiSchemas } from '@tribune/shared';

/** A round of the season with its name and fixtures, typed by the API contract (decision 0058). */
export type RoundWithFixtures = ApiSchemas['SeasonRound'];

/**
 * GET /ajax/matchcenter/league/{league}/rounds/all: every round of the league, each with its name and
 * fixtures (the Matches tab's "All rounds").
 */
export async function getAllRoundFixtures(client: ApiClient, league: string): Promise<RoundWithFixtures[]> {
  const response = await client.request(`/ajax/matchcenter/league/${encodeURIComponent(league)}/rounds/all`);
  return response.data.rounds;
}
