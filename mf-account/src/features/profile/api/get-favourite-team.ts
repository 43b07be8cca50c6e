import useSWR from 'swr';
import { useApiClient, type ApiClient } from '@tribune/shared';
import { myClubKey, type MyClub } from './favourite-team-schema';

/** GET /api/v2/user/favourite-team: the fan's club, or null. A 401 is the page's to handle (ACC-16). */
async function getFavouriteTeam(client: ApiClient): Promise<MyClub | null> {
  const { data } = await client.request('/api/v2/user/favourite-team', {
    logoutOnUnauthorized: false,
  });
  return data.team;
}

export function useFavouriteTeam(userId: number) {
  const client = useApiClient();
  return useSWR(myClubKey(userId), () => getFavouriteTeam(client), { revalidateOnFocus: false });
}
