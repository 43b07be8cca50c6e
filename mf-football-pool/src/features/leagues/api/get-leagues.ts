import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { leagueSchema, leaguesPath, type League } from './league-schema';

/** GET /api/v2/football-pool/leagues (auth): the viewer's mini-leagues. */
export const leaguesResponseSchema = z.object({ data: z.array(leagueSchema) });

export type LeaguesFollowTheApi = AcceptsApi<
  z.input<typeof leaguesResponseSchema>,
  ApiResponse<'/api/v2/football-pool/leagues', 'get'>
>;

export function leaguesKey(userId: number) {
  return ['football-pool/leagues', userId] as const;
}

export async function getLeagues(client: ApiClient): Promise<League[]> {
  const response = await client.request(leaguesPath, leaguesResponseSchema);
  return response.data;
}

/** Asked for a logged-in fan only. */
export function useLeagues() {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user ? leaguesKey(user.id) : null, () => getLeagues(client));
}
