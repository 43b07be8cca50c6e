import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { loginThrottles } from '../../src/db/schema';
import { throttleKey } from '../../src/modules/accounts/sessions/login-throttle';
import { apiRequest, buildTestApp, demoPassword, hosts } from '../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({
    env: {
      RATE_LIMIT_LOGIN_MAX: '3',
      RATE_LIMIT_REGISTER_MAX: '2',
      // These tests count per client; the per-account back-off has its own app below.
      LOGIN_THROTTLE_FREE_FAILURES: '100',
    },
  });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const wrongLogin = { login: 'fan', password: 'wrong-password' };

test('[ACC-01] login is rate limited per tenant and IP: the 4th attempt in a minute is a 429 in the error shape', async () => {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: wrongLogin,
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(401);
  }
  const limited = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.1',
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    data: null,
    metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
  expect(limited.headers['retry-after']).toBeDefined();

  const dutch = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.1',
    language: 'nl',
  });
  expect(dutch.json()).toEqual({
    data: null,
    metaData: { message: 'Te veel pogingen. Wacht een minuut en probeer het opnieuw.' },
  });
});

test('[ACC-01] the login limit of one IP does not block another IP or another tenant', async () => {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await apiRequest(app, { method: 'POST', url: '/api/v2/login', payload: wrongLogin, remoteAddress: '10.0.0.2' });
  }
  const otherIp = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.3',
  });
  expect(otherIp.statusCode).toBe(401);
  const otherTenant = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: wrongLogin,
    remoteAddress: '10.0.0.2',
    tenant: 'tribune-nl',
  });
  expect(otherTenant.statusCode).toBe(401);
});

test('[ACC-01] one tenant has one bucket per client, whichever name or host it is asked by', async () => {
  const asked = [
    { headers: { host: hosts.tribune, 'x-tenant-id': '' } },
    { headers: { 'x-tenant-id': 'tribune' } },
    { headers: { host: '127.0.0.1:8080', 'x-tenant-id': '' } },
    { headers: { host: 'en.localhost:8080', 'x-tenant-id': '' } },
  ];
  const statuses: number[] = [];
  for (const { headers } of asked) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: wrongLogin,
      remoteAddress: '10.0.0.4',
      headers,
    });
    statuses.push(response.statusCode);
  }
  // The limit is 3: the fourth attempt is refused though it names the tenant a fourth way.
  expect(statuses).toEqual([401, 401, 401, 429]);
});

test('[ACC-02] registration is rate limited: the 3rd attempt in a minute is a 429', async () => {
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: {},
      remoteAddress: '10.0.0.9',
    });
    expect(response.statusCode).toBe(422);
  }
  const limited = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/r-register',
    payload: {},
    remoteAddress: '10.0.0.9',
  });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({
    data: null,
    metaData: { message: 'Too many attempts. Please wait a minute and try again.' },
  });
});

test('[ACC-01] RATE_LIMIT=false switches the limits off', async () => {
  const unlimited = await buildTestApp({ env: { RATE_LIMIT: 'false', RATE_LIMIT_LOGIN_MAX: '1' } });
  try {
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const response = await apiRequest(unlimited, { method: 'POST', url: '/api/v2/login', payload: wrongLogin });
      expect(response.statusCode).toBe(401);
    }
  } finally {
    await unlimited.close();
  }
}, 60_000);

describe('per-account back-off of failed logins (decision 0007)', () => {
  let throttled: FastifyInstance;

  beforeAll(async () => {
    throttled = await buildTestApp({
      env: { LOGIN_THROTTLE_FREE_FAILURES: '3', LOGIN_THROTTLE_BASE_SECONDS: '30', LOGIN_THROTTLE_MAX_SECONDS: '600' },
    });
  }, 60_000);

  afterAll(async () => {
    await throttled.close();
  });

  async function attempt(login: string, password: string, remoteAddress: string) {
    return apiRequest(throttled, { method: 'POST', url: '/api/v2/login', payload: { login, password }, remoteAddress });
  }

  /** The throttle's key for a login name: its account once it names one (issue 29). */
  async function keyOf(login: string): Promise<string> {
    return throttleKey(login, await throttled.accounts.findByLogin('tribune', login));
  }

  /** Moves the name's lock into the past, as if its time had run out (no sleeping in tests). */
  async function expireLock(login: string): Promise<void> {
    await throttled.db
      .update(loginThrottles)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(and(eq(loginThrottles.tenantId, 'tribune'), eq(loginThrottles.login, await keyOf(login))));
  }

  test('[ACC-01] after 3 failures the name is locked, from every address and even with the right password', async () => {
    const statuses: number[] = [];
    for (const address of ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4']) {
      statuses.push((await attempt('fan', 'wrong-password', address)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rightPassword = await attempt('FAN', demoPassword, '10.1.0.5');
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(rightPassword.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(rightPassword.json()).toEqual({
      data: null,
      metaData: {
        message: expect.stringMatching(
          /^Too many failed attempts to log in with this name\. Please try again in \d+ seconds\.$/,
        ),
      },
    });
    const dutch = await apiRequest(throttled, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'fan', password: demoPassword },
      language: 'nl',
    });
    expect(dutch.json()).toMatchObject({
      metaData: { message: expect.stringMatching(/^Te veel mislukte pogingen om met deze naam in te loggen\./) },
    });
  });

  test('[ACC-01] each failure after the lock doubles it; a success wipes the count', async () => {
    for (let failure = 0; failure < 3; failure += 1) await attempt('editor', 'wrong-password', '10.2.0.1');
    await expireLock('editor');
    expect((await attempt('editor', 'wrong-password', '10.2.0.1')).statusCode).toBe(401);
    const doubled = await attempt('editor', 'wrong-password', '10.2.0.1');
    expect(doubled.statusCode).toBe(429);
    expect(Number(doubled.headers['retry-after'])).toBeGreaterThan(30);
    expect(Number(doubled.headers['retry-after'])).toBeLessThanOrEqual(60);

    await expireLock('editor');
    expect((await attempt('editor', demoPassword, '10.2.0.1')).statusCode).toBe(200);
    const rows = await throttled.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.login, await keyOf('editor')));
    expect(rows).toEqual([]);
  });

  test('[ACC-01] an unknown name is answered exactly like a known one, so the lock tells nothing', async () => {
    const known: Array<{ status: number; body: unknown }> = [];
    const unknown: Array<{ status: number; body: unknown }> = [];
    for (let step = 0; step < 4; step += 1) {
      const a = await attempt('TerraceTalk', 'wrong-password', '10.3.0.1');
      const b = await attempt('nobody-by-this-name', 'wrong-password', '10.3.0.2');
      known.push({ status: a.statusCode, body: a.json() });
      unknown.push({ status: b.statusCode, body: b.json() });
    }
    expect(known.map((entry) => entry.status)).toEqual([401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });

  test('[ACC-01] the lock belongs to one tenant', async () => {
    for (let failure = 0; failure < 3; failure += 1) await attempt('oldtimer', 'wrong-password', '10.4.0.1');
    expect((await attempt('oldtimer', demoPassword, '10.4.0.1')).statusCode).toBe(429);
    const dutchSite = await apiRequest(throttled, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: 'oldtimer', password: demoPassword },
      tenant: 'tribune-nl',
    });
    expect(dutchSite.statusCode).toBe(200);
  });
});
