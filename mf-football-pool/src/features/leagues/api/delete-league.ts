import type { AcceptsApi, ApiClient, ApiMethod } from '@tribune/shared';
import { leaguesPath } from './league-schema';

/** The call exists in the API's contract (its answer is not read). */
export type DeleteLeagueIsInTheApi = AcceptsApi<ApiMethod<'/api/v2/football-pool/leagues/{id}'>, 'delete'>;

/** DELETE /api/v2/football-pool/leagues/{id}: the owner only (403 otherwise). */
export async function deleteLeague(client: ApiClient, leagueId: number): Promise<void> {
  await client.send(`${leaguesPath}/${leagueId}`, { method: 'DELETE' });
}
