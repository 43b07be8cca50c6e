import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Client } from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../../src/app';
import { loadConfig } from '../../../../src/config';
import { type DatabaseHandle, openDatabase } from '../../../../src/db/client';
import { type userRoles, users } from '../../../../src/modules/accounts/schema';
import {
  announceDuePublications,
  claimDuePublications,
} from '../../../../src/modules/content/editor/publication-round';
import { articleRevisions, articles, tags } from '../../../../src/modules/content/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

// Issue 33, the newsroom's API: roles (spec 000 §6), the list, revisions and conflicts, and publishing
// now, at a time (once, across a restart and two processes) and taking back.

interface NewsroomArticle {
  id: number;
  title: string;
  content: string;
  status: 'draft' | 'submitted' | 'scheduled' | 'published' | 'unpublished';
  published_at: string | null;
  version: number;
  updated_by: { name: string } | null;
  author: { id: number; name: string };
  rights: { edit: boolean; publish: boolean; unpublish: boolean };
}

interface ListAnswer {
  data: { id: number; title: string; status: NewsroomArticle['status']; author: { id: number } }[];
  metaData: { current_page: number; last_page: number; total: number };
}

let app: FastifyInstance;
const tokens: Record<'manager' | 'junior' | 'otherJunior' | 'guestAuthor' | 'fan' | 'dutchManager', string> = {
  manager: '',
  junior: '',
  otherJunior: '',
  guestAuthor: '',
  fan: '',
  dutchManager: '',
};

async function giveRole(username: string, role: (typeof userRoles)[number]): Promise<void> {
  await app.db
    .update(users)
    .set({ role })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, username)));
}

