import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Client, type ClientConfig, Pool, type PoolClient } from 'pg';
import { apiRoot } from '../config';
import { isDatabaseUnavailable } from './errors';
import { createOutageBreaker, DatabaseUnavailableError, type OutageBreaker } from './outage-breaker';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * The database as every repository sees it: the common Postgres surface of both drivers, so no module
 * knows (or cares) whether PGlite or a real server is underneath.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** What `db.transaction(fn)` hands to `fn`; it is itself a `Database`, so repositories accept either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Runs `work` in one transaction: what a module's `index.ts` hands to work that writes across several
 * repositories or tables, so that work does not reach the database itself.
 */
export type RunInTransaction = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>;

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
  /** Postgres: whether an outage is known now (db/outage-breaker.ts). PGlite runs in the process. */
  outage?: Pick<OutageBreaker, 'open'>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(apiRoot, 'drizzle');

/** An arbitrary constant shared by every Tribune process: the key of the startup advisory lock. */
const startupLockKey = 727_001;

export interface OpenDatabaseOptions {
  /** A `postgres://` URL: use node-postgres. */
  url?: string;
  /** PGlite data folder, or `memory://` for a throw-away in-memory database (tests). */
  dataDir?: string;
  /** Postgres: how long to wait for a connection, a new one or a free one of the pool (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * Postgres: how long one statement may run (`statement_timeout`, default 10 s). When the server does
   * not answer at all (a partition), the client gives up a second later (`query_timeout`).
   */
  queryTimeoutMs?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url !== undefined) {
    return openPostgres(options.url, {
      connectTimeoutMs: options.connectTimeoutMs ?? 5_000,
      queryTimeoutMs: options.queryTimeoutMs ?? 10_000,
    });
  }
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

/** The client's `query_timeout` is the statement timeout plus this, so a live server always cancels first. */
const unansweredGraceMs = 1_000;

/** While the breaker is open, how often one probe asks whether the database is back. */
const outageProbeIntervalMs = 1_000;
/** How long one probe waits for the database's answer. */
const outageProbeTimeoutMs = 2_000;

/**
 * A transaction that sits idle (its client gone quiet behind a partition) is rolled back by the server
 * after this, so its row locks do not outlive the outage by the hours TCP takes to notice.
 */
const idleInTransactionTimeoutMs = 60_000;

