import type { AcceptsApi, ApiClient, ApiMethod } from '@tribune/shared';
import { leaguesPath } from './league-schema';

/** The call exists in the API's contract (its answer is not read). */
export type RemoveMemberIsInTheApi = AcceptsApi<
  ApiMethod<'/api/v2/football-pool/leagues/{id}/members/{userId}'>,
  'delete'
>;

/**
 * DELETE /api/v2/football-pool/leagues/{id}/members/{userId} (auth): a member leaves (their own id), the
 * owner removes anyone; the owner cannot leave (422), only delete the league.
 */
export async function removeMember(client: ApiClient, leagueId: number, userId: number): Promise<void> {
  await client.send(`${leaguesPath}/${leagueId}/members/${userId}`, { method: 'DELETE' });
}
