import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { authTokens, users } from '../../src/db/schema';
import { createTokenOwnerCache } from '../../src/plugins/token-owner-cache';
import { apiRequest, buildTestApp, demoPassword, loginToken } from '../helper';

/**
 * Decision 0017: a bearer token's owner is kept in memory for AUTH_TOKEN_CACHE_SECONDS. What this
 * process does is seen at once (every write empties the tenant's entries before its answer leaves); what
 * happens behind its back (another process, the database by hand) counts within the lifetime.
 */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ env: { AUTH_TOKEN_CACHE_SECONDS: '60' } });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const me = (token: string, tenant = 'tribune') =>
  apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token, tenant });

test('[ACC-06] a logout in this process ends the token at once, however recently it was used', async () => {
  const token = await loginToken(app, { login: 'fan' });
  expect((await me(token)).statusCode).toBe(200);
  expect((await apiRequest(app, { method: 'POST', url: '/api/v1/logout', token })).statusCode).toBeLessThan(300);
  expect((await me(token)).statusCode).toBe(401);
});

test('[ACC-13] a password change ends the other sessions at once', async () => {
  const changer = await loginToken(app, { login: 'TikiTakaTom' });
  const other = await loginToken(app, { login: 'TikiTakaTom' });
  expect((await me(other)).statusCode).toBe(200);
  const changed = await apiRequest(app, {
    method: 'POST',
    url: '/api/v1/front/user/update',
    token: changer,
    payload: {
      current_password: demoPassword,
      password: 'A-new-pass-2026!',
      password_confirmation: 'A-new-pass-2026!',
    },
  });
  expect(changed.statusCode).toBe(200);
  expect((await me(other)).statusCode).toBe(401);
  expect((await me(changer)).statusCode).toBe(200);
});

test('[SCL-01] a token revoked behind the process’s back keeps its kept owner until the next write of the tenant', async () => {
  const token = await loginToken(app, { login: 'ParkTheBus' });
  expect((await me(token)).statusCode).toBe(200);
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'ParkTheBus'));
  await app.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.userId, user?.id ?? 0));
  // Another process's logout: this one still knows the owner (within the lifetime) …
  expect((await me(token)).statusCode).toBe(200);
  // … a visit or a comment (writes that change no account) keeps it …
  await apiRequest(app, { method: 'POST', url: '/api/v2/resource/article/999999/visit' });
  expect((await me(token)).statusCode).toBe(200);
  // … until a write that may change accounts (here a login) empties the tenant's entries.
  await loginToken(app, { login: 'fan' });
  expect((await me(token)).statusCode).toBe(401);
});

test('[PLT-01] a token of one tenant is never another tenant’s, kept or not', async () => {
  const token = await loginToken(app, { login: 'OffsideTrap' });
  expect((await me(token)).statusCode).toBe(200);
  expect((await me(token, 'tribune-nl')).statusCode).toBe(401);
});

test('[SCL-01] entries expire after their lifetime, and an unknown token is never kept', () => {
  let clock = 1_000;
  const cache = createTokenOwnerCache(5_000, () => clock);
  const owner = { tokenId: 1, user: {} } as Parameters<typeof cache.set>[2];
  cache.set('tribune', 'token-a', owner);
  expect(cache.get('tribune', 'token-a')).toBe(owner);
  expect(cache.get('tribune-nl', 'token-a')).toBeUndefined();
  clock += 5_000;
  expect(cache.get('tribune', 'token-a')).toBeUndefined();
  const off = createTokenOwnerCache(0, () => clock);
  off.set('tribune', 'token-a', owner);
  expect(off.get('tribune', 'token-a')).toBeUndefined();
});
