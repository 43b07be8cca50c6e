import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import type { League } from './league-schema';
import { leaguesKey } from './list-leagues';

/**
 * POST /api/v2/football-pool/leagues/join `{ code }` (auth): 200 with the league, also when already a
 * member; typed by the contract (decision 0058).
 */
async function joinLeague(client: ApiClient, code: string): Promise<League> {
  const response = await client.request(`/api/v2/football-pool/leagues/join`, {
    method: 'POST',
    body: { code },
  });
  return response.data;
}

/** Joins the league of an invite code; the fan's list of leagues is asked again, so it holds the league. */
export function useJoinLeague() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  return useSWRMutation('/api/v2/football-pool/leagues/join', async (_key: string, { arg: code }: { arg: string }) => {
    const league = await joinLeague(client, code);
    if (user) void mutate(leaguesKey(user.id));
    return league;
  });
}
