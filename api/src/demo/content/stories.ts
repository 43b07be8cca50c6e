import { calendarDateOf, zonedTimeToInstant, addDays } from '../../lib/league-time';
import { computeStandings, type FormLetter, type StandingRow } from '../../modules/matchcenter/standings';
import { computeTopScorers } from '../../modules/matchcenter/rankings/top-scorers';
import type { GeneratedFixture, GeneratedLeague, GeneratedTeam, GoalType } from '../football/league';
import type { GeneratedPlayer, Position } from '../football/squads';
import type { Rng } from '../prng';

/**
 * What the demo news is about, before it is written: language-free facts taken from the generated
 * season (results, scorers, the table at the time, who plays next), so an English and a Dutch
 * writer tell the same true story and a match report never contradicts the match centre.
 */

export interface TeamFacts {
  id: number;
  name: string;
  shortName: string;
  city: string;
  cityNl: string;
  stadium: string;
  coach: string;
}

export interface PlayerFacts {
  id: number;
  name: string;
  /** How a report refers to him the second time: surname, or the single name. */
  surname: string;
  position: Position;
  nationality: string;
  age: number;
  shirtNumber: number;
  team: TeamFacts;
}

export interface GoalFacts {
  minute: number;
  extraMinute: number | null;
  type: GoalType;
  side: 'home' | 'away';
  scorer: PlayerFacts;
  homeScore: number;
  awayScore: number;
}

export interface TableFacts {
  position: number;
  points: number;
  played: number;
  goalDifference: number;
  form: FormLetter[];
}

export interface MatchFacts {
  fixtureId: number;
  round: number;
  home: TeamFacts;
  away: TeamFacts;
  homeScore: number;
  awayScore: number;
  kickoffAt: Date;
  goals: GoalFacts[];
  attendance: number;
  /** Table after the round, for "the win lifts them to …". */
  homeAfter: TableFacts;
  awayAfter: TableFacts;
  homeNext: TeamFacts | null;
  awayNext: TeamFacts | null;
}

export interface UpcomingFacts {
  fixtureId: number;
  round: number;
  home: TeamFacts;
  away: TeamFacts;
  kickoffAt: Date;
  /** Table going into the match. */
  homeBefore: TableFacts;
  awayBefore: TableFacts;
  homeKeyPlayer: PlayerFacts;
  awayKeyPlayer: PlayerFacts;
  homeKeyGoals: number;
  awayKeyGoals: number;
}

export interface ScorerFacts {
  player: PlayerFacts;
  goals: number;
  penalties: number;
}

export type InjuryKind = 'hamstring' | 'ankle' | 'knee' | 'groin' | 'calf' | 'metatarsal' | 'concussion' | 'thigh';

export type Story =
  | { kind: 'match-report'; match: MatchFacts }
  | { kind: 'round-up'; round: number; matches: MatchFacts[]; table: (TableFacts & { team: TeamFacts })[] }
  | { kind: 'preview'; match: UpcomingFacts }
  | {
      kind: 'transfer';
      player: PlayerFacts;
      suitor: string;
      suitorCountry: string;
      fee: number;
      goals: number;
      contractYear: number;
    }
  | { kind: 'interview'; player: PlayerFacts; match: MatchFacts; goalsInMatch: number; seasonGoals: number }
  | {
      kind: 'injury';
      player: PlayerFacts;
      injury: InjuryKind;
      weeks: number;
      nextOpponent: TeamFacts | null;
      nextAtHome: boolean;
    }
  | {
      kind: 'fan-story';
      team: TeamFacts;
      variant: 'away-day' | 'season-ticket' | 'tifo' | 'charity';
      fanFirstName: string;
      years: number;
      amount: number;
    }
  | {
      kind: 'youth';
      team: TeamFacts;
      player: PlayerFacts;
      variant: 'debut' | 'contract' | 'tournament';
      contractYear: number;
    }
  | {
      kind: 'supporters-club';
      team: TeamFacts;
      variant: 'members-meeting' | 'away-travel' | 'membership' | 'food-bank';
      members: number;
      buses: number;
      amount: number;
    }
  | {
      kind: 'opinion';
      variant: 'title-race' | 'scoring-charts' | 'relegation';
      round: number;
      table: (TableFacts & { team: TeamFacts })[];
      scorers: ScorerFacts[];
    };

