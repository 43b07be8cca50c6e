import { z } from 'zod';
import { fixtureSchema, toFixtureView } from '../fixture-view';
import { type MatchEventType, type MatchSide } from '../schema';
import { sideStatisticsSchema, type MatchStatisticsSnapshot } from '../simulator/match-plan';
import type {
  DetailEventRecord,
  FixtureDetailRecord,
  SimulationRecord,
  SquadPlayerRecord,
} from './fixture-detail-repository';
import { deriveLineups, formationOf, type LineupIds } from './lineups';

/**
 * The event types of the match page, in the spelling of the fixture's goal list ('own-goal'): the
 * simulator's `own_goal`, `yellow_card` and `red_card` get hyphens here (the live `MatchEvent` keeps
 * the stored spelling, docs/contracts.md "Live matches").
 */
export const detailEventTypes = ['goal', 'penalty', 'own-goal', 'yellow-card', 'red-card', 'substitution'] as const;
type DetailEventType = (typeof detailEventTypes)[number];

const eventTypeOf: Record<MatchEventType, DetailEventType> = {
  goal: 'goal',
  penalty: 'penalty',
  own_goal: 'own-goal',
  yellow_card: 'yellow-card',
  red_card: 'red-card',
  substitution: 'substitution',
};

const side = z.enum(['home', 'away']);

const fixtureDetailEventSchema = z
  .object({
    sequence: z.number().int().describe("The event's place in the match (1, 2, …); MatchEvent's `sequence`"),
    type: z.enum(detailEventTypes),
    minute: z.number().int(),
    extraMinute: z.number().int().nullable().describe('Stoppage time: 45+2 is minute 45, extraMinute 2'),
    team: side.describe('The side the event counts for (for an own goal, the side that gets the goal)'),
    teamId: z.number().int(),
    playerId: z.number().int().nullable().describe('Scorer, booked player, or the player coming on'),
    playerName: z.string().nullable(),
    relatedPlayerId: z.number().int().nullable().describe('The assist of a goal, or the player going off'),
    relatedPlayerName: z.string().nullable(),
    result: z.string().describe("Score after the event, 'h-a'"),
  })
  .meta({ id: 'FixtureDetailEvent' });

const timelineMarkSchema = z
  .object({
    kind: z.enum(['kick-off', 'half-time', 'full-time', 'goal', 'card', 'substitution']),
    minute: z.number().int(),
    extraMinute: z.number().int().nullable(),
    team: side.nullable().describe('null for the periods'),
    sequence: z.number().int().nullable().describe("The event's sequence; null for the periods"),
  })
  .meta({ id: 'TimelineMark' });

