import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link, Route, Routes, useLocation } from 'react-router';
import { signIn, signOut } from '@tribune/shared';
import { createFakePusher, mockApi } from '@tribune/shared/testing';
import { apiUrl, fakeNotificationsApi, notification } from '../test/notifications';
import { renderWithProviders, testLoginData, testUser } from '../test/render-with-providers';
import HeaderNotifications from './header-notifications';

const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
  document.title = '';
});

const channel = `private-user-${testUser.id}`;

/** Where the router is, so a test sees a navigation. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

/** The header's bell beside pages that set their own title (shared's PageHead writes <title> the same way). */
function Page() {
  return (
    <>
      <HeaderNotifications />
      <Routes>
        <Route path="/" element={<title>Home | Tribune</title>} />
        <Route path="/tag/ajax" element={<title>Ajax | Tribune</title>} />
        <Route path="*" element={null} />
      </Routes>
      <Link to="/tag/ajax">Ajax</Link>
      <Location />
    </>
  );
}

async function renderBell(
  api: ReturnType<typeof fakeNotificationsApi>,
  options: { advanceTimers?: (ms: number) => void } = {},
) {
  server.use(...api.handlers);
  const pusher = createFakePusher();
  const result = await renderWithProviders(<Page />, {
    loggedInAs: testUser,
    loadPusher: pusher.loadPusher,
    ...options,
  });
  const bell = await screen.findByRole('button', { name: /^Notifications/ });
  return { ...result, pusher, bell };
}

function menu() {
  return screen.getByRole('region', { name: 'Notifications' });
}

test('[NOT-04] a guest has no bell, and nothing is asked of the API', async () => {
  const pusher = createFakePusher();
  await renderWithProviders(<HeaderNotifications />, { loadPusher: pusher.loadPusher });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(pusher.subscribedChannels()).toEqual([]);
});

test('[NOT-02] the badge shows the new (unopened) notifications, and the bell says how many', async () => {
  const api = fakeNotificationsApi([
    notification(3),
    notification(2),
    notification(1, { open_at: '2026-11-20T19:00:00.000Z' }),
  ]);
  const { bell } = await renderBell(api);
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 new'));
  expect(bell).toHaveTextContent('2');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(api.calls).toEqual(['GET /api/v2/notifications?page=1']);
});

test('[NOT-02] the badge stops at 99+ (the API counts up to 99)', async () => {
  const many = Array.from({ length: 150 }, (_, index) => notification(150 - index));
  const { bell } = await renderBell(fakeNotificationsApi(many));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 99 or more new'));
  expect(bell).toHaveTextContent('99+');
});

test('[NOT-01] [NOT-02] opening the menu lists the notifications (new, opened, read) and calls open-all: the badge clears, the items stay unread', async () => {
  const api = fakeNotificationsApi([
    notification(3, { text: 'Anna and 3 others liked your comment', others_count: 3 }),
    notification(2, {
      type: 'comment_reply',
      text: 'Bram replied to your comment',
      open_at: '2026-11-20T19:00:00.000Z',
    }),
    notification(1, { open_at: '2026-11-20T19:00:00.000Z', read_at: '2026-11-20T19:05:00.000Z' }),
  ]);
  const { bell, user } = await renderBell(api);
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 new'));

  await user.click(bell);
  expect(bell).toHaveAttribute('aria-expanded', 'true');
  const items = within(menu()).getAllByRole('listitem');
  expect(items.map((item) => item.getAttribute('data-state'))).toEqual(['new', 'opened', 'read']);
  expect(within(menu()).getByRole('link', { name: /Anna and 3 others liked your comment/ })).toHaveAttribute(
    'href',
    '/article/3/article-3?comment=103#comments',
  );
  expect(within(items[0] as HTMLElement).getByText('New')).toHaveClass('visually-hidden');
  expect(within(items[1] as HTMLElement).getByText('Unread')).toHaveClass('visually-hidden');

  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
  expect(bell).not.toHaveTextContent(/\d/);
  expect(api.calls.filter((call) => call.includes('open-all'))).toEqual(['PATCH /api/v2/notifications/open-all']);
  // Still highlighted while the menu is open; opened (not read) from then on.
  expect(items[0]).toHaveAttribute('data-state', 'new');

  await user.keyboard('{Escape}');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  expect(bell).toHaveFocus();
  expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

  await user.click(bell);
  expect(
    within(menu())
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-state')),
  ).toEqual(['opened', 'opened', 'read']);
  expect(api.calls.filter((call) => call.includes('open-all'))).toHaveLength(1);
});

