import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../exposes/routes';
import { apiUrl, league, rankingPage, rankingRow } from '../test/api';
import { renderWithProviders, testUser } from '../test/render-with-providers';

const server = mockApi(
  http.get(apiUrl('/api/v1/football-pool/my-ranking'), () => HttpResponse.json({ data: null })),
  http.get(apiUrl('/api/v2/predictions'), () =>
    HttpResponse.json({
      data: { games: [], week: { start: '2026-11-23', end: '2026-11-29', previous: null, next: null } },
    }),
  ),
  http.get(apiUrl('/ajax/football-pool/rankings/load-time-period/:kind'), () => HttpResponse.json({ data: [] })),
);
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

const { members: _members, ...plainLeague } = league();

test('[FP-07] a fan creates a mini-league and gets its code and an invite link to copy', async () => {
  window.history.replaceState(null, '', '/football-pool#leagues');
  let leagues: (typeof plainLeague)[] = [];
  const sent: unknown[] = [];
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues'), () => HttpResponse.json({ data: leagues })),
    http.post(apiUrl('/api/v2/football-pool/leagues'), async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      leagues = [plainLeague];
      return HttpResponse.json({ data: { ...plainLeague, members_count: 1 } }, { status: 201 });
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool', loggedInAs: testUser });

  expect(await screen.findByText('You are not in a mini-league yet.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'Create a mini-league' });
  await user.type(within(form).getByRole('textbox', { name: 'Name of the league' }), '  Office pool ');
  await user.click(within(form).getByRole('button', { name: 'Create a mini-league' }));

  expect(
    await screen.findByText('Your league is ready. Invite your friends with its code or link.'),
  ).toBeInTheDocument();
  expect(sent).toEqual([{ name: 'Office pool' }]);
  expect(screen.getByText('KQ7MWX3P')).toBeInTheDocument();
  const link = screen.getByRole('textbox', { name: 'Invite link' });
  expect(link).toHaveValue('http://tribune.test/football-pool/leagues/join/KQ7MWX3P');
  // user-event's clipboard stands in for the browser's.
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy the link' }));
  expect(await screen.findByText('The link has been copied.')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith('http://tribune.test/football-pool/leagues/join/KQ7MWX3P');
  // The list of the fan's leagues follows.
  expect(await screen.findByRole('link', { name: 'Office pool' })).toHaveAttribute('href', '/football-pool/leagues/5');
});

test('[FP-07] a refused league name is shown under the field', async () => {
  window.history.replaceState(null, '', '/football-pool#leagues');
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues'), () => HttpResponse.json({ data: [] })),
    http.post(apiUrl('/api/v2/football-pool/leagues'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: { message: 'Invalid', errors: { name: ['The name may have at most 60 characters.'] } },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool', loggedInAs: testUser });
  const field = await screen.findByRole('textbox', { name: 'Name of the league' });
  await user.type(field, 'x');
  await user.click(screen.getByRole('button', { name: 'Create a mini-league' }));
  await waitFor(() => expect(field).toHaveAccessibleDescription('The name may have at most 60 characters.'));
});

test('[FP-07][SEO-01] an invite link shows the league and joins it; a guest sees the league and gets the login dialog', async () => {
  const joined: unknown[] = [];
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/code/KQ7MWX3P'), () =>
      HttpResponse.json({
        data: { ...plainLeague, is_owner: false, is_member: false, owner: { id: 12, username: 'kuip' } },
      }),
    ),
    http.post(apiUrl('/api/v2/football-pool/leagues/join'), async ({ request }) => {
      joined.push(await request.json());
      return HttpResponse.json({ data: { ...plainLeague, is_owner: false } });
    }),
    http.get(apiUrl('/api/v2/football-pool/leagues/5'), () =>
      HttpResponse.json({ data: league({ is_owner: false, owner: { id: 12, username: 'kuip' } }) }),
    ),
    http.get(apiUrl('/api/v2/ranking'), () => HttpResponse.json({ data: rankingPage() })),
  );
  const guest = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/leagues/join/KQ7MWX3P' });
  // A guest sees which league it is (the server renders it so), and is asked to log in to join.
  expect(await screen.findByRole('heading', { name: 'Office pool' })).toBeInTheDocument();
  expect(screen.getByText('By kuip · 2 members')).toBeInTheDocument();
  expect(screen.getByText('You have been invited to this mini-league. Log in to join it.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
  await guest.user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(guest.runtime.store.get(authDialogAtom)).toBe('login');
  guest.unmount();

  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/join/KQ7MWX3P',
    loggedInAs: testUser,
  });
  expect(await screen.findByRole('heading', { name: 'Office pool' })).toBeInTheDocument();
  expect(screen.getByText('By kuip · 2 members')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Join' }));
  expect(joined).toEqual([{ code: 'KQ7MWX3P' }]);
  // The league's own page: its ranking and members.
  expect(await screen.findByRole('heading', { level: 1, name: 'Office pool' })).toBeInTheDocument();
  expect(await screen.findByRole('region', { name: 'Members' })).toBeInTheDocument();
});

test('[FP-07] an unknown invite code says so', async () => {
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/code/NOPE2345'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'No league has this code.' } }, { status: 404 }),
    ),
  );
  await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/join/NOPE2345',
    loggedInAs: testUser,
  });
  expect(await screen.findByText('No league has this code.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
});

test('[SEO-01] an unknown invite code is the not-found page, marked for a 404, with no invite and no loading state', async () => {
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/code/NOPE2345'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'No league has this code.' } }, { status: 404 }),
    ),
  );
  const { unmount } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/join/NOPE2345',
    loggedInAs: testUser,
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'This invite is not valid' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(screen.queryByRole('heading', { name: 'Join a mini-league' })).not.toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  unmount();

  await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/join/NOPE2345',
    loggedInAs: testUser,
    language: 'nl',
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Deze uitnodiging is niet geldig' })).toBeInTheDocument();
  expect(screen.getByText('Er is geen competitie met deze code.')).toBeInTheDocument();
});

test('[SEO-01] an invite that fails to load for another reason keeps the retry, not the not-found page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/code/KQ7MWX3P'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 }),
    ),
  );
  await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/join/KQ7MWX3P',
    loggedInAs: testUser,
  });
  expect(await screen.findByText('The mini-leagues could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Join a mini-league' })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});

