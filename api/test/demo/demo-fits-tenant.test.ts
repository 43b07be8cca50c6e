import type { FastifyInstance } from 'fastify';
import { demoSmartBarFor } from '../../src/modules/smart-bar/demo-smart-bar';
import { apiRequest, buildTestApp } from '../helper';

interface Summary {
  id: number;
  url: string;
  primary_tag: { url: string };
}

interface Related {
  previous: Summary | null;
  next: Summary | null;
  more: Summary[];
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 120_000);

afterAll(async () => {
  await app.close();
});

async function latestArticles(tenant: string): Promise<Summary[]> {
  const response = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/article/scopes/lat/get/1?page_size=50',
    tenant,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Summary[] }>().data;
}

async function related(tenant: string, id: number, more: number): Promise<Related> {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}/related?more=${more}`, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Related }>().data;
}

test.each(['tribune', 'tribune-nl'])(
  '[ART-01] "More on" lists other articles of the tag, never the one being read (%s)',
  async (tenant) => {
    const articles = await latestArticles(tenant);
    const newest = articles[0];
    if (newest === undefined) throw new Error('the demo has no articles');
    const sameTag = articles.filter((article) => article.primary_tag.url === newest.primary_tag.url);
    expect(sameTag.length).toBeGreaterThanOrEqual(2);

    const { more } = await related(tenant, newest.id, 4);
    expect(more.length).toBeGreaterThan(0);
    expect(more.length).toBeLessThanOrEqual(4);
    expect(more.map((article) => article.id)).not.toContain(newest.id);
    for (const article of more) expect(article.primary_tag.url).toBe(newest.primary_tag.url);
  },
);

test('[ART-01] the related answer lists no "More on" articles unless asked, and refuses a silly count', async () => {
  const [article] = await latestArticles('tribune');
  if (article === undefined) throw new Error('the demo has no articles');
  expect((await related('tribune', article.id, 0)).more).toEqual([]);
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${article.id}/related?more=500` });
  expect(response.statusCode).toBe(400);
});

test.each([
  ['tribune', '/football-pool'],
  ['tribune-nl', '/forum'],
] as const)('[MD-07] [SB-01] the demo smart bar of %s leads to a part the tenant runs (%s)', async (tenant, link) => {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/smart-bar?tenant_id=${tenant}`, tenant });
  expect(response.statusCode).toBe(200);
  const { data } = response.json<{ data: { text: string; link: string } | null }>();
  if (data === null) throw new Error(`${tenant} has no demo smart bar`);
  expect(data.link).toBe(link);
  if (tenant === 'tribune-nl') {
    expect(data.link.startsWith('/football-pool')).toBe(false);
    expect(data.text).not.toMatch(/voorspel/i);
  }
});

test('[MD-07] a tenant without the prediction game never gets a smart bar that promotes it', () => {
  expect(demoSmartBarFor(['mf_content', 'mf_community', 'mf_account'])?.link).toBe('/forum');
  expect(demoSmartBarFor(['mf_content', 'mf_account'])?.link).toBe('/most-read');
  expect(demoSmartBarFor(['mf_account'])).toBeNull();
  expect(demoSmartBarFor(['mf_content', 'mf_football_pool'])?.link).toBe('/football-pool');
});
