import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { useApiClient, useSession, type AcceptsApi, type ApiClient, type ApiMethod } from '@tribune/shared';
import { leagueKey } from './get-league';
import { leaguesKey } from './list-leagues';

/** The call exists in the API's contract (its answer is not read). */
type _RemoveLeagueMemberIsInTheApi = AcceptsApi<
  ApiMethod<'/api/v2/football-pool/leagues/{id}/members/{userId}'>,
  'delete'
>;

/**
 * DELETE /api/v2/football-pool/leagues/{id}/members/{userId} (auth): a member leaves (their own id), the
 * owner removes anyone; the owner cannot leave (422), only delete the league.
 */
async function removeLeagueMember(client: ApiClient, leagueId: number, userId: number): Promise<void> {
  await client.send(`/api/v2/football-pool/leagues/${leagueId}/members/${userId}`, { method: 'DELETE' });
}

/**
 * Removes a member from the league (the viewer's own id: leaves it). The league's members are asked
 * again after removing someone else; after leaving, the league is no longer the viewer's to read, so
 * only their list of leagues is asked again.
 */
export function useRemoveLeagueMember(leagueId: number) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  return useSWRMutation(
    ['/api/v2/football-pool/leagues/members', leagueId] as const,
    async (_key: readonly [string, number], { arg: memberId }: { arg: number }) => {
      await removeLeagueMember(client, leagueId, memberId);
      if (!user) return;
      if (memberId !== user.id) void mutate(leagueKey(leagueId, user.id));
      void mutate(leaguesKey(user.id));
    },
  );
}