export type StoryKind = Story['kind'];

interface PlannedStory {
  story: Story;
  publishedAt: Date;
  /** The clubs the story is about, for images and comments. */
  teamIds: number[];
  /** The match the story is about, if any. */
  fixtureId: number | null;
}

/** How many stories of each kind a tenant gets: 56 in all, spread over the last six weeks. */
const STORY_COUNTS: Record<StoryKind, number> = {
  'match-report': 16,
  'round-up': 5,
  preview: 6,
  transfer: 6,
  interview: 5,
  injury: 5,
  'fan-story': 4,
  youth: 3,
  'supporters-club': 3,
  opinion: 3,
};

/** News older than this is not generated: the demo reads as a site that has been running a while. */
const NEWS_WINDOW_DAYS = 42;

const FOREIGN_SUITORS: readonly [string, string][] = [
  ['Brighton & Hove Albion', 'GB-ENG'],
  ['Brentford', 'GB-ENG'],
  ['Fulham', 'GB-ENG'],
  ['Bologna', 'IT'],
  ['Club Brugge', 'BE'],
  ['RC Lens', 'FR'],
  ['VfL Wolfsburg', 'DE'],
  ['Sporting CP', 'PT'],
  ['Celtic', 'GB-SCT'],
  ['Girona', 'ES'],
  ['Stade Rennais', 'FR'],
  ['Benfica', 'PT'],
];

const FAN_FIRST_NAMES = [
  'Henk',
  'Ria',
  'Kees',
  'Marieke',
  'Bas',
  'Ingrid',
  'Freek',
  'Anouk',
  'Gerrit',
  'Yvonne',
  'Ruud',
  'Els',
];
const INJURIES: readonly InjuryKind[] = [
  'hamstring',
  'ankle',
  'knee',
  'groin',
  'calf',
  'metatarsal',
  'concussion',
  'thigh',
];
const INJURY_WEEKS: Record<InjuryKind, [number, number]> = {
  hamstring: [3, 6],
  ankle: [4, 8],
  knee: [6, 14],
  groin: [2, 4],
  calf: [2, 5],
  metatarsal: [8, 12],
  concussion: [1, 2],
  thigh: [3, 5],
};

