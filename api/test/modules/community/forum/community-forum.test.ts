import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { users } from '../../../../src/modules/accounts/schema';
import { generateDemoForum, seedDemoForum } from '../../../../src/modules/community/forum/demo-forum';
import {
  commentLikes,
  comments,
  forumTopics,
  notifications,
  resourceVisits,
} from '../../../../src/modules/community/schema';
import { comment, type ErrorBody, listComments, newTopic, postComment } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/** The ForumTopic of docs/contracts.md "Forum". */
interface ForumTopic {
  id: number;
  title: string;
  url: string;
  user_id: number | null;
  username: string;
  user_url: string | null;
  user_avatar: string | null;
  pinned: boolean;
  closed: boolean;
  comments_count: number;
  created_at: string;
  last_comment_at: string;
  can_moderate: boolean;
}

interface ForumItem {
  id: number;
  title: string;
  url: string;
  comments_count: number;
  last_comment_date_day: string;
  last_comment_date_time: string;
  last_comment_date_ldfy: string;
}

interface ForumPage {
  data: { html: string; count: number };
  metaData: { current_page: number; per_page: number };
}

interface SidebarPage {
  data: ForumItem[];
  metaData: { current_page: number; per_page: number; has_more: boolean };
}

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

let app: FastifyInstance;
let fan: string;
let other: string;
let editor: string;
let dutchFan: string;
let dutchEditor: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  [fan, other, editor, dutchFan, dutchEditor] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'TerraceTalk' }),
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'fan', tenant: 'tribune-nl' }),
    loginToken(app, { login: 'editor', tenant: 'tribune-nl' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

function startTopic(
  token: string | undefined,
  payload: Record<string, unknown>,
  options: { tenant?: string; language?: 'en' | 'nl'; on?: FastifyInstance } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(options.on ?? app, {
    method: 'POST',
    url: '/api/v2/forum/topics',
    token,
    tenant: options.tenant,
    language: options.language,
    payload,
  });
}

let counter = 0;

/** Starts a topic that must succeed. */
async function topic(
  token: string,
  options: { title?: string; content?: string; tenant?: string } = {},
): Promise<ForumTopic> {
  counter += 1;
  const response = await startTopic(
    token,
    {
      title: options.title ?? `Topic ${counter} at ${Date.now()}`,
      content: options.content ?? `First post ${counter}`,
    },
    { tenant: options.tenant },
  );
  if (response.statusCode !== 201) throw new Error(`start: ${response.statusCode} ${response.body}`);
  return response.json<{ data: ForumTopic }>().data;
}

async function getTopic(
  id: number,
  options: { token?: string; tenant?: string } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url: `/api/v2/forum/topics/${id}`, ...options });
}

async function forumPage(
  page: number | string,
  options: { tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url: `/api/front/v1/forum/${page}`, ...options });
}

async function sidebar(
  page: number | string,
  options: { tenant?: string; language?: 'en' | 'nl' } = {},
): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'GET', url: `/api/v1/forum/load-sidebar-list/${page}`, ...options });
}

function moderate(id: number, token: string | undefined, payload: Record<string, unknown>, tenant?: string) {
  return apiRequest(app, { method: 'PATCH', url: `/api/v2/forum/topics/${id}`, token, tenant, payload });
}

function deleteTopic(id: number, token: string | undefined, tenant?: string) {
  return apiRequest(app, { method: 'DELETE', url: `/api/v2/forum/topics/${id}`, token, tenant });
}

/** Removes every topic of the tenant (and their posts), for the tests that check a whole list. */
async function clearForum(tenant: string): Promise<void> {
  await app.db.delete(comments).where(and(eq(comments.tenantId, tenant), eq(comments.resourceType, 'forum')));
  await app.db.delete(forumTopics).where(eq(forumTopics.tenantId, tenant));
  // Written behind the API's back: the kept public answers must hear of it, as they do of the API's writes.
  app.tenantContentChanged(tenant);
}

function isElement(node: ChildNode): node is Element {
  return 'tagName' in node;
}

function elementsIn(nodes: readonly ChildNode[]): Element[] {
  return nodes.filter(isElement).flatMap((element) => [element, ...elementsIn(element.childNodes)]);
}

function textOf(node: ChildNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return isElement(node) ? node.childNodes.map(textOf).join('') : '';
}

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function byClass(element: Element, className: string): Element[] {
  return elementsIn(element.childNodes).filter((el) => (attribute(el, 'class') ?? '').split(' ').includes(className));
}

