import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiResponse } from '@tribune/shared';

type PeriodKind = 'weeks' | 'months' | 'total';

/** GET /ajax/football-pool/rankings/load-time-period/{weeks|months|total}: the periods with games, newest first. */
export type TimePeriod = ApiResponse<'/ajax/football-pool/rankings/load-time-period/{kind}', 'get'>['data'][number];

function timePeriodsKey(kind: PeriodKind) {
  return ['football-pool/time-periods', kind] as const;
}

/** The answer is typed by the contract (decision 0058). */
async function listRankingPeriods(client: ApiClient, kind: PeriodKind): Promise<TimePeriod[]> {
  const response = await client.request(`/ajax/football-pool/rankings/load-time-period/${kind}`);
  return response.data;
}

export function useListRankingPeriods(kind: PeriodKind) {
  const client = useApiClient();
  return useSWR(timePeriodsKey(kind), ([, which]) => listRankingPeriods(client, which));
}
