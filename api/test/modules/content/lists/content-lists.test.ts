import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { comments, resourceStats } from '../../../../src/modules/community/schema';
import { seedDemoPhotoReports } from '../../../../src/modules/content/lists/demo-photo-reports';
import { articles, authors, tags } from '../../../../src/modules/content/schema';
import { apiRequest, buildTestApp } from '../../../helper';

/** The AjaxArticle of the lists contract (docs/contracts.md "Lists"). */
interface AjaxArticle {
  id: number;
  url: string;
  title: string;
  aTitle: string;
  bTitle: string;
  ab_testing: boolean;
  content: string;
  date: string;
  time: string;
  day: string;
  published_at: string;
  image_url: string;
  primary_tag: string;
  tag_url: string;
  user: string;
  user_url: string | null;
  user_is_public: boolean;
  show_author: boolean;
  author_url: string | null;
  comments_count: number;
  claps_count: number;
  claps_users_count: number;
  kind: 'news' | 'photo_report' | 'bio';
}

interface ArticleSummary {
  id: number;
  kind: 'news' | 'photo_report' | 'bio';
  published_at: string;
}

interface ErrorBody {
  data: null;
  metaData: { message: string; errors?: Record<string, string[]> };
}

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

const minute = 60 * 1000;
const day = 24 * 60 * minute;

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 120_000);

afterAll(async () => {
  await app.close();
});

// ---------------------------------------------------------------------------------------------------
// Fixtures: a tag of the test's own with articles whose dates, kinds and flags the test chooses.

let made = 0;

async function authorOf(tenant: string, isPublic = true): Promise<number> {
  made += 1;
  const [row] = await app.db
    .insert(authors)
    .values({ tenantId: tenant, slug: `lists-author-${made}`, name: `Writer ${made}`, isPublic })
    .returning({ id: authors.id });
  if (row === undefined) throw new Error('no author');
  return row.id;
}

async function makeTag(
  tenant: string,
  template: 'default' | 'photo_report' = 'default',
): Promise<{ id: number; slug: string; title: string }> {
  made += 1;
  const slug = `lists-tag-${made}`;
  const [row] = await app.db
    .insert(tags)
    .values({ tenantId: tenant, slug, title: `Tag ${made}`, template })
    .returning({ id: tags.id, slug: tags.slug, title: tags.title });
  if (row === undefined) throw new Error('no tag');
  return row;
}

interface ArticleFixture {
  tagId: number;
  authorId: number;
  title?: string;
  excerpt?: string;
  content?: string;
  kind?: 'news' | 'photo_report' | 'bio';
  publishedAt: Date;
  isSticky?: boolean;
  hideInLists?: boolean;
}

async function makeArticle(tenant: string, fixture: ArticleFixture): Promise<number> {
  made += 1;
  const title = fixture.title ?? `Fixture article ${made}`;
  const [row] = await app.db
    .insert(articles)
    .values({
      tenantId: tenant,
      slug: `lists-article-${made}`,
      title,
      bTitle: `${title} (B)`,
      excerpt: fixture.excerpt ?? `Excerpt of article ${made}.`,
      content: fixture.content ?? `<p>Body of article ${made}.</p>`,
      image: '/assets/images/pitch.svg',
      authorId: fixture.authorId,
      primaryTagId: fixture.tagId,
      kind: fixture.kind ?? 'news',
      isSticky: fixture.isSticky ?? false,
      hideInLists: fixture.hideInLists ?? false,
      publishedAt: fixture.publishedAt,
    })
    .returning({ id: articles.id });
  if (row === undefined) throw new Error('no article');
  return row.id;
}

/** `n` articles of a fresh tag, one an hour apart, the newest `newestAgo` ago; ids newest first. */
async function taggedArticles(
  tenant: string,
  n: number,
  options: { template?: 'default' | 'photo_report'; newestAgo?: number } = {},
): Promise<{ tag: { id: number; slug: string; title: string }; ids: number[]; authorId: number }> {
  const tag = await makeTag(tenant, options.template);
  const authorId = await authorOf(tenant);
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(
      await makeArticle(tenant, {
        tagId: tag.id,
        authorId,
        publishedAt: new Date(Date.now() - (options.newestAgo ?? minute) - i * 60 * minute),
      }),
    );
  }
  return { tag, ids, authorId };
}

function get(url: string, options: { tenant?: string; language?: 'en' | 'nl' } = {}): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url, ...options });
}

