import type { FixtureEventType, FixtureStatus } from '../schema';
import type {
  PlayerPosition,
  ProviderFixture,
  ProviderGoal,
  ProviderLeague,
  ProviderPlayer,
  ProviderTeam,
} from './football-data-provider';
import type { SmEvent, SmFixture, SmLeague, SmPlayer, SmTeam } from './sportmonks-schemas';

/*
 * SportMonks v3 records in our terms. Their ids become our ids. Enumerations are read by their
 * `developer_name` where the answer carries one (states, event types), since the numeric ids of
 * third-party SDKs disagree with the official tables; the documented ids are only the fallback.
 */

/**
 * Fixture states (docs "States"). What is not listed maps to null: the sync keeps the stored status,
 * so an unknown state never invents a result, a live match or a cancellation.
 */
const STATES: Readonly<Record<string, FixtureStatus>> = {
  NS: 'scheduled',
  TBA: 'scheduled',
  DELAYED: 'scheduled',
  INPLAY_1ST_HALF: 'live',
  INPLAY_2ND_HALF: 'live',
  INPLAY_ET: 'live',
  INPLAY_ET_2ND_HALF: 'live',
  INPLAY_PENALTIES: 'live',
  BREAK: 'live',
  EXTRA_TIME_BREAK: 'live',
  PEN_BREAK: 'live',
  INTERRUPTED: 'live',
  LIVE: 'live',
  HT: 'half-time',
  FT: 'finished',
  AET: 'finished',
  FT_PEN: 'finished',
  AWARDED: 'finished',
  POSTPONED: 'postponed',
  SUSPENDED: 'postponed',
  CANCELLED: 'cancelled',
  ABANDONED: 'cancelled',
  DELETED: 'cancelled',
};

/** The official state ids (docs "States"), used only when the answer lacks the `state` include. */
const STATE_IDS: Readonly<Record<number, string>> = {
  1: 'NS',
  2: 'INPLAY_1ST_HALF',
  3: 'HT',
  4: 'BREAK',
  5: 'FT',
  6: 'INPLAY_ET',
  7: 'AET',
  8: 'FT_PEN',
  9: 'INPLAY_PENALTIES',
  10: 'POSTPONED',
  11: 'SUSPENDED',
  12: 'CANCELLED',
  13: 'TBA',
  14: 'INTERRUPTED',
  15: 'ABANDONED',
  16: 'DELAYED',
  17: 'AWARDED',
  22: 'INPLAY_2ND_HALF',
};

function mapState(developerName: string | undefined): FixtureStatus | null {
  if (developerName === undefined) return null;
  return STATES[developerName.toUpperCase()] ?? null;
}

function stateName(fixture: Pick<SmFixture, 'state' | 'state_id'>): string | undefined {
  return fixture.state?.developer_name ?? STATE_IDS[fixture.state_id];
}

/** Event types that are goals (docs "Event types": 14 GOAL, 15 OWNGOAL, 16 PENALTY). */
const GOAL_TYPES: Readonly<Record<string, FixtureEventType>> = {
  GOAL: 'goal',
  OWNGOAL: 'own-goal',
  PENALTY: 'penalty',
};
const GOAL_TYPE_IDS: Readonly<Record<number, string>> = { 14: 'GOAL', 15: 'OWNGOAL', 16: 'PENALTY' };

/** Basic positions (docs "Position types": 24–27; 28 is "Unknown"). */
const POSITIONS: Readonly<Record<number, PlayerPosition>> = {
  24: 'Goalkeeper',
  25: 'Defender',
  26: 'Midfielder',
  27: 'Attacker',
};

/** Our slugs: lower-case ASCII words joined by hyphens ("Go Ahead Eagles" → `go-ahead-eagles`). */
function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'club' : slug.slice(0, 60);
}

export function mapLeague(league: SmLeague, seasonName: string): ProviderLeague {
  return {
    id: league.id,
    slug: slugify(league.name),
    name: league.name,
    country: league.country?.name ?? '',
    season: seasonName,
  };
}

