import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { authDialogAtom } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { fakeNotificationsApi, notification } from '../../../test/notifications';
import { renderWithProviders, testUser } from '../../../test/render-with-providers';
import CommunityRoutes from '../../../exposes/routes';

const server = mockApi();

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</p>;
}

async function renderPage(api: ReturnType<typeof fakeNotificationsApi> | null, route = '/notifications') {
  if (api) server.use(...api.handlers);
  return renderWithProviders(
    <>
      <CommunityRoutes />
      <Location />
    </>,
    { route, ...(api ? { loggedInAs: testUser } : {}) },
  );
}

test('[NOT-01] a guest is invited to log in on the notifications page', async () => {
  const { user, runtime } = await renderPage(null);
  expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeInTheDocument();
  expect(screen.getByText('Log in to see who liked and replied to your comments.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
});

test('[NOT-01] the notifications page lists them 20 a page, in the states of the menu', async () => {
  const api = fakeNotificationsApi(
    Array.from({ length: 23 }, (_, index) =>
      notification(
        23 - index,
        index === 0 ? {} : { open_at: '2026-11-20T19:00:00.000Z', read_at: '2026-11-20T19:05:00.000Z' },
      ),
    ),
  );
  const { user } = await renderPage(api);
  const list = await screen.findByRole('list');
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(20);
  expect(items[0]).toHaveAttribute('data-state', 'new');
  expect(items[1]).toHaveAttribute('data-state', 'read');
  expect(document.title).toBe('Notifications | Tribune');

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Fan3 liked your comment')).toBeInTheDocument();
  expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
  expect(screen.getByTestId('location')).toHaveTextContent('/notifications?page=2');
  expect(api.calls).toContain('GET /api/v2/notifications?page=2');
});

test('[NOT-01] following a notification on the page marks it read and opens the comment', async () => {
  const api = fakeNotificationsApi([notification(4), notification(3)]);
  const { user } = await renderPage(api);
  await user.click(await screen.findByRole('link', { name: /Fan4 liked your comment/ }));
  expect(screen.getByTestId('location')).toHaveTextContent('/article/4/article-4?comment=104#comments');
  await waitFor(() => expect(api.calls).toContain('PATCH /api/v2/notifications/4/read'));
});

test('[NOT-01] mark all as read on the page', async () => {
  const api = fakeNotificationsApi([notification(2), notification(1)]);
  const { user } = await renderPage(api);
  await screen.findByRole('list');
  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(screen.getAllByRole('listitem').map((item) => item.getAttribute('data-state'))).toEqual(['read', 'read']);
  await waitFor(() => expect(api.calls).toContain('PATCH /api/v2/notifications/read-all'));
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('[NOT-01] [PLT-06] without notifications the page shows the server’s text, in Dutch for a Dutch tenant', async () => {
  const api = fakeNotificationsApi([], { emptyText: 'Je hebt nog geen meldingen.' });
  server.use(...api.handlers);
  await renderWithProviders(<CommunityRoutes />, { route: '/notifications', loggedInAs: testUser, language: 'nl' });
  expect(await screen.findByText('Je hebt nog geen meldingen.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeInTheDocument();
});

test('[CLB-03] a club’s match alert shows in the list with its second line and links to the match', async () => {
  const api = fakeNotificationsApi([
    notification(2, {
      type: 'match_alert',
      text: 'Goal for Ajax! Ajax 1–0 PSV',
      actor: null,
      comment: null,
      match: { id: 721804, alert: 'goal', excerpt: "Lucas Smit (9')" },
      url: '/matchcenter/match/721804',
    }),
    notification(1),
  ]);
  await renderPage(api);
  const list = await screen.findByRole('list');
  const alert = within(list).getByRole('link', { name: /Goal for Ajax! Ajax 1–0 PSV/ });
  expect(alert).toHaveAttribute('href', '/matchcenter/match/721804');
  expect(alert).toHaveTextContent("Lucas Smit (9')");
  expect(within(list).getByText('Fan1 liked your comment')).toBeInTheDocument();
});
