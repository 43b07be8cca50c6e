import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RemoteIntlProvider, type Language } from '@tribune/shared';
import { createFakePusher, mockApi, renderWithTribune, testApiOrigin, testUser } from '@tribune/shared/testing';
import { loadMessages } from '../../../i18n/load-messages';
import { LiveBlog } from './live-blog';

const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
});

const articleId = 42;
const liveblogId = 7;
const channel = `liveblog-${articleId}`;
const editor = { ...testUser, username: 'editor', role: 'editor' };

interface FakeEntry {
  id: number;
  text: string;
  pinned?: boolean;
}

/**
 * The live blog API of docs/contracts.md as far as the page uses it: the list (pinned first, then
 * newest; ten after `last_id`) and the editors' writes, over entries a test can change behind the
 * page's back. Records every request.
 */
function fakeLiveblogApi(initial: FakeEntry[], ad: { html: string; every: number } = { html: '', every: 5 }) {
  let entries = [...initial];
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  const item = (entry: FakeEntry) => ({
    id: entry.id,
    is_pinned: entry.pinned ?? false,
    html: `<div class="liveblog-entry__meta"><time class="liveblog-entry__time">12:${String(entry.id % 60).padStart(2, '0')}</time>${entry.pinned ? '<span class="liveblog-entry__pinned">Pinned</span>' : ''}</div><div class="liveblog-entry__body"><p>${entry.text}</p></div>`,
    body: `<p>${entry.text}</p>`,
    match_event: null,
    created_at: '2026-11-24T12:00:00.000Z',
    updated_at: '2026-11-24T12:00:00.000Z',
    article_id: articleId,
    liveblog_id: liveblogId,
    adHtml: ad.html,
    blocks_count_to_place_ad: ad.every,
  });
  const ordered = () =>
    [...entries].sort((a, b) => (Boolean(a.pinned) !== Boolean(b.pinned) ? (a.pinned ? -1 : 1) : b.id - a.id));
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'DELETE' ? null : await request.json();
    requests.push({ method: request.method, path: url.pathname, query: url.searchParams, body });
    return body;
  };
  const invalid = (message: string) =>
    HttpResponse.json({ data: null, metaData: { message, errors: { body: [message] } } }, { status: 422 });
  const handlers = [
    http.get(`${testApiOrigin}/api/v1/resource/${articleId}/liveblogs-as-html`, async ({ request }) => {
      await record(request);
      const lastId = new URL(request.url).searchParams.get('last_id');
      const all = ordered();
      const start = lastId === null ? 0 : all.findIndex((entry) => entry.id === Number(lastId)) + 1;
      const page = all.slice(start, start + 10);
      return HttpResponse.json({
        data: page.map(item),
        metaData: {
          article_id: articleId,
          liveblog_id: liveblogId,
          fixture_id: null,
          channel,
          per_page: 10,
          total: all.length,
          has_more: start + 10 < all.length,
          adHtml: ad.html,
          blocks_count_to_place_ad: ad.every,
        },
      });
    }),
    http.post(`${testApiOrigin}/api/v2/liveblog/${liveblogId}/entries`, async ({ request }) => {
      const body = (await record(request)) as { body: string; is_pinned: boolean };
      if (body.body.trim() === '') return invalid('The text may not be empty.');
      const entry = { id: Math.max(0, ...entries.map((e) => e.id)) + 1, text: body.body, pinned: body.is_pinned };
      entries.push(entry);
      return HttpResponse.json(
        { data: item(entry), metaData: { message: 'Your update has been posted.' } },
        { status: 201 },
      );
    }),
    http.patch(`${testApiOrigin}/api/v2/liveblog/entries/:id`, async ({ request, params }) => {
      const body = (await record(request)) as { body?: string; is_pinned?: boolean };
      const entry = entries.find((e) => e.id === Number(params.id));
      if (!entry)
        return HttpResponse.json({ data: null, metaData: { message: 'This update does not exist.' } }, { status: 404 });
      if (body.body !== undefined && body.body.trim() === '') return invalid('The text may not be empty.');
      if (body.body !== undefined) entry.text = body.body.replace(/^<p>|<\/p>$/g, '');
      if (body.is_pinned !== undefined) entry.pinned = body.is_pinned;
      return HttpResponse.json({ data: item(entry), metaData: { message: 'The update has been changed.' } });
    }),
    http.delete(`${testApiOrigin}/api/v2/liveblog/entries/:id`, async ({ request, params }) => {
      await record(request);
      entries = entries.filter((e) => e.id !== Number(params.id));
      return HttpResponse.json({ data: null, metaData: { message: 'The update has been deleted.' } });
    }),
  ];
  return {
    handlers,
    requests,
    item: (id: number) => {
      const entry = entries.find((e) => e.id === id);
      if (!entry) throw new Error(`no entry ${id}`);
      return item(entry);
    },
    /** An entry posted elsewhere (another editor, the match feed): stored, as its event would follow. */
    add(entry: FakeEntry) {
      entries.push(entry);
      return item(entry);
    },
    change(id: number, changes: Partial<FakeEntry>) {
      const entry = entries.find((e) => e.id === id);
      if (!entry) throw new Error(`no entry ${id}`);
      Object.assign(entry, changes);
      return item(entry);
    },
    remove(id: number) {
      entries = entries.filter((e) => e.id !== id);
    },
    lists: () => requests.filter((request) => request.method === 'GET'),
  };
}

