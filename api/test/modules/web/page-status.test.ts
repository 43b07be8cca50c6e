import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { comments } from '../../../src/modules/community/schema';
import { apiRequest, buildTestApp, hosts, loginToken } from '../../helper';

// Issue 30 (SEO-01): real status codes. The API's side: an article that never was is 404, one an editor
// removed is 410, another tenant's is 404; the page route answers what the shell's renderer reports
// (shell/src/server/render-page.tsx, tested there with the real components): 404 and 410 with the
// rendered page, 301 with a Location that keeps the query. The stand-in Node build of the shell below
// asks the API in process, as the real one does, and reports as the article page does.

const template = `<!doctype html><html lang="__TRIBUNE_LANG__"><head><title>__TRIBUNE_TITLE__</title>
<style>/*__TRIBUNE_THEME__*/</style><script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script>
</head><body><div id="root"></div></body></html>`;

const standInShell = `
let renders = 0;
exports.styles = '';
exports.renders = () => renders;
exports.renderPage = async (input) => {
  renders += 1;
  const [path, query] = input.url.split('?');
  const match = /^\\/article\\/(\\d+)\\/[^/]*$/.exec(path);
  const page = { head: '<title>Page</title>', html: '<main>render ' + renders + '</main>', status: 200 };
  if (match) {
    const answer = await input.fetch('/api/v2/article/' + match[1]);
    if (answer.status === 404 || answer.status === 410) {
      page.status = answer.status;
      page.head += '<meta name="robots" content="noindex"/>';
      page.html = '<section data-page-status="' + answer.status + '"><h1>Article not found</h1></section>';
    } else {
      const { data } = await answer.json();
      if (data.url !== path) Object.assign(page, { status: 301, location: data.url + (query ? '?' + query : '') });
    }
  }
  return { ...page, styles: '', state: { renderedAt: 1, data: {}, deferred: [], areas: [] }, complete: true };
};
`;

let webRoot: string;
let app: FastifyInstance;
let editor: string;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'tribune-page-status-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist', 'server'), { recursive: true });
  mkdirSync(path.join(webRoot, 'shared', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), template);
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'server', 'index.js'), standInShell);
  writeFileSync(path.join(webRoot, 'shared', 'dist', 'server', 'index.js'), "exports.styles = '';");
  app = await buildTestApp({ demo: true, env: { WEB_ROOT: webRoot } });
  editor = await loginToken(app, { login: 'editor' });
}, 120_000);

afterAll(async () => {
  await app.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string, host: string = hosts.tribune) => app.inject({ method: 'GET', url, headers: { host } });

async function anArticle(): Promise<{ id: number; url: string }> {
  const created = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/editor/articles',
    token: editor,
    payload: { title: `Status test ${Math.random()}`, content: '<p>Body.</p>', primary_tag: 'transfers' },
  });
  expect(created.statusCode).toBe(201);
  return created.json<{ data: { id: number; url: string } }>().data;
}

const remove = (id: number, token: string | null = editor, tenant = 'tribune') =>
  apiRequest(app, { method: 'DELETE', url: `/api/v2/editor/articles/${id}`, token: token ?? undefined, tenant });

test('[SEO-01] an article that never was is a 404, and so is another tenant’s', async () => {
  expect((await apiRequest(app, { url: '/api/v2/article/99999' })).statusCode).toBe(404);
  const english = await anArticle();
  expect((await apiRequest(app, { url: `/api/v2/article/${english.id}` })).statusCode).toBe(200);
  const fromDutch = await apiRequest(app, { url: `/api/v2/article/${english.id}`, tenant: 'tribune-nl' });
  expect(fromDutch.statusCode).toBe(404);
  expect(fromDutch.json()).toEqual({ data: null, metaData: { message: 'The requested resource was not found.' } });
});

test('[SEO-01] an article an editor removed is a 410 in the reader’s language, its comments gone; removing it again is a 404', async () => {
  const article = await anArticle();
  const fan = await loginToken(app, { login: 'fan' });
  const comment = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/comments',
    token: fan,
    payload: { reply_to: null, resource_type: 'article', resource_id: article.id, content: 'First!' },
  });
  expect(comment.statusCode).toBe(201);
  const removed = await remove(article.id);
  expect(removed.statusCode).toBe(204);
  expect(removed.body).toBe('');
  const gone = await apiRequest(app, { url: `/api/v2/article/${article.id}` });
  expect(gone.statusCode).toBe(410);
  expect(gone.json()).toEqual({ data: null, metaData: { message: 'This article has been removed.' } });
  const goneNl = await apiRequest(app, { url: `/api/v2/article/${article.id}`, language: 'nl' });
  expect(goneNl.json()).toEqual({ data: null, metaData: { message: 'Dit artikel is verwijderd.' } });
  // Another tenant never learns it existed.
  expect((await apiRequest(app, { url: `/api/v2/article/${article.id}`, tenant: 'tribune-nl' })).statusCode).toBe(404);
  expect((await remove(article.id)).statusCode).toBe(404);
  // Its comments went with it.
  const left = await app.db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.resourceType, 'article'), eq(comments.resourceId, article.id)));
  expect(left).toEqual([]);
});

test('[SEO-01] only the tenant’s editors remove its articles', async () => {
  const article = await anArticle();
  const fan = await loginToken(app, { login: 'fan' });
  expect((await remove(article.id, fan)).statusCode).toBe(403);
  expect((await remove(article.id, null)).statusCode).toBe(401);
  const dutchEditor = await loginToken(app, { login: 'editor', tenant: 'tribune-nl' });
  expect((await remove(article.id, dutchEditor, 'tribune-nl')).statusCode).toBe(404);
  expect((await apiRequest(app, { url: `/api/v2/article/${article.id}` })).statusCode).toBe(200);
});

test('[SEO-01] the page of an unknown article, or of another tenant’s, is a 404 with noindex', async () => {
  const missing = await page('/article/99999/x');
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['content-type']).toMatch(/^text\/html/);
  expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  expect(missing.body).toContain('Article not found');
  const english = await anArticle();
  expect((await page(english.url)).statusCode).toBe(200);
  expect((await page(english.url, hosts.tribuneNl)).statusCode).toBe(404);
});

test('[SEO-01] a known article under a wrong slug is a 301 to its address, the query kept, each URL its own', async () => {
  const article = await anArticle();
  const wrong = `/article/${article.id}/not-its-slug`;
  const first = await page(`${wrong}?utm_source=feed&x=1`);
  expect(first.statusCode).toBe(301);
  expect(first.headers.location).toBe(`${article.url}?utm_source=feed&x=1`);
  // Kept under the URL that was asked for: another query never gets this one's Location.
  const other = await page(`${wrong}?ref=2`);
  expect(other.headers.location).toBe(`${article.url}?ref=2`);
  expect((await page(`${wrong}?utm_source=feed&x=1`)).headers.location).toBe(`${article.url}?utm_source=feed&x=1`);
  expect((await page(wrong)).headers.location).toBe(article.url);
});

test('[SEO-01] the page of a removed article is a 410', async () => {
  const article = await anArticle();
  expect((await page(article.url)).statusCode).toBe(200);
  expect((await remove(article.id)).statusCode).toBe(204);
  // The removal is a write of the tenant: its kept pages go, so the next visit sees the article gone.
  const gone = await page(article.url);
  expect(gone.statusCode).toBe(410);
  expect(gone.body).toContain('<meta name="robots" content="noindex"/>');
});
