import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { fixtureSchema } from '../../fixtures/api/fixture-schema';

/** GET /ajax/matchcenter/league/{league}/rounds/{round}: one round ("Round N"), or the current one. */
export const roundFixturesResponseSchema = z.object({
  data: z.object({
    round: z.number(),
    /** "Round 18" / "Speelronde 18", written by the server in the tenant's language. */
    name: z.string(),
    fixtures: z.array(fixtureSchema),
  }),
});
export type RoundFixturesFollowTheApi = AcceptsApi<
  z.input<typeof roundFixturesResponseSchema>,
  ApiResponse<'/ajax/matchcenter/league/{league}/rounds/{round}', 'get'>
>;

/** GET /ajax/matchcenter/league/{league}/rounds/all: "All rounds", each with its name and fixtures. */
export const allRoundFixturesResponseSchema = z.object({
  data: z.object({
    rounds: z.array(
      z.object({
        round: z.number(),
        name: z.string(),
        fixtures: z.array(fixtureSchema),
      }),
    ),
  }),
});
export type AllRoundFixturesFollowTheApi = AcceptsApi<
  z.input<typeof allRoundFixturesResponseSchema>,
  ApiResponse<'/ajax/matchcenter/league/{league}/rounds/all', 'get'>
>;

export type RoundFixtures = z.infer<typeof roundFixturesResponseSchema>['data'];

/** What the Matches tab shows: the rounds it lists, each with its fixtures. */
export type RoundSelection = number | 'current' | 'all';

export function roundFixturesKey(league: string, round: RoundSelection) {
  return ['matchcenter/round-fixtures', league, round] as const;
}

/** One round's answer, or every round's, as a list of rounds either way. */
export async function getRoundFixtures(
  client: ApiClient,
  league: string,
  round: RoundSelection,
): Promise<RoundFixtures[]> {
  const path = `/ajax/matchcenter/league/${encodeURIComponent(league)}/rounds/${round}`;
  if (round === 'all') return (await client.request(path, allRoundFixturesResponseSchema)).data.rounds;
  return [(await client.request(path, roundFixturesResponseSchema)).data];
}

export function useRoundFixtures(league: string, round: RoundSelection) {
  const client = useApiClient();
  return useSWR(roundFixturesKey(league, round), ([, slug, selected]) => getRoundFixtures(client, slug, selected));
}
