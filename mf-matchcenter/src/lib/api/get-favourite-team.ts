import type { ApiClient } from '@tribune/shared';
import type { FavouriteTeam } from './favourite-team-schema';

/** GET /api/v2/user/favourite-team (MC-11): the logged-in fan's club, saved with the account. */
export async function getFavouriteTeam(client: ApiClient): Promise<FavouriteTeam | null> {
  const response = await client.request('/api/v2/user/favourite-team');
  return response.data.team;
}
