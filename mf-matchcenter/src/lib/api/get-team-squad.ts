import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/team/{team}/squad (MC-13): the squad grouped by position, pitch order; typed by
 * the API contract (decision 0058).
 */
type TeamSquad = ApiResponse<'/ajax/matchcenter/team/{team}/squad', 'get'>['data'];
export type SquadGroup = TeamSquad['groups'][number];
/** Spec 000 §2: squad positions abbreviated GK, DEF, MF, ST. */
export type PositionCode = SquadGroup['position'];

function teamSquadKey(team: number) {
  return ['matchcenter/team-squad', team] as const;
}

async function getTeamSquad(client: ApiClient, team: number): Promise<SquadGroup[]> {
  const response = await client.request(`/ajax/matchcenter/team/${team}/squad`);
  return response.data.groups;
}

export function useTeamSquad(team: number) {
  const client = useApiClient();
  return useSWR(teamSquadKey(team), ([, id]) => getTeamSquad(client, id));
}
