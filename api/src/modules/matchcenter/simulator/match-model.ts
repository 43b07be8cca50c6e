import { AWAY_BASE_GOALS, expectedGoals, HOME_BASE_GOALS, type TeamStrength } from '../../../demo/football/match-model';
import { Rng } from '../../../demo/prng';
import type { MatchSide, playerPositions } from '../schema';
import type { MatchPlan, MatchPhase, PlanFrame, PlannedEvent, SideStatistics } from './match-plan';

/**
 * The live-match model: a match drawn minute by minute from the calibrated model of the demo league
 * (demo/football/match-model.ts: attack and defence strengths, home advantage), with two halves,
 * stoppage time, a 15-minute break, goals (about 10 % penalties, 3 % own goals) with assists, yellow and
 * red cards, up to five substitutions a side in at most three windows besides half time, possession,
 * shots, corners and fouls. A pure function of its input: the same seed gives the same match.
 *
 * Why minute by minute rather than drawing the final score first (as the seeded past results are):
 * the state of the match feeds back into what happens next. A side down to ten men creates less and
 * concedes more, and a level match is played more cautiously. That last effect is what the season
 * model's Dixon-Coles factor stands for; here it is LEVEL_SCORE_DAMPING, tuned with GOAL_SCALE so that
 * matches between the league's sides average the calibration targets (Eredivisie 2021-22 … 2024-25:
 * 3.04 goals, home 44.1 % / draw 23.7 % / away 32.2 %; match-model.test.ts checks 2,000 matches).
 */

type Position = (typeof playerPositions)[number];

export interface SquadPlayer {
  id: number;
  position: Position;
  shirtNumber: number | null;
}

export interface MatchSideInput {
  teamId: number;
  strength: TeamStrength;
  squad: readonly SquadPlayer[];
}

export interface MatchInput {
  seed: string;
  home: MatchSideInput;
  away: MatchSideInput;
}

/** The seed of a fixture's simulated match: tests and replays can recompute it. */
export function matchSeed(fixtureId: number): string {
  return `match:${fixtureId}`;
}

// ---------------------------------------------------------------------------------------------------
// Calibration and rates. Per-match counts are per side unless said otherwise.

/** Share of the goals scored before half time (calibration data: 44 %). */
const FIRST_HALF_GOAL_SHARE = 0.44;
/**
 * The share of the goal rate given to the first half: a little above the target, because level
 * scores (damped, see LEVEL_SCORE_DAMPING) are more common early in a match.
 */
const FIRST_HALF_RATE_SHARE = FIRST_HALF_GOAL_SHARE + 0.015;
/** Scales every side's goal rate; with LEVEL_SCORE_DAMPING it restores 3.04 goals a match. */
const GOAL_SCALE = 1.07;
/** Goal rates while the score is level: fewer goals in level matches, hence more draws (see above). */
const LEVEL_SCORE_DAMPING = 0.87;
/** Per red card: the side's rates shrink by this share and the opponent's grow by the next. */
const SENT_OFF_PENALTY = 0.2;
const SENT_OFF_BONUS = 0.15;

const PENALTY_SHARE = 0.1;
const OWN_GOAL_SHARE = 0.03;
const ASSIST_SHARE = 0.72;
/** Shots that are not goals: about 11 a side, a quarter of them on target; corners about 5. */
const SHOT_RATE_PER_MINUTE = 11 / 95;
const SHOT_ON_TARGET_SHARE = 0.25;
const CORNER_AFTER_SHOT = 0.25;
const CORNER_RATE_PER_MINUTE = 0.025;
/**
 * About 12 fouls a side; one foul in 6.5 is booked (about 3.8 yellow cards a match), and red cards,
 * straight or after a second yellow, come to about 0.15 a match.
 */
const FOUL_RATE_PER_MINUTE = 12 / 95;
const YELLOW_PER_FOUL = 0.155;
const STRAIGHT_RED_PER_FOUL = 0.003;
/** A booked player is this much less likely to be the one who fouls (and sees the second yellow). */
const BOOKED_CAUTION = 0.25;

const HALF_TIME_BREAK_MINUTES = 15;
export const MAX_SUBSTITUTIONS = 5;
/** In-play substitution windows (half time does not count, as in the IFAB rule). */
export const MAX_SUBSTITUTION_WINDOWS = 3;
const BENCH_SIZE = 9;