async function json<T>(url: string, options: { tenant?: string; language?: 'en' | 'nl' } = {}): Promise<T> {
  const response = await get(url, options);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

function expectError(response: LightMyRequestResponse, status: number, message?: string): ErrorBody {
  expect(response.statusCode).toBe(status);
  const body = response.json<ErrorBody>();
  expect(body).toEqual({
    data: null,
    metaData: {
      message: message ?? expect.any(String),
      ...(body.metaData.errors ? { errors: expect.any(Object) } : {}),
    },
  });
  return body;
}

function elements(node: { childNodes?: ChildNode[] }): Element[] {
  const found: Element[] = [];
  for (const child of node.childNodes ?? []) {
    if ('tagName' in child) found.push(child, ...elements(child));
  }
  return found;
}

function textOf(node: ChildNode | Element): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

function classOf(element: Element): string {
  return element.attrs.find((a) => a.name === 'class')?.value ?? '';
}

// ---------------------------------------------------------------------------------------------------
// ART-03: tags.

test('[ART-03] a tag answers its title, url and template; an unknown one is a 404 in the tenant reader’s language', async () => {
  const tag = await makeTag('tribune', 'photo_report');
  const { data } = await json<{ data: unknown }>(`/api/v2/tag/${tag.slug}`);
  expect(data).toEqual({
    id: tag.id,
    slug: tag.slug,
    title: tag.title,
    url: `/tag/${tag.slug}`,
    template: 'photo_report',
  });

  expectError(await get('/api/v2/tag/no-such-tag'), 404, 'Unknown tag.');
  expectError(await get('/api/v2/tag/no-such-tag', { tenant: 'tribune-nl', language: 'nl' }), 404, 'Onbekende tag.');
  // Another tenant's tag does not exist here.
  expectError(await get(`/api/v2/tag/${tag.slug}`, { tenant: 'tribune-nl' }), 404);
});

test('[ART-03] [ART-06] load-latest-articles pages a tag from 0, newest first, and an empty page past the end', async () => {
  const { tag, ids } = await taggedArticles('tribune', 12);
  const authorId = await authorOf('tribune');
  // Scheduled: never listed, never counted.
  await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() + day) });

  type Page = {
    data: {
      latestArticles: AjaxArticle[];
      result_count: number;
      total_count: number;
      by_translation: string;
      comments_translation: string;
    };
  };
  const pages: Page['data'][] = [];
  for (let page = 0; page < 4; page++) {
    pages.push((await json<Page>(`/ajax/tag/${tag.id}/load-latest-articles/${page}/5?format=json`)).data);
  }
  expect(pages.map((p) => p.result_count)).toEqual([5, 5, 2, 0]);
  expect(pages.flatMap((p) => p.latestArticles.map((a) => a.id))).toEqual(ids);
  expect(pages.every((p) => p.total_count === 12)).toBe(true);
  expect(pages[0]).toMatchObject({ by_translation: 'by', comments_translation: 'comments' });

  // The labels are the tenant's language, whatever the browser asks for.
  const dutch = await taggedArticles('tribune-nl', 1);
  const nl = await json<Page>(`/ajax/tag/${dutch.tag.id}/load-latest-articles/0/10`, {
    tenant: 'tribune-nl',
    language: 'en',
  });
  expect(nl.data).toMatchObject({ by_translation: 'door', comments_translation: 'reacties', result_count: 1 });
});

test('[ART-03] load-latest-articles: an unknown or foreign tag is a 404, a bad page or size a 400, in the error shape', async () => {
  const dutch = await taggedArticles('tribune-nl', 1);
  expectError(await get('/ajax/tag/999999/load-latest-articles/0/10'), 404, 'Unknown tag.');
  expectError(await get(`/ajax/tag/${dutch.tag.id}/load-latest-articles/0/10`), 404);
  const { tag } = await taggedArticles('tribune', 1);
  for (const bad of ['-1/10', 'abc/10', '0/0', '0/51', '0/x', '1.5/10', '99999999999/10']) {
    expectError(await get(`/ajax/tag/${tag.id}/load-latest-articles/${bad}`), 400);
  }
  expectError(await get('/ajax/tag/abc/load-latest-articles/0/10'), 400);
});

