import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom, signIn } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../exposes/routes';
import { apiUrl, liveFixtureHandler } from '../test/api';
import { game, type WireGame } from '../test/games';
import { renderWithProviders, testLoginData, testUser } from '../test/render-with-providers';

const server = mockApi(
  http.get(apiUrl('/api/v1/football-pool/my-ranking'), () => HttpResponse.json({ data: null })),
  liveFixtureHandler(),
);
afterEach(() => {
  window.sessionStorage.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const week = (): WireGame[] => [
  game(1, 'Ajax', 'PSV'),
  game(2, 'Feyenoord', 'AZ'),
  game(3, 'Twente', 'Utrecht', {
    status: 'live',
    result: '1:0',
    userPrediction: { bet: 'home_win', result: '1:0', points: null, outcome: null },
  }),
];

/** Serves the week; once saved, the stored picks come back as the user's predictions. */
function serveWeek(games: WireGame[] = week()) {
  const requests: URLSearchParams[] = [];
  let current = games;
  server.use(
    http.get(apiUrl('/api/v2/predictions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return HttpResponse.json({
        data: { games: current, week: { start: '2026-11-23', end: '2026-11-29', previous: null, next: null } },
      });
    }),
  );
  return {
    requests,
    store(picks: { bet: 'home_win' | 'draw' | 'away_win'; prediction_game_id: number }[]) {
      current = current.map((item) => {
        const pick = picks.find((candidate) => candidate.prediction_game_id === item.id);
        return pick ? { ...item, userPrediction: { bet: pick.bet, result: null, points: null, outcome: null } } : item;
      });
    },
  };
}

const picksSchema = (value: unknown) =>
  value as { bet: 'home_win' | 'draw' | 'away_win'; prediction_game_id: number }[];

/** Records what a save sends: the multipart field `predictions`, parsed. */
function serveSave(answer?: () => Response) {
  const sent: { picks: unknown; contentType: string | null; authorization: string | null }[] = [];
  server.use(
    http.post(apiUrl('/api/v1/predictions'), async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const form = await request.formData();
      const field = form.get('predictions');
      sent.push({
        picks: typeof field === 'string' ? JSON.parse(field) : null,
        contentType,
        authorization: request.headers.get('authorization'),
      });
      if (answer) return answer();
      const picks = picksSchema(typeof field === 'string' ? JSON.parse(field) : []);
      return HttpResponse.json(
        { data: { predictions: picks.map((pick) => ({ ...pick, odds: 1.85 })) } },
        { status: 201 },
      );
    }),
  );
  return sent;
}

const group = (home: string) =>
  screen.findByRole('radiogroup', { name: new RegExp(`^Your prediction for ${home} against`) });

test('[FP-03] a fan saves the picks of open games as multipart `predictions`, and the page shows them saved', async () => {
  const games = serveWeek();
  const sent = serveSave();
  server.use(
    http.post(apiUrl('/api/v1/predictions'), async ({ request }) => {
      const field = (await request.formData()).get('predictions');
      const picks = picksSchema(typeof field === 'string' ? JSON.parse(field) : []);
      sent.push({
        picks,
        contentType: request.headers.get('content-type'),
        authorization: request.headers.get('authorization'),
      });
      games.store(picks);
      return HttpResponse.json({ data: { predictions: picks.map((pick) => ({ ...pick, odds: 2 })) } }, { status: 201 });
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });

  await user.click(within(await group('Ajax')).getByRole('radio', { name: /^Draw/ }));
  await user.click(within(await group('Feyenoord')).getByRole('radio', { name: /^AZ/ }));
  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));

  expect(await screen.findByText('Your predictions have been saved.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.contentType).toMatch(/^multipart\/form-data/);
  expect(sent[0]?.authorization).toBe('Bearer test-token');
  // Only games still open: the live game's pick is not sent again.
  expect(sent[0]?.picks).toEqual([
    { bet: 'draw', prediction_game_id: 1 },
    { bet: 'away_win', prediction_game_id: 2 },
  ]);
  // Back on the predictions page of that week, with what the API stored.
  await waitFor(() => expect(games.requests.at(-1)?.get('week_start')).toBe('2026-11-23'));
  expect(within(await group('Ajax')).getByRole('radio', { name: /^Draw/ })).toBeChecked();
  expect(within(await group('Feyenoord')).getByRole('radio', { name: /^AZ/ })).toBeChecked();
  expect(screen.getByText('Your predictions have been saved.')).toBeInTheDocument();
});

test('[FP-03] saving with nothing selected alerts "Please select a game to play" and sends nothing', async () => {
  serveWeek();
  const sent = serveSave();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  await group('Ajax');
  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));
  expect(alert).toHaveBeenCalledWith('Please select a game to play');
  expect(sent).toHaveLength(0);
});

