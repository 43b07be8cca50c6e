import { z } from 'zod/mini';
import { isApiError, type AcceptsApi, type ApiClient, type ApiResponse } from '@tribune/shared';
import { bets, type Bet } from './prediction-game-schema';

/** POST /api/v1/predictions: the stored picks, each with its odds frozen at saving (FP-03). */
export const postPredictionsResponseSchema = z.object({
  data: z.object({
    predictions: z.array(z.object({ prediction_game_id: z.number(), bet: z.enum(bets), odds: z.number() })),
  }),
});

export type PostPredictionsFollowsTheApi = AcceptsApi<
  z.input<typeof postPredictionsResponseSchema>,
  ApiResponse<'/api/v1/predictions', 'post', 201>
>;

export interface Pick {
  gameId: number;
  bet: Bet;
}

/**
 * FP-03: saves picks all or nothing. The API takes one multipart field, `predictions`, holding the JSON
 * text of `[{ bet, prediction_game_id }]` (spec 000 §7).
 */
export async function postPredictions(client: ApiClient, picks: readonly Pick[]) {
  const body = new FormData();
  body.append('predictions', JSON.stringify(picks.map((pick) => ({ bet: pick.bet, prediction_game_id: pick.gameId }))));
  const response = await client.request('/api/v1/predictions', postPredictionsResponseSchema, {
    method: 'POST',
    body,
  });
  return response.data.predictions;
}

/** A refused save laid out on the games: each game's message, and what belongs to the whole list. */
export interface SaveRefusal {
  byGame: Record<number, string>;
  message: string;
}

/**
 * A 422 names its items `predictions.<index>` (the index in the list sent); anything else (the list
 * itself, a 401 that slipped through, a 5xx) is one message for the whole form. Null when it is not a
 * refusal of the API at all.
 */
export function toSaveRefusal(error: unknown, picks: readonly Pick[]): SaveRefusal | null {
  if (!isApiError(error)) return null;
  const byGame: Record<number, string> = {};
  if (error.status === 422) {
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const index = /^predictions\.(\d+)/.exec(field)?.[1];
      const pick = index === undefined ? undefined : picks[Number(index)];
      const [first] = messages;
      if (pick && first !== undefined) byGame[pick.gameId] = first;
    }
  }
  return { byGame, message: error.message };
}
