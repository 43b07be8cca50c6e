import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom, Slot, type ExposedModule } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { apiUrl } from '../test/api';
import { game, type WireGame } from '../test/games';
import { renderWithProviders, testUser } from '../test/render-with-providers';
import MatchPredictionSlot from './match-prediction';

const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
});

/**
 * The game of fixture 101, and its public split (public before kick-off: decision 0036), which counts
 * the fan's pick once saved; records the split's requests and the saves.
 */
function serveGame(wire: WireGame) {
  const split: string[] = [];
  const saves: unknown[] = [];
  let picked = false;
  server.use(
    http.get(apiUrl('/api/v2/predictions/by-fixture/101'), () => HttpResponse.json({ data: wire })),
    http.get(apiUrl('/api/v2/predictions/fixtures/:gameId/public'), ({ params }) => {
      split.push(String(params.gameId));
      return HttpResponse.json({
        data: {
          prediction_game_id: wire.id,
          fixture_id: wire.fixtureId,
          visible: true,
          total: picked ? 240 : 239,
          shares: { home_win: 55, draw: 25, away_win: 20 },
          userPrediction: null,
        },
      });
    }),
    http.post(apiUrl('/api/v1/predictions'), async ({ request }) => {
      const field = (await request.formData()).get('predictions');
      saves.push(typeof field === 'string' ? JSON.parse(field) : null);
      picked = true;
      return HttpResponse.json(
        { data: { predictions: [{ prediction_game_id: wire.id, bet: 'draw', odds: 3.6 }] } },
        { status: 201 },
      );
    }),
  );
  return { split, saves };
}

test('[FP-06] the article widget fills its slot: the fans’ split shows before kick-off; a fan picks, saves, and the split counts the pick', async () => {
  const { split, saves } = serveGame(game(1, 'Ajax', 'PSV'));
  const load = jest.fn((): Promise<ExposedModule> => Promise.resolve({ default: MatchPredictionSlot }));
  const { user } = await renderWithProviders(<Slot name="article.match-prediction" fixtureId="101" />, {
    loggedInAs: testUser,
    loader: { isEnabled: (remote) => remote === 'mf_football_pool', load },
  });
  const widget = await screen.findByRole('complementary', { name: 'Predict this match' });
  expect(load).toHaveBeenCalledWith('mf_football_pool', './match-prediction');
  const options = within(widget).getByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' });
  expect(within(options).getByRole('radio', { name: 'Draw odds 3.60' })).toBeEnabled();
  // The crowd's split shows before any pick (issue 26: beside "Predict this match").
  expect(await within(widget).findByRole('region', { name: 'How the fans predict · 239 predictions' })).toBeVisible();
  expect(split).toEqual(['1']);

  await user.click(within(options).getByRole('radio', { name: /^Draw/ }));
  await user.click(within(widget).getByRole('button', { name: 'Save my prediction' }));
  expect(await within(widget).findByText('Your prediction has been saved.')).toBeInTheDocument();
  expect(saves).toEqual([[{ bet: 'draw', prediction_game_id: 1 }]]);

  const shares = await within(widget).findByRole('region', { name: 'How the fans predict · 240 predictions' });
  expect(
    within(shares)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Ajax: 55%', 'Draw: 25%', 'PSV: 20%']);
  expect(within(options).getByRole('radio', { name: /^Draw/ })).toBeChecked();
});

test('[FP-06] a guest who picks gets the login dialog; nothing is saved', async () => {
  const { saves } = serveGame(game(1, 'Ajax', 'PSV'));
  const { user, runtime } = await renderWithProviders(<MatchPredictionSlot fixtureId="101" />);
  const widget = await screen.findByRole('complementary', { name: 'Predict this match' });
  expect(within(widget).getByText('Log in to play the prediction game.')).toBeInTheDocument();
  expect(within(widget).queryByRole('button', { name: 'Save my prediction' })).not.toBeInTheDocument();
  await user.click(within(widget).getByRole('radio', { name: /^PSV/ }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(saves).toEqual([]);
});

test('[FP-06] a locked game shows the split to everyone, and its options are closed', async () => {
  const { split } = serveGame(game(1, 'Ajax', 'PSV', { status: 'live', result: '1:0' }));
  await renderWithProviders(<MatchPredictionSlot fixtureId="101" />);
  const widget = await screen.findByRole('complementary', { name: 'Predict this match' });
  for (const radio of within(widget).getAllByRole('radio')) expect(radio).toBeDisabled();
  expect(within(widget).getByText('Predictions are closed for this game.')).toBeInTheDocument();
  expect(await within(widget).findByText('Ajax: 55%')).toBeInTheDocument();
  expect(split).toEqual(['1']);
  expect(within(widget).queryByText('Log in to play the prediction game.')).not.toBeInTheDocument();
});

test('[FP-06] [FP-08] an open game locks at kick-off in the article too, and keeps showing the split', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  serveGame(game(1, 'Ajax', 'PSV', { date: new Date(Date.now() + 30_000).toISOString() }));
  await renderWithProviders(<MatchPredictionSlot fixtureId="101" />, { loggedInAs: testUser });
  const widget = await screen.findByRole('complementary', { name: 'Predict this match' });
  expect(within(widget).getByRole('button', { name: 'Save my prediction' })).toBeInTheDocument();
  expect(await within(widget).findByText('Ajax: 55%')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(31_000));
  expect(within(widget).getByRole('radio', { name: /^Ajax/ })).toBeDisabled();
  expect(within(widget).queryByRole('button', { name: 'Save my prediction' })).not.toBeInTheDocument();
  expect(await within(widget).findByText('Ajax: 55%')).toBeInTheDocument();
});

test('[FP-06] a refused pick (422) is announced in the widget', async () => {
  serveGame(game(1, 'Ajax', 'PSV'));
  server.use(
    http.post(apiUrl('/api/v1/predictions'), () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'Some predictions could not be saved.',
            errors: { 'predictions.0': ['Ajax - PSV has kicked off: its predictions are closed.'] },
          },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders(<MatchPredictionSlot fixtureId="101" />, { loggedInAs: testUser });
  const widget = await screen.findByRole('complementary', { name: 'Predict this match' });
  await user.click(within(widget).getByRole('radio', { name: /^Ajax/ }));
  await user.click(within(widget).getByRole('button', { name: 'Save my prediction' }));
  expect(await within(widget).findByText('Ajax - PSV has kicked off: its predictions are closed.')).toBeInTheDocument();
});

test('[FP-06] a match without a prediction game shows nothing', async () => {
  server.use(
    http.get(apiUrl('/api/v2/predictions/by-fixture/101'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Not found' } }, { status: 404 }),
    ),
  );
  const { container } = await renderWithProviders(<MatchPredictionSlot fixtureId="101" />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(container).toBeEmptyDOMElement();
});

test('[PLT-06] the widget speaks Dutch for a Dutch tenant, from its own small message bundle', async () => {
  serveGame(game(1, 'Ajax', 'PSV'));
  await renderWithProviders(<MatchPredictionSlot fixtureId="101" />, { language: 'nl' });
  const widget = await screen.findByRole('complementary', { name: 'Voorspel deze wedstrijd' });
  expect(within(widget).getByRole('radio', { name: 'Gelijk quotering 3,60' })).toBeInTheDocument();
  expect(within(widget).getByRole('button', { name: 'Inloggen' })).toBeInTheDocument();
});
