import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { users } from '../../accounts/schema';
import { miniLeagueMembers, miniLeagues } from '../schema';

/** Invite codes: capitals and digits without the look-alikes I, O, 0 and 1, so a code can be read out. */
const LEAGUE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LEAGUE_CODE_LENGTH = 8;

export function newLeagueCode(random: (max: number) => number = randomInt): string {
  let code = '';
  for (let i = 0; i < LEAGUE_CODE_LENGTH; i++) code += LEAGUE_CODE_ALPHABET[random(LEAGUE_CODE_ALPHABET.length)];
  return code;
}

export interface LeagueRecord {
  id: number;
  name: string;
  code: string;
  ownerId: number;
  ownerUsername: string;
  membersCount: number;
}

export interface LeagueMemberRecord {
  userId: number;
  username: string;
  image: string | null;
}

/** Mini-leagues (Kicktipp, Superbru): every read and write carries the tenant. */
export function createLeaguesRepository(db: Database) {
  const owners = alias(users, 'owner');
  const membersCount = sql<number>`(select count(*)::int from ${miniLeagueMembers} where ${miniLeagueMembers.leagueId} = ${miniLeagues.id})`;

  function leagues(executor: Database) {
    return executor
      .select({
        id: miniLeagues.id,
        name: miniLeagues.name,
        code: miniLeagues.code,
        ownerId: miniLeagues.ownerId,
        ownerUsername: owners.username,
        membersCount,
      })
      .from(miniLeagues)
      .innerJoin(owners, eq(owners.id, miniLeagues.ownerId));
  }

  const normalise = (rows: LeagueRecord[]) => rows.map((r) => ({ ...r, membersCount: Number(r.membersCount) }));

  return {
    /** Creates a league with its owner as the first member; a code already taken is drawn again. */
    async create(input: { tenantId: string; ownerId: number; name: string; code?: string }): Promise<number> {
      return db.transaction(async (tx) => {
        for (let attempt = 0; ; attempt++) {
          const code = attempt === 0 && input.code !== undefined ? input.code : newLeagueCode();
          const [league] = await tx
            .insert(miniLeagues)
            .values({ tenantId: input.tenantId, name: input.name, code, ownerId: input.ownerId })
            .onConflictDoNothing()
            .returning({ id: miniLeagues.id });
          if (league) {
            await tx
              .insert(miniLeagueMembers)
              .values({ tenantId: input.tenantId, leagueId: league.id, userId: input.ownerId });
            return league.id;
          }
          if (attempt > 10) throw new Error('could not draw a free league code');
        }
      });
    },

    async byId(tenantId: string, id: number): Promise<LeagueRecord | undefined> {
      const rows = await leagues(db)
        .where(and(eq(miniLeagues.tenantId, tenantId), eq(miniLeagues.id, id)))
        .limit(1);
      return normalise(rows)[0];
    },

    async byCode(tenantId: string, code: string): Promise<LeagueRecord | undefined> {
      const rows = await leagues(db)
        .where(and(eq(miniLeagues.tenantId, tenantId), eq(miniLeagues.code, code)))
        .limit(1);
      return normalise(rows)[0];
    },

    /** The leagues a user is a member of, oldest first. */
    async ofUser(tenantId: string, userId: number): Promise<LeagueRecord[]> {
      const mine = db
        .select({ id: miniLeagueMembers.leagueId })
        .from(miniLeagueMembers)
        .where(and(eq(miniLeagueMembers.tenantId, tenantId), eq(miniLeagueMembers.userId, userId)));
      return normalise(
        await leagues(db)
          .where(and(eq(miniLeagues.tenantId, tenantId), inArray(miniLeagues.id, mine)))
          .orderBy(asc(miniLeagues.id)),
      );
    },

    async isMember(tenantId: string, leagueId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ userId: miniLeagueMembers.userId })
        .from(miniLeagueMembers)
        .where(
          and(
            eq(miniLeagueMembers.tenantId, tenantId),
            eq(miniLeagueMembers.leagueId, leagueId),
            eq(miniLeagueMembers.userId, userId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Joining twice changes nothing. */
    async join(tenantId: string, leagueId: number, userId: number): Promise<void> {
      await db.insert(miniLeagueMembers).values({ tenantId, leagueId, userId }).onConflictDoNothing();
    },

    async members(tenantId: string, leagueId: number): Promise<LeagueMemberRecord[]> {
      return db
        .select({ userId: users.id, username: users.username, image: users.image })
        .from(miniLeagueMembers)
        .innerJoin(users, eq(users.id, miniLeagueMembers.userId))
        .where(and(eq(miniLeagueMembers.tenantId, tenantId), eq(miniLeagueMembers.leagueId, leagueId)))
        .orderBy(asc(miniLeagueMembers.joinedAt), asc(users.id));
    },

    async removeMember(tenantId: string, leagueId: number, userId: number): Promise<boolean> {
      const removed = await db
        .delete(miniLeagueMembers)
        .where(
          and(
            eq(miniLeagueMembers.tenantId, tenantId),
            eq(miniLeagueMembers.leagueId, leagueId),
            eq(miniLeagueMembers.userId, userId),
          ),
        )
        .returning({ userId: miniLeagueMembers.userId });
      return removed.length > 0;
    },

    async delete(tenantId: string, leagueId: number): Promise<void> {
      await db.delete(miniLeagues).where(and(eq(miniLeagues.tenantId, tenantId), eq(miniLeagues.id, leagueId)));
    },
  };
}

export type LeaguesRepository = ReturnType<typeof createLeaguesRepository>;