const FIRST_HALF_STOPPAGE: readonly [number, number][] = [
  [1, 0.2],
  [2, 0.35],
  [3, 0.3],
  [4, 0.15],
];
const SECOND_HALF_EXTRA_STOPPAGE: readonly [number, number][] = [
  [0, 0.15],
  [1, 0.3],
  [2, 0.3],
  [3, 0.15],
  [4, 0.1],
];
const expectedOf = (weights: readonly [number, number][]) => weights.reduce((sum, [value, w]) => sum + value * w, 0);
/** Per-minute goal weights: each half's share spread over its minutes, stoppage included. */
const FIRST_HALF_WEIGHT = FIRST_HALF_RATE_SHARE / (45 + expectedOf(FIRST_HALF_STOPPAGE));
/** 3 minutes at least, the drawn extra, and usually one more for a busy second half. */
const SECOND_HALF_WEIGHT = (1 - FIRST_HALF_RATE_SHARE) / (45 + 4 + expectedOf(SECOND_HALF_EXTRA_STOPPAGE));
/** The league's average goals a side, for scaling shot rates by strength. */
const AVERAGE_SIDE_GOALS = (HOME_BASE_GOALS + AWAY_BASE_GOALS) / 2;

const SCORING_WEIGHT: Record<Position, number> = { Goalkeeper: 0.01, Defender: 1.2, Midfielder: 4, Attacker: 10 };
const ASSIST_WEIGHT: Record<Position, number> = { Goalkeeper: 0.05, Defender: 1, Midfielder: 3, Attacker: 2.2 };
const FOUL_WEIGHT: Record<Position, number> = { Goalkeeper: 0.2, Defender: 3, Midfielder: 3, Attacker: 1.5 };
const TIRING_WEIGHT: Record<Position, number> = { Goalkeeper: 0, Defender: 1, Midfielder: 1.4, Attacker: 1.5 };

/**
 * A player's finishing, the same in every match (seeded by the player), so some players are clear
 * goal scorers over a season, as real top-scorer lists show.
 */
function finishing(playerId: number): number {
  return Math.exp(new Rng(`finishing:${playerId}`).normal(0, 0.45));
}

// ---------------------------------------------------------------------------------------------------

interface SubstitutionWindow {
  minute: number;
  count: number;
}

interface SideState {
  side: MatchSide;
  teamId: number;
  /** Expected goals over the match, from the strengths. */
  goalRate: number;
  onPitch: SquadPlayer[];
  bench: SquadPlayer[];
  booked: Set<number>;
  subbedOn: Set<number>;
  sentOff: number;
  windows: SubstitutionWindow[];
  statistics: Omit<SideStatistics, 'possession'>;
}

/** The starting eleven (numbers 1 to 11 where the squad has them, as the demo squads do) and the bench. */
export function pickLineup(squad: readonly SquadPlayer[]): { starting: SquadPlayer[]; bench: SquadPlayer[] } {
  const byNumber = [...squad].sort((a, b) => (a.shirtNumber ?? 1000) - (b.shirtNumber ?? 1000) || a.id - b.id);
  const keepers = byNumber.filter((p) => p.position === 'Goalkeeper');
  const outfield = byNumber.filter((p) => p.position !== 'Goalkeeper');
  const numbered = byNumber.filter((p) => p.shirtNumber !== null && p.shirtNumber >= 1 && p.shirtNumber <= 11);
  let starting: SquadPlayer[];
  if (numbered.length === 11 && numbered.filter((p) => p.position === 'Goalkeeper').length === 1) {
    starting = numbered;
  } else {
    // A 4-3-3 by shirt number, filled from any outfield player where a position is short.
    const shape: [Position, number][] = [
      ['Defender', 4],
      ['Midfielder', 3],
      ['Attacker', 3],
    ];
    starting = keepers.slice(0, 1);
    for (const [position, size] of shape) {
      starting.push(...outfield.filter((p) => p.position === position).slice(0, size));
    }
    for (const player of outfield) {
      if (starting.length >= 11) break;
      if (!starting.includes(player)) starting.push(player);
    }
  }
  const rest = byNumber.filter((p) => !starting.includes(p));
  const benchKeeper = rest.filter((p) => p.position === 'Goalkeeper').slice(0, 1);
  const bench = [...benchKeeper, ...rest.filter((p) => p.position !== 'Goalkeeper').slice(0, BENCH_SIZE - 1)];
  return { starting, bench };
}

