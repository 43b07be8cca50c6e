import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';
import { lineupRetry } from '../lib/lineup-retry';

/**
 * GET /api/v2/user/formation/top-players?team&limit (MC-10): the players this site's fans pick most,
 * typed by the API contract (decision 0058). `team_id` is null only for the tenant-wide call without
 * `team`, which the widget never makes.
 */
export type TopPlayers = ApiSchemas['UserFormationTopPlayers'];

/** A starting XI: the widget lists the eleven players picked most. */
const topPlayersShown = 11;

export function topPlayersKey(teamId: number) {
  return ['matchcenter/formation-top-players', teamId] as const;
}

async function getTopFormationPlayers(client: ApiClient, teamId: number): Promise<TopPlayers> {
  const response = await client.request('/api/v2/user/formation/top-players', {
    query: { team: teamId, limit: topPlayersShown },
  });
  return response.data;
}

export function useTopFormationPlayers(teamId: number) {
  const client = useApiClient();
  return useSWR(topPlayersKey(teamId), () => getTopFormationPlayers(client, teamId), lineupRetry);
}
