import type { FastifyInstance } from 'fastify';
import { firstArticleId, type ErrorBody, newTopic } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;
let articleId: number;

interface Claps {
  claps_count: number;
  visitors_string: string;
  my_claps: number;
}

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  articleId = await firstArticleId(app, 'tribune', 1);
}, 120_000);

afterAll(async () => {
  await app.close();
});

const clap = (
  url: string,
  options: { visitor?: string | null; token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
) =>
  apiRequest(app, {
    method: 'POST',
    url,
    token: options.token,
    tenant: options.tenant,
    language: options.language,
    headers: options.visitor === undefined ? {} : { 'x-visitor-id': options.visitor ?? '' },
  });

test('[RES-01] guests clap by visitor id, users by account; counts and the visitors text follow', async () => {
  const url = `/api/v2/resource/article/${articleId}/clap`;
  const first = await clap(url, { visitor: 'Visitor001' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ data: { claps_count: 1, visitors_string: '1 fan clapped', my_claps: 1 } });
  expect((await clap(url, { visitor: 'Visitor001' })).json<{ data: Claps }>().data).toEqual({
    claps_count: 2,
    visitors_string: '1 fan clapped',
    my_claps: 2,
  });
  const fan = await loginToken(app, { login: 'fan' });
  expect((await clap(url, { token: fan })).json<{ data: Claps }>().data).toEqual({
    claps_count: 3,
    visitors_string: '2 fans clapped',
    my_claps: 1,
  });
  const read = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/resource/article/${articleId}/claps`,
    headers: { 'x-visitor-id': 'Visitor001' },
  });
  expect(read.json()).toEqual({ data: { claps_count: 3, visitors_string: '2 fans clapped', my_claps: 2 } });

  // The user's claps count in their profile's claps_count, beside their comment likes.
  const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: fan });
  const before = me.json<{ data: { claps_count: number } }>().data.claps_count;
  await clap(url, { token: fan });
  const after = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token: fan });
  expect(after.json<{ data: { claps_count: number } }>().data.claps_count).toBe(before + 1);
});

test('[RES-01] a guest without a valid visitor id is a 400; an unknown resource a 404', async () => {
  const url = `/api/v2/resource/article/${articleId}/clap`;
  for (const visitor of [null, 'short', 'has-dashes!', 'x'.repeat(11)]) {
    const response = await clap(url, { visitor });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().metaData.message).toBe(
      'A visitor id of 10 letters or digits (X-Visitor-Id) is required.',
    );
  }
  const unknown = await clap('/api/v2/resource/article/99999999/clap', { visitor: 'Visitor002' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json<ErrorBody>().metaData.message).toBe('This article, match or topic does not exist.');
  expect((await clap(`/api/v2/resource/poll/${articleId}/clap`, { visitor: 'Visitor002' })).statusCode).toBe(400);
});

test('[RES-01] a clapper claps a resource at most 50 times; beyond that the answer stays the same', async () => {
  const topicId = await newTopic(app);
  const url = `/api/v2/resource/forum/${topicId}/clap`;
  let last: Claps | undefined;
  for (let i = 0; i < 52; i += 1) last = (await clap(url, { visitor: 'Visitor003' })).json<{ data: Claps }>().data;
  expect(last).toEqual({ claps_count: 50, visitors_string: '1 fan clapped', my_claps: 50 });
});

test('[RES-01] the visitors text is in the tenant’s language; claps of one tenant are not the other’s', async () => {
  const dutchTopic = await newTopic(app, 'tribune-nl');
  const url = `/api/v2/resource/forum/${dutchTopic}/clap`;
  const one = await clap(url, { visitor: 'Visitor004', tenant: 'tribune-nl' });
  expect(one.json<{ data: Claps }>().data.visitors_string).toBe('1 fan klapte');
  const two = await clap(url, { visitor: 'Visitor005', tenant: 'tribune-nl', language: 'en' });
  expect(two.json<{ data: Claps }>().data.visitors_string).toBe('2 fans klapten');
  // The English tenant does not have this topic.
  expect((await clap(url, { visitor: 'Visitor004' })).statusCode).toBe(404);
  const english = await newTopic(app);
  const fresh = await apiRequest(app, { method: 'GET', url: `/api/v2/resource/forum/${english}/claps` });
  expect(fresh.json()).toEqual({ data: { claps_count: 0, visitors_string: '0 fans clapped', my_claps: 0 } });
});

test('[RES-02] a visit counts once per visitor id and resource; without a visitor id it is a 400', async () => {
  const topicId = await newTopic(app);
  const url = `/api/v2/resource/forum/${topicId}/visit`;
  const visit = (visitor: string | null) =>
    apiRequest(app, { method: 'POST', url, headers: { 'x-visitor-id': visitor ?? '' } });
  expect((await visit('Visitor006')).json()).toEqual({ data: { visits_count: 1 } });
  expect((await visit('Visitor006')).json()).toEqual({ data: { visits_count: 1 } });
  expect((await visit('Visitor007')).json()).toEqual({ data: { visits_count: 2 } });
  const missing = await visit(null);
  expect(missing.statusCode).toBe(400);
  expect(missing.json<ErrorBody>().data).toBeNull();
  expect((await apiRequest(app, { method: 'POST', url: '/api/v2/resource/forum/99999999/visit' })).statusCode).toBe(
    404,
  );
  const dutch = await apiRequest(app, { method: 'POST', url, tenant: 'tribune-nl' });
  expect(dutch.statusCode).toBe(404);
});
