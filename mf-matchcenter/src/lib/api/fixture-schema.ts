import { z } from 'zod/mini';
import type { AcceptsApi, ApiSchemas } from '@tribune/shared';

/**
 * A fixture as the match-centre endpoints send it (spec 000 §3 "Fixture"). Only the fields the
 * fixture lists use are read; events, timeline, lineup and stats belong to the fixture page.
 */
export const fixtureSchema = z.object({
  id: z.number(),
  /** 'live' drives MC-03; other values ('scheduled', 'finished', 'postponed', …) are shown as they are. */
  status: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  /** Crest paths, relative to the API's origin (`/assets/clubs/psv.svg`) or absolute. */
  homeTeamLogo: z.string(),
  awayTeamLogo: z.string(),
  /** The score written 'h-a'; null before kick-off. */
  score: z.nullable(z.string()),
  /** Kick-off, ISO 8601. */
  date: z.string(),
  /** The kick-off as the server wrote it for people; used when `date` cannot be read. */
  dateStr: z.string(),
  hasStarted: z.boolean(),
  /** The minute of a live match, null when not playing (LiveFixture events keep it up to date). */
  time: z.nullable(z.number()),
});

export type Fixture = z.infer<typeof fixtureSchema>;
/** Fails to compile when the API's fixture stops passing this schema (shared's generated contract). */
type _FixtureFollowsTheApi = AcceptsApi<z.input<typeof fixtureSchema>, ApiSchemas['Fixture']>;

const liveStatus = 'live';
const finishedStatuses = new Set(['finished', 'ft', 'ended', 'cancelled', 'postponed']);

export function isLive(fixture: Pick<Fixture, 'status'>): boolean {
  return fixture.status.toLowerCase() === liveStatus;
}

/** Over, or not going to be played this week: such fixtures are never "upcoming". */
export function isOver(fixture: Pick<Fixture, 'status'>): boolean {
  return finishedStatuses.has(fixture.status.toLowerCase());
}

/** Fixtures in kick-off order (stable for equal kick-offs); unreadable dates go last. */
export function sortByKickOff<T extends Pick<Fixture, 'date'>>(fixtures: readonly T[]): T[] {
  const time = (fixture: T) => {
    const value = Date.parse(fixture.date);
    return Number.isNaN(value) ? Number.POSITIVE_INFINITY : value;
  };
  return [...fixtures].sort((a, b) => time(a) - time(b));
}
