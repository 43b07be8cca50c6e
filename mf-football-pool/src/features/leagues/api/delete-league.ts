import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, useSession, type AcceptsApi, type ApiClient, type ApiMethod } from '@tribune/shared';
import { leaguesKey } from './list-leagues';

/** The call exists in the API's contract (its answer is not read). */
type _DeleteLeagueIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/football-pool/leagues/{id}'>, 'delete'>;

/** DELETE /api/v2/football-pool/leagues/{id}: the owner only (403 otherwise). */
async function deleteLeague(client: ApiClient, leagueId: number): Promise<void> {
  await client.send(`/api/v2/football-pool/leagues/${leagueId}`, { method: 'DELETE' });
}

/** Deletes a league (its owner); the fan's list of leagues is asked again, without it. */
export function useDeleteLeague() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  return useSWRMutation(
    '/api/v2/football-pool/leagues/delete',
    async (_key: string, { arg: leagueId }: { arg: number }) => {
      await deleteLeague(client, leagueId);
      if (user) void mutate(leaguesKey(user.id));
    },
  );
}
