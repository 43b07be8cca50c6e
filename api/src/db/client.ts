import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { apiRoot } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The database as every repository sees it: the common Postgres surface of both drivers, so no module
 * knows (or cares) whether PGlite or a real server is underneath.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What `db.transaction(fn)` hands to `fn`; it is itself a `Database`, so repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Applies `api/drizzle/` (idempotent; safe when several API processes start at once on Postgres). */
  migrate(): Promise<void>;
  /**
   * Runs `fn` while holding a cluster-wide lock, so concurrent API processes do not seed the same
   * database twice. PGlite has one process by construction, so there it simply runs `fn`.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(apiRoot, 'drizzle');

/** An arbitrary constant shared by every Tribune process: the key of the startup advisory lock. */
const startupLockKey = 727_001;

export interface OpenDatabaseOptions {
  /** A `postgres://` URL: use node-postgres. */
  url?: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database (tests). */
  dataDir?: string;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url !== undefined) return openPostgres(options.url);
  return openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(inMemory ? undefined : dataDir);
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    withStartupLock: (fn) => fn(),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async withStartupLock(fn) {
      // A session-level advisory lock lives on one connection, so hold that connection for the whole run.
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [startupLockKey]);
        }
      } finally {
        lockClient.release();
      }
    },
    close: () => pool.end(),
  };
}

/** A cheap round trip, for /healthz. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