test('[FP-03] a refusal (422) shows each message at its game and a summary in the live region', async () => {
  serveWeek();
  serveSave(() =>
    HttpResponse.json(
      {
        data: null,
        metaData: {
          message: 'Some predictions could not be saved.',
          errors: { 'predictions.1': ['Feyenoord - AZ has kicked off: its predictions are closed.'] },
        },
      },
      { status: 422 },
    ),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  await user.click(within(await group('Ajax')).getByRole('radio', { name: /^PSV/ }));
  await user.click(within(await group('Feyenoord')).getByRole('radio', { name: /^Feyenoord/ }));
  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));

  const feyenoord = await group('Feyenoord');
  expect(feyenoord).toHaveAccessibleDescription('Feyenoord - AZ has kicked off: its predictions are closed.');
  expect(feyenoord).toHaveAttribute('aria-invalid', 'true');
  expect(await group('Ajax')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByText('Some predictions could not be saved.')).toBeInTheDocument();
  // The picks stay, to try again.
  expect(within(await group('Ajax')).getByRole('radio', { name: /^PSV/ })).toBeChecked();
  expect(screen.queryByText('Your predictions have been saved.')).not.toBeInTheDocument();
});

test('[FP-03] a guest who picks gets the login dialog; the picks survive the reload after login, and save', async () => {
  serveWeek();
  const sent = serveSave();
  const first = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions?week_start=2026-11-23',
  });
  await first.user.click(within(await group('Ajax')).getByRole('radio', { name: /^Ajax/ }));
  expect(first.runtime.store.get(authDialogAtom)).toBe('login');
  await first.user.click(within(await group('Feyenoord')).getByRole('radio', { name: /^Draw/ }));
  // Saving as a guest asks for the login too, and sends nothing.
  first.runtime.store.set(authDialogAtom, null);
  await first.user.click(screen.getByRole('button', { name: 'Save my predictions' }));
  expect(first.runtime.store.get(authDialogAtom)).toBe('login');
  expect(sent).toHaveLength(0);
  first.unmount();

  // mf_account reloads the predictions page after the login (ACC-10): a fresh page, logged in.
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions?week_start=2026-11-23',
    loggedInAs: testUser,
  });
  expect(within(await group('Ajax')).getByRole('radio', { name: /^Ajax/ })).toBeChecked();
  expect(within(await group('Feyenoord')).getByRole('radio', { name: /^Draw/ })).toBeChecked();
  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));
  expect(await screen.findByText('Your predictions have been saved.')).toBeInTheDocument();
  expect(sent[0]?.picks).toEqual([
    { bet: 'home_win', prediction_game_id: 1 },
    { bet: 'draw', prediction_game_id: 2 },
  ]);
  expect(window.sessionStorage.length).toBe(0);
});

test('[FP-03] a login without a reload (the games page) keeps the picks too', async () => {
  serveWeek();
  const sent = serveSave();
  const { user, runtime } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/predictions' });
  await user.click(within(await group('Ajax')).getByRole('radio', { name: /^PSV/ }));
  const login = testLoginData();
  act(() => {
    signIn(runtime.store, login);
  });
  await user.click(await screen.findByRole('button', { name: 'Save my predictions' }));
  expect(await screen.findByText('Your predictions have been saved.')).toBeInTheDocument();
  expect(sent[0]?.picks).toEqual([{ bet: 'away_win', prediction_game_id: 1 }]);
});

test('[FP-08] an open game counts down to kick-off and locks then, without a reload; it is not saved after', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const kickOff = new Date(Date.now() + 65_000).toISOString();
  serveWeek([game(1, 'Ajax', 'PSV', { date: kickOff }), game(2, 'Feyenoord', 'AZ')]);
  const sent = serveSave();
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });
  const ajax = await group('Ajax');
  const card = ajax.closest('li') as HTMLElement;
  expect(within(card).getByText('Open')).toBeInTheDocument();
  expect(within(card).getByText('Predictions close in')).toBeInTheDocument();
  expect(within(card).getByRole('timer')).toHaveAccessibleName(/1 minute/);
  await user.click(within(ajax).getByRole('radio', { name: /^Ajax/ }));

  act(() => jest.advanceTimersByTime(66_000));
  expect(within(card).getByText('Closed')).toBeInTheDocument();
  expect(within(card).queryByRole('timer')).not.toBeInTheDocument();
  for (const radio of within(ajax).getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(within(ajax).getByRole('radio', { name: /^Ajax/ })).not.toBeChecked();
  expect(ajax).toHaveAccessibleDescription('Predictions are closed for this game.');

  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));
  expect(alert).toHaveBeenCalledWith('Please select a game to play');
  expect(sent).toHaveLength(0);
});

