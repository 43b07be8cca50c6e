import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { and, count, desc, eq, lte } from 'drizzle-orm';
import { DEMO_VIDEO_ID } from '../../../../src/demo/content/articles';
import { comments } from '../../../../src/modules/community/schema';
import {
  MEDIA_POSITIONS,
  seedDemoMediaArticles,
  TALL_DEMO_IMAGE,
} from '../../../../src/modules/content/demo/demo-media-articles';
import { articles } from '../../../../src/modules/content/schema';
import { apiRequest, body, buildTestApp } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface ArticleItem {
  id: number;
  url: string;
  title: string;
  a_title: string;
  b_title: string;
  published_at: string;
  primary_tag: { title: string; url: string };
  comments_count: number;
  author: { name: string; is_public: boolean; author_url: string | null };
  video: { provider: string; id: string; embed_url: string } | null;
  content?: string;
}

async function list(tenant: string, page: number, query: string): Promise<ArticleItem[]> {
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/article/scopes/lat/get/${page}?${query}`,
    tenant,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ArticleItem[] }>().data;
}

async function allArticles(tenant: string): Promise<ArticleItem[]> {
  return [...(await list(tenant, 1, 'page_size=50')), ...(await list(tenant, 2, 'page_size=50'))];
}

test('[ART-02] home news pages are newest first and page 2 continues page 1', async () => {
  const all = await allArticles('tribune');
  expect(all.length).toBeGreaterThanOrEqual(40);
  const times = all.map((a) => Date.parse(a.published_at));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(times.every((t) => t <= Date.now())).toBe(true);

  const first = await list('tribune', 1, 'page_size=12&first_page_size=13');
  const second = await list('tribune', 2, 'page_size=12&first_page_size=13');
  const third = await list('tribune', 3, 'page_size=12&first_page_size=13');
  expect(first).toHaveLength(13);
  expect(second).toHaveLength(12);
  expect([...first, ...second, ...third].map((a) => a.id)).toEqual(all.slice(0, 37).map((a) => a.id));

  const defaults = await list('tribune', 1, '');
  expect(defaults).toHaveLength(10);
  const beyond = await list('tribune', 50, '');
  expect(beyond).toEqual([]);
});

test('[ART-02] an article in a list has the v2 fields and no body', async () => {
  const [article] = await list('tribune', 1, 'page_size=1');
  if (!article) throw new Error('no article');
  expect(article).toEqual({
    id: expect.any(Number),
    url: expect.stringMatching(new RegExp(`^/article/${article.id}/[a-z0-9-]+$`)),
    title: article.a_title,
    a_title: expect.any(String),
    b_title: expect.any(String),
    abtesting: expect.any(Boolean),
    excerpt: expect.any(String),
    comments_count: expect.any(Number),
    thumbnails: { origin: expect.stringMatching(/^\/assets\/images\/[a-z-]+\.svg$/) },
    author: {
      name: expect.any(String),
      is_public: expect.any(Boolean),
      author_url: article.author.author_url,
      avatar: expect.any(String),
    },
    primary_tag: { title: expect.any(String), url: expect.stringMatching(/^\/tag\/[a-z0-9-]+$/) },
    published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    published_at_localized: { hour: expect.stringMatching(/^\d{2}$/), minute: expect.stringMatching(/^\d{2}$/) },
    is_external: false,
    video: article.video,
    kind: expect.stringMatching(/^(news|photo_report|bio)$/),
  });
  expect(article.content).toBeUndefined();
  // Nullable fields, checked over all articles: both forms occur.
  const all = await allArticles('tribune');
  for (const item of all) {
    if (item.author.is_public) expect(item.author.author_url).toMatch(/^\/author\/[a-z-]+$/);
    else expect(item.author.author_url).toBeNull();
    const video = item.video;
    if (video !== null)
      expect(video).toEqual({
        provider: 'youtube',
        id: expect.stringMatching(/^[\w-]{11}$/),
        embed_url: expect.stringMatching(/^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/),
      });
  }
  expect(all.some((a) => a.video !== null)).toBe(true);
  expect(all.some((a) => !a.author.is_public)).toBe(true);
});

test('[CMT-01] comments_count counts the visible comments of the article', async () => {
  const all = await allArticles('tribune');
  const commented = all.find((a) => a.comments_count > 0);
  if (!commented) throw new Error('no commented article');
  const [row] = await app.db
    .select({ n: count() })
    .from(comments)
    .where(
      and(eq(comments.tenantId, 'tribune'), eq(comments.resourceId, commented.id), eq(comments.status, 'visible')),
    );
  expect(commented.comments_count).toBe(Number(row?.n));
});

test('[ART-01] one article comes with its body', async () => {
  const [first] = await list('tribune', 1, 'page_size=1');
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${first?.id}` });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: ArticleItem }>();
  expect(data.id).toBe(first?.id);
  expect(data.title).toBe(first?.title);
  expect(data.content).toMatch(/^<p>/);
  expect((data.content ?? '').match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
});