/** Neutral club colours: SportMonks teams carry none, and the front end needs two. */
const DEFAULT_COLORS = { primaryColor: '#1f2937', secondaryColor: '#ffffff' } as const;

export function mapTeam(team: SmTeam, leagueId: number): ProviderTeam {
  return {
    id: team.id,
    leagueId,
    slug: slugify(team.name),
    name: team.name,
    shortName: team.name,
    code: (team.short_code ?? team.name.replace(/[^A-Za-z]/g, '').slice(0, 3)).toUpperCase(),
    city: team.venue?.city_name ?? '',
    stadium: team.venue?.name ?? '',
    founded: team.founded ?? null,
    ...DEFAULT_COLORS,
    logoPath: team.image_path ?? '',
    coach: null,
    attack: null,
    defence: null,
  };
}

/** The squad of a team (its `players` include); entries without the nested player are skipped. */
export function mapSquad(team: SmTeam): ProviderPlayer[] {
  return (team.players ?? []).flatMap((entry) =>
    entry.player ? [mapPlayer(entry.player, team.id, entry.position_id, entry.jersey_number)] : [],
  );
}

function mapPlayer(
  player: SmPlayer,
  teamId: number,
  squadPosition: number | null | undefined,
  jerseyNumber: number | null | undefined,
): ProviderPlayer {
  const firstName = player.firstname ?? '';
  const lastName = player.lastname ?? player.name ?? '';
  const displayName = player.display_name ?? player.name ?? `${firstName} ${lastName}`.trim();
  return {
    id: player.id,
    teamId,
    firstName,
    lastName,
    commonName: player.common_name ?? displayName,
    displayName,
    nationality: player.nationality?.name ?? '',
    // "Unknown" (28) or missing: the squad lists them with the midfielders, the broadest group.
    position: POSITIONS[squadPosition ?? player.position_id ?? 0] ?? POSITIONS[player.position_id ?? 0] ?? 'Midfielder',
    shirtNumber: jerseyNumber ?? null,
    dateOfBirth: player.date_of_birth ?? null,
    imagePath: player.image_path ?? null,
  };
}

interface FixtureContext {
  /** Season name (`2026/2027`) when the fixture's answer lacks the `season` include. */
  seasonName: string;
  /** Round numbers by SportMonks round id, for rounds whose name is not a number. */
  roundNumbers: ReadonlyMap<number, number>;
}