test('[ART-07] an ajax article has the contract fields: dates on the Amsterdam clock, the excerpt cut at 175 with …', async () => {
  const tag = await makeTag('tribune');
  const authorId = await authorOf('tribune');
  const privateAuthor = await authorOf('tribune', false);
  const long = `${'Een lange inleiding over de wedstrijd van zaterdag '.repeat(6)}einde`;
  // 23:30 UTC on 1 July 2026 is 01:30 on 2 July in Amsterdam (summer time).
  const publishedAt = new Date('2026-07-01T23:30:00Z');
  const longId = await makeArticle('tribune', { tagId: tag.id, authorId, excerpt: long, publishedAt });
  const shortId = await makeArticle('tribune', {
    tagId: tag.id,
    authorId: privateAuthor,
    excerpt: 'Kort.',
    kind: 'bio',
    publishedAt: new Date('2026-07-01T10:00:00Z'),
  });
  await app.db
    .insert(resourceStats)
    .values({ tenantId: 'tribune', resourceType: 'article', resourceId: longId, clapsCount: 17, clappersCount: 4 });
  await app.db.insert(comments).values([
    { tenantId: 'tribune', resourceType: 'article', resourceId: longId, content: 'Seen', status: 'visible' },
    { tenantId: 'tribune', resourceType: 'article', resourceId: longId, content: 'Hidden', status: 'hidden' },
  ]);

  const { data } = await json<{ data: { latestArticles: AjaxArticle[] } }>(
    `/ajax/tag/${tag.id}/load-latest-articles/0/10`,
  );
  const [first, second] = data.latestArticles;
  if (!first || !second) throw new Error('two articles expected');
  expect(first).toEqual({
    id: longId,
    url: `/article/${longId}/${(await slugOf(longId)) ?? ''}`,
    title: expect.any(String),
    aTitle: first.title,
    bTitle: `${first.title} (B)`,
    ab_testing: false,
    content: expect.stringMatching(/…$/),
    date: '02-07-2026',
    time: '01:30',
    day: '2026-07-02',
    published_at: '2026-07-01T23:30:00.000Z',
    image_url: '/assets/images/pitch.svg',
    primary_tag: tag.title,
    tag_url: `/tag/${tag.slug}`,
    user: expect.stringMatching(/^Writer /),
    user_url: expect.stringMatching(/^\/author\/lists-author-/),
    user_is_public: true,
    show_author: true,
    author_url: first.user_url,
    comments_count: 1,
    claps_count: 17,
    claps_users_count: 4,
    kind: 'news',
  });
  expect(Array.from(first.content).length).toBeLessThanOrEqual(175);
  expect(long.startsWith(first.content.slice(0, -1))).toBe(true);
  expect(second).toMatchObject({
    id: shortId,
    content: 'Kort.',
    date: '01-07-2026',
    time: '12:00',
    user_url: null,
    author_url: null,
    user_is_public: false,
    show_author: false,
    comments_count: 0,
    claps_count: 0,
    claps_users_count: 0,
    kind: 'bio',
  });
});

async function slugOf(id: number): Promise<string | undefined> {
  const [row] = await app.db.select({ slug: articles.slug }).from(articles).where(eq(articles.id, id));
  return row?.slug;
}

// ---------------------------------------------------------------------------------------------------
// ART-03: the by-tag HTML list.

interface HtmlPage {
  data: { html: string; result_count: number };
}

function cardsOf(html: string): Element[] {
  return elements(parseFragment(html)).filter((e) => e.tagName === 'article' && classOf(e).includes('tag-article'));
}

function hrefOfTitle(card: Element): string | undefined {
  const title = elements(card).find((e) => classOf(e) === 'tag-article__title');
  const link = title && elements(title).find((e) => e.tagName === 'a');
  return link?.attrs.find((a) => a.name === 'href')?.value;
}

test('[ART-03] [ART-06] by-tag: page 0 holds first_page_size, later pages page_size, and past the end an empty page', async () => {
  const { tag, ids } = await taggedArticles('tribune', 9);
  const urls = await Promise.all(ids.map(async (id) => `/article/${id}/${(await slugOf(id)) ?? ''}`));
  const page = (n: number) => json<HtmlPage>(`/ajax/article/by-tag/${tag.slug}/${n}/3/4/0/0`);
  const [p0, p1, p2, p3] = await Promise.all([page(0), page(1), page(2), page(3)]);
  expect([p0, p1, p2, p3].map((p) => p?.data.result_count)).toEqual([4, 3, 2, 0]);
  const listed = [p0, p1, p2].flatMap((p) => cardsOf(p.data.html).map(hrefOfTitle));
  expect(listed).toEqual(urls);
  expect(p3.data.html).toBe('');

  // A card: image, title link, excerpt, date, author, comments; labels in the tenant's language.
  const [card] = cardsOf(p0.data.html);
  if (!card) throw new Error('no card');
  const names = elements(card).map(classOf);
  expect(names).toEqual(
    expect.arrayContaining([
      'tag-article__image',
      'tag-article__title',
      'tag-article__excerpt',
      'tag-article__date',
      'tag-article__author',
      'tag-article__comments',
    ]),
  );
  expect(textOf(card)).toContain('by Writer');
  expect(textOf(card)).toContain('0 comments');
  // Published a minute ago: today, so the card shows the time (ART-07).
  const date = elements(card).find((e) => classOf(e) === 'tag-article__date');
  expect(date && textOf(date)).toMatch(/^\d{2}:\d{2}$/);

  const dutch = await taggedArticles('tribune-nl', 1, { newestAgo: 3 * day });
  const nl = await json<HtmlPage>(`/ajax/article/by-tag/${dutch.tag.slug}/0/10/10/0/0`, { tenant: 'tribune-nl' });
  const dutchCard = cardsOf(nl.data.html)[0];
  if (!dutchCard) throw new Error('no Dutch card');
  expect(textOf(dutchCard)).toContain('door Writer');
  expect(textOf(dutchCard)).toContain('0 reacties');
  // Three days old: the date (ART-07).
  expect(textOf(dutchCard)).toMatch(/\d{2}-\d{2}-\d{4}/);
});