test('[FP-04] a league’s page ranks its members for any period with the same table', async () => {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/5'), () => HttpResponse.json({ data: league() })),
    http.get(apiUrl('/api/v2/ranking'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: rankingPage({ ranking: [rankingRow(1, 12, 'kuip', 40), rankingRow(2, 7, 'fan', 19)] }),
      });
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/5',
    loggedInAs: testUser,
  });
  const table = await screen.findByRole('table', { name: 'Ranking of the league' });
  expect(within(table).getByRole('link', { name: 'kuip' })).toHaveAttribute('href', '/football-pool/user/12');
  expect(requests[0]?.get('league')).toBe('5');
  await user.click(screen.getByRole('button', { name: 'Total' }));
  await waitFor(() => expect(requests.at(-1)?.get('filter')).toBe('total'));
  expect(requests.at(-1)?.get('league')).toBe('5');
});

test('[FP-07] the owner removes a member and deletes the league, each after confirming', async () => {
  let current = league();
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/5'), () => HttpResponse.json({ data: current })),
    http.get(apiUrl('/api/v2/football-pool/leagues'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('/api/v2/ranking'), () => HttpResponse.json({ data: rankingPage() })),
    http.delete(apiUrl('/api/v2/football-pool/leagues/5/members/12'), ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      current = league({ members: [{ user_id: 7, username: 'fan', image: null }], members_count: 1 });
      return new HttpResponse(null, { status: 204 });
    }),
    http.delete(apiUrl('/api/v2/football-pool/leagues/5'), ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/5',
    loggedInAs: testUser,
  });
  const members = await screen.findByRole('region', { name: 'Members' });
  // The owner has no leave button, and cannot remove themself.
  expect(within(members).queryByRole('button', { name: 'Leave the league' })).not.toBeInTheDocument();
  expect(within(members).queryByRole('button', { name: 'Remove fan' })).not.toBeInTheDocument();

  await user.click(within(members).getByRole('button', { name: 'Remove kuip' }));
  const confirmRemove = await screen.findByRole('dialog', { name: 'Remove kuip from this league?' });
  await user.click(within(confirmRemove).getByRole('button', { name: 'Cancel' }));
  expect(deleted).toEqual([]);
  await user.click(within(members).getByRole('button', { name: 'Remove kuip' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, go ahead' }));
  await waitFor(() => expect(within(members).queryByText('kuip')).not.toBeInTheDocument());
  expect(deleted).toEqual(['/api/v2/football-pool/leagues/5/members/12']);

  await user.click(within(members).getByRole('button', { name: 'Delete the league' }));
  const confirmDelete = await screen.findByRole('dialog', {
    name: 'Delete this league for all its members? This cannot be undone.',
  });
  await user.click(within(confirmDelete).getByRole('button', { name: 'Yes, go ahead' }));
  // Back on the games page's mini-leagues.
  expect(await screen.findByRole('heading', { level: 1, name: 'Prediction game' })).toBeInTheDocument();
  expect(deleted).toEqual(['/api/v2/football-pool/leagues/5/members/12', '/api/v2/football-pool/leagues/5']);
});

test('[FP-07] a member leaves the league after confirming; a non-member is told it is for members only', async () => {
  const deleted: string[] = [];
  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/5'), () =>
      HttpResponse.json({ data: league({ is_owner: false, owner: { id: 12, username: 'kuip' } }) }),
    ),
    http.get(apiUrl('/api/v2/football-pool/leagues'), () => HttpResponse.json({ data: [] })),
    http.get(apiUrl('/api/v2/ranking'), () => HttpResponse.json({ data: rankingPage() })),
    http.delete(apiUrl('/api/v2/football-pool/leagues/5/members/7'), ({ request }) => {
      deleted.push(new URL(request.url).pathname);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user, unmount } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/leagues/5',
    loggedInAs: testUser,
  });
  const members = await screen.findByRole('region', { name: 'Members' });
  expect(within(members).queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  await user.click(within(members).getByRole('button', { name: 'Leave the league' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: /Leave this league/ })).getByRole('button', {
      name: 'Yes, go ahead',
    }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Prediction game' })).toBeInTheDocument();
  expect(deleted).toEqual(['/api/v2/football-pool/leagues/5/members/7']);
  act(() => unmount());

  server.use(
    http.get(apiUrl('/api/v2/football-pool/leagues/6'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Forbidden' } }, { status: 403 }),
    ),
  );
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/leagues/6', loggedInAs: testUser });
  expect(
    await screen.findByText('Only members can see this league. Ask a member for its invite link.'),
  ).toBeInTheDocument();
});

test('[FP-07] a guest on a league’s page is invited to log in, and nothing is asked of the API', async () => {
  const { user, runtime } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/leagues/5' });
  expect(await screen.findByText('Log in to see this mini-league.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});