export function planStories(league: GeneratedLeague, now: Date, rng: Rng): PlannedStory[] {
  const facts = new LeagueFacts(league, now);
  const windowStart = now.getTime() - NEWS_WINDOW_DAYS * 86_400_000;
  const inWindow = (date: Date) => date.getTime() >= windowStart && date.getTime() <= now.getTime() - 5 * 60_000;
  const recentFinished = league.fixtures.filter((f) => f.status === 'finished' && inWindow(f.kickoffAt));
  const stories: PlannedStory[] = [];
  const add = (story: Story, publishedAt: Date, teamIds: number[], fixtureId: number | null = null) => {
    if (inWindow(publishedAt)) stories.push({ story, publishedAt, teamIds, fixtureId });
  };

  // Match reports: the matches people talk about (goals, big clubs, late drama) are reported first.
  const reportRng = rng.fork('match-reports');
  const reported = weightedSample(reportRng, recentFinished, STORY_COUNTS['match-report'], (f) => {
    const goals = (f.homeScore ?? 0) + (f.awayScore ?? 0);
    const bigClubs = [f.homeTeamId, f.awayTeamId].filter((id) => facts.team(id).rating > 0.4).length;
    return 1 + goals * 0.6 + bigClubs * 1.5;
  });
  for (const fixture of reported) {
    add(
      { kind: 'match-report', match: facts.match(fixture) },
      minutesAfter(fixture.kickoffAt, reportRng.int(125, 200)),
      [fixture.homeTeamId, fixture.awayTeamId],
      fixture.id,
    );
  }

  // Round-ups: on the Monday morning after each complete round.
  const roundRng = rng.fork('round-ups');
  const completeRounds = [...new Set(recentFinished.map((f) => f.round))]
    .filter((round) => league.fixtures.filter((f) => f.round === round).every((f) => f.status === 'finished'))
    .sort((a, b) => b - a)
    .slice(0, STORY_COUNTS['round-up']);
  for (const round of completeRounds) {
    const matches = league.fixtures.filter((f) => f.round === round).map((f) => facts.match(f));
    const lastKickoff = Math.max(...matches.map((m) => m.kickoffAt.getTime()));
    const monday = addDays(calendarDateOf(new Date(lastKickoff)), 1);
    add(
      { kind: 'round-up', round, matches, table: facts.tableWithTeams(round) },
      zonedTimeToInstant(monday, roundRng.int(7, 9), roundRng.int(0, 59)),
      [],
    );
  }

  // Previews: a day or two before kick-off, for matches in the window or in the coming days.
  const previewRng = rng.fork('previews');
  const previewable = league.fixtures.filter(
    (f) =>
      f.kickoffAt.getTime() > windowStart + 3 * 86_400_000 &&
      f.kickoffAt.getTime() < now.getTime() + 7 * 86_400_000 &&
      !reported.includes(f),
  );
  for (const fixture of weightedSample(
    previewRng,
    previewable,
    STORY_COUNTS.preview * 2,
    (f) => 1 + (f.kickoffAt > now ? 4 : 0),
  )) {
    if (stories.filter((s) => s.story.kind === 'preview').length >= STORY_COUNTS.preview) break;
    const publishedAt = officeHours(previewRng, addDays(calendarDateOf(fixture.kickoffAt), -previewRng.int(1, 2)));
    add(
      { kind: 'preview', match: facts.upcoming(fixture) },
      publishedAt,
      [fixture.homeTeamId, fixture.awayTeamId],
      fixture.id,
    );
  }

  // Transfer rumours: in-form players of clubs below the top three attract bigger clubs.
  const transferRng = rng.fork('transfers');
  const sellers = league.players.filter(
    (p) => p.starter && p.position !== 'Goalkeeper' && facts.team(p.teamId).rating < 0.7,
  );
  const bigDutch = league.teams.filter((t) => t.rating >= 0.7);
  for (const player of weightedSample(transferRng, sellers, STORY_COUNTS.transfer, (p) => p.scoringWeight + 1)) {
    const domestic = transferRng.chance(0.35);
    const suitorTeam = domestic ? transferRng.pick(bigDutch) : undefined;
    const [suitor, suitorCountry] = suitorTeam ? [suitorTeam.name, 'NL'] : transferRng.pick(FOREIGN_SUITORS);
    const fee = transferRng.int(3, domestic ? 9 : 18) + transferRng.pick([0, 0.5]);
    add(
      {
        kind: 'transfer',
        player: facts.player(player),
        suitor,
        suitorCountry,
        fee,
        goals: facts.seasonGoals(player.id, now),
        contractYear: facts.seasonEndYear + transferRng.int(0, 2),
      },
      randomMoment(transferRng, windowStart, now.getTime()),
      [player.teamId],
    );
  }

  // Interviews: a scorer of a recent match, a day or two later.
  const interviewRng = rng.fork('interviews');
  const withScorers = recentFinished.filter((f) => f.goals.some((g) => g.type !== 'own-goal'));
  for (const fixture of interviewRng.sample(withScorers, STORY_COUNTS.interview)) {
    const scorerIds = fixture.goals.filter((g) => g.type !== 'own-goal').map((g) => g.playerId);
    const scorer = league.players.find((p) => p.id === interviewRng.pick(scorerIds));
    if (!scorer) continue;
    const publishedAt = officeHours(interviewRng, addDays(calendarDateOf(fixture.kickoffAt), interviewRng.int(1, 2)));
    add(
      {
        kind: 'interview',
        player: facts.player(scorer),
        match: facts.match(fixture),
        goalsInMatch: scorerIds.filter((id) => id === scorer.id).length,
        seasonGoals: facts.seasonGoals(scorer.id, publishedAt),
      },
      publishedAt,
      [scorer.teamId],
      fixture.id,
    );
  }

  // Injury news: the day after one of the club's matches.
  const injuryRng = rng.fork('injuries');
  for (const player of injuryRng.sample(
    league.players.filter((p) => p.starter && p.position !== 'Goalkeeper'),
    STORY_COUNTS.injury,
  )) {
    const played = recentFinished.filter((f) => f.homeTeamId === player.teamId || f.awayTeamId === player.teamId);
    if (played.length === 0) continue;
    const after = injuryRng.pick(played);
    const publishedAt = officeHours(injuryRng, addDays(calendarDateOf(after.kickoffAt), 1));
    const injury = injuryRng.pick(INJURIES);
    const [min, max] = INJURY_WEEKS[injury];
    const next = facts.nextFixture(player.teamId, publishedAt);
    add(
      {
        kind: 'injury',
        player: facts.player(player),
        injury,
        weeks: injuryRng.int(min, max),
        nextOpponent: next
          ? facts.teamFacts(next.homeTeamId === player.teamId ? next.awayTeamId : next.homeTeamId)
          : null,
        nextAtHome: next?.homeTeamId === player.teamId,
      },
      publishedAt,
      [player.teamId],
    );
  }

  // Fans, youth academy, supporters' clubs and opinion pieces: spread over the window.
  const communityRng = rng.fork('community');
  // Each variant and each fan at most once, so no two fan stories read alike.
  const fanVariants = communityRng.shuffle(['away-day', 'season-ticket', 'tifo', 'charity'] as const);
  const fans = communityRng.shuffle(FAN_FIRST_NAMES);
  communityRng.sample(league.teams, STORY_COUNTS['fan-story']).forEach((team, i) => {
    const variant = fanVariants[i % fanVariants.length] ?? 'tifo';
    add(
      {
        kind: 'fan-story',
        team: facts.teamFacts(team.id),
        variant,
        fanFirstName: fans[i % fans.length] ?? 'Henk',
        years: communityRng.int(18, 45),
        amount: communityRng.int(4, 30) * 500,
      },
      randomMoment(communityRng, windowStart, now.getTime()),
      [team.id],
    );
  });
  const youthVariants = communityRng.shuffle(['debut', 'contract', 'tournament'] as const);
  communityRng.sample(league.teams, STORY_COUNTS.youth).forEach((team, i) => {
    // The youngest outfield player: academy stories are about the next striker, not the third keeper.
    const youngest = league.players
      .filter((p) => p.teamId === team.id && p.position !== 'Goalkeeper')
      .sort((a, b) => b.dateOfBirth.localeCompare(a.dateOfBirth))[0];
    if (!youngest) return;
    add(
      {
        kind: 'youth',
        team: facts.teamFacts(team.id),
        player: facts.player(youngest),
        variant: youthVariants[i % youthVariants.length] ?? 'debut',
        contractYear: facts.seasonEndYear + communityRng.int(1, 3),
      },
      randomMoment(communityRng, windowStart, now.getTime()),
      [team.id],
    );
  });
  const clubVariants = communityRng.shuffle(['members-meeting', 'away-travel', 'membership', 'food-bank'] as const);
  communityRng.sample(league.teams, STORY_COUNTS['supporters-club']).forEach((team, i) => {
    add(
      {
        kind: 'supporters-club',
        team: facts.teamFacts(team.id),
        variant: clubVariants[i % clubVariants.length] ?? 'membership',
        members: Math.round(team.capacity * communityRng.int(15, 40)) / 100,
        buses: communityRng.int(4, 16),
        amount: communityRng.int(6, 40) * 250,
      },
      randomMoment(communityRng, windowStart, now.getTime()),
      [team.id],
    );
  });
  const opinionRng = rng.fork('opinion');
  const variants = ['title-race', 'scoring-charts', 'relegation'] as const;
  variants.slice(0, STORY_COUNTS.opinion).forEach((variant, i) => {
    const publishedAt = randomMoment(
      opinionRng,
      windowStart + (i * (now.getTime() - windowStart)) / 3,
      windowStart + ((i + 1) * (now.getTime() - windowStart)) / 3,
    );
    const round = facts.lastCompleteRound(publishedAt);
    add(
      {
        kind: 'opinion',
        variant,
        round,
        table: facts.tableWithTeams(round),
        scorers: facts.topScorers(publishedAt, 10),
      },
      publishedAt,
      [],
    );
  });

  return stories.sort((a, b) => a.publishedAt.getTime() - b.publishedAt.getTime());
}

