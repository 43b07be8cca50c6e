import useSWR from 'swr';
import type { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { myClubKey, myClubResponseSchema, type MyClub } from './favourite-team-schema';

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _GetMyClubFollowsTheApi = AcceptsApi<
  z.input<typeof myClubResponseSchema>,
  ApiResponse<'/api/v2/user/favourite-team', 'get'>
>;

/** GET /api/v2/user/favourite-team: the fan's club, or null. A 401 is the page's to handle (ACC-16). */
async function getFavouriteTeam(client: ApiClient): Promise<MyClub | null> {
  const { data } = await client.request('/api/v2/user/favourite-team', myClubResponseSchema, {
    logoutOnUnauthorized: false,
  });
  return data.team;
}

export function useFavouriteTeam(userId: number) {
  const client = useApiClient();
  return useSWR(myClubKey(userId), () => getFavouriteTeam(client), { revalidateOnFocus: false });
}
