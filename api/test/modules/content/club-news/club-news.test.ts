import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { teams } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/** CLB-02: the news about a club (decision 0040), over a fresh database with the demo season and news. */

let app: FastifyInstance;
let editor: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  editor = await loginToken(app, { login: 'editor' });
}, 120_000);

afterAll(async () => {
  await app.close();
});

async function club(slug: string) {
  const [row] = await app.db.select().from(teams).where(eq(teams.slug, slug));
  if (row === undefined) throw new Error(`no club ${slug}`);
  return row;
}

async function write(title: string, tenant = 'tribune') {
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/editor/articles',
    token: tenant === 'tribune' ? editor : await loginToken(app, { login: 'editor', tenant }),
    tenant,
    payload: {
      title,
      content: `<p>${title}.</p>`,
      excerpt: 'Team news from the training ground.',
      primary_tag: 'transfers',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: number } }>().data.id;
}

async function clubNews(teamId: number, tenant = 'tribune', query = '') {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/club/${teamId}${query}`, tenant });
  return response;
}

test('[CLB-02] a club’s news: the articles naming it or about its matches, newest first; not another club’s, not another tenant’s', async () => {
  const feyenoord = await club('feyenoord');
  const psv = await club('psv');
  const about = await write(`${feyenoord.name} sign a left back from Norway`);
  const other = await write(`${psv.name} extend the coach's contract`);
  const dutch = await write(`${feyenoord.name} nieuws voor de Nederlandse site`, 'tribune-nl');

  const response = await clubNews(feyenoord.id);
  expect(response.statusCode).toBe(200);
  const list = response.json<{ data: { id: number; title: string; date: string }[] }>().data;
  expect(list[0]?.id).toBe(about);
  const ids = list.map((article) => article.id);
  expect(ids).not.toContain(other);
  expect(ids).not.toContain(dutch);
  expect(list.length).toBeGreaterThan(1);
  // Paged: the second page goes on where the first ended.
  const second = (await clubNews(feyenoord.id, 'tribune', '?page=2&page_size=2')).json<{ data: { id: number }[] }>()
    .data;
  const first = (await clubNews(feyenoord.id, 'tribune', '?page=1&page_size=2')).json<{ data: { id: number }[] }>()
    .data;
  expect(second.map((article) => article.id)).not.toContain(first[0]?.id);

  // The Dutch site finds its own article about the club.
  const dutchList = (await clubNews(feyenoord.id, 'tribune-nl')).json<{ data: { id: number }[] }>().data;
  expect(dutchList.map((article) => article.id)).toContain(dutch);
  expect(dutchList.map((article) => article.id)).not.toContain(about);
});

test('[CLB-02] an unknown club is a 404 in the spec’s shape', async () => {
  const response = await clubNews(999_999);
  expect(response.statusCode).toBe(404);
  expect(response.json()).toEqual({ data: null, metaData: { message: 'This club does not exist.' } });
});
