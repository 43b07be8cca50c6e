import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { useLocation } from 'react-router';
import { authDialogAtom } from '@tribune/shared';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { apiUrl, errorBody, fakeCommentsApi, json } from '../../../test/comments-api';
import { renderWithProviders, testUser } from '../../../test/render-with-providers';
import CommunityRoutes from '../../../exposes/routes';
import {
  forumItem,
  forumListPage,
  forumSidebarPage,
  forumTopic,
  topicRange,
  type WireForumItem,
} from '../test/forum-fixtures';

const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
});

const listUrl = (page: number) => apiUrl(`/api/front/v1/forum/${page}`);
const sidebarUrl = (page: number) => apiUrl(`/api/v1/forum/load-sidebar-list/${page}`);

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The list answers `count` topics, 20 a page; `gate` holds back every page after the first until resolved. */
function serveList(count: number, requested: number[] = [], gate?: Promise<void>) {
  return http.get(apiUrl('/api/front/v1/forum/:page'), async ({ params }) => {
    const page = Number(params.page);
    requested.push(page);
    if (page > 1 && gate) await gate;
    const first = (page - 1) * 20 + 1;
    return json(forumListPage(page, topicRange(first, Math.min(count, page * 20)), count));
  });
}

function serveSidebar(pages: WireForumItem[][]) {
  return http.get(apiUrl('/api/v1/forum/load-sidebar-list/:page'), ({ params }) => {
    const page = Number(params.page);
    return json(forumSidebarPage(page, pages[page - 1] ?? [], page < pages.length));
  });
}

async function renderForum(options: Parameters<typeof renderWithProviders>[1] = {}) {
  const pusher = createFakePusher();
  return renderWithProviders(
    <>
      <CommunityRoutes />
      <Location />
    </>,
    { route: '/forum', loadPusher: pusher.loadPusher, ...options },
  );
}

async function topicList() {
  return screen.findByRole('list', { name: 'Topics' });
}

test('[FRM-01] the forum lists the first page of topics from the API’s html', async () => {
  server.use(serveList(25), serveSidebar([[]]));
  await renderForum();

  expect(await screen.findByRole('heading', { level: 1, name: 'Forum' })).toBeInTheDocument();
  const list = await topicList();
  expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  expect(within(list).getByRole('link', { name: 'Topic number 1' })).toHaveAttribute('href', '/forum/topic/1');
  expect(list.querySelectorAll('li.forum-topic')).toHaveLength(20);
  expect(document.title).toBe('Forum | Tribune');
  expect(screen.getByRole('complementary', { name: 'Latest activity' })).toBeInTheDocument();
});

