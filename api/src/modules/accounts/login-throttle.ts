import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginThrottles } from './schema';

export interface LoginThrottleSettings {
  /** Failures in a row a name may have before each further one locks it. */
  freeFailures: number;
  /** The first lock; every failure after it doubles the lock, up to `maxLockSeconds`. */
  baseLockSeconds: number;
  maxLockSeconds: number;
}

/** A name's failures are forgotten after a day without one, so an old typo never counts again. */
const forgetAfter = sql`interval '24 hours'`;

/**
 * Per-account back-off of failed logins (OWASP ASVS 2.2.1, decision 0007), on top of the per-client
 * rate limit: after `freeFailures` failures with one login name, each further failure locks that name
 * for an exponentially growing time. Kept in the database, so every API process sees the same count.
 */
export function createLoginThrottle(db: Database, settings: LoginThrottleSettings) {
  const key = (tenantId: string, login: string) =>
    and(eq(loginThrottles.tenantId, tenantId), eq(loginThrottles.login, normalise(login)));

  return {
    /** Whole seconds until `login` may try again; 0 when it is not locked. */
    async secondsLocked(tenantId: string, login: string): Promise<number> {
      const [row] = await db
        .select({
          seconds: sql<string | number>`ceil(extract(epoch from (${loginThrottles.lockedUntil} - now())))`,
        })
        .from(loginThrottles)
        .where(and(key(tenantId, login), sql`${loginThrottles.lockedUntil} > now()`));
      return row === undefined ? 0 : Math.max(1, Number(row.seconds));
    },

    /** Counts one failure; returns the seconds of the lock it caused (0 while failures are still free). */
    async recordFailure(tenantId: string, login: string): Promise<number> {
      const [row] = await db
        .insert(loginThrottles)
        .values({ tenantId, login: normalise(login), failures: 1, lastFailureAt: sql`now()` })
        .onConflictDoUpdate({
          target: [loginThrottles.tenantId, loginThrottles.login],
          set: {
            failures: sql`case when ${loginThrottles.lastFailureAt} < now() - ${forgetAfter} then 1 else ${loginThrottles.failures} + 1 end`,
            lastFailureAt: sql`now()`,
          },
        })
        .returning({ failures: loginThrottles.failures });
      const failures = row?.failures ?? 1;
      if (failures < settings.freeFailures) return 0;
      const lockSeconds = Math.min(
        settings.maxLockSeconds,
        settings.baseLockSeconds * 2 ** Math.min(30, failures - settings.freeFailures),
      );
      await db
        .update(loginThrottles)
        .set({ lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})` })
        .where(key(tenantId, login));
      return lockSeconds;
    },

    /** A successful login wipes the name's record. */
    async clear(tenantId: string, login: string): Promise<void> {
      await db.delete(loginThrottles).where(key(tenantId, login));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

/** The name as the login lookup matches it (case-insensitive, trimmed), so `Fan` and `fan` share a count. */
function normalise(login: string): string {
  return login.trim().toLowerCase();
}
