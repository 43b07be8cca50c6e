import useSWR from 'swr';
import { useApiClient, useTenant, type ApiClient, type ApiResponse } from '@tribune/shared';

/**
 * GET {karma}/api/v1/user/{id}/karma-ranking (KAR-02): the top 3 and the fans around the user (two above,
 * the user, two below), by rank; the top 5 and `user_rank` null for a user not ranked yet. Ranks are
 * competition ranks: ties share one ("1, 2, 2, 4").
 */
type KarmaRanking = ApiResponse<'/api/v1/user/{id}/karma-ranking', 'get'>;

function karmaRankingKey(userId: number) {
  return ['community/karma/ranking', userId] as const;
}

async function getUserKarmaRanking(client: ApiClient, userId: number, tenantId: string): Promise<KarmaRanking> {
  return client.request(`/api/v1/user/${userId}/karma-ranking`, {
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
