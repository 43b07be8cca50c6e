import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../exposes/routes';
import { game, type WireGame } from '../test/games';
import { apiUrl, liveFixtureHandler } from '../test/api';
import { renderWithProviders, testUser } from '../test/render-with-providers';

const predictionsUrl = 'http://api.test/api/v2/predictions';
// Every logged-in page shows the fan's place in this week's ranking (FP-05).
const server = mockApi(
  http.get(apiUrl('/api/v1/football-pool/my-ranking'), () => HttpResponse.json({ data: null })),
  liveFixtureHandler(),
);
afterEach(() => {
  window.sessionStorage.clear();
  jest.useRealTimers();
});

const week = [
  game(1, 'Ajax', 'PSV'),
  game(2, 'Feyenoord', 'AZ', {
    status: 'live',
    result: '1:0',
    userPrediction: { bet: 'home_win', result: '1:0', points: null, outcome: null },
  }),
  game(3, 'Twente', 'Utrecht', {
    status: 'finished',
    result: '2:1',
    userPrediction: { bet: 'home_win', result: '2:1', points: 19, outcome: 'correct' },
  }),
  game(4, 'NEC', 'Heerenveen', {
    status: 'finished',
    result: '0:0',
    userPrediction: { bet: 'away_win', result: '0:0', points: 0, outcome: 'wrong' },
  }),
  game(5, 'Groningen', 'Sparta', { status: 'finished', result: '3:3', userPrediction: null }),
];

/** The week block of the API's answer, for a Monday. */
function weekOf(start: string) {
  return { start, end: start, previous: null, next: null };
}

/** Serves the week and records each request's query. */
function servePredictions(games: WireGame[] = week, weekStart = '2026-11-23') {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(predictionsUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return HttpResponse.json({ data: { games, week: weekOf(query.get('week_start') ?? weekStart) } });
    }),
  );
  return requests;
}

function gameCard(home: string): HTMLElement {
  const card = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('radiogroup', { name: new RegExp(`for ${home} against`) }));
  if (!card) throw new Error(`No game of ${home}`);
  return card;
}

