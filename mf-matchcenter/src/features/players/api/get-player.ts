import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/**
 * GET /ajax/matchcenter/player/{id} (MC-02): the profile, the season figures and the man-of-the-match
 * average (null for a player nobody graded), typed by the API contract (decision 0058).
 */
export type Player = ApiSchemas['Player'];

/** A player id in a page address: digits only, as the API takes them. */
export function isPlayerId(value: string | undefined): value is string {
  return value !== undefined && /^[1-9][0-9]{0,9}$/.test(value);
}

export function playerKey(playerId: number) {
  return ['matchcenter/player', playerId] as const;
}

async function getPlayer(client: ApiClient, playerId: number): Promise<Player> {
  const response = await client.request(`/ajax/matchcenter/player/${playerId}`);
  return response.data;
}

export function usePlayer(playerId: number) {
  const client = useApiClient();
  return useSWR(playerKey(playerId), ([, id]) => getPlayer(client, id));
}
