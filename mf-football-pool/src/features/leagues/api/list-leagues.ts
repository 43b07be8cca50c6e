import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { leagueSchema, type League } from './league-schema';

/** GET /api/v2/football-pool/leagues (auth): the viewer's mini-leagues. */
const leaguesResponseSchema = z.object({ data: z.array(leagueSchema) });

export function leaguesKey(userId: number) {
  return ['football-pool/leagues', userId] as const;
}

async function listLeagues(client: ApiClient): Promise<League[]> {
  const response = await client.request('/api/v2/football-pool/leagues', leaguesResponseSchema);
  return response.data;
}

/** Asked for a logged-in fan only. */
export function useListLeagues() {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user ? leaguesKey(user.id) : null, () => listLeagues(client));
}
