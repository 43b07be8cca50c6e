import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { RankingSelection } from './ranking-row-schema';

/** GET /api/v1/football-pool/my-ranking?filter&value: the fan's own row and its page (FP-05); null when unranked. */
type MyRanking = ApiResponse<'/api/v1/football-pool/my-ranking', 'get'>['data'];

function myRankingKey(selection: RankingSelection, userId: number) {
  return ['football-pool/my-ranking', selection.filter, selection.value, userId] as const;
}

/** The answer is typed by the contract (decision 0058). */
async function getMyRanking(client: ApiClient, selection: RankingSelection): Promise<MyRanking> {
  const response = await client.request('/api/v1/football-pool/my-ranking', {
    query: { filter: selection.filter, value: selection.value ?? undefined },
  });
  return response.data;
}

/** Asked only for a logged-in fan (auth required). */
export function useMyRanking(selection: RankingSelection) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(user ? myRankingKey(selection, user.id) : null, ([, filter, value]) =>
    getMyRanking(client, { filter, value }),
  );
}