/** The `<li class="forum-topic">` items of a page's HTML, parsed as a browser would. */
function listItems(html: string): Element[] {
  const fragment = parseFragment(html);
  const items = fragment.childNodes.filter(isElement);
  for (const item of items) {
    expect(item.tagName).toBe('li');
    expect(attribute(item, 'class')).toBe('forum-topic');
  }
  return items;
}

/** What a list item says, read from its parsed HTML. */
function readItem(item: Element) {
  const links = elementsIn(item.childNodes).filter((el) => el.tagName === 'a');
  const title = links[0];
  if (links.length !== 1 || title === undefined) throw new Error('an item has one link');
  const text = (className: string) => {
    const [found] = byClass(item, className);
    return found === undefined ? null : textOf(found);
  };
  return {
    href: attribute(title, 'href'),
    title: textOf(title),
    pinned: text('forum-topic__badge--pinned'),
    closed: text('forum-topic__badge--closed'),
    author: text('forum-topic__author'),
    comments: text('forum-topic__comments'),
    activity: text('forum-topic__activity'),
  };
}

async function pageItems(page: number, options: { tenant?: string; language?: 'en' | 'nl' } = {}) {
  const response = await forumPage(page, options);
  expect(response.statusCode).toBe(200);
  return listItems(response.json<ForumPage>().data.html).map(readItem);
}

