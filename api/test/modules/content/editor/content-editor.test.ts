import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { articles, authors } from '../../../../src/modules/content/schema';
import type { ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/** The EditorArticle of docs/contracts.md "Editors' articles". */
interface EditorArticle {
  id: number;
  url: string;
  slug: string;
  title: string;
  b_title: string;
  ab_testing: boolean;
  excerpt: string;
  content: string;
  image: string;
  primary_tag: string;
  kind: 'news' | 'photo_report' | 'bio';
  is_sticky: boolean;
  hide_in_lists: boolean;
  web_push: 0 | 1;
  published_at: string;
  updated_at: string;
  author: { name: string };
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

function write(
  method: 'POST' | 'PATCH' | 'GET',
  url: string,
  payload: Record<string, unknown> | undefined,
  options: { token?: string; tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, {
    method,
    url,
    token: 'token' in options ? options.token : editor,
    tenant: options.tenant,
    language: options.language,
    ...(payload === undefined ? {} : { payload }),
  });
}

let made = 0;
async function article(fields: Record<string, unknown> = {}, tenant = 'tribune'): Promise<EditorArticle> {
  made += 1;
  const response = await write(
    'POST',
    '/api/v2/editor/articles',
    {
      title: `Editor test article ${made}`,
      content: `<p>Body of article ${made}.</p>`,
      primary_tag: tenant === 'tribune' ? 'transfers' : 'transfers',
      ...fields,
    },
    { token: tenant === 'tribune' ? editor : dutchEditor, tenant },
  );
  if (response.statusCode !== 201) throw new Error(`create: ${response.statusCode} ${response.body}`);
  return response.json<{ data: EditorArticle }>().data;
}

function errorsOf(response: LightMyRequestResponse): ErrorBody['metaData'] {
  return response.json<ErrorBody>().metaData;
}

test('[ART-01] an editor writes an article: sanitized body, slug from the title, defaults, readable at once', async () => {
  const response = await write('POST', '/api/v2/editor/articles', {
    title: '  Één nul voor PSV: “een zege!”  ',
    content:
      '<h1>Kop</h1><p onclick="alert(1)">Hello <strong>fans</strong></p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a>' +
      '<div data-poll-id="12"></div>',
    primary_tag: 'transfers',
  });
  expect(response.statusCode).toBe(201);
  const created = response.json<{ data: EditorArticle }>().data;
  expect(created).toMatchObject({
    title: 'Één nul voor PSV: “een zege!”',
    b_title: 'Één nul voor PSV: “een zege!”',
    slug: 'een-nul-voor-psv-een-zege',
    url: `/article/${created.id}/een-nul-voor-psv-een-zege`,
    ab_testing: false,
    excerpt: 'Kop Hello fans link',
    image: '/assets/images/stadium-day.svg',
    primary_tag: 'transfers',
    kind: 'news',
    is_sticky: false,
    hide_in_lists: false,
    web_push: 0,
  });
  expect(Date.now() - Date.parse(created.published_at)).toBeLessThan(60_000);
  expect(created.content).not.toMatch(/<script|onclick|onerror|javascript:|<h1/i);
  expect(created.content).toContain('<h2>Kop</h2>');
  expect(created.content).toContain('<strong>fans</strong>');
  expect(created.content).toContain('<div data-poll-id="12"></div>');

  // Stored as sanitized, not only served so.
  const [stored] = await app.db
    .select({ content: articles.content, searchAll: articles.searchAll })
    .from(articles)
    .where(eq(articles.id, created.id));
  expect(stored?.content).toBe(created.content);
  // The search documents follow by the trigger.
  expect(stored?.searchAll).toBeTruthy();

  const read = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${created.id}` });
  expect(read.statusCode).toBe(200);
  const readerView = read.json<{ data: { title: string; content: string; url: string } }>().data;
  expect(readerView.title).toBe(created.title);
  expect(readerView.url).toBe(created.url);
  expect(readerView.content).not.toMatch(/<script|onerror|javascript:/i);

  const latest = await apiRequest(app, { method: 'GET', url: '/api/v2/article/scopes/lat/get/1' });
  expect(latest.json<{ data: { id: number }[] }>().data[0]?.id).toBe(created.id);

  // The demo editor writes as the author its account is linked to (PRF-01).
  const [linked] = await app.db
    .select({ name: authors.name })
    .from(authors)
    .innerJoin(users, eq(users.id, authors.userId))
    .where(and(eq(authors.tenantId, 'tribune'), eq(users.username, 'editor')));
  expect(created.author.name).toBe(linked?.name);
});

test('[ART-01] an editor sets every field; the same title twice gets its own slug', async () => {
  const publishedAt = '2026-01-02T10:30:00.000Z';
  const first = await article({
    title: 'Transfer window opens',
    b_title: 'The window is open',
    ab_testing: true,
    excerpt: '  What to expect.  ',
    image: 'https://images.example.com/window.jpg',
    kind: 'photo_report',
    is_sticky: true,
    hide_in_lists: true,
    web_push: 1,
    published_at: publishedAt,
  });
  expect(first).toMatchObject({
    title: 'Transfer window opens',
    b_title: 'The window is open',
    ab_testing: true,
    excerpt: 'What to expect.',
    image: 'https://images.example.com/window.jpg',
    kind: 'photo_report',
    is_sticky: true,
    hide_in_lists: true,
    web_push: 1,
    published_at: publishedAt,
    slug: 'transfer-window-opens',
  });
  const second = await article({ title: 'Transfer window opens', web_push: true });
  expect(second.slug).toBe('transfer-window-opens-2');
  expect(second.web_push).toBe(1);
  const third = await article({ title: '!!!' });
  expect(third.slug).toMatch(/^article(-\d+)?$/);
});

test('[ART-01] the editors’ read gives the stored source, scheduled articles included', async () => {
  const scheduled = await article({
    content: '<p>Later</p><style>p{}</style>',
    published_at: new Date(Date.now() + 86_400_000).toISOString(),
  });
  const response = await write('GET', `/api/v2/editor/articles/${scheduled.id}`, undefined);
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: EditorArticle }>().data).toEqual(scheduled);
  expect(scheduled.content).toBe('<p>Later</p>');
  // Readers do not see it yet.
  expect((await apiRequest(app, { method: 'GET', url: `/api/v2/article/${scheduled.id}` })).statusCode).toBe(404);

  const unknown = await write('GET', '/api/v2/editor/articles/2000000000', undefined);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ data: null, metaData: { message: 'This article does not exist.' } });
  expect((await write('GET', '/api/v2/editor/articles/abc', undefined)).statusCode).toBe(400);
});

test('[ART-01] an editor changes fields; the rest and the slug stay; a new body is sanitized', async () => {
  const original = await article({ title: 'Original title', excerpt: 'Original excerpt', b_title: 'B' });
  const response = await write('PATCH', `/api/v2/editor/articles/${original.id}`, {
    title: 'A better title',
    content: '<p>New body</p><iframe src="https://evil.example.com/"></iframe><p onmouseover="x()">more</p>',
    is_sticky: true,
    web_push: false,
  });
  expect(response.statusCode).toBe(200);
  const changed = response.json<{ data: EditorArticle }>().data;
  expect(changed).toMatchObject({
    id: original.id,
    title: 'A better title',
    slug: original.slug,
    b_title: 'B',
    excerpt: 'Original excerpt',
    content: '<p>New body</p><p>more</p>',
    is_sticky: true,
    web_push: 0,
    primary_tag: original.primary_tag,
    published_at: original.published_at,
  });
  expect(Date.parse(changed.updated_at)).toBeGreaterThanOrEqual(Date.parse(original.updated_at));

  // Empty headline B and excerpt follow the title and the body again.
  const followed = await write('PATCH', `/api/v2/editor/articles/${original.id}`, {
    b_title: '',
    excerpt: ' ',
    primary_tag: 'opinion',
  });
  expect(followed.json<{ data: EditorArticle }>().data).toMatchObject({
    b_title: 'A better title',
    excerpt: 'New body more',
    primary_tag: 'opinion',
  });

  // An empty change changes nothing.
  const nothing = await write('PATCH', `/api/v2/editor/articles/${original.id}`, {});
  expect(nothing.statusCode).toBe(200);
  expect(nothing.json<{ data: EditorArticle }>().data.title).toBe('A better title');

  const unknown = await write('PATCH', '/api/v2/editor/articles/2000000000', { title: 'X' });
  expect(unknown.statusCode).toBe(404);
  expect(errorsOf(unknown).message).toBe('This article does not exist.');
});

test('[ART-01] bad article fields get a 422 with a message per field', async () => {
  const cases: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ content: '<p>x</p>', primary_tag: 'transfers' }, { title: ['The title field is required.'] }],
    [{ title: '  ', content: '<p>x</p>', primary_tag: 'transfers' }, { title: ['The title may not be empty.'] }],
    [
      { title: 'T'.repeat(201), content: '<p>x</p>', primary_tag: 'transfers' },
      { title: ['The title may be at most 200 characters.'] },
    ],
    [
      { title: 'T', content: '<script>alert(1)</script>', primary_tag: 'transfers' },
      { content: ['The content may not be empty.'] },
    ],
    [
      { title: 'T', content: '<p>x</p>', primary_tag: 'no-such-tag' },
      { primary_tag: ['There is no tag with this slug.'] },
    ],
    [
      { title: 'T', content: '<p>x</p>', primary_tag: 'transfers', image: 'javascript:alert(1)' },
      { image: ['The image must be an https:// address or a path on this site.'] },
    ],
    [
      { title: 'T', content: '<p>x</p>', primary_tag: 'transfers', image: '//evil.example.com/x.jpg' },
      { image: ['The image must be an https:// address or a path on this site.'] },
    ],
    [
      { title: 'T', content: '<p>x</p>', primary_tag: 'transfers', published_at: 'tomorrow' },
      { published_at: ['The publication time must be a date and time (ISO 8601).'] },
    ],
    [
      { title: 'T', content: '<p>x</p>', primary_tag: 'transfers', kind: 'blog' },
      { kind: ['The selected kind is invalid.'] },
    ],
    [
      { title: 'T', content: '<p>x</p>', primary_tag: 'transfers', is_sticky: 'yes' },
      { is_sticky: ['The sticky field must be true or false.'] },
    ],
    [
      { title: '', content: '', primary_tag: '' },
      {
        title: ['The title may not be empty.'],
        content: ['The content may not be empty.'],
        primary_tag: ['The primary tag may not be empty.'],
      },
    ],
  ];
  for (const [payload, errors] of cases) {
    const response = await write('POST', '/api/v2/editor/articles', payload);
    expect({ payload, status: response.statusCode, errors: errorsOf(response).errors }).toEqual({
      payload,
      status: 422,
      errors,
    });
    expect(response.json<ErrorBody>().data).toBeNull();
  }
  const dutch = await write(
    'POST',
    '/api/v2/editor/articles',
    { title: ' ', content: '<p>x</p>', primary_tag: 'transfers' },
    { language: 'nl' },
  );
  expect(errorsOf(dutch).errors).toEqual({ title: ['De titel mag niet leeg zijn.'] });

  const existing = await article();
  const patch = await write('PATCH', `/api/v2/editor/articles/${existing.id}`, { title: '', image: 'ftp://x' });
  expect(patch.statusCode).toBe(422);
  expect(errorsOf(patch).errors).toEqual({
    title: ['The title may not be empty.'],
    image: ['The image must be an https:// address or a path on this site.'],
  });
});

test('[ART-01] only editors use the editors’ article API: 401 for a guest, 403 for a fan', async () => {
  const existing = await article();
  const calls: ['POST' | 'PATCH' | 'GET', string, Record<string, unknown> | undefined][] = [
    ['POST', '/api/v2/editor/articles', { title: 'T', content: '<p>x</p>', primary_tag: 'transfers' }],
    ['PATCH', `/api/v2/editor/articles/${existing.id}`, { title: 'Taken over' }],
    ['GET', `/api/v2/editor/articles/${existing.id}`, undefined],
  ];
  for (const [method, url, payload] of calls) {
    const guest = await write(method, url, payload, { token: undefined });
    expect(guest.statusCode).toBe(401);
    expect(guest.json<ErrorBody>().data).toBeNull();
    const asFan = await write(method, url, payload, { token: fan });
    expect(asFan.statusCode).toBe(403);
    expect(asFan.json()).toEqual({
      data: null,
      metaData: { message: 'Only the site’s authors and editors can do this.' },
    });
  }
  expect(
    (await write('GET', `/api/v2/editor/articles/${existing.id}`, undefined)).json<{ data: EditorArticle }>().data
      .title,
  ).toBe(existing.title);
});

test('[ART-01] an editor without an author writes as a desk author of their own', async () => {
  await app.db
    .update(users)
    .set({ role: 'senior-editor' })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'TikiTakaTom')));
  const senior = await loginToken(app, { login: 'TikiTakaTom' });
  const response = await write(
    'POST',
    '/api/v2/editor/articles',
    { title: 'From the desk', content: '<p>x</p>', primary_tag: 'fans' },
    { token: senior },
  );
  expect(response.statusCode).toBe(201);
  const created = response.json<{ data: EditorArticle }>().data;
  expect(created.author.name).toBe('Tom Fletcher');
  const again = await write(
    'POST',
    '/api/v2/editor/articles',
    { title: 'From the desk again', content: '<p>y</p>', primary_tag: 'fans' },
    { token: senior },
  );
  expect(again.statusCode).toBe(201);
  const desk = await app.db
    .select({ isPublic: authors.isPublic })
    .from(authors)
    .innerJoin(users, eq(users.id, authors.userId))
    .where(and(eq(authors.tenantId, 'tribune'), eq(users.username, 'TikiTakaTom')));
  expect(desk).toEqual([{ isPublic: false }]);
  const read = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${created.id}` });
  expect(read.json<{ data: { author: { author_url: string | null } } }>().data.author.author_url).toBeNull();
});