/** Entries 1…n, the oldest first (as posted), none pinned unless asked. */
function entriesUpTo(count: number, pinned: number[] = []): FakeEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    text: `Update ${index + 1}`,
    pinned: pinned.includes(index + 1),
  }));
}

async function renderLiveBlog(
  api: ReturnType<typeof fakeLiveblogApi>,
  options: {
    loggedInAs?: typeof editor;
    language?: Language;
    fakeTimers?: boolean;
    /** Handlers that answer before the fake API's (a failure to stage). */
    before?: Parameters<typeof server.use>;
  } = {},
) {
  server.use(...api.handlers);
  if (options.before) server.use(...options.before);
  const pusher = createFakePusher();
  const view = await renderWithTribune(
    <RemoteIntlProvider loadMessages={loadMessages}>
      <LiveBlog articleId={articleId} liveblogId={liveblogId} />
    </RemoteIntlProvider>,
    {
      loadPusher: pusher.loadPusher,
      loggedInAs: options.loggedInAs,
      language: options.language,
      ...(options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {}),
    },
  );
  return { ...view, pusher };
}

function entryTexts(): string[] {
  return screen
    .queryAllByRole('article')
    .map((entry) => entry.querySelector('.liveblog-entry__body')?.textContent ?? '');
}

function entryNamed(text: string): HTMLElement {
  const found = screen.getAllByRole('article').find((entry) => entry.textContent?.includes(text));
  if (!found) throw new Error(`no entry "${text}"`);
  return found;
}

const rowOf = (text: string) => entryNamed(text).closest('li') as HTMLElement;

