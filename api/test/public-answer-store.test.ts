import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { articles } from '../src/modules/content/schema';
import { fixtures } from '../src/modules/matchcenter/schema';
import { apiRequest, buildTestApp, loginToken } from './helper';

// Public answers are served from memory for a few seconds (issue 10's server figures), and dropped when
// the tenant writes anything (plugins/public-answer-store.ts, plugins/content-changes.ts).

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const list = (tenant = 'tribune', token?: string) =>
  apiRequest(app, { method: 'GET', url: '/api/v2/article/scopes/lat/get/1', tenant, token });

function firstTitle(response: { json(): unknown }): string {
  const body = response.json() as { data: { id: number; title: string }[] };
  return body.data[0]?.title ?? '';
}

test('[ISSUE-10] a public list is served from memory, per tenant, until the tenant writes', async () => {
  const first = await list();
  const [lead] = (first.json() as { data: { id: number }[] }).data;
  if (!lead) throw new Error('no article');
  const dutchBefore = firstTitle(await list('tribune-nl'));
  await app.db.update(articles).set({ title: 'Changed behind the API' }).where(eq(articles.id, lead.id));

  // Within the window, the kept answer (a change outside the API is not seen yet).
  expect(firstTitle(await list())).toBe(firstTitle(first));
  // A request with Authorization is never served from the store.
  const token = await loginToken(app, { login: 'fan' });
  expect(firstTitle(await list('tribune', token))).toBe('Changed behind the API');
  // The login was a write of the tribune tenant: its kept answers are gone, the other tenant's are not.
  expect(firstTitle(await list())).toBe('Changed behind the API');
  expect(firstTitle(await list('tribune-nl'))).toBe(dutchBefore);
});

test('[ISSUE-11] a match answer that browsers revalidate every time is still kept by the API until the simulator changes it', async () => {
  const match = (id: number) => apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${id}` });
  const round = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/league/eredivisie/rounds/1' });
  const fixtureId = (round.json() as { data: { fixtures: { id: number }[] } }).data.fixtures[0]?.id ?? 0;
  const first = await match(fixtureId);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe('public, max-age=0');
  await app.db.update(fixtures).set({ homeScore: 99 }).where(eq(fixtures.id, fixtureId));

  // Kept: a crowd opening the match costs one read.
  expect((await match(fixtureId)).json()).toEqual(first.json());
  // The simulator's writes drop every match-centre tenant's kept answers at once.
  app.tenantContentChanged('tribune');
  expect((await match(fixtureId)).json()).toMatchObject({ data: { score: expect.stringMatching(/^99-/) } });
});
