import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { players } from '../schema';
import { positionCode } from '../teams/team-view';
import type { MyFormationRecord } from './formation-views';
import { isFormationName } from './formation-views';
import type { FormationName } from './formations';
import { userFormationPlayers, userFormations } from './schema';

interface FormationCount {
  formation: FormationName;
  count: number;
}

interface PlayerCount {
  id: number;
  name: string;
  position: MyFormationRecord['players'][number]['position'];
  shirtNumber: number | null;
  count: number;
}

/**
 * Fans' line-ups (MC-10). Every method takes the tenant and filters on it, so one tenant's line-ups are
 * never counted in another's figures; the figures are counted by the database, never in memory.
 */
export function createFormationsRepository(db: Database) {
  /** The tenant's line-ups of one club, or of every club (`null`: the spec's call without `team`). */
  const ofClub = (tenantId: string, teamId: number | null) =>
    teamId === null
      ? eq(userFormations.tenantId, tenantId)
      : and(eq(userFormations.tenantId, tenantId), eq(userFormations.teamId, teamId));

  return {
    /**
     * Stores the fan's line-up for a club, replacing the one they had (same id, new formation, new
     * players), in one transaction: a refused or failed save leaves the old line-up whole.
     */
    async save(input: {
      tenantId: string;
      userId: number;
      teamId: number;
      formation: FormationName;
      /** The eleven in slot order. */
      playerIds: readonly number[];
      now: Date;
    }): Promise<{ id: number; updatedAt: Date }> {
      const { tenantId, userId, teamId, formation, playerIds, now } = input;
      return db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(userFormations)
          .values({ tenantId, userId, teamId, formation, updatedAt: now })
          .onConflictDoUpdate({
            target: [userFormations.tenantId, userFormations.userId, userFormations.teamId],
            set: { formation, updatedAt: now },
          })
          .returning({ id: userFormations.id, updatedAt: userFormations.updatedAt });
        if (saved === undefined) throw new Error('the line-up upsert returned no row');
        await tx
          .delete(userFormationPlayers)
          .where(and(eq(userFormationPlayers.tenantId, tenantId), eq(userFormationPlayers.formationId, saved.id)));
        await tx
          .insert(userFormationPlayers)
          .values(playerIds.map((playerId, slot) => ({ tenantId, formationId: saved.id, playerId, slot })));
        return saved;
      });
    },

    /**
     * The fan's line-up for a club (`null`: their latest, for any club), players in slot order;
     * undefined when they have none.
     */
    async mine(tenantId: string, userId: number, teamId: number | null): Promise<MyFormationRecord | undefined> {
      const [row] = await db
        .select({
          id: userFormations.id,
          teamId: userFormations.teamId,
          formation: userFormations.formation,
          updatedAt: userFormations.updatedAt,
        })
        .from(userFormations)
        .where(and(ofClub(tenantId, teamId), eq(userFormations.userId, userId)))
        .orderBy(desc(userFormations.updatedAt), desc(userFormations.id))
        .limit(1);
      if (row === undefined || !isFormationName(row.formation)) return undefined;
      const eleven = await db
        .select({
          id: players.id,
          name: players.commonName,
          position: players.position,
          slot: userFormationPlayers.slot,
        })
        .from(userFormationPlayers)
        .innerJoin(players, eq(players.id, userFormationPlayers.playerId))
        .where(and(eq(userFormationPlayers.tenantId, tenantId), eq(userFormationPlayers.formationId, row.id)))
        .orderBy(asc(userFormationPlayers.slot));
      return {
        ...row,
        formation: row.formation,
        players: eleven.map((player) => ({ ...player, position: positionCode[player.position] })),
      };
    },

    /** How many line-ups the tenant's fans saved for a club. */
    async total(tenantId: string, teamId: number | null): Promise<number> {
      const [row] = await db.select({ total: count() }).from(userFormations).where(ofClub(tenantId, teamId));
      return row?.total ?? 0;
    },

    /** The formations chosen for a club, most chosen first, ties by name; at most `limit`. */
    async formationCounts(tenantId: string, teamId: number | null, limit: number): Promise<FormationCount[]> {
      const rows = await db
        .select({ formation: userFormations.formation, count: count() })
        .from(userFormations)
        .where(ofClub(tenantId, teamId))
        .groupBy(userFormations.formation)
        .orderBy(desc(count()), asc(userFormations.formation))
        .limit(limit);
      return rows.flatMap((row) =>
        isFormationName(row.formation) ? [{ formation: row.formation, count: row.count }] : [],
      );
    },

    /** The players most often in the club's line-ups, most chosen first, ties by name; at most `limit`. */
    async topPlayers(tenantId: string, teamId: number | null, limit: number): Promise<PlayerCount[]> {
      const picks = sql<number>`count(*)::int`;
      const rows = await db
        .select({
          id: players.id,
          name: players.commonName,
          position: players.position,
          shirtNumber: players.shirtNumber,
          count: picks,
        })
        .from(userFormationPlayers)
        .innerJoin(
          userFormations,
          and(
            eq(userFormations.tenantId, userFormationPlayers.tenantId),
            eq(userFormations.id, userFormationPlayers.formationId),
          ),
        )
        .innerJoin(players, eq(players.id, userFormationPlayers.playerId))
        .where(and(eq(userFormationPlayers.tenantId, tenantId), ofClub(tenantId, teamId)))
        .groupBy(players.id)
        .orderBy(desc(picks), asc(players.commonName), asc(players.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, position: positionCode[row.position] }));
    },
  };
}

export type FormationsRepository = ReturnType<typeof createFormationsRepository>;