test('[ART-01] tenants never see or change each other’s articles through the editors’ API', async () => {
  const english = await article({ title: 'English only' });
  const dutch = await article({ title: 'Alleen Nederlands', primary_tag: 'blessures' }, 'tribune-nl');

  const read = await write('GET', `/api/v2/editor/articles/${english.id}`, undefined, {
    token: dutchEditor,
    tenant: 'tribune-nl',
  });
  expect(read.statusCode).toBe(404);
  const change = await write(
    'PATCH',
    `/api/v2/editor/articles/${english.id}`,
    { title: 'Taken over' },
    { token: dutchEditor, tenant: 'tribune-nl' },
  );
  expect(change.statusCode).toBe(404);
  // One tenant's token is no login on the other.
  const foreign = await write(
    'PATCH',
    `/api/v2/editor/articles/${english.id}`,
    { title: 'Taken over' },
    {
      token: dutchEditor,
      tenant: 'tribune',
    },
  );
  expect(foreign.statusCode).toBe(401);
  // A tag of the other tenant is no tag here.
  const tag = await write('POST', '/api/v2/editor/articles', {
    title: 'T',
    content: '<p>x</p>',
    primary_tag: 'blessures',
  });
  expect(errorsOf(tag).errors).toEqual({ primary_tag: ['There is no tag with this slug.'] });

  expect(
    (await write('GET', `/api/v2/editor/articles/${english.id}`, undefined)).json<{ data: EditorArticle }>().data.title,
  ).toBe('English only');
  expect(dutch.primary_tag).toBe('blessures');
  const [row] = await app.db.select({ tenantId: articles.tenantId }).from(articles).where(eq(articles.id, dutch.id));
  expect(row?.tenantId).toBe('tribune-nl');
});

