import type { APIRequestContext, Page } from '@playwright/test';
import { apiLogin, demoPassword } from './accounts';
import { expect } from './fixtures';
import { english } from './site';

/**
 * What the content journeys (issue 15: tags, search, live blogs, polls, embeds, the article page) share:
 * the demo's articles looked up by what their bodies hold, and the editors' API for set-up. Node does not
 * resolve *.localhost, so every API call goes to the English origin and names the tenant in X-Tenant-Id.
 */

export type Tenant = 'tribune' | 'tribune-nl';

export const apiHeaders = (tenant: Tenant = 'tribune') => ({ 'X-Tenant-Id': tenant, Accept: 'application/json' });

/** An article as `GET /api/v2/article/{id}` answers it (the fields the journeys read). */
export interface DemoArticle {
  id: number;
  url: string;
  title: string;
  kind: 'news' | 'photo_report' | 'bio';
  content: string;
  liveblog_id: number | null;
  primary_tag: { title: string; url: string };
}

/** The path of an article page (`/article/{id}/{slug}`), from the article's absolute or relative URL. */
export function pathOf(article: { url: string }): string {
  return new URL(article.url, english).pathname;
}

/** A tag's slug, from its URL (`/tag/{slug}`). */
export function tagSlugOf(url: string): string {
  return decodeURIComponent(new URL(url, english).pathname.replace(/^\/tag\//, ''));
}

async function getJson<T>(request: APIRequestContext, path: string, tenant: Tenant): Promise<T> {
  const response = await request.get(`${english}${path}`, { headers: apiHeaders(tenant) });
  expect(response.status(), `GET ${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

const newestByTenant = new Map<Tenant, Promise<DemoArticle[]>>();

/**
 * The tenant's 50 newest articles of every kind (`net-binnen`), each with its body: the demo puts its
 * polls, embeds, galleries and live blogs on these. Articles the journeys write are dated in the past
 * (`writeArticle`), so they never show up here. Asked once per worker and tenant.
 */
export function newestArticles(request: APIRequestContext, tenant: Tenant = 'tribune'): Promise<DemoArticle[]> {
  let found = newestByTenant.get(tenant);
  if (found === undefined) {
    found = (async () => {
      const list = await getJson<{ data: { id: number }[] }>(
        request,
        '/api/v2/article/scopes/net-binnen/get/1?page_size=50',
        tenant,
      );
      return Promise.all(
        list.data.map(
          async ({ id }) => (await getJson<{ data: DemoArticle }>(request, `/api/v2/article/${id}`, tenant)).data,
        ),
      );
    })();
    newestByTenant.set(tenant, found);
    // A failed look-up is not kept: the next journey asks again.
    found.catch(() => newestByTenant.delete(tenant));
  }
  return found;
}

/** The newest demo article that passes `test`; fails the journey when the demo has none. */
export async function demoArticle(
  request: APIRequestContext,
  what: string,
  test: (article: DemoArticle) => boolean | Promise<boolean>,
  tenant: Tenant = 'tribune',
): Promise<DemoArticle> {
  for (const article of await newestArticles(request, tenant)) {
    if (await test(article)) return article;
  }
  throw new Error(`the ${tenant} demo has no article with ${what}`);
}

/** A news article with none of the body's features: no poll, embed, gallery, numbered image or live blog. */
export function isPlainArticle(article: DemoArticle): boolean {
  return (
    article.kind === 'news' &&
    article.liveblog_id === null &&
    !/data-(poll-id|embed|lightbox|numbered-image)/.test(article.content)
  );
}

interface PollView {
  poll_id: number;
  question: string;
  is_closed: boolean;
  total_voting: number;
  my_answer: number | null;
  answers: { answer_id: number; text: string; percent: number }[];
}

export async function showPoll(request: APIRequestContext, pollId: number, tenant: Tenant = 'tribune') {
  return (await getJson<{ data: PollView }>(request, `/api/v1/poll/${pollId}/show`, tenant)).data;
}

/** The poll ids placed in a body (`<div data-poll-id="N">`), in body order. */
export function pollIdsOf(content: string): number[] {
  return [...content.matchAll(/data-poll-id="(\d+)"/g)].map((match) => Number(match[1]));
}

interface LiveblogPage {
  data: { id: number; is_pinned: boolean; body: string }[];
  metaData: { liveblog_id: number; fixture_id: number | null; total: number; has_more: boolean; channel: string };
}

export function liveblogOf(request: APIRequestContext, articleId: number, tenant: Tenant = 'tribune') {
  return getJson<LiveblogPage>(request, `/api/v1/resource/${articleId}/liveblogs-as-html`, tenant);
}

/** A tag as `GET /api/v2/tag/{slug}` answers it. */
interface TagView {
  id: number;
  slug: string;
  title: string;
  url: string;
  template: 'default' | 'photo_report';
}

async function tagOf(request: APIRequestContext, slug: string, tenant: Tenant = 'tribune') {
  return (await getJson<{ data: TagView }>(request, `/api/v2/tag/${encodeURIComponent(slug)}`, tenant)).data;
}

/** How many published articles a tag has (`total_count` of its first page). */
export async function tagArticleCount(request: APIRequestContext, tagId: number, tenant: Tenant = 'tribune') {
  const page = await getJson<{ data: { total_count: number } }>(
    request,
    `/ajax/tag/${tagId}/load-latest-articles/0/10`,
    tenant,
  );
  return page.data.total_count;
}

/** The tags of the tenant's newest articles, each looked up once. */
export async function demoTags(request: APIRequestContext, tenant: Tenant = 'tribune'): Promise<TagView[]> {
  const slugs = [...new Set((await newestArticles(request, tenant)).map((a) => tagSlugOf(a.primary_tag.url)))];
  return Promise.all(slugs.map((slug) => tagOf(request, slug, tenant)));
}

/** The demo editor's token (`editor`, an editor and admin on both tenants). */
export async function editorToken(request: APIRequestContext, tenant: Tenant = 'tribune'): Promise<string> {
  const login = await apiLogin(request, 'editor', demoPassword, tenant);
  expect(login.status, login.message).toBe(200);
  return login.data?.authorization as string;
}

/**
 * Writes an article through the editors' API (`POST /api/v2/editor/articles`). Dated in 2020 unless told
 * otherwise: it sorts after every demo article, so the lists other journeys read (the newest article, the
 * home page's order) stay as the demo made them, while search, its tag and its own page have it.
 */
export async function writeArticle(
  request: APIRequestContext,
  token: string,
  article: { title: string; content: string; excerpt: string; primary_tag: string; published_at?: string },
  tenant: Tenant = 'tribune',
): Promise<{ id: number; url: string; content: string }> {
  const response = await request.post(`${english}/api/v2/editor/articles`, {
    headers: { ...apiHeaders(tenant), Authorization: `Bearer ${token}` },
    data: { published_at: '2020-03-14T12:00:00Z', ...article },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number; url: string; content: string } }).data;
}

/** Letters only (stemmers and the search's tokenizer keep such a word whole): `prefix` and a random tail. */
export function nonsenseWord(prefix: string): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  let tail = '';
  for (let index = 0; index < 8; index += 1) tail += letters[Math.floor(Math.random() * letters.length)];
  return `${prefix}${tail}`;
}

/**
 * Every response body of the page's scripts and stylesheets, read as they arrive. `texts()` waits for the
 * bodies still being read.
 */
export function recordAssets(page: Page) {
  const bodies: Promise<{ url: string; text: string }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(
      response.text().then(
        (text) => ({ url: response.url(), text }),
        () => ({ url: response.url(), text: '' }),
      ),
    );
  });
  return { texts: () => Promise.all(bodies) };
}
