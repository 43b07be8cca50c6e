import { z } from 'zod/mini';
import type { ApiClient } from '@tribune/shared';
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