async function openPostgres(
  url: string,
  timeouts: { connectTimeoutMs: number; queryTimeoutMs: number },
): Promise<DatabaseHandle> {
  const connection: ClientConfig = {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    // Dead peers are found by the kernel instead of by the next query that waits on them.
    keepAlive: true,
  };
  const pool = new OutageSafePool({
    ...connection,
    max: 10,
    statement_timeout: timeouts.queryTimeoutMs,
    query_timeout: timeouts.queryTimeoutMs + unansweredGraceMs,
    idle_in_transaction_session_timeout: idleInTransactionTimeoutMs,
  });
  // An idle client that loses its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Neither may a client that is checked out (in a transaction) when its connection dies: without a
  // listener its 'error' event would be thrown. The running query fails with the error all the same.
  pool.on('connect', (client) => client.on('error', () => undefined));
  // The probe is a connection of its own (the pool's may all be stuck behind the partition), given
  // little time: one stuck in the partition must not keep the breaker open after the network heals.
  const probeTimeoutMs = Math.min(timeouts.connectTimeoutMs, outageProbeTimeoutMs);
  const breaker = createOutageBreaker({
    probeIntervalMs: outageProbeIntervalMs,
    probe: async () => {
      const client = new Client({
        ...connection,
        connectionTimeoutMillis: probeTimeoutMs,
        query_timeout: probeTimeoutMs,
      });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  });
  pool.breaker = breaker;
  const db = drizzlePg({ client: pool, schema });

  /**
   * Migrations and the startup lock run on a connection of their own without statement timeouts: a
   * migration may rightly take minutes, and so may waiting for another replica that holds the lock.
   */
  async function withMaintenanceClient<T>(fn: (client: Client) => Promise<T>): Promise<T> {
    const client = new Client(connection);
    client.on('error', () => undefined);
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  return {
    db,
    driver: 'postgres',
    outage: breaker,
    migrate: () => withMaintenanceClient((client) => migratePg(drizzlePg({ client, schema }), { migrationsFolder })),
    withStartupLock(fn) {
      // A session-level advisory lock lives on one connection, so hold that connection for the whole run.
      return withMaintenanceClient(async (lockClient) => {
        await lockClient.query('select pg_advisory_lock($1)', [startupLockKey]);
        try {
          return await fn();
        } finally {
          await lockClient.query('select pg_advisory_unlock($1)', [startupLockKey]);
        }
      });
    },
    close: () => {
      breaker.stop();
      return pool.end();
    },
  };
}

/**
 * drizzle's transactions check a client out with `pool.connect()` and hand it back with a bare
 * `release()`. When the network goes, that leaks: a `begin` that fails is never released (each one
 * costs the pool a connection for good, and after `max` of them the API cannot query even once the
 * database is back), and a client whose query timed out goes back to the pool with that query still
 * stuck on its socket. So a client checked out this way is given back, and destroyed, at its first
 * outage error; whatever drizzle then sends on it (the `rollback`) fails at once with that same error.
 * `pool.query` (every statement outside a transaction) checks out through the callback form, which
 * already releases with the error, and is left alone.
 */
class OutageSafePool extends Pool {
  /** Set once the pool is made (the probe needs the pool's own settings); see db/outage-breaker.ts. */
  breaker: OutageBreaker | undefined;

  override connect(): Promise<PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<PoolClient> | void {
    const breaker = this.breaker;
    const tripOn = (error: unknown) => {
      if (breaker !== undefined && meansConnectionLost(error)) breaker.trip();
    };
    if (callback !== undefined) {
      if (breaker?.open) {
        const refused = new DatabaseUnavailableError(breaker.openSince ?? Date.now());
        process.nextTick(() => callback(refused, undefined, () => undefined));
        return;
      }
      return super.connect((err, client, done) => {
        tripOn(err);
        // pool.query hands the client back with `client.release(error)`: the statement's outcome.
        if (client !== undefined) {
          const giveBack = client.release;
          client.release = (error?: Error | boolean) => {
            tripOn(error);
            giveBack(error);
          };
        }
        callback(err, client, done);
      });
    }
    if (breaker?.open) return Promise.reject(new DatabaseUnavailableError(breaker.openSince ?? Date.now()));
    return super.connect().then(
      (client) => releaseAtFirstOutage(client, tripOn),
      (error: unknown) => {
        tripOn(error);
        throw error;
      },
    );
  }
}

/**
 * An outage of the connection (refused, reset, black-holed: no answer within the query timeout), not a
 * live server cancelling one slow statement (57014, statement_timeout): only the first opens the breaker.
 */
function meansConnectionLost(error: unknown): boolean {
  if (!isDatabaseUnavailable(error) || error instanceof DatabaseUnavailableError) return false;
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (Reflect.get(current, 'code') === '57014') return false;
    current = Reflect.get(current, 'cause');
  }
  return true;
}

function releaseAtFirstOutage(client: PoolClient, onOutage: (error: unknown) => void): PoolClient {
  const giveBack = client.release.bind(client);
  const query: unknown = client.query;
  let outage: unknown;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    // The guard belongs to this checkout only; the next one starts from the prototype's query again.
    Reflect.deleteProperty(client, 'query');
    giveBack(error);
  };
  // An own property for this checkout: it shadows Client.prototype.query with all its overloads intact.
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value: (...args: unknown[]): unknown => {
      if (outage !== undefined) return Promise.reject(outage);
      if (typeof query !== 'function') throw new TypeError('pg client without query()');
      const result: unknown = Reflect.apply(query, client, args);
      // Callback and stream forms report their own errors; drizzle uses the promise form.
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          onOutage(error);
          outage = error;
          release(error instanceof Error ? error : true);
        }
        throw error;
      });
    },
  });
  client.release = release;
  return client;
}

/** A cheap round trip, for /healthz. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
