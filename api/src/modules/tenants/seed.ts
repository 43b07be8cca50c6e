import { randomBytes } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { seedRuns } from '../../db/seed-runs';
import { defaultRemoteEntry, type RemoteName, remoteFolder } from './remotes';
import { tenantRemotes, tenants } from './schema';
import type { ProfileFieldSetting, TenantSettingsValues } from './settings';

interface TenantSeed {
  id: string;
  folder: string;
  language: 'en' | 'nl';
  name: string;
  hosts: string[];
  primaryColor: string;
  accentColor: string;
  /** Fixed development credentials for the real-time app (documented in api/README.md). */
  devRealtime: { appId: string; key: string; secret: string };
  remotes: RemoteName[];
  /** Demo settings (POP-01, CON-01, ACC-13, ACC-20); no reCAPTCHA or social login: they need outside services. */
  settings: TenantSettingsValues;
}

/** ACC-13: the extra profile fields both demo tenants ask their fans for. */
const demoProfileFields: ProfileFieldSetting[] = [
  {
    key: 'favourite_player',
    label: { en: 'Favourite player', nl: 'Favoriete speler' },
    type: 'text',
    maxLength: 60,
  },
  {
    key: 'season_ticket',
    label: { en: 'Season ticket holder', nl: 'Seizoenkaarthouder' },
    type: 'select',
    options: [
      { value: 'yes', label: { en: 'Yes', nl: 'Ja' } },
      { value: 'no', label: { en: 'No', nl: 'Nee' } },
    ],
    maxLength: 100,
  },
];

export const tenantSeeds: TenantSeed[] = [
  {
    id: 'tribune',
    folder: 'tribune',
    language: 'en',
    name: 'Tribune',
    hosts: ['localhost', 'en.localhost', '127.0.0.1'],
    primaryColor: '#0d3b66',
    accentColor: '#f4a259',
    devRealtime: { appId: '1001', key: 'tribune-dev-key', secret: 'tribune-dev-secret' },
    remotes: ['mf_account', 'mf_matchcenter', 'mf_football_pool', 'mf_community', 'mf_content'],
    settings: {
      // ART-01: the demo offers web push, so the article that carries one shows its push alert.
      webPush: { show: true },
      popup: {
        enabled: true,
        reducedLogoPath: '/assets/tenants/tribune/logo.svg',
        link: '/football-pool/predictions',
        htmlContent:
          '<p><strong>Think you know football?</strong></p><p>Predict this week’s matches in the Tribune prediction game, climb the ranking and beat your mates.</p>',
        buttonText: 'Play the prediction game',
        updatedAt: '2025-08-01T09:00:00.000Z',
      },
      contactEmail: 'redactie@tribune.test',
      profileFields: demoProfileFields,
      // ACC-20: harmless and visible, so a developer (and the e2e tests) can see it ran for admins only.
      adminCustomCode: "document.documentElement.dataset.adminCode = 'ran';",
    },
  },
  {
    id: 'tribune-nl',
    folder: 'tribune-nl',
    language: 'nl',
    name: 'Tribune NL',
    hosts: ['nl.localhost'],
    primaryColor: '#1b1f5e',
    accentColor: '#ff6f00',
    devRealtime: { appId: '1002', key: 'tribune-nl-dev-key', secret: 'tribune-nl-dev-secret' },
    remotes: ['mf_content', 'mf_community', 'mf_account'],
    settings: {
      // ART-01: the demo offers web push, so the article that carries one shows its push alert.
      webPush: { show: true },
      popup: {
        enabled: true,
        reducedLogoPath: '/assets/tenants/tribune-nl/logo.svg',
        // Tribune NL runs no prediction game (MD-07): its pop-up invites fans to join the conversation,
        // and its button opens registration (ACC-19's #register), which is what the text asks for.
        link: '#register',
        htmlContent:
          '<p><strong>Praat mee op Tribune NL!</strong></p><p>Maak een gratis account, reageer op het laatste nieuws en stem op de beste reacties.</p>',
        buttonText: 'Maak een gratis account',
        updatedAt: '2025-08-01T09:00:00.000Z',
      },
      contactEmail: 'redactie@tribune-nl.test',
      profileFields: demoProfileFields,
    },
  },
];

