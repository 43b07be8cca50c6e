import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { leagueSchema, leaguesPath, type League } from './league-schema';

/** GET /api/v2/football-pool/leagues/code/{code} (auth): the league an invite is for; 404 for an unknown code. */
export const leagueByCodeResponseSchema = z.object({ data: leagueSchema });

export type LeagueByCodeFollowsTheApi = AcceptsApi<
  z.input<typeof leagueByCodeResponseSchema>,
  ApiResponse<'/api/v2/football-pool/leagues/code/{code}', 'get'>
>;

export function leagueByCodeKey(code: string, userId: number) {
  return ['football-pool/league-by-code', code, userId] as const;
}

export async function getLeagueByCode(client: ApiClient, code: string): Promise<League> {
  const response = await client.request(`${leaguesPath}/code/${encodeURIComponent(code)}`, leagueByCodeResponseSchema);
  return response.data;
}

/** Asked for a logged-in fan only (the API needs a login to show an invite). */
export function useLeagueByCode(code: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user ? leagueByCodeKey(code, user.id) : null, ([, which]) => getLeagueByCode(client, which));
}
