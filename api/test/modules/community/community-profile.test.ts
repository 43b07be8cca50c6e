import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../src/modules/accounts/schema';
import { linkDemoAuthorAccounts } from '../../../src/modules/content/demo/demo-author-accounts';
import { articles, authors } from '../../../src/modules/content/schema';
import type { ErrorBody } from '../../community-helpers';
import { apiRequest, buildTestApp } from '../../helper';

interface ArticleCard {
  id: number;
  url: string;
  title: string;
  author: { name: string; is_public: boolean; author_url: string | null };
  published_at: string;
}

interface ArticlesAnswer {
  data: { latestArticles: ArticleCard[] };
  metaData: { offset: number; next_offset: number | null };
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 120_000);

afterAll(async () => {
  await app.close();
});

async function userOf(username: string, tenant = 'tribune') {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenant), eq(users.username, username)));
  if (row === undefined) throw new Error(`no user ${username}`);
  return row;
}

const get = (url: string, tenant = 'tribune') => apiRequest(app, { method: 'GET', url, tenant });

describe('[PRF-01] GET /api/v2/users/{username}', () => {
  test('[PRF-01] the public part of a profile, found whatever the case of the name', async () => {
    const editor = await userOf('editor');
    for (const name of ['editor', 'EDITOR', 'Editor']) {
      const response = await get(`/api/v2/users/${name}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          id: editor.id,
          username: 'editor',
          profile_image: editor.image,
          role: 'editor',
          member_since: editor.createdAt.toISOString(),
          claps_count: expect.any(Number),
        },
      });
    }
    const fan = (await get('/api/v2/users/TerraceTalk')).json<{ data: Record<string, unknown> }>().data;
    expect(fan).toMatchObject({ username: 'TerraceTalk', role: null });
    // Nothing private: no e-mail, settings or name.
    expect(Object.keys(fan).sort()).toEqual(['claps_count', 'id', 'member_since', 'profile_image', 'role', 'username']);
    const response = await get('/api/v2/users/editor');
    expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
  });

  test('[PRF-01] an unknown name, and a name of the other tenant only, are 404s', async () => {
    const response = await get('/api/v2/users/nobody-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'This user does not exist.' } });
    const dutch = await apiRequest(app, { method: 'GET', url: '/api/v2/users/nobody-here', language: 'nl' });
    expect(dutch.json<ErrorBody>().metaData.message).toBe('Deze gebruiker bestaat niet.');
    // OranjeLeeuw is a fan of tribune-nl only.
    expect((await get('/api/v2/users/OranjeLeeuw')).statusCode).toBe(404);
    expect((await get('/api/v2/users/OranjeLeeuw', 'tribune-nl')).statusCode).toBe(200);
  });
});

describe('[PRF-01] GET /ajax/user/articles', () => {
  test('[PRF-01] the demo editor writes as a public author with published articles, in both tenants', async () => {
    for (const tenant of ['tribune', 'tribune-nl']) {
      const editor = await userOf('editor', tenant);
      const linked = await app.db
        .select({ id: authors.id, isPublic: authors.isPublic })
        .from(authors)
        .where(and(eq(authors.tenantId, tenant), isNotNull(authors.userId)));
      expect(linked).toHaveLength(1);
      expect(linked[0]?.isPublic).toBe(true);
      const [own] = await app.db
        .select({ userId: authors.userId })
        .from(authors)
        .where(and(eq(authors.tenantId, tenant), eq(authors.id, linked[0]?.id ?? 0)));
      expect(own?.userId).toBe(editor.id);
    }
    // Seeding again changes nothing.
    await linkDemoAuthorAccounts(app.db, { tenantId: 'tribune' });
    const linked = await app.db
      .select()
      .from(authors)
      .where(and(eq(authors.tenantId, 'tribune'), isNotNull(authors.userId)));
    expect(linked).toHaveLength(1);
  });

  test('[PRF-01] a fan’s articles, newest first, 10 at a time as the home list’s cards, with the next offset', async () => {
    const editor = await userOf('editor');
    const [author] = await app.db
      .select({ id: authors.id, name: authors.name })
      .from(authors)
      .where(and(eq(authors.tenantId, 'tribune'), eq(authors.userId, editor.id)));
    if (author === undefined) throw new Error('the editor writes as no author');
    const published = (
      await app.db
        .select({ id: articles.id, publishedAt: articles.publishedAt })
        .from(articles)
        .where(and(eq(articles.tenantId, 'tribune'), eq(articles.authorId, author.id)))
    )
      .flatMap((row) =>
        row.publishedAt !== null && row.publishedAt <= new Date() ? [{ id: row.id, publishedAt: row.publishedAt }] : [],
      )
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime() || b.id - a.id);
    expect(published.length).toBeGreaterThan(10);

    const first = await get(`/ajax/user/articles?user=${editor.id}&offset=0`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const page = first.json<ArticlesAnswer>();
    expect(page.data.latestArticles.map((article) => article.id)).toEqual(published.slice(0, 10).map((row) => row.id));
    expect(page.metaData).toEqual({ offset: 0, next_offset: 10 });
    expect(page.data.latestArticles[0]).toMatchObject({
      url: expect.stringMatching(/^\/article\/\d+\//),
      author: { name: author.name, is_public: true, author_url: expect.stringMatching(/^\/author\//) },
    });
    // The same cards as the home list's.
    const home = await get('/api/v2/article/scopes/lat/get/1?page_size=50');
    const homeCard = home
      .json<{ data: ArticleCard[] }>()
      .data.find((article) => article.id === page.data.latestArticles[0]?.id);
    expect(homeCard).toBeDefined();
    expect(page.data.latestArticles[0]).toEqual(homeCard);

    let offset: number | null = 0;
    const seen: number[] = [];
    while (offset !== null) {
      const answer: ArticlesAnswer = (await get(`/ajax/user/articles?user=${editor.id}&offset=${offset}`)).json();
      seen.push(...answer.data.latestArticles.map((article) => article.id));
      offset = answer.metaData.next_offset;
    }
    expect(seen).toEqual(published.map((row) => row.id));
  });

  test('[PRF-01] a fan who writes nothing, an unknown fan and the other tenant’s editor get an empty list', async () => {
    const fan = await userOf('fan');
    const dutchEditor = await userOf('editor', 'tribune-nl');
    for (const user of [fan.id, 99_999_999, dutchEditor.id]) {
      const response = await get(`/ajax/user/articles?user=${user}&offset=0`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { latestArticles: [] }, metaData: { offset: 0, next_offset: null } });
    }
    const dutch = await get(`/ajax/user/articles?user=${dutchEditor.id}&offset=0`, 'tribune-nl');
    expect(dutch.json<ArticlesAnswer>().data.latestArticles.length).toBeGreaterThan(0);
  });

  test('[PRF-01] a missing or non-numeric user or offset is a 400', async () => {
    const editor = await userOf('editor');
    for (const query of [
      'offset=0',
      `user=${editor.id}`,
      'user=abc&offset=0',
      `user=${editor.id}&offset=abc`,
      `user=${editor.id}&offset=-10`,
      `user=0&offset=0`,
      `user=${editor.id}&offset=1.5`,
    ]) {
      const response = await get(`/ajax/user/articles?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json<ErrorBody>().data).toBeNull();
      expect(response.json<ErrorBody>().metaData.message).toMatch(/^Invalid query: /);
    }
  });
});
