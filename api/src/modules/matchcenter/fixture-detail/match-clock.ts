import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { fixtures, matchSimulations } from '../schema';

/** The match clock while a match is played; both null before kick-off and after full time. */
export interface MatchClock {
  minute: number | null;
  stoppage: number | null;
}

const stopped: MatchClock = { minute: null, stoppage: null };

/** The fixture's clock now: the minute (and stoppage minute while live), or nothing when not under way. */
async function readMatchClock(db: Database, fixtureId: number): Promise<MatchClock> {
  const [row] = await db
    .select({ status: fixtures.status, minute: fixtures.minute, stoppage: matchSimulations.stoppageMinute })
    .from(fixtures)
    .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
    .where(eq(fixtures.id, fixtureId))
    .limit(1);
  if (row === undefined || row.minute === null) return stopped;
  if (row.status === 'live') return { minute: row.minute, stoppage: row.stoppage };
  if (row.status === 'half-time') return { minute: row.minute, stoppage: null };
  return stopped;
}

/**
 * `readMatchClock` bound to a database, for another module (a match thread's comment stamps the minute,
 * community/comments/comment-writes.ts). `executor` is the caller's transaction when it reads inside one.
 */
export type MatchClockReader = (fixtureId: number, executor?: Database) => Promise<MatchClock>;

export function createMatchClockReader(db: Database): MatchClockReader {
  return (fixtureId, executor = db) => readMatchClock(executor, fixtureId);
}
