import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { users } from '../../../../src/modules/accounts/schema';
import { seedDemoLiveblogs } from '../../../../src/modules/content/liveblog/demo-liveblogs';
import { liveblogEntries, liveblogs } from '../../../../src/modules/content/schema';
import { fixtures, leagues, matchEvents, players, teams } from '../../../../src/modules/matchcenter/schema';
import { type ErrorBody, newArticle } from '../../../community-helpers';
import { adminHeaders } from '../../../football-pool-helpers';
import { apiRequest, loginToken } from '../../../helper';
import {
  apps,
  eventually,
  once,
  type RealtimeHarness,
  record,
  startRealtimeApp,
  subscribed,
} from '../../realtime/harness';

type Element = DefaultTreeAdapterMap['element'];
type ChildNode = DefaultTreeAdapterMap['childNode'];

interface Item {
  id: number;
  is_pinned: boolean;
  html: string;
  body: string;
  match_event: { type: string; minute: number; stoppage_minute: number | null } | null;
  created_at: string;
  updated_at: string;
  article_id: number;
  liveblog_id: number;
  adHtml: string;
  blocks_count_to_place_ad: number;
}

interface ListAnswer {
  data: Item[];
  metaData: {
    article_id: number;
    liveblog_id: number;
    fixture_id: number | null;
    channel: string;
    per_page: number;
    total: number;
    has_more: boolean;
    adHtml: string;
    blocks_count_to_place_ad: number;
  };
}

interface Liveblog {
  id: number;
  article_id: number;
  fixture_id: number | null;
  blocks_count_to_place_ad: number;
  adHtml: string;
  channel: string;
  created_at: string;
}

let rt: RealtimeHarness;
/** The demo editor: role editor and admin. */
let editor: string;
/** An editor without the admin flag. */
let deskEditor: string;
let junior: string;
let fan: string;
let nlEditor: string;

beforeAll(async () => {
  rt = await startRealtimeApp({ demo: true });
  await rt.app.db
    .update(users)
    .set({ role: 'editor', isAdmin: false })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'ParkTheBus')));
  await rt.app.db
    .update(users)
    .set({ role: 'junior-editor', isAdmin: false })
    .where(and(eq(users.tenantId, 'tribune'), eq(users.username, 'TerraceTalk')));
  [editor, deskEditor, junior, fan, nlEditor] = await Promise.all([
    loginToken(rt.app, { login: 'editor' }),
    loginToken(rt.app, { login: 'ParkTheBus' }),
    loginToken(rt.app, { login: 'TerraceTalk' }),
    loginToken(rt.app, { login: 'fan' }),
    loginToken(rt.app, { login: 'editor', tenant: 'tribune-nl' }),
  ]);
}, 180_000);

afterEach(async () => {
  await rt.cleanup();
});

afterAll(async () => {
  await rt.close();
});

function list(articleId: number | string, options: { lastId?: number | string; tenant?: string } = {}) {
  const query = options.lastId === undefined ? '' : `?last_id=${options.lastId}`;
  return apiRequest(rt.app, {
    method: 'GET',
    url: `/api/v1/resource/${articleId}/liveblogs-as-html${query}`,
    tenant: options.tenant,
  });
}

async function listOk(articleId: number, options: { lastId?: number; tenant?: string } = {}): Promise<ListAnswer> {
  const response = await list(articleId, options);
  expect(response.statusCode).toBe(200);
  return response.json<ListAnswer>();
}

function start(token: string | undefined, payload: Record<string, unknown>, tenant?: string) {
  return apiRequest(rt.app, { method: 'POST', url: '/api/v2/liveblog', token, tenant, payload });
}

/** A fresh article of the tenant with a live blog started by the demo editor. */
async function articleWithLiveblog(
  tenant = 'tribune',
  extra: Record<string, unknown> = {},
): Promise<{ articleId: number; liveblog: Liveblog }> {
  const articleId = await newArticle(rt.app, tenant);
  const token = tenant === 'tribune' ? editor : nlEditor;
  const response = await start(token, { article_id: articleId, ...extra }, tenant);
  expect(response.statusCode).toBe(201);
  return { articleId, liveblog: response.json<{ data: Liveblog }>().data };
}

