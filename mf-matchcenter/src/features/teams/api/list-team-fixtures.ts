import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/team/{team}/fixtures (MC-13): the club's season for the fixtures and results
 * tabs, in one answer: `fixtures` to come in kick-off order, `results` most recent first. Typed by the
 * API contract (decision 0058).
 */
type TeamFixtures = ApiResponse<'/ajax/matchcenter/team/{team}/fixtures', 'get'>['data'];

function teamFixturesKey(team: number) {
  return ['matchcenter/team-fixtures', team] as const;
}

async function listTeamFixtures(client: ApiClient, team: number): Promise<TeamFixtures> {
  const response = await client.request(`/ajax/matchcenter/team/${team}/fixtures`);
  return response.data;
}

export function useListTeamFixtures(team: number) {
  const client = useApiClient();
  return useSWR(teamFixturesKey(team), ([, id]) => listTeamFixtures(client, id));
}