test('[FRM-01] the next page is appended, and the button goes after the last page', async () => {
  const requested: number[] = [];
  server.use(serveList(45, requested), serveSidebar([[]]));
  const { user } = await renderForum();
  await topicList();

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Topic number 21' })).toHaveFocus();
  expect(within(await topicList()).getAllByRole('listitem')).toHaveLength(40);
  expect(screen.getByRole('link', { name: 'Topic number 1' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Topic number 45' })).toBeInTheDocument();
  expect(within(await topicList()).getAllByRole('listitem')).toHaveLength(45);
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  expect(requested).toEqual([1, 2, 3]);
});

test('[FRM-01] no next-page button when the first page holds every topic', async () => {
  server.use(serveList(20), serveSidebar([[]]));
  await renderForum();
  expect(within(await topicList()).getAllByRole('listitem')).toHaveLength(20);
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
});

test('[FRM-01] clicks on the next-page button are ignored while its page loads', async () => {
  const requested: number[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(serveList(30, requested, gate), serveSidebar([[]]));
  const { user } = await renderForum();
  await topicList();

  const button = screen.getByRole('button', { name: 'Next page' });
  await user.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  await user.click(button);
  await user.click(button);
  release();
  expect(await screen.findByRole('link', { name: 'Topic number 30' })).toBeInTheDocument();
  expect(within(await topicList()).getAllByRole('listitem')).toHaveLength(30);
  expect(requested).toEqual([1, 2]);
});

test('[FRM-01] a failed next page says so and can be tried again', async () => {
  let failed = false;
  server.use(
    http.get(listUrl(2), () => {
      if (failed) return json(forumListPage(2, topicRange(21, 22), 22));
      failed = true;
      return json(errorBody('Down'), 500);
    }),
    serveList(22),
    serveSidebar([[]]),
  );
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const { user } = await renderForum();
  await topicList();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The next page could not be loaded.');
  expect(logged).toHaveBeenCalledWith('[mf_community] loading page 2 of the forum topics failed', expect.anything());
  logged.mockRestore();
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByRole('link', { name: 'Topic number 22' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('[FRM-01] a link in the list opens the topic inside the page; a ctrl-click is left to the browser', async () => {
  const comments = fakeCommentsApi([], { type: 'forum', id: '3' });
  server.use(
    serveList(5),
    serveSidebar([[]]),
    http.get(apiUrl('/api/v2/forum/topics/3'), () => json({ data: forumTopic(3) })),
    ...comments.handlers,
  );
  const { user } = await renderForum();
  const link = within(await topicList()).getByRole('link', { name: 'Topic number 3' });

  // A listener after React's: it sees whether the page took the click over, and keeps jsdom from
  // trying to load the address itself.
  let takenOver: boolean | null = null;
  const watch = (event: MouseEvent) => {
    takenOver = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', watch);
  try {
    fireEvent.click(link, { ctrlKey: true });
    expect(takenOver).toBe(false);
    expect(screen.getByTestId('location')).toHaveTextContent('/forum');

    await user.click(link);
    expect(takenOver).toBe(true);
  } finally {
    window.removeEventListener('click', watch);
  }
  expect(screen.getByTestId('location')).toHaveTextContent('/forum/topic/3');
  expect(await screen.findByRole('heading', { level: 1, name: 'Topic number 3' })).toBeInTheDocument();
});

test('[FRM-01] a forum without topics says so', async () => {
  server.use(
    http.get(listUrl(1), () => json(forumListPage(1, [], 0))),
    serveSidebar([[]]),
  );
  await renderForum();
  expect(await screen.findByText('No topics yet. Start the first one!')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
});

/** 24 November 2026, 10:00 in Amsterdam. */
const fixedNow = new Date('2026-11-24T09:00:00.000Z');

function freezeDate() {
  // Only the date: MSW, SWR and user-event keep their real timers.
  jest.useFakeTimers({
    now: fixedNow,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}

const sidebarPages = [
  [
    forumItem(1, '2026-11-24', { title: 'Derby day', last_comment_date_time: '09:55', comments_count: 1 }),
    forumItem(2, '2026-11-24', { title: 'Transfer rumours', last_comment_date_time: '08:10', comments_count: 12 }),
    forumItem(3, '2026-11-23', { title: 'The new stadium' }),
    forumItem(4, '2026-11-20', {
      title: 'Away kit',
      last_comment_date_ldfy: 'Friday 20 November 2026',
      url: 'http://tribune.test/forum/topic/4',
    }),
  ],
  [
    forumItem(5, '2026-11-20', { title: 'Youth academy', last_comment_date_ldfy: 'Friday 20 November 2026' }),
    forumItem(6, '2026-11-19', { title: 'Old kits', last_comment_date_ldfy: 'Thursday 19 November 2026' }),
  ],
];

test('[FRM-02] the sidebar groups topics under Today, Yesterday and the day written out, with More', async () => {
  freezeDate();
  server.use(serveList(1), serveSidebar(sidebarPages));
  const { user } = await renderForum();
  const sidebar = await screen.findByRole('complementary', { name: 'Latest activity' });

  const today = within(await within(sidebar).findByRole('list', { name: 'Today' }));
  expect(today.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'Derby dayLast comment at 09:55 · 1 comment',
    'Transfer rumoursLast comment at 08:10 · 12 comments',
  ]);
  expect(today.getByRole('link', { name: 'Derby day' })).toHaveAttribute('href', '/forum/topic/1');
  expect(today.getByText('09:55')).toHaveAttribute('datetime', '2026-11-24T09:55');
  const yesterday = within(within(sidebar).getByRole('list', { name: 'Yesterday' }));
  expect(yesterday.getByRole('link', { name: 'The new stadium' })).toBeInTheDocument();
  const friday = within(within(sidebar).getByRole('list', { name: 'Friday 20 November 2026' }));
  expect(friday.getAllByRole('link').map((link) => link.textContent)).toEqual(['Away kit']);
  expect(
    within(sidebar)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Today', 'Yesterday', 'Friday 20 November 2026']);

  await user.click(within(sidebar).getByRole('button', { name: 'More' }));
  expect(await within(sidebar).findByRole('link', { name: 'Old kits' })).toBeInTheDocument();
  // A day split over two pages is one group.
  expect(friday.getAllByRole('link').map((link) => link.textContent)).toEqual(['Away kit', 'Youth academy']);
  expect(
    within(sidebar)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Today', 'Yesterday', 'Friday 20 November 2026', 'Thursday 19 November 2026']);
  expect(within(sidebar).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
});

test('[FRM-02] [PLT-06] the forum speaks Dutch for a Dutch tenant', async () => {
  freezeDate();
  server.use(
    serveList(25),
    serveSidebar([
      [
        forumItem(1, '2026-11-24', { comments_count: 5 }),
        forumItem(2, '2026-11-23'),
        forumItem(3, '2026-11-18', { last_comment_date_ldfy: 'woensdag 18 november 2026' }),
      ],
      [],
    ]),
  );
  await renderForum({ language: 'nl' });
  const sidebar = await screen.findByRole('complementary', { name: 'Laatste activiteit' });
  expect((await within(sidebar).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual([
    'Vandaag',
    'Gisteren',
    'woensdag 18 november 2026',
  ]);
  expect(within(sidebar).getByText('5 reacties')).toBeInTheDocument();
  expect(within(sidebar).getByRole('button', { name: 'Meer' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Volgende pagina' })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Onderwerpen' })).toBeInTheDocument();
});

test('[FRM-01] a guest gets a button that opens the login dialog to start a topic', async () => {
  server.use(serveList(1), serveSidebar([[]]));
  const { user, runtime } = await renderForum();
  await user.click(await screen.findByRole('button', { name: 'Log in to start a topic' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
});

interface SentTopic {
  title: string;
  content: string;
  client_key: string;
}

function isSentTopic(value: unknown): value is SentTopic {
  return typeof value === 'object' && value !== null && 'title' in value && 'content' in value;
}

test('[FRM-01] starting a topic: a 422 shows under the title, the corrected one opens the new topic', async () => {
  const sent: SentTopic[] = [];
  const comments = fakeCommentsApi([], { type: 'forum', id: '77' });
  server.use(
    serveList(1),
    serveSidebar([[]]),
    http.post(apiUrl('/api/v2/forum/topics'), async ({ request }) => {
      const body: unknown = await request.json();
      if (!isSentTopic(body)) return json(errorBody('Bad body'), 400);
      sent.push(body);
      if (body.title.length < 3) {
        return json(
          {
            data: null,
            metaData: { message: 'Invalid', errors: { title: ['The title must be 3 to 150 characters.'] } },
          },
          422,
        );
      }
      return json({ data: forumTopic(77, { title: body.title }), metaData: { message: 'Topic started.' } }, 201);
    }),
    http.get(apiUrl('/api/v2/forum/topics/77'), () =>
      json({ data: forumTopic(77, { title: 'Who starts up front?' }) }),
    ),
    ...comments.handlers,
  );
  const { user } = await renderForum({ loggedInAs: testUser });

  const title = await screen.findByRole('textbox', { name: 'Title' });
  await user.type(title, 'Hm');
  await user.type(screen.getByRole('textbox', { name: 'First post' }), 'Our striker is injured. Who plays?');
  await user.click(screen.getByRole('button', { name: 'Start topic' }));

  expect(await screen.findByText('The title must be 3 to 150 characters.')).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveAccessibleDescription('The title must be 3 to 150 characters.');
  expect(title).toHaveFocus();
  expect(screen.getByRole('textbox', { name: 'First post' })).toHaveValue('Our striker is injured. Who plays?');

  await user.clear(title);
  await user.type(title, 'Who starts up front?');
  await user.click(screen.getByRole('button', { name: 'Start topic' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Who starts up front?' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent('/forum/topic/77');
  expect(sent).toHaveLength(2);
  expect(sent[1]).toEqual({
    title: 'Who starts up front?',
    content: 'Our striker is injured. Who plays?',
    client_key: sent[0]?.client_key,
  });
  expect(sent[1]?.client_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
});

test('[FRM-01] starting a topic: a second submit while the first runs sends nothing', async () => {
  let posts = 0;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    serveList(1),
    serveSidebar([[]]),
    http.post(apiUrl('/api/v2/forum/topics'), async () => {
      posts += 1;
      await gate;
      return json(errorBody('Slow down.'), 429);
    }),
  );
  const { user } = await renderForum({ loggedInAs: testUser });
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Match day');
  await user.type(screen.getByRole('textbox', { name: 'First post' }), 'Who is going?');
  const submit = screen.getByRole('button', { name: 'Start topic' });
  await user.click(submit);
  expect(submit).toBeDisabled();
  fireEvent.submit(submit.closest('form') as HTMLFormElement);
  release();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'You are going too fast. Please wait a moment and try again.',
  );
  expect(posts).toBe(1);
  expect(submit).toBeEnabled();
});

test('[FRM-01] starting a topic: a 403 says the fan may not', async () => {
  server.use(
    serveList(1),
    serveSidebar([[]]),
    http.post(apiUrl('/api/v2/forum/topics'), () => json(errorBody('Forbidden'), 403)),
  );
  const { user } = await renderForum({ loggedInAs: testUser });
  await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Match day');
  await user.type(screen.getByRole('textbox', { name: 'First post' }), 'Who is going?');
  await user.click(screen.getByRole('button', { name: 'Start topic' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to start a topic.');
});

test('[FRM-01] a fan who may not post sees no form', async () => {
  server.use(serveList(1), serveSidebar([[]]));
  await renderForum({ loggedInAs: { ...testUser, can_place_comments: false } });
  expect(await screen.findByText('Your account cannot start topics.')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
});

test('[FRM-01] a failed list shows an error with a retry', async () => {
  let calls = 0;
  server.use(
    http.get(listUrl(1), () => {
      calls += 1;
      return calls === 1 ? json(errorBody('Down'), 500) : json(forumListPage(1, topicRange(1, 2), 2));
    }),
    http.get(sidebarUrl(1), () => json(forumSidebarPage(1, []))),
  );
  const { user } = await renderForum();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The topics could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Topic number 2' })).toBeInTheDocument();
});
