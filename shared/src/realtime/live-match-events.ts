import * as v from 'valibot';

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
export const liveFixturePayloadSchema = v.object({ time: v.union([v.number(), v.string()]), score: v.string() });

/**
 * Kick-off, half time, the second half and full time. `status` and `phase` are read as strings, so a
 * state added later shows instead of breaking the page (decision 0009).
 */
export const matchStatusPayloadSchema = v.object({
  fixtureId: v.number(),
  status: v.string(),
  phase: v.string(),
  minute: v.number(),
  stoppageMinute: v.nullable(v.number()),
  score: v.string(),
});

export const matchEventTypes = ['goal', 'penalty', 'own_goal', 'yellow_card', 'red_card', 'substitution'] as const;

/** A stored match event with its players' names; `score` is the score after it. */
export const matchEventPayloadSchema = v.object({
  fixtureId: v.number(),
  sequence: v.number(),
  type: v.picklist(matchEventTypes),
  side: v.picklist(['home', 'away']),
  teamId: v.number(),
  playerId: v.nullable(v.number()),
  playerName: v.nullable(v.string()),
  secondPlayerId: v.nullable(v.number()),
  secondPlayerName: v.nullable(v.string()),
  minute: v.number(),
  stoppageMinute: v.nullable(v.number()),
  score: v.string(),
});

const sideStatisticsSchema = v.object({
  possession: v.number(),
  shots: v.number(),
  shotsOnTarget: v.number(),
  corners: v.number(),
  fouls: v.number(),
});
export const matchStatisticsPayloadSchema = v.object({
  fixtureId: v.number(),
  home: sideStatisticsSchema,
  away: sideStatisticsSchema,
});

export type LiveFixturePayload = v.InferOutput<typeof liveFixturePayloadSchema>;
export type MatchStatusPayload = v.InferOutput<typeof matchStatusPayloadSchema>;
export type MatchEventPayload = v.InferOutput<typeof matchEventPayloadSchema>;
export type MatchStatisticsPayload = v.InferOutput<typeof matchStatisticsPayloadSchema>;
