import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { userFormationSchema, type UserFormation } from './lineup-schemas';

/** POST /api/v2/user-formations (MC-10): the fan's line-up for a club; a new one replaces the old. */
export const postUserFormationResponseSchema = z.object({ data: z.object({ formation: userFormationSchema }) });

export type PostUserFormationFollowsTheApi = AcceptsApi<
  z.input<typeof postUserFormationResponseSchema>,
  ApiResponse<'/api/v2/user-formations', 'post', 201>
>;

export interface LineupInput {
  teamId: number;
  formation: string;
  /** The XI in slot order: the goalkeeper, then the defenders, midfielders and forwards. */
  players: readonly number[];
}

export async function postUserFormation(client: ApiClient, input: LineupInput): Promise<UserFormation> {
  const response = await client.request('/api/v2/user-formations', postUserFormationResponseSchema, {
    method: 'POST',
    body: { team_id: input.teamId, formation: input.formation, players: [...input.players] },
  });
  return response.data.formation;
}
