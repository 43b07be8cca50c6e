import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient, type ApiResponse } from '@tribune/shared';
import { useGuestAnswer } from './guest-answer';

/**
 * GET /api/v2/predictions/fixtures/{gameId}/public (FP-06): how the fans picked, in whole percentages,
 * public before kick-off too (decision 0036), typed by the contract (decision 0058). `visible` is always
 * true now; an older server that still hides the split (false, counts null) simply shows none.
 */
export type PublicStats = ApiResponse<'/api/v2/predictions/fixtures/{gameId}/public', 'get'>['data'];

export function publicStatsKey(gameId: number, userId: number | null) {
  return ['football-pool/public-stats', gameId, userId] as const;
}

async function getGamePublicStats(client: ApiClient, gameId: number): Promise<PublicStats> {
  const response = await client.request(`/api/v2/predictions/fixtures/${gameId}/public`);
  return response.data;
}

/** The split of one game; with a session the viewer's own pick comes with it (hence the user in the key). */
export function useGamePublicStats(gameId: number | null) {
  const client = useApiClient();
  const { user } = useSession();
  const guestAnswer = useGuestAnswer<PublicStats>(publicStatsKey(gameId ?? 0, null), user !== null);
  return useSWR(
    gameId === null ? null : publicStatsKey(gameId, user?.id ?? null),
    ([, id]) => getGamePublicStats(client, id),
    // The split a guest saw stands until the fan's own (with their pick) is in.
    { fallbackData: gameId === null ? undefined : guestAnswer },
  );
}