function post(
  token: string | undefined,
  liveblogId: number | string,
  payload: Record<string, unknown>,
  options: { tenant?: string; headers?: Record<string, string> } = {},
) {
  return apiRequest(rt.app, {
    method: 'POST',
    url: `/api/v2/liveblog/${liveblogId}/entries`,
    token,
    payload,
    ...options,
  });
}

async function entry(liveblogId: number, body: string, isPinned = false): Promise<Item> {
  const response = await post(editor, liveblogId, { body, is_pinned: isPinned });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Item }>().data;
}

function edit(token: string | undefined, id: number | string, payload: Record<string, unknown>, tenant?: string) {
  return apiRequest(rt.app, { method: 'PATCH', url: `/api/v2/liveblog/entries/${id}`, token, tenant, payload });
}

function remove(token: string | undefined, id: number | string, tenant?: string) {
  return apiRequest(rt.app, { method: 'DELETE', url: `/api/v2/liveblog/entries/${id}`, token, tenant });
}

function errorOf(response: LightMyRequestResponse): ErrorBody['metaData'] {
  const parsed = response.json<ErrorBody>();
  expect(parsed.data).toBeNull();
  return parsed.metaData;
}

function elementsIn(nodes: readonly ChildNode[]): Element[] {
  return nodes
    .filter((node): node is Element => 'tagName' in node)
    .flatMap((element) => [element, ...elementsIn(element.childNodes)]);
}

test('[LB-01] no live blog: an article without one, an unknown, scheduled or other tenant’s article is a 404 in the error shape', async () => {
  const { articleId } = await articleWithLiveblog();
  const plain = await newArticle(rt.app);
  for (const response of [await list(plain), await list(2_000_000), await list(articleId, { tenant: 'tribune-nl' })]) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'This article has no live blog.' } });
  }
  const dutch = await list(plain, { tenant: 'tribune-nl' });
  expect(dutch.statusCode).toBe(404);
  expect((await list(articleId)).statusCode).toBe(200);
});

test('[LB-01] a malformed article id or last_id is a 400 in the error shape', async () => {
  const { articleId } = await articleWithLiveblog();
  const bad = [
    await list('abc'),
    await list('0'),
    await list('-4'),
    await list('99999999999'),
    await list(articleId, { lastId: 'x' }),
    await list(articleId, { lastId: 0 }),
    await list(articleId, { lastId: '1.5' }),
  ];
  for (const response of bad) {
    expect(response.statusCode).toBe(400);
    const metaData = errorOf(response);
    expect(metaData.message).toMatch(/^Invalid (path|query): /);
    expect(Object.keys(metaData.errors ?? {})).toEqual([expect.stringMatching(/^(id|last_id)$/)]);
  }
});

test('[LB-01] pinned entries come first, then the newest; ten per call, and last_id continues after that entry', async () => {
  const { articleId, liveblog } = await articleWithLiveblog();
  const posted: Item[] = [];
  for (let i = 1; i <= 13; i += 1) posted.push(await entry(liveblog.id, `Update ${i}`, i === 2 || i === 7));
  const ids = (numbers: number[]) => numbers.map((n) => posted[n - 1]?.id);

  const first = await listOk(articleId);
  expect(first.data.map((item) => item.id)).toEqual(ids([7, 2, 13, 12, 11, 10, 9, 8, 6, 5]));
  expect(first.metaData).toEqual({
    article_id: articleId,
    liveblog_id: liveblog.id,
    fixture_id: null,
    channel: `liveblog-${articleId}`,
    per_page: 10,
    total: 13,
    has_more: true,
    adHtml: '',
    blocks_count_to_place_ad: 5,
  });
  const second = await listOk(articleId, { lastId: first.data[9]?.id });
  expect(second.data.map((item) => item.id)).toEqual(ids([4, 3, 1]));
  expect(second.metaData.has_more).toBe(false);
  // After a pinned entry: the other pinned ones older than it, then all the unpinned.
  const afterPinned = await listOk(articleId, { lastId: posted[6]?.id });
  expect(afterPinned.data.map((item) => item.id)).toEqual(ids([2, 13, 12, 11, 10, 9, 8, 6, 5, 4]));
  // A cursor that is no longer an entry (deleted meanwhile) continues among the older unpinned ones.
  const gone = posted[7];
  if (!gone) throw new Error('no entry 8');
  expect((await remove(editor, gone.id)).statusCode).toBe(200);
  const afterDeleted = await listOk(articleId, { lastId: gone.id });
  expect(afterDeleted.data.map((item) => item.id)).toEqual(ids([6, 5, 4, 3, 1]));
  const afterEnd = await listOk(articleId, { lastId: posted[0]?.id });
  expect(afterEnd.data).toEqual([]);
  expect(afterEnd.metaData.has_more).toBe(false);
});