beforeAll(async () => {
  app = await buildTestApp();
  await app.db.insert(tags).values([
    { tenantId: 'tribune', slug: 'transfers', title: 'Transfers' },
    { tenantId: 'tribune-nl', slug: 'transfers', title: 'Transfers' },
  ]);
  await giveRole('TikiTakaTom', 'junior-editor');
  await giveRole('OffsideTrap', 'junior-editor');
  await giveRole('TerraceTalk', 'guest-author');
  [tokens.manager, tokens.junior, tokens.otherJunior, tokens.guestAuthor, tokens.fan, tokens.dutchManager] =
    await Promise.all([
      loginToken(app, { login: 'editor' }),
      loginToken(app, { login: 'TikiTakaTom' }),
      loginToken(app, { login: 'OffsideTrap' }),
      loginToken(app, { login: 'TerraceTalk' }),
      loginToken(app, { login: 'fan' }),
      loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
    ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function call(
  as: keyof typeof tokens | undefined,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
  tenant?: string,
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method,
    url,
    token: as === undefined ? undefined : tokens[as],
    tenant,
    ...(payload === undefined ? {} : { payload }),
  });
}

let made = 0;
async function write(as: keyof typeof tokens, fields: Record<string, unknown> = {}): Promise<NewsroomArticle> {
  made += 1;
  const response = await call(as, 'POST', '/api/v2/editor/articles', {
    title: `Newsroom piece ${made}`,
    content: `<p>Words of piece ${made}.</p>`,
    primary_tag: 'transfers',
    ...fields,
  });
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ data: NewsroomArticle }>().data;
}

function dataOf(response: LightMyRequestResponse): NewsroomArticle {
  return response.json<{ data: NewsroomArticle }>().data;
}

async function readerStatus(id: number): Promise<number> {
  return (await apiRequest(app, { method: 'GET', url: `/api/v2/article/${id}` })).statusCode;
}

describe('[NR-06] roles', () => {
  test('[NR-06] a guest author writes and submits drafts but cannot publish, through any route', async () => {
    const draft = await write('guestAuthor');
    expect(draft).toMatchObject({ status: 'draft', published_at: null });
    expect(draft.rights).toEqual({ edit: true, publish: false, unpublish: false });
    expect(await readerStatus(draft.id)).toBe(404);

    const refusals = [
      await call('guestAuthor', 'POST', '/api/v2/editor/articles', {
        title: 'Straight out',
        content: '<p>x</p>',
        primary_tag: 'transfers',
        status: 'published',
      }),
      await call('guestAuthor', 'PATCH', `/api/v2/editor/articles/${draft.id}`, {
        published_at: new Date().toISOString(),
      }),
      await call('guestAuthor', 'POST', `/api/v2/editor/articles/${draft.id}/publish`, {}),
      await call('guestAuthor', 'POST', `/api/v2/editor/articles/${draft.id}/unpublish`),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403, 409]);
    expect(refusals[0]?.json<ErrorBody>().metaData.message).toBe(
      'You cannot publish this article: submit it for an editor.',
    );
    expect(await readerStatus(draft.id)).toBe(404);

    const submitted = await call('guestAuthor', 'POST', `/api/v2/editor/articles/${draft.id}/submit`);
    expect(submitted.statusCode).toBe(200);
    expect(dataOf(submitted).status).toBe('submitted');

    // A manager publishes it; from then on it is not the guest author's to change.
    const published = await call('manager', 'POST', `/api/v2/editor/articles/${draft.id}/publish`);
    expect(dataOf(published).status).toBe('published');
    expect(await readerStatus(draft.id)).toBe(200);
    const edit = await call('guestAuthor', 'PATCH', `/api/v2/editor/articles/${draft.id}`, { title: 'Changed after' });
    expect(edit.statusCode).toBe(403);
  });

  test('[NR-06] a junior editor publishes their own, not another’s, and cannot take one back', async () => {
    const own = await write('junior');
    expect(own).toMatchObject({ status: 'published', rights: { edit: true, publish: true, unpublish: false } });
    expect(await readerStatus(own.id)).toBe(200);

    const others = await write('otherJunior', { status: 'draft' });
    expect((await call('junior', 'GET', `/api/v2/editor/articles/${others.id}`)).json()).toMatchObject({
      data: { rights: { edit: false, publish: false, unpublish: false } },
    });
    expect(
      (await call('junior', 'PATCH', `/api/v2/editor/articles/${others.id}`, { title: 'Mine now' })).statusCode,
    ).toBe(403);
    expect((await call('junior', 'POST', `/api/v2/editor/articles/${others.id}/publish`)).statusCode).toBe(403);
    expect((await call('junior', 'POST', `/api/v2/editor/articles/${own.id}/unpublish`)).statusCode).toBe(403);
    // Only a manager picks the author.
    const author = await call('junior', 'PATCH', `/api/v2/editor/articles/${own.id}`, { author_id: others.author.id });
    expect(author.statusCode).toBe(422);
    expect(author.json<ErrorBody>().metaData.errors).toEqual({
      author_id: ['Only a managing editor can choose the author.'],
    });
  });

  test('[NR-06] a manager edits, publishes and unpublishes anything; a fan and a guest use none of it', async () => {
    const juniors = await write('junior');
    const edited = await call('manager', 'PATCH', `/api/v2/editor/articles/${juniors.id}`, { title: 'Sharpened' });
    expect(dataOf(edited)).toMatchObject({ title: 'Sharpened', updated_by: { name: 'Editor' } });
    const back = await call('manager', 'POST', `/api/v2/editor/articles/${juniors.id}/unpublish`);
    expect(dataOf(back)).toMatchObject({ status: 'unpublished', published_at: null });
    expect(await readerStatus(juniors.id)).toBe(404);
    const again = await call('manager', 'POST', `/api/v2/editor/articles/${juniors.id}/publish`);
    expect(dataOf(again).status).toBe('published');
    expect(await readerStatus(juniors.id)).toBe(200);

    const routes: ['GET' | 'POST' | 'PATCH', string][] = [
      ['GET', '/api/v2/editor/articles'],
      ['GET', `/api/v2/editor/articles/${juniors.id}`],
      ['PATCH', `/api/v2/editor/articles/${juniors.id}`],
      ['POST', `/api/v2/editor/articles/${juniors.id}/submit`],
      ['POST', `/api/v2/editor/articles/${juniors.id}/publish`],
      ['POST', `/api/v2/editor/articles/${juniors.id}/unpublish`],
      ['GET', `/api/v2/editor/articles/${juniors.id}/revisions`],
      ['GET', `/api/v2/editor/articles/${juniors.id}/revisions/1`],
      ['POST', `/api/v2/editor/articles/${juniors.id}/revisions/1/restore`],
    ];
    for (const [method, url] of routes) {
      const payload = method === 'PATCH' ? { title: 'x' } : undefined;
      expect([url, (await call('fan', method, url, payload)).statusCode]).toEqual([url, 403]);
      expect([url, (await call(undefined, method, url, payload)).statusCode]).toEqual([url, 401]);
    }
  });
});

