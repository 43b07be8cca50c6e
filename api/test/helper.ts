import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

export interface TestAppOptions {
  /** Also seed the demo content (articles, matches, comments…). Tenants and demo accounts always are. */
  demo?: boolean;
  /** Environment variables, as the server would read them (NODE_ENV, RATE_LIMIT_LOGIN_MAX, …). */
  env?: Record<string, string>;
  /**
   * With DATABASE_URL: the address the app reaches the database server through (a fault-injecting
   * proxy). The database is still created and dropped directly on the server.
   */
  databaseVia?: { host: string; port: number };
}

/**
 * A fresh API over a fresh database, migrated and seeded: an in-memory PGlite, or, when DATABASE_URL is
 * set, a new database `tribune_test_<random>` on that server, dropped when the app closes.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Fast hashes: the parameters are stored with each hash, so nothing else changes.
    PASSWORD_HASH_COST: '10',
    // High by default so ordinary tests never trip them; the rate-limit tests lower them.
    RATE_LIMIT_LOGIN_MAX: '1000',
    RATE_LIMIT_REGISTER_MAX: '1000',
    RATE_LIMIT_PASSWORD_RESET_MAX: '1000',
    RATE_LIMIT_CONTACT_MAX: '1000',
    COMMENT_RATE_LIMIT: '1000',
    // Tests change accounts behind the API's back (in the database); the token cache has its own tests.
    AUTH_TOKEN_CACHE_SECONDS: '0',
    ...options.env,
  });
  const { database, drop } = await freshDatabase(config.database, options.databaseVia);
  try {
    const app = await buildApp({
      config,
      database,
      logger: false,
      seed: { demoAccounts: true, demoContent: options.demo ?? false },
    });
    app.addHook('onClose', async () => {
      await database.close();
      await drop();
    });
    await app.ready();
    return app;
  } catch (error) {
    await database.close();
    await drop();
    throw error;
  }
}

async function freshDatabase(
  settings: AppConfig['database'],
  via?: { host: string; port: number },
): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl === undefined || serverUrl === '') {
    return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => undefined };
  }
  const name = `tribune_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (via !== undefined) {
    url.hostname = via.host;
    url.port = String(via.port);
  }
  const { connectTimeoutMs, queryTimeoutMs } = settings;
  return {
    database: await openDatabase({ url: url.toString(), connectTimeoutMs, queryTimeoutMs }),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Hosts of the two seeded tenants, as a browser would send them. */
export const hosts = { tribune: 'localhost:8080', tribuneNl: 'nl.localhost:8080' } as const;

export const demoPassword = 'tribune-demo';

/** The parsed JSON body of a response (an object, for the property checks tests make). */
export function body(response: LightMyRequestResponse): Record<string, unknown> {
  const parsed: unknown = response.json();
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`not a JSON object: ${response.body}`);
  return Object.fromEntries(Object.entries(parsed));
}

/** Logs in through the API and returns the bearer token. */
export async function loginToken(
  app: FastifyInstance,
  credentials: { login: string; password?: string; tenant?: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/login',
    headers: { 'x-tenant-id': credentials.tenant ?? 'tribune' },
    payload: { login: credentials.login, password: credentials.password ?? demoPassword },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const data: unknown = body(response)['data'];
  const token = typeof data === 'object' && data !== null ? Reflect.get(data, 'authorization') : undefined;
  if (typeof token !== 'string') throw new Error('login answered without a token');
  return token;
}

/** app.inject with the API headers every browser request carries (PLT-02). */
export function apiRequest(
  app: FastifyInstance,
  options: InjectOptions & { tenant?: string; token?: string; language?: 'en' | 'nl' },
): Promise<LightMyRequestResponse> {
  const { tenant, token, language, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      accept: 'application/json',
      'x-tenant-id': tenant ?? 'tribune',
      'x-visitor-id': 'AbCdE12345',
      'x-unique-visitor-id': 'AbCdE12345',
      'accept-language': language ?? 'en',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...headers,
    },
  });
}
