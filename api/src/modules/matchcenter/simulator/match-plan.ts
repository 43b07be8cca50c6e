import { z } from 'zod';
import { matchEventTypes, matchSides } from '../schema';

/**
 * A simulated match, drawn in full at kick-off and then revealed frame by frame (one frame a match
 * minute, the half-time break included). It is stored with the simulation (`match_simulations.plan`)
 * so a restarted process, or another one taking the lease over, continues the very same match even if
 * the model's code changed in between. Read back from the database, so validated like outside data.
 */

const id = z.number().int().positive();
const count = z.number().int().min(0);

export const plannedEventSchema = z.object({
  /** 1, 2, … in the order the events happen: the event's key within the fixture. */
  sequence: z.number().int().min(1),
  type: z.enum(matchEventTypes),
  /** The side the event counts for (for an own goal, the side that gets the goal). */
  side: z.enum(matchSides),
  teamId: id,
  /** Scorer, booked player or player coming on (an own goal: the unlucky player of the other side). */
  playerId: id.nullable(),
  /** Assist of a goal, or the player going off. */
  secondPlayerId: id.nullable(),
  minute: z.number().int().min(1).max(90),
  stoppageMinute: z.number().int().min(1).nullable(),
  homeScore: count,
  awayScore: count,
});
export type PlannedEvent = z.infer<typeof plannedEventSchema>;

export const sideStatisticsSchema = z.object({
  possession: z.number().int().min(0).max(100),
  shots: count,
  shotsOnTarget: count,
  corners: count,
  fouls: count,
});
export type SideStatistics = z.infer<typeof sideStatisticsSchema>;

export const matchStatisticsSchema = z.object({ home: sideStatisticsSchema, away: sideStatisticsSchema });
export type MatchStatisticsSnapshot = z.infer<typeof matchStatisticsSchema>;

/** Where the match is: the fixture's status follows from it. */
export const matchPhases = ['first-half', 'half-time', 'second-half', 'full-time'] as const;
export type MatchPhase = (typeof matchPhases)[number];

export const planFrameSchema = z.object({
  phase: z.enum(matchPhases),
  /** The minute on the clock (45 during first-half stoppage and the break, 90 at and after full time). */
  minute: z.number().int().min(1).max(90),
  stoppageMinute: z.number().int().min(1).nullable(),
  homeScore: count,
  awayScore: count,
  /** What happens in this minute, in order. */
  events: z.array(plannedEventSchema),
  /** The statistics after this minute (absolute, so a frame applied twice changes nothing). */
  statistics: matchStatisticsSchema,
});
export type PlanFrame = z.infer<typeof planFrameSchema>;

const lineupSchema = z.object({ starting: z.array(id), bench: z.array(id) });

export const matchPlanSchema = z.object({
  version: z.literal(1),
  seed: z.string(),
  homeTeamId: id,
  awayTeamId: id,
  lineups: z.object({ home: lineupSchema, away: lineupSchema }),
  frames: z.array(planFrameSchema).min(1),
});
export type MatchPlan = z.infer<typeof matchPlanSchema>;

/** The fixture status a frame puts the match in. */
export function fixtureStatusOf(phase: MatchPhase): 'live' | 'half-time' | 'finished' {
  if (phase === 'half-time') return 'half-time';
  if (phase === 'full-time') return 'finished';
  return 'live';
}