test('[ART-01] every hostile string of the corpus in a body is stored without anything that runs', async () => {
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  expect(corpus.length).toBeGreaterThan(20);
  for (const line of corpus) {
    const written = await article({ content: `<p>Start</p>${line}<p>End</p>` });
    const read = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${written.id}` });
    for (const content of [written.content, read.json<{ data: { content: string } }>().data.content]) {
      expect({ line, content }).toEqual({ line, content: expect.stringContaining('<p>Start</p>') });
      expect(content).not.toMatch(
        /<(script|svg|math|object|embed|form|input|button|meta|template|video|body|style|iframe)\b/i,
      );
      expect(content).not.toMatch(/\son[a-z]+\s*=/i);
      expect(content).not.toMatch(/=\s*"\s*(javascript|jav\s*ascript|data|vbscript):/i);
      expect(content).not.toMatch(/style=/i);
    }
    const [stored] = await app.db
      .select({ content: articles.content })
      .from(articles)
      .where(eq(articles.id, written.id));
    expect(stored?.content).toBe(written.content);
  }
  // Template and markdown text stays text.
  const template = await article({ content: '<p>{{constructor.constructor(1)()}} [x](javascript:1)</p>' });
  expect(template.content).toBe('<p>{{constructor.constructor(1)()}} [x](javascript:1)</p>');
});