function minutesAfter(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** Some time during a newsroom's day (08:00-19:59, Dutch time) on a calendar date. */
function officeHours(rng: Rng, day: string): Date {
  return zonedTimeToInstant(day, rng.int(8, 19), rng.int(0, 59));
}

/** A moment between two instants at a time of day when news is published (07:00-22:59, Dutch time). */
function randomMoment(rng: Rng, from: number, to: number): Date {
  const day = calendarDateOf(new Date(from + rng.float() * (to - from)));
  const moment = zonedTimeToInstant(day, rng.int(7, 22), rng.int(0, 59));
  return new Date(Math.min(Math.max(moment.getTime(), from), to - 10 * 60_000));
}

function weightedSample<T>(rng: Rng, items: readonly T[], count: number, weight: (item: T) => number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    const item = rng.weighted(pool, weight);
    chosen.push(item);
    pool.splice(pool.indexOf(item), 1);
  }
  return chosen;
}

/** Answers questions about the generated season as it stood at a given moment. */
class LeagueFacts {
  private readonly teams: Map<number, GeneratedTeam>;
  private readonly players: Map<number, GeneratedPlayer>;
  private readonly tables = new Map<number, StandingRow[]>();
  readonly seasonEndYear: number;

  constructor(
    private readonly league: GeneratedLeague,
    private readonly now: Date,
  ) {
    this.teams = new Map(league.teams.map((t) => [t.id, t]));
    this.players = new Map(league.players.map((p) => [p.id, p]));
    this.seasonEndYear = Number(league.league.season.slice(5, 9));
  }

