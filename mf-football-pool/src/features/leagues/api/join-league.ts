import { z } from 'zod/mini';
import type { AcceptsApi, ApiClient, ApiResponse } from '@tribune/shared';
import { leagueSchema, leaguesPath, type League } from './league-schema';

/** POST /api/v2/football-pool/leagues/join `{ code }` (auth): 200 with the league, also when already a member. */
export const joinLeagueResponseSchema = z.object({ data: leagueSchema });

export type JoinLeagueFollowsTheApi = AcceptsApi<
  z.input<typeof joinLeagueResponseSchema>,
  ApiResponse<'/api/v2/football-pool/leagues/join', 'post'>
>;

export async function joinLeague(client: ApiClient, code: string): Promise<League> {
  const response = await client.request(`${leaguesPath}/join`, joinLeagueResponseSchema, {
    method: 'POST',
    body: { code },
  });
  return response.data;
}
