import type { Bet } from '../schema';

/** The bet a final score wins: the 1X2 outcome over 90 minutes and stoppage time. */
export function winningBet(homeScore: number, awayScore: number): Bet {
  if (homeScore > awayScore) return 'home_win';
  if (homeScore < awayScore) return 'away_win';
  return 'draw';
}

/**
 * Odds-weighted points (research §4.1): a correct pick earns round(10 × its odds), a wrong one 0, so
 * a bold correct call is worth more than backing the favourite and weekly tables rarely tie.
 * Computed on whole cents (odds have two decimals), half up, exactly as Postgres' `round(10 * odds)`
 * on the numeric column does in the settlement: `Math.round(10 * 1.15)` would give 11, not 12.
 */
export function pointsFor(bet: Bet, odds: number, homeScore: number, awayScore: number): number {
  return bet === winningBet(homeScore, awayScore) ? Math.floor((Math.round(odds * 100) + 5) / 10) : 0;
}

/** A settled pick's outcome for the views: null until settled. */
export function outcomeOf(points: number | null): 'correct' | 'wrong' | null {
  if (points === null) return null;
  return points > 0 ? 'correct' : 'wrong';
}
