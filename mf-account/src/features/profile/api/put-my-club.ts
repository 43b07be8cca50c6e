import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import type { z } from 'zod/mini';
import { myClubPath, myClubResponseSchema, type MyClub } from './get-my-club';

export type PutMyClubFollowsTheApi = AcceptsApi<
  z.input<typeof myClubResponseSchema>,
  ApiResponse<'/api/v2/user/favourite-team', 'put'>
>;

/**
 * PUT /api/v2/user/favourite-team {team_id} (CLB-01, MC-11): makes the club the fan's (`null`: none) and
 * answers what the account now holds. An unknown club is a 422 under `team_id`.
 */
export async function putMyClub(client: ApiClient, teamId: number | null): Promise<MyClub | null> {
  const { data } = await client.request(myClubPath, myClubResponseSchema, {
    method: 'PUT',
    body: { team_id: teamId },
  });
  return data.team;
}
