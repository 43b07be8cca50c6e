import { eq } from 'drizzle-orm';
import { repoRoot } from './config';
import type { Database } from './db/client';
import { seedRuns } from './db/seed-runs';
import { fillInDemoStatistics, seedDemoContent, useDemoPicturePngs } from './demo/seed';
import { createPasswordHasher, type PasswordHasher } from './lib/password';
import { type DemoAccountIds, type DemoPasswords, seedDemoAccounts } from './modules/accounts/demo-accounts';
import { seedTenants, tenantSeeds } from './modules/tenants/seed';

interface SeedOptions {
  /** Where the remotes' package.json files are (their versions become the seeded remote versions). */
  webRoot?: string;
  /** Production gets random real-time secrets instead of the documented development ones. */
  production?: boolean;
  /** The demo accounts (fan, editor and eight fans per tenant). Default true. */
  demoAccounts?: boolean;
  /** The demo articles, matches, comments… of src/demo/seed.ts (needs demoAccounts). Default true. */
  demoContent?: boolean;
  passwords?: PasswordHasher;
  /** The demo accounts' password, or `random` (production): one each, told once through `announce`. */
  demoPassword?: DemoPasswords;
  log?: (message: string) => void;
  /** Told what an operator must see once, such as a demo account's random password. */
  announce?: (message: string) => void;
}

interface SeededTenant {
  tenantId: string;
  language: 'en' | 'nl';
  accounts?: DemoAccountIds;
}

export interface DemoContentOptions {
  tenantId: string;
  language: 'en' | 'nl';
  /** Demo account ids: fan, editor, then the eight other fans. */
  userIds: number[];
}

/**
 * Seeds the platform: the tenants and their remotes, then (unless switched off) each tenant's demo
 * accounts and demo content. Idempotent: everything checks what exists, and the demo content of a
 * tenant runs once, in one transaction recorded in `seed_runs`, so a failure leaves nothing half-done
 * and is retried on the next start.
 */
export async function seedPlatform(db: Database, options: SeedOptions = {}): Promise<SeededTenant[]> {
  const log = options.log ?? (() => undefined);
  const passwords = options.passwords ?? createPasswordHasher(15);
  await seedTenants(db, { webRoot: options.webRoot ?? repoRoot, production: options.production ?? false });

  const seeded: SeededTenant[] = [];
  for (const tenant of tenantSeeds) {
    const entry: SeededTenant = { tenantId: tenant.id, language: tenant.language };
    seeded.push(entry);
    if (options.demoAccounts === false) continue;
    const accounts = await seedDemoAccounts(db, { id: tenant.id, language: tenant.language }, passwords, {
      ...(options.demoPassword === undefined ? {} : { password: options.demoPassword }),
      ...(options.announce === undefined ? {} : { announce: options.announce }),
    });
    entry.accounts = accounts;
    if (options.demoContent === false) continue;

    const runName = `demo-content:${tenant.id}`;
    const done = await db.select().from(seedRuns).where(eq(seedRuns.name, runName)).limit(1);
    if (done.length > 0) continue;
    log(`seeding demo content for ${tenant.id}`);
    await db.transaction(async (tx) => {
      await seedDemoContent(tx, { tenantId: tenant.id, language: tenant.language, userIds: accounts.all });
      await tx.insert(seedRuns).values({ name: runName }).onConflictDoNothing();
    });
  }
  if (options.demoAccounts !== false && options.demoContent !== false) {
    await fillInStatisticsOnce(db);
    await runOnce(db, 'demo-picture-pngs', useDemoPicturePngs);
  }
  return seeded;
}

/** A step for databases seeded before it existed, run once per database (recorded in `seed_runs`). */
async function runOnce(db: Database, runName: string, step: (tx: Database) => Promise<void>): Promise<void> {
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, runName)).limit(1);
  if (done.length > 0) return;
  await db.transaction(async (tx) => {
    await step(tx);
    await tx.insert(seedRuns).values({ name: runName }).onConflictDoNothing();
  });
}

/** Issue 28: the demo's past results seeded before statistics were get them, once per database. */
async function fillInStatisticsOnce(db: Database): Promise<void> {
  await runOnce(db, 'demo-statistics', fillInDemoStatistics);
}
