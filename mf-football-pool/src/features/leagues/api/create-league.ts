import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { leagueSchema, leaguesPath, type League } from './league-schema';

/** POST /api/v2/football-pool/leagues `{ name }` (auth): the new league, its creator a member. 422 `errors.name`. */
export const createLeagueResponseSchema = z.object({ data: leagueSchema });

export type CreateLeagueFollowsTheApi = AcceptsApi<
  z.input<typeof createLeagueResponseSchema>,
  ApiResponse<'/api/v2/football-pool/leagues', 'post', 201>
>;

/** Spec of the API: 1–60 characters, trimmed. */
export const leagueNameMaxLength = 60;

export async function createLeague(client: ApiClient, name: string): Promise<League> {
  const response = await client.request(leaguesPath, createLeagueResponseSchema, {
    method: 'POST',
    body: { name: name.trim() },
  });
  return response.data;
}
