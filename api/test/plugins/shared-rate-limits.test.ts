import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiRequest, buildTestApp } from '../helper';
import { redisAnswers, testRedisUrl } from '../support/redis';

// Issue 31, finding 1 (SCL-01): per-address limits were counted per process, so two processes let twice
// the limit through. With REDIS_URL both count in Redis. Two API instances here, each with its own
// limiter, as two processes have; a key prefix unique to this run keeps parallel runs apart.

const redisUrl = testRedisUrl;

const redisUp = redisAnswers(redisUrl);
if (!redisUp) console.warn(`shared-rate-limits: SKIPPED, Redis does not answer at ${redisUrl}`);
const describeWithRedis = redisUp ? describe : describe.skip;

describeWithRedis('rate limits shared by two API processes over Redis', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let attempts = 0;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl,
      RATE_LIMIT_REDIS_PREFIX: `tribune-test:${randomBytes(6).toString('hex')}:rate-limit:`,
      RATE_LIMIT_LOGIN_MAX: '3',
    };
    [first, second] = await Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  /** A wrong login under a fresh name, so only the per-address limit can refuse it. */
  async function wrongLogin(app: FastifyInstance, remoteAddress: string): Promise<number> {
    attempts += 1;
    const response = await apiRequest(app, {
      method: 'POST',
      url: '/api/v2/login',
      payload: { login: `nobody-${attempts}`, password: 'not-the-password' },
      remoteAddress,
    });
    return response.statusCode;
  }

  test('[SCL-01] wrong logins alternating between two processes are limited once, not once per process', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(await wrongLogin(attempt % 2 === 0 ? first : second, '192.0.2.91'));
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    // Another address has a count of its own, on either process.
    expect(await wrongLogin(second, '192.0.2.92')).toBe(401);
  });
});
