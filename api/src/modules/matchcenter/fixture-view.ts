import { z } from 'zod';
import { LEAGUE_TIME_ZONE } from '../../lib/league-time';
import { fixtureEventTypes, fixtureStatuses, type FixtureEventType, type FixtureStatus } from './schema';

/** A goal, penalty or own goal of a fixture (spec 000 §3 Fixture "events"). */
const fixtureEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(fixtureEventTypes),
  minute: z.number().int(),
  extraMinute: z.number().int().nullable().describe('Stoppage time: 45+2 is minute 45, extraMinute 2'),
  team: z.enum(['home', 'away']).describe('The side the goal counts for'),
  teamId: z.number().int(),
  playerId: z.number().int().nullable(),
  playerName: z.string().nullable(),
  result: z.string().describe("Score after the event, 'h-a'"),
});

/** A fixture as the match-centre endpoints send it (spec 000 §3 "Fixture"). */
export const fixtureSchema = z
  .object({
    id: z.number().int(),
    leagueId: z.number().int(),
    round: z.number().int(),
    status: z.enum(fixtureStatuses).describe("'live' makes the client subscribe to channel fixture-{id}"),
    homeTeam: z.string(),
    awayTeam: z.string(),
    homeTeamId: z.number().int(),
    awayTeamId: z.number().int(),
    homeTeamLogo: z.string(),
    awayTeamLogo: z.string(),
    score: z.string().nullable().describe("'h-a'; null before kick-off"),
    date: z.string().describe('Kick-off, ISO 8601'),
    dateStr: z.string().describe("Kick-off in the tenant's language and Dutch time"),
    hasStarted: z.boolean(),
    time: z.number().int().nullable().describe('Live minute while the match is played'),
    events: z.array(fixtureEventSchema),
  })
  .meta({ id: 'Fixture' });

type FixtureView = z.infer<typeof fixtureSchema>;

export interface TeamRecord {
  id: number;
  name: string;
  shortName: string;
  logoPath: string;
}

export interface FixtureRecord {
  id: number;
  leagueId: number;
  round: number;
  status: FixtureStatus;
  minute: number | null;
  homeScore: number | null;
  awayScore: number | null;
  kickoffAt: Date;
  home: TeamRecord;
  away: TeamRecord;
}

export interface EventRecord {
  id: number;
  fixtureId: number;
  type: FixtureEventType;
  minute: number;
  extraMinute: number | null;
  teamId: number;
  playerId: number | null;
  playerName: string | null;
  homeScore: number;
  awayScore: number;
}

const STARTED: ReadonlySet<FixtureStatus> = new Set(['live', 'half-time', 'finished']);

const dateFormats = {
  en: new Intl.DateTimeFormat('en-GB', {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
  nl: new Intl.DateTimeFormat('nl-NL', {
    timeZone: LEAGUE_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }),
};

export function toFixtureView(fixture: FixtureRecord, events: EventRecord[], language: 'en' | 'nl'): FixtureView {
  const hasStarted = STARTED.has(fixture.status);
  return {
    id: fixture.id,
    leagueId: fixture.leagueId,
    round: fixture.round,
    status: fixture.status,
    homeTeam: fixture.home.name,
    awayTeam: fixture.away.name,
    homeTeamId: fixture.home.id,
    awayTeamId: fixture.away.id,
    homeTeamLogo: fixture.home.logoPath,
    awayTeamLogo: fixture.away.logoPath,
    score:
      hasStarted && fixture.homeScore !== null && fixture.awayScore !== null
        ? `${fixture.homeScore}-${fixture.awayScore}`
        : null,
    date: fixture.kickoffAt.toISOString(),
    dateStr: dateFormats[language].format(fixture.kickoffAt),
    hasStarted,
    time: fixture.status === 'live' ? fixture.minute : null,
    events: events
      .filter((event) => event.fixtureId === fixture.id)
      .map((event) => ({
        id: event.id,
        type: event.type,
        minute: event.minute,
        extraMinute: event.extraMinute,
        team: event.teamId === fixture.home.id ? ('home' as const) : ('away' as const),
        teamId: event.teamId,
        playerId: event.playerId,
        playerName: event.playerName,
        result: `${event.homeScore}-${event.awayScore}`,
      })),
  };
}
