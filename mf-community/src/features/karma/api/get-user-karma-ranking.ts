import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useTenant, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** A fan on the all-time karma ranking (spec 001 §3 "Karma ranking model"). */
const karmaRankSchema = z.object({
  /** Competition rank: ties share one ("1, 2, 2, 4"). */
  rank: z.number(),
  user_id: z.number(),
  username: z.string(),
  avatar: z.nullable(z.string()),
  karma_score: z.number(),
});
/** Fails to compile when the API's ranking row stops passing this schema (shared's generated contract). */
type _KarmaRankFollowsTheApi = AcceptsApi<z.input<typeof karmaRankSchema>, ApiSchemas['KarmaRankingRow']>;

/**
 * GET {karma}/api/v1/user/{id}/karma-ranking (KAR-02): the top 3 and the fans around the user (two above,
 * the user, two below), by rank; the top 5 and `user_rank` null for a user not ranked yet.
 */
const karmaRankingResponseSchema = z.object({
  data: z.array(karmaRankSchema),
  metaData: z.object({
    user_rank: z.nullable(z.number()),
    ranked_users: z.number(),
  }),
});
type KarmaRanking = z.infer<typeof karmaRankingResponseSchema>;

function karmaRankingKey(userId: number) {
  return ['community/karma/ranking', userId] as const;
}

async function getUserKarmaRanking(client: ApiClient, userId: number, tenantId: string): Promise<KarmaRanking> {
  return client.request(`/api/v1/user/${userId}/karma-ranking`, karmaRankingResponseSchema, {
    service: 'karma',
    query: { tenant_id: tenantId },
  });
}

/** Not keyed by viewer: the answer is the same for everyone; the viewer's own row is marked when shown. */
export function useUserKarmaRanking(userId: number) {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  return useSWR(karmaRankingKey(userId), ([, id]) => getUserKarmaRanking(client, id, tenantId));
}