test('[ART-03] by-tag: hide_setting=1 leaves hidden articles out, sticky=1 puts sticky ones first', async () => {
  const tag = await makeTag('tribune');
  const authorId = await authorOf('tribune');
  const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 60 * minute);
  const newest = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: at(1) });
  const hidden = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: at(2), hideInLists: true });
  const middle = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: at(3) });
  const sticky = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: at(4), isSticky: true });
  const ids = async (hide: 0 | 1, stick: 0 | 1) => {
    const { data } = await json<HtmlPage>(`/ajax/article/by-tag/${tag.slug}/0/10/10/${hide}/${stick}`);
    return cardsOf(data.html).map((card) => Number(/^\/article\/(\d+)\//.exec(hrefOfTitle(card) ?? '')?.[1]));
  };
  expect(await ids(0, 0)).toEqual([newest, hidden, middle, sticky]);
  expect(await ids(1, 0)).toEqual([newest, middle, sticky]);
  expect(await ids(0, 1)).toEqual([sticky, newest, hidden, middle]);
  expect(await ids(1, 1)).toEqual([sticky, newest, middle]);

  const { data } = await json<HtmlPage>(`/ajax/article/by-tag/${tag.slug}/0/10/10/1/1`);
  const [first] = cardsOf(data.html);
  expect(first && classOf(first)).toBe('tag-article tag-article--sticky');
  expect(data.result_count).toBe(3);
});

test('[ART-03] by-tag: a photo-report tag renders its articles as a photo grid', async () => {
  const { tag, ids } = await taggedArticles('tribune', 3, { template: 'photo_report' });
  const { data } = await json<HtmlPage>(`/ajax/article/by-tag/${tag.slug}/0/10/10/0/0`);
  const nodes = elements(parseFragment(data.html));
  const grid = nodes.filter((e) => e.tagName === 'ul');
  expect(grid.map(classOf)).toEqual(['photo-reports']);
  const items = nodes.filter((e) => classOf(e) === 'photo-report');
  expect(items).toHaveLength(3);
  const first = items[0];
  if (!first) throw new Error('no item');
  const inner = elements(first);
  expect(inner.map(classOf)).toEqual(
    expect.arrayContaining(['photo-report__link', 'photo-report__image', 'photo-report__title', 'photo-report__date']),
  );
  const link = inner.find((e) => classOf(e) === 'photo-report__link');
  expect(link?.attrs.find((a) => a.name === 'href')?.value).toBe(
    `/article/${ids[0]}/${(await slugOf(ids[0] ?? 0)) ?? ''}`,
  );
  const image = inner.find((e) => e.tagName === 'img');
  expect(Object.fromEntries(image?.attrs.map((a) => [a.name, a.value]) ?? [])).toMatchObject({
    src: '/assets/images/pitch.svg',
    alt: '',
    width: '345',
    height: '230',
    loading: 'lazy',
  });
  expect(textOf(first)).toContain('Photo report');
  expect(cardsOf(data.html)).toEqual([]);
});

test('[ART-03] by-tag: every hostile title of the XSS corpus is text in the HTML, never markup', async () => {
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  expect(corpus.length).toBeGreaterThan(20);
  for (const template of ['default', 'photo_report'] as const) {
    const tag = await makeTag('tribune', template);
    const authorId = await authorOf('tribune');
    for (const [i, line] of corpus.entries()) {
      await makeArticle('tribune', {
        tagId: tag.id,
        authorId,
        title: line,
        excerpt: line,
        publishedAt: new Date(Date.now() - (i + 1) * minute),
      });
    }
    const { data } = await json<HtmlPage>(`/ajax/article/by-tag/${tag.slug}/0/50/50/0/0`);
    const nodes = elements(parseFragment(data.html));
    // Only the markup the template writes: no script, frame, svg, form or event handler came through.
    const allowed = new Set(['article', 'a', 'img', 'div', 'h2', 'p', 'time', 'span', 'ul', 'li']);
    expect(nodes.filter((e) => !allowed.has(e.tagName)).map((e) => e.tagName)).toEqual([]);
    expect(nodes.flatMap((e) => e.attrs.map((a) => a.name)).filter((name) => name.startsWith('on'))).toEqual([]);
    const titleClass = template === 'default' ? 'tag-article__title' : 'photo-report__title';
    const titles = nodes.filter((e) => classOf(e) === titleClass).map(textOf);
    expect(titles).toEqual(corpus);
  }
});