test('[LB-01] an item carries the spec’s fields, with html rendered by the API: time, pinned badge and the sanitized body', async () => {
  const { articleId, liveblog } = await articleWithLiveblog('tribune', {
    blocks_count_to_place_ad: 3,
    ad_html: '<p>Play the <a href="/football-pool/predictions" onclick="steal()">game</a></p><script>x()</script>',
  });
  expect(liveblog).toEqual({
    id: expect.any(Number),
    article_id: articleId,
    fixture_id: null,
    blocks_count_to_place_ad: 3,
    adHtml: '<p>Play the <a href="/football-pool/predictions">game</a></p>',
    channel: `liveblog-${articleId}`,
    created_at: expect.any(String),
  });
  const pinned = await entry(
    liveblog.id,
    '<p>Kick-off <strong>soon</strong></p><img src="x" onerror="alert(1)">',
    true,
  );
  const [item] = (await listOk(articleId)).data;
  expect(item).toEqual({
    id: pinned.id,
    is_pinned: true,
    html: expect.any(String),
    body: expect.stringMatching(/^<p>Kick-off <strong>soon<\/strong><\/p><img src="x"[^>]*>$/),
    match_event: null,
    created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    updated_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    article_id: articleId,
    liveblog_id: liveblog.id,
    adHtml: '<p>Play the <a href="/football-pool/predictions">game</a></p>',
    blocks_count_to_place_ad: 3,
  });
  expect(item).toEqual(pinned);
  expect(item?.html).toMatch(
    /^<div class="liveblog-entry__meta"><time class="liveblog-entry__time" dateTime="[^"]+">\d{2}:\d{2}<\/time><span class="liveblog-entry__pinned">Pinned<\/span><\/div><div class="liveblog-entry__body"><p>Kick-off <strong>soon<\/strong><\/p><img src="x"/,
  );
  expect(item?.html).not.toMatch(/onerror|<script/);
  // The Dutch tenant's blocks are in Dutch.
  const dutch = await articleWithLiveblog('tribune-nl');
  await post(nlEditor, dutch.liveblog.id, { body: 'Vastgepind bericht', is_pinned: true }, { tenant: 'tribune-nl' });
  const [dutchItem] = (await listOk(dutch.articleId, { tenant: 'tribune-nl' })).data;
  expect(dutchItem?.html).toContain('<span class="liveblog-entry__pinned">Vastgepind</span>');
});

test('[LB-01] plain text becomes paragraphs; an empty or too long body is a 422 under body, and nothing is stored', async () => {
  const { articleId, liveblog } = await articleWithLiveblog();
  const text = await entry(liveblog.id, 'Line one\nLine two\n\n  Second: 1 < 2 & more  ');
  expect(text.body).toBe('<p>Line one<br />Line two</p><p>Second: 1 &lt; 2 &amp; more</p>');

  const refusals: [unknown, string][] = [
    ['', 'The text may not be empty.'],
    ['   \n  ', 'The text may not be empty.'],
    ['<script>alert(1)</script>', 'The text may not be empty.'],
    ['<p> </p><div></div>', 'The text may not be empty.'],
    ['x'.repeat(10_001), 'The text may be at most 10000 characters.'],
  ];
  for (const [body, message] of refusals) {
    const response = await post(editor, liveblog.id, { body });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ data: null, metaData: { message, errors: { body: [message] } } });
  }
  expect((await post(editor, liveblog.id, { body: 'x'.repeat(10_000) })).statusCode).toBe(201);
  const notText = await post(editor, liveblog.id, { body: 12, is_pinned: 'yes' });
  expect(notText.statusCode).toBe(422);
  expect(Object.keys(errorOf(notText).errors ?? {}).sort()).toEqual(['body', 'is_pinned']);
  const dutch = await post(editor, liveblog.id, { body: '' }, { headers: { 'accept-language': 'nl' } });
  expect(errorOf(dutch).errors).toEqual({ body: ['De tekst mag niet leeg zijn.'] });
  const edited = await edit(editor, text.id, { body: ' ' });
  expect(edited.statusCode).toBe(422);
  expect(errorOf(edited).errors).toEqual({ body: ['The text may not be empty.'] });
  expect((await listOk(articleId)).metaData.total).toBe(2);
});

