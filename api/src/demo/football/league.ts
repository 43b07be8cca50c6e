import { addDays, weekStartOf, zonedTimeToInstant } from '../../lib/league-time';
import { Rng } from '../prng';
import { EREDIVISIE_CLUBS, KEUKEN_KAMPIOEN_DIVISIE_CLUBS, clubLogoPath, type Club } from './clubs';
import { drawScore, expectedGoals, strengthsFromRatings, type TeamStrength } from './match-model';
import { NAME_POOLS } from './names';
import { doubleRoundRobin } from './round-robin';
import { generateSquad, type GeneratedPlayer } from './squads';

/**
 * One generated season of a demo league around "now": clubs, squads, a double round robin (one round
 * a week), results and goals for the matches already played. The round of the current week is the
 * league's `currentRound`, so about half the season is behind us and the rest is still to come,
 * whenever the demo starts. Results depend only on the seed and the fixture, not on the day the demo
 * is built. The Eredivisie is the default league (MC-14); the Keuken Kampioen Divisie is the second.
 */

export interface LeagueInfo {
  /** The provider's league id (SportMonks' ids: 72 Eredivisie, 74 Eerste Divisie). */
  id: number;
  slug: string;
  name: string;
  country: string;
}

export const EREDIVISIE = { id: 72, slug: 'eredivisie', name: 'Eredivisie', country: 'Netherlands' } as const;
const KEUKEN_KAMPIOEN_DIVISIE = {
  id: 74,
  slug: 'keuken-kampioen-divisie',
  name: 'Keuken Kampioen Divisie',
  country: 'Netherlands',
} as const;
/** The Eredivisie round played in the week that holds "now". */
export const CURRENT_ROUND = 18;
/** A match is over this long after kick-off (90 minutes, half time, stoppage). */
const MATCH_DURATION_MINUTES = 115;

/** A kick-off slot in Dutch local time: [day offset from Monday, hour, minute]. */
type KickOffSlot = readonly [number, number, number];

/** Kick-off slots of an Eredivisie weekend, in Dutch local time: [day offset from Monday, hour, minute]. */
const KICK_OFF_SLOTS: readonly KickOffSlot[] = [
  [4, 20, 0],
  [5, 16, 30],
  [5, 18, 45],
  [5, 20, 0],
  [5, 21, 0],
  [6, 12, 15],
  [6, 14, 30],
  [6, 14, 30],
  [6, 16, 45],
];

/**
 * The Keuken Kampioen Divisie plays on Friday evening at 20:00. Never earlier than the Eredivisie's
 * first match of the week (its Friday 20:00 slot, which sorts first on equal kick-offs by its lower
 * fixture id), so `npm run match -- start next` and the simulator's start rule keep choosing an
 * Eredivisie match, the league the match-centre home and the home page show.
 */
const KKD_KICK_OFF_SLOTS: readonly KickOffSlot[] = Array.from({ length: 10 }, () => [4, 20, 0] as const);

/** What differs between the demo leagues; everything else is generated the same way. */
export interface LeagueDefinition {
  league: LeagueInfo;
  clubs: readonly Club[];
  /** Team ids are `teamIdBase + 1 …` (players `teamId * 100 + n`), so leagues never share an id. */
  teamIdBase: number;
  /** The round played in the week that holds "now". */
  currentRound: number;
  kickOffSlots: readonly KickOffSlot[];
  defaultSeed: string;
}

/**
 * Every seed runs the same model; this one was picked from the first sixty because its half-season
 * table looks like a typical Eredivisie (the big clubs on top), which makes the demo read true.
 */
const DEFAULT_LEAGUE_SEED = 'tribune-eredivisie-11';

export const EREDIVISIE_DEFINITION: LeagueDefinition = {
  league: EREDIVISIE,
  clubs: EREDIVISIE_CLUBS,
  teamIdBase: 0,
  currentRound: CURRENT_ROUND,
  kickOffSlots: KICK_OFF_SLOTS,
  defaultSeed: DEFAULT_LEAGUE_SEED,
};

/**
 * The second tier: 20 clubs, 38 rounds. Its season starts a week before the Eredivisie's, as it does
 * in reality, so the current week holds its round 19.
 */