test('[ART-03] by-tag: an unknown tag is a 404, bad numbers and flags a 400, in the error shape', async () => {
  const { tag } = await taggedArticles('tribune', 1);
  const dutch = await taggedArticles('tribune-nl', 1);
  expectError(await get('/ajax/article/by-tag/no-such-tag/0/10/10/0/0'), 404, 'Unknown tag.');
  expectError(await get(`/ajax/article/by-tag/${dutch.tag.slug}/0/10/10/0/0`), 404);
  for (const bad of ['-1/10/10/0/0', 'x/10/10/0/0', '0/0/10/0/0', '0/10/51/0/0', '0/10/10/2/0', '0/10/10/0/yes']) {
    expectError(await get(`/ajax/article/by-tag/${tag.slug}/${bad}`), 400);
  }
});

// ---------------------------------------------------------------------------------------------------
// ART-05: most-read, the sidebars, the scoped lists.

async function setVisits(id: number, visits: number): Promise<void> {
  await app.db
    .insert(resourceStats)
    .values({ tenantId: 'tribune', resourceType: 'article', resourceId: id, visitsCount: visits })
    .onConflictDoUpdate({
      target: [resourceStats.tenantId, resourceStats.resourceType, resourceStats.resourceId],
      set: { visitsCount: visits },
    });
}

test('[ART-05] [ART-06] most-read: most visits first, 10 a call from offset, biographies left out', async () => {
  const tag = await makeTag('tribune');
  const authorId = await authorOf('tribune');
  const old = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() - 90 * day) });
  const recent = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() - day) });
  const bio = await makeArticle('tribune', {
    tagId: tag.id,
    authorId,
    kind: 'bio',
    publishedAt: new Date(Date.now() - day),
  });
  const scheduled = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() + day) });
  await setVisits(old, 5_000_002);
  await setVisits(recent, 5_000_001);
  await setVisits(bio, 9_000_000);
  await setVisits(scheduled, 9_000_000);

  type List = { data: { latestArticles: AjaxArticle[] } };
  const first = (await json<List>('/article/most-view-articles')).data.latestArticles;
  expect(first).toHaveLength(10);
  expect(first.slice(0, 2).map((a) => a.id)).toEqual([old, recent]);
  const second = (await json<List>('/article/most-view-articles?offset=10')).data.latestArticles;
  expect(second).toHaveLength(10);
  const all: AjaxArticle[] = [...first, ...second];
  for (let offset = 20; ; offset += 10) {
    const page = (await json<List>(`/article/most-view-articles?offset=${offset}`)).data.latestArticles;
    all.push(...page);
    if (page.length < 10) break;
  }
  const ids = all.map((a) => a.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).not.toContain(bio);
  expect(ids).not.toContain(scheduled);
  expect(all.every((a) => a.kind !== 'bio')).toBe(true);
  for (const bad of ['-1', 'abc', '1e3x']) expectError(await get(`/article/most-view-articles?offset=${bad}`), 400);
});

test('[ART-05] sidebar popular: the most visited of the last 30 days, 5 a call', async () => {
  const tag = await makeTag('tribune');
  const authorId = await authorOf('tribune');
  const old = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() - 31 * day) });
  const recent = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() - 2 * day) });
  await setVisits(old, 8_000_000);
  await setVisits(recent, 7_000_000);
  type List = { data: { popularArticles: AjaxArticle[] } };
  const first = (await json<List>('/article/sidebar-popular-articles')).data.popularArticles;
  expect(first).toHaveLength(5);
  expect(first[0]?.id).toBe(recent);
  const seen = [...first];
  for (let offset = 5; ; offset += 5) {
    const page = (await json<List>(`/article/sidebar-popular-articles?offset=${offset}`)).data.popularArticles;
    seen.push(...page);
    if (page.length < 5) break;
  }
  expect(seen.map((a) => a.id)).not.toContain(old);
  const monthAgo = Date.now() - 30 * day;
  expect(seen.every((a) => Date.parse(a.published_at) >= monthAgo)).toBe(true);
  expectError(await get('/article/sidebar-popular-articles?offset=x'), 400);
});

