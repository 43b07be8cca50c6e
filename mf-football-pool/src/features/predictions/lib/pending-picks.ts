import * as v from 'valibot';
import { storedValue } from '@tribune/shared';
import { bets, type Bet } from '../api/prediction-game-schema';

/**
 * Spec 000 §4: a guest's picks survive the login (the predictions page reloads after it). They are
 * kept in the tab's session storage, read back through a schema like any outside data (STYLE.md 4).
 */
const pendingPicks = storedValue(
  'tribune.football-pool.pending-picks',
  v.record(v.string(), v.picklist(bets)),
  'session',
);

export type Picks = Readonly<Record<number, Bet>>;

/** Storage full or blocked: the picks live as long as the page. */
export function writePendingPicks(picks: Picks): void {
  pendingPicks.write(picks);
}

export function readPendingPicks(): Picks {
  const stored = pendingPicks.read();
  if (stored === null) return {};
  const picks: Record<number, Bet> = {};
  for (const [id, bet] of Object.entries(stored)) if (/^\d+$/.test(id)) picks[Number(id)] = bet;
  return picks;
}

export function clearPendingPicks(): void {
  pendingPicks.remove();
}

/** A match card's pick (CLB-04): kept beside the page's others, so the predictions page shows it too. */
export function keepPendingPick(gameId: number, bet: Bet): void {
  writePendingPicks({ ...readPendingPicks(), [gameId]: bet });
}

/**
 * Takes one game's kept pick out of storage, so that it is saved once: the first control of that
 * game to read it after the login saves it, any other finds nothing.
 */
export function takePendingPick(gameId: number): Bet | null {
  const picks = readPendingPicks();
  const bet = picks[gameId];
  if (bet === undefined) return null;
  const rest = Object.fromEntries(Object.entries(picks).filter(([id]) => Number(id) !== gameId));
  if (Object.keys(rest).length === 0) clearPendingPicks();
  else writePendingPicks(rest);
  return bet;
}
