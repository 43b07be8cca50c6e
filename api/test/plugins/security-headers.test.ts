import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { unknownHostPage } from '../../src/modules/web/not-found-page';
import { shellScriptLoader } from '../../src/modules/web/page-template';
import { apiRequest, buildTestApp, hosts } from '../helper';

/**
 * Issue 9 (DESIGN.md "Security"): every answer carries security headers through @fastify/helmet, and a
 * page's Content-Security-Policy is built for its tenant, the same for every answer (no nonce: decision
 * 0049), with the hashes of the only inline scripts a page runs.
 */

/** A WEB_ROOT of our own: a shell template with the contract's placeholders and one hashed file. */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-csp-'));
fs.mkdirSync(path.join(webRoot, 'shell', 'dist'), { recursive: true });
fs.writeFileSync(
  path.join(webRoot, 'shell', 'dist', 'index.html'),
  '<!doctype html><html lang="__TRIBUNE_LANG__"><head><title>__TRIBUNE_TITLE__</title>' +
    '<style>/*__TRIBUNE_THEME__*/</style>' +
    '<script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script></head>' +
    '<body><div id="root"></div><script defer src="/shell/main.0123abcd.js"></script></body></html>',
);
fs.writeFileSync(path.join(webRoot, 'shell', 'dist', 'main.0123abcd.js'), 'void 0;');

const adminToken = 'security-headers-test-admin-token';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ env: { WEB_ROOT: webRoot, ADMIN_TOKEN: adminToken } });
}, 60_000);

afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

/** The Content-Security-Policy as directive → sources. */
function csp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  if (typeof header !== 'string') throw new Error('no Content-Security-Policy header');
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** `'sha256-…'` of an inline script's text, as a browser hashes it to check a CSP hash-source. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The text of the one inline script a page runs first (the first-paint hints of page-template.ts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
}

const page = (target: FastifyInstance, headers: Record<string, string> = {}) =>
  target.inject({ method: 'GET', url: '/news', headers: { host: hosts.tribune, ...headers } });

/** What every answer carries, whatever it is. */
function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(csp(response).get('frame-ancestors')).toEqual(["'none'"]);
  // Plain http: no HSTS (it would pin a host that has no https to https).
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

/** The strict policy of everything that is not a page. */
function expectApiPolicy(response: LightMyRequestResponse) {
  expectCommonHeaders(response);
  expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
}

