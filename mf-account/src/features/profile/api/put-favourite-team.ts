import useSWRMutation from 'swr/mutation';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { myClubKey, type MyClub } from './favourite-team-schema';

/**
 * PUT /api/v2/user/favourite-team {team_id} (CLB-01, MC-11): makes the club the fan's (`null`: none) and
 * answers what the account now holds. An unknown club is a 422 under `team_id`.
 */
async function putFavouriteTeam(client: ApiClient, teamId: number | null): Promise<MyClub | null> {
  const { data } = await client.request('/api/v2/user/favourite-team', {
    method: 'PUT',
    body: { team_id: teamId },
  });
  return data.team;
}

/**
 * Saves the fan's club; the answer becomes the cache of `useFavouriteTeam(userId)` (not optimistic: the
 * section shows the club once the API has it). A failure throws and leaves the cache as it was.
 */
export function usePutFavouriteTeam(userId: number) {
  const client = useApiClient();
  return useSWRMutation(
    myClubKey(userId),
    (_key: ReturnType<typeof myClubKey>, { arg }: { arg: number | null }) => putFavouriteTeam(client, arg),
    { populateCache: true, revalidate: false },
  );
}
