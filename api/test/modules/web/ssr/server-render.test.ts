import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hosts, loginToken } from '../../../helper';

// The API side of server rendering (issue 10, docs/decisions/0010): the page route hands each page to
// the shell's Node build, keeps guest pages, and never keeps or shows anything of one user. The shell's
// renderer itself is tested in shell/src/server/render-page.test.tsx; here a stand-in Node build of
// the shell (plain CommonJS, in a WEB_ROOT of its own) records what it is asked and answers markup.

const template = `<!doctype html><html lang="__TRIBUNE_LANG__"><head><title>__TRIBUNE_TITLE__</title>
<style>/*__TRIBUNE_THEME__*/</style><script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script>
</head><body><div id="root"></div></body></html>`;

const standInShell = `
let renders = 0;
exports.styles = '.shell{}';
exports.renderPage = async (input) => {
  renders += 1;
  if (input.url.startsWith('/broken')) throw new Error('the shell broke');
  // What a component asking for the fan's own data would get: the render is a guest's.
  const me = await input.fetch('/api/v2/user/me-as-resource', { headers: { authorization: 'Bearer stolen' } });
  return {
    html: '<main><p>render ' + renders + ' of ' + input.url + ' for ' + input.bootstrap.tenant.id + ', me: ' + me.status + '</p></main>',
    head: '<title>Page ' + input.url + '</title>',
    styles: '.page{}',
    state: { renderedAt: 1, data: {}, deferred: [], areas: [] },
    status: input.url.startsWith('/missing') ? 404 : 200,
    complete: true,
  };
};
`;

let webRoot: string;
let app: FastifyInstance;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tribune-ssr-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist', 'server'), { recursive: true });
  mkdirSync(path.join(webRoot, 'shared', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), template);
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'server', 'index.js'), standInShell);
  writeFileSync(path.join(webRoot, 'shared', 'dist', 'server', 'index.js'), "exports.styles = '.shared{}';");
});

beforeAll(async () => {
  app = await buildTestApp({ env: { WEB_ROOT: webRoot } });
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, host: string = hosts.tribune, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host, ...headers } });

function rendered(html: string): string {
  return /<p>([^<]*)<\/p>/.exec(html)?.[1] ?? '';
}

test('[ISSUE-10][SEO-02] a page holds the server-rendered markup, its head with one title, its CSS and its state', async () => {
  const response = await page('/article/1/x');
  expect(response.statusCode).toBe(200);
  const html = response.body;
  expect(rendered(html)).toMatch(/^render \d+ of \/article\/1\/x for tribune, me: 401$/);
  expect(html).toContain('<div id="root"><main>');
  // The page's title takes the place of the template's: one <title> in a document (issue 30).
  expect(html).toContain('<title>Page /article/1/x</title>');
  expect(html.match(/<title\b/g)).toHaveLength(1);
  expect(html).toContain('<style data-tribune-ssr>.shared{}\n.shell{}\n.page{}</style>');
  expect(html).toContain('<script id="tribune-page-state" type="application/json">{"renderedAt":1');
});

test('[ISSUE-10][SEO-03] a kept page is served again, byte for byte, with the same ETag and no nonce', async () => {
  const first = await page('/');
  const second = await page('/');
  expect(rendered(second.body)).toBe(rendered(first.body));
  expect(second.body).toBe(first.body);
  expect(second.headers['etag']).toBe(first.headers['etag']);
  expect(second.body).not.toContain('nonce');
  expect(String(second.headers['content-security-policy'])).not.toContain('nonce');
});

test('[ISSUE-10] nothing of a user is rendered or kept: a logged-in request gets the guest page', async () => {
  const token = await loginToken(app, { login: 'fan' });
  const asFan = await page('/', hosts.tribune, { authorization: `Bearer ${token}` });
  // The render never carries the fan's token: the API answered it 401, as to a guest.
  expect(rendered(asFan.body)).toMatch(/me: 401$/);
  expect(asFan.body).not.toContain(token);
  const asGuest = await page('/');
  expect(rendered(asGuest.body)).toBe(rendered(asFan.body));
});

test('[ISSUE-10] a successful write of a tenant drops its kept pages, and only its own', async () => {
  const english = rendered((await page('/')).body);
  const dutch = rendered((await page('/', hosts.tribuneNl)).body);
  // A failed write changes nothing.
  const failed = await app.inject({
    method: 'POST',
    url: '/api/v2/login',
    headers: { host: hosts.tribune },
    payload: { login: 'fan', password: 'wrong' },
  });
  expect(failed.statusCode).toBeGreaterThanOrEqual(400);
  expect(rendered((await page('/')).body)).toBe(english);
  await loginToken(app, { login: 'fan' });
  expect(rendered((await page('/')).body)).not.toBe(english);
  expect(rendered((await page('/', hosts.tribuneNl)).body)).toBe(dutch);
});

test('[ISSUE-10] a version switch is a new page at once: the versions are part of what is kept', async () => {
  const before = await page('/');
  const switched = await app.inject({
    method: 'PUT',
    url: '/api/admin/tenants/tribune/remotes/mf_content',
    headers: { host: hosts.tribune, authorization: `Bearer ${app.config.adminToken}` },
    payload: { version: '9.9.9', enabled: true },
  });
  expect(switched.statusCode).toBe(200);
  const after = await page('/');
  expect(after.body).toContain('/remotes/mf-content/9.9.9/remoteEntry.js');
  expect(rendered(after.body)).not.toBe(rendered(before.body));
});

test('[ISSUE-10] a not-found page is a 404; a shell that fails leaves the page to the browser', async () => {
  expect((await page('/missing/page')).statusCode).toBe(404);
  const broken = await page('/broken');
  expect(broken.statusCode).toBe(200);
  expect(broken.body).toContain('<div id="root"></div>');
  expect(broken.body).not.toContain('tribune-page-state');
  expect(broken.body).toContain('id="tribune-bootstrap"');
});