function weightedPick<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T | undefined {
  const candidates = items.filter((item) => weight(item) > 0);
  return candidates.length === 0 ? undefined : rng.weighted(candidates, weight);
}

function drawFrom(rng: Rng, weights: readonly [number, number][]): number {
  return rng.weighted(weights, ([, w]) => w)[0];
}

/** How many substitutions a side makes and when: half time plus at most three windows in play. */
function planSubstitutions(rng: Rng, benchSize: number): SubstitutionWindow[] {
  const total = Math.min(
    benchSize,
    MAX_SUBSTITUTIONS,
    drawFrom(rng, [
      [3, 0.15],
      [4, 0.3],
      [5, 0.55],
    ]),
  );
  if (total <= 0) return [];
  const windows: SubstitutionWindow[] = [];
  let remaining = total;
  if (rng.chance(0.3)) {
    const atHalfTime = Math.min(remaining, rng.chance(0.3) ? 2 : 1);
    windows.push({ minute: 46, count: atHalfTime });
    remaining -= atHalfTime;
  }
  if (remaining === 0) return windows;
  const inPlay = Math.min(MAX_SUBSTITUTION_WINDOWS, remaining, rng.int(2, 3));
  const minutes = rng.sample(
    Array.from({ length: 34 }, (_, i) => 55 + i),
    inPlay,
  );
  minutes.sort((a, b) => a - b);
  const counts = minutes.map(() => 1);
  for (let extra = remaining - inPlay; extra > 0; extra--) {
    const index = rng.int(0, inPlay - 1);
    counts[index] = (counts[index] ?? 0) + 1;
  }
  minutes.forEach((minute, i) => windows.push({ minute, count: counts[i] ?? 1 }));
  return windows;
}