/** DD-MM-YYYY HH:mm in Europe/Amsterdam, worked out here independently of the API's code. */
function amsterdam(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}-${part('month')}-${part('year')} ${part('hour')}:${part('minute')}`;
}

async function topicRow(id: number) {
  const [row] = await app.db.select().from(forumTopics).where(eq(forumTopics.id, id));
  return row;
}

test('[FRM-01][FRM-02] the demo forum: 6–8 topics per tenant in its language, one pinned, one closed, posts over several days', async () => {
  for (const [tenant, language, welcome] of [
    ['tribune', 'en', 'Welcome to the forum: read this first'],
    ['tribune-nl', 'nl', 'Welkom op het forum: lees dit eerst'],
  ] as const) {
    const rows = await app.db.select().from(forumTopics).where(eq(forumTopics.tenantId, tenant));
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.length).toBeLessThanOrEqual(8);
    expect(rows.filter((row) => row.pinned).map((row) => row.title)).toEqual([welcome]);
    expect(rows.filter((row) => row.closed)).toHaveLength(1);
    for (const row of rows) {
      const [visible] = await app.db
        .select({ count: sql<number>`count(*)::int` })
        .from(comments)
        .where(and(eq(comments.tenantId, tenant), eq(comments.resourceType, 'forum'), eq(comments.resourceId, row.id)));
      expect(row.commentsCount).toBe(visible?.count);
      expect(row.commentsCount).toBeGreaterThanOrEqual(3);
    }

    const items = await pageItems(1, { tenant, language });
    expect(items[0]).toMatchObject({ title: welcome, pinned: language === 'en' ? 'Pinned' : 'Vastgepind' });
    expect(items.filter((item) => item.closed !== null)).toHaveLength(1);
    const side = (await sidebar(1, { tenant, language })).json<SidebarPage>();
    expect(new Set(side.data.map((item) => item.last_comment_date_day)).size).toBeGreaterThanOrEqual(4);

    // Deterministic, and a second seed adds nothing.
    const again = { tenantId: tenant, language, userCount: 10, now: new Date('2026-11-24T12:00:00Z') };
    expect(generateDemoForum(again)).toEqual(generateDemoForum(again));
    const fans = await app.db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenant));
    await seedDemoForum(app.db, { tenantId: tenant, language, userIds: fans.map((f) => f.id), now: new Date() });
    expect(await app.db.select().from(forumTopics).where(eq(forumTopics.tenantId, tenant))).toHaveLength(rows.length);
  }
});

test('[FRM-01] a fan starts a topic: 201 with the topic; its first post is a comment of the topic', async () => {
  const response = await startTopic(fan, { title: '  The keeper debate  ', content: 'Who starts on Sunday?' });
  expect(response.statusCode).toBe(201);
  const { data, metaData } = response.json<{ data: ForumTopic; metaData: { message: string } }>();
  expect(metaData).toEqual({ message: 'Your topic has been started.' });
  expect(data).toEqual({
    id: expect.any(Number),
    title: 'The keeper debate',
    url: `/forum/topic/${data.id}`,
    user_id: expect.any(Number),
    username: 'fan',
    user_url: '/user/fan',
    user_avatar: data.user_avatar,
    pinned: false,
    closed: false,
    comments_count: 1,
    created_at: expect.any(String),
    last_comment_at: expect.any(String),
    can_moderate: false,
  });

  const posts = await listComments(app, { type: 'forum', id: data.id }, { token: fan });
  expect(posts.data).toHaveLength(1);
  expect(posts.data[0]).toMatchObject({ content: 'Who starts on Sunday?', username: 'fan', level: 0, replay_to: null });
  expect(posts.metaData.comments_count).toBe(1);
  expect(data.last_comment_at).toBe(posts.data[0]?.created_at);

  const asGuest = await getTopic(data.id);
  expect(asGuest.statusCode).toBe(200);
  expect(asGuest.json<{ data: ForumTopic }>().data).toEqual(data);
  expect(asGuest.headers['cache-control']).toBe('private, no-store');
  const asEditor = await getTopic(data.id, { token: editor });
  expect(asEditor.json<{ data: ForumTopic }>().data.can_moderate).toBe(true);
});

test('[FRM-01] starting a topic: 422 under title and content by the rules, in the reader’s language; nothing written', async () => {
  const before = await app.db.select({ id: forumTopics.id }).from(forumTopics);
  const cases: [Record<string, unknown>, Record<string, string[]>][] = [
    [{ content: 'no title' }, { title: ['The title field is required.'] }],
    [{ title: '   ', content: 'blank title' }, { title: ['The title field is required.'] }],
    [{ title: ' ab ', content: 'short' }, { title: ['The title field must be at least 3 characters.'] }],
    [
      { title: 'x'.repeat(151), content: 'long' },
      { title: ['The title field must not be greater than 150 characters.'] },
    ],
    [{ title: 'Fine title', content: '   ' }, { content: ['Write something before you post.'] }],
    [
      { title: 'Fine title', content: 'x'.repeat(5001) },
      { content: ['A comment can be at most 5,000 characters long.'] },
    ],
    [
      { title: 'ab', content: '' },
      { title: ['The title field must be at least 3 characters.'], content: ['Write something before you post.'] },
    ],
    [{ title: 'Fine title', content: 'ok', client_key: 'short' }, { client_key: expect.any(Array) }],
  ];
  for (const [payload, errors] of cases) {
    const response = await startTopic(fan, payload);
    expect([payload, response.statusCode]).toEqual([payload, 422]);
    expect(response.json<ErrorBody>().metaData.errors).toEqual(errors);
  }
  // 150 characters (emoji count once) is fine.
  const longest = await startTopic(fan, { title: '⚽'.repeat(150), content: 'max' });
  expect(longest.statusCode).toBe(201);

  const dutch = await startTopic(dutchFan, { content: 'geen titel' }, { tenant: 'tribune-nl', language: 'nl' });
  expect(dutch.json<ErrorBody>().metaData).toEqual({
    message: 'Het veld titel is verplicht.',
    errors: { title: ['Het veld titel is verplicht.'] },
  });
  const after = await app.db.select({ id: forumTopics.id }).from(forumTopics);
  expect(after).toHaveLength(before.length + 1);
});

test('[FRM-01] the same title by the same fan within 5 minutes is a 422; by another fan, or later, it is fine', async () => {
  const first = await topic(fan, { title: 'Next away trip' });
  const twice = await startTopic(fan, { title: '  Next away trip ', content: 'again' });
  expect(twice.statusCode).toBe(422);
  expect(twice.json<ErrorBody>().metaData).toEqual({
    message: 'You just started this topic.',
    errors: { title: ['You just started this topic.'] },
  });
  await topic(other, { title: 'Next away trip' });
  await app.db
    .update(forumTopics)
    .set({ createdAt: sql`now() - interval '6 minutes'` })
    .where(eq(forumTopics.id, first.id));
  await topic(fan, { title: 'Next away trip' });
});

test('[FRM-01] a guest is a 401, a fan who may not comment a 403; nothing is written', async () => {
  const before = await app.db.select({ id: forumTopics.id }).from(forumTopics);
  const guest = await startTopic(undefined, { title: 'Guest topic', content: 'hi' });
  expect(guest.statusCode).toBe(401);
  expect(guest.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  // Before the body is read: a guest with a bad body is a 401 too.
  expect((await startTopic(undefined, {})).statusCode).toBe(401);

  await app.db.update(users).set({ canPlaceComments: false }).where(eq(users.username, 'NutmegNed'));
  const banned = await loginToken(app, { login: 'NutmegNed' });
  const refused = await startTopic(banned, { title: 'Let me in', content: 'please' });
  expect(refused.statusCode).toBe(403);
  expect(refused.json<ErrorBody>().metaData.message).toBe('You are not allowed to place comments.');
  await app.db.update(users).set({ canPlaceComments: true }).where(eq(users.username, 'NutmegNed'));
  expect(await app.db.select({ id: forumTopics.id }).from(forumTopics)).toHaveLength(before.length);
});

test('[FRM-01] client_key: a retry, one after the other or at the same time, makes one topic (201, then 200 with it)', async () => {
  const payload = { title: 'Transfer window', content: 'Who do we need?', client_key: 'topic-key-0001' };
  const first = await startTopic(fan, payload);
  const again = await startTopic(fan, payload);
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(200);
  expect(again.json<{ data: ForumTopic }>().data).toEqual(first.json<{ data: ForumTopic }>().data);

  const together = { title: 'Sent three times at once', content: 'Hello', client_key: 'topic-key-0002' };
  const answers = await Promise.all([1, 2, 3].map(() => startTopic(fan, together)));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
  const ids = new Set(answers.map((a) => a.json<{ data: ForumTopic }>().data.id));
  expect(ids.size).toBe(1);
  const rows = await app.db.select().from(forumTopics).where(eq(forumTopics.title, together.title));
  expect(rows).toHaveLength(1);
  expect(rows[0]?.commentsCount).toBe(1);

  // A key a comment already carries names that comment, not a topic.
  const resource = { type: 'forum', id: first.json<{ data: ForumTopic }>().data.id };
  const reply = await postComment(app, {
    token: other,
    body: { resource_type: resource.type, resource_id: resource.id, content: 'Keyed', client_key: 'comment-key-01' },
  });
  expect(reply.statusCode).toBe(201);
  const reused = await startTopic(other, { title: 'Other topic', content: 'x', client_key: 'comment-key-01' });
  expect(reused.statusCode).toBe(422);
  expect(reused.json<ErrorBody>().metaData.errors).toEqual({
    client_key: ['This client key was already used for another post.'],
  });
});

test('[FRM-01] the list: pinned first, then latest activity; 20 a page; count is every topic of the tenant; labels and dates', async () => {
  await clearForum('tribune');
  const alpha = await topic(fan, { title: 'Alpha topic' });
  const bravo = await topic(other, { title: 'Bravo topic' });
  const charlie = await topic(fan, { title: 'Charlie topic' });
  const reply = await comment(app, other, { type: 'forum', id: alpha.id }, { content: 'Bump' });
  expect((await moderate(bravo.id, editor, { pinned: true })).statusCode).toBe(200);
  expect((await moderate(charlie.id, editor, { closed: true })).statusCode).toBe(200);

  const response = await forumPage(1);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
  const body = response.json<ForumPage>();
  expect(body.metaData).toEqual({ current_page: 1, per_page: 20 });
  expect(body.data.count).toBe(3);
  const items = listItems(body.data.html).map(readItem);
  const alphaActivity = amsterdam(reply.created_at);
  expect(items).toEqual([
    {
      href: `/forum/topic/${bravo.id}`,
      title: 'Bravo topic',
      pinned: 'Pinned',
      closed: null,
      author: 'by TerraceTalk',
      comments: '1 comment',
      activity: `Last activity ${amsterdam(bravo.last_comment_at)}`,
    },
    {
      href: `/forum/topic/${alpha.id}`,
      title: 'Alpha topic',
      pinned: null,
      closed: null,
      author: 'by fan',
      comments: '2 comments',
      activity: `Last activity ${alphaActivity}`,
    },
    {
      href: `/forum/topic/${charlie.id}`,
      title: 'Charlie topic',
      pinned: null,
      closed: 'Closed',
      author: 'by fan',
      comments: '1 comment',
      activity: `Last activity ${amsterdam(charlie.last_comment_at)}`,
    },
  ]);
  expect(items[1]?.activity).toMatch(/^Last activity \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);

  // The sidebar orders by latest activity only.
  const side = (await sidebar(1)).json<SidebarPage>();
  expect(side.data.map((item) => item.id)).toEqual([alpha.id, charlie.id, bravo.id]);
  expect(side.metaData).toEqual({ current_page: 1, per_page: 10, has_more: false });

  // In Dutch.
  const dutchItems = await pageItems(1, { language: 'nl' });
  expect(dutchItems[0]).toMatchObject({ pinned: 'Vastgepind', author: 'door TerraceTalk', comments: '1 reactie' });
  expect(dutchItems[1]).toMatchObject({ comments: '2 reacties', activity: `Laatste activiteit ${alphaActivity}` });
  expect(dutchItems[2]).toMatchObject({ closed: 'Gesloten' });

  // 25 topics: a page of 20, then 5; past the end an empty page with the count.
  const base = Date.parse('2026-01-10T12:00:00Z');
  await app.db.insert(forumTopics).values(
    Array.from({ length: 22 }, (_, i) => ({
      tenantId: 'tribune',
      title: `Old topic ${i}`,
      createdAt: new Date(base + i * 60_000),
      lastCommentAt: new Date(base + i * 60_000),
    })),
  );
  app.tenantContentChanged('tribune');
  const page1 = await pageItems(1);
  expect(page1).toHaveLength(20);
  expect(page1.slice(0, 3).map((item) => item.title)).toEqual(['Bravo topic', 'Alpha topic', 'Charlie topic']);
  expect(page1.slice(3).map((item) => item.title)).toEqual(Array.from({ length: 17 }, (_, i) => `Old topic ${21 - i}`));
  // A topic whose author is gone shows the deleted-user text.
  expect(page1[3]?.author).toBe('by Deleted user');
  const page2 = (await forumPage(2)).json<ForumPage>();
  expect(listItems(page2.data.html).map((item) => readItem(item).title)).toEqual([
    'Old topic 4',
    'Old topic 3',
    'Old topic 2',
    'Old topic 1',
    'Old topic 0',
  ]);
  expect(page2.data.count).toBe(25);
  const page3 = (await forumPage(3)).json<ForumPage>();
  expect(page3).toEqual({ data: { html: '', count: 25 }, metaData: { current_page: 3, per_page: 20 } });

  const side1 = (await sidebar(1)).json<SidebarPage>();
  expect(side1.data).toHaveLength(10);
  expect(side1.metaData.has_more).toBe(true);
  const side3 = (await sidebar(3)).json<SidebarPage>();
  expect(side3.data.map((item) => item.title)).toEqual([
    'Old topic 4',
    'Old topic 3',
    'Old topic 2',
    'Old topic 1',
    'Old topic 0',
  ]);
  expect(side3.metaData).toEqual({ current_page: 3, per_page: 10, has_more: false });
});

test('[FRM-01][FRM-02] a page that is 0, negative or not a whole number is a 400', async () => {
  for (const page of ['0', '-1', 'abc', '1.5', '%20']) {
    for (const response of [await forumPage(page), await sidebar(page)]) {
      expect([page, response.statusCode]).toEqual([page, 400]);
      const { metaData } = response.json<ErrorBody>();
      expect(metaData.message).toMatch(/^Invalid path: /);
      expect(metaData.errors).toHaveProperty('page');
    }
  }
});

test('[FRM-01] every hostile title of the XSS corpus is text in the list’s HTML, never markup', async () => {
  await clearForum('tribune');
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length >= 3);
  expect(corpus.length).toBeGreaterThan(20);
  const started = new Map<number, string>();
  for (const title of corpus) started.set((await topic(fan, { title: title.trim() })).id, title.trim());

  const pages = [(await forumPage(1)).json<ForumPage>(), (await forumPage(2)).json<ForumPage>()];
  const items = pages.flatMap((page) => listItems(page.data.html));
  expect(items).toHaveLength(corpus.length);
  for (const item of items) {
    // Only the elements the component renders, and no attribute a fan's text could have brought in.
    for (const element of [item, ...elementsIn(item.childNodes)]) {
      expect(['li', 'a', 'span', 'time']).toContain(element.tagName);
      for (const attr of element.attrs) expect(['class', 'href', 'datetime']).toContain(attr.name);
    }
    const read = readItem(item);
    const id = Number(read.href?.replace('/forum/topic/', ''));
    expect(read.href).toBe(`/forum/topic/${id}`);
    expect(read.title).toBe(started.get(id));
  }
  for (const page of pages) expect(page.data.html).not.toMatch(/<(script|img|svg|iframe)/i);
  // The JSON answers carry the title byte for byte.
  const [firstId, firstTitle] = [...started][0] ?? [0, ''];
  expect((await getTopic(firstId)).json<{ data: ForumTopic }>().data.title).toBe(firstTitle);
});

test('[FRM-02] the sidebar: latest activity first, grouped by the day in Europe/Amsterdam, written out per language', async () => {
  await clearForum('tribune');
  const at = (iso: string, title: string) => ({
    tenantId: 'tribune',
    title,
    createdAt: new Date(iso),
    lastCommentAt: new Date(iso),
  });
  await app.db
    .insert(forumTopics)
    .values([
      at('2025-11-24T13:05:00Z', 'Afternoon'),
      at('2025-07-01T22:30:00Z', 'Summer night'),
      at('2025-11-24T22:59:00Z', 'Late evening'),
    ]);
  app.tenantContentChanged('tribune');
  const english = (await sidebar(1)).json<SidebarPage>();
  expect(english.data.map(({ id: _id, url: _url, ...item }) => item)).toEqual([
    {
      title: 'Late evening',
      comments_count: 0,
      last_comment_date_day: '2025-11-24',
      last_comment_date_time: '23:59',
      last_comment_date_ldfy: 'Monday 24 November 2025',
    },
    {
      title: 'Afternoon',
      comments_count: 0,
      last_comment_date_day: '2025-11-24',
      last_comment_date_time: '14:05',
      last_comment_date_ldfy: 'Monday 24 November 2025',
    },
    {
      title: 'Summer night',
      comments_count: 0,
      last_comment_date_day: '2025-07-02',
      last_comment_date_time: '00:30',
      last_comment_date_ldfy: 'Wednesday 2 July 2025',
    },
  ]);
  for (const item of english.data) expect(item.url).toBe(`/forum/topic/${item.id}`);
  const dutch = (await sidebar(1, { language: 'nl' })).json<SidebarPage>();
  expect(dutch.data.map((item) => item.last_comment_date_ldfy)).toEqual([
    'maandag 24 november 2025',
    'maandag 24 november 2025',
    'woensdag 2 juli 2025',
  ]);
});

test('[FRM-01][FRM-02] comments_count and last_comment_at follow the visible comments: post, reply, hide, unhide, delete', async () => {
  const started = await topic(fan, { title: 'Best goal of the season' });
  const ref = { type: 'forum', id: started.id };
  const state = async () => {
    const data = (await getTopic(started.id)).json<{ data: ForumTopic }>().data;
    return { count: data.comments_count, last: data.last_comment_at };
  };
  expect(await state()).toEqual({ count: 1, last: started.last_comment_at });

  const second = await comment(app, other, ref, { content: 'The derby volley' });
  expect(await state()).toEqual({ count: 2, last: second.created_at });
  const reply = await comment(app, fan, ref, { content: 'Agreed', replyTo: second.id });
  expect(await state()).toEqual({ count: 3, last: reply.created_at });

  const hide = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${reply.id}/hide`,
    token: editor,
  });
  expect(hide.statusCode).toBe(200);
  expect(await state()).toEqual({ count: 2, last: second.created_at });
  const unhide = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${reply.id}/unhide`,
    token: editor,
  });
  expect(unhide.statusCode).toBe(200);
  expect(await state()).toEqual({ count: 3, last: reply.created_at });

  const removed = await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${reply.id}`, token: fan });
  expect(removed.statusCode).toBe(200);
  expect(await state()).toEqual({ count: 2, last: second.created_at });
  const side = (await sidebar(1)).json<SidebarPage>();
  expect(side.data.find((item) => item.id === started.id)?.comments_count).toBe(2);
  const [row] = await app.db.select().from(forumTopics).where(eq(forumTopics.id, started.id));
  expect(row?.lastCommentAt?.toISOString()).toBe(second.created_at);
});