const positionCodes = { Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MF', Attacker: 'ST' } as const;

export const lineupPlayerSchema = z.object({
  playerId: z.number().int(),
  name: z.string(),
  shirtNumber: z.number().int().nullable(),
  position: z.enum(['Goalkeeper', 'Defender', 'Midfielder', 'Attacker']),
  positionCode: z.enum(['GK', 'DEF', 'MF', 'ST']).describe('Abbreviated as the spec does'),
  imagePath: z.string().nullable(),
});

const sideLineupSchema = z.object({
  teamId: z.number().int(),
  formation: z.string().nullable().describe("'4-3-3': defenders-midfielders-attackers of the starting XI"),
  starting: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});

const fixtureLineupSchema = z
  .object({
    derived: z
      .boolean()
      .describe('true for a result with no recorded line-ups: the line-ups follow from the squads and the scorers'),
    home: sideLineupSchema,
    away: sideLineupSchema,
  })
  .meta({ id: 'FixtureLineup' });

const fixtureStatsSchema = z
  .object({ home: sideStatisticsSchema, away: sideStatisticsSchema })
  .meta({ id: 'FixtureStats' });

/** A fixture with everything its page shows (spec 000 §3 "Fixture": events, timeline, lineup, stats). */
export const fixtureDetailSchema = fixtureSchema
  .omit({ events: true })
  .extend({
    league: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
    venue: z.object({ name: z.string(), city: z.string() }),
    extraMinute: z.number().int().nullable().describe('Stoppage minute of a live match (45+2: time 45, extraMinute 2)'),
    events: z.array(fixtureDetailEventSchema).describe('Goals, cards and substitutions in match order'),
    timeline: z.array(timelineMarkSchema).describe('Periods and events in match order'),
    lineup: fixtureLineupSchema.nullable().describe('null before kick-off (line-ups not announced)'),
    stats: fixtureStatsSchema.nullable().describe('null when unknown (a result with no recorded statistics)'),
  })
  .meta({ id: 'FixtureDetail' });

export type FixtureDetailView = z.infer<typeof fixtureDetailSchema>;
type LineupPlayerView = z.infer<typeof lineupPlayerSchema>;

interface FixtureDetailInput {
  fixture: FixtureDetailRecord;
  events: readonly DetailEventRecord[];
  squads: readonly SquadPlayerRecord[];
  simulation: SimulationRecord | undefined;
  statistics: MatchStatisticsSnapshot | undefined;
  language: 'en' | 'nl';
}

const timelineKind: Record<MatchEventType, 'goal' | 'card' | 'substitution'> = {
  goal: 'goal',
  penalty: 'goal',
  own_goal: 'goal',
  yellow_card: 'card',
  red_card: 'card',
  substitution: 'substitution',
};

function lineupsOf(input: FixtureDetailInput): { ids: LineupIds; derived: boolean } | null {
  const { fixture, simulation } = input;
  if (simulation?.lineups) return { ids: simulation.lineups, derived: false };
  // A match nobody played here and that is over (the seeded results): what the squads say.
  if (fixture.status !== 'finished') return null;
  const ids = deriveLineups(fixture.id, { home: fixture.home.id, away: fixture.away.id }, input.squads, input.events);
  return ids ? { ids, derived: true } : null;
}

function timelineOf(input: FixtureDetailInput): z.infer<typeof timelineMarkSchema>[] {
  const { fixture, events, simulation } = input;
  if (!['live', 'half-time', 'finished'].includes(fixture.status)) return [];
  const period = (kind: 'kick-off' | 'half-time' | 'full-time', minute: number) => ({
    kind,
    minute,
    extraMinute: null,
    team: null,
    sequence: null,
  });
  const marks: z.infer<typeof timelineMarkSchema>[] = [period('kick-off', 0)];
  const firstHalf = events.filter((e) => e.minute <= 45);
  const secondHalf = events.filter((e) => e.minute > 45);
  const mark = (e: DetailEventRecord) => ({
    kind: timelineKind[e.type],
    minute: e.minute,
    extraMinute: e.stoppageMinute,
    team: e.side,
    sequence: e.sequence,
  });
  marks.push(...firstHalf.map(mark));
  const clock = simulation?.minute ?? fixture.minute ?? 0;
  const pastHalfTime =
    fixture.status === 'half-time' || fixture.status === 'finished' || clock > 45 || secondHalf.length > 0;
  if (pastHalfTime) marks.push(period('half-time', 45));
  marks.push(...secondHalf.map(mark));
  if (fixture.status === 'finished') marks.push(period('full-time', 90));
  return marks;
}

/** The fixture's page data from what the repository read (get-fixture.ts). */
export function toFixtureDetailView(input: FixtureDetailInput): FixtureDetailView {
  const { fixture, events, squads, simulation, statistics, language } = input;
  const byId = new Map(squads.map((p) => [p.id, p]));
  const nameOf = (id: number | null) => (id === null ? null : (byId.get(id)?.commonName ?? null));
  const { events: _goals, ...base } = toFixtureView(fixture, [], language);
  const live = fixture.status === 'live';

  const lineups = lineupsOf(input);
  const sideView = (which: MatchSide, ids: LineupIds) => {
    const player = (playerId: number): LineupPlayerView[] => {
      const p = byId.get(playerId);
      return p
        ? [
            {
              playerId: p.id,
              name: p.commonName,
              shirtNumber: p.shirtNumber,
              position: p.position,
              positionCode: positionCodes[p.position],
              imagePath: p.imagePath,
            },
          ]
        : [];
    };
    const starting = ids[which].starting.flatMap(player);
    return {
      teamId: which === 'home' ? fixture.home.id : fixture.away.id,
      formation: formationOf(starting),
      starting,
      bench: ids[which].bench.flatMap(player),
    };
  };

  return {
    ...base,
    league: fixture.league,
    venue: fixture.venue,
    extraMinute: live ? (simulation?.stoppageMinute ?? null) : null,
    events: events.map((e) => ({
      sequence: e.sequence,
      type: eventTypeOf[e.type],
      minute: e.minute,
      extraMinute: e.stoppageMinute,
      team: e.side,
      teamId: e.teamId,
      playerId: e.playerId,
      playerName: nameOf(e.playerId),
      relatedPlayerId: e.secondPlayerId,
      relatedPlayerName: nameOf(e.secondPlayerId),
      result: `${e.homeScore}-${e.awayScore}`,
    })),
    timeline: timelineOf(input),
    lineup: lineups
      ? { derived: lineups.derived, home: sideView('home', lineups.ids), away: sideView('away', lineups.ids) }
      : null,
    stats: statistics ?? null,
  };
}