test('[LB-01] every line of the XSS corpus posted as an entry renders as text or harmless markup', async () => {
  const { articleId, liveblog } = await articleWithLiveblog();
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line.trim().length > 0);
  expect(corpus.length).toBeGreaterThan(20);
  let stored = 0;
  for (const line of corpus) {
    const response = await post(editor, liveblog.id, { body: line });
    // A line with nothing left after sanitizing is refused as empty; the rest is stored.
    if (response.statusCode === 201) stored += 1;
    else
      expect([response.statusCode, errorOf(response).errors]).toEqual([422, { body: ['The text may not be empty.'] }]);
  }
  expect(stored).toBeGreaterThan(8);
  const items: Item[] = [];
  let lastId: number | undefined;
  for (;;) {
    const page = await listOk(articleId, { lastId });
    items.push(...page.data);
    lastId = page.data.at(-1)?.id;
    if (!page.metaData.has_more) break;
  }
  expect(items).toHaveLength(stored);
  const allowedTags = ['div', 'time', 'span', 'p', 'a', 'img', 'br', 'strong', 'em', 'table', 'details'];
  for (const item of items) {
    for (const html of [item.html, item.body]) {
      for (const element of elementsIn(parseFragment(html).childNodes)) {
        expect(allowedTags).toContain(element.tagName);
        for (const attribute of element.attrs) {
          expect(attribute.name).not.toMatch(/^on/i);
          expect(['class', 'datetime', 'href', 'src', 'alt', 'loading', 'decoding']).toContain(attribute.name);
          if (attribute.name === 'href' || attribute.name === 'src')
            expect(attribute.value).not.toMatch(/^\s*(javascript|data|vbscript):/i);
        }
      }
    }
    expect(item.html).not.toMatch(/<(script|svg|iframe|object|embed|form|input|meta|style|math|video|template)\b/i);
  }
});

test('[LB-01] only editors write: a guest gets 401, a fan or junior editor 403, before the body is read', async () => {
  const { liveblog } = await articleWithLiveblog();
  const posted = await entry(liveblog.id, 'By the editor');
  const calls = (token: string | undefined) => [
    start(token, { article_id: 1 }),
    post(token, liveblog.id, { body: '' }),
    edit(token, posted.id, { body: '' }),
    remove(token, posted.id),
    apiRequest(rt.app, { method: 'PATCH', url: `/api/v2/liveblog/${liveblog.id}`, token, payload: {} }),
  ];
  for (const response of await Promise.all(calls(undefined))) {
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).message).toBe('Unauthenticated.');
  }
  for (const token of [fan, junior]) {
    for (const response of await Promise.all(calls(token))) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ data: null, metaData: { message: 'Only editors can do this.' } });
    }
  }
  // An editor without the admin flag writes like the desk.
  const byDesk = await post(deskEditor, liveblog.id, { body: 'From the desk' });
  expect(byDesk.statusCode).toBe(201);
  expect(byDesk.json<{ metaData: { message: string } }>().metaData.message).toBe('Your update has been posted.');
});

