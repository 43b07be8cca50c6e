import { z } from 'zod/mini';

/**
 * The real-time events of a match on its public channel `fixture-{id}` (MC-03, MC-12; docs/contracts.md
 * "Live matches"), written once for every part that listens (issue 32): the match centre's match page
 * and fixture rows, the prediction game's live score. The API's simulator sends them
 * (api/src/modules/matchcenter/simulator/live-events.ts); live-match-events.test.ts checks these
 * names and schemas against it. Payloads are outside data: a part validates each with these schemas
 * and ignores one that does not match.
 */
export const liveMatchEvents = {
  matchStatus: 'MatchStatus',
  matchEvent: 'MatchEvent',
  liveFixture: 'LiveFixture',
  matchStatistics: 'MatchStatistics',
} as const;

export function fixtureChannel(fixtureId: number): string {
  return `fixture-${fixtureId}`;
}

/** Spec 000 §7: `{time, score: 'h-a'}`; `time` a minute, or '45+2' in stoppage time. */
export const liveFixturePayloadSchema = z.object({ time: z.union([z.number(), z.string()]), score: z.string() });

/**
 * Kick-off, half time, the second half and full time. `status` and `phase` are read as strings, so a
 * state added later shows instead of breaking the page (decision 0009).
 */
export const matchStatusPayloadSchema = z.object({
  fixtureId: z.number(),
  status: z.string(),
  phase: z.string(),
  minute: z.number(),
  stoppageMinute: z.nullable(z.number()),
  score: z.string(),
});

export const matchEventTypes = ['goal', 'penalty', 'own_goal', 'yellow_card', 'red_card', 'substitution'] as const;

/** A stored match event with its players' names; `score` is the score after it. */
export const matchEventPayloadSchema = z.object({
  fixtureId: z.number(),
  sequence: z.number(),
  type: z.enum(matchEventTypes),
  side: z.enum(['home', 'away']),
  teamId: z.number(),
  playerId: z.nullable(z.number()),
  playerName: z.nullable(z.string()),
  secondPlayerId: z.nullable(z.number()),
  secondPlayerName: z.nullable(z.string()),
  minute: z.number(),
  stoppageMinute: z.nullable(z.number()),
  score: z.string(),
});

const sideStatisticsSchema = z.object({
  possession: z.number(),
  shots: z.number(),
  shotsOnTarget: z.number(),
  corners: z.number(),
  fouls: z.number(),
});
export const matchStatisticsPayloadSchema = z.object({
  fixtureId: z.number(),
  home: sideStatisticsSchema,
  away: sideStatisticsSchema,
});

export type LiveFixturePayload = z.infer<typeof liveFixturePayloadSchema>;
export type MatchStatusPayload = z.infer<typeof matchStatusPayloadSchema>;
export type MatchEventPayload = z.infer<typeof matchEventPayloadSchema>;
export type MatchStatisticsPayload = z.infer<typeof matchStatisticsPayloadSchema>;
