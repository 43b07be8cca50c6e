import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient, type ApiResponse } from '@tribune/shared';

/** GET /api/v2/football-pool/leagues/{id} (members only, 403 otherwise): the league and its members. */
export type LeagueWithMembers = ApiResponse<'/api/v2/football-pool/leagues/{id}', 'get'>['data'];

export function leagueKey(id: number, userId: number) {
  return ['football-pool/league', id, userId] as const;
}

/** The answer is typed by the contract (decision 0058). */
async function getLeague(client: ApiClient, id: number): Promise<LeagueWithMembers> {
  const response = await client.request(`/api/v2/football-pool/leagues/${id}`);
  return response.data;
}

/** Asked for a logged-in fan only; `id` null asks nothing. */
export function useLeague(id: number | null) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user && id !== null ? leagueKey(id, user.id) : null, ([, which]) => getLeague(client, which));
}
