import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generateToken, hashToken } from '../../../lib/tokens';
import { passwordResets, users } from '../schema';
import { createSessionsRepository, type LoggedIn } from '../sessions/sessions-repository';
import { createUsersRepository } from '../users-repository';

/** Password-reset links work for an hour and once (ACC-07). */
const passwordResetTtlMs = 60 * 60 * 1000;

/** A live reset link: which one, and whose. */
interface PasswordReset {
  resetId: number;
  userId: number;
}

export type PasswordResetsRepository = ReturnType<typeof createPasswordResetsRepository>;

/**
 * Password-reset links (ACC-07, ACC-08): made, limited per hour, found and used up once to choose a new
 * password. The writes are each one transaction of their own.
 */
export function createPasswordResetsRepository(db: Database) {
  const usersRepository = createUsersRepository(db);
  const sessions = createSessionsRepository(db);
  const links = {
    /**
     * The reset links made for the user in the last hour (issue 29, SEC-05), counted from the reset rows
     * themselves. Takes the user's row lock until `tx` ends, so concurrent requests for one account queue
     * here and cannot all pass a limit on this count before any of them writes its link.
     */
    async lockAndCountRecentPasswordResets(tx: Database, tenantId: string, userId: number): Promise<number> {
      await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .for('no key update');
      const [recent] = await tx
        .select({ links: count() })
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tenantId, tenantId),
            eq(passwordResets.userId, userId),
            sql`${passwordResets.createdAt} > now() - interval '1 hour'`,
          ),
        );
      return recent?.links ?? 0;
    },

    /**
     * A new password-reset link (returned; stored hashed), valid for an hour. Older unused links of the
     * user stop working: only the newest mail is the one to use. They are expired rather than deleted,
     * because the rows are what the per-hour limit counts.
     */
    async createPasswordReset(tx: Database, tenantId: string, userId: number): Promise<string> {
      await tx
        .update(passwordResets)
        .set({ expiresAt: new Date() })
        .where(
          and(
            eq(passwordResets.tenantId, tenantId),
            eq(passwordResets.userId, userId),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        );
      const token = generateToken();
      await tx.insert(passwordResets).values({
        tenantId,
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + passwordResetTtlMs),
      });
      return token;
    },

    /** The live reset link for this token and address on this tenant (not used, not expired), if any. */
    async findPasswordReset(tenantId: string, email: string, token: string): Promise<PasswordReset | undefined> {
      const [row] = await db
        .select({ resetId: passwordResets.id, userId: passwordResets.userId })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tenantId, tenantId),
            eq(passwordResets.tokenHash, hashToken(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            eq(users.tenantId, tenantId),
            sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
          ),
        )
        .limit(1);
      return row;
    },

    /** Uses up a reset link; false when another request used it first (the UPDATE decides the race). */
    async consumePasswordReset(tx: Database, tenantId: string, resetId: number): Promise<boolean> {
      const used = await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(
          and(eq(passwordResets.tenantId, tenantId), eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)),
        )
        .returning({ id: passwordResets.id });
      return used.length > 0;
    },
  };

  return {
    findPasswordReset: links.findPasswordReset,

    /**
     * A new reset link for the user (its token), unless `linksPerHour` were made for the account in the
     * last hour (issue 29, SEC-05): then undefined, and no link.
     */
    async createPasswordResetWithinLimit(
      tenantId: string,
      userId: number,
      linksPerHour: number,
    ): Promise<string | undefined> {
      return db.transaction(async (tx) => {
        const recent = await links.lockAndCountRecentPasswordResets(tx, tenantId, userId);
        if (recent >= linksPerHour) return undefined;
        return links.createPasswordReset(tx, tenantId, userId);
      });
    },

    /**
     * ACC-08: uses up the link, sets the new password (the address counts as verified: the mailbox was
     * proven), ends every session and logs this browser in; undefined when another request used the link
     * first.
     */
    async resetPassword(tenantId: string, reset: PasswordReset, passwordHash: string): Promise<LoggedIn | undefined> {
      return db.transaction(async (tx) => {
        if (!(await links.consumePasswordReset(tx, tenantId, reset.resetId))) return undefined;
        const user = await usersRepository.resetPassword(tx, tenantId, reset.userId, passwordHash);
        if (user === undefined) return undefined;
        // Every session ends (a reset is what someone does after losing a device or a password)…
        await sessions.revokeTokens(tx, tenantId, user.id);
        // …and this browser gets a new one.
        return { user, ...(await sessions.openSession(tx, tenantId, user)) };
      });
    },
  };
}
