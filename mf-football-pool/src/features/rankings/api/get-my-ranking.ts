import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { rankingRowSchema, type RankingSelection } from './ranking-row-schema';

/** GET /api/v1/football-pool/my-ranking?filter&value: the fan's own row and its page (FP-05); null when unranked. */
const myRankingResponseSchema = z.object({
  data: z.nullable(z.extend(rankingRowSchema, { page: z.number() })),
});

type MyRanking = z.infer<typeof myRankingResponseSchema>['data'];

function myRankingKey(selection: RankingSelection, userId: number) {
  return ['football-pool/my-ranking', selection.filter, selection.value, userId] as const;
}

async function getMyRanking(client: ApiClient, selection: RankingSelection): Promise<MyRanking> {
  const response = await client.request('/api/v1/football-pool/my-ranking', myRankingResponseSchema, {
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