  team(id: number): GeneratedTeam {
    const team = this.teams.get(id);
    if (!team) throw new Error(`Unknown team ${id}`);
    return team;
  }

  teamFacts(id: number): TeamFacts {
    const { name, shortName, city, cityNl, stadium, coach } = this.team(id);
    return { id, name, shortName, city, cityNl, stadium, coach };
  }

  player(player: GeneratedPlayer): PlayerFacts {
    const born = new Date(`${player.dateOfBirth}T12:00:00Z`);
    const age = Math.floor((this.now.getTime() - born.getTime()) / (365.25 * 86_400_000));
    return {
      id: player.id,
      name: player.displayName,
      surname: player.displayName === player.firstName ? player.firstName : player.lastName,
      position: player.position,
      nationality: player.nationality,
      age,
      shirtNumber: player.shirtNumber,
      team: this.teamFacts(player.teamId),
    };
  }

  /** The table after every match of rounds up to `round` that was played. */
  table(round: number): StandingRow[] {
    let rows = this.tables.get(round);
    if (!rows) {
      const played = this.league.fixtures.filter((f) => f.round <= round && f.status === 'finished');
      rows = computeStandings(
        this.league.teams.map((t) => t.id),
        played.map((f) => ({
          homeTeamId: f.homeTeamId,
          awayTeamId: f.awayTeamId,
          homeScore: f.homeScore ?? 0,
          awayScore: f.awayScore ?? 0,
          kickoffAt: f.kickoffAt,
        })),
      );
      this.tables.set(round, rows);
    }
    return rows;
  }

  tableWithTeams(round: number): (TableFacts & { team: TeamFacts })[] {
    return this.table(round).map((row) => ({ ...tableFacts(row), team: this.teamFacts(row.teamId) }));
  }

  private row(round: number, teamId: number): TableFacts {
    const row = this.table(round).find((r) => r.teamId === teamId);
    if (!row) throw new Error(`No table row for team ${teamId}`);
    return tableFacts(row);
  }

  nextFixture(teamId: number, after: Date): GeneratedFixture | undefined {
    return this.league.fixtures
      .filter((f) => (f.homeTeamId === teamId || f.awayTeamId === teamId) && f.kickoffAt > after)
      .sort((a, b) => a.kickoffAt.getTime() - b.kickoffAt.getTime())[0];
  }

  private opponentAfter(teamId: number, fixture: GeneratedFixture): TeamFacts | null {
    const next = this.nextFixture(teamId, fixture.kickoffAt);
    if (!next) return null;
    return this.teamFacts(next.homeTeamId === teamId ? next.awayTeamId : next.homeTeamId);
  }