test('[FP-01] [FP-08] finished games show their points, and the page refetches when a game is settled', async () => {
  const games = week();
  let settled = false;
  server.use(
    http.get(apiUrl('/api/v2/predictions'), () =>
      HttpResponse.json({
        data: {
          games: settled
            ? games.map((item) =>
                item.id === 3
                  ? {
                      ...item,
                      status: 'finished' as const,
                      userPrediction: {
                        bet: 'home_win' as const,
                        result: '1:0',
                        points: 19,
                        outcome: 'correct' as const,
                      },
                    }
                  : item,
              )
            : games,
          week: { start: '2026-11-23', end: '2026-11-29', previous: null, next: null },
        },
      }),
    ),
  );
  const { pusher } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  const twente = (await group('Twente')).closest('li') as HTMLElement;
  expect(within(twente).getByText('Live')).toBeInTheDocument();

  settled = true;
  pusher.emit('football-pool', 'PredictionsSettled', {
    prediction_game_id: 3,
    fixture_id: 103,
    week_start: '2026-11-23',
  });
  expect(await within(twente).findByText('Correct')).toBeInTheDocument();
  expect(within(twente).getByText('19 points')).toBeInTheDocument();
});

test('[FP-03] the "saved" message stays with the week that was saved, not the next one the fan opens', async () => {
  let stored: { bet: 'home_win' | 'draw' | 'away_win'; prediction_game_id: number }[] = [];
  server.use(
    http.get(apiUrl('/api/v2/predictions'), ({ request }) => {
      const start = new URL(request.url).searchParams.get('week_start') ?? '2026-11-23';
      const games = [game(start === '2026-11-23' ? 1 : 11, 'Ajax', 'PSV', { week_start: start })].map((item) => {
        const pick = stored.find((candidate) => candidate.prediction_game_id === item.id);
        return pick ? { ...item, userPrediction: { bet: pick.bet, result: null, points: null, outcome: null } } : item;
      });
      return HttpResponse.json({ data: { games, week: { start, end: start, previous: null, next: null } } });
    }),
    http.post(apiUrl('/api/v1/predictions'), async ({ request }) => {
      const field = (await request.formData()).get('predictions');
      stored = picksSchema(typeof field === 'string' ? JSON.parse(field) : []);
      return HttpResponse.json(
        { data: { predictions: stored.map((pick) => ({ ...pick, odds: 2 })) } },
        { status: 201 },
      );
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  await user.click(within(await group('Ajax')).getByRole('radio', { name: /^Draw/ }));
  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));
  expect(await screen.findByText('Your predictions have been saved.')).toBeInTheDocument();

  await user.click(screen.getByRole('link', { name: 'Next week' }));
  expect(await screen.findByRole('heading', { level: 2, name: /^Week of 30 November/ })).toBeInTheDocument();
  await group('Ajax');
  expect(screen.queryByText('Your predictions have been saved.')).not.toBeInTheDocument();
});

test('[FP-03] a fan who steps to the next week while the save is being confirmed stays on that week', async () => {
  let saved = false;
  let releaseReread: () => void = () => undefined;
  const reread = new Promise<void>((resolve) => {
    releaseReread = resolve;
  });
  server.use(
    http.get(apiUrl('/api/v2/predictions'), async ({ request }) => {
      const start = new URL(request.url).searchParams.get('week_start') ?? '2026-11-23';
      // The saved week read again after the save: held until the fan has moved on.
      if (saved && start === '2026-11-23') await reread;
      const games = [game(start === '2026-11-23' ? 1 : 11, 'Ajax', 'PSV', { week_start: start })];
      return HttpResponse.json({ data: { games, week: { start, end: start, previous: null, next: null } } });
    }),
    http.post(apiUrl('/api/v1/predictions'), () => {
      saved = true;
      return HttpResponse.json({ data: { predictions: [] } }, { status: 201 });
    }),
  );
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/predictions',
    loggedInAs: testUser,
  });
  await user.click(within(await group('Ajax')).getByRole('radio', { name: /^Draw/ }));
  await user.click(screen.getByRole('button', { name: 'Save my predictions' }));
  await waitFor(() => expect(saved).toBe(true));

  await user.click(screen.getByRole('link', { name: 'Next week' }));
  expect(await screen.findByRole('heading', { level: 2, name: /^Week of 30 November/ })).toBeInTheDocument();
  act(() => releaseReread());
  // The confirmation of the save arrives, and the fan is left where they went.
  await act(() => reread);
  await group('Ajax');
  expect(screen.getByRole('heading', { level: 2, name: /^Week of 30 November/ })).toBeInTheDocument();
});
