import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { headlineExposures } from '../../../../src/modules/content/headline-tests/schema';
import { seedDemoHeadlineTests } from '../../../../src/modules/content/headline-tests/demo-headline-tests';
import { articles } from '../../../../src/modules/content/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/** The HeadlineTest of docs/contracts.md "Headline A/B tests". */
interface HeadlineTest {
  article_id: number;
  url: string;
  published_at: string;
  a: { title: string; impressions: number; clicks: number; ctr: number };
  b: { title: string; impressions: number; clicks: number; ctr: number };
  difference: { estimate: number; ci_low: number; ci_high: number } | null;
  significant: boolean;
  status: 'collecting' | 'significant' | 'no-difference-likely';
  winner: 'a' | 'b' | null;
  sample_needed_per_group: number | null;
  more_impressions_needed: number;
}

let app: FastifyInstance;
let fan: string;
let editor: string;
let dutchEditor: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  [fan, editor, dutchEditor] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

let visitors = 0;
/** A visitor id no other test uses (10 letters or digits, PLT-02). */
function newVisitor(): string {
  visitors += 1;
  return `Headline${String(visitors).padStart(2, '0')}`;
}

let addresses = 0;
/** A client address of its own per request, so this file never reaches the rate limits. */
function newAddress(): string {
  addresses += 1;
  return `10.16.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

interface ViewerOptions {
  visitor?: string;
  token?: string;
  tenant?: string;
  language?: 'en' | 'nl';
  query?: string;
}

function click(id: number | string, payload: unknown, options: ViewerOptions = {}): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'POST',
    url: `/api/v2/article/${id}/click-title${options.query ?? ''}`,
    token: options.token,
    tenant: options.tenant,
    language: options.language,
    remoteAddress: newAddress(),
    headers: { 'x-visitor-id': options.visitor ?? '' },
    payload: payload as Record<string, unknown>,
  });
}

function impressions(payload: unknown, options: ViewerOptions = {}): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'POST',
    url: `/api/v2/article/impressions${options.query ?? ''}`,
    token: options.token,
    tenant: options.tenant,
    language: options.language,
    remoteAddress: newAddress(),
    headers: { 'x-visitor-id': options.visitor ?? '' },
    payload: payload as Record<string, unknown>,
  });
}

function readoutRequest(options: { token?: string; tenant?: string } = {}): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'GET',
    url: '/api/v2/editor/headline-tests',
    token: 'token' in options ? options.token : editor,
    tenant: options.tenant,
  });
}

async function readout(tenant = 'tribune'): Promise<HeadlineTest[]> {
  const response = await readoutRequest({ token: tenant === 'tribune' ? editor : dutchEditor, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: HeadlineTest[] }>().data;
}

async function testOf(articleId: number, tenant = 'tribune'): Promise<HeadlineTest> {
  const test = (await readout(tenant)).find((candidate) => candidate.article_id === articleId);
  if (test === undefined) throw new Error(`article ${articleId} is not under test`);
  return test;
}

let made = 0;
/** A new published article of the tenant under a headline test, made through the editors' API. */
async function articleUnderTest(tenant = 'tribune', abTesting = true): Promise<number> {
  made += 1;
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/editor/articles',
    token: tenant === 'tribune' ? editor : dutchEditor,
    tenant,
    payload: {
      title: `Headline A number ${made}`,
      b_title: `Headline B number ${made}`,
      ab_testing: abTesting,
      content: '<p>Body of the headline test.</p>',
      primary_tag: tenant === 'tribune' ? 'transfers' : 'transfers',
    },
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

test('[AB-01] the demo has a significant test and tests still collecting, with hand-computed numbers', async () => {
  const tests = await readout();
  expect(tests.length).toBe(3);
  const significant = tests.find((test) => test.status === 'significant');
  // A 18 of 600 (3 %), B 45 of 600 (7.5 %): d = 0.045, SE = √(0.0291/600 + 0.069375/600) = 0.0128111,
  // 95 % interval 0.045 ± 1.959964 · 0.0128111 = [0.019891, 0.070109]; n = 7.848879 · 0.098475 / 0.045² → 382.
  expect(significant).toMatchObject({
    a: { impressions: 600, clicks: 18 },
    b: { impressions: 600, clicks: 45 },
    significant: true,
    winner: 'b',
    sample_needed_per_group: 382,
    more_impressions_needed: 0,
  });
  expect(significant?.a.ctr).toBeCloseTo(0.03, 10);
  expect(significant?.b.ctr).toBeCloseTo(0.075, 10);
  expect(significant?.difference?.estimate).toBeCloseTo(0.045, 10);
  expect(significant?.difference?.ci_low).toBeCloseTo(0.019891, 5);
  expect(significant?.difference?.ci_high).toBeCloseTo(0.070109, 5);
  expect(significant?.a.title).not.toBe(significant?.b.title);

  const collecting = tests.filter((test) => test.status === 'collecting');
  expect(collecting).toHaveLength(2);
  // A 6 of 80, B 8 of 80: below the minimum of 100 per group; 2002 per group detect 2.5 points.
  expect(collecting[0]).toMatchObject({
    a: { impressions: 80, clicks: 6 },
    b: { impressions: 80, clicks: 8 },
    significant: false,
    winner: null,
    sample_needed_per_group: 2002,
    more_impressions_needed: 1922,
  });
  for (const test of tests) expect(test.url).toMatch(new RegExp(`^/article/${test.article_id}/`));

  // The Dutch tenant has its own tests, in Dutch.
  const dutch = await readout('tribune-nl');
  expect(dutch).toHaveLength(3);
  expect(dutch.map((test) => test.article_id)).not.toEqual(expect.arrayContaining(tests.map((t) => t.article_id)));
});

test('[AB-01] the demo seed is idempotent', async () => {
  const [tenantArticle] = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, 'tribune'), eq(articles.abTesting, true)))
    .limit(1);
  expect(tenantArticle).toBeDefined();
  const before = await app.db
    .select({ key: headlineExposures.viewerKey })
    .from(headlineExposures)
    .where(and(eq(headlineExposures.tenantId, 'tribune'), like(headlineExposures.viewerKey, 'demo-visitor:%')));
  await seedDemoHeadlineTests(app.db, { tenantId: 'tribune', language: 'en', userIds: [], now: new Date() });
  const after = await app.db
    .select({ key: headlineExposures.viewerKey })
    .from(headlineExposures)
    .where(and(eq(headlineExposures.tenantId, 'tribune'), like(headlineExposures.viewerKey, 'demo-visitor:%')));
  expect(after.length).toBe(before.length);
  expect(before.length).toBe(600 * 2 + 80 * 2 + 12 + 11);
});

test('[AB-01] impressions count each viewer once per article, in their group', async () => {
  const id = await articleUnderTest();
  const [first, second] = [newVisitor(), newVisitor()];
  const sent = await impressions({ group: 'a', article_ids: [id] }, { visitor: first });
  expect(sent.statusCode).toBe(204);
  expect(sent.body).toBe('');
  // Sent again (a reload), or with the other group: still one impression in A.
  expect((await impressions({ group: 'a', article_ids: [id, id] }, { visitor: first })).statusCode).toBe(204);
  expect((await impressions({ group: 'b', article_ids: [id] }, { visitor: first })).statusCode).toBe(204);
  expect((await impressions({ group: 'b', article_ids: [id] }, { visitor: second })).statusCode).toBe(204);

  const test = await testOf(id);
  expect(test.a).toMatchObject({ title: `Headline A number ${made}`, impressions: 1, clicks: 0, ctr: 0 });
  expect(test.b).toMatchObject({ title: `Headline B number ${made}`, impressions: 1, clicks: 0, ctr: 0 });
  expect(test).toMatchObject({ significant: false, status: 'collecting', winner: null });
  expect(test.difference).toEqual({ estimate: 0, ci_low: 0, ci_high: 0 });
});

test('[AB-01] a click counts once per viewer, and counts the impression it implies', async () => {
  const id = await articleUnderTest();
  const [seen, unseen, loggedIn] = [newVisitor(), newVisitor(), newVisitor()];
  await impressions({ group: 'b', article_ids: [id] }, { visitor: seen });
  const clicked = await click(id, { group: 'b' }, { visitor: seen, query: '?tenant_id=tribune' });
  expect(clicked.statusCode).toBe(204);
  expect(clicked.body).toBe('');
  // A second click of the same viewer, and a click reporting the other group, change nothing.
  expect((await click(id, { group: 'b' }, { visitor: seen })).statusCode).toBe(204);
  expect((await click(id, { group: 'a' }, { visitor: seen })).statusCode).toBe(204);
  // A click whose impression never arrived counts both.
  expect((await click(id, { group: 'a' }, { visitor: unseen })).statusCode).toBe(204);
  // A logged-in reader without a visitor id counts by account.
  expect((await click(id, { group: 'a' }, { token: fan })).statusCode).toBe(204);
  expect((await click(id, { group: 'a' }, { token: fan })).statusCode).toBe(204);
  // With a visitor id, the browser is the viewer even when logged in.
  expect((await click(id, { group: 'a' }, { visitor: loggedIn, token: fan })).statusCode).toBe(204);

  const test = await testOf(id);
  expect(test.a).toMatchObject({ impressions: 3, clicks: 3, ctr: 1 });
  expect(test.b).toMatchObject({ impressions: 1, clicks: 1, ctr: 1 });
  const keys = await app.db
    .select({ key: headlineExposures.viewerKey, group: headlineExposures.group })
    .from(headlineExposures)
    .where(eq(headlineExposures.articleId, id));
  expect(keys.map((row) => row.key).sort()).toEqual(
    [`visitor:${seen}`, `visitor:${unseen}`, `visitor:${loggedIn}`, expect.stringMatching(/^user:\d+$/)].sort(),
  );
});

test('[AB-01] the readout computes rates and the interval from the stored viewers', async () => {
  const id = await articleUnderTest();
  const rows = [
    ...Array.from({ length: 120 }, (_, n) => ({ group: 'a' as const, clicked: n < 12 })),
    ...Array.from({ length: 150 }, (_, n) => ({ group: 'b' as const, clicked: n < 30 })),
  ];
  await app.db.insert(headlineExposures).values(
    rows.map((row, n) => ({
      tenantId: 'tribune',
      articleId: id,
      viewerKey: `test-viewer:${n}`,
      group: row.group,
      clicked: row.clicked,
      clickedAt: row.clicked ? new Date() : null,
    })),
  );
  // pA = 12/120 = 0.1, pB = 30/150 = 0.2, d = 0.1; SE = √(0.09/120 + 0.16/150) = √0.0018167 = 0.0426224;
  // interval 0.1 ± 1.959964 · 0.0426224 = [0.016462, 0.183538]; n = 7.848879 · 0.25 / 0.01 = 196.2 → 197.
  const test = await testOf(id);
  expect(test.a).toMatchObject({ impressions: 120, clicks: 12 });
  expect(test.b).toMatchObject({ impressions: 150, clicks: 30 });
  expect(test.a.ctr).toBeCloseTo(0.1, 10);
  expect(test.b.ctr).toBeCloseTo(0.2, 10);
  expect(test.difference?.estimate).toBeCloseTo(0.1, 10);
  expect(test.difference?.ci_low).toBeCloseTo(0.016462, 5);
  expect(test.difference?.ci_high).toBeCloseTo(0.183538, 5);
  expect(test).toMatchObject({
    significant: true,
    status: 'significant',
    winner: 'b',
    sample_needed_per_group: 197,
    more_impressions_needed: 0,
  });
});

test('[AB-01] a group other than lowercase a or b is a 422 under group', async () => {
  const id = await articleUnderTest();
  const visitor = newVisitor();
  for (const payload of [{ group: 'A' }, { group: 'c' }, { group: '' }, { group: 1 }, {}, { group: null }]) {
    const response = await click(id, payload, { visitor });
    expect(response.statusCode).toBe(422);
    const body = response.json<ErrorBody>();
    expect(body.data).toBeNull();
    expect(body.metaData.errors?.group).toEqual(['The group must be a or b.']);
  }
  const dutch = await click(id, { group: 'B' }, { visitor, language: 'nl' });
  expect(dutch.statusCode).toBe(422);
  expect(dutch.json<ErrorBody>().metaData.errors?.group).toEqual(['De groep moet a of b zijn.']);
  const badImpression = await impressions({ group: 'x', article_ids: [id] }, { visitor });
  expect(badImpression.statusCode).toBe(422);
  expect(badImpression.json<ErrorBody>().metaData.errors?.group).toEqual(['The group must be a or b.']);
  expect((await testOf(id)).a.impressions).toBe(0);
});

test('[AB-01] the other 4xx of click-title and impressions, in the error shape', async () => {
  const underTest = await articleUnderTest();
  const notUnderTest = await articleUnderTest('tribune', false);
  const visitor = newVisitor();

  const unknown = await click(2_000_000_000, { group: 'a' }, { visitor });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'This article does not exist.' } });

  const off = await click(notUnderTest, { group: 'a' }, { visitor });
  expect(off.statusCode).toBe(422);
  expect(off.json<ErrorBody>().metaData.message).toBe('This article has no headline test running.');

  for (const path of ['abc', '0', '-1', '1.5', '99999999999']) {
    const response = await click(path, { group: 'a' }, { visitor });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().data).toBeNull();
  }

  const anonymous = await click(underTest, { group: 'a' });
  expect(anonymous.statusCode).toBe(400);
  expect(anonymous.json<ErrorBody>().metaData.message).toBe(
    'A visitor id (X-Visitor-Id) or a login is needed to count a headline.',
  );
  expect((await impressions({ group: 'a', article_ids: [underTest] })).statusCode).toBe(400);

  const notJson = await apiRequest(app, {
    method: 'POST',
    url: `/api/v2/article/${underTest}/click-title`,
    headers: { 'content-type': 'application/json', 'x-visitor-id': visitor },
    payload: '{"group":',
  });
  expect(notJson.statusCode).toBe(400);

  for (const payload of [
    { group: 'a', article_ids: [] },
    { group: 'a', article_ids: Array.from({ length: 101 }, (_, n) => n + 1) },
    { group: 'a', article_ids: ['x'] },
    { group: 'a', article_ids: [0] },
    { group: 'a', article_ids: 'all' },
    { group: 'a' },
  ]) {
    const response = await impressions(payload, { visitor });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<ErrorBody>().metaData.errors ?? {})[0]).toMatch(/^article_ids/);
  }

  // Ids without a running test (unknown, another's) are skipped, not refused.
  const skipped = await impressions({ group: 'a', article_ids: [notUnderTest, 2_000_000_000] }, { visitor });
  expect(skipped.statusCode).toBe(204);

  const unknownTenant = await click(underTest, { group: 'a' }, { visitor, tenant: 'no-such-tenant' });
  expect(unknownTenant.statusCode).toBe(404);
});

test('[AB-01] tenants never count or see each other’s tests', async () => {
  const english = await articleUnderTest('tribune');
  const dutch = await articleUnderTest('tribune-nl');
  const visitor = newVisitor();
  // The English article asked for as the Dutch tenant is unknown there.
  const crossClick = await click(english, { group: 'a' }, { visitor, tenant: 'tribune-nl' });
  expect(crossClick.statusCode).toBe(404);
  const crossQuery = await click(
    english,
    { group: 'a' },
    { visitor, tenant: 'tribune-nl', query: '?tenant_id=tribune-nl' },
  );
  expect(crossQuery.statusCode).toBe(404);
  expect(
    (await impressions({ group: 'b', article_ids: [english, dutch] }, { visitor, tenant: 'tribune-nl' })).statusCode,
  ).toBe(204);

  const dutchTest = await testOf(dutch, 'tribune-nl');
  expect(dutchTest.b.impressions).toBe(1);
  const englishTest = await testOf(english);
  expect(englishTest.a.impressions + englishTest.b.impressions).toBe(0);
  expect((await readout('tribune-nl')).some((test) => test.article_id === english)).toBe(false);
  expect((await readout('tribune')).some((test) => test.article_id === dutch)).toBe(false);

  // The Dutch editor cannot end the English test either.
  const end = await apiRequest(app, {
    method: 'POST',
    url: `/api/v2/editor/headline-tests/${english}/end`,
    token: dutchEditor,
    tenant: 'tribune-nl',
    payload: { winner: 'a' },
  });
  expect(end.statusCode).toBe(404);
});

test('[AB-01] the readout and ending a test are for editors: 401 for a guest, 403 for a fan', async () => {
  const guest = await readoutRequest({ token: undefined });
  expect(guest.statusCode).toBe(401);
  expect(guest.json<ErrorBody>().data).toBeNull();
  const asFan = await readoutRequest({ token: fan });
  expect(asFan.statusCode).toBe(403);
  expect(asFan.json<ErrorBody>().data).toBeNull();
  expect((await readoutRequest()).headers['cache-control']).toBe('private, no-store');

  const id = await articleUnderTest();
  for (const [token, status] of [
    [undefined, 401],
    [fan, 403],
  ] as const) {
    const response = await apiRequest(app, {
      method: 'POST',
      url: `/api/v2/editor/headline-tests/${id}/end`,
      token,
      payload: { winner: 'b' },
    });
    expect(response.statusCode).toBe(status);
  }
});

test('[AB-01] ending a test keeps the winner as the title and stops the test', async () => {
  const id = await articleUnderTest();
  const visitor = newVisitor();
  await click(id, { group: 'b' }, { visitor });
  const end = (payload: unknown, articleId: number | string = id) =>
    apiRequest(app, {
      method: 'POST',
      url: `/api/v2/editor/headline-tests/${articleId}/end`,
      token: editor,
      payload: payload as Record<string, unknown>,
    });

  const badWinner = await end({ winner: 'c' });
  expect(badWinner.statusCode).toBe(422);
  expect(badWinner.json<ErrorBody>().metaData.errors?.winner).toEqual(['The winner must be a or b.']);
  expect((await end({ winner: 'a' }, 2_000_000_000)).statusCode).toBe(404);
  expect((await end({ winner: 'a' }, 'x')).statusCode).toBe(400);

  const ended = await end({ winner: 'b' });
  expect(ended.statusCode).toBe(200);
  expect(ended.json()).toEqual({ data: { article_id: id, title: `Headline B number ${made}`, ab_testing: false } });
  const reader = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}` });
  expect(reader.json<{ data: { title: string; abtesting: boolean; b_title: string } }>().data).toMatchObject({
    title: `Headline B number ${made}`,
    b_title: `Headline A number ${made}`,
    abtesting: false,
  });
  expect((await readout()).some((test) => test.article_id === id)).toBe(false);
  // Over: a click or a second end is refused.
  expect((await click(id, { group: 'b' }, { visitor })).statusCode).toBe(422);
  expect((await end({ winner: 'a' })).statusCode).toBe(422);
});