test('[FRM-01] a topic reads as a conversation: its posts oldest first, the opening post at the top (an article’s comments stay newest first)', async () => {
  const started = await topic(fan, { title: 'Who starts in goal?', content: 'The opening post' });
  const ref = { type: 'forum', id: started.id };
  await comment(app, other, ref, { content: 'The second post' });
  await comment(app, fan, ref, { content: 'The third post' });
  const page = await listComments(app, ref);
  expect(page.data.map((item) => item.content)).toEqual(['The opening post', 'The second post', 'The third post']);
});

test('[FRM-01] pin and close are for managers: 401 guest, 403 fan, 404 unknown; a closed topic takes no comments', async () => {
  const started = await topic(fan, { title: 'Ticket prices' });
  const guest = await moderate(started.id, undefined, { closed: true });
  expect(guest.statusCode).toBe(401);
  const asFan = await moderate(started.id, fan, { closed: true });
  expect(asFan.statusCode).toBe(403);
  expect(asFan.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'Only moderators can do this.' } });
  const unknown = await moderate(2_000_000_000, editor, { closed: true });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'This topic does not exist.' } });
  expect((await moderate(started.id, editor, { closed: 'yes' })).statusCode).toBe(422);
  expect(
    (await apiRequest(app, { method: 'PATCH', url: '/api/v2/forum/topics/abc', token: editor, payload: {} }))
      .statusCode,
  ).toBe(400);

  const closed = await moderate(started.id, editor, { closed: true, pinned: true });
  expect(closed.statusCode).toBe(200);
  expect(closed.json<{ data: ForumTopic }>().data).toMatchObject({
    id: started.id,
    closed: true,
    pinned: true,
    can_moderate: true,
  });
  const refused = await postComment(app, {
    token: other,
    body: { resource_type: 'forum', resource_id: started.id, content: 'Too late?' },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json<ErrorBody>().metaData.message).toBe('This topic is closed: it takes no new comments.');
  // An empty change answers the topic as it is.
  expect((await moderate(started.id, editor, {})).json<{ data: ForumTopic }>().data).toMatchObject({ closed: true });

  const reopened = await moderate(started.id, editor, { closed: false });
  expect(reopened.json<{ data: ForumTopic }>().data).toMatchObject({ closed: false, pinned: true });
  await comment(app, other, { type: 'forum', id: started.id }, { content: 'Open again' });
  expect((await topicRow(started.id))?.commentsCount).toBe(2);
});