/** "2026-08-14 18:00:00" (UTC, the API's default time zone) or the unix timestamp. */
function kickoffOf(fixture: Pick<SmFixture, 'starting_at' | 'starting_at_timestamp'>): Date | undefined {
  if (fixture.starting_at_timestamp !== null && fixture.starting_at_timestamp !== undefined) {
    return new Date(fixture.starting_at_timestamp * 1000);
  }
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(fixture.starting_at ?? '');
  if (!match) return undefined;
  const date = new Date(`${match[1]}T${match[2]}Z`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Round numbers of a season: the round's name when it is a number ("1"…"34"), else its order. */
export function roundNumbersOf(fixtures: SmFixture[]): Map<number, number> {
  const ids = [...new Set(fixtures.flatMap((f) => (f.round_id ? [f.round_id] : [])))].sort((a, b) => a - b);
  const numbers = new Map<number, number>();
  ids.forEach((roundId, index) => numbers.set(roundId, index + 1));
  for (const fixture of fixtures) {
    const named = Number(fixture.round?.name);
    if (fixture.round && Number.isInteger(named) && named > 0) numbers.set(fixture.round.id, named);
  }
  return numbers;
}

/**
 * One fixture, or undefined when it cannot be shown: no home and away participant (a placeholder
 * of a draw still to be made) or no kick-off time.
 */
export function mapFixture(fixture: SmFixture, context: FixtureContext): ProviderFixture | undefined {
  const home = fixture.participants.find((p) => p.meta.location === 'home');
  const away = fixture.participants.find((p) => p.meta.location === 'away');
  const kickoffAt = kickoffOf(fixture);
  if (!home || !away || home.id === away.id || kickoffAt === undefined) return undefined;
  const status = mapState(stateName(fixture));
  const current = (side: 'home' | 'away') =>
    fixture.scores.find((s) => s.description === 'CURRENT' && s.score.participant === side)?.score.goals;
  const homeCurrent = current('home');
  const awayCurrent = current('away');
  const hasScore = homeCurrent !== undefined || awayCurrent !== undefined;
  const playing = status === 'live' || status === 'half-time';
  const round = fixture.round_id ? (context.roundNumbers.get(fixture.round_id) ?? 0) : 0;
  return {
    id: fixture.id,
    leagueId: fixture.league_id,
    season: fixture.season?.name ?? context.seasonName,
    round,
    homeTeamId: home.id,
    awayTeamId: away.id,
    kickoffAt,
    status,
    minute: playing ? liveMinute(fixture) : null,
    // A match that has not started has no score, whatever zeros the source sends.
    homeScore: hasScore && status !== 'scheduled' ? (homeCurrent ?? 0) : null,
    awayScore: hasScore && status !== 'scheduled' ? (awayCurrent ?? 0) : null,
    goals: mapGoals(fixture.events, home.id, away.id),
  };
}

/** The ticking period's minute (docs "Periods"); at half time the first half's last minute. */
function liveMinute(fixture: SmFixture): number | null {
  const ticking = fixture.periods.find((p) => p.ticking === true);
  if (ticking?.minutes !== null && ticking?.minutes !== undefined) return ticking.minutes;
  const minutes = fixture.periods.flatMap((p) => (p.minutes === null || p.minutes === undefined ? [] : [p.minutes]));
  return minutes.length > 0 ? Math.max(...minutes) : null;
}

function goalType(event: SmEvent): FixtureEventType | undefined {
  const name = event.type?.developer_name ?? GOAL_TYPE_IDS[event.type_id];
  return name === undefined ? undefined : GOAL_TYPES[name.toUpperCase()];
}

/**
 * Goals in match order with the score after each. The side a goal counts for is read from the
 * event's `result` ("2-1") where the score moved; without one, a goal counts for the event's
 * participant and an own goal for the other side.
 */
function mapGoals(events: SmEvent[], homeTeamId: number, awayTeamId: number): ProviderGoal[] {
  const goals = events
    .flatMap((event) => {
      const type = goalType(event);
      return type === undefined || event.minute === null || event.minute === undefined ? [] : [{ event, type }];
    })
    .sort(
      (a, b) =>
        (a.event.minute ?? 0) - (b.event.minute ?? 0) ||
        (a.event.extra_minute ?? 0) - (b.event.extra_minute ?? 0) ||
        (a.event.sort_order ?? 0) - (b.event.sort_order ?? 0) ||
        a.event.id - b.event.id,
    );
  let home = 0;
  let away = 0;
  return goals.map(({ event, type }) => {
    const result = /^(\d+)\s*-\s*(\d+)$/.exec(event.result ?? '');
    let side: 'home' | 'away';
    if (result && Number(result[1]) > home) side = 'home';
    else if (result && Number(result[2]) > away) side = 'away';
    else {
      const forParticipant = event.participant_id === awayTeamId ? 'away' : 'home';
      side = type === 'own-goal' ? (forParticipant === 'home' ? 'away' : 'home') : forParticipant;
    }
    if (side === 'home') home++;
    else away++;
    return {
      id: event.id,
      type,
      minute: event.minute ?? 0,
      extraMinute: event.extra_minute ?? null,
      teamId: side === 'home' ? homeTeamId : awayTeamId,
      playerId: event.player_id ?? null,
      homeScore: home,
      awayScore: away,
    };
  });
}