test('[FP-01] the page lists the games of this week with their odds', async () => {
  const requests = servePredictions();
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions', loggedInAs: testUser });

  expect(await screen.findByRole('heading', { level: 1, name: 'Predictions' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Week of 23 November to 29 November 2026' }),
  ).toBeInTheDocument();
  const games = screen.getByRole('list', { name: 'Week of 23 November to 29 November 2026' });
  expect(within(games).getAllByRole('radiogroup')).toHaveLength(5);

  const ajax = within(gameCard('Ajax')).getByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' });
  expect(within(ajax).getByRole('radio', { name: 'Ajax odds 1.85' })).toBeEnabled();
  expect(within(ajax).getByRole('radio', { name: 'Draw odds 3.60' })).toBeEnabled();
  expect(within(ajax).getByRole('radio', { name: 'PSV odds 4.20' })).toBeEnabled();
  expect(requests[0]?.get('for')).toBe('predict');
  expect(requests[0]?.has('week_start')).toBe(false);
});

test('[FP-01] active games are open, live and finished games are locked and show their state', async () => {
  servePredictions();
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions', loggedInAs: testUser });
  await screen.findByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' });

  expect(within(gameCard('Ajax')).getByText('Open')).toBeInTheDocument();

  const live = gameCard('Feyenoord');
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).getByText('1 - 0')).toBeInTheDocument();
  for (const radio of within(live).getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(within(live).getByRole('radio', { name: /^Feyenoord/ })).toBeChecked();

  const correct = gameCard('Twente');
  expect(within(correct).getByText('Finished')).toBeInTheDocument();
  expect(within(correct).getByText('Correct')).toBeInTheDocument();
  expect(within(correct).getByRole('radio', { name: /^Twente/ })).toBeChecked();
  for (const radio of within(correct).getAllByRole('radio')) expect(radio).toBeDisabled();

  expect(within(gameCard('NEC')).getByText('Wrong')).toBeInTheDocument();
  expect(within(gameCard('Groningen')).getByText('No prediction made')).toBeInTheDocument();
  for (const radio of within(gameCard('Groningen')).getAllByRole('radio')) expect(radio).not.toBeChecked();
});

test('[FP-02] choosing one option of a game deselects its other options, and leaves other games alone', async () => {
  servePredictions([
    game(1, 'Ajax', 'PSV'),
    game(6, 'Go Ahead', 'Telstar', { userPrediction: { bet: 'away_win', result: null, points: null, outcome: null } }),
  ]);
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  const ajax = within(await screen.findByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' }));
  const goAhead = within(screen.getByRole('radiogroup', { name: 'Your prediction for Go Ahead against Telstar' }));
  expect(goAhead.getByRole('radio', { name: /^Telstar/ })).toBeChecked();

  await user.click(ajax.getByRole('radio', { name: /^Ajax/ }));
  expect(ajax.getByRole('radio', { name: /^Ajax/ })).toBeChecked();

  await user.click(ajax.getByRole('radio', { name: /^Draw/ }));
  expect(ajax.getByRole('radio', { name: /^Draw/ })).toBeChecked();
  expect(ajax.getByRole('radio', { name: /^Ajax/ })).not.toBeChecked();
  expect(ajax.getByRole('radio', { name: /^PSV/ })).not.toBeChecked();

  await user.click(goAhead.getByRole('radio', { name: /^Go Ahead/ }));
  expect(goAhead.getByRole('radio', { name: /^Go Ahead/ })).toBeChecked();
  expect(goAhead.getByRole('radio', { name: /^Telstar/ })).not.toBeChecked();
  expect(ajax.getByRole('radio', { name: /^Draw/ })).toBeChecked();
});

test('[FP-01] guests see an invitation to log in that opens the login dialog', async () => {
  servePredictions();
  const { user, runtime } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions' });
  const invitation = await screen.findByText('Log in to save your predictions and play for a place in the rankings.');
  expect(invitation).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
});

test('[FP-01] logged-in users get no login invitation', async () => {
  servePredictions();
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions', loggedInAs: testUser });
  await screen.findByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' });
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
});

test('[FP-01] previous and next week load the games of that week through ?week_start=', async () => {
  const requests = servePredictions();
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions?week_start=2026-11-25',
    loggedInAs: testUser,
  });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Week of 23 November to 29 November 2026' }),
  ).toBeInTheDocument();
  expect(requests[0]?.get('week_start')).toBe('2026-11-23');

  await user.click(screen.getByRole('link', { name: 'Next week' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Week of 30 November to 6 December 2026' }),
  ).toBeInTheDocument();
  expect(requests.at(-1)?.get('week_start')).toBe('2026-11-30');

  await user.click(screen.getByRole('link', { name: 'Previous week' }));
  await user.click(screen.getByRole('link', { name: 'Previous week' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Week of 16 November to 22 November 2026' }),
  ).toBeInTheDocument();
  expect(requests.at(-1)?.get('week_start')).toBe('2026-11-16');
});

test('[FP-01] a week without games says so, and a failed load offers a retry', async () => {
  servePredictions([]);
  const { unmount } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions' });
  expect(await screen.findByText('There are no games to predict this week.')).toBeInTheDocument();
  unmount();

  let calls = 0;
  server.use(
    http.get(predictionsUrl, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 500 })
        : HttpResponse.json({ data: { games: week, week: weekOf('2026-11-23') } });
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The games could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' })).toBeInTheDocument();
});

test('[PLT-06] the predictions page speaks Dutch for a Dutch tenant', async () => {
  servePredictions();
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Voorspellingen' })).toBeInTheDocument();
  const ajax = await screen.findByRole('radiogroup', { name: 'Jouw voorspelling voor Ajax tegen PSV' });
  expect(within(ajax).getByRole('radio', { name: 'Gelijk quotering 3,60' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
});

test('[PLT-06] [PLT-09] any other unknown football-pool address is not found too, in the tenant’s language', async () => {
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/games', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});

test('[FP-01] the games still open come first, then the one being played, then the finished ones', async () => {
  // The API lists the week by kick-off: the finished games first, the open one last.
  const [open, live, ...finished] = week;
  if (!open || !live) throw new Error('the week has an open and a live game');
  servePredictions([...finished, live, open]);
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions', loggedInAs: testUser });
  await screen.findByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' });
  const order = screen.getAllByRole('radiogroup').map((group) => group.getAttribute('aria-labelledby'));
  const names = order.map((id) => (id ? document.getElementById(id)?.textContent : null));
  expect(names).toEqual([
    'Your prediction for Ajax against PSV',
    'Your prediction for Feyenoord against AZ',
    'Your prediction for Twente against Utrecht',
    'Your prediction for NEC against Heerenveen',
    'Your prediction for Groningen against Sparta',
  ]);
});

test('[FP-01] a game being played shows its live score, and follows the match as goals go in', async () => {
  const seen: number[] = [];
  server.use(liveFixtureHandler('0-0', seen));
  servePredictions([
    game(1, 'Ajax', 'PSV'),
    game(6, 'Telstar', 'Cambuur', {
      status: 'live',
      result: null,
      userPrediction: { bet: 'draw', result: null, points: null, outcome: null },
    }),
  ]);
  const { pusher } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  await screen.findByRole('radiogroup', { name: 'Your prediction for Telstar against Cambuur' });
  expect(await within(gameCard('Telstar')).findByText('0 - 0')).toBeInTheDocument();
  expect(seen).toEqual([106]);
  // The open game has no score yet and asks for none.
  expect(within(gameCard('Ajax')).getByText('–')).toBeInTheDocument();

  await waitFor(() => expect(pusher.subscribedChannels()).toContain('fixture-106'));
  pusher.emit('fixture-106', 'LiveFixture', { time: 51, score: '1-0' });
  expect(await within(gameCard('Telstar')).findByText('1 - 0')).toBeInTheDocument();
  pusher.emit('fixture-106', 'LiveFixture', { time: 'nonsense' });
  expect(within(gameCard('Telstar')).getByText('1 - 0')).toBeInTheDocument();
});

test('[FP-02] a pick button names the whole club, and a name is never cut inside a word', async () => {
  servePredictions([game(7, 'Feyenoord', 'SC Heerenveen')]);
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions', loggedInAs: testUser });
  const options = await screen.findByRole('radiogroup', {
    name: 'Your prediction for Feyenoord against SC Heerenveen',
  });
  expect(within(options).getByRole('radio', { name: 'Feyenoord odds 1.85' })).toBeInTheDocument();
  expect(within(options).getByRole('radio', { name: 'SC Heerenveen odds 4.20' })).toBeInTheDocument();
  // jsdom lays nothing out: the stylesheet is what decides where a name may break (MD-01).
  const css = readFileSync(path.join(__dirname, '../styles/prediction-options.css'), 'utf8');
  const nameRule = /\.fp-option__name\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  expect(nameRule).toMatch(/overflow-wrap:\s*normal/);
  expect(css).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
  expect(css).toMatch(
    /@container \(max-width: [\d.]+rem\)[^@]*\.fp-game__options\s*\{\s*grid-template-columns: minmax\(0, 1fr\);/,
  );
});
