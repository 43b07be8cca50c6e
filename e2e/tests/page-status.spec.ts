import type { APIRequestContext } from '@playwright/test';
import {
  apiHeaders,
  demoArticle,
  editorToken,
  isPlainArticle,
  newestArticles,
  nonsenseWord,
  pathOf,
  tagSlugOf,
  writeArticle,
} from '../support/content';
import { expect, test } from '../support/fixtures';
import { dutch, english } from '../support/site';

/**
 * Issue 30 (SEO-01): no soft 404s. A page whose subject does not exist answers 404 with the not-found
 * page rendered on the server and `noindex`; one an editor removed answers 410; a known article under a
 * wrong slug answers 301 to its own address. Node's resolver does not know *.localhost: the Dutch site
 * is asked at the loopback origin with the Dutch Host header (as server-rendering.spec.ts does).
 */
const dutchHost = { host: new URL(dutch).host };

const noindex = '<meta name="robots" content="noindex"/>';

async function guestGet(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  return request.get(`${english}${path}`, { headers, maxRedirects: 0 });
}

test('[SEO-01] an article that does not exist answers 404 with the not-found page and noindex', async ({ request }) => {
  const response = await guestGet(request, '/article/99999/x');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(noindex);
  expect(html).toContain('Article not found');
  expect(html).toContain('data-testid="not-found"');
  expect(html).not.toContain('Loading…');
});

test('[SEO-01] a known article under a wrong slug answers 301 to its own address, the query kept', async ({
  request,
}) => {
  const [article] = await newestArticles(request);
  expect(article, 'the demo has articles').toBeDefined();
  const response = await guestGet(request, `/article/${article!.id}/not-its-slug?utm_source=feed&ref=x`);
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe(`${pathOf(article!)}?utm_source=feed&ref=x`);
  // The address it points to is the page itself.
  expect((await guestGet(request, pathOf(article!))).status()).toBe(200);
});

test('[SEO-01] an English article’s address on the Dutch site answers 404', async ({ request }) => {
  const [article] = await newestArticles(request, 'tribune');
  expect(article, 'the demo has English articles').toBeDefined();
  const response = await guestGet(request, pathOf(article!), dutchHost);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(noindex);
  // In the tenant's language.
  expect(html).toContain('Artikel niet gevonden');
});

test('[SEO-01] an unknown tag answers 404', async ({ request }) => {
  const response = await guestGet(request, `/tag/${nonsenseWord('no-such-tag-')}`);
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(noindex);
  expect(html).toContain('Tag not found');
});

test('[SEO-01] an unknown collection answers 404', async ({ request }) => {
  const response = await guestGet(request, '/collection/999999');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(noindex);
  expect(html).toContain('data-testid="not-found"');
});

test('[SEO-01] an article the editors removed answers 410', async ({ request }) => {
  const token = await editorToken(request);
  const tag = tagSlugOf((await demoArticle(request, 'a news article', isPlainArticle)).primary_tag.url);
  const article = await writeArticle(request, token, {
    title: `Removed ${nonsenseWord('story')}`,
    content: '<p>Soon gone.</p>',
    excerpt: 'Soon gone.',
    primary_tag: tag,
  });
  expect((await guestGet(request, pathOf(article))).status()).toBe(200);
  const removed = await request.delete(`${english}/api/v2/editor/articles/${article.id}`, {
    headers: { ...apiHeaders(), Authorization: `Bearer ${token}` },
  });
  expect(removed.status(), await removed.text()).toBe(204);
  const response = await guestGet(request, pathOf(article));
  expect(response.status()).toBe(410);
  const html = await response.text();
  expect(html).toContain(noindex);
  expect(html).toContain('Article removed');
});

test('[SEO-01] the not-found page hydrates as it is: no loading state and no second request for the article', async ({
  page,
}) => {
  const articleRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/article\/99999\b/.test(request.url())) articleRequests.push(request.url());
  });
  const response = await page.goto(`${english}/article/99999/x`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Article not found' })).toBeVisible();
  expect(articleRequests).toEqual([]);
});

test('[SEO-01] an unknown player, club, match, fan or forum topic answers 404 with its remote’s not-found page', async ({
  request,
}) => {
  const missing = [
    { path: '/matchcenter/player/999999', text: 'Player not found' },
    { path: '/matchcenter/team/999999', text: 'Club not found' },
    { path: '/matchcenter/match/999999', text: 'data-testid="not-found"' },
    { path: '/user/nobody-here-at-all', text: 'data-testid="not-found"' },
    { path: '/forum/topic/999999', text: 'data-testid="not-found"' },
  ];
  for (const { path, text } of missing) {
    const response = await guestGet(request, path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toContain(noindex);
    expect(html, path).toContain(text);
    expect(html, path).not.toContain('Loading…');
  }
});

test('[SEO-01] an invite with a code no mini-league has answers 404', async ({ request }) => {
  const response = await guestGet(request, '/football-pool/leagues/join/ZZZZZZZZ');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain(noindex);
  expect(html).toContain('This invite is not valid');
});
