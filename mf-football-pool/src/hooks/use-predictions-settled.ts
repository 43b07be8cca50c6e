import * as v from 'valibot';
import { useChannelEvent, useRealtimeReconnect } from '@tribune/shared';

/** The tenant's public channel of the prediction game, and the event the API sends after a game is scored. */
const footballPoolChannel = 'football-pool';
const predictionsSettledEvent = 'PredictionsSettled';

const settledPayloadSchema = v.object({
  prediction_game_id: v.number(),
  fixture_id: v.number(),
  week_start: v.string(),
});
type PredictionsSettled = v.InferOutput<typeof settledPayloadSchema>;

/**
 * FP-08: pages that show rankings or points refetch when a game is scored, and after the real-time
 * connection comes back (what was missed meanwhile), without a reload. A payload that does not match
 * is ignored (STYLE.md 4).
 */
export function usePredictionsSettled(refresh: (event: PredictionsSettled | null) => void): void {
  useChannelEvent(footballPoolChannel, predictionsSettledEvent, (data) => {
    const parsed = v.safeParse(settledPayloadSchema, data);
    if (parsed.success) refresh(parsed.output);
  });
  useRealtimeReconnect(() => refresh(null));
}