test('[NOT-01] following a notification marks it read and goes to the comment', async () => {
  const api = fakeNotificationsApi([notification(2), notification(1)]);
  const { bell, user } = await renderBell(api);
  await user.click(bell);
  await user.click(within(menu()).getByRole('link', { name: /Fan2 liked your comment/ }));

  expect(screen.getByTestId('location')).toHaveTextContent('/article/2/article-2?comment=102#comments');
  expect(bell).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(api.calls).toContain('PATCH /api/v2/notifications/2/read'));
  await user.click(bell);
  expect(
    within(menu())
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-state')),
  ).toEqual(['read', 'opened']);
});

test('[NOT-01] [NOT-02] mark all as read reads everything and takes the count off the page title', async () => {
  const api = fakeNotificationsApi([notification(2), notification(1, { open_at: '2026-11-20T19:00:00.000Z' })]);
  const { bell, user } = await renderBell(api);
  await waitFor(() => expect(document.title).toBe('(2) Home | Tribune'));
  await user.click(bell);
  await user.click(within(menu()).getByRole('button', { name: 'Mark all as read' }));

  expect(
    within(menu())
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('data-state')),
  ).toEqual(['read', 'read']);
  await waitFor(() => expect(api.calls).toContain('PATCH /api/v2/notifications/read-all'));
  await waitFor(() => expect(document.title).toBe('Home | Tribune'));
  expect(within(menu()).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('[NOT-01] the menu loads more, a page of 20 at a time', async () => {
  const api = fakeNotificationsApi(
    Array.from({ length: 25 }, (_, index) =>
      notification(25 - index, { read_at: '2026-11-20T19:05:00.000Z', open_at: '2026-11-20T19:00:00.000Z' }),
    ),
  );
  const { bell, user } = await renderBell(api);
  await user.click(bell);
  expect(await within(menu()).findAllByRole('listitem')).toHaveLength(20);
  await user.click(within(menu()).getByRole('button', { name: 'Load more' }));
  await waitFor(() => expect(within(menu()).getAllByRole('listitem')).toHaveLength(25));
  expect(api.calls).toContain('GET /api/v2/notifications?page=2');
  expect(within(menu()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(within(menu()).getByRole('link', { name: 'All notifications' })).toHaveAttribute('href', '/notifications');
});

test('[NOT-01] without notifications the menu shows the server’s text', async () => {
  const { bell, user } = await renderBell(fakeNotificationsApi([], { emptyText: 'Nothing here yet.' }));
  await user.click(bell);
  expect(await within(menu()).findByText('Nothing here yet.')).toBeInTheDocument();
  expect(within(menu()).queryByRole('list')).not.toBeInTheDocument();
});

test('[NOT-02] the page title carries (n) unread, also after the page changes its title', async () => {
  const api = fakeNotificationsApi([
    notification(3),
    notification(2, { open_at: '2026-11-20T19:00:00.000Z' }),
    notification(1, { open_at: '2026-11-20T19:00:00.000Z', read_at: '2026-11-20T19:05:00.000Z' }),
  ]);
  const { user, pusher } = await renderBell(api);
  await waitFor(() => expect(document.title).toBe('(2) Home | Tribune'));

  await user.click(screen.getByRole('link', { name: 'Ajax' }));
  await waitFor(() => expect(document.title).toBe('(2) Ajax | Tribune'));

  pusher.emit(channel, 'NotificationRemoved', api.remove(3));
  await waitFor(() => expect(document.title).toBe('(1) Ajax | Tribune'));
  pusher.emit(channel, 'NotificationRemoved', api.remove(2));
  await waitFor(() => expect(document.title).toBe('Ajax | Tribune'));
});

test('[NOT-03] [NOT-02] a new notification arrives live: fetched, on top, counted, and shown as a pop-up for 3000 ms', async () => {
  jest.useFakeTimers();
  const api = fakeNotificationsApi([notification(1, { open_at: '2026-11-20T19:00:00.000Z' })]);
  const { bell, user, pusher } = await renderBell(api, { advanceTimers: jest.advanceTimersByTime });
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([channel]));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));

  pusher.emit(channel, 'NotificationCreated', api.create(notification(5, { text: 'Cas replied to your comment' })));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 new'));
  const toast = await screen.findByRole('link', { name: 'Cas replied to your comment' });
  expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
  expect(api.calls).toContain('GET /api/v2/notifications/5');

  await user.click(bell);
  expect(within(menu()).getAllByRole('listitem')[0]).toHaveTextContent('Cas replied to your comment');

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText('Cas replied to your comment', { selector: '.nt-toast__link' })).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(100));
  expect(screen.queryByText('Cas replied to your comment', { selector: '.nt-toast__link' })).not.toBeInTheDocument();
});

