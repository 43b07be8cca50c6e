import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import type { z } from 'zod/mini';
import { favouriteTeamResponseSchema, type FavouriteTeam } from './favourite-team-schema';

export type PutFavouriteTeamFollowsTheApi = AcceptsApi<
  z.input<typeof favouriteTeamResponseSchema>,
  ApiResponse<'/api/v2/user/favourite-team', 'put'>
>;

/** PUT /api/v2/user/favourite-team (MC-11): follow a club (`null` follows none); answers what is saved. */
export async function putFavouriteTeam(client: ApiClient, teamId: number | null): Promise<FavouriteTeam | null> {
  const response = await client.request('/api/v2/user/favourite-team', favouriteTeamResponseSchema, {
    method: 'PUT',
    body: { team_id: teamId },
  });
  return response.data.team;
}
