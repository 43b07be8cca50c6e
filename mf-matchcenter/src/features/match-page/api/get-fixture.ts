import useSWR from 'swr';
import { z } from 'zod/mini';
import { useApiClient, type AcceptsApi, type ApiClient, type ApiSchemas } from '@tribune/shared';

/** The event kinds of a match (spec 000 §3 "Fixture" events, plus cards and substitutions). */
export const matchEventTypes = ['goal', 'penalty', 'own-goal', 'yellow-card', 'red-card', 'substitution'] as const;
export type MatchEventType = (typeof matchEventTypes)[number];

const side = z.enum(['home', 'away']);
export type Side = z.infer<typeof side>;

export const matchEventSchema = z.object({
  /** 1, 2, … in match order; a live MatchEvent carries the same number, so none is shown twice. */
  sequence: z.number(),
  type: z.enum(matchEventTypes),
  minute: z.number(),
  extraMinute: z.nullable(z.number()),
  team: side,
  teamId: z.number(),
  playerId: z.nullable(z.number()),
  playerName: z.nullable(z.string()),
  /** The assist of a goal, or the player going off. */
  relatedPlayerId: z.nullable(z.number()),
  relatedPlayerName: z.nullable(z.string()),
  result: z.string(),
});
export type MatchEvent = z.infer<typeof matchEventSchema>;
// Contract checks stay unexported: tsc checks an unused type all the same, so an API change still fails it.
type _MatchEventFollowsTheApi = AcceptsApi<z.input<typeof matchEventSchema>, ApiSchemas['FixtureDetailEvent']>;

export const timelineMarkSchema = z.object({
  kind: z.enum(['kick-off', 'half-time', 'full-time', 'goal', 'card', 'substitution']),
  minute: z.number(),
  extraMinute: z.nullable(z.number()),
  team: z.nullable(side),
  sequence: z.nullable(z.number()),
});
export type TimelineMark = z.infer<typeof timelineMarkSchema>;

const lineupPlayerSchema = z.object({
  playerId: z.number(),
  name: z.string(),
  shirtNumber: z.nullable(z.number()),
  /** GK, DEF, MF, ST (spec 000 §2). */
  positionCode: z.string(),
});

const sideLineupSchema = z.object({
  teamId: z.number(),
  formation: z.nullable(z.string()),
  starting: z.array(lineupPlayerSchema),
  bench: z.array(lineupPlayerSchema),
});

const sideStatsSchema = z.object({
  possession: z.number(),
  shots: z.number(),
  shotsOnTarget: z.number(),
  corners: z.number(),
  fouls: z.number(),
});
export const matchStatsSchema = z.object({ home: sideStatsSchema, away: sideStatsSchema });
export type MatchStats = z.infer<typeof matchStatsSchema>;

/** GET /ajax/matchcenter/fixture/{id}: one match with what its page shows (MC-12). */
export const matchSchema = z.object({
  id: z.number(),
  /** Read as a string, like the fixture lists: a new state shows instead of breaking the page. */
  status: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamId: z.number(),
  awayTeamId: z.number(),
  homeTeamLogo: z.string(),
  awayTeamLogo: z.string(),
  score: z.nullable(z.string()),
  date: z.string(),
  dateStr: z.string(),
  hasStarted: z.boolean(),
  /** The live minute; `extraMinute` is the stoppage minute (45+2). */
  time: z.nullable(z.number()),
  extraMinute: z.nullable(z.number()),
  league: z.object({ slug: z.string(), name: z.string() }),
  venue: z.object({ name: z.string(), city: z.string() }),
  events: z.array(matchEventSchema),
  timeline: z.array(timelineMarkSchema),
  lineup: z.nullable(z.object({ derived: z.boolean(), home: sideLineupSchema, away: sideLineupSchema })),
  stats: z.nullable(matchStatsSchema),
});
export type Match = z.infer<typeof matchSchema>;

const matchResponseSchema = z.object({ data: matchSchema });

export function matchKey(fixtureId: number) {
  return ['matchcenter/match', fixtureId] as const;
}

export async function getFixture(client: ApiClient, fixtureId: number): Promise<Match> {
  const response = await client.request(`/ajax/matchcenter/fixture/${fixtureId}`, matchResponseSchema);
  return response.data;
}

/** The match, shared by the page's parts through SWR; live events write into the same entry. */
export function useFixture(fixtureId: number) {
  const client = useApiClient();
  return useSWR(matchKey(fixtureId), ([, id]) => getFixture(client, id));
}
