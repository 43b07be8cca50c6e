import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, hosts } from '../../helper';

// SEO-04 (issue 30, docs/decisions/0051): with production builds, a page links each part's stylesheet
// file instead of carrying the CSS as text. Production builds write `stylesheets.json` beside their
// files (scripts/webpack/extract-css.js); the shell's template links the shell's own file. Here a
// stand-in shell Node build (plain CommonJS, in a WEB_ROOT of its own) answers as the real one does.

const template = `<!doctype html><html lang="__TRIBUNE_LANG__"><head><title>__TRIBUNE_TITLE__</title>
<link href="/shell/shell-styles.11aa22bb.css" rel="stylesheet">
<script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script>
</head><body><div id="root"></div></body></html>`;

const standInShell = `
exports.styles = '.shell{}';
exports.renderPage = async (input) => ({
  html: '<main><p>' + input.url + '</p></main>',
  head: '',
  styles: '',
  stylesheets: [{ href: '/remotes/mf-content/1.0.0/mf_content-styles.33cc44dd.css', file: 'mf_content-styles.33cc44dd.css' }],
  state: { renderedAt: 1, data: {}, deferred: [], areas: [] },
  status: 200,
  complete: true,
});
`;

let webRoot: string;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tribune-stylesheets-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist', 'server'), { recursive: true });
  mkdirSync(path.join(webRoot, 'shared', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), template);
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'stylesheets.json'), '{"files":["shell-styles.11aa22bb.css"]}');
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'server', 'index.js'), standInShell);
  writeFileSync(path.join(webRoot, 'shared', 'dist', 'server', 'index.js'), "exports.styles = '.shared{}';");
  app = await buildTestApp({ env: { WEB_ROOT: webRoot } });
}, 60_000);

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

test('[SEO-04] a page links the stylesheet files of the shell and of each rendered remote, and carries no CSS as text', async () => {
  const response = await app.inject({ method: 'GET', url: '/', headers: { host: hosts.tribune } });
  expect(response.statusCode).toBe(200);
  const html = response.body;
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link href="/shell/shell-styles.11aa22bb.css" rel="stylesheet">');
  // `data-href` is the name the remote's runtime looks for before it adds a link of its own.
  expect(head).toContain(
    '<link rel="stylesheet" href="/remotes/mf-content/1.0.0/mf_content-styles.33cc44dd.css" data-href="mf_content-styles.33cc44dd.css">',
  );
  expect(html).not.toContain('data-tribune-ssr');
  expect(html).not.toContain('.shared{}');
  expect(html).not.toContain('.shell{}');
});