test('[LB-01] starting a live blog: one per article; an unknown article or match is a 422 under its field', async () => {
  const articleId = await newArticle(rt.app);
  const [fixture] = await rt.app.db.select({ id: fixtures.id }).from(fixtures).limit(1);
  const started = await start(deskEditor, { article_id: articleId, fixture_id: fixture?.id });
  expect(started.statusCode).toBe(201);
  expect(started.json<{ data: Liveblog; metaData: { message: string } }>()).toMatchObject({
    data: { article_id: articleId, fixture_id: fixture?.id, blocks_count_to_place_ad: 5, adHtml: '' },
    metaData: { message: 'The live blog has started.' },
  });
  const again = await start(editor, { article_id: articleId });
  expect(again.statusCode).toBe(422);
  expect(again.json()).toEqual({
    data: null,
    metaData: {
      message: 'This article already has a live blog.',
      errors: { article_id: ['This article already has a live blog.'] },
    },
  });
  const unknown = await start(editor, { article_id: 2_000_000, fixture_id: 2_000_000 });
  expect(unknown.statusCode).toBe(422);
  expect(errorOf(unknown).errors).toEqual({
    article_id: ['There is no article with this id.'],
    fixture_id: ['There is no match with this id.'],
  });
  // Another tenant's article is unknown here.
  const dutchArticle = await newArticle(rt.app, 'tribune-nl');
  expect(errorOf(await start(editor, { article_id: dutchArticle })).errors).toEqual({
    article_id: ['There is no article with this id.'],
  });
  const malformed = await start(editor, {
    article_id: 'seven',
    blocks_count_to_place_ad: 99,
    ad_html: 'x'.repeat(5001),
  });
  expect(malformed.statusCode).toBe(422);
  expect(Object.keys(errorOf(malformed).errors ?? {}).sort()).toEqual(['article_id', 'blocks_count_to_place_ad']);
  const longAd = await start(editor, { article_id: await newArticle(rt.app), ad_html: 'x'.repeat(5001) });
  expect(errorOf(longAd).errors).toEqual({ ad_html: ['The ad may be at most 5000 characters.'] });
});

test('[LB-01] editors edit, pin, unpin and delete entries; an unknown entry is a 404', async () => {
  const { articleId, liveblog } = await articleWithLiveblog();
  const [a, b, c] = [await entry(liveblog.id, 'A'), await entry(liveblog.id, 'B'), await entry(liveblog.id, 'C')];
  if (!a || !b || !c) throw new Error('no entries');
  const pinned = await edit(editor, a.id, { is_pinned: true });
  expect(pinned.statusCode).toBe(200);
  expect(pinned.json<{ data: Item }>().data).toMatchObject({ id: a.id, is_pinned: true, body: '<p>A</p>' });
  expect((await listOk(articleId)).data.map((item) => item.id)).toEqual([a.id, c.id, b.id]);

  const changed = await edit(deskEditor, b.id, { body: 'B, corrected' });
  expect(changed.json<{ data: Item; metaData: { message: string } }>()).toMatchObject({
    data: { id: b.id, is_pinned: false, body: '<p>B, corrected</p>' },
    metaData: { message: 'The update has been changed.' },
  });
  await edit(editor, a.id, { is_pinned: false });
  expect((await listOk(articleId)).data.map((item) => item.body)).toEqual([
    '<p>C</p>',
    '<p>B, corrected</p>',
    '<p>A</p>',
  ]);

  const deleted = await remove(editor, c.id);
  expect(deleted.json()).toEqual({ data: null, metaData: { message: 'The update has been deleted.' } });
  for (const response of [await remove(editor, c.id), await edit(editor, c.id, { body: 'again' })]) {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: 'This update does not exist.' } });
  }
  const noBlog = await post(editor, 2_000_000, { body: 'Hello' });
  expect(noBlog.statusCode).toBe(404);
  expect(errorOf(noBlog).message).toBe('This live blog does not exist.');
  expect((await remove(editor, 'abc')).statusCode).toBe(400);
  expect((await listOk(articleId)).data.map((item) => item.id)).toEqual([b.id, a.id]);
});