/** Draws a whole match from the model. Pure: the same input gives the same plan. */
export function simulateMatch(input: MatchInput): MatchPlan {
  const root = new Rng(input.seed);
  const goalRng = root.fork('goals');
  const scorerRng = root.fork('scorers');
  const playRng = root.fork('play');
  const cardRng = root.fork('cards');
  const subRng = root.fork('substitutions');
  const clockRng = root.fork('stoppage');

  const expected = expectedGoals(input.home.strength, input.away.strength);
  const finishingOf = new Map<number, number>();
  const scoringWeight = (p: SquadPlayer) => {
    let f = finishingOf.get(p.id);
    if (f === undefined) {
      f = finishing(p.id);
      finishingOf.set(p.id, f);
    }
    return SCORING_WEIGHT[p.position] * f;
  };

  const lineups = { home: pickLineup(input.home.squad), away: pickLineup(input.away.squad) };
  const makeSide = (side: MatchSide, source: MatchSideInput): SideState => ({
    side,
    teamId: source.teamId,
    goalRate: expected[side],
    onPitch: [...lineups[side].starting],
    bench: [...lineups[side].bench],
    booked: new Set(),
    subbedOn: new Set(),
    sentOff: 0,
    windows: planSubstitutions(
      subRng.fork(side),
      lineups[side].bench.filter((p) => p.position !== 'Goalkeeper').length,
    ),
    statistics: { shots: 0, shotsOnTarget: 0, corners: 0, fouls: 0 },
  });
  const home = makeSide('home', input.home);
  const away = makeSide('away', input.away);
  const opponent = (s: SideState) => (s === home ? away : home);

  // Possession: the stronger side and the home side keep the ball more; ten men keep it less.
  const baseHomeShare = Math.min(0.68, Math.max(0.32, 0.5 + 0.09 * Math.log(expected.home / expected.away)));
  let homePossessionMinutes = 0;
  let playedMinutes = 0;

  let homeScore = 0;
  let awayScore = 0;
  let sequence = 0;
  let secondHalfIncidents = 0;
  const frames: PlanFrame[] = [];

  const event = (
    e: Omit<PlannedEvent, 'sequence' | 'homeScore' | 'awayScore' | 'minute' | 'stoppageMinute'>,
    minute: number,
    stoppageMinute: number | null,
  ): PlannedEvent => {
    sequence += 1;
    if (minute > 45) secondHalfIncidents += 1;
    return { ...e, sequence, minute, stoppageMinute, homeScore, awayScore };
  };

  const statisticsSnapshot = () => {
    const homePossession = playedMinutes === 0 ? 50 : Math.round((100 * homePossessionMinutes) / playedMinutes);
    return {
      home: { possession: homePossession, ...home.statistics },
      away: { possession: 100 - homePossession, ...away.statistics },
    };
  };

  const pushFrame = (phase: MatchPhase, minute: number, stoppageMinute: number | null, events: PlannedEvent[]) => {
    frames.push({ phase, minute, stoppageMinute, homeScore, awayScore, events, statistics: statisticsSnapshot() });
  };

  function substitute(s: SideState, minute: number): PlannedEvent | undefined {
    const goingOff = weightedPick(
      subRng,
      s.onPitch.filter((p) => !s.subbedOn.has(p.id)),
      (p) => TIRING_WEIGHT[p.position] * (s.booked.has(p.id) ? 1.8 : 1),
    );
    if (!goingOff) return undefined;
    const goalDifference = s.side === 'home' ? homeScore - awayScore : awayScore - homeScore;
    const comingOn = weightedPick(
      subRng,
      s.bench.filter((p) => p.position !== 'Goalkeeper'),
      (p) =>
        (p.position === goingOff.position ? 4 : 1) *
        (goalDifference < 0 && p.position === 'Attacker' ? 2 : 1) *
        (goalDifference > 0 && minute >= 75 && p.position === 'Defender' ? 2 : 1),
    );
    if (!comingOn) return undefined;
    s.onPitch = s.onPitch.map((p) => (p === goingOff ? comingOn : p));
    s.bench = s.bench.filter((p) => p !== comingOn);
    s.subbedOn.add(comingOn.id);
    return event(
      { type: 'substitution', side: s.side, teamId: s.teamId, playerId: comingOn.id, secondPlayerId: goingOff.id },
      minute,
      null,
    );
  }

  function sendOff(s: SideState, player: SquadPlayer): void {
    s.onPitch = s.onPitch.filter((p) => p !== player);
    s.sentOff += 1;
  }

  function goal(s: SideState, minute: number, stoppageMinute: number | null): PlannedEvent {
    const other = opponent(s);
    const roll = scorerRng.float();
    let type: PlannedEvent['type'] = 'goal';
    let scorer: SquadPlayer | undefined;
    let assist: SquadPlayer | undefined;
    if (roll < OWN_GOAL_SHARE) {
      type = 'own_goal';
      scorer = weightedPick(scorerRng, other.onPitch, (p) =>
        p.position === 'Defender' ? 3 : p.position === 'Midfielder' ? 1 : p.position === 'Goalkeeper' ? 0.3 : 0.3,
      );
    } else if (roll < OWN_GOAL_SHARE + PENALTY_SHARE) {
      type = 'penalty';
      // The side's best finisher on the pitch takes it.
      scorer = [...s.onPitch].sort((a, b) => scoringWeight(b) - scoringWeight(a) || a.id - b.id)[0];
    } else {
      scorer = weightedPick(scorerRng, s.onPitch, scoringWeight);
      if (scorer && scorerRng.chance(ASSIST_SHARE)) {
        const taker = scorer;
        assist = weightedPick(scorerRng, s.onPitch, (p) => (p === taker ? 0 : ASSIST_WEIGHT[p.position]));
      }
    }
    if (type !== 'own_goal') {
      s.statistics.shots += 1;
      s.statistics.shotsOnTarget += 1;
    }
    if (s.side === 'home') homeScore += 1;
    else awayScore += 1;
    return event(
      {
        type,
        side: s.side,
        teamId: s.teamId,
        playerId: scorer?.id ?? null,
        secondPlayerId: assist?.id ?? null,
      },
      minute,
      stoppageMinute,
    );
  }

  function foul(s: SideState, minute: number, stoppageMinute: number | null): PlannedEvent[] {
    s.statistics.fouls += 1;
    const straightRed = cardRng.chance(STRAIGHT_RED_PER_FOUL);
    if (!straightRed && !cardRng.chance(YELLOW_PER_FOUL)) return [];
    // Booked players are more careful; keepers are rarely booked and never sent off here (a side keeps
    // its keeper, as the model has no emergency keeper).
    const player = weightedPick(cardRng, s.onPitch, (p) =>
      straightRed && p.position === 'Goalkeeper'
        ? 0
        : FOUL_WEIGHT[p.position] * (s.booked.has(p.id) ? BOOKED_CAUTION : 1),
    );
    if (!player) return [];
    const card = (type: 'yellow_card' | 'red_card') =>
      event(
        { type, side: s.side, teamId: s.teamId, playerId: player.id, secondPlayerId: null },
        minute,
        stoppageMinute,
      );
    if (straightRed) {
      sendOff(s, player);
      return [card('red_card')];
    }
    if (s.booked.has(player.id) && player.position !== 'Goalkeeper') {
      // A second yellow: stored as the yellow card and the red that follows it.
      const events = [card('yellow_card'), card('red_card')];
      sendOff(s, player);
      return events;
    }
    s.booked.add(player.id);
    return [card('yellow_card')];
  }

  function playMinute(half: 1 | 2, minute: number, stoppageMinute: number | null): PlannedEvent[] {
    const events: PlannedEvent[] = [];
    if (stoppageMinute === null) {
      for (const s of [home, away]) {
        for (const window of s.windows.filter((w) => w.minute === minute)) {
          for (let i = 0; i < window.count; i++) {
            const sub = substitute(s, minute);
            if (sub) events.push(sub);
          }
        }
      }
    }
    const homeShare = Math.min(
      0.8,
      Math.max(0.2, baseHomeShare - 0.06 * home.sentOff + 0.06 * away.sentOff + playRng.normal(0, 0.08)),
    );
    homePossessionMinutes += homeShare;
    playedMinutes += 1;

    const weight = half === 1 ? FIRST_HALF_WEIGHT : SECOND_HALF_WEIGHT;
    const level = homeScore === awayScore;
    for (const s of [home, away]) {
      const other = opponent(s);
      const numbers = Math.max(0.2, 1 - SENT_OFF_PENALTY * s.sentOff) * (1 + SENT_OFF_BONUS * other.sentOff);
      const goalChance = s.goalRate * weight * GOAL_SCALE * numbers * (level ? LEVEL_SCORE_DAMPING : 1);
      if (goalRng.chance(goalChance)) events.push(goal(s, minute, stoppageMinute));
      const shotChance = SHOT_RATE_PER_MINUTE * Math.sqrt(s.goalRate / AVERAGE_SIDE_GOALS) * numbers;
      if (playRng.chance(shotChance)) {
        s.statistics.shots += 1;
        if (playRng.chance(SHOT_ON_TARGET_SHARE)) s.statistics.shotsOnTarget += 1;
        if (playRng.chance(CORNER_AFTER_SHOT)) s.statistics.corners += 1;
      }
      if (playRng.chance(CORNER_RATE_PER_MINUTE)) s.statistics.corners += 1;
      // The side without the ball fouls more.
      const share = s === home ? homeShare : 1 - homeShare;
      if (cardRng.chance(FOUL_RATE_PER_MINUTE * (1 + 0.6 * (0.5 - share) * 2))) {
        events.push(...foul(s, minute, stoppageMinute));
      }
    }
    return events;
  }

  for (let minute = 1; minute <= 45; minute++) pushFrame('first-half', minute, null, playMinute(1, minute, null));
  const firstHalfStoppage = drawFrom(clockRng, FIRST_HALF_STOPPAGE);
  for (let extra = 1; extra <= firstHalfStoppage; extra++) pushFrame('first-half', 45, extra, playMinute(1, 45, extra));
  for (let i = 0; i < HALF_TIME_BREAK_MINUTES; i++) pushFrame('half-time', 45, null, []);
  for (let minute = 46; minute <= 90; minute++) pushFrame('second-half', minute, null, playMinute(2, minute, null));
  // More goals, cards and changes in the second half mean more added time.
  const secondHalfStoppage = Math.min(
    9,
    3 + drawFrom(clockRng, SECOND_HALF_EXTRA_STOPPAGE) + (secondHalfIncidents >= 8 ? 1 : 0),
  );
  for (let extra = 1; extra <= secondHalfStoppage; extra++) {
    pushFrame('second-half', 90, extra, playMinute(2, 90, extra));
  }
  pushFrame('full-time', 90, null, []);

  return {
    version: 1,
    seed: input.seed,
    homeTeamId: input.home.teamId,
    awayTeamId: input.away.teamId,
    lineups: {
      home: { starting: lineups.home.starting.map((p) => p.id), bench: lineups.home.bench.map((p) => p.id) },
      away: { starting: lineups.away.starting.map((p) => p.id), bench: lineups.away.bench.map((p) => p.id) },
    },
    frames,
  };
}
