import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { loginThrottles } from '../schema';

interface LoginThrottleSettings {
  /** Attempts in a row a key may have checked before each further one locks it. */
  freeFailures: number;
  /** The first lock; every attempt after it doubles the lock, up to `maxLockSeconds`. */
  baseLockSeconds: number;
  maxLockSeconds: number;
}

/** A key's attempts are forgotten after a day without one, so an old typo never counts again. */
const forgetAfter = sql`interval '24 hours'`;

/**
 * What a login is counted under (issue 29, SEC-03): the account once the name finds one, so its username
 * and its e-mail address share one count; the name as typed otherwise. The prefixes keep the two apart
 * (a typed name can be anything, `user:7` included).
 */
export function throttleKey(login: string, user: { id: number } | undefined): string {
  return user === undefined ? `name:${login.trim().toLowerCase()}` : `user:${user.id}`;
}

/**
 * Per-account back-off of logins (OWASP ASVS 2.2.1, decisions 0007 and issue 29), on top of the
 * per-client rate limit: after `freeFailures` unsuccessful attempts with one key, each further attempt
 * locks it for an exponentially growing time. Kept in the database, so every API process sees the same
 * count.
 */
export function createLoginThrottle(db: Database, settings: LoginThrottleSettings) {
  const where = (tenantId: string, key: string) =>
    and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.login, key));

  const lockFor = (attempts: number): number =>
    attempts < settings.freeFailures
      ? 0
      : Math.min(
          settings.maxLockSeconds,
          settings.baseLockSeconds * 2 ** Math.min(30, attempts - settings.freeFailures),
        );

  return {
    /**
     * Counts one attempt *before* its password is checked and says whether it may be checked: 0 when it
     * may, else the whole seconds the key stays locked. Counting and deciding are one step under a row
     * lock (SEC-02): concurrent attempts queue on the row, so at most `freeFailures` in a row are ever
     * checked, however many arrive at once. The attempt that reaches the limit sets the lock itself; a
     * success then clears it. A refused attempt is not counted, so waiting out a lock is enough.
     */
    async admit(tenantId: string, key: string): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .insert(loginThrottles)
          .values({ tenantId, login: key, failures: 0, lastFailureAt: sql`now()` })
          .onConflictDoNothing();
        const [row] = await tx
          .select({
            failures: loginThrottles.failures,
            forgotten: sql<boolean>`${loginThrottles.lastFailureAt} < now() - ${forgetAfter}`,
            lockedSeconds: sql<
              string | number | null
            >`ceil(extract(epoch from (${loginThrottles.lockedUntil} - now())))`,
          })
          .from(loginThrottles)
          .where(where(tenantId, key))
          .for('update');
        const lockedSeconds = Number(row?.lockedSeconds ?? 0);
        if (lockedSeconds > 0) return Math.max(1, lockedSeconds);
        const attempts = row === undefined || row.forgotten ? 1 : row.failures + 1;
        const lockSeconds = lockFor(attempts);
        await tx
          .update(loginThrottles)
          .set({
            failures: attempts,
            lastFailureAt: sql`now()`,
            lockedUntil: lockSeconds === 0 ? null : sql`now() + make_interval(secs => ${lockSeconds})`,
          })
          .where(where(tenantId, key));
        return 0;
      });
    },

    /** A successful login wipes the key's record, the lock its own attempt set included. */
    async clear(tenantId: string, key: string): Promise<void> {
      await db.delete(loginThrottles).where(where(tenantId, key));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