test("[ART-01] an unknown article, or another tenant's, is a 404 in the error shape; a malformed id a 400", async () => {
  const unknown = await apiRequest(app, { method: 'GET', url: '/api/v2/article/999999' });
  expect(unknown.statusCode).toBe(404);
  expect(body(unknown)).toEqual({ data: null, metaData: { message: expect.any(String) } });

  const [dutch] = await list('tribune-nl', 1, 'page_size=1');
  const crossTenant = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${dutch?.id}`, tenant: 'tribune' });
  expect(crossTenant.statusCode).toBe(404);
  expect(body(crossTenant)).toEqual({ data: null, metaData: { message: expect.any(String) } });
  const related = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/article/${dutch?.id}/related`,
    tenant: 'tribune',
  });
  expect(related.statusCode).toBe(404);

  const malformed = await apiRequest(app, { method: 'GET', url: '/api/v2/article/abc' });
  expect(malformed.statusCode).toBe(400);
  expect(body(malformed)['data']).toBeNull();
  const badPage = await apiRequest(app, { method: 'GET', url: '/api/v2/article/scopes/lat/get/0' });
  expect(badPage.statusCode).toBe(400);
});

test('[ART-01] previous and next are the adjacent articles of the same primary tag', async () => {
  const all = await allArticles('tribune');
  const byTag = all.filter((a) => a.primary_tag.url === all[5]?.primary_tag.url);
  expect(byTag.length).toBeGreaterThanOrEqual(3);
  // byTag is newest first: the middle one has a newer ("next") and an older ("previous") neighbour.
  const [newer, middle, older] = byTag;
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/article/${middle?.id}/related?tenant_id=tribune`,
  });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: { previous: ArticleItem | null; next: ArticleItem | null } }>();
  expect(data.next?.id).toBe(newer?.id);
  expect(data.previous?.id).toBe(older?.id);
  const newest = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${newer?.id}/related` });
  expect(newest.json<{ data: { next: unknown } }>().data.next).toBeNull();
});

test("[PLT-01] tenants never see each other's articles, and the Dutch tenant's news is Dutch", async () => {
  const english = await allArticles('tribune');
  const dutch = await allArticles('tribune-nl');
  expect(dutch.length).toBeGreaterThanOrEqual(40);
  const englishIds = new Set(english.map((a) => a.id));
  expect(dutch.some((a) => englishIds.has(a.id))).toBe(false);
  const dutchTags = new Set(dutch.map((a) => a.primary_tag.title));
  expect(dutchTags.has('Wedstrijdverslagen')).toBe(true);
  expect([...dutchTags].some((t) => ['Match reports', 'Injuries', 'Previews'].includes(t))).toBe(false);
  const [first] = dutch;
  const detail = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/article/${first?.id}`,
    tenant: 'tribune-nl',
    language: 'nl',
  });
  expect(detail.json<{ data: ArticleItem }>().data.content).toMatch(/\b(de|het|een)\b/);
});

// ---------------------------------------------------------------------------------------------------
// ART-01's demo (content/demo/demo-media-articles.ts): each tenant's newest news has a web push, videos, a
// lightbox gallery and numbered images, one of them taller than 1000 px.

async function articleDetail(tenant: string, id: number) {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}`, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ArticleItem & { content: string; web_push: 0 | 1 } }>().data;
}

