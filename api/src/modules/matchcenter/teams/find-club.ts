import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { teams } from '../schema';

/** A club as the fan-facing parts name it: the club's news, its fans' threads, its alerts (issue 27). */
export interface Club {
  id: number;
  slug: string;
  name: string;
  shortName: string;
  /** Crest path relative to the API origin, or an absolute URL. */
  logo: string;
}

/**
 * The club with this id, or undefined. Football data is league-wide, the same for every tenant, so the
 * parts about a fan's club (CLB-02, CLB-03) share this one lookup rather than each reading `teams`.
 */
async function findClub(db: Database, teamId: number): Promise<Club | undefined> {
  const [row] = await db
    .select({ id: teams.id, slug: teams.slug, name: teams.name, shortName: teams.shortName, logo: teams.logoPath })
    .from(teams)
    .where(eq(teams.id, teamId))
    .limit(1);
  return row;
}

/** `findClub` bound to a database: made in a module's index.ts and handed to its routes as an option. */
export type ClubFinder = (teamId: number) => Promise<Club | undefined>;

export function createClubFinder(db: Database): ClubFinder {
  return (teamId) => findClub(db, teamId);
}
