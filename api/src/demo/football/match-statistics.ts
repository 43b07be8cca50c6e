import type { MatchStatisticsSnapshot, SideStatistics } from '../../modules/matchcenter/simulator/match-plan';
import { Rng } from '../prng';
import type { GeneratedFixture, GeneratedTeam } from './league';
import { AWAY_BASE_GOALS, expectedGoals, HOME_BASE_GOALS } from './match-model';

/**
 * The statistics of a seeded past result (MC-12): what the live simulator would have counted by full
 * time, drawn at the same rates (simulator/match-model.ts: about 11 shots a side besides the goals, a
 * quarter of them on target, about 5 corners and 12 fouls) but after the fact, around the score the
 * season already holds. So every goal is a shot on target (shots ≥ on target ≥ goals), the side that
 * creates more has more of the ball and more shots, and possession adds up to 100. A pure function of
 * the fixture: its own random stream (`statistics:{id}`), apart from the season's, so the same season
 * always gets the same figures and adding them reshuffles nothing else.
 */

/** Shots that are not goals, a side, for an average side (the simulator's rate over 95 minutes). */
const MISSED_SHOTS = 11;
const MISSED_ON_TARGET_SHARE = 0.25;
/** Corners a side apart from those after a missed shot, and the share of missed shots that give one. */
const OPEN_PLAY_CORNERS = 2.4;
const CORNER_AFTER_SHOT = 0.25;
const FOULS = 12;
/** The home side's extra share of the ball, and how far one side's edge in expected goals moves it. */
const HOME_POSSESSION_EDGE = 2;
const POSSESSION_PER_LOG_XG = 9;
const MIN_POSSESSION = 28;

const AVERAGE_SIDE_GOALS = (HOME_BASE_GOALS + AWAY_BASE_GOALS) / 2;

function binomial(rng: Rng, trials: number, probability: number): number {
  let hits = 0;
  for (let i = 0; i < trials; i++) if (rng.chance(probability)) hits++;
  return hits;
}

function side(rng: Rng, goals: number, expected: number, possession: number): SideStatistics {
  // A side that creates more shoots more; the square root keeps a weak side from never shooting.
  const missed = rng.poisson(MISSED_SHOTS * Math.sqrt(expected / AVERAGE_SIDE_GOALS));
  const missedOnTarget = binomial(rng, missed, MISSED_ON_TARGET_SHARE);
  return {
    possession,
    shots: goals + missed,
    shotsOnTarget: goals + missedOnTarget,
    corners: rng.poisson(OPEN_PLAY_CORNERS) + binomial(rng, missed, CORNER_AFTER_SHOT),
    fouls: rng.poisson(FOULS),
  };
}

/** Full-time statistics of a finished generated fixture; null for one not played. */
export function generateMatchStatistics(
  fixture: Pick<GeneratedFixture, 'id' | 'homeTeamId' | 'awayTeamId' | 'homeScore' | 'awayScore'>,
  teams: ReadonlyMap<number, Pick<GeneratedTeam, 'strength'>>,
): MatchStatisticsSnapshot | null {
  const home = teams.get(fixture.homeTeamId);
  const away = teams.get(fixture.awayTeamId);
  if (fixture.homeScore === null || fixture.awayScore === null || !home || !away) return null;
  const rng = new Rng(`statistics:${fixture.id}`);
  const expected = expectedGoals(home.strength, away.strength);
  const edge = Math.log(expected.home / expected.away);
  const drawn = Math.round(50 + HOME_POSSESSION_EDGE + POSSESSION_PER_LOG_XG * edge + rng.normal(0, 4));
  const homePossession = Math.min(100 - MIN_POSSESSION, Math.max(MIN_POSSESSION, drawn));
  return {
    home: side(rng, fixture.homeScore, expected.home, homePossession),
    away: side(rng, fixture.awayScore, expected.away, 100 - homePossession),
  };
}
