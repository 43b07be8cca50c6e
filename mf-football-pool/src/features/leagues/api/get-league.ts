import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { leagueSchema } from './league-schema';

/** GET /api/v2/football-pool/leagues/{id} (members only, 403 otherwise): the league and its members. */
export const leagueResponseSchema = z.object({
  data: z.extend(leagueSchema, {
    members: z.array(z.object({ user_id: z.number(), username: z.string(), image: z.nullable(z.string()) })),
  }),
});

export type LeagueWithMembers = z.infer<typeof leagueResponseSchema>['data'];

export function leagueKey(id: number, userId: number) {
  return ['football-pool/league', id, userId] as const;
}

async function getLeague(client: ApiClient, id: number): Promise<LeagueWithMembers> {
  const response = await client.request(`/api/v2/football-pool/leagues/${id}`, leagueResponseSchema);
  return response.data;
}

/** Asked for a logged-in fan only; `id` null asks nothing. */
export function useLeague(id: number | null) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user && id !== null ? leagueKey(id, user.id) : null, ([, which]) => getLeague(client, which));
}
