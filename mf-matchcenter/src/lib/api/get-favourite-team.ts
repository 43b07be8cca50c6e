import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import type { z } from 'zod/mini';
import { favouriteTeamResponseSchema, type FavouriteTeam } from './favourite-team-schema';

// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _GetFavouriteTeamFollowsTheApi = AcceptsApi<
  z.input<typeof favouriteTeamResponseSchema>,
  ApiResponse<'/api/v2/user/favourite-team', 'get'>
>;

/** GET /api/v2/user/favourite-team (MC-11): the logged-in fan's club, saved with the account. */
export async function getFavouriteTeam(client: ApiClient): Promise<FavouriteTeam | null> {
  const response = await client.request('/api/v2/user/favourite-team', favouriteTeamResponseSchema);
  return response.data.team;
}
