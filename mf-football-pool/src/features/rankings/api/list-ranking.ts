import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { rankingRowSchema, type RankingSelection } from './ranking-row-schema';

/** GET /api/v2/ranking?filter&value&page&league: one page of a board, and the viewer's own row (FP-04). */
const rankingResponseSchema = z.object({
  data: z.object({
    ranking: z.array(rankingRowSchema),
    /** 0-based. */
    page: z.number(),
    pages: z.number(),
    details: z.object({ filter: z.string(), value: z.nullable(z.string()), points: z.nullable(z.number()) }),
    /** The viewer's own row, also when it is on another page (null for guests and the unranked). */
    user_rank: z.nullable(rankingRowSchema),
    /** 0-based page of the viewer's row. */
    user_page: z.nullable(z.number()),
  }),
});

type Ranking = z.infer<typeof rankingResponseSchema>['data'];

/** The viewer is part of the key: the answer carries their own row. */
function rankingKey(selection: RankingSelection, page: number, league: number | null, userId: number | null) {
  return ['football-pool/ranking', selection.filter, selection.value, page, league, userId] as const;
}

/** `page` is 1-based here (as the pagination shows it), 0-based on the wire. */
async function listRanking(
  client: ApiClient,
  selection: RankingSelection,
  page: number,
  league: number | null,
): Promise<Ranking> {
  const response = await client.request('/api/v2/ranking', rankingResponseSchema, {
    query: {
      filter: selection.filter,
      value: selection.value ?? undefined,
      page: page - 1,
      league: league ?? undefined,
    },
  });
  return response.data;
}

export function useListRanking(selection: RankingSelection, page: number, league: number | null = null) {
  const client = useApiClient();
  const { user } = useSession();
  // The shown page stays while the next loads, so the table does not collapse (no layout shift).
  return useSWR(
    rankingKey(selection, page, league, user?.id ?? null),
    ([, filter, value, number, leagueId]) => listRanking(client, { filter, value }, number, leagueId),
    { keepPreviousData: true },
  );
}