/** The tenant's newest news (kind news), newest first, with their bodies: where the demo puts its media. */
async function newestNews(tenant: string) {
  const rows = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, tenant), eq(articles.kind, 'news'), lte(articles.publishedAt, new Date())))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(12);
  return Promise.all(rows.map((row) => articleDetail(tenant, row.id)));
}

test.each(['tribune', 'tribune-nl'])(
  '[ART-01] the %s demo has a web-push article, videos, a lightbox gallery and numbered images',
  async (tenant) => {
    const news = await newestNews(tenant);
    const pushed = news.filter((article) => article.web_push === 1);
    expect(pushed.map((article) => article.id)).toContain(news[MEDIA_POSITIONS.webPush]?.id);
    for (const position of MEDIA_POSITIONS.video) {
      expect(news[position]?.video).toEqual({
        provider: 'youtube',
        id: DEMO_VIDEO_ID,
        embed_url: `https://www.youtube.com/embed/${DEMO_VIDEO_ID}`,
      });
    }

    // As the page gets them: through the sanitizer, placeholders intact.
    const gallery = news[MEDIA_POSITIONS.gallery]?.content ?? '';
    expect(gallery.match(/<a href="\/assets\/images\/[a-z-]+\.svg" data-lightbox="matchday">/g)).toHaveLength(4);
    expect(gallery).toMatch(/^<p>/);
    const numbered = news[MEDIA_POSITIONS.numbered]?.content ?? '';
    expect(numbered.match(/<figure data-numbered-image><img /g)).toHaveLength(3);
    expect(numbered).toContain(`<img src="${TALL_DEMO_IMAGE}" alt="`);
    // Only those two stories carry them.
    expect(news.filter((article) => article.content.includes('data-lightbox="matchday"'))).toHaveLength(1);
    expect(news.filter((article) => article.content.includes('data-numbered-image'))).toHaveLength(1);
  },
);

test('[ART-01] the tall demo image is taller than 1000 px, so its number sits 5 % from its bottom', () => {
  const svg = readFileSync(
    path.join(__dirname, '../../../../assets', TALL_DEMO_IMAGE.replace(/^\/assets\//, '')),
    'utf8',
  );
  const [, width, height] = /<svg [^>]*width="(\d+)" height="(\d+)"/.exec(svg) ?? [];
  expect(Number(height)).toBeGreaterThan(1000);
  expect(Number(width)).toBeGreaterThan(0);
});

test('[ART-01] the Dutch demo captions are Dutch', async () => {
  const news = await newestNews('tribune-nl');
  expect(news[MEDIA_POSITIONS.gallery]?.content).toContain('De dag in beeld');
  expect(news[MEDIA_POSITIONS.numbered]?.content).toContain('De nieuwe lichtmasten');
});

test('[ART-01] seeding the media articles again changes nothing', async () => {
  const before = await app.db
    .select({ id: articles.id, content: articles.content, webPush: articles.webPush, video: articles.video })
    .from(articles)
    .where(eq(articles.tenantId, 'tribune'))
    .orderBy(articles.id);
  await seedDemoMediaArticles(app.db, { tenantId: 'tribune', language: 'en', userIds: [], now: new Date() });
  const after = await app.db
    .select({ id: articles.id, content: articles.content, webPush: articles.webPush, video: articles.video })
    .from(articles)
    .where(eq(articles.tenantId, 'tribune'))
    .orderBy(articles.id);
  expect(after).toEqual(before);
});
