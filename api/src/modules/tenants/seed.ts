import { randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { defaultRemoteEntry, type RemoteName, remoteFolder } from './remotes';
import { tenantRemotes, tenants } from './schema';

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
}

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
  },
];

const packageVersion = z.object({ version: z.string().regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/) });

/** The version a remote's package.json declares, which is the folder its build lands in. */
export function remoteVersion(webRoot: string, name: RemoteName): string {
  try {
    const file = path.join(webRoot, remoteFolder(name), 'package.json');
    const parsed = packageVersion.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data.version : '0.1.0';
  } catch {
    return '0.1.0';
  }
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
