import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import type { League } from './league-schema';

/** Per viewer (0 for a guest): `is_member` and `is_owner` are the viewer's. */
function leagueByCodeKey(code: string, userId: number) {
  return ['football-pool/league-by-code', code, userId] as const;
}

/**
 * GET /api/v2/football-pool/leagues/code/{code}: the league an invite is for, typed by the contract
 * (decision 0058); 404 for an unknown code.
 */
async function getLeagueByCode(client: ApiClient, code: string): Promise<League> {
  const response = await client.request(`/api/v2/football-pool/leagues/code/${encodeURIComponent(code)}`);
  return response.data;
}

/** Asked for guests too: the server renders the invite as a guest, and an unknown code is its 404. */
export function useLeagueByCode(code: string) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(leagueByCodeKey(code, user?.id ?? 0), ([, which]) => getLeagueByCode(client, which));
}
