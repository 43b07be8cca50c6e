import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { passwordResets, users } from '../../../src/db/schema';
import { mailsTo, waitForMails } from '../../account-helpers';
import { apiRequest, buildTestApp, demoPassword } from '../../helper';

/**
 * Issue 29 ("Security, round two"), findings 2, 3, 5 and 9. The concurrency tests prove most on a real
 * Postgres (DATABASE_URL), where requests really run side by side; on PGlite they interleave at every
 * await, which the old code failed as well.
 */

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildTestApp({
    env: {
      // The per-client limit far away, so only the per-account lock acts; forwarded addresses trusted, so
      // one test machine can be many clients.
      RATE_LIMIT_LOGIN_MAX: '1000',
      TRUST_PROXY: 'true',
      LOGIN_THROTTLE_FREE_FAILURES: '5',
      LOGIN_THROTTLE_BASE_SECONDS: '30',
      LOGIN_THROTTLE_MAX_SECONDS: '600',
      PASSWORD_RESET_MAILS_PER_HOUR: '3',
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await app.close();
});

/** A login over real HTTP, so concurrent ones are really concurrent (inject runs them one by one). */
async function httpLogin(login: string, password: string, forwardedFor?: string): Promise<number> {
  const response = await fetch(`${origin}/api/v2/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-tenant-id': 'tribune',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify({ login, password }),
  });
  await response.arrayBuffer();
  return response.status;
}

function login(name: string, password: string, remoteAddress = '10.29.0.1'): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'POST', url: '/api/v2/login', payload: { login: name, password }, remoteAddress });
}

function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A 429's answer with the seconds taken out, which only tick down between two requests. */
function refusal(response: LightMyRequestResponse): unknown {
  return {
    status: response.statusCode,
    body: JSON.stringify(response.json()).replace(/\d+/g, 'N'),
    retryAfter: /^\d+$/.test(String(response.headers['retry-after'])),
  };
}

describe('[SEC-02] wrong logins sent at once', () => {
  test('[SEC-02] ten at once for one name from one address: five are checked (401), five refused (429)', async () => {
    const statuses = await Promise.all(Array.from({ length: 10 }, () => httpLogin('fan', 'wrong-password')));
    expect(tally(statuses)).toEqual({ 401: 5, 429: 5 });
    // Locked: the right password is refused too.
    expect(await httpLogin('fan', demoPassword)).toBe(429);
  });

  test('[SEC-02] ten at once for one name from ten addresses: still five checked, five refused', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => httpLogin('TikiTakaTom', 'wrong-password', `10.29.1.${index + 1}`)),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 5 });
  });

  test('[SEC-02] ten at once for an unknown name are counted the same way', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, index) => httpLogin('no-such-fan', 'wrong-password', `10.29.2.${index + 1}`)),
    );
    expect(tally(statuses)).toEqual({ 401: 5, 429: 5 });
  });
});

describe('[SEC-03] the lock is per account, not per name typed', () => {
  test('[SEC-03] locked through the username, the e-mail address with the right password is refused alike', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('ParkTheBus', 'wrong-password')).statusCode).toBe(401);
    }
    const byName = await login('ParkTheBus', demoPassword);
    const byEmail = await login('ParkTheBus@Tribune.test', demoPassword, '10.29.3.9');
    expect(byName.statusCode).toBe(429);
    expect(refusal(byEmail)).toEqual(refusal(byName));
  });

  test('[SEC-03] locked through the e-mail address, the username with the right password is refused alike', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('offsidetrap@tribune.test', 'wrong-password')).statusCode).toBe(401);
    }
    const byEmail = await login('offsidetrap@tribune.test', demoPassword);
    const byName = await login('OffsideTrap', demoPassword, '10.29.3.10');
    expect(byEmail.statusCode).toBe(429);
    expect(refusal(byName)).toEqual(refusal(byEmail));
    // And an unknown name locked the same way answers the same.
    for (let attempt = 0; attempt < 5; attempt += 1) await login('nobody@tribune.test', 'wrong-password');
    expect(refusal(await login('nobody@tribune.test', demoPassword))).toEqual(refusal(byEmail));
  });

  test('[SEC-03] failures through both names add up to one count', async () => {
    const statuses: number[] = [];
    for (const name of ['LateWinner90', 'latewinner90@tribune.test', 'LateWinner90', 'latewinner90@tribune.test']) {
      statuses.push((await login(name, 'wrong-password')).statusCode);
    }
    statuses.push((await login('LATEWINNER90', 'wrong-password')).statusCode);
    statuses.push((await login('latewinner90@tribune.test', demoPassword)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('[SEC-05] password-reset mail per account', () => {
  test('[SEC-05] twelve requests from twelve addresses send three mails; every answer is an unknown address’s', async () => {
    const address = 'cleansheetking@tribune.test';
    const request = (email: string, index: number) =>
      apiRequest(app, {
        method: 'POST',
        url: '/api/front/v1/password/email',
        payload: { email },
        remoteAddress: `10.29.5.${index + 1}`,
      });
    const unknown = await request('nobody-here@tribune.test', 99);
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => request(address, index)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(unknown.statusCode);
      expect(answer.body).toBe(unknown.body);
    }
    expect(unknown.statusCode).toBe(200);

    // The mail goes out after the answer; wait until all twelve have written whatever they write.
    await waitForMails(app, address, 3);
    const [user] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'CleanSheetKing')));
    await settle(async () => (await mailsTo(app, address)).length);
    const links = await app.db
      .select({ id: passwordResets.id })
      .from(passwordResets)
      .where(eq(passwordResets.userId, user?.id ?? -1));
    expect(links).toHaveLength(3);
    expect(await mailsTo(app, address)).toHaveLength(3);
  });
});

/**
 * Waits until `measure` has given the same value for a while (bounded), for work that runs after the
 * answer and has no other end to wait for. Not a timing assertion: the test asserts the value after.
 */
async function settle(measure: () => Promise<number>): Promise<void> {
  let last = await measure();
  let stable = 0;
  for (let round = 0; round < 100 && stable < 10; round += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await measure();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
}

describe('[SEC-09] registration of a taken address', () => {
  function register(fields: Record<string, string>): Promise<LightMyRequestResponse> {
    return apiRequest(app, {
      method: 'POST',
      url: '/api/v2/r-register',
      payload: { password: 'correct-horse', password_confirmation: 'correct-horse', ...fields },
      remoteAddress: '10.29.9.1',
    });
  }

  test('[SEC-09] a taken address and a free one with another problem answer in one shape, after the same hashing', async () => {
    const hash = jest.spyOn(app.passwords, 'hash');
    try {
      const taken = await register({ username: 'SomeNewFan', email: 'fan@tribune.test' });
      expect(hash).toHaveBeenCalledTimes(1);
      const freeButInvalid = await register({ username: 'x', email: 'free-address@example.test' });
      expect(hash).toHaveBeenCalledTimes(2);
      const freeButShortPassword = await register({
        username: 'AnotherNewFan',
        email: 'also-free@example.test',
        password: 'short',
        password_confirmation: 'short',
      });
      expect(hash).toHaveBeenCalledTimes(3);

      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toEqual({
        data: null,
        metaData: {
          message: 'The email has already been taken.',
          errors: { email: ['The email has already been taken.'] },
        },
      });
      for (const other of [freeButInvalid, freeButShortPassword]) {
        expect(other.statusCode).toBe(422);
        expect(other.json()).toEqual({
          data: null,
          metaData: { message: expect.any(String), errors: expect.any(Object) },
        });
      }
    } finally {
      hash.mockRestore();
    }
  });
});
