import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiResponse, type ApiSchemas } from '@tribune/shared';

/**
 * One month of a fan's karma: their visible comments written in it and the likes given to them in it
 * (`month` 'YYYY-MM', in the site's time zone).
 */
export type KarmaMonth = ApiSchemas['KarmaMonth'];

/**
 * GET {karma}/api/v1/user/{id}/karma-stats (KAR-02): the 12 months up to this one, oldest first, empty
 * months as 0; `metaData` holds the all-time totals.
 */
export type KarmaStats = ApiResponse<'/api/v1/user/{id}/karma-stats', 'get'>;

function karmaStatsKey(userId: number) {
  return ['community/karma/stats', userId] as const;
}

async function getUserKarmaStats(client: ApiClient, userId: number, tenantId: string): Promise<KarmaStats> {
  return client.request(`/api/v1/user/${userId}/karma-stats`, {
    // The karma service has its own base URL (bootstrap.api.karma); the spec sends the tenant in the query.
    service: 'karma',
    query: { tenant_id: tenantId },
  });
}

export function useUserKarmaStats(userId: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(karmaStatsKey(userId), ([, id]) => getUserKarmaStats(client, id, tenantId));
}