const packageVersion = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/) });

/** The version a remote's package.json declares, which is the folder its build lands in. */
function remoteVersion(webRoot: string, name: RemoteName): string {
  try {
    const file = path.join(webRoot, remoteFolder(name), 'package.json');
    const parsed = packageVersion.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data.version : '0.1.0';
  } catch {
    return '0.1.0';
  }
}

/**
 * Gives a demo tenant its demo settings, once (recorded in `seed_runs`), and only the keys it does not
 * have yet: whatever an operator set, changed or removed survives every restart.
 */
async function seedTenantSettings(db: Database, seed: TenantSeed): Promise<void> {
  const runName = `tenant-settings:${seed.id}`;
  const done = await db.select().from(seedRuns).where(eq(seedRuns.name, runName)).limit(1);
  if (done.length > 0) return;
  await db.transaction(async (tx) => {
    // jsonb `a || b` keeps b's value for a key both have: the tenant's own keys win.
    await tx
      .update(tenants)
      .set({ settings: sql`${JSON.stringify(seed.settings)}::jsonb || ${tenants.settings}` })
      .where(eq(tenants.id, seed.id));
    await tx.insert(seedRuns).values({ name: runName }).onConflictDoNothing();
  });
}

/**
 * Creates the two demo tenants and their remotes when missing. Existing tenants are left alone; remote
 * rows the seed owns follow the remotes' package.json versions, while rows an operator set (another
 * version, a disabled remote) survive restarts untouched.
 */
export async function seedTenants(db: Database, options: { webRoot: string; production: boolean }): Promise<void> {
  for (const seed of tenantSeeds) {
    // Production gets fresh secrets; development keeps the documented ones so local tools can sign.
    const realtime = options.production
      ? { appId: seed.devRealtime.appId, key: randomBytes(10).toString('hex'), secret: randomBytes(20).toString('hex') }
      : seed.devRealtime;
    await db
      .insert(tenants)
      .values({
        id: seed.id,
        folder: seed.folder,
        language: seed.language,
        name: seed.name,
        hosts: seed.hosts,
        theme: {
          logoUrl: `/assets/tenants/${seed.folder}/logo.svg`,
          primaryColor: seed.primaryColor,
          accentColor: seed.accentColor,
        },
        realtimeAppId: realtime.appId,
        realtimeKey: realtime.key,
        realtimeSecret: realtime.secret,
        settings: {},
      })
      .onConflictDoNothing();
    await seedTenantSettings(db, seed);
    for (const name of seed.remotes) {
      const version = remoteVersion(options.webRoot, name);
      await db
        .insert(tenantRemotes)
        .values({ tenantId: seed.id, name, version, entry: defaultRemoteEntry(name, version), enabled: true })
        .onConflictDoNothing();
      await db
        .update(tenantRemotes)
        .set({ version, entry: defaultRemoteEntry(name, version), updatedAt: new Date() })
        .where(
          and(
            eq(tenantRemotes.tenantId, seed.id),
            eq(tenantRemotes.name, name),
            eq(tenantRemotes.source, 'seed'),
            ne(tenantRemotes.version, version),
          ),
        );
    }
  }
}

/**
 * Tenants whose real-time secret is still the documented development one (a database seeded outside
 * production, then served in production): anyone could sign events and private-channel auth for them.
 */
export async function tenantsWithDevelopmentSecrets(db: Database): Promise<string[]> {
  const developmentSecrets = tenantSeeds.map((seed) => seed.devRealtime.secret);
  const rows = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(inArray(tenants.realtimeSecret, developmentSecrets));
  return rows.map((row) => row.id);
}

/**
 * SEC-01: gives every tenant whose real-time secret is the documented development one a fresh random
 * secret (development reachable from the network). Answers what it replaced, to be printed.
 */
export async function replaceDevelopmentSecrets(db: Database): Promise<{ tenantId: string; secret: string }[]> {
  const replaced: { tenantId: string; secret: string }[] = [];
  for (const tenantId of await tenantsWithDevelopmentSecrets(db)) {
    const secret = randomBytes(20).toString('hex');
    await db.update(tenants).set({ realtimeSecret: secret }).where(eq(tenants.id, tenantId));
    replaced.push({ tenantId, secret });
  }
  return replaced;
}
