import { z } from 'zod/mini';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { leagueSchema, type League } from './league-schema';
import { leaguesKey } from './list-leagues';

/** POST /api/v2/football-pool/leagues `{ name }` (auth): the new league, its creator a member. 422 `errors.name`. */
const createLeagueResponseSchema = z.object({ data: leagueSchema });

/** Spec of the API: 1–60 characters, trimmed. */
export const leagueNameMaxLength = 60;

async function createLeague(client: ApiClient, name: string): Promise<League> {
  const response = await client.request('/api/v2/football-pool/leagues', createLeagueResponseSchema, {
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