describe('[NR-01] the list', () => {
  test('[NR-01] by state, author, tag and words, most recently changed first, paged; a guest author sees their own', async () => {
    const draft = await write('manager', { status: 'draft', title: 'Draft about the goalkeeper' });
    const submitted = await write('guestAuthor');
    await call('guestAuthor', 'POST', `/api/v2/editor/articles/${submitted.id}/submit`);
    const scheduled = await write('manager', { published_at: new Date(Date.now() + 3_600_000).toISOString() });
    const unpublished = await write('manager');
    await call('manager', 'POST', `/api/v2/editor/articles/${unpublished.id}/unpublish`);
    await write('manager', {}).then((other) => other.id);

    const list = async (query: string, as: keyof typeof tokens = 'manager') => {
      const response = await call(as, 'GET', `/api/v2/editor/articles?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<ListAnswer>();
    };
    for (const [state, article] of [
      ['draft', draft],
      ['submitted', submitted],
      ['scheduled', scheduled],
      ['unpublished', unpublished],
    ] as const) {
      const found = await list(`state=${state}`);
      expect(found.data.map((row) => row.id)).toContain(article.id);
      expect(found.data.every((row) => row.status === state)).toBe(true);
    }
    expect((await list('state=published')).data.map((row) => row.id)).not.toContain(scheduled.id);

    // Most recently changed first: a save moves an article to the top.
    await call('manager', 'PATCH', `/api/v2/editor/articles/${draft.id}`, { excerpt: 'Touched' });
    expect((await list('')).data[0]?.id).toBe(draft.id);

    expect((await list('q=goalkeeper')).data.map((row) => row.id)).toEqual([draft.id]);
    expect(
      (await list(`author=${submitted.author.id}`)).data.every((row) => row.author.id === submitted.author.id),
    ).toBe(true);
    expect((await list('tag=no-such-tag')).data).toEqual([]);
    const all = await list('');
    expect(all.metaData.total).toBeGreaterThanOrEqual(6);
    expect(all.metaData.last_page).toBe(Math.max(1, Math.ceil(all.metaData.total / 25)));

    const guestOwn = await list('', 'guestAuthor');
    expect(guestOwn.data.every((row) => row.author.id === submitted.author.id)).toBe(true);
    expect((await call('guestAuthor', 'GET', `/api/v2/editor/articles/${draft.id}`)).statusCode).toBe(404);

    // Another tenant's newsroom lists none of these.
    const dutch = await call('dutchManager', 'GET', '/api/v2/editor/articles', undefined, 'tribune-nl');
    expect(dutch.json<ListAnswer>().data.map((row) => row.id)).not.toContain(draft.id);
    expect(
      (await call('dutchManager', 'GET', `/api/v2/editor/articles/${draft.id}`, undefined, 'tribune-nl')).statusCode,
    ).toBe(404);
  });
});

describe('[NR-04] revisions and two editors', () => {
  test('[NR-04] a save over a newer version is refused and loses nothing; each save is a revision', async () => {
    const article = await write('manager', { status: 'draft' });
    const first = await call('manager', 'PATCH', `/api/v2/editor/articles/${article.id}`, {
      content: '<p>Manager’s words.</p>',
      version: article.version,
    });
    expect(first.statusCode).toBe(200);
    expect(dataOf(first).version).toBe(article.version + 1);

    // The junior started from the same version: theirs is refused, and the manager's text stays.
    await giveRole('TikiTakaTom', 'senior-editor');
    const stale = await call('junior', 'PATCH', `/api/v2/editor/articles/${article.id}`, {
      content: '<p>Junior’s words.</p>',
      version: article.version,
    });
    await giveRole('TikiTakaTom', 'junior-editor');
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().metaData.message).toBe(
      'Editor saved this article after you opened it. Reload it, or copy your text first.',
    );
    const now = dataOf(await call('manager', 'GET', `/api/v2/editor/articles/${article.id}`));
    expect(now).toMatchObject({ content: '<p>Manager’s words.</p>', version: article.version + 1 });

    const revisions = (await call('manager', 'GET', `/api/v2/editor/articles/${article.id}/revisions`)).json<{
      data: { number: number; saved_by: { name: string } | null }[];
    }>().data;
    expect(revisions.map((revision) => revision.number)).toEqual([2, 1]);
    expect(revisions[0]?.saved_by).toEqual({ name: 'Editor' });
  });

  test('[NR-04] autosaves of one editor in a row share a revision; a revision is read and restored as a new one', async () => {
    const article = await write('manager', { status: 'draft', content: '<p>First take.</p>' });
    let version = article.version;
    for (const words of ['Second', 'Second take', 'Second take, longer']) {
      const saved = await call('manager', 'PATCH', `/api/v2/editor/articles/${article.id}`, {
        content: `<p>${words}.</p>`,
        version,
        autosave: true,
      });
      version = dataOf(saved).version;
    }
    const revisions = async () =>
      (await call('manager', 'GET', `/api/v2/editor/articles/${article.id}/revisions`)).json<{
        data: { number: number; autosave: boolean }[];
      }>().data;
    expect(await revisions()).toEqual([
      expect.objectContaining({ number: 2, autosave: true }),
      expect.objectContaining({ number: 1, autosave: false }),
    ]);

    const one = await call('manager', 'GET', `/api/v2/editor/articles/${article.id}/revisions/1`);
    expect(one.json()).toMatchObject({ data: { number: 1, article: { content: '<p>First take.</p>' } } });
    expect((await call('manager', 'GET', `/api/v2/editor/articles/${article.id}/revisions/99`)).statusCode).toBe(404);

    const restored = await call('manager', 'POST', `/api/v2/editor/articles/${article.id}/revisions/1/restore`, {
      version,
    });
    expect(dataOf(restored)).toMatchObject({ content: '<p>First take.</p>', version: version + 1 });
    expect((await revisions()).map((revision) => revision.number)).toEqual([3, 2, 1]);
    // Restoring over a newer version is refused like any save.
    const stale = await call('manager', 'POST', `/api/v2/editor/articles/${article.id}/revisions/2/restore`, {
      version,
    });
    expect(stale.statusCode).toBe(409);
  });

  test('[NR-04] an article written before the newsroom keeps what it was as revision 1', async () => {
    const article = await write('manager');
    await app.db.delete(articleRevisions).where(eq(articleRevisions.articleId, article.id));
    await call('manager', 'PATCH', `/api/v2/editor/articles/${article.id}`, { content: '<p>New.</p>' });
    const first = await call('manager', 'GET', `/api/v2/editor/articles/${article.id}/revisions/1`);
    expect(first.json()).toMatchObject({ data: { article: { content: article.content } } });
  });

  test('[NR-04] a draft’s save leaves the readers’ caches; a published article’s save empties them', async () => {
    const changes: string[] = [];
    app.cluster.onChange((change) => {
      if (change.content) changes.push(change.tenantId);
    });
    const draft = await write('manager', { status: 'draft' });
    changes.length = 0;
    await call('manager', 'PATCH', `/api/v2/editor/articles/${draft.id}`, { title: 'Still a draft', autosave: true });
    expect(changes).toEqual([]);
    const published = await write('manager');
    changes.length = 0;
    await call('manager', 'PATCH', `/api/v2/editor/articles/${published.id}`, { title: 'Corrected' });
    expect(changes).toEqual(['tribune']);
  });
});

/** One database for several API instances: PGlite in memory (one handle), or a fresh one on DATABASE_URL's server. */
async function sharedDatabase(): Promise<{ open: () => Promise<DatabaseHandle>; drop: () => Promise<void> }> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl === undefined || serverUrl === '') {
    const memory = await openDatabase({ dataDir: 'memory://' });
    let opened = false;
    // PGlite is one connection in this process: both instances share it (closing it twice is harmless).
    return {
      open: async () => {
        if (opened) return { ...memory, close: async () => undefined };
        opened = true;
        return memory;
      },
      drop: async () => undefined,
    };
  }
  const name = `tribune_test_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.end());
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    open: () => openDatabase({ url: url.toString() }),
    drop: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    },
  };
}

describe('[NR-05] publishing at a time', () => {
  test('[NR-05] a scheduled article is out at its minute, announced once', async () => {
    const at = new Date(Date.now() + 60_000);
    const scheduled = await write('manager', { status: 'draft' });
    const publish = await call('manager', 'POST', `/api/v2/editor/articles/${scheduled.id}/publish`, {
      published_at: at.toISOString(),
    });
    expect(dataOf(publish)).toMatchObject({ status: 'scheduled', published_at: at.toISOString() });
    expect(await readerStatus(scheduled.id)).toBe(404);
    const announced: string[][] = [];
    const record = async (tenantIds: string[]) => announced.push(tenantIds);

    expect(await announceDuePublications(app, record, new Date(at.getTime() - 1_000))).toBe(0);
    expect(await announceDuePublications(app, record, new Date(at.getTime() + 1_000))).toBeGreaterThanOrEqual(1);
    expect(announced).toEqual([['tribune']]);
    expect(await announceDuePublications(app, record, new Date(at.getTime() + 2_000))).toBe(0);
    expect(announced).toHaveLength(1);

    // Called off before its time, it goes back to a draft.
    const later = await write('manager', { published_at: new Date(Date.now() + 3_600_000).toISOString() });
    const off = await call('manager', 'POST', `/api/v2/editor/articles/${later.id}/unpublish`);
    expect(dataOf(off)).toMatchObject({ status: 'draft', published_at: null });
  });

  test('[NR-05] two processes, and one after a restart, announce a scheduled article once', async () => {
    // Two API instances on one database, as two processes (and a third started after the first closed).
    // With DATABASE_URL (CI): a fresh database on the server, and a pool of its own for each process.
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' });
    const { open, drop } = await sharedDatabase();
    const database = await open();
    const otherDatabase = await open();
    const seed = { demoAccounts: true, demoContent: false };
    const first = await buildApp({ config, database, logger: false, seed });
    await first.ready();
    const second = await buildApp({ config, database: otherDatabase, logger: false, seed });
    try {
      await second.ready();
      await first.db.insert(tags).values({ tenantId: 'tribune', slug: 'transfers', title: 'Transfers' });
      const token = await loginToken(first, { login: 'editor' });
      const at = new Date(Date.now() + 60_000);
      const ids: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        const response = await apiRequest(first, {
          method: 'POST',
          url: '/api/v2/editor/articles',
          token,
          payload: {
            title: `Timed ${index}`,
            content: '<p>x</p>',
            primary_tag: 'transfers',
            published_at: at.toISOString(),
          },
        });
        ids.push(response.json<{ data: { id: number } }>().data.id);
      }
      const after = new Date(at.getTime() + 1_000);
      const claims = await Promise.all([
        claimDuePublications(first.db, after),
        claimDuePublications(second.db, after),
        claimDuePublications(first.db, after),
      ]);
      const claimed = claims.flatMap((byTenant) => [...byTenant.values()].flat()).sort((a, b) => a - b);
      expect(claimed).toEqual(ids);

      await first.close();
      const third = await buildApp({ config, database, logger: false, seed });
      await third.ready();
      expect(await announceDuePublications(third, async () => undefined, after)).toBe(0);
      const rows = await third.db.select({ announcedAt: articles.announcedAt }).from(articles);
      expect(rows.every((row) => row.announcedAt !== null)).toBe(true);
      await third.close();
    } finally {
      await Promise.allSettled([first.close(), second.close()]);
      await Promise.allSettled([database.close(), otherDatabase.close()]);
      await drop();
    }
  }, 60_000);
});
