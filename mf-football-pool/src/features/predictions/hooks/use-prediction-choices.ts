import { useCallback, useState } from 'react';
import type { Bet } from '../api/prediction-game-schema';

/**
 * FP-02: the bets chosen on the page, one per game, so choosing an option replaces the game's other
 * choice. Kept in the page only; saving them (FP-03) is a later step.
 */
export function usePredictionChoices() {
  const [choices, setChoices] = useState<Readonly<Record<number, Bet>>>({});
  const choose = useCallback(
    (gameId: number, bet: Bet) => setChoices((current) => ({ ...current, [gameId]: bet })),
    [],
  );
  return { choices, choose };
}
