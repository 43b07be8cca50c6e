import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { authors, polls, tags } from '../../../../src/modules/content/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

// Issue 33, what the article editor's pickers choose from (NR-02): the tenant's polls (searched, paged),
// its tags, and (for managers, NR-06) its authors; never another tenant's.

interface PollsAnswer {
  data: { poll_id: number; question: string; is_closed: boolean; total_voting: number; embed: string }[];
  metaData: { current_page: number; last_page: number; per_page: number; total: number };
}

let app: FastifyInstance;
const tokens = { manager: '', junior: '', guestAuthor: '', fan: '' };

beforeAll(async () => {
  app = await buildTestApp();
  await app.db
    .update(users)
    .set({ role: 'junior-editor' })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'TikiTakaTom')));
  await app.db
    .update(users)
    .set({ role: 'guest-author' })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'TerraceTalk')));
  await app.db.insert(tags).values([
    { tenantId: 'tribune', slug: 'transfers', title: 'Transfers' },
    { tenantId: 'tribune', slug: 'ajax', title: 'Ajax' },
    { tenantId: 'tribune-nl', slug: 'elders', title: 'Elders' },
  ]);
  await app.db.insert(authors).values([
    { tenantId: 'tribune', slug: 'zoe-writer', name: 'Zoë Writer' },
    { tenantId: 'tribune', slug: 'desk', name: 'Desk', isPublic: false },
    { tenantId: 'tribune-nl', slug: 'anders', name: 'Anders Elders' },
  ]);
  // 23 polls of this tenant, one of which is about a "100%_derby", and one of another tenant.
  const base = Date.UTC(2026, 0, 1);
  await app.db.insert(polls).values([
    ...Array.from({ length: 22 }, (_, index) => ({
      tenantId: 'tribune',
      question: `Who scores in match ${index + 1}?`,
      createdAt: new Date(base + index * 60_000),
    })),
    { tenantId: 'tribune', question: 'Is this a 100%_derby?', createdAt: new Date(base + 30 * 60_000), isClosed: true },
    { tenantId: 'tribune-nl', question: 'Wie scoort er in de derby?', createdAt: new Date(base) },
  ]);
  [tokens.manager, tokens.junior, tokens.guestAuthor, tokens.fan] = await Promise.all([
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'TikiTakaTom' }),
    loginToken(app, { login: 'TerraceTalk' }),
    loginToken(app, { login: 'fan' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function get(as: keyof typeof tokens | undefined, url: string): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url, token: as === undefined ? undefined : tokens[as] });
}

describe('[NR-02] the poll picker’s list', () => {
  test('[NR-02] the tenant’s polls newest first, 20 a page, with the markup that embeds each', async () => {
    const first = await get('guestAuthor', '/api/v2/editor/polls');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const page = first.json<PollsAnswer>();
    expect(page.metaData).toEqual({ current_page: 1, last_page: 2, per_page: 20, total: 23 });
    expect(page.data).toHaveLength(20);
    expect(page.data[0]).toMatchObject({ question: 'Is this a 100%_derby?', is_closed: true, total_voting: 0 });
    expect(page.data[0]?.embed).toBe(`<div data-poll-id="${page.data[0]?.poll_id}"></div>`);
    expect(page.data[1]?.question).toBe('Who scores in match 22?');
    expect(page.data.some((poll) => poll.question.startsWith('Wie'))).toBe(false);

    const second = (await get('guestAuthor', '/api/v2/editor/polls?page=2')).json<PollsAnswer>();
    expect(second.data.map((poll) => poll.question)).toEqual([
      'Who scores in match 3?',
      'Who scores in match 2?',
      'Who scores in match 1?',
    ]);
  });

  test('[NR-02] q finds words of the question in any case; % and _ are taken as they are', async () => {
    const found = (await get('junior', '/api/v2/editor/polls?q=MATCH%2012')).json<PollsAnswer>();
    expect(found.data.map((poll) => poll.question)).toEqual(['Who scores in match 12?']);
    const literal = (await get('junior', `/api/v2/editor/polls?q=${encodeURIComponent('0%_d')}`)).json<PollsAnswer>();
    expect(literal.data.map((poll) => poll.question)).toEqual(['Is this a 100%_derby?']);
    expect((await get('junior', '/api/v2/editor/polls?q=0_d')).json<PollsAnswer>().data).toEqual([]);
    const none = (await get('junior', '/api/v2/editor/polls?q=nothing%20like%20it')).json<PollsAnswer>();
    expect(none.metaData).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 0 });
  });

  test('[NR-02] a guest gets 401, a fan 403; a bad page is a 400', async () => {
    expect((await get(undefined, '/api/v2/editor/polls')).statusCode).toBe(401);
    const fan = await get('fan', '/api/v2/editor/polls');
    expect(fan.statusCode).toBe(403);
    expect(fan.json<ErrorBody>().metaData.message).toBe('Only the site’s authors and editors can do this.');
    expect((await get('manager', '/api/v2/editor/polls?page=0')).statusCode).toBe(400);
  });
});

describe('[NR-02] the tag picker’s list', () => {
  test('[NR-02] every newsroom user gets the tenant’s tags by title, with the slug an article names', async () => {
    const response = await get('guestAuthor', '/api/v2/editor/tags');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { id: number; slug: string; title: string }[] }>();
    expect(data.map(({ slug, title }) => ({ slug, title }))).toEqual([
      { slug: 'ajax', title: 'Ajax' },
      { slug: 'transfers', title: 'Transfers' },
    ]);
  });

  test('[NR-02] a guest gets 401, a fan 403', async () => {
    expect((await get(undefined, '/api/v2/editor/tags')).statusCode).toBe(401);
    expect((await get('fan', '/api/v2/editor/tags')).statusCode).toBe(403);
  });
});

describe('[NR-06] the author picker’s list', () => {
  test('[NR-06] a manager gets the tenant’s authors by name, desk authors too', async () => {
    const response = await get('manager', '/api/v2/editor/authors');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { name: string; slug: string; is_public: boolean }[] }>();
    const ours = data.filter((author) => ['zoe-writer', 'desk'].includes(author.slug));
    expect(ours).toEqual([
      expect.objectContaining({ name: 'Desk', is_public: false, has_account: false }),
      expect.objectContaining({ name: 'Zoë Writer', is_public: true, has_account: false }),
    ]);
    expect(data.some((author) => author.slug === 'anders')).toBe(false);
    const names = data.map((author) => author.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  test('[NR-06] only managers choose an author: a junior editor and a guest author get 403', async () => {
    for (const as of ['junior', 'guestAuthor', 'fan'] as const) {
      const response = await get(as, '/api/v2/editor/authors');
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().metaData.message).toBe('Only editors can do this.');
    }
    expect((await get(undefined, '/api/v2/editor/authors')).statusCode).toBe(401);
  });
});
