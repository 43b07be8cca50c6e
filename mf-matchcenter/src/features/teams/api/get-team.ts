import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * A club's information (MC-07), as GET /api/v2/matchcenter/teams/{team} and the club widget send it,
 * typed by the API contract (decision 0058). `logo` is a crest path relative to the API origin, or an
 * absolute URL.
 */
export type TeamInfo = ApiSchemas['TeamInfo'];

/**
 * A team in a page address: its id or its slug, as the API takes them. Anything else is no team at all,
 * so the page says "not found" without asking the API.
 */
export function isTeamKey(value: string | undefined): value is string {
  return value !== undefined && /^([1-9][0-9]{0,9}|[a-z][a-z0-9-]{0,63})$/.test(value);
}

export function teamKey(team: string) {
  return ['matchcenter/team', team] as const;
}

async function getTeam(client: ApiClient, team: string): Promise<TeamInfo> {
  const response = await client.request(`/api/v2/matchcenter/teams/${encodeURIComponent(team)}`);
  return response.data;
}

export function useTeam(team: string) {
  const client = useApiClient();
  return useSWR(teamKey(team), ([, key]) => getTeam(client, key));
}