test('[LB-01] tenants never see each other’s live blogs: another tenant’s editor gets 404s and changes nothing', async () => {
  const { articleId, liveblog } = await articleWithLiveblog('tribune');
  const posted = await entry(liveblog.id, 'English only');
  const dutch = { tenant: 'tribune-nl' };
  expect((await post(nlEditor, liveblog.id, { body: 'Hallo' }, dutch)).statusCode).toBe(404);
  expect((await edit(nlEditor, posted.id, { body: 'Overgenomen' }, 'tribune-nl')).statusCode).toBe(404);
  expect((await remove(nlEditor, posted.id, 'tribune-nl')).statusCode).toBe(404);
  expect(
    (
      await apiRequest(rt.app, {
        method: 'PATCH',
        url: `/api/v2/liveblog/${liveblog.id}`,
        token: nlEditor,
        tenant: 'tribune-nl',
        payload: { blocks_count_to_place_ad: 1 },
      })
    ).statusCode,
  ).toBe(404);
  expect((await list(articleId, dutch)).statusCode).toBe(404);
  // A token of one tenant is no one in another.
  expect((await post(editor, liveblog.id, { body: 'x' }, dutch)).statusCode).toBe(401);
  const answer = await listOk(articleId);
  expect(answer.data.map((item) => [item.id, item.body])).toEqual([[posted.id, '<p>English only</p>']]);
  expect(answer.metaData.blocks_count_to_place_ad).toBe(5);
});

test('[LB-01] a pusher-js client on liveblog-{articleId} receives created, updated, deleted and initialize with the entries', async () => {
  const { articleId, liveblog } = await articleWithLiveblog();
  const reader = await rt.connectedClient();
  const channel = reader.subscribe(`liveblog-${articleId}`);
  await subscribed(channel);
  const log = record(channel);

  const created = once<Item & { event: string }>(channel, 'LiveblogEvent');
  const posted = await entry(liveblog.id, 'Live from the stadium');
  expect(await created).toEqual({ event: 'created', ...posted });

  const updated = once<Item & { event: string }>(channel, 'LiveblogEvent');
  const pinned = (await edit(editor, posted.id, { is_pinned: true })).json<{ data: Item }>().data;
  expect(await updated).toEqual({ event: 'updated', ...pinned });
  expect(pinned.html).toContain('Pinned');

  const deleted = once(channel, 'LiveblogEvent');
  await remove(editor, posted.id);
  expect(await deleted).toEqual({ event: 'deleted', id: posted.id, article_id: articleId, liveblog_id: liveblog.id });

  const initialize = once(channel, 'LiveblogEvent');
  const settings = await apiRequest(rt.app, {
    method: 'PATCH',
    url: `/api/v2/liveblog/${liveblog.id}`,
    token: editor,
    payload: { blocks_count_to_place_ad: 2, ad_html: '<p>Ad</p>' },
  });
  expect(settings.json<{ data: Liveblog }>().data).toMatchObject({ blocks_count_to_place_ad: 2, adHtml: '<p>Ad</p>' });
  expect(await initialize).toEqual({ event: 'initialize', article_id: articleId, liveblog_id: liveblog.id });
  expect(log.events.map((e) => e.event)).toEqual(['LiveblogEvent', 'LiveblogEvent', 'LiveblogEvent', 'LiveblogEvent']);

  // A reader who reloads on an event gets the list with the change (the kept answer was dropped first).
  expect((await listOk(articleId)).metaData.blocks_count_to_place_ad).toBe(2);

  // An entry too big for one event (10 KB) is announced as initialize: readers load it.
  const big = once(channel, 'LiveblogEvent');
  await entry(liveblog.id, `<p>${'Long read. '.repeat(900)}</p>`);
  expect(await big).toEqual({ event: 'initialize', article_id: articleId, liveblog_id: liveblog.id });

  // The sender's own socket (X-Socket-Id) is left out; other readers still get it.
  const other = await rt.connectedClient();
  const otherChannel = other.subscribe(`liveblog-${articleId}`);
  await subscribed(otherChannel);
  const forOther = once(otherChannel, 'LiveblogEvent');
  const before = log.events.length;
  await post(editor, liveblog.id, { body: 'Not echoed' }, { headers: { 'x-socket-id': reader.connection.socket_id } });
  await forOther;
  expect(log.events).toHaveLength(before);
});