test('[NOT-03] a renewed notification replaces its older copy and goes on top', async () => {
  const api = fakeNotificationsApi([notification(2), notification(1)]);
  const { bell, user, pusher } = await renderBell(api);
  await user.click(bell);
  await within(menu()).findAllByRole('listitem');
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([channel]));

  pusher.emit(
    channel,
    'NotificationCreated',
    api.create(notification(1, { text: 'Dirk and 1 other liked your comment' })),
  );
  await waitFor(() =>
    expect(
      within(menu())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Dirk and 1 other liked your comment'),
      expect.stringContaining('Fan2 liked your comment'),
    ]),
  );
});

test('[NOT-03] a removed notification leaves the list, and the counts come from the event', async () => {
  const api = fakeNotificationsApi([notification(2), notification(1)]);
  const { bell, user, pusher } = await renderBell(api);
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 new'));
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([channel]));

  pusher.emit(channel, 'NotificationRemoved', api.remove(2));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 new'));
  await user.click(bell);
  expect(within(menu()).getAllByRole('listitem')).toHaveLength(1);
  expect(within(menu()).queryByText('Fan2 liked your comment')).not.toBeInTheDocument();
});

test('[NOT-03] after a reconnect the notifications are fetched again', async () => {
  const api = fakeNotificationsApi([notification(1)]);
  const { bell, pusher } = await renderBell(api);
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 new'));
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([channel]));
  api.create(notification(2));

  pusher.reconnect();
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 2 new'));
  expect(api.calls.filter((call) => call === 'GET /api/v2/notifications?page=1')).toHaveLength(2);
});

test('[NOT-04] without pop-ups enabled a new notification shows no pop-up, but the badge still counts it', async () => {
  const api = fakeNotificationsApi([], { popups: false });
  const { bell, pusher } = await renderBell(api);
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([channel]));

  pusher.emit(channel, 'NotificationCreated', api.create(notification(9, { text: 'Eva liked your comment' })));
  await waitFor(() => expect(bell).toHaveAccessibleName('Notifications, 1 new'));
  await waitFor(() => expect(api.calls).toContain('GET /api/v2/notifications/9'));
  await waitFor(() => expect(api.calls).toContain('GET /api/v2/user/me-as-resource'));
  expect(screen.queryByRole('link', { name: 'Eva liked your comment' })).not.toBeInTheDocument();
});

test('[NOT-01] [PLT-12] a 401 on the notifications logs the user out: the bell goes', async () => {
  server.use(
    http.get(apiUrl('/api/v2/notifications'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Unauthenticated.' } }, { status: 401 }),
    ),
  );
  const pusher = createFakePusher();
  await renderWithProviders(<HeaderNotifications />, { loggedInAs: testUser, loadPusher: pusher.loadPusher });
  await waitFor(() => expect(screen.queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument());
  expect(window.localStorage.getItem('auth_token')).toBeNull();
});

test('[NOT-01] other failures are only logged', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(apiUrl('/api/v2/notifications'), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
        { status: 500 },
      ),
    ),
  );
  const pusher = createFakePusher();
  await renderWithProviders(<HeaderNotifications />, { loggedInAs: testUser, loadPusher: pusher.loadPusher });
  const bell = await screen.findByRole('button', { name: 'Notifications' });
  await waitFor(() =>
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('[mf_community] notifications: loading the notifications failed'),
    ),
  );
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(bell).toBeInTheDocument();
  errors.mockRestore();
});

test('[ACC-10] the notifications load after login, and the bell goes at logout', async () => {
  const api = fakeNotificationsApi([notification(1)]);
  server.use(...api.handlers);
  const pusher = createFakePusher();
  const { runtime } = await renderWithProviders(<HeaderNotifications />, { loadPusher: pusher.loadPusher });
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(api.calls).toEqual([]);

  await act(async () => {
    signIn(runtime.store, { ...testLoginData, authorization: 'fresh-token' });
  });
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 new' });
  expect(api.calls).toEqual(['GET /api/v2/notifications?page=1']);
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([channel]));

  act(() => signOut(runtime.store));
  expect(bell).not.toBeInTheDocument();
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual([]));
});
