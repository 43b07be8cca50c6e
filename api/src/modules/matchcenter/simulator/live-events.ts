import { z } from 'zod';
import { fixtureStatuses, matchEventTypes, matchSides } from '../schema';
import { fixtureStatusOf, matchPhases, sideStatisticsSchema, type PlanFrame } from './match-plan';

/**
 * The real-time events of a match (MC-03, MC-12). All go on the public channel `fixture-{id}` of every
 * tenant that runs the match centre (`mf_matchcenter` enabled), in this order within a minute:
 *
 * | event             | when                                                    | payload                     |
 * |-------------------|---------------------------------------------------------|-----------------------------|
 * | `MatchStatus`     | kick-off, half time, start of the second half, full time | matchStatusPayload          |
 * | `MatchEvent`      | each stored match event (goal, penalty, own_goal,       | matchEventPayload           |
 * |                   | yellow_card, red_card, substitution), in sequence order |                             |
 * | `LiveFixture`     | after each minute whose clock or score changed (spec 000 | liveFixturePayload          |
 * |                   | §7: `{time, score: 'h-a'}`), at half time and full time |                             |
 * | `MatchStatistics` | after each minute whose statistics changed              | matchStatisticsPayload      |
 *
 * When a process catches up several minutes at once (after it took over the match of a process that
 * died, or after a restart), every minute is still sent in order, its events, status and `LiveFixture`,
 * so a client's clock catches up rather than jumps (SCL-03); `MatchStatistics` only for the last
 * minute, since a client shows only the latest figures. The operator's `finish` is the exception: it
 * plays the rest at once, and sends `LiveFixture` for the final minute only. Payloads are small and validated here before they are sent. They are sent after the
 * minute's transaction commits; a client that missed some (a reconnect, a process that died in
 * between) refetches the fixture.
 */
export const liveEventNames = {
  matchStatus: 'MatchStatus',
  matchEvent: 'MatchEvent',
  liveFixture: 'LiveFixture',
  matchStatistics: 'MatchStatistics',
} as const;

export function fixtureChannel(fixtureId: number): string {
  return `fixture-${fixtureId}`;
}

const score = z.string().regex(/^\d+-\d+$/);

/**
 * Spec 000 §7. `time` is the minute on the clock, a number (the API's fixture `time` is one too), or in
 * stoppage time a string such as '45+2' (the match centre shows it as it comes).
 */
export const liveFixturePayload = z.object({
  time: z.union([z.number().int().min(1).max(90), z.string().regex(/^(45|90)\+\d{1,2}$/)]),
  score,
});
type LiveFixturePayload = z.infer<typeof liveFixturePayload>;

const matchStatusPayload = z.object({
  fixtureId: z.number().int(),
  status: z.enum(fixtureStatuses),
  phase: z.enum(matchPhases),
  minute: z.number().int(),
  stoppageMinute: z.number().int().nullable(),
  score,
});

/** A stored `match_events` row, with the players' names so a ticker needs no second request. */
export const matchEventPayload = z.object({
  fixtureId: z.number().int(),
  sequence: z.number().int(),
  type: z.enum(matchEventTypes),
  side: z.enum(matchSides),
  teamId: z.number().int(),
  playerId: z.number().int().nullable(),
  playerName: z.string().nullable(),
  secondPlayerId: z.number().int().nullable(),
  secondPlayerName: z.string().nullable(),
  minute: z.number().int(),
  stoppageMinute: z.number().int().nullable(),
  /** Score after the event, 'h-a'. */
  score,
});

const matchStatisticsPayload = z.object({
  fixtureId: z.number().int(),
  home: sideStatisticsSchema,
  away: sideStatisticsSchema,
});

/** The clock as LiveFixture shows it: 67, or '90+3' in stoppage time. */
export function liveTime(minute: number, stoppageMinute: number | null): LiveFixturePayload['time'] {
  return stoppageMinute === null ? minute : `${minute}+${stoppageMinute}`;
}

interface LiveMessage {
  event: (typeof liveEventNames)[keyof typeof liveEventNames];
  data: unknown;
}

const scoreOf = (frame: Pick<PlanFrame, 'homeScore' | 'awayScore'>) => `${frame.homeScore}-${frame.awayScore}`;

/**
 * What to publish for the frames just applied, in order (see the table above). `before` is the frame
 * the match was at (undefined before kick-off); `names` the players' short names by id. With
 * `clockEveryMinute` false (the operator's finish), `LiveFixture` goes for the last minute only.
 */
export function liveMessages(
  fixtureId: number,
  before: PlanFrame | undefined,
  frames: readonly PlanFrame[],
  names: ReadonlyMap<number, string>,
  { clockEveryMinute = true }: { clockEveryMinute?: boolean } = {},
): LiveMessage[] {
  const last = frames[frames.length - 1];
  if (!last) return [];
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const messages: LiveMessage[] = [];
  let previous = before;
  for (const frame of frames) {
    if (previous?.phase !== frame.phase) {
      messages.push({
        event: liveEventNames.matchStatus,
        data: matchStatusPayload.parse({
          fixtureId,
          status: fixtureStatusOf(frame.phase),
          phase: frame.phase,
          minute: frame.minute,
          stoppageMinute: frame.stoppageMinute,
          score: scoreOf(frame),
        }),
      });
    }
    for (const event of frame.events) {
      messages.push({
        event: liveEventNames.matchEvent,
        data: matchEventPayload.parse({
          fixtureId,
          sequence: event.sequence,
          type: event.type,
          side: event.side,
          teamId: event.teamId,
          playerId: event.playerId,
          playerName: nameOf(event.playerId),
          secondPlayerId: event.secondPlayerId,
          secondPlayerName: nameOf(event.secondPlayerId),
          minute: event.minute,
          stoppageMinute: event.stoppageMinute,
          score: scoreOf(event),
        }),
      });
    }
    if ((clockEveryMinute || frame === last) && clockChanged(previous, frame)) {
      messages.push({
        event: liveEventNames.liveFixture,
        data: liveFixturePayload.parse({ time: liveTime(frame.minute, frame.stoppageMinute), score: scoreOf(frame) }),
      });
    }
    previous = frame;
  }
  if (before === undefined || JSON.stringify(before.statistics) !== JSON.stringify(last.statistics)) {
    messages.push({
      event: liveEventNames.matchStatistics,
      data: matchStatisticsPayload.parse({ fixtureId, ...last.statistics }),
    });
  }
  return messages;
}

/**
 * Whether a minute shows anything new on the clock: its time, score or phase. The break's minutes after
 * the first change nothing, so nothing is sent for them.
 */
function clockChanged(previous: PlanFrame | undefined, frame: PlanFrame): boolean {
  return (
    previous === undefined ||
    previous.phase !== frame.phase ||
    liveTime(previous.minute, previous.stoppageMinute) !== liveTime(frame.minute, frame.stoppageMinute) ||
    scoreOf(previous) !== scoreOf(frame)
  );
}
