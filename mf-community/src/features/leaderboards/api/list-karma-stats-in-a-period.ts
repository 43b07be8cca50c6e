import useSWR from 'swr';
import { useApiClient, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** KAR-01: the home page lists this many fans of each kind (spec 000 §9). */
export const topFansSize = 5;

export const topFansPeriods = ['week', 'month'] as const;
export type TopFansPeriod = (typeof topFansPeriods)[number];

/** `order_by`: the top commenters or the top likers (likes other fans gave their comments). */
export type TopFansOrder = 'comments' | 'likes';

/**
 * The karma service's two calls, this week and this month: they differ only in the period, so they
 * share one fetcher rather than two files that would have to be kept identical (the API has one handler for both too, list-karma-stats-in-a-period.ts).
 */
/** A fan on the list: the contract's KarmaRow (decision 0058). */
type KarmaRow = ApiSchemas['KarmaRow'];

function topFansKey(period: TopFansPeriod, order: TopFansOrder) {
  return ['community/top-fans', period, order] as const;
}

/** GET {karma}/api/v1/user/karma-stats-in-a-{week|month}?order_by=…&limit=5 (KAR-01), on the karma service. */
async function listKarmaStatsInAPeriod(
  client: ApiClient,
  period: TopFansPeriod,
  order: TopFansOrder,
): Promise<KarmaRow[]> {
  const options = { service: 'karma', query: { order_by: order, limit: topFansSize } } as const;
  const response =
    period === 'week'
      ? await client.request('/api/v1/user/karma-stats-in-a-week', options)
      : await client.request('/api/v1/user/karma-stats-in-a-month', options);
  return response.data;
}

export function useListKarmaStatsInAPeriod(period: TopFansPeriod, order: TopFansOrder) {
  const client = useApiClient();
  return useSWR(topFansKey(period, order), ([, keyPeriod, keyOrder]) =>
    listKarmaStatsInAPeriod(client, keyPeriod, keyOrder),
  );
}