describe('pages', () => {
  test('[PLT-01][SEO-03] a page has the security headers and a CSP that allows its inline scripts by hash, with no nonce', async () => {
    const response = await page(app);
    expect(response.statusCode).toBe(200);
    expectCommonHeaders(response);
    const policy = csp(response);
    // This page is rendered by the browser (no remote is built here): its one inline script is the
    // first-paint hints. A server-rendered page also runs the loader of the shell's script (issue 26),
    // whose hash every page's policy holds.
    const [hints, ...others] = inlineScripts(response.body);
    expect(hints).toBeDefined();
    expect(others).toEqual([]);
    // The seeded tenant's ACC-20 admin code, which mf-account runs as an inline script for admins.
    const adminCode = "document.documentElement.dataset.adminCode = 'ran';";
    expect(policy.get('script-src')).toEqual([
      "'self'",
      hashSource(hints ?? ''),
      hashSource(shellScriptLoader),
      hashSource(adminCode),
    ]);
    expect(response.headers['content-security-policy']).not.toContain('nonce');
    expect(response.body).not.toContain('nonce');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // React's style attributes need inline styles; scripts never get 'unsafe-inline' or eval.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(response.headers['content-security-policy']).not.toMatch(/unsafe-eval|strict-dynamic|\*/);
    // The real-time socket on the page's own host and port, from the bootstrap.
    expect(policy.get('connect-src')).toEqual(["'self'", 'ws://localhost:8080']);
    expect(policy.get('upgrade-insecure-requests')).toBeUndefined();
  });

  test('[SEO-03] every guest answer of a page is the same bytes under the same policy, so a shared cache can keep it', async () => {
    const [first, second] = await Promise.all([page(app), page(app)]);
    expect(second?.body).toBe(first?.body);
    expect(second?.headers['content-security-policy']).toBe(first?.headers['content-security-policy']);
  });

  test('[PLT-09][SEO-04] remotes on another origin, the API base URLs and the real-time endpoint are allowed, nothing else', async () => {
    const other = await buildTestApp({
      env: {
        WEB_ROOT: webRoot,
        ADMIN_TOKEN: adminToken,
        API_MAIN_URL: 'https://api.example.com/v',
        API_SOCCER_URL: 'https://soccer.example.com:8443',
        REALTIME_HOST: 'ws.example.com',
        REALTIME_PORT: '6001',
        REALTIME_TLS: 'true',
        REALTIME_AUTH_ENDPOINT: 'https://auth.example.com/broadcasting/auth',
      },
    });
    try {
      const remote = await apiRequest(other, {
        method: 'PUT',
        url: '/api/admin/tenants/tribune/remotes/mf_matchcenter',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: {
          version: '1.2.0',
          entry: 'https://cdn.example.net/mf-matchcenter/1.2.0/remoteEntry.js',
          enabled: true,
        },
      });
      expect(remote.statusCode).toBe(200);

      const policy = csp(await page(other));
      const cdn = 'https://cdn.example.net';
      expect(policy.get('script-src')).toEqual([
        "'self'",
        cdn,
        expect.stringMatching(/^'sha256-/),
        expect.stringMatching(/^'sha256-/),
        expect.stringMatching(/^'sha256-/),
      ]);
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        cdn,
        'https://api.example.com',
        'https://soccer.example.com:8443',
        'wss://ws.example.com:6001',
        'https://auth.example.com',
      ]);
      expect(policy.get('img-src')).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', cdn, 'https://api.example.com']),
      );
      expect(policy.get('font-src')).toEqual(["'self'", cdn]);
      // SEO-04: each remote's stylesheet file comes from where its scripts do.
      expect(policy.get('style-src')).toEqual(["'self'", cdn, "'unsafe-inline'"]);
    } finally {
      await other.close();
    }
  }, 60_000);

  test('[CON-01] Google reCAPTCHA is allowed only for a tenant that checks it', async () => {
    const google = /google|gstatic/;
    const before = csp(await page(app));
    expect(before.get('script-src')?.join(' ')).not.toMatch(google);
    expect(before.get('frame-src')?.join(' ')).not.toMatch(google);

    const settings = await apiRequest(app, {
      method: 'PATCH',
      url: '/api/admin/tenants/tribune/settings',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { recaptcha: { siteKey: 'site-key', secretKey: 'secret-key' } },
    });
    expect(settings.statusCode).toBe(200);
    try {
      const after = csp(await page(app));
      expect(after.get('script-src')).toEqual(
        expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
      );
      expect(after.get('frame-src')).toEqual(
        expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/']),
      );
      // The Dutch tenant has no reCAPTCHA.
      const dutch = csp(await page(app, { host: hosts.tribuneNl }));
      expect(dutch.get('script-src')?.join(' ')).not.toMatch(google);
    } finally {
      await apiRequest(app, {
        method: 'PATCH',
        url: '/api/admin/tenants/tribune/settings',
        headers: { authorization: `Bearer ${adminToken}` },
        payload: { recaptcha: null },
      });
    }
  });

  test('[EMB-01][OVL-01] a tenant running mf_content may frame only the embed players and the promotion overlay’s page plugin, by their paths; without it, nothing', async () => {
    const embedPlayers = [
      'https://www.youtube.com/embed/',
      'https://youtube.com/embed/',
      'https://www.youtube-nocookie.com/embed/',
      'https://youtube-nocookie.com/embed/',
      'https://www.facebook.com/plugins/post.php',
      'https://www.facebook.com/plugins/video.php',
      'https://www.instagram.com/p/',
      'https://www.instagram.com/reel/',
      'https://www.facebook.com/plugins/page.php',
    ];
    expect(csp(await page(app)).get('frame-src')).toEqual(embedPlayers);
    // WP-01: the push service worker comes from the site itself, nowhere else; the real-time worker is a
    // blob: script that runs under this policy (decision 0067).
    expect(csp(await page(app)).get('worker-src')).toEqual(["'self'", 'blob:']);
    // A provider's script is never allowed: the cards of X and TikTok are static (decision 0021).
    expect(
      csp(await page(app))
        .get('script-src')
        ?.join(' '),
    ).not.toMatch(/twitter|tiktok|facebook|instagram|youtube/);

    const admin = { authorization: `Bearer ${adminToken}` };
    const tenants = await apiRequest(app, { method: 'GET', url: '/api/admin/tenants', headers: admin });
    const tribune = tenants
      .json<{ data: { id: string; remotes: { name: string; version: string; entry: string }[] }[] }>()
      .data.find((tenant) => tenant.id === 'tribune');
    const content = tribune?.remotes.find((remote) => remote.name === 'mf_content');
    if (content === undefined) throw new Error('the tribune tenant runs no mf_content');
    const setContent = (enabled: boolean) =>
      apiRequest(app, {
        method: 'PUT',
        url: '/api/admin/tenants/tribune/remotes/mf_content',
        headers: admin,
        payload: { version: content.version, entry: content.entry, enabled },
      });
    expect((await setContent(false)).statusCode).toBe(200);
    try {
      expect(csp(await page(app)).get('frame-src')).toEqual(["'none'"]);
    } finally {
      expect((await setContent(true)).statusCode).toBe(200);
    }
  });

  test('[PLT-01] the unknown-host page has the headers and allows only its own <style>', async () => {
    const response = await page(app, { host: 'unknown.localhost:8080' });
    expect(response.statusCode).toBe(404);
    expectCommonHeaders(response);
    const style = /<style>([\s\S]*?)<\/style>/.exec(unknownHostPage)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    const policy = csp(response);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(policy.get('script-src')).toBeUndefined();
  });

  test('[PLT-01] over https (TRUST_PROXY and X-Forwarded-Proto) pages and API answers get HSTS; the socket is wss', async () => {
    const proxied = await buildTestApp({ env: { WEB_ROOT: webRoot, TRUST_PROXY: 'true' } });
    try {
      const https = { 'x-forwarded-proto': 'https' };
      const response = await page(proxied, https);
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      const policy = csp(response);
      expect(policy.get('connect-src')).toContain('wss://localhost:8080');
      expect(policy.get('upgrade-insecure-requests')).toEqual([]);
      const json = await apiRequest(proxied, { method: 'GET', url: '/api/front/v1/bootstrap', headers: https });
      expect(json.headers['strict-transport-security']).toBe('max-age=31536000');
      // Plain http behind the same proxy: none.
      expect((await page(proxied)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY the header is the client's word, and it is not taken.
    const direct = await page(app, { 'x-forwarded-proto': 'https' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  }, 60_000);
});

describe('[SEC-10] everything else', () => {
  test('a JSON answer has the strict API policy', async () => {
    const response = await apiRequest(app, { method: 'GET', url: '/api/front/v1/bootstrap' });
    expect(response.statusCode).toBe(200);
    expectApiPolicy(response);
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  test('error answers (404, 422) have them too', async () => {
    const notFound = await apiRequest(app, { method: 'GET', url: '/api/no-such-route' });
    expect(notFound.statusCode).toBe(404);
    expectApiPolicy(notFound);

    const invalid = await apiRequest(app, { method: 'POST', url: '/api/v2/login', payload: {} });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({ data: null, metaData: { errors: expect.any(Object) } });
    expectApiPolicy(invalid);
  });

  test('static files have them; assets other origins embed are cross-origin resources', async () => {
    const shellFile = await app.inject({ method: 'GET', url: '/shell/main.0123abcd.js' });
    expect(shellFile.statusCode).toBe(200);
    expectApiPolicy(shellFile);
    expect(shellFile.headers['cross-origin-resource-policy']).toBe('same-origin');

    const logo = await app.inject({ method: 'GET', url: '/assets/tenants/tribune/logo.svg' });
    expect(logo.statusCode).toBe(200);
    expectApiPolicy(logo);
    expect(logo.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test('/docs (Swagger UI) has its own policy: scripts from this origin only, never framed', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = csp(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toBeUndefined();
  });
});
