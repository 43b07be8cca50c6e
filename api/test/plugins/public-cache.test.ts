import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { articles } from '../../src/modules/content/schema';
import { apiRequest, buildTestApp, hosts, loginToken } from '../helper';

let app: FastifyInstance;
let articleId: number;

beforeAll(async () => {
  // The in-memory store of public answers is off here: these tests change the database directly and
  // look at the HTTP caching alone (public-answer-store.test.ts tests the store).
  app = await buildTestApp({ demo: true, env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } });
  const [newest] = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.tenantId, 'tribune'))
    .orderBy(desc(articles.publishedAt))
    .limit(1);
  if (newest === undefined) throw new Error('no article');
  articleId = newest.id;
}, 60_000);

afterAll(async () => {
  await app.close();
});

/** The public lists, which do not depend on who asks. */
function publicUrls(): string[] {
  return [
    '/api/v2/article/scopes/lat/get/1',
    `/api/v2/article/${articleId}`,
    `/api/v2/article/${articleId}/related`,
    '/api/v2/comments/latest',
    '/ajax/matchcenter/homepage',
    '/ajax/matchcenter/league/eredivisie/rounds/current',
  ];
}

function get(url: string, headers: Record<string, string> = {}, token?: string): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url, headers, token });
}

function etagOf(response: LightMyRequestResponse): string {
  const etag = response.headers['etag'];
  if (typeof etag !== 'string') throw new Error(`no ETag on ${response.statusCode} ${response.body}`);
  return etag;
}

test('[ISSUE-10] public lists carry a weak ETag, public Cache-Control and Vary, and answer 304 to a matching If-None-Match', async () => {
  for (const url of publicUrls()) {
    const response = await get(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    const etag = etagOf(response);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers['vary']).toBe('Accept-Language, X-Tenant-Id, Authorization');

    const again = await get(url, { 'if-none-match': etag });
    expect({ url, status: again.statusCode, body: again.body }).toEqual({ url, status: 304, body: '' });
    expect(again.headers['etag']).toBe(etag);
    expect(again.headers['cache-control']).toBe(response.headers['cache-control']);
    expect(again.headers['vary']).toBe(response.headers['vary']);
    expect(again.headers['content-type']).toBeUndefined();

    // A list of tags, one of them ours (weak comparison), matches too; another tag does not.
    const listed = await get(url, { 'if-none-match': `"other", ${etag.replace(/^W\//, '')}` });
    expect(listed.statusCode).toBe(304);
    const other = await get(url, { 'if-none-match': 'W/"something-else"' });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(response.body);
  }
});

test('[ISSUE-10] the ETag names the content: gzip and HEAD keep it, another tenant gets its own', async () => {
  const url = '/api/v2/article/scopes/lat/get/1';
  const plain = await get(url);
  const gzipped = await get(url, { 'accept-encoding': 'gzip' });
  expect(gzipped.headers['content-encoding']).toBe('gzip');
  expect(etagOf(gzipped)).toBe(etagOf(plain));
  expect(String(gzipped.headers['vary'])).toMatch(/^Accept-Language, X-Tenant-Id, Authorization, accept-encoding$/i);
  const notModified = await get(url, { 'accept-encoding': 'gzip', 'if-none-match': etagOf(plain) });
  expect(notModified.statusCode).toBe(304);
  expect(notModified.rawPayload.length).toBe(0);

  const head = await apiRequest(app, { method: 'HEAD', url });
  expect(head.statusCode).toBe(200);
  expect(etagOf(head)).toBe(etagOf(plain));

  const dutch = await apiRequest(app, { method: 'GET', url, tenant: 'tribune-nl' });
  expect(etagOf(dutch)).not.toBe(etagOf(plain));
  const crossed = await apiRequest(app, {
    method: 'GET',
    url,
    tenant: 'tribune-nl',
    headers: { 'if-none-match': etagOf(plain) },
  });
  expect(crossed.statusCode).toBe(200);
});

test('[ISSUE-10] once the content changes, the old ETag gets a 200 with the new body and a new ETag', async () => {
  const url = '/api/v2/article/scopes/lat/get/1';
  const before = await get(url);
  const [original] = await app.db.select({ title: articles.title }).from(articles).where(eq(articles.id, articleId));
  if (original === undefined) throw new Error('no article');
  await app.db
    .update(articles)
    .set({ title: 'A headline changed after the first answer' })
    .where(eq(articles.id, articleId));
  try {
    const after = await get(url, { 'if-none-match': etagOf(before) });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('A headline changed after the first answer');
    expect(etagOf(after)).not.toBe(etagOf(before));
    const article = await get(`/api/v2/article/${articleId}`, { 'if-none-match': etagOf(before) });
    expect(article.statusCode).toBe(200);
  } finally {
    await app.db.update(articles).set({ title: original.title }).where(eq(articles.id, articleId));
  }
});

test('[ISSUE-10] a request with an Authorization header never gets public caching', async () => {
  const token = await loginToken(app, { login: 'fan' });
  for (const url of publicUrls()) {
    const anonymous = await get(url);
    const response = await get(url, { 'if-none-match': etagOf(anonymous) }, token);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['etag']).toBeUndefined();
    expect(response.headers['vary']).toBe('Accept-Language, X-Tenant-Id, Authorization');
  }
  // Not a valid token at all: still a request someone meant to authenticate.
  const garbage = await get('/api/v2/comments/latest', { authorization: 'Bearer not-a-token' });
  expect(garbage.headers['cache-control']).toBe('private, no-store');
});

test('[ISSUE-10] answers about a user, other JSON and failures are never publicly cached', async () => {
  const token = await loginToken(app, { login: 'fan' });
  // Reads the user (request.getUser()): no public option, so the private default.
  const predictions = await get('/api/v2/predictions', {}, token);
  expect(predictions.statusCode).toBe(200);
  expect(predictions.headers['cache-control']).toBe('private, no-store');
  expect(predictions.headers['etag']).toBeUndefined();
  const guestPredictions = await get('/api/v2/predictions');
  expect(guestPredictions.headers['cache-control']).toBe('private, no-store');

  const me = await get('/api/v2/user/me-as-resource', {}, token);
  expect(me.headers['cache-control']).toBe('no-store');
  // A route that chose its own policy keeps it.
  const settings = await get('/api/v2/setting');
  expect(settings.headers['cache-control']).toBe('no-cache');

  const missing = await get('/api/v2/article/2147483647');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  expect(missing.headers['etag']).toBeUndefined();
  const invalid = await get('/api/v2/article/scopes/lat/get/0');
  expect(invalid.statusCode).toBe(400);
  expect(invalid.headers['cache-control']).toBe('no-store');
});

test('[ISSUE-10] the feeds vary by nothing but their URL and Authorization, and answer 304 too', async () => {
  for (const url of ['/sitemap.xml', '/rss', '/feed', '/robots.txt']) {
    const response = await app.inject({ method: 'GET', url, headers: { host: hosts.tribune } });
    expect(response.headers['vary']).toBe('Authorization');
    const again = await app.inject({
      method: 'GET',
      url,
      headers: { host: hosts.tribune, 'if-none-match': etagOf(response) },
    });
    expect({ url, status: again.statusCode }).toEqual({ url, status: 304 });
  }
});
