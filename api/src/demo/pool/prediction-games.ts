import { weekStartOf } from '../../lib/league-time';
import type { Bet } from '../../modules/football-pool/schema';
import type { GeneratedLeague } from '../football/league';
import { decimalOdds, expectedGoals, outcomeProbabilities } from '../football/match-model';
import { Rng } from '../prng';

interface DemoPredictionGame {
  fixtureId: number;
  weekStart: string;
  odds: Record<Bet, number>;
  /** The model's probabilities behind the odds (demo players pick from them). */
  probabilities: Record<Bet, number>;
  kickoffAt: Date;
}

interface DemoPrediction {
  fixtureId: number;
  /** Index into the tenant's demo users. */
  userIndex: number;
  bet: Bet;
  odds: number;
  createdAt: Date;
}

/**
 * One prediction game per fixture of every week up to and including next week: past weeks give the
 * history and rankings something to show, the current week is the one to play, and next week's games
 * are already open (the pool's week is the calendar week of the kick-off, research §4.1).
 */
export function generatePredictionGames(league: GeneratedLeague, now: Date): DemoPredictionGame[] {
  const strengths = new Map(league.teams.map((t) => [t.id, t.strength]));
  const lastWeek = weekStartOf(new Date(now.getTime() + 7 * 86_400_000));
  return league.fixtures
    .filter((f) => weekStartOf(f.kickoffAt) <= lastWeek)
    .map((fixture) => {
      const home = strengths.get(fixture.homeTeamId);
      const away = strengths.get(fixture.awayTeamId);
      if (!home || !away) throw new Error(`Fixture ${fixture.id} has unknown teams`);
      const p = outcomeProbabilities(expectedGoals(home, away));
      const probabilities = { home_win: p.homeWin, draw: p.draw, away_win: p.awayWin };
      return {
        fixtureId: fixture.id,
        weekStart: weekStartOf(fixture.kickoffAt),
        kickoffAt: fixture.kickoffAt,
        probabilities,
        odds: { home_win: decimalOdds(p.homeWin), draw: decimalOdds(p.draw), away_win: decimalOdds(p.awayWin) },
      };
    });
}

/**
 * The demo users' picks: each plays most weeks and most games of a week, and picks roughly as the odds
 * suggest with a fan's share of hunches. Picks are placed before kick-off; the seed has the pool's
 * settlement score those of finished matches.
 */
export function generateDemoPredictions(options: {
  tenantId: string;
  league: GeneratedLeague;
  games: DemoPredictionGame[];
  userCount: number;
  now: Date;
}): DemoPrediction[] {
  const { games, userCount, now } = options;
  const rng = new Rng(`predictions:${options.tenantId}`);
  const weeks = [...new Set(games.map((g) => g.weekStart))].sort();
  const predictions: DemoPrediction[] = [];
  for (let userIndex = 0; userIndex < userCount; userIndex++) {
    const userRng = rng.fork(`user:${userIndex}`);
    const loyalty = 0.55 + userRng.float() * 0.4;
    const hunch = 0.15 + userRng.float() * 0.45;
    for (const week of weeks) {
      if (!userRng.chance(loyalty)) continue;
      for (const game of games.filter((g) => g.weekStart === week)) {
        if (!userRng.chance(0.85)) continue;
        const weekOpens = new Date(`${week}T08:00:00Z`).getTime() - 2 * 86_400_000;
        const latest = Math.min(game.kickoffAt.getTime() - 30 * 60_000, now.getTime() - 60_000);
        if (latest <= weekOpens) continue;
        const createdAt = new Date(weekOpens + userRng.float() * (latest - weekOpens));
        const bet = userRng.weighted(
          ['home_win', 'draw', 'away_win'] as const,
          (b) => (1 - hunch) * game.probabilities[b] + hunch / 3,
        );
        predictions.push({
          fixtureId: game.fixtureId,
          userIndex,
          bet,
          odds: game.odds[bet],
          createdAt,
        });
      }
    }
  }
  return predictions;
}
