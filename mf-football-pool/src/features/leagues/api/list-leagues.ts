import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import type { League } from './league-schema';

export function leaguesKey(userId: number) {
  return ['football-pool/leagues', userId] as const;
}

/** GET /api/v2/football-pool/leagues (auth): the viewer's mini-leagues, typed by the contract (decision 0058). */
async function listLeagues(client: ApiClient): Promise<League[]> {
  const response = await client.request('/api/v2/football-pool/leagues');
  return response.data;
}

/** Asked for a logged-in fan only. */
export function useListLeagues() {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user ? leaguesKey(user.id) : null, () => listLeagues(client));
}
