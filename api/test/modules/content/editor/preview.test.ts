import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { articles, authors, tags } from '../../../../src/modules/content/schema';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

// Issue 33, NR-05: the newsroom's preview, the reader's article of a draft or a scheduled one, for those
// who may see it (NR-06's roles), sanitized as readers get it and kept by no cache.

interface ReaderArticle {
  id: number;
  url: string;
  title: string;
  content: string;
  published_at: string;
  author: { name: string };
  primary_tag: { url: string };
}

let app: FastifyInstance;
const tokens = { manager: '', guestAuthor: '', otherGuestAuthor: '', fan: '' };

beforeAll(async () => {
  app = await buildTestApp();
  await app.db.insert(tags).values({ tenantId: 'tribune', slug: 'transfers', title: 'Transfers' });
  for (const username of ['TerraceTalk', 'OffsideTrap'])
    await app.db
      .update(users)
      .set({ role: 'guest-author' })
      .where(and(eq(users.tenantId, 'tribune'), eq(users.username, username)));
  [tokens.manager, tokens.guestAuthor, tokens.otherGuestAuthor, tokens.fan] = await Promise.all([
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'TerraceTalk' }),
    loginToken(app, { login: 'OffsideTrap' }),
    loginToken(app, { login: 'fan' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function preview(as: keyof typeof tokens | undefined, id: number): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method: 'GET',
    url: `/api/v2/editor/articles/${id}/preview`,
    token: as === undefined ? undefined : tokens[as],
  });
}

let made = 0;
/**
 * An article stored as the newsroom stores one, written as `username` (a desk author linked to the
 * account, as the newsroom makes one): straight into the database, so the preview is tested on its own.
 */
async function store(
  username: string,
  fields: Partial<typeof articles.$inferInsert> = {},
): Promise<{ id: number; slug: string }> {
  made += 1;
  const [user] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, username)));
  if (user === undefined) throw new Error(`no user ${username}`);
  const [author] = await app.db
    .insert(authors)
    .values({ tenantId: 'tribune', slug: `preview-desk-${made}`, name: username, isPublic: false, userId: user.id })
    .returning({ id: authors.id });
  const [tag] = await app.db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, 'tribune'), eq(tags.slug, 'transfers')));
  if (author === undefined || tag === undefined) throw new Error('no author or tag');
  const [article] = await app.db
    .insert(articles)
    .values({
      tenantId: 'tribune',
      slug: `a-draft-to-preview-${made}`,
      title: 'A draft to preview',
      bTitle: '',
      excerpt: 'Its excerpt.',
      content: '<p>Words.</p>',
      image: '',
      authorId: author.id,
      primaryTagId: tag.id,
      status: 'draft',
      publishedAt: null,
      ...fields,
    })
    .returning({ id: articles.id, slug: articles.slug });
  if (article === undefined) throw new Error('not stored');
  return article;
}

describe('[NR-05] the preview', () => {
  test('[NR-05] [NR-06] a guest author previews their own draft as readers will get it, not another’s', async () => {
    const draft = await store('TerraceTalk', {
      content: '<p>Before the poll.</p><div data-poll-id="12"></div><p>After.</p>',
    });
    expect((await apiRequest(app, { method: 'GET', url: `/api/v2/article/${draft.id}` })).statusCode).toBe(404);

    const before = Date.now();
    const own = await preview('guestAuthor', draft.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    const article = own.json<{ data: ReaderArticle }>().data;
    expect(article).toMatchObject({
      id: draft.id,
      title: 'A draft to preview',
      url: `/article/${draft.id}/${draft.slug}`,
      primary_tag: { url: '/tag/transfers' },
      // The reader's placeholders, for the reader's page to bring to life.
      content: '<p>Before the poll.</p><div data-poll-id="12"></div><p>After.</p>',
    });
    // Not out yet: dated now.
    expect(Date.parse(article.published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(article.published_at)).toBeLessThanOrEqual(Date.now() + 1000);

    // Another guest author's draft is not there for them; a manager sees it; a fan and a guest use none of it.
    expect((await preview('otherGuestAuthor', draft.id)).statusCode).toBe(404);
    expect((await preview('manager', draft.id)).statusCode).toBe(200);
    expect((await preview('fan', draft.id)).statusCode).toBe(403);
    expect((await preview(undefined, draft.id)).statusCode).toBe(401);
    expect((await preview('manager', 2_000_000_000)).statusCode).toBe(404);
  });

  test('[NR-05] a scheduled article is dated at its time', async () => {
    const at = new Date(Date.now() + 3 * 24 * 3600_000);
    at.setUTCSeconds(0, 0);
    const scheduled = await store('editor', { status: 'published', publishedAt: at });
    const answer = await preview('manager', scheduled.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ data: ReaderArticle }>().data.published_at).toBe(at.toISOString());
  });

  test('[NR-05] the body is sanitized on the way out, as the reader’s is, whatever is stored', async () => {
    const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8');
    const line = corpus.split('\n').find((entry) => entry.includes('onerror'));
    expect(line).toBeDefined();
    // Stored as it came, past the sanitizer of the save: the preview cleans it all the same.
    const draft = await store('editor', {
      content: `<p>Kept.</p>${line}<a href="javascript:window.__xss=1">click</a>`,
    });
    const { content } = (await preview('manager', draft.id)).json<{ data: ReaderArticle }>().data;
    expect(content).toContain('<p>Kept.</p>');
    expect(content).not.toMatch(/onerror|javascript:|<script/i);
  });
});
