import type {
  LiveFixturePayload,
  MatchEventPayload,
  matchEventTypes,
  MatchStatisticsPayload,
  MatchStatusPayload,
} from '@tribune/shared';
import type { Match, MatchEvent, MatchEventType, TimelineMark } from '../api/get-fixture';

/*
 * How each live event of a match (docs/contracts.md "Live matches", MC-03; the events, channel and
 * payload schemas are shared's `liveMatchEvents`) changes the match the page shows. Pure functions, so
 * the page's SWR entry is updated in one place.
 */

/** The stored spelling (`own_goal`) as the fixture answer writes it (`own-goal`). */
const eventTypeOf: Record<(typeof matchEventTypes)[number], MatchEventType> = {
  goal: 'goal',
  penalty: 'penalty',
  own_goal: 'own-goal',
  yellow_card: 'yellow-card',
  red_card: 'red-card',
  substitution: 'substitution',
};

function timelineKindOf(type: MatchEventType): TimelineMark['kind'] {
  if (type === 'yellow-card' || type === 'red-card') return 'card';
  if (type === 'substitution') return 'substitution';
  return 'goal';
}

const startedStatuses = new Set(['live', 'half-time', 'finished']);
const overStatuses = new Set(['finished', 'ft', 'ended', 'cancelled', 'postponed']);

/** Playing now (the half-time break included): what the live badge and minute are for. */
export function isPlaying(status: string): boolean {
  const value = status.toLowerCase();
  return value === 'live' || value === 'half-time';
}

/** Nothing more will happen: the page stops listening. */
export function isOver(status: string): boolean {
  return overStatuses.has(status.toLowerCase());
}

function period(kind: 'kick-off' | 'half-time' | 'full-time', minute: number): TimelineMark {
  return { kind, minute, extraMinute: null, team: null, sequence: null };
}

function withPeriod(timeline: readonly TimelineMark[], mark: TimelineMark): TimelineMark[] {
  if (timeline.some((m) => m.kind === mark.kind)) return [...timeline];
  return [...timeline, mark];
}

/** '45+2' → [45, 2]; 67 → [67, null]. */
function parseLiveTime(time: number | string): [number, number | null] | null {
  if (typeof time === 'number') return Number.isFinite(time) ? [time, null] : null;
  const match = /^(\d{1,3})(?:\+(\d{1,2}))?$/.exec(time.trim());
  if (!match?.[1]) return null;
  return [Number(match[1]), match[2] === undefined ? null : Number(match[2])];
}

export function applyLiveFixture(match: Match, payload: LiveFixturePayload): Match {
  const time = parseLiveTime(payload.time);
  const status = match.status === 'scheduled' ? 'live' : match.status;
  return {
    ...match,
    status,
    hasStarted: true,
    score: payload.score,
    time: time?.[0] ?? match.time,
    extraMinute: time ? time[1] : match.extraMinute,
    timeline: match.timeline.length === 0 ? [period('kick-off', 0)] : match.timeline,
  };
}

export function applyMatchEvent(match: Match, payload: MatchEventPayload): Match {
  if (match.events.some((e) => e.sequence === payload.sequence)) return match;
  const event: MatchEvent = {
    sequence: payload.sequence,
    type: eventTypeOf[payload.type],
    minute: payload.minute,
    extraMinute: payload.stoppageMinute,
    team: payload.side,
    teamId: payload.teamId,
    playerId: payload.playerId,
    playerName: payload.playerName,
    relatedPlayerId: payload.secondPlayerId,
    relatedPlayerName: payload.secondPlayerName,
    result: payload.score,
  };
  const mark: TimelineMark = {
    kind: timelineKindOf(event.type),
    minute: event.minute,
    extraMinute: event.extraMinute,
    team: event.team,
    sequence: event.sequence,
  };
  const base = match.timeline.length === 0 ? [period('kick-off', 0)] : match.timeline;
  const fullTime = base.findIndex((m) => m.kind === 'full-time');
  const timeline = fullTime < 0 ? [...base, mark] : [...base.slice(0, fullTime), mark, ...base.slice(fullTime)];
  const events = [...match.events, event].sort((a, b) => a.sequence - b.sequence);
  const latest = events[events.length - 1];
  return { ...match, hasStarted: true, events, timeline, score: latest?.result ?? match.score };
}

export function applyMatchStatistics(match: Match, payload: MatchStatisticsPayload): Match {
  return { ...match, stats: { home: payload.home, away: payload.away } };
}

export function applyMatchStatus(match: Match, payload: MatchStatusPayload): Match {
  const live = payload.status === 'live';
  let timeline = match.timeline.length === 0 ? [period('kick-off', 0)] : match.timeline;
  if (payload.phase === 'half-time' || payload.phase === 'second-half' || payload.phase === 'full-time') {
    const halfTime = period('half-time', 45);
    // The break goes after the first half's events, before any of the second's that arrived first.
    const firstSecondHalf = timeline.findIndex((m) => m.sequence !== null && m.minute > 45);
    timeline = timeline.some((m) => m.kind === 'half-time')
      ? timeline
      : firstSecondHalf < 0
        ? [...timeline, halfTime]
        : [...timeline.slice(0, firstSecondHalf), halfTime, ...timeline.slice(firstSecondHalf)];
  }
  if (payload.phase === 'full-time') timeline = withPeriod(timeline, period('full-time', 90));
  return {
    ...match,
    status: payload.status,
    hasStarted: startedStatuses.has(payload.status) || match.hasStarted,
    score: payload.score,
    time: live ? payload.minute : null,
    extraMinute: live ? payload.stoppageMinute : null,
    timeline,
  };
}

const statusRank = (status: string) => (status === 'scheduled' ? 0 : isOver(status) ? 2 : 1);
const lastSequence = (match: Match) => match.events.reduce((max, e) => Math.max(max, e.sequence), 0);

/**
 * A refetched match against what live events already showed: the public answer may be a few seconds
 * old (it is cached briefly), so where it is behind the page's state, the live part of the state stays;
 * the rest (line-ups announced at kick-off, names) comes from the answer.
 */
export function mergeRefetched(current: Match | undefined, fetched: Match): Match {
  if (!current || current.id !== fetched.id) return fetched;
  const behind =
    statusRank(fetched.status) < statusRank(current.status) || lastSequence(fetched) < lastSequence(current);
  if (!behind) return fetched;
  return {
    ...fetched,
    status: current.status,
    hasStarted: current.hasStarted,
    score: current.score,
    time: current.time,
    extraMinute: current.extraMinute,
    events: current.events,
    timeline: current.timeline,
    stats: current.stats ?? fetched.stats,
  };
}
