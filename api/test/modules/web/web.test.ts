import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { bootstrapSchema } from '../../../src/modules/web/bootstrap';
import { renderPage } from '../../../src/modules/web/page-template';
import { buildTestApp, hosts } from '../../helper';

/**
 * A WEB_ROOT of our own, so these tests do not depend on whether the front ends were built: a shell
 * template with the contract's placeholders and a built mf-content 0.3.0.
 */
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-web-'));
const emptyWebRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-empty-'));

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(webRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(webRoot, file), content);
}

write(
  'shell/dist/index.html',
  '<!doctype html><html lang="__TRIBUNE_LANG__"><head><title>__TRIBUNE_TITLE__</title>' +
    '<style>/*__TRIBUNE_THEME__*/</style>' +
    '<script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script></head>' +
    '<body><div id="root"></div><script src="/shell/main.0123abcd.js"></script></body></html>',
);
write('shell/dist/main.0123abcd.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
write('shell/dist/browserconfig.xml', '<browserconfig/>');
write('mf-content/package.json', JSON.stringify({ name: '@tribune/mf-content', version: '0.3.0' }));
write('mf-content/dist/0.3.0/mf-manifest.json', JSON.stringify({ id: 'mf_content' }));
write('mf-content/dist/0.3.0/remoteEntry.js', 'var mf_content;');

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ env: { WEB_ROOT: webRoot } });
}, 60_000);

afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  fs.rmSync(emptyWebRoot, { recursive: true, force: true });
});

function inlineBootstrap(html: string): Record<string, unknown> {
  const match = /<script id="tribune-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(html);
  if (match?.[1] === undefined) throw new Error('no bootstrap in the page');
  const parsed: unknown = JSON.parse(match[1]);
  if (typeof parsed !== 'object' || parsed === null) throw new Error('bootstrap is not an object');
  return Object.fromEntries(Object.entries(parsed));
}

