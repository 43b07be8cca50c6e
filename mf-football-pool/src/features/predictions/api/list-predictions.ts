import useSWR from 'swr';
import { useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { useGuestAnswer } from './guest-answer';
import { toPredictionGame, type PredictionGame } from './prediction-game-schema';

export interface WeekPredictions {
  games: PredictionGame[];
  weekStart: string | null;
}

/** `predict`: the week's games to play; `history`: the fan's own predictions of the week's games. */
type PredictionsView = 'predict' | 'history';

/** The user is part of the key: the games carry their own predictions, so a login fetches them anew. */
export function predictionsKey(weekStart: string | null, userId: number | null, view: PredictionsView = 'predict') {
  return ['football-pool/predictions', weekStart, userId, view] as const;
}

/**
 * GET /api/v2/predictions?for=predict&week_start=: the games of one week (FP-01), typed by the contract
 * (decision 0058). The week is the pool week (Monday to Sunday, yyyy-MM-dd); the server picks this week
 * when none is asked.
 */
async function listPredictions(
  client: ApiClient,
  weekStart: string | null,
  view: PredictionsView = 'predict',
): Promise<WeekPredictions> {
  const response = await client.request('/api/v2/predictions', {
    query: { for: view, week_start: weekStart ?? undefined },
  });
  return { games: response.data.games.map(toPredictionGame), weekStart: response.data.week.start };
}

/** `enabled` false asks nothing (the history of a guest). */
export function useListPredictions(weekStart: string | null, view: PredictionsView = 'predict', enabled = true) {
  const client = useApiClient();
  const { user } = useSession();
  const guestAnswer = useGuestAnswer<WeekPredictions>(predictionsKey(weekStart, null, view), user !== null);
  // The previous answer stays while a login's own answer loads, so the games (and the picks made on
  // them) do not unmount; the caller drops an answer of another week. A part mounted after the login
  // has no previous answer: the guest's stands in.
  return useSWR(
    enabled ? predictionsKey(weekStart, user?.id ?? null, view) : null,
    ([, week, , which]) => listPredictions(client, week, which),
    { keepPreviousData: true, fallbackData: guestAnswer },
  );
}
