import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { cacheablePagesWebRoot, editorOf, renderedTitle } from './cacheable-pages-helpers';
import { apiRequest, buildTestApp, hosts, loginToken } from '../../helper';

// SEO-03 (issue 30, docs/decisions/0049): a guest page is one answer for every guest, so a shared cache
// can keep it: public caching headers, an ETag, 304 on a match, and a CSP without a per-answer nonce.
// Anything asked with Authorization is never cacheable. The test with a real caching proxy in front is
// cacheable-pages-proxy.test.ts.

let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = cacheablePagesWebRoot();
  app = await buildTestApp({ env: { WEB_ROOT: webRoot } });
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: hosts.tribune, ...headers } });

function vary(response: LightMyRequestResponse): string[] {
  return String(response.headers['vary'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());
}

function scriptSources(response: LightMyRequestResponse): string[] {
  const policy = String(response.headers['content-security-policy']);
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

test('[SEO-03] a guest page says a shared cache may keep it, with a weak ETag and Vary on what it depends on', async () => {
  const response = await page('/');
  expect(response.statusCode).toBe(200);
  expect(renderedTitle(response.body)).toBe('Home');
  expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
  expect(response.headers['etag']).toMatch(/^W\/"[A-Za-z0-9_-]{32}"$/);
  expect(vary(response)).toEqual(expect.arrayContaining(['host', 'authorization']));
  // The page reads no cookie: a guest's poll cookie must not split the cache per browser.
  expect(vary(response)).not.toContain('cookie');
  expect(response.headers['set-cookie']).toBeUndefined();
});

test('[SEO-03] a matching If-None-Match is a 304 with no body; a page an editor changed is a 200 with a new ETag at once', async () => {
  const editor = await editorOf(app);
  const article = await editor.write('Derby day');
  const first = await page(article.url);
  expect(renderedTitle(first.body)).toBe('Derby day');
  const etag = String(first.headers['etag']);

  const again = await page(article.url, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers['etag']).toBe(etag);
  expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
  // A list of tags, one of them this page's, and the strong form of the same tag both match (weak comparison).
  expect((await page(article.url, { 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
  expect((await page(article.url, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304);
  expect((await page(article.url, { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

  // Purge on write: the API's own kept page is dropped by the edit, so the very next answer is new.
  await editor.retitle(article.id, 'Derby day: kick-off moved');
  const edited = await page(article.url, { 'if-none-match': etag });
  expect(edited.statusCode).toBe(200);
  expect(renderedTitle(edited.body)).toBe('Derby day: kick-off moved');
  expect(edited.headers['etag']).not.toBe(etag);
});

test('[SEO-03] no nonce in the CSP or the page: the inline script the page runs is allowed by its sha256', async () => {
  const response = await page('/');
  expect(String(response.headers['content-security-policy'])).not.toContain('nonce');
  expect(response.body).not.toContain('nonce');
  // The only inline scripts that run are the first-paint hints and the loader of the shell's script
  // after the first paint (issue 26); the bootstrap, the shell script's address and the page state are JSON.
  const inline = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
  expect(inline).toHaveLength(2);
  for (const script of inline) {
    expect(scriptSources(response)).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  for (const element of response.body.match(/<script\b[^>]*>/g) ?? []) {
    expect(element).toMatch(/^<script>$|type="application\/json"|src="\/shell\//);
  }
  // Scripts only from files and hashes: never 'unsafe-inline', eval or a wildcard.
  expect(scriptSources(response).every((source) => /^'self'$|^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
});

test("[SEO-03][ACC-20] the tenant's admin code is allowed by its hash, and a change of it is a new answer, not a 304", async () => {
  const before = await page('/');
  const code = "window.feedbackWidgetLoaded = 'yes';";
  const changed = await apiRequest(app, {
    method: 'PATCH',
    url: '/api/admin/tenants/tribune/settings',
    headers: { authorization: `Bearer ${app.config.adminToken}` },
    payload: { adminCustomCode: code },
  });
  expect(changed.statusCode).toBe(200);
  const after = await page('/', { 'if-none-match': String(before.headers['etag']) });
  expect(after.statusCode).toBe(200);
  expect(scriptSources(after)).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
  expect(after.headers['etag']).not.toBe(before.headers['etag']);
});

test('[SEO-03] a request with Authorization is never cacheable: private, no-store, no ETag and no 304', async () => {
  const guest = await page('/');
  const token = await loginToken(app, { login: 'fan' });
  const asFan = await page('/', { authorization: `Bearer ${token}`, 'if-none-match': String(guest.headers['etag']) });
  expect(asFan.statusCode).toBe(200);
  expect(asFan.headers['cache-control']).toBe('private, no-store');
  expect(asFan.headers['etag']).toBeUndefined();
  expect(vary(asFan)).toContain('authorization');
  // The page itself is the guest render (decision 0010): the session lives in the browser.
  expect(renderedTitle(asFan.body)).toBe('Home');
  // Even a token the API does not know: the header alone decides.
  expect((await page('/', { authorization: 'Bearer nobody' })).headers['cache-control']).toBe('private, no-store');
});

test('[NR-05] a newsroom page, the preview among them, is kept by no cache, indexed by no search engine, framed only by the site', async () => {
  const guest = await page('/');
  expect(String(guest.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(guest.headers['x-frame-options']).toBe('DENY');
  expect(guest.headers['x-robots-tag']).toBeUndefined();

  for (const url of ['/newsroom/article/5/preview', '/newsroom/article/5', '/newsroom']) {
    const first = await page(url);
    expect([url, first.statusCode]).toEqual([url, 200]);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers['etag']).toBeUndefined();
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
    const policy = String(first.headers['content-security-policy']);
    // The editor shows the preview page in a frame of its own origin, and nothing else may frame them.
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toMatch(/frame-src 'self'/);
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Never a 304 from a kept copy: each answer is rendered for its request.
    expect((await page(url, { 'if-none-match': '*' })).statusCode).toBe(200);
  }
});
