import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient, type ApiResponse } from '@tribune/shared';
import type { RankingSelection } from './ranking-row-schema';

/**
 * GET /api/v2/ranking?filter&value&page&league: one page of a board (`page` 0-based), and the viewer's own
 * row (FP-04): `user_rank` also when it is on another page (null for guests and the unranked), `user_page`
 * its 0-based page. Typed by the contract (decision 0058).
 */
type Ranking = ApiResponse<'/api/v2/ranking', 'get'>['data'];

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
  const response = await client.request('/api/v2/ranking', {
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
