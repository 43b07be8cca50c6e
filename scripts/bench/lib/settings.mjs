// What several bench scenarios share about their set-up: the API's limits under load from one address,
// numeric settings read from the environment, and statements on a Postgres server's maintenance database.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const repoRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../..');

/**
 * The demo accounts' password for this bench run: the APIs run in production, which seeds the demo only
 * when asked and never with the documented password (issue 31), so the bench asks, with one of its own.
 */
export const benchDemoPassword = randomBytes(18).toString('base64url');

/** The demo data in a production API the bench starts, with `benchDemoPassword`. */
export const benchDemoSeed = { SEED_DEMO: 'true', DEMO_PASSWORD: benchDemoPassword };

/** All load comes from 127.0.0.1: the API's per-IP limits for every API the bench starts. */
export const benchRateLimits = {
  RATE_LIMIT_LOGIN_MAX: '1000000',
  RATE_LIMIT_REGISTER_MAX: '1000000',
  RATE_LIMIT_PASSWORD_RESET_MAX: '1000000',
  RATE_LIMIT_CONTACT_MAX: '1000000',
};

/**
 * The environment of an API a scenario starts on `database` (one of `onEachBenchDatabase`'s): production,
 * warnings only, the simulator still, mail to the bench's sink, the per-IP limits lifted, a random admin
 * token. `overrides` come last (a scenario's own limits, its known admin token, development mode).
 */
export function benchApiEnv(ctx, database, overrides = {}) {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SIMULATOR: 'manual',
    ADMIN_TOKEN: randomBytes(24).toString('hex'),
    SMTP_URL: ctx.mailSink.url,
    ...benchRateLimits,
    ...benchDemoSeed,
    ...(database.url ? { DATABASE_URL: database.url, DATA_DIR: '' } : { DATA_DIR: database.dataDir, DATABASE_URL: '' }),
    ...overrides,
  };
}

/** The number in environment variable `name`, or `fallback` when unset; out of range is an error. */
export function setting(name, fallback, { min, max, integer = false }) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value)))
    throw new Error(`${name} must be ${integer ? 'a whole number ' : ''}between ${min} and ${max}`);
  return value;
}

/** Runs `sql` on the Postgres server of `url`, in its maintenance database (`pg` from the API's packages). */
export async function onPostgresServer(url, sql) {
  const { Client } = createRequire(path.join(repoRoot, 'api/package.json'))('pg');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new Client({ connectionString: admin.href });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Runs `measure(database)` on each database a scale scenario is asked for (`variable`, e.g.
 * BENCH_CB_DATABASES: `pglite,postgres` by default): PGlite in `scratchDir/{folder}`, and Postgres only
 * with `ctx.databaseUrl`, in a database of its own, `name`, made fresh before and dropped after. Answers
 * the results in that order, or `{skipped}` when no database is chosen.
 */
export async function onEachBenchDatabase(ctx, { variable, folder, name }, measure) {
  const wanted = (process.env[variable] ?? 'pglite,postgres').split(',');
  const databases = [];
  if (wanted.includes('pglite')) databases.push({ name: 'pglite', dataDir: path.join(ctx.scratchDir, folder) });
  if (wanted.includes('postgres') && ctx.databaseUrl) {
    const url = new URL(ctx.databaseUrl);
    url.pathname = `/${name}`;
    databases.push({ name: 'postgres', url: url.href, server: ctx.databaseUrl });
  }
  if (databases.length === 0) return { skipped: `no database chosen (${variable})` };
  const results = [];
  for (const database of databases) {
    if (database.server) await onPostgresServer(database.server, `drop database if exists ${name}`);
    if (database.server) await onPostgresServer(database.server, `create database ${name}`);
    try {
      results.push(await measure(database));
    } finally {
      if (database.server) await onPostgresServer(database.server, `drop database if exists ${name} with (force)`);
    }
  }
  return { results };
}

/**
 * Issue 31, finding 10 (SCL-04): `BENCH_REAL_VOLUMES=1` makes the scale scenarios' data sets as large as
 * the finding asks (100,000 articles a tenant, 100,000 collection items, 200,000 fans for the boards and
 * karma), longer to make than the default runs; each size's own variable still wins.
 */
export const realVolumes = process.env.BENCH_REAL_VOLUMES === '1';

/** `real` with BENCH_REAL_VOLUMES=1, else `usual`: the default of a data-set size. */
export const volumeDefault = (usual, real) => (realVolumes ? real : usual);
