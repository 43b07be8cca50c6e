import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/** MC-14: the league the match centre opens on. */
export const defaultLeague = 'eredivisie';

/**
 * GET /ajax/matchcenter/league/{league}/rounds/{round}: one round ("Round N"), or `current`, the round
 * of this week (spec 000 §3 "Season rounds"). The match centre's home page shows the current one, the
 * league page's Matches tab any. Its `name` ("Round 18" / "Speelronde 18") is written by the server in
 * the tenant's language; the answer is typed by the API contract (decision 0058).
 */
export type RoundFixtures = ApiResponse<'/ajax/matchcenter/league/{league}/rounds/{round}', 'get'>['data'];

/** A round by its number, or the current one. */
export type RoundNumber = number | 'current';

function roundFixturesKey(league: string, round: RoundNumber) {
  return ['matchcenter/round-fixtures', league, round] as const;
}

export async function getRoundFixtures(client: ApiClient, league: string, round: RoundNumber): Promise<RoundFixtures> {
  const response = await client.request(`/ajax/matchcenter/league/${encodeURIComponent(league)}/rounds/${round}`);
  return response.data;
}

export function useRoundFixtures(league: string, round: RoundNumber) {
  const client = useApiClient();
  return useSWR(roundFixturesKey(league, round), ([, slug, selected]) => getRoundFixtures(client, slug, selected));
}