/** A scheduled demo match nobody plays in these tests, as the simulator would find it. */
async function scheduledFixture(skip: number): Promise<number> {
  const rows = await rt.app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .innerJoin(leagues, eq(leagues.id, fixtures.leagueId))
    .where(eq(fixtures.status, 'scheduled'))
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(skip + 1);
  const row = rows[skip];
  if (row === undefined) throw new Error('no scheduled match');
  return row.id;
}

test('[LB-01] the match feed: a goal the simulator stores becomes one entry per live blog, in the tenant’s language, published like an editor’s', async () => {
  const fixtureId = await scheduledFixture(5);
  const english = await articleWithLiveblog('tribune', { fixture_id: fixtureId });
  const dutch = await articleWithLiveblog('tribune-nl', { fixture_id: fixtureId });
  const [fixture] = await rt.app.db
    .select({ homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
    .from(fixtures)
    .where(eq(fixtures.id, fixtureId));
  if (!fixture) throw new Error('no fixture');
  const [scorer] = await rt.app.db
    .select({ id: players.id, name: players.commonName })
    .from(players)
    .where(eq(players.teamId, fixture.homeTeamId))
    .limit(1);
  const clubs = await rt.app.db
    .select({ id: teams.id, name: teams.shortName })
    .from(teams)
    .where(inArray(teams.id, [fixture.homeTeamId, fixture.awayTeamId]));
  const nameOf = (id: number) => clubs.find((club) => club.id === id)?.name;
  if (!scorer) throw new Error('no player');

  const reader = await rt.connectedClient();
  const channel = reader.subscribe(`liveblog-${english.articleId}`);
  await subscribed(channel);
  const created = once<Item & { event: string }>(channel, 'LiveblogEvent');

  // What the simulator stores for a minute with a goal (match-simulator.ts), then its domain event.
  await rt.app.db.insert(matchEvents).values({
    fixtureId,
    sequence: 1,
    minute: 23,
    type: 'goal',
    side: 'home',
    teamId: fixture.homeTeamId,
    playerId: scorer.id,
    homeScore: 1,
    awayScore: 0,
  });
  await rt.app.footballEvents.emit('matchEventsStored', { fixtureId, sequences: [1] });

  const text = `Goal! ${nameOf(fixture.homeTeamId)} 1-0 ${nameOf(fixture.awayTeamId)}, ${scorer.name} (23')`;
  const event = await created;
  expect(event).toMatchObject({
    event: 'created',
    is_pinned: false,
    body: `<p>${text}</p>`,
    match_event: { type: 'goal', minute: 23, stoppage_minute: null },
    article_id: english.articleId,
  });
  expect(event.html).toContain('<span class="liveblog-entry__event liveblog-entry__event--goal">');
  expect(event.html).toContain(
    '<span class="visually-hidden">Goal</span> <span class="liveblog-entry__minute">23&#x27;</span>',
  );
  const [dutchItem] = (await listOk(dutch.articleId, { tenant: 'tribune-nl' })).data;
  expect(dutchItem?.body).toContain(`Doelpunt! ${nameOf(fixture.homeTeamId)} 1-0`);
  expect(dutchItem?.html).toContain('<span class="visually-hidden">Doelpunt</span>');

  // The same event again (a replay, a second process) adds nothing.
  await rt.app.footballEvents.emit('matchEventsStored', { fixtureId, sequences: [1] });
  for (const blog of [english.liveblog, dutch.liveblog]) {
    const [row] = await rt.app.db
      .select({ n: count() })
      .from(liveblogEntries)
      .where(eq(liveblogEntries.liveblogId, blog.id));
    expect(row?.n).toBe(1);
  }
  await rt.app.db.delete(matchEvents).where(eq(matchEvents.fixtureId, fixtureId));
});

test('[LB-01] the match feed end to end: the simulator plays a followed match and its goals and cards become entries, once', async () => {
  const fixtureId = await scheduledFixture(7);
  const { articleId, liveblog } = await articleWithLiveblog('tribune', { fixture_id: fixtureId });
  await entry(liveblog.id, 'Team news: unchanged side.');
  const reader = await rt.connectedClient();
  const channel = reader.subscribe(`liveblog-${articleId}`);
  await subscribed(channel);
  const log = record(channel);

  const finished = await rt.app.inject({
    method: 'POST',
    url: `/api/admin/fixtures/${fixtureId}/finish`,
    headers: adminHeaders,
  });
  expect(finished.statusCode).toBe(200);
  const stored = await rt.app.db
    .select({ sequence: matchEvents.sequence, type: matchEvents.type })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.fixtureId, fixtureId),
        inArray(matchEvents.type, ['goal', 'penalty', 'own_goal', 'yellow_card', 'red_card']),
      ),
    );
  expect(stored.length).toBeGreaterThan(0);
  const rows = await rt.app.db
    .select({ matchEventId: liveblogEntries.matchEventId })
    .from(liveblogEntries)
    .where(eq(liveblogEntries.liveblogId, liveblog.id));
  expect(
    rows
      .filter((row) => row.matchEventId !== null)
      .map((row) => row.matchEventId)
      .sort((a, b) => (a ?? 0) - (b ?? 0)),
  ).toEqual(stored.map((event) => event.sequence).sort((a, b) => a - b));
  // Played at once, the match's entries arrive as one reload (or one created each when few).
  expect(await eventually(() => log.events.length > 0)).toBe(true);
  const answer = await listOk(articleId);
  expect(answer.metaData.total).toBe(stored.length + 1);
  expect(answer.data.filter((item) => item.match_event !== null).length).toBe(Math.min(stored.length, 10));

  // Replaying every event adds nothing; a live blog that starts following the match now gets them all.
  await rt.app.footballEvents.emit('matchEventsStored', {
    fixtureId,
    sequences: stored.map((event) => event.sequence),
  });
  expect((await listOk(articleId)).metaData.total).toBe(stored.length + 1);
  const late = await articleWithLiveblog('tribune', { fixture_id: fixtureId });
  expect((await listOk(late.articleId)).metaData.total).toBe(stored.length);
});

