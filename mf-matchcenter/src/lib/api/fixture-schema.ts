import type { ApiSchemas } from '@tribune/shared';

/**
 * A fixture as the match-centre endpoints send it (spec 000 §3 "Fixture"), typed by the API contract
 * (decision 0058). The fixture lists read only the fields of a list; events, timeline, lineup and stats
 * belong to the fixture page.
 */
export type Fixture = ApiSchemas['Fixture'];

const liveStatus = 'live';
const finishedStatuses = new Set(['finished', 'ft', 'ended', 'cancelled', 'postponed']);

export function isLive(fixture: Pick<Fixture, 'status'>): boolean {
  return fixture.status.toLowerCase() === liveStatus;
}

/** Over, or not going to be played this week: such fixtures are never "upcoming". */
export function isOver(fixture: Pick<Fixture, 'status'>): boolean {
  return finishedStatuses.has(fixture.status.toLowerCase());
}

const playedStatuses = new Set(['finished', 'ft', 'ended']);

/** Whether the match has kicked off: in play, at half-time or played (a postponed or cancelled one has not). */
export function hasKickedOff(fixture: Pick<Fixture, 'status'>): boolean {
  const status = fixture.status.toLowerCase();
  return status === liveStatus || status === 'half-time' || playedStatuses.has(status);
}

/** Fixtures in kick-off order (stable for equal kick-offs); unreadable dates go last. */
export function sortByKickOff<T extends Pick<Fixture, 'date'>>(fixtures: readonly T[]): T[] {
  const time = (fixture: T) => {
    const value = Date.parse(fixture.date);
    return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
  };
  return [...fixtures].sort((a, b) => time(a) - time(b));
}