test('[LB-01] shows ten entries, pinned first then newest, and load-more brings the next ones after last_id', async () => {
  const api = fakeLiveblogApi(entriesUpTo(14, [3]));
  const { user } = await renderLiveBlog(api);
  expect(await screen.findByText('Update 14')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Live blog' })).toBeInTheDocument();
  expect(entryTexts()).toEqual(['Update 3', ...[14, 13, 12, 11, 10, 9, 8, 7, 6].map((n) => `Update ${n}`)]);
  expect(within(entryNamed('Update 3')).getByText('Pinned')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Update 1')).toBeInTheDocument();
  expect(entryTexts()).toHaveLength(14);
  expect(api.lists().at(-1)?.query.get('last_id')).toBe('6');
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  // Readers get no editor tools.
  expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Post an update' })).not.toBeInTheDocument();
});

test('[LB-01] created: a pinned entry goes on top, another after the pinned ones; over ten the last goes and load-more appears', async () => {
  const api = fakeLiveblogApi(entriesUpTo(10, [2]));
  const { pusher } = await renderLiveBlog(api);
  await screen.findByText('Update 10');
  expect(pusher.subscribedChannels()).toContain(channel);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  pusher.emit(channel, 'LiveblogEvent', { event: 'created', ...api.add({ id: 11, text: 'Kick-off!' }) });
  expect(entryTexts()).toEqual(['Update 2', 'Kick-off!', ...[10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Update ${n}`)]);
  expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();

  pusher.emit(channel, 'LiveblogEvent', { event: 'created', ...api.add({ id: 12, text: 'Line-ups', pinned: true }) });
  expect(entryTexts().slice(0, 3)).toEqual(['Line-ups', 'Update 2', 'Kick-off!']);
  expect(entryTexts()).toHaveLength(10);
  expect(screen.getByRole('status', { name: '' }).textContent).toBe('2 new updates');
});

test('[LB-01] new entries flash yellow for exactly 2 s; the first ones do not', async () => {
  jest.useFakeTimers();
  const api = fakeLiveblogApi(entriesUpTo(3));
  const { pusher } = await renderLiveBlog(api, { fakeTimers: true });
  await screen.findByText('Update 3');
  expect(document.querySelectorAll('.liveblog-entry--new')).toHaveLength(0);

  pusher.emit(channel, 'LiveblogEvent', { event: 'created', ...api.add({ id: 4, text: 'Goal!' }) });
  expect(rowOf('Goal!')).toHaveClass('liveblog-entry', 'liveblog-entry--new');
  act(() => jest.advanceTimersByTime(1000));
  pusher.emit(channel, 'LiveblogEvent', { event: 'created', ...api.add({ id: 5, text: 'Second goal!' }) });
  act(() => jest.advanceTimersByTime(999));
  expect(rowOf('Goal!')).toHaveClass('liveblog-entry--new');
  act(() => jest.advanceTimersByTime(1));
  expect(rowOf('Goal!')).not.toHaveClass('liveblog-entry--new');
  expect(rowOf('Second goal!')).toHaveClass('liveblog-entry--new');
  act(() => jest.advanceTimersByTime(1000));
  expect(document.querySelectorAll('.liveblog-entry--new')).toHaveLength(0);
});

test('[LB-01] updated takes the entry out and puts it back in its place; deleted removes it; initialize reloads', async () => {
  const api = fakeLiveblogApi(entriesUpTo(5));
  const { pusher } = await renderLiveBlog(api);
  await screen.findByText('Update 5');

  pusher.emit(channel, 'LiveblogEvent', { event: 'updated', ...api.change(2, { pinned: true }) });
  expect(entryTexts()).toEqual(['Update 2', 'Update 5', 'Update 4', 'Update 3', 'Update 1']);
  pusher.emit(channel, 'LiveblogEvent', { event: 'updated', ...api.change(4, { text: 'Update 4, corrected' }) });
  expect(entryTexts()).toEqual(['Update 2', 'Update 5', 'Update 4, corrected', 'Update 3', 'Update 1']);
  pusher.emit(channel, 'LiveblogEvent', { event: 'updated', ...api.change(2, { pinned: false }) });
  expect(entryTexts()).toEqual(['Update 5', 'Update 4, corrected', 'Update 3', 'Update 2', 'Update 1']);

  api.remove(3);
  pusher.emit(channel, 'LiveblogEvent', { event: 'deleted', id: 3, article_id: articleId, liveblog_id: liveblogId });
  expect(entryTexts()).toEqual(['Update 5', 'Update 4, corrected', 'Update 2', 'Update 1']);

  const before = api.lists().length;
  api.add({ id: 6, text: 'Posted while the list changed' });
  api.remove(1);
  pusher.emit(channel, 'LiveblogEvent', { event: 'initialize', article_id: articleId, liveblog_id: liveblogId });
  expect(await screen.findByText('Posted while the list changed')).toBeInTheDocument();
  expect(entryTexts()).toEqual(['Posted while the list changed', 'Update 5', 'Update 4, corrected', 'Update 2']);
  expect(api.lists()).toHaveLength(before + 1);
  // What came in while the page reloaded flashes, as it would have live.
  expect(rowOf('Posted while the list changed')).toHaveClass('liveblog-entry--new');
});

test('[LB-01] a reconnect, and the subscription once it is ours, load the list again (what was missed shows)', async () => {
  const api = fakeLiveblogApi(entriesUpTo(2));
  const { pusher } = await renderLiveBlog(api);
  await screen.findByText('Update 2');
  api.add({ id: 3, text: 'Missed while away' });
  pusher.reconnect();
  expect(await screen.findByText('Missed while away')).toBeInTheDocument();
  api.add({ id: 4, text: 'Posted before the subscription' });
  pusher.emit(channel, 'pusher:subscription_succeeded', {});
  expect(await screen.findByText('Posted before the subscription')).toBeInTheDocument();
  expect(api.lists()).toHaveLength(3);
});

test('[LB-01] an ad block after every blocks_count_to_place_ad entries', async () => {
  const api = fakeLiveblogApi(entriesUpTo(10), {
    html: '<p>Play the <a href="/football-pool/predictions">prediction game</a></p>',
    every: 3,
  });
  await renderLiveBlog(api);
  await screen.findByText('Update 10');
  const ads = screen.getAllByRole('complementary', { name: 'Advertisement' });
  expect(ads).toHaveLength(3);
  expect(within(ads[0] as HTMLElement).getByRole('link', { name: 'prediction game' })).toHaveAttribute(
    'href',
    '/football-pool/predictions',
  );
  // In the list: three entries, an ad, three entries, an ad…
  const rows = Array.from(screen.getByRole('list', { name: 'Updates' }).children);
  expect(rows.map((row) => (row.classList.contains('liveblog__ad') ? 'ad' : 'entry'))).toEqual([
    'entry',
    'entry',
    'entry',
    'ad',
    'entry',
    'entry',
    'entry',
    'ad',
    'entry',
    'entry',
    'entry',
    'ad',
    'entry',
  ]);
});

test('[LB-01] a malformed event is ignored and logged', async () => {
  const api = fakeLiveblogApi(entriesUpTo(1));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { pusher } = await renderLiveBlog(api);
  await screen.findByText('Update 1');
  pusher.emit(channel, 'LiveblogEvent', { event: 'created', html: '<img src=x onerror=alert(1)>' });
  expect(entryTexts()).toEqual(['Update 1']);
  expect(error).toHaveBeenCalledWith('[mf_content] unexpected LiveblogEvent payload', expect.anything());
  error.mockRestore();
});

test('[LB-01] an editor posts an entry from the page (pinned or not) and sees the API’s 422 under the field', async () => {
  const api = fakeLiveblogApi(entriesUpTo(2));
  const { user, pusher } = await renderLiveBlog(api, { loggedInAs: editor });
  await screen.findByText('Update 2');
  const panel = screen.getByRole('region', { name: 'Post an update' });
  const textarea = within(panel).getByRole('textbox', { name: 'Update' });

  await user.click(within(panel).getByRole('button', { name: 'Post update' }));
  expect(await within(panel).findByText('The text may not be empty.')).toBeInTheDocument();
  expect(textarea).toHaveAttribute('aria-invalid', 'true');

  await user.type(textarea, 'Half time: 1-0');
  await user.click(within(panel).getByRole('checkbox', { name: 'Pin to the top' }));
  await user.click(within(panel).getByRole('button', { name: 'Post update' }));
  expect(await screen.findByText('Half time: 1-0')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
    body: 'Half time: 1-0',
    is_pinned: true,
  });
  expect(entryTexts()[0]).toBe('Half time: 1-0');
  expect(rowOf('Half time: 1-0')).toHaveClass('liveblog-entry--new');
  expect(textarea).toHaveValue('');
  expect(within(panel).queryByText('The text may not be empty.')).not.toBeInTheDocument();
  // Its own event arrives too: still one entry.
  pusher.emit(channel, 'LiveblogEvent', { event: 'created', ...api.item(3) });
  expect(entryTexts().filter((text) => text === 'Half time: 1-0')).toHaveLength(1);
});

test('[LB-01] an editor edits, pins, unpins and deletes an entry on the page; a refusal shows its message', async () => {
  const api = fakeLiveblogApi(entriesUpTo(3));
  const { user } = await renderLiveBlog(api, { loggedInAs: editor });
  await screen.findByText('Update 3');

  const tools = () => within(entryNamed('Update 1')).getByRole('group', { name: 'Editor tools' });
  await user.click(within(tools()).getByRole('button', { name: 'Pin' }));
  expect(await within(tools()).findByRole('button', { name: 'Unpin' })).toBeInTheDocument();
  expect(entryTexts()).toEqual(['Update 1', 'Update 3', 'Update 2']);
  await user.click(within(tools()).getByRole('button', { name: 'Unpin' }));
  expect(await within(tools()).findByRole('button', { name: 'Pin' })).toBeInTheDocument();
  expect(entryTexts()).toEqual(['Update 3', 'Update 2', 'Update 1']);

  await user.click(within(tools()).getByRole('button', { name: 'Edit' }));
  const field = within(tools()).getByRole('textbox', { name: 'Update' });
  expect(field).toHaveValue('<p>Update 1</p>');
  await user.clear(field);
  await user.click(within(tools()).getByRole('button', { name: 'Save' }));
  expect(await within(tools()).findByText('The text may not be empty.')).toBeInTheDocument();
  await user.type(within(tools()).getByRole('textbox', { name: 'Update' }), 'Update 1, corrected');
  await user.click(within(tools()).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Update 1, corrected')).toBeInTheDocument();
  expect(api.requests.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
    { is_pinned: true },
    { is_pinned: false },
    { body: '' },
    { body: 'Update 1, corrected' },
  ]);

  const row = within(entryNamed('Update 2'));
  await user.click(row.getByRole('button', { name: 'Delete' }));
  expect(row.getByText('Delete this update?')).toBeInTheDocument();
  await user.click(row.getByRole('button', { name: 'Cancel' }));
  await user.click(row.getByRole('button', { name: 'Delete' }));
  await user.click(row.getByRole('button', { name: 'Yes, delete' }));
  expect(await screen.findByText('Update 3')).toBeInTheDocument();
  expect(entryTexts()).toEqual(['Update 3', 'Update 1, corrected']);

  server.use(
    http.delete(`${testApiOrigin}/api/v2/liveblog/entries/:id`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Only editors can do this.' } }, { status: 403 }),
    ),
  );
  const last = within(entryNamed('Update 3'));
  await user.click(last.getByRole('button', { name: 'Delete' }));
  await user.click(last.getByRole('button', { name: 'Yes, delete' }));
  expect(await last.findByRole('alert')).toHaveTextContent('Only editors can do this.');
  expect(entryTexts()).toContain('Update 3');
});

test('[LB-01] the live blog in Dutch', async () => {
  const api = fakeLiveblogApi(entriesUpTo(11));
  const { pusher } = await renderLiveBlog(api, { language: 'nl', loggedInAs: editor });
  await screen.findByText('Update 11');
  expect(screen.getByRole('heading', { level: 2, name: 'Liveblog' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Update plaatsen' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Bovenaan vastpinnen' })).toBeInTheDocument();
  expect(within(entryNamed('Update 11')).getByRole('button', { name: 'Vastpinnen' })).toBeInTheDocument();
  pusher.emit(channel, 'LiveblogEvent', { event: 'created', ...api.add({ id: 12, text: 'Doelpunt!' }) });
  expect(screen.getByText('1 nieuwe update')).toBeInTheDocument();
});

test('[LB-01] an empty live blog says so', async () => {
  const api = fakeLiveblogApi([]);
  await renderLiveBlog(api);
  expect(await screen.findByText('No updates yet.')).toBeInTheDocument();
});

test('[LB-01] a live blog that cannot be loaded shows an error with a retry', async () => {
  let fail = true;
  const api = fakeLiveblogApi(entriesUpTo(1));
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderLiveBlog(api, {
    before: [
      http.get(`${testApiOrigin}/api/v1/resource/${articleId}/liveblogs-as-html`, () =>
        fail ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 }) : undefined,
      ),
    ],
  });
  expect(await screen.findByText('The live blog could not be loaded.')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Update 1')).toBeInTheDocument();
  error.mockRestore();
});
