import type { FastifyInstance } from 'fastify';
import { apiRequest, buildTestApp } from '../helper';

// Issue 31, finding 2: behind the shipped proxy a client chose its own address, because the API took
// the first address of X-Forwarded-For (TRUST_PROXY=true) and the proxy kept what the client sent in
// front of it. Now TRUST_PROXY names the proxy, and the address used is the one the proxy saw: the
// last one before the trusted hops. (deploy/proxy/nginx.conf also sets the header from the connection.)

let app: FastifyInstance;

beforeAll(async () => {
  // The tests' requests come from 127.0.0.1: that is the proxy here.
  app = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_LOGIN_MAX: '3' } });
}, 60_000);

afterAll(async () => {
  await app.close();
});

let attempts = 0;

/** A wrong login under a fresh name each time, so only the per-address limit can refuse it. */
function wrongLogin(forwardedFor: string, remoteAddress = '127.0.0.1') {
  attempts += 1;
  return apiRequest(app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: { login: `nobody-${attempts}`, password: 'not-the-password' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress,
  });
}

test('[SCL-01] addresses a client puts in front of X-Forwarded-For do not make it another client', async () => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    // What an appending proxy forwards: the client's invented addresses, then the address it saw.
    statuses.push((await wrongLogin(`198.51.100.${attempt}, 203.0.113.7`)).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
  // Another client behind the same proxy has its own count.
  expect((await wrongLogin('203.0.113.8')).statusCode).toBe(401);
});

test('[SCL-01] a sender that is not the trusted proxy is the client, whatever it forwards', async () => {
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    statuses.push((await wrongLogin(`198.51.100.${attempt}`, '192.0.2.44')).statusCode);
  }
  expect(statuses).toEqual([401, 401, 401, 429]);
});
