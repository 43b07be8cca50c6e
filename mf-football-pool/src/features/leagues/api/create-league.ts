import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import type { League } from './league-schema';
import { leaguesKey } from './list-leagues';

/** Spec of the API: 1–60 characters, trimmed. */
export const leagueNameMaxLength = 60;

/**
 * POST /api/v2/football-pool/leagues `{ name }` (auth): the new league, its creator a member, typed by
 * the contract (decision 0058). 422 `errors.name`.
 */
async function createLeague(client: ApiClient, name: string): Promise<League> {
  const response = await client.request('/api/v2/football-pool/leagues', {
    method: 'POST',
    body: { name: name.trim() },
  });
  return response.data;
}

/** Creates a league; the fan's list of leagues is asked again, so it holds the new one. */
export function useCreateLeague() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  return useSWRMutation('/api/v2/football-pool/leagues', async (_key: string, { arg: name }: { arg: string }) => {
    const league = await createLeague(client, name);
    if (user) void mutate(leaguesKey(user.id));
    return league;
  });
}