test('[ART-05] sidebar latest: the newest news only, 5 a call from offset', async () => {
  type List = { data: { latestArticles: AjaxArticle[] } };
  const tag = await makeTag('tribune');
  const authorId = await authorOf('tribune');
  const photo = await makeArticle('tribune', {
    tagId: tag.id,
    authorId,
    kind: 'photo_report',
    publishedAt: new Date(Date.now() - 1000),
  });
  const news = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() - 2000) });
  const first = (await json<List>('/ajax/articles/latest/1')).data.latestArticles;
  const second = (await json<List>('/ajax/articles/latest/1?offset=5')).data.latestArticles;
  expect(first).toHaveLength(5);
  expect(first[0]?.id).toBe(news);
  expect([...first, ...second].map((a) => a.id)).not.toContain(photo);
  expect([...first, ...second].every((a) => a.kind === 'news')).toBe(true);
  const times = [...first, ...second].map((a) => Date.parse(a.published_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(new Set([...first, ...second].map((a) => a.id)).size).toBe(10);
  expectError(await get('/ajax/articles/latest/1?offset=-5'), 400);
});

test('[ART-05] sidebar dynamic: most visible comments of the last 7 days first, then newest; pages from 1', async () => {
  const tag = await makeTag('tribune');
  const authorId = await authorOf('tribune');
  const discussed = await makeArticle('tribune', {
    tagId: tag.id,
    authorId,
    publishedAt: new Date(Date.now() - 40 * day),
  });
  const stale = await makeArticle('tribune', { tagId: tag.id, authorId, publishedAt: new Date(Date.now() - 41 * day) });
  const since = new Date(Date.now() - 7 * day);
  const [busiest] = await app.db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.tenantId, 'tribune'), eq(comments.status, 'visible'), gte(comments.createdAt, since)))
    .groupBy(comments.resourceId)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  const many = Number(busiest?.n ?? 0) + 2;
  await app.db.insert(comments).values(
    Array.from({ length: many }, (_, i) => ({
      tenantId: 'tribune',
      resourceType: 'article' as const,
      resourceId: discussed,
      content: `Recent ${i}`,
    })),
  );
  // Many comments, but hidden or older than a week: they do not count.
  await app.db.insert(comments).values([
    ...Array.from({ length: many * 2 }, (_, i) => ({
      tenantId: 'tribune',
      resourceType: 'article' as const,
      resourceId: stale,
      content: `Hidden ${i}`,
      status: 'hidden' as const,
    })),
    ...Array.from({ length: many * 2 }, (_, i) => ({
      tenantId: 'tribune',
      resourceType: 'article' as const,
      resourceId: stale,
      content: `Old ${i}`,
      createdAt: new Date(Date.now() - 8 * day),
    })),
  ]);
  type List = { data: { articles: AjaxArticle[] } };
  const page1 = (await json<List>('/ajax/article/sidebar-dynamic-articles/1')).data.articles;
  const page2 = (await json<List>('/ajax/article/sidebar-dynamic-articles/2')).data.articles;
  expect(page1).toHaveLength(5);
  expect(page2).toHaveLength(5);
  expect(page1[0]?.id).toBe(discussed);
  expect(new Set([...page1, ...page2].map((a) => a.id)).size).toBe(10);
  expect([...page1, ...page2].map((a) => a.id)).not.toContain(stale);
  const farAway = (await json<List>('/ajax/article/sidebar-dynamic-articles/999')).data.articles;
  expect(farAway).toEqual([]);
  for (const bad of ['0', '-1', 'abc']) expectError(await get(`/ajax/article/sidebar-dynamic-articles/${bad}`), 400);
});