export const KEUKEN_KAMPIOEN_DIVISIE_DEFINITION: LeagueDefinition = {
  league: KEUKEN_KAMPIOEN_DIVISIE,
  clubs: KEUKEN_KAMPIOEN_DIVISIE_CLUBS,
  teamIdBase: 100,
  currentRound: CURRENT_ROUND + 1,
  kickOffSlots: KKD_KICK_OFF_SLOTS,
  defaultSeed: 'tribune-keuken-kampioen-divisie-1',
};

export interface GeneratedTeam extends Club {
  id: number;
  logoPath: string;
  strength: TeamStrength;
  /** Generated head coach, quoted in the articles. */
  coach: string;
}

export type GoalType = 'goal' | 'penalty' | 'own-goal';

export interface GeneratedGoal {
  id: number;
  type: GoalType;
  minute: number;
  /** Stoppage-time minutes (45+2 is minute 45, extra 2). */
  extraMinute: number | null;
  /** The team the goal counts for. */
  teamId: number;
  /** The scorer; for an own goal a player of the other team. */
  playerId: number;
  /** Score after this goal. */
  homeScore: number;
  awayScore: number;
}

export interface GeneratedFixture {
  id: number;
  round: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: Date;
  status: 'finished' | 'scheduled';
  homeScore: number | null;
  awayScore: number | null;
  goals: GeneratedGoal[];
}

export interface GeneratedLeague {
  league: LeagueInfo & { season: string };
  teams: GeneratedTeam[];
  players: GeneratedPlayer[];
  fixtures: GeneratedFixture[];
  currentRound: number;
}

interface LeagueOptions {
  seed?: string;
  now: Date;
  /** Which league (default: the Eredivisie). */
  definition?: LeagueDefinition;
}

export function generateLeague({ seed, now, definition = EREDIVISIE_DEFINITION }: LeagueOptions): GeneratedLeague {
  const { clubs, teamIdBase, currentRound, kickOffSlots } = definition;
  const rng = new Rng(seed ?? definition.defaultSeed);
  const currentWeekStart = weekStartOf(now);
  const firstWeekStart = addDays(currentWeekStart, -7 * (currentRound - 1));
  const seasonStartYear = Number(firstWeekStart.slice(0, 4)) - (Number(firstWeekStart.slice(5, 7)) < 7 ? 1 : 0);

  // A season's form: each club's rating moves a little from its long-run level.
  const formRng = rng.fork('form');
  const ratings = clubs.map((club) => club.rating + formRng.normal(0, 0.08));
  const strengths = strengthsFromRatings(ratings);
  const teams: GeneratedTeam[] = clubs.map((club, i) => ({
    ...club,
    id: teamIdBase + i + 1,
    logoPath: clubLogoPath(club.slug),
    strength: strengths[i] ?? { attack: 1, defence: 1 },
    coach: generateCoachName(rng.fork(`coach:${club.slug}`)),
  }));

  const usedNames = new Set<string>();
  const players = teams.flatMap((team) =>
    generateSquad(rng.fork(`squad:${team.slug}`), team.id, seasonStartYear, usedNames),
  );
  const squads = new Map(teams.map((team) => [team.id, players.filter((p) => p.teamId === team.id)]));

  // Who plays whom in which round varies with the seed; the shape is always a double round-robin.
  const order = rng.fork('schedule').shuffle(teams);
  const rounds = doubleRoundRobin(order.length);
  const fixtures: GeneratedFixture[] = [];
  rounds.forEach((pairings, roundIndex) => {
    const round = roundIndex + 1;
    const weekStart = addDays(firstWeekStart, 7 * roundIndex);
    const slots = rng.fork(`slots:${round}`).shuffle(kickOffSlots);
    pairings.forEach((pairing, i) => {
      const home = order[pairing.home];
      const away = order[pairing.away];
      const slot = slots[i];
      if (!home || !away || !slot) throw new Error('Schedule out of range');
      const [dayOffset, hour, minute] = slot;
      const id = definition.league.id * 10000 + round * 100 + i + 1;
      const kickoffAt = zonedTimeToInstant(addDays(weekStart, dayOffset), hour, minute);
      const finished = kickoffAt.getTime() + MATCH_DURATION_MINUTES * 60_000 <= now.getTime();
      const fixture: GeneratedFixture = {
        id,
        round,
        homeTeamId: home.id,
        awayTeamId: away.id,
        kickoffAt,
        status: finished ? 'finished' : 'scheduled',
        homeScore: null,
        awayScore: null,
        goals: [],
      };
      if (finished) {
        const resultRng = rng.fork(`result:${id}`);
        const score = drawScore(resultRng, expectedGoals(home.strength, away.strength));
        fixture.homeScore = score.home;
        fixture.awayScore = score.away;
        fixture.goals = generateGoals(resultRng, fixture, squads.get(home.id) ?? [], squads.get(away.id) ?? []);
      }
      fixtures.push(fixture);
    });
  });

  return {
    league: { ...definition.league, season: `${seasonStartYear}/${seasonStartYear + 1}` },
    teams,
    players,
    fixtures,
    currentRound,
  };
}