test('[LB-01] the demo: each tenant has a live blog following the match the simulator plays next and a deadline-day one with load-more', async () => {
  for (const tenantId of [apps.tribune.tenant, apps.tribuneNl.tenant]) {
    const blogs = await rt.app.db
      .select()
      .from(liveblogs)
      .where(eq(liveblogs.tenantId, tenantId))
      .orderBy(asc(liveblogs.id))
      .limit(2);
    const [matchBlog, transferBlog] = blogs;
    if (!matchBlog || !transferBlog) throw new Error(`no demo live blogs for ${tenantId}`);
    expect(matchBlog.fixtureId).not.toBeNull();
    const [fixture] = await rt.app.db
      .select({ status: fixtures.status })
      .from(fixtures)
      .where(eq(fixtures.id, matchBlog.fixtureId ?? 0));
    expect(['scheduled', 'live', 'half-time']).toContain(fixture?.status);
    const matchList = await listOk(matchBlog.articleId, { tenant: tenantId });
    expect(matchList.data.length).toBeGreaterThanOrEqual(3);
    expect(matchList.metaData.adHtml).toContain('/football-pool/predictions');

    const first = await listOk(transferBlog.articleId, { tenant: tenantId });
    expect(first.metaData.total).toBe(14);
    expect(first.metaData.has_more).toBe(true);
    expect(first.data.filter((item) => item.is_pinned)).toHaveLength(1);
    expect(first.data[0]?.is_pinned).toBe(true);
    const rest = await listOk(transferBlog.articleId, { tenant: tenantId, lastId: first.data[9]?.id });
    expect(rest.data).toHaveLength(4);
    expect(first.data[1]?.html).toMatch(tenantId === 'tribune' ? /quiet spell/ : /Even rustig/);
  }
  // Seeding again changes nothing.
  const before = await rt.app.db.select({ n: count() }).from(liveblogEntries);
  await seedDemoLiveblogs(rt.app.db, { tenantId: 'tribune', language: 'en', userIds: [], now: new Date() });
  expect(await rt.app.db.select({ n: count() }).from(liveblogEntries)).toEqual(before);
});
