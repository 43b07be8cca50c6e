import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
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

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _TopPlayersFollowTheApi = AcceptsApi<
  z.input<typeof topPlayersResponseSchema>,
  ApiResponse<'/api/v2/user/formation/top-players', 'get'>
>;

/** A starting XI: the widget lists the eleven players picked most. */
const topPlayersShown = 11;

export function topPlayersKey(teamId: number) {
  return ['matchcenter/formation-top-players', teamId] as const;
}

async function getTopFormationPlayers(client: ApiClient, teamId: number): Promise<TopPlayers> {
  const query = new URLSearchParams({ team: String(teamId), limit: String(topPlayersShown) });
  const response = await client.request(`/api/v2/user/formation/top-players?${query}`, topPlayersResponseSchema);
  return response.data;
}

export function useTopFormationPlayers(teamId: number) {
  const client = useApiClient();
  return useSWR(topPlayersKey(teamId), () => getTopFormationPlayers(client, teamId), lineupRetry);
}
