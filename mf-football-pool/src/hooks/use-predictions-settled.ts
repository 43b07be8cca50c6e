import { z } from 'zod/mini';
import { useChannelEvent, useRealtimeReconnect } from '@tribune/shared';

/** The tenant's public channel of the prediction game, and the event the API sends after a game is scored. */
const footballPoolChannel = 'football-pool';
const predictionsSettledEvent = 'PredictionsSettled';

const settledPayloadSchema = z.object({
  prediction_game_id: z.number(),
  fixture_id: z.number(),
  week_start: z.string(),
});
type PredictionsSettled = z.infer<typeof settledPayloadSchema>;

/**
 * FP-08: pages that show rankings or points refetch when a game is scored, and after the real-time
 * connection comes back (what was missed meanwhile), without a reload. A payload that does not match
 * is ignored (STYLE.md 4).
 */
export function usePredictionsSettled(refresh: (event: PredictionsSettled | null) => void): void {
  useChannelEvent(footballPoolChannel, predictionsSettledEvent, (data) => {
    const parsed = settledPayloadSchema.safeParse(data);
    if (parsed.success) refresh(parsed.data);
  });
  useRealtimeReconnect(() => refresh(null));
}
