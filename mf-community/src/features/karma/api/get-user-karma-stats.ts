import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** One month of a fan's karma: their visible comments written in it and the likes given to them in it. */
export const karmaMonthSchema = z.object({
  /** 'YYYY-MM', in the site's time zone. */
  month: z.string(),
  comments_count: z.number(),
  likes_count: z.number(),
});
export type KarmaMonth = z.infer<typeof karmaMonthSchema>;
/** Fails to compile when the API's karma month stops passing this schema (shared's generated contract). */
type _KarmaMonthFollowsTheApi = AcceptsApi<z.input<typeof karmaMonthSchema>, ApiSchemas['KarmaMonth']>;

/**
 * GET {karma}/api/v1/user/{id}/karma-stats (KAR-02): the 12 months up to this one, oldest first, empty
 * months as 0; `metaData` holds the all-time totals.
 */
export const karmaStatsResponseSchema = z.object({
  data: z.array(karmaMonthSchema),
  metaData: z.object({
    user_id: z.number(),
    comments_count: z.number(),
    likes_count: z.number(),
    karma_score: z.number(),
  }),
});
export type KarmaStats = z.infer<typeof karmaStatsResponseSchema>;

function karmaStatsKey(userId: number) {
  return ['community/karma/stats', userId] as const;
}

async function getUserKarmaStats(client: ApiClient, userId: number, tenantId: string): Promise<KarmaStats> {
  return client.request(`/api/v1/user/${userId}/karma-stats`, karmaStatsResponseSchema, {
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
