import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { generateToken, hashToken } from '../../../lib/tokens';
import { emailVerifications, users } from '../schema';
import { type User, withoutPassword } from '../users-repository';

/** E-mail verification links (and change-of-address links) work for a day and once. */
const emailVerificationTtlMs = 24 * 60 * 60 * 1000;

export type EmailVerificationsRepository = ReturnType<typeof createEmailVerificationsRepository>;

/**
 * E-mail links: verifying the address an account registered with (ACC-04) and changing it (ACC-05).
 * Each link is single use, stored hashed. Methods that take `tx` run inside the caller's transaction
 * (registrations-repository.ts, the profile's and social login's writes).
 */
export function createEmailVerificationsRepository(db: Database) {
  return {
    /** Creates a single-use verification token (returned; stored hashed) valid for 24 hours. */
    async createEmailVerification(tx: Database, tenantId: string, userId: number): Promise<string> {
      const token = generateToken();
      await tx.insert(emailVerifications).values({
        tenantId,
        userId,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + emailVerificationTtlMs),
      });
      return token;
    },

    /**
     * Uses up a verification token and marks the user's address verified. The `used_at IS NULL`
     * condition in the UPDATE makes the link single-use even when two requests race.
     */
    async consumeEmailVerification(
      tx: Database,
      tenantId: string,
      userId: number,
      token: string,
    ): Promise<User | undefined> {
      const now = new Date();
      const [used] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            eq(emailVerifications.tokenHash, hashToken(token)),
            // A change-of-address link (ACC-05) is not a verification link for the current address.
            isNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ id: emailVerifications.id });
      if (used === undefined) return undefined;
      const [row] = await tx
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
        .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
        .returning();
      return row === undefined ? undefined : withoutPassword(row);
    },

    /**
     * Starts a change of address (ACC-05): a link for `newEmail`, valid a day. An earlier pending change
     * is dropped, so only the newest requested address can be confirmed.
     */
    async createEmailChange(tx: Database, tenantId: string, userId: number, newEmail: string): Promise<string> {
      await tx
        .delete(emailVerifications)
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            isNotNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
          ),
        );
      const token = generateToken();
      await tx.insert(emailVerifications).values({
        tenantId,
        userId,
        tokenHash: hashToken(token),
        newEmail,
        expiresAt: new Date(Date.now() + emailVerificationTtlMs),
      });
      return token;
    },

    /** The address of the newest unused, unexpired change request (ACC-16 `pending_email`). */
    async pendingEmail(tenantId: string, userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailVerifications.newEmail })
        .from(emailVerifications)
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            isNotNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(emailVerifications.createdAt), desc(emailVerifications.id))
        .limit(1);
      return row?.newEmail ?? null;
    },

    /** Uses up a change-of-address link and returns the new address; single use like every link. */
    async consumeEmailChange(
      tx: Database,
      tenantId: string,
      userId: number,
      token: string,
    ): Promise<string | undefined> {
      const now = new Date();
      const [used] = await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(
          and(
            eq(emailVerifications.tenantId, tenantId),
            eq(emailVerifications.userId, userId),
            eq(emailVerifications.tokenHash, hashToken(token)),
            isNotNull(emailVerifications.newEmail),
            isNull(emailVerifications.usedAt),
            gt(emailVerifications.expiresAt, now),
          ),
        )
        .returning({ newEmail: emailVerifications.newEmail });
      return used?.newEmail ?? undefined;
    },
  };
}
