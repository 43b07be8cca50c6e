import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /api/v1/widgets/team/{team}/league/{league} (MC-07), on the soccer-data service: the club's row
 * of the table, its last five results with their matches (oldest first) and its next match; typed by
 * the API contract (decision 0058). The club's information in it is read from GET
 * /api/v2/matchcenter/teams/{team} instead, so it is not read here.
 */
type TeamWidget = ApiResponse<'/api/v1/widgets/team/{team}/league/{league}', 'get'>['data'];

/** The form's matches also say which side the club was on (home or away), for "won at home against …". */
export type FormFixture = TeamWidget['form'][number]['fixture'];
export type FormLetter = TeamWidget['form'][number]['result'];

function teamWidgetKey(team: number, league: string) {
  return ['matchcenter/team-widget', team, league] as const;
}

async function getTeamWidget(client: ApiClient, team: number, league: string): Promise<TeamWidget> {
  const response = await client.request(`/api/v1/widgets/team/${team}/league/${encodeURIComponent(league)}`, {
    service: 'soccer',
  });
  return response.data;
}

/** Asks once the club (and so its league) is known; `null` waits. */
export function useTeamWidget(team: { id: number; league: { slug: string } } | undefined) {
  const client = useApiClient();
  return useSWR(team ? teamWidgetKey(team.id, team.league.slug) : null, ([, id, league]) =>
    getTeamWidget(client, id, league),
  );
}
