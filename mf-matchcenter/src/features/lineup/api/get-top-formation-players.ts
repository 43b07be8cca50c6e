import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { lineupRetry } from '../lib/lineup-retry';

/** GET /api/v2/user/formation/top-players?team&limit (MC-10): the players this site's fans pick most. */
export const topPlayersResponseSchema = z.object({
  data: z.object({
    // Null only for the tenant-wide call without `team`, which the widget never makes.
    team_id: z.nullable(z.number()),
    total: z.number(),
    players: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        position: z.string(),
        shirtNumber: z.nullable(z.number()),
        count: z.number(),
        percentage: z.number(),
      }),
    ),
  }),
});
export type TopPlayers = z.infer<typeof topPlayersResponseSchema>['data'];

/** A starting XI: the widget lists the eleven players picked most. */
const topPlayersShown = 11;

export function topPlayersKey(teamId: number) {
  return ['matchcenter/formation-top-players', teamId] as const;
}

async function getTopFormationPlayers(client: ApiClient, teamId: number): Promise<TopPlayers> {
  const response = await client.request('/api/v2/user/formation/top-players', topPlayersResponseSchema, {
    query: { team: teamId, limit: topPlayersShown },
  });
  return response.data;
}

export function useTopFormationPlayers(teamId: number) {
  const client = useApiClient();
  return useSWR(topPlayersKey(teamId), () => getTopFormationPlayers(client, teamId), lineupRetry);
}
