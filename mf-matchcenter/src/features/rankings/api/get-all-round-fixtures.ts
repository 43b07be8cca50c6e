import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { fixtureSchema } from '../../../lib/api/fixture-schema';

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
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _AllRoundFixturesFollowTheApi = AcceptsApi<
  z.input<typeof allRoundFixturesResponseSchema>,
  ApiResponse<'/ajax/matchcenter/league/{league}/rounds/all', 'get'>
>;

/** Every round of the league, each with its name and fixtures (the Matches tab's "All rounds"). */
export async function getAllRoundFixtures(
  client: ApiClient,
  league: string,
): Promise<z.infer<typeof allRoundFixturesResponseSchema>['data']['rounds']> {
  const response = await client.request(
    `/ajax/matchcenter/league/${encodeURIComponent(league)}/rounds/all`,
    allRoundFixturesResponseSchema,
  );
  return response.data.rounds;
}
