import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { leagues, teams } from '../schema';
import type { FavouriteTeam } from './favourite-team-view';
import { favouriteTeams } from './schema';

/**
 * Fans' favourite clubs (MC-11). Every method takes the tenant and filters on it, so one tenant's
 * choices can never be read or changed from another.
 */
export function createFavouriteTeamRepository(db: Database) {
  const teamColumns = {
    id: teams.id,
    slug: teams.slug,
    name: teams.name,
    shortName: teams.shortName,
    logo: teams.logoPath,
    league: { id: leagues.id, slug: leagues.slug, name: leagues.name },
  };

  async function read(executor: Database, tenantId: string, userId: number): Promise<FavouriteTeam | null> {
    const [row] = await executor
      .select(teamColumns)
      .from(favouriteTeams)
      .innerJoin(teams, eq(teams.id, favouriteTeams.teamId))
      .innerJoin(leagues, eq(leagues.id, teams.leagueId))
      .where(and(eq(favouriteTeams.tenantId, tenantId), eq(favouriteTeams.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  return {
    /** The fan's favourite club, or null. */
    get(tenantId: string, userId: number): Promise<FavouriteTeam | null> {
      return read(db, tenantId, userId);
    },

    /**
     * Sets (or with null clears) the fan's favourite club and answers what is stored. Returns undefined,
     * writing nothing, when the club does not exist; the check and the write share one transaction, and
     * the foreign key refuses a club removed in between.
     */
    async set(tenantId: string, userId: number, teamId: number | null): Promise<FavouriteTeam | null | undefined> {
      return db.transaction(async (tx) => {
        if (teamId === null) {
          await tx
            .delete(favouriteTeams)
            .where(and(eq(favouriteTeams.tenantId, tenantId), eq(favouriteTeams.userId, userId)));
          return null;
        }
        const [team] = await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).limit(1);
        if (team === undefined) return undefined;
        const now = new Date();
        await tx
          .insert(favouriteTeams)
          .values({ tenantId, userId, teamId, updatedAt: now })
          .onConflictDoUpdate({
            target: [favouriteTeams.tenantId, favouriteTeams.userId],
            set: { teamId, updatedAt: now },
          });
        return read(tx, tenantId, userId);
      });
    },
  };
}

export type FavouriteTeamRepository = ReturnType<typeof createFavouriteTeamRepository>;