test('[ART-05] [ART-06] scoped lists: bio, net-binnen, popular, photo-reports and lat, with sticky and excluded kinds', async () => {
  type List = { data: ArticleSummary[] };
  const scope = async (name: string, query = '') =>
    (await json<List>(`/api/v2/article/scopes/${name}/get/1?page_size=50${query}`)).data;

  const bios = await scope('bio');
  expect(bios.length).toBeGreaterThanOrEqual(5);
  expect(bios.every((a) => a.kind === 'bio')).toBe(true);

  const lat = await scope('lat');
  expect(lat.some((a) => a.kind === 'bio')).toBe(false);
  expect(lat.some((a) => a.kind === 'photo_report')).toBe(true);

  // net-binnen: every kind, newest first, 10 a page by default.
  const justIn = (await json<List>('/api/v2/article/scopes/net-binnen/get/1')).data;
  expect(justIn).toHaveLength(10);
  const all = [
    ...(await json<List>('/api/v2/article/scopes/net-binnen/get/1?page_size=50')).data,
    ...(await json<List>('/api/v2/article/scopes/net-binnen/get/2?page_size=50')).data,
    ...(await json<List>('/api/v2/article/scopes/net-binnen/get/3?page_size=50')).data,
  ];
  expect(new Set(all.map((a) => a.kind))).toEqual(new Set(['news', 'photo_report', 'bio']));
  const times = all.map((a) => Date.parse(a.published_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  // Page 2 continues page 1 when the first page is longer.
  const head = (await json<List>('/api/v2/article/scopes/net-binnen/get/1?page_size=4&first_page_size=6')).data;
  const next = (await json<List>('/api/v2/article/scopes/net-binnen/get/2?page_size=4&first_page_size=6')).data;
  expect([...head, ...next].map((a) => a.id)).toEqual(all.slice(0, 10).map((a) => a.id));

  const photos = await scope('photo-reports');
  expect(photos.length).toBeGreaterThanOrEqual(5);
  expect(photos.every((a) => a.kind === 'photo_report')).toBe(true);

  const noPhotos = await scope('net-binnen', '&exclude_types=photo_report,%20bio');
  expect(noPhotos.length).toBeGreaterThan(0);
  expect(noPhotos.every((a) => a.kind === 'news')).toBe(true);

  // Sticky first, when asked.
  const sticky = await scope('photo-reports', '&is_sticky=1');
  const stickyRows = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, 'tribune'), eq(articles.isSticky, true), eq(articles.kind, 'photo_report')));
  expect(stickyRows.length).toBeGreaterThan(0);
  expect(
    sticky
      .slice(0, stickyRows.length)
      .map((a) => a.id)
      .sort(),
  ).toEqual(stickyRows.map((r) => r.id).sort());
  const latSticky = await scope('lat', '&is_sticky=1');
  const [firstLat] = latSticky;
  const [firstRow] = await app.db
    .select({ sticky: articles.isSticky })
    .from(articles)
    .where(eq(articles.id, firstLat?.id ?? 0));
  expect(firstRow?.sticky).toBe(true);

  const popular = await scope('popular');
  expect(popular.some((a) => a.kind === 'bio')).toBe(false);

  expectError(await get('/api/v2/article/scopes/nonsense/get/1'), 404, 'Unknown list.');
  expectError(await get('/api/v2/article/scopes/nonsense/get/1', { language: 'nl' }), 404, 'Onbekende lijst.');
  for (const bad of [
    'bio/get/0',
    'bio/get/x',
    'bio/get/1?page_size=0',
    'bio/get/1?is_sticky=2',
    'bio/get/1?exclude_types=essay',
  ]) {
    expectError(await get(`/api/v2/article/scopes/${bad}`), 400);
  }
  expectError(await get('/api/v2/article/scopes/lat/get/1?exclude_types=news;drop'), 400);
});

// ---------------------------------------------------------------------------------------------------
// Every list: one tenant's published articles only.

test('[ART-05] no list shows another tenant’s article or one scheduled for later', async () => {
  const dutchTag = await makeTag('tribune-nl');
  const dutchAuthor = await authorOf('tribune-nl');
  const foreign = await makeArticle('tribune-nl', {
    tagId: dutchTag.id,
    authorId: dutchAuthor,
    publishedAt: new Date(Date.now() - 1000),
  });
  const englishTag = await makeTag('tribune');
  const englishAuthor = await authorOf('tribune');
  const scheduled = await makeArticle('tribune', {
    tagId: englishTag.id,
    authorId: englishAuthor,
    publishedAt: new Date(Date.now() + 60 * minute),
  });
  await setVisits(scheduled, 99_000_000);
  await app.db
    .insert(resourceStats)
    .values({ tenantId: 'tribune-nl', resourceType: 'article', resourceId: foreign, visitsCount: 99_000_000 });

  const ids = (body: unknown): number[] =>
    JSON.stringify(body)
      .match(/"id":(\d+)/g)
      ?.map((m) => Number(m.slice(5))) ?? [];
  const urls = [
    '/article/most-view-articles',
    '/article/sidebar-popular-articles',
    '/ajax/articles/latest/1',
    '/ajax/article/sidebar-dynamic-articles/1',
    '/api/v2/article/scopes/lat/get/1',
    '/api/v2/article/scopes/net-binnen/get/1',
    '/api/v2/article/scopes/popular/get/1',
    `/ajax/tag/${englishTag.id}/load-latest-articles/0/10`,
  ];
  for (const url of urls) {
    const listed = ids(await json<unknown>(url));
    expect(listed).not.toContain(foreign);
    expect(listed).not.toContain(scheduled);
  }
  const html = await json<HtmlPage>(`/ajax/article/by-tag/${englishTag.slug}/0/10/10/0/0`);
  expect(html.data).toEqual({ html: '', result_count: 0 });
  // The Dutch article is in the Dutch lists.
  expect(ids(await json<unknown>('/api/v2/article/scopes/net-binnen/get/1', { tenant: 'tribune-nl' }))).toContain(
    foreign,
  );
});