test('[FRM-01] delete is for managers: the topic, its comments, their likes and notifications, claps and visits go', async () => {
  const started = await topic(fan, { title: 'Delete me' });
  const ref = { type: 'forum', id: started.id };
  const [first] = (await listComments(app, ref)).data;
  if (first === undefined) throw new Error('no first post');
  const reply = await comment(app, other, ref, { content: 'A reply', replyTo: first.id });
  const liked = await apiRequest(app, { method: 'POST', url: `/api/v2/comments/${first.id}/like`, token: other });
  expect(liked.statusCode).toBe(200);
  const visit = await apiRequest(app, { method: 'POST', url: `/api/v2/resource/forum/${started.id}/visit` });
  expect(visit.statusCode).toBeLessThan(300);
  const visitsOf = () =>
    app.db
      .select()
      .from(resourceVisits)
      .where(and(eq(resourceVisits.resourceType, 'forum'), eq(resourceVisits.resourceId, started.id)));
  expect(await visitsOf()).toHaveLength(1);
  const mine = await app.db.select().from(notifications).where(eq(notifications.commentId, reply.id));
  expect(mine).toHaveLength(1);

  expect((await deleteTopic(started.id, undefined)).statusCode).toBe(401);
  const asFan = await deleteTopic(started.id, fan);
  expect(asFan.statusCode).toBe(403);
  expect(asFan.json<ErrorBody>().metaData.message).toBe('Only moderators can do this.');

  const deleted = await deleteTopic(started.id, editor);
  expect(deleted.statusCode).toBe(200);
  expect(deleted.json()).toEqual({
    data: null,
    metaData: { message: 'The topic and its comments have been deleted.' },
  });
  expect(await topicRow(started.id)).toBeUndefined();
  const left = await app.db
    .select()
    .from(comments)
    .where(and(eq(comments.resourceType, 'forum'), eq(comments.resourceId, started.id)));
  expect(left).toEqual([]);
  expect(await app.db.select().from(commentLikes).where(eq(commentLikes.commentId, first.id))).toEqual([]);
  expect(await app.db.select().from(notifications).where(eq(notifications.commentId, reply.id))).toEqual([]);
  expect(await visitsOf()).toEqual([]);

  expect((await getTopic(started.id)).statusCode).toBe(404);
  expect((await getTopic(started.id)).json<ErrorBody>().metaData.message).toBe('This topic does not exist.');
  const list = await apiRequest(app, { method: 'GET', url: `/api/v2/comments/forum/${started.id}` });
  expect(list.statusCode).toBe(404);
  expect((await deleteTopic(started.id, editor)).statusCode).toBe(404);
});

