import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { tags } from '../../../src/modules/content/schema';
import { apiRequest, loginToken } from '../../helper';

// SEO-03 (decision 0049): what the cacheable-page tests share. A WEB_ROOT with a shell template and a
// stand-in Node build of the shell (plain CommonJS) that renders an article page the way the real one
// does: by reading the article through the API in process, so an editor's change shows in the page.

const template = `<!doctype html><html lang="__TRIBUNE_LANG__"><head><title>__TRIBUNE_TITLE__</title>
<style>/*__TRIBUNE_THEME__*/</style><script id="tribune-bootstrap" type="application/json">__TRIBUNE_BOOTSTRAP__</script>
</head><body><div id="root"></div><script defer src="/shell/main.0123abcd.js"></script></body></html>`;

const standInShell = `
exports.styles = '';
exports.renderPage = async (input) => {
  const article = /^\\/article\\/(\\d+)/.exec(input.url);
  let title = 'Home';
  if (article) {
    const response = await input.fetch('/api/v2/article/' + article[1]);
    title = response.ok ? (await response.json()).data.title : 'Missing';
  }
  return {
    html: '<main><h1>' + title + '</h1></main>',
    head: '',
    styles: '',
    state: { renderedAt: 1, data: {}, deferred: [], areas: [] },
    status: 200,
    complete: true,
  };
};
`;

/** A fresh WEB_ROOT holding the template and the stand-in shell's Node build. */
export function cacheablePagesWebRoot(): string {
  const webRoot = mkdtempSync(path.join(os.tmpdir(), 'tribune-seo03-'));
  mkdirSync(path.join(webRoot, 'shell', 'dist', 'server'), { recursive: true });
  mkdirSync(path.join(webRoot, 'shared', 'dist', 'server'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'index.html'), template);
  writeFileSync(path.join(webRoot, 'shell', 'dist', 'server', 'index.js'), standInShell);
  writeFileSync(path.join(webRoot, 'shared', 'dist', 'server', 'index.js'), "exports.styles = '';");
  return webRoot;
}

/** The rendered article title of a page's HTML. */
export function renderedTitle(html: string): string | undefined {
  return /<main><h1>([^<]*)<\/h1><\/main>/.exec(html)?.[1];
}

/** An editor of the tribune tenant: writes an article and changes its title, as ART-01 allows. */
export async function editorOf(app: FastifyInstance) {
  const token = await loginToken(app, { login: 'editor' });
  // Without the demo content the tenant has no tags, and an article needs one.
  await app.db
    .insert(tags)
    .values({ tenantId: 'tribune', slug: 'match-day', title: 'Match day' })
    .onConflictDoNothing();
  return {
    token,
    async write(title: string): Promise<{ id: number; url: string }> {
      const response = await apiRequest(app, {
        method: 'POST',
        url: '/api/v2/editor/articles',
        token,
        payload: { title, content: '<p>Kick-off at eight.</p>', primary_tag: 'match-day' },
      });
      if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
      return response.json<{ data: { id: number; url: string } }>().data;
    },
    async retitle(id: number, title: string): Promise<void> {
      const response = await apiRequest(app, {
        method: 'PATCH',
        url: `/api/v2/editor/articles/${id}`,
        token,
        payload: { title },
      });
      if (response.statusCode !== 200) throw new Error(`update: ${response.statusCode} ${response.body}`);
    },
  };
}
