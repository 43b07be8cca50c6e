import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { fixtureSchema } from '../../../lib/api/fixture-schema';

/**
 * GET /ajax/matchcenter/team/{team}/fixtures (MC-13): the club's season for the fixtures and results
 * tabs, in one answer: `fixtures` to come in kick-off order, `results` most recent first.
 */
const teamFixturesResponseSchema = z.object({
  data: z.object({
    fixtures: z.array(fixtureSchema),
    results: z.array(fixtureSchema),
  }),
});
type TeamFixtures = z.infer<typeof teamFixturesResponseSchema>['data'];

function teamFixturesKey(team: number) {
  return ['matchcenter/team-fixtures', team] as const;
}

async function listTeamFixtures(client: ApiClient, team: number): Promise<TeamFixtures> {
  const response = await client.request(`/ajax/matchcenter/team/${team}/fixtures`, teamFixturesResponseSchema);
  return response.data;
}

export function useListTeamFixtures(team: number) {
  const client = useApiClient();
  return useSWR(teamFixturesKey(team), ([, id]) => listTeamFixtures(client, id));
}
