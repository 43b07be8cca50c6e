import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { Rng } from '../../../demo/prng';
import { createLeaguesRepository, newLeagueCode } from './leagues-repository';
import { miniLeagues } from '../schema';

const NAMES = { en: 'The Terrace Predictors', nl: 'De Tribune Voorspellers' } as const;

/**
 * A demo mini-league (FP-05) owned by the first demo fan, with `fan` and five more fans as members, so
 * `fan` sees a league and its ranking on a fresh start. Deterministic (the code comes from a seeded
 * generator) and idempotent (nothing happens when the tenant has any league).
 * `userIds` are the seed's demo accounts: `fan`, `editor`, then the tenant's fans.
 */
export async function seedDemoPoolLeague(
  db: Database,
  options: { tenantId: string; language: 'en' | 'nl'; userIds: readonly number[] },
): Promise<void> {
  const { tenantId, language, userIds } = options;
  const [fan, , owner, ...others] = userIds;
  if (fan === undefined || owner === undefined) return;
  const [existing] = await db
    .select({ id: miniLeagues.id })
    .from(miniLeagues)
    .where(eq(miniLeagues.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const rng = new Rng(`pool-league:${tenantId}`);
  const leagues = createLeaguesRepository(db);
  const id = await leagues.create({
    tenantId,
    ownerId: owner,
    name: NAMES[language],
    code: newLeagueCode((max) => rng.int(0, max - 1)),
  });
  for (const member of [fan, ...others.slice(0, 5)]) await leagues.join(tenantId, id, member);
}
