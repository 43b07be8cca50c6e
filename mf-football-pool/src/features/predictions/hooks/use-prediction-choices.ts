import { useCallback, useEffect, useState } from 'react';
import { useOpenAuthDialog, useSession } from '@tribune/shared';
import type { Bet } from '../api/prediction-game-schema';
import { clearPendingPicks, readPendingPicks, writePendingPicks, type Picks } from '../lib/pending-picks';

/**
 * FP-02: the bets chosen on the page, one per game, so choosing an option replaces the game's other
 * choice. A guest who picks is asked to log in, and the picks are kept for after the login's reload
 * (spec 000 §4); they come back once the session is known (after hydration), for the games still open.
 */
export function usePredictionChoices(openGameIds: readonly number[]) {
  const { isLoggedIn, isRestored } = useSession();
  const openAuthDialog = useOpenAuthDialog();
  const [choices, setChoices] = useState<Picks>({});
  const openKey = openGameIds.join(',');

  useEffect(() => {
    if (!isRestored) return;
    const open = new Set(openKey.split(',').filter(Boolean).map(Number));
    const kept = Object.entries(readPendingPicks()).filter(([id]) => open.has(Number(id)));
    if (kept.length > 0) setChoices((current) => ({ ...Object.fromEntries(kept), ...current }));
  }, [isRestored, openKey]);

  const choose = useCallback(
    (gameId: number, bet: Bet) => {
      setChoices((current) => {
        const next = { ...current, [gameId]: bet };
        if (!isLoggedIn) writePendingPicks({ ...readPendingPicks(), ...next });
        return next;
      });
      if (!isLoggedIn) openAuthDialog('login');
    },
    [isLoggedIn, openAuthDialog],
  );

  /** After a save: the page shows what was stored, and nothing is pending any more. */
  const reset = useCallback(() => {
    clearPendingPicks();
    setChoices({});
  }, []);

  return { choices, choose, reset };
}
