import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type ApiClient } from '@tribune/shared';

type PeriodKind = 'weeks' | 'months' | 'total';

/** GET /ajax/football-pool/rankings/load-time-period/{weeks|months|total}: the periods with games, newest first. */
export const timePeriodsResponseSchema = z.object({
  data: z.array(z.object({ value: z.string(), label: z.string() })),
});

export type TimePeriod = z.infer<typeof timePeriodsResponseSchema>['data'][number];

function timePeriodsKey(kind: PeriodKind) {
  return ['football-pool/time-periods', kind] as const;
}

async function listRankingPeriods(client: ApiClient, kind: PeriodKind): Promise<TimePeriod[]> {
  const response = await client.request(
    `/ajax/football-pool/rankings/load-time-period/${kind}`,
    timePeriodsResponseSchema,
  );
  return response.data;
}

export function useListRankingPeriods(kind: PeriodKind) {
  const client = useApiClient();
  return useSWR(timePeriodsKey(kind), ([, which]) => listRankingPeriods(client, which));
}
