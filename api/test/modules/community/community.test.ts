import type { FastifyInstance } from 'fastify';
import { apiRequest, buildTestApp } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface SidebarComment {
  id: number;
  user_avatar: string | null;
  user: string;
  user_url: string;
  date: string;
  resource: { type: string; id: number; title: string; b_title: string; abtesting: boolean; url: string };
  content: string;
  url: string;
  claps_count: number;
}

async function latest(tenant: string, query = ''): Promise<SidebarComment[]> {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/comments/latest${query}`, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SidebarComment[] }>().data;
}

test('[CMT-15] the latest comments, newest first, with author, article and link', async () => {
  const comments = await latest('tribune');
  expect(comments).toHaveLength(10);
  const times = comments.map((c) => Date.parse(c.date));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  for (const comment of comments) {
    expect(comment.user_url).toBe(`/user/${comment.user}`);
    expect(comment.user_avatar).toMatch(/^\/assets\/avatars\/users\/en-[a-z0-9]+\.png$/);
    expect(comment.resource.type).toBe('article');
    expect(comment.url).toBe(`${comment.resource.url}?comment=${comment.id}#comments`);
    expect(comment.content.length).toBeGreaterThan(0);
    expect(comment.claps_count).toBeGreaterThanOrEqual(0);
  }
  expect(await latest('tribune', '?limit=3')).toEqual(comments.slice(0, 3));
});

test("[AB-01] a comment's article carries its headline B and whether its test runs, as the article does", async () => {
  // So a fan in group B sees the article under one name in the news lists and beside the comment.
  const comments = (await latest('tribune', '?limit=50')).slice(0, 8);
  expect(comments.length).toBeGreaterThan(0);
  for (const comment of comments) {
    const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${comment.resource.id}` });
    const article = response.json<{ data: { title: string; b_title: string; abtesting: boolean } }>().data;
    expect(comment.resource).toMatchObject({
      title: article.title,
      b_title: article.b_title,
      abtesting: article.abtesting,
    });
  }
});

test('[PLT-01] a tenant only sees its own comments, by its own users, on its own articles', async () => {
  const english = await latest('tribune', '?limit=50');
  const dutch = await latest('tribune-nl', '?limit=50');
  const englishIds = new Set(english.map((c) => c.id));
  expect(dutch.some((c) => englishIds.has(c.id))).toBe(false);
  const articles = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/article/scopes/lat/get/1?page_size=50',
    tenant: 'tribune-nl',
  });
  const dutchArticleIds = new Set(articles.json<{ data: { id: number }[] }>().data.map((a) => a.id));
  const more = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/article/scopes/lat/get/2?page_size=50',
    tenant: 'tribune-nl',
  });
  for (const a of more.json<{ data: { id: number }[] }>().data) dutchArticleIds.add(a.id);
  expect(dutch.every((c) => dutchArticleIds.has(c.resource.id))).toBe(true);
  expect(dutch.every((c) => c.user_avatar === null || c.user_avatar.includes('/nl-'))).toBe(true);
});
