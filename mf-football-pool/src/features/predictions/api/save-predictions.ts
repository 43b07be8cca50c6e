import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { isApiError, useApiClient, useSession, type ApiClient } from '@tribune/shared';
import { gameByFixtureKey } from './get-game-by-fixture';
import { publicStatsKey } from './get-game-public-stats';
import { predictionsKey, type WeekPredictions } from './list-predictions';
import type { Bet, PredictionGame } from './prediction-game-schema';

export interface Pick {
  gameId: number;
  bet: Bet;
}

/**
 * FP-03: saves picks all or nothing. The API takes one multipart field, `predictions`, holding the JSON
 * text of `[{ bet, prediction_game_id }]` (spec 000 §7). It answers the stored picks, each with its odds
 * frozen at saving, typed by the contract (decision 0058).
 */
async function savePredictions(client: ApiClient, picks: readonly Pick[]) {
  const body = new FormData();
  body.append('predictions', JSON.stringify(picks.map((pick) => ({ bet: pick.bet, prediction_game_id: pick.gameId }))));
  const response = await client.request('/api/v1/predictions', {
    method: 'POST',
    body,
  });
  return response.data.predictions;
}

/**
 * FP-03's save, with what it changes in the caches of the viewer: every cached week of games to predict
 * (the predictions page's and the match cards' one call per week) and the match's own game (FP-06, read
 * by its fixture) show the stored picks at once, without asking again (an answer not in yet, such as a
 * login's own, is asked again instead); the fans' split of each saved game is asked again. A failure throws and changes no cache (nothing is shown before the API has stored it).
 */
export function useSavePredictions() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useSWRMutation('/api/v1/predictions', async (_key: string, { arg: picks }: { arg: readonly Pick[] }) => {
    const stored = await savePredictions(client, picks);
    // All or nothing: once the API answers, every pick sent is stored.
    const storedBets = new Map(picks.map((pick) => [pick.gameId, pick.bet]));
    const withStoredBet = (game: PredictionGame): PredictionGame => {
      const bet = storedBets.get(game.id);
      return bet === undefined ? game : { ...game, userBet: bet };
    };
    const [weekKind] = predictionsKey(null, userId);
    const [fixtureGameKind] = gameByFixtureKey('', userId);
    await Promise.all([
      mutate(
        (key) => Array.isArray(key) && key[0] === weekKind && key[2] === userId && key[3] === 'predict',
        (current: WeekPredictions | undefined) => current && { ...current, games: current.games.map(withStoredBet) },
        // An answer that was not in yet (a login's own, still loading: its request is now out of date) is asked again.
        { revalidate: notPatched },
      ),
      mutate(
        (key) => Array.isArray(key) && key[0] === fixtureGameKind && key[2] === userId,
        (current: PredictionGame | undefined) => current && withStoredBet(current),
        { revalidate: notPatched },
      ),
    ]);
    for (const gameId of storedBets.keys()) void mutate(publicStatsKey(gameId, userId));
    return stored;
  });
}

/** A cached answer the save could not write its picks into (none yet) is fetched again; one it could is not. */
function notPatched(data: unknown): boolean {
  return data === undefined;
}

/** A refused save laid out on the games: each game's message, and what belongs to the whole list. */
interface SaveRefusal {
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