test('[FRM-01] get: 404 for an unknown topic, 400 for an id that is not a positive whole number', async () => {
  const unknown = await getTopic(2_000_000_000);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'This topic does not exist.' } });
  for (const id of ['0', '-3', 'abc']) {
    const response = await apiRequest(app, { method: 'GET', url: `/api/v2/forum/topics/${id}` });
    expect([id, response.statusCode]).toEqual([id, 400]);
  }
});

test('[FRM-01] a new topic shows in the list at once: the kept public answers are dropped by the write', async () => {
  const before = (await forumPage(1)).json<ForumPage>();
  const started = await topic(other, { title: 'Fresh topic' });
  const after = (await forumPage(1)).json<ForumPage>();
  expect(after.data.count).toBe(before.data.count + 1);
  expect(
    listItems(after.data.html)
      .map(readItem)
      .some((item) => item.href === started.url),
  ).toBe(true);
  const side = (await sidebar(1)).json<SidebarPage>();
  expect(side.data[0]?.id).toBe(started.id);
});

test('[PLT-01][FRM-01] tenant isolation: one tenant’s topics are never found, listed or changed through the other', async () => {
  const english = await topic(fan, { title: 'English only topic' });
  const dutch = await topic(dutchFan, { title: 'English only topic', tenant: 'tribune-nl' });
  expect(dutch.id).not.toBe(english.id);

  expect((await getTopic(english.id, { tenant: 'tribune-nl' })).statusCode).toBe(404);
  expect((await moderate(english.id, dutchEditor, { closed: true }, 'tribune-nl')).statusCode).toBe(404);
  expect((await deleteTopic(english.id, dutchEditor, 'tribune-nl')).statusCode).toBe(404);
  const crossComment = await postComment(app, {
    token: dutchFan,
    tenant: 'tribune-nl',
    body: { resource_type: 'forum', resource_id: english.id, content: 'Hallo' },
  });
  expect(crossComment.statusCode).toBe(404);
  // An English manager's token is nobody on the Dutch site.
  expect((await moderate(dutch.id, editor, { closed: true }, 'tribune-nl')).statusCode).toBe(401);
  expect((await topicRow(english.id))?.closed).toBe(false);
  expect((await topicRow(dutch.id))?.closed).toBe(false);

  for (const [tenant, own, foreign] of [
    ['tribune', english, dutch],
    ['tribune-nl', dutch, english],
  ] as const) {
    const page = (await forumPage(1, { tenant })).json<ForumPage>();
    const [count] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(forumTopics)
      .where(eq(forumTopics.tenantId, tenant));
    expect(page.data.count).toBe(count?.n);
    const hrefs = listItems(page.data.html).map((item) => readItem(item).href);
    expect(hrefs).toContain(own.url);
    const side = (await sidebar(1, { tenant })).json<SidebarPage>();
    expect(side.data.map((item) => item.id)).toContain(own.id);
    expect(side.data.map((item) => item.id)).not.toContain(foreign.id);
    expect(hrefs.filter((href) => href === foreign.url && foreign.url !== own.url)).toEqual([]);
  }
});

