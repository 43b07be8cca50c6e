import { z } from 'zod/mini';
import { bets, type Bet } from '../api/prediction-game-schema';

/**
 * Spec 000 §4: a guest's picks survive the login (the predictions page reloads after it). They are
 * kept in the tab's session storage, read back through a schema like any outside data (STYLE.md 4).
 */
const storageKey = 'tribune.football-pool.pending-picks';
const pendingPicksSchema = z.record(z.string(), z.enum(bets));

export type Picks = Readonly<Record<number, Bet>>;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function writePendingPicks(picks: Picks): void {
  try {
    storage()?.setItem(storageKey, JSON.stringify(picks));
  } catch {
    // Storage full or blocked: the picks live as long as the page.
  }
}

export function readPendingPicks(): Picks {
  let text: string | null = null;
  try {
    text = storage()?.getItem(storageKey) ?? null;
  } catch {
    return {};
  }
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = pendingPicksSchema.safeParse(value);
  if (!parsed.success) return {};
  const picks: Record<number, Bet> = {};
  for (const [id, bet] of Object.entries(parsed.data)) if (/^\d+$/.test(id)) picks[Number(id)] = bet;
  return picks;
}

export function clearPendingPicks(): void {
  try {
    storage()?.removeItem(storageKey);
  } catch {
    // Nothing to clear.
  }
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