// ---------------------------------------------------------------------------------------------------
// ART-08: the guest section.

test('[ART-08] the guest section is an invitation in the tenant’s language with the login and register links, naming only what the tenant runs', async () => {
  const english = await get('/ajax/load-guest-user-section', { language: 'nl' });
  expect(english.statusCode).toBe(200);
  expect(english.headers['cache-control']).toMatch(/^public/);
  const { html } = english.json<{ data: { html: string } }>().data;
  const nodes = elements(parseFragment(html));
  expect(nodes[0]?.tagName).toBe('section');
  const links = nodes
    .filter((e) => e.tagName === 'a')
    .map((a) => [a.attrs.find((x) => x.name === 'href')?.value, textOf(a)]);
  expect(links).toEqual([
    ['#login', 'Log in'],
    ['#register', 'Create an account'],
  ]);
  expect(textOf(nodes[0] as Element)).toContain('comment');
  expect(textOf(nodes[0] as Element)).toContain('predict the scores');

  const dutch = await json<{ data: { html: string } }>('/ajax/load-guest-user-section', {
    tenant: 'tribune-nl',
    language: 'en',
  });
  expect(dutch.data.html).toContain('Inloggen');
  expect(dutch.data.html).toContain('Account aanmaken');
  expect(dutch.data.html).toContain('Word lid van');
  // The Dutch site does not run the prediction game: its invitation does not promise it.
  expect(dutch.data.html).not.toContain('voorspel');
  expectError(await get('/ajax/load-guest-user-section', { tenant: 'no-such-tenant' }), 404);
});

// ---------------------------------------------------------------------------------------------------
// The demo content.

test('[ART-03] [ART-05] the demo has photo reports with lightbox galleries, biographies, sticky and hidden articles', async () => {
  for (const tenant of ['tribune', 'tribune-nl']) {
    const photoTags = await app.db
      .select({ id: tags.id, slug: tags.slug })
      .from(tags)
      .where(
        and(eq(tags.tenantId, tenant), eq(tags.template, 'photo_report'), sql`${tags.slug} not like 'lists-tag-%'`),
      );
    expect(photoTags).toHaveLength(1);
    const reports = await app.db
      .select({ content: articles.content, kind: articles.kind, hide: articles.hideInLists, sticky: articles.isSticky })
      .from(articles)
      .where(and(eq(articles.tenantId, tenant), eq(articles.primaryTagId, photoTags[0]?.id ?? 0)));
    expect(reports.length).toBeGreaterThanOrEqual(5);
    for (const report of reports) {
      expect(report.kind).toBe('photo_report');
      expect(
        report.content.match(/<a href="\/assets\/images\/[a-z-]+\.svg" data-lightbox="gallery"><img /g)?.length,
      ).toBeGreaterThanOrEqual(4);
    }
    expect(reports.filter((r) => r.hide)).toHaveLength(1);
    expect(reports.filter((r) => r.sticky)).toHaveLength(1);
    const { data } = await json<{ data: { template: string } }>(`/api/v2/tag/${photoTags[0]?.slug ?? ''}`, { tenant });
    expect(data.template).toBe('photo_report');

    const bios = (await json<{ data: ArticleSummary[] }>('/api/v2/article/scopes/bio/get/1', { tenant })).data;
    expect(bios.length).toBeGreaterThanOrEqual(5);
    const [sticky] = await app.db
      .select({ n: count() })
      .from(articles)
      .where(and(eq(articles.tenantId, tenant), eq(articles.isSticky, true), eq(articles.kind, 'news')));
    expect(Number(sticky?.n)).toBeGreaterThanOrEqual(2);
  }
  // Dutch biographies are in Dutch.
  const dutchBios = (
    await json<{ data: { title: string }[] }>('/api/v2/article/scopes/bio/get/1', { tenant: 'tribune-nl' })
  ).data;
  expect(dutchBios.every((b) => b.title.startsWith('Biografie: '))).toBe(true);

  // Seeding again changes nothing.
  const before = await app.db.select({ n: count() }).from(articles);
  await seedDemoPhotoReports(app.db, { tenantId: 'tribune', language: 'en', userIds: [], now: new Date() });
  const after = await app.db.select({ n: count() }).from(articles);
  expect(after).toEqual(before);
});