describe('with a posting limit of 3 a minute', () => {
  let limited: FastifyInstance;

  beforeAll(async () => {
    limited = await buildTestApp({ env: { COMMENT_RATE_LIMIT: '3' } });
  }, 120_000);

  afterAll(async () => {
    await limited.close();
  });

  test('[FRM-01][CMT-03] starting topics and commenting share the posting limit: the 4th post in a minute is a 429', async () => {
    const token = await loginToken(limited, { login: 'fan' });
    const resource = { type: 'forum', id: await newTopic(limited) };
    const post = (content: string) =>
      postComment(limited, {
        token,
        body: { resource_type: resource.type, resource_id: resource.id, content },
      });
    expect((await post('one')).statusCode).toBe(201);
    expect((await post('two')).statusCode).toBe(201);
    const third = await startTopic(
      token,
      { title: 'Third post', content: 'three', client_key: 'limit-key-01' },
      { on: limited },
    );
    expect(third.statusCode).toBe(201);

    const fourth = await startTopic(token, { title: 'Fourth post', content: 'four' }, { on: limited });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.headers['retry-after']).toBe('60');
    expect(fourth.json<ErrorBody>()).toEqual({
      data: null,
      metaData: { message: 'You are commenting too fast. Please wait a moment.' },
    });
    expect((await post('four')).statusCode).toBe(429);
    // A retry of what was made still answers with it.
    const retry = await startTopic(
      token,
      { title: 'Third post', content: 'three', client_key: 'limit-key-01' },
      { on: limited },
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json<{ data: ForumTopic }>().data.id).toBe(third.json<{ data: ForumTopic }>().data.id);
    const topics = await limited.db.select().from(forumTopics).where(eq(forumTopics.title, 'Fourth post'));
    expect(topics).toEqual([]);
  });
});