  match(fixture: GeneratedFixture): MatchFacts {
    const home = this.team(fixture.homeTeamId);
    // Bigger clubs fill more of their ground; a deterministic share keeps both tenants' reports equal.
    const share = 0.82 + ((fixture.id * 7919) % 170) / 1000;
    return {
      fixtureId: fixture.id,
      round: fixture.round,
      home: this.teamFacts(fixture.homeTeamId),
      away: this.teamFacts(fixture.awayTeamId),
      homeScore: fixture.homeScore ?? 0,
      awayScore: fixture.awayScore ?? 0,
      kickoffAt: fixture.kickoffAt,
      attendance: Math.min(home.capacity, Math.round((home.capacity * share) / 10) * 10),
      goals: fixture.goals.map((goal) => {
        const scorer = this.players.get(goal.playerId);
        if (!scorer) throw new Error(`Unknown scorer ${goal.playerId}`);
        return {
          minute: goal.minute,
          extraMinute: goal.extraMinute,
          type: goal.type,
          side: goal.teamId === fixture.homeTeamId ? 'home' : 'away',
          scorer: this.player(scorer),
          homeScore: goal.homeScore,
          awayScore: goal.awayScore,
        };
      }),
      homeAfter: this.row(fixture.round, fixture.homeTeamId),
      awayAfter: this.row(fixture.round, fixture.awayTeamId),
      homeNext: this.opponentAfter(fixture.homeTeamId, fixture),
      awayNext: this.opponentAfter(fixture.awayTeamId, fixture),
    };
  }

  upcoming(fixture: GeneratedFixture): UpcomingFacts {
    const before = fixture.round - 1;
    const key = (teamId: number) => {
      const goals = this.topScorers(fixture.kickoffAt, 500).filter((s) => s.player.team.id === teamId);
      const best = goals[0];
      if (best) return { player: best.player, goals: best.goals };
      const striker = this.league.players.find((p) => p.teamId === teamId && p.position === 'Attacker' && p.starter);
      if (!striker) throw new Error(`Team ${teamId} has no striker`);
      return { player: this.player(striker), goals: 0 };
    };
    const homeKey = key(fixture.homeTeamId);
    const awayKey = key(fixture.awayTeamId);
    return {
      fixtureId: fixture.id,
      round: fixture.round,
      home: this.teamFacts(fixture.homeTeamId),
      away: this.teamFacts(fixture.awayTeamId),
      kickoffAt: fixture.kickoffAt,
      homeBefore: this.row(before, fixture.homeTeamId),
      awayBefore: this.row(before, fixture.awayTeamId),
      homeKeyPlayer: homeKey.player,
      awayKeyPlayer: awayKey.player,
      homeKeyGoals: homeKey.goals,
      awayKeyGoals: awayKey.goals,
    };
  }

  seasonGoals(playerId: number, until: Date): number {
    return this.league.fixtures
      .filter((f) => f.status === 'finished' && f.kickoffAt < until)
      .flatMap((f) => f.goals)
      .filter((g) => g.playerId === playerId && g.type !== 'own-goal').length;
  }

  topScorers(until: Date, limit: number): ScorerFacts[] {
    const goals = this.league.fixtures
      .filter((f) => f.status === 'finished' && f.kickoffAt < until)
      .flatMap((f) => f.goals);
    return computeTopScorers(goals, limit).flatMap((row) => {
      const player = this.players.get(row.playerId);
      return player ? [{ player: this.player(player), goals: row.goals, penalties: row.penalties }] : [];
    });
  }

  lastCompleteRound(at: Date): number {
    let round = 0;
    for (let r = 1; r <= 34; r++) {
      const fixtures = this.league.fixtures.filter((f) => f.round === r);
      if (fixtures.every((f) => f.status === 'finished' && f.kickoffAt.getTime() + 2 * 3_600_000 < at.getTime()))
        round = r;
    }
    return round;
  }
}

function tableFacts(row: StandingRow): TableFacts {
  return {
    position: row.position,
    points: row.points,
    played: row.played,
    goalDifference: row.goalDifference,
    form: row.form,
  };
}