/** Coaches in the Eredivisie are mostly Dutch, with some from neighbouring countries. */
function generateCoachName(rng: Rng): string {
  const pool = rng.weighted(
    NAME_POOLS.filter((p) => ['NL', 'BE', 'DE', 'DK', 'NO', 'ES'].includes(p.nationality)),
    (p) => (p.nationality === 'NL' ? 30 : p.weight),
  );
  return `${rng.pick(pool.firstNames)} ${rng.pick(pool.lastNames)}`;
}

/** The minute of a goal: 44 % in the first half (as in the calibration data), some in stoppage time. */
function goalMinute(rng: Rng): { minute: number; extraMinute: number | null } {
  if (rng.chance(0.44)) {
    return rng.chance(0.06)
      ? { minute: 45, extraMinute: rng.int(1, 4) }
      : { minute: rng.int(1, 45), extraMinute: null };
  }
  return rng.chance(0.1) ? { minute: 90, extraMinute: rng.int(1, 7) } : { minute: rng.int(46, 90), extraMinute: null };
}

function generateGoals(
  rng: Rng,
  fixture: GeneratedFixture,
  homeSquad: GeneratedPlayer[],
  awaySquad: GeneratedPlayer[],
): GeneratedGoal[] {
  const sides: ('home' | 'away')[] = [
    ...Array.from({ length: fixture.homeScore ?? 0 }, () => 'home' as const),
    ...Array.from({ length: fixture.awayScore ?? 0 }, () => 'away' as const),
  ];
  const timed = sides
    .map((side) => ({ side, ...goalMinute(rng) }))
    .sort((a, b) => a.minute - b.minute || (a.extraMinute ?? 0) - (b.extraMinute ?? 0));
  let home = 0;
  let away = 0;
  return timed.map(({ side, minute, extraMinute }, k) => {
    const scoring = side === 'home' ? homeSquad : awaySquad;
    const conceding = side === 'home' ? awaySquad : homeSquad;
    let type: GoalType = 'goal';
    let scorer: GeneratedPlayer | undefined;
    const roll = rng.float();
    if (roll < 0.03) {
      type = 'own-goal';
      scorer = rng.weighted(
        conceding.filter((p) => p.position === 'Defender' || p.position === 'Midfielder'),
        (p) => (p.starter ? 3 : 1),
      );
    } else if (roll < 0.13) {
      type = 'penalty';
      // The side's best finisher takes most penalties.
      const takers = [...scoring].sort((a, b) => b.scoringWeight - a.scoringWeight);
      scorer = rng.chance(0.75) ? takers[0] : takers[1];
    } else {
      scorer = rng.weighted(scoring, (p) => p.scoringWeight);
    }
    if (side === 'home') home++;
    else away++;
    return {
      id: fixture.id * 100 + k + 1,
      type,
      minute,
      extraMinute,
      teamId: side === 'home' ? fixture.homeTeamId : fixture.awayTeamId,
      playerId: scorer?.id ?? 0,
      homeScore: home,
      awayScore: away,
    };
  });
}
