import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { bets } from './prediction-game-schema';

/**
 * GET /api/v2/predictions/fixtures/{gameId}/public (FP-06): how the fans picked, in whole percentages,
 * public before kick-off too (decision 0036). `visible` is always true now; an older server that still
 * hides the split (false, counts null) simply shows none.
 */
export const publicStatsResponseSchema = z.object({
  data: z.object({
    prediction_game_id: z.number(),
    fixture_id: z.number(),
    visible: z.boolean(),
    total: z.nullable(z.number()),
    shares: z.nullable(z.object({ home_win: z.number(), draw: z.number(), away_win: z.number() })),
    userPrediction: z.nullable(z.object({ bet: z.enum(bets) })),
  }),
});

export type PublicStats = z.infer<typeof publicStatsResponseSchema>['data'];

export function publicStatsKey(gameId: number, userId: number | null) {
  return ['football-pool/public-stats', gameId, userId] as const;
}

async function getGamePublicStats(client: ApiClient, gameId: number): Promise<PublicStats> {
  const response = await client.request(`/api/v2/predictions/fixtures/${gameId}/public`, publicStatsResponseSchema);
  return response.data;
}

/** The split of one game; with a session the viewer's own pick comes with it (hence the user in the key). */
export function useGamePublicStats(gameId: number | null) {
  const client = useApiClient();
  const { user } = useSession();
  return useSWR(gameId === null ? null : publicStatsKey(gameId, user?.id ?? null), ([, id]) =>
    getGamePublicStats(client, id),
  );
}