describe('pages (web entry)', () => {
  test('[PLT-04] a minified template that lost the theme placeholder still gets the theme in <head>', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { host: hosts.tribuneNl },
    });
    const bootstrap = bootstrapSchema.parse(response.json());
    const minified =
      '<!doctype html><html lang=__TRIBUNE_LANG__><head><title>__TRIBUNE_TITLE__</title>' +
      '<style>body{margin:0}</style><script id=tribune-bootstrap type=application/json>__TRIBUNE_BOOTSTRAP__</script>' +
      '</head><body></body></html>';
    const html = renderPage(minified, bootstrap);
    const { primaryColor, accentColor } = bootstrap.tenant.theme;
    expect(html).toContain(
      `<style>:root{--color-primary:${primaryColor};--color-accent:${accentColor}}</style></head>`,
    );
    expect(html).toContain('<script id=tribune-bootstrap type=application/json>');
    expect(html).not.toContain('__TRIBUNE_');
  });

  test('[PLT-01] [PLT-04] a page of tribune is the shell template with language, title, theme and bootstrap written in', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/matchcenter/rankings/league/eredivisie?matches=true',
      headers: { host: hosts.tribune },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('<title>Tribune</title>');
    expect(response.body).toContain('<style>:root{--color-primary:#0d3b66;--color-accent:#f4a259}</style>');
    expect(response.body).not.toContain('__TRIBUNE_');
    const bootstrap = inlineBootstrap(response.body);
    expect(bootstrap['tenant']).toMatchObject({ id: 'tribune', language: 'en' });
    // The version comes from mf-content/package.json in WEB_ROOT.
    expect(bootstrap['remotes']).toContainEqual({
      name: 'mf_content',
      version: '0.3.0',
      entry: '/remotes/mf-content/0.3.0/remoteEntry.js',
    });
  });

  test('[PLT-06] [PLT-09] a page of tribune-nl is Dutch and bootstraps only its three remotes', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: hosts.tribuneNl } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="nl">');
    expect(response.body).toContain('<title>Tribune NL</title>');
    const bootstrap = inlineBootstrap(response.body);
    const remotes = bootstrap['remotes'];
    expect(Array.isArray(remotes) ? remotes.map((remote: unknown) => Reflect.get(Object(remote), 'name')) : []).toEqual(
      ['mf_account', 'mf_community', 'mf_content'],
    );
  });

  test('[PLT-01] an unknown host gets a 404 HTML page in English and Dutch that names no tenant', async () => {
    const response = await app.inject({ method: 'GET', url: '/some/page', headers: { host: 'unknown.example:8080' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Site not found');
    expect(response.body).toContain('Site niet gevonden');
    expect(response.body).not.toMatch(/tribune/i);
  });

  test('[PLT-01] paths reserved for the API and files are never pages: they get the JSON 404', async () => {
    for (const url of ['/api/nothing', '/ajax/nothing', '/dev/nothing', '/remotes/unknown/file.js', '/apps/1/events']) {
      const response = await app.inject({ method: 'GET', url, headers: { host: hosts.tribune } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        data: null,
        metaData: { message: `Route GET ${url} not found.` },
      });
    }
  });

  test('[PLT-04] bootstrap values cannot break out of the <script> element', async () => {
    const response = await app.inject({ method: 'GET', url: '/', headers: { host: hosts.tribune } });
    const script =
      /<script id="tribune-bootstrap" type="application\/json">(.*?)<\/script>/s.exec(response.body)?.[1] ?? '';
    expect(script).not.toContain('<');
  });

  test('[PLT-04] without a built shell the API uses its built-in template with the same placeholders filled', async () => {
    const bare = await buildTestApp({ env: { WEB_ROOT: emptyWebRoot } });
    try {
      const response = await bare.inject({ method: 'GET', url: '/', headers: { host: hosts.tribuneNl } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<html lang="nl">');
      expect(response.body).toContain('The front end is not built yet');
      expect(inlineBootstrap(response.body)['tenant']).toMatchObject({ id: 'tribune-nl' });
      // Versions default to 0.1.0 when a remote has no package.json.
      expect(inlineBootstrap(response.body)['remotes']).toContainEqual({
        name: 'mf_content',
        version: '0.1.0',
        entry: '/remotes/mf-content/0.1.0/remoteEntry.js',
      });
    } finally {
      await bare.close();
    }
  }, 60_000);
});

describe('static files', () => {
  test('[PLT-09] remote files are served from <folder>/dist with immutable caching and open CORS', async () => {
    const entry = await app.inject({ method: 'GET', url: '/remotes/mf-content/0.3.0/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var mf_content;');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
  });

  test('[PLT-09] the remote manifest is revalidated on every load (no-cache)', async () => {
    const manifest = await app.inject({ method: 'GET', url: '/remotes/mf-content/0.3.0/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
  });

  test('[PLT-09] missing remote files and paths outside the folder are a 404, not a file from elsewhere', async () => {
    const missing = await app.inject({ method: 'GET', url: '/remotes/mf-content/9.9.9/mf-manifest.json' });
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject({ method: 'GET', url: '/remotes/mf-content/../package.json' });
    expect(escape.statusCode).toBe(404);
    const encoded = await app.inject({ method: 'GET', url: '/remotes/mf-content/%2e%2e/package.json' });
    expect([403, 404]).toContain(encoded.statusCode);
    expect(encoded.body).not.toContain('@tribune/mf-content');
  });

  test('[PLT-04] shell files: hashed names cached for ever, gzip when asked for', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/shell/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('console.log');
  });

  test('[PLT-04] root-level files of the shell build are served, not answered with a page', async () => {
    // (The favicon is the tenant's own: web-app-files.test.ts.)
    const response = await app.inject({ method: 'GET', url: '/browserconfig.xml', headers: { host: hosts.tribune } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<browserconfig/>');
    const missing = await app.inject({ method: 'GET', url: '/humans.txt', headers: { host: hosts.tribune } });
    expect(missing.statusCode).toBe(404);
  });

  test('[OPS-05] JSON answers are gzip-compressed when large enough and asked for', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('platform', () => {
  test('[OPS-02] GET /healthz reports the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/) } });
  });

  test('[OPS-03] OpenAPI is generated from the route schemas and served at /docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec: { openapi: string; paths: Record<string, unknown> } = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/v2/login',
        '/api/v2/r-register',
        '/api/v2/email/verify/{user_id}/{hash}',
        '/api/v1/logout',
        '/api/v2/user/me-as-resource',
        '/api/front/v1/bootstrap',
        '/api/admin/tenants',
        '/api/admin/tenants/{tenantId}/remotes/{remoteName}',
      ]),
    );
    const ui = await app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  test('[HARD-03] an unknown API route and an unknown method are JSON 404s in the error shape', async () => {
    const response = await app.inject({ method: 'DELETE', url: '/api/v2/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Route DELETE /api/v2/login not found.' } });
  });

  test('[HARD-03] a body over the size limit is a 413 in the error shape', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/v2/login',
      headers: { 'content-type': 'application/json', 'x-tenant-id': 'tribune' },
      payload: JSON.stringify({ login: 'fan', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toEqual({ data: null, metaData: { message: 'The request body is too large.' } });
    const form = await app.inject({
      method: 'POST',
      url: '/api/v2/r-register',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-tenant-id': 'tribune' },
      payload: `username=${'a'.repeat(70 * 1024)}`,
    });
    expect(form.statusCode).toBe(413);
  });

  test('[HARD-06] a malformed URL is a 400 in the error shape', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v2/email/verify/%E0%A4%A/x' });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.json()).toMatchObject({ data: null, metaData: { message: expect.any(String) } });
  });
});

describe('production mode', () => {
  let production: FastifyInstance;

  beforeAll(async () => {
    production = await buildTestApp({
      env: {
        NODE_ENV: 'production',
        ADMIN_TOKEN: 'a-production-operator-token',
        // Required in production; nothing in these tests sends mail.
        SMTP_URL: 'smtp://127.0.0.1:9',
        WEB_ROOT: webRoot,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await production.close();
  });

  test('[ACC-02] /dev/mail does not exist in production', async () => {
    const response = await production.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'Route GET /dev/mail not found.' } });
  });

  test('[PLT-09] the development operator token does not work in production; ADMIN_TOKEN does', async () => {
    const dev = await production.inject({
      method: 'GET',
      url: '/api/admin/tenants',
      headers: { authorization: 'Bearer tribune-dev-admin-token' },
    });
    expect(dev.statusCode).toBe(401);
    const real = await production.inject({
      method: 'GET',
      url: '/api/admin/tenants',
      headers: { authorization: 'Bearer a-production-operator-token' },
    });
    expect(real.statusCode).toBe(200);
    expect(real.body).not.toContain('tribune-dev-key');
  });

  test('[PLT-04] the bootstrap says production', async () => {
    const response = await production.inject({
      method: 'GET',
      url: '/api/front/v1/bootstrap',
      headers: { host: hosts.tribune },
    });
    expect(response.json()).toMatchObject({ environment: 'production' });
  });
});
