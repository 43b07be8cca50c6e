import type { Bet } from './schema';

/** The bet a final score wins: the 1X2 outcome over 90 minutes and stoppage time. */
export function winningBet(homeScore: number, awayScore: number): Bet {
  if (homeScore > awayScore) return 'home_win';
  if (homeScore < awayScore) return 'away_win';
  return 'draw';
}

/**
 * Odds-weighted points (research §4.1): a correct pick earns round(10 × its odds), a wrong one 0, so
 * a bold correct call is worth more than backing the favourite and weekly tables rarely tie.
 */
export function pointsFor(bet: Bet, odds: number, homeScore: number, awayScore: number): number {
  return bet === winningBet(homeScore, awayScore) ? Math.round(10 * odds) : 0;
}
