import { act, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { unstable_serialize } from 'swr';
import { createHydrationMiddleware, createTribuneRuntime, storageKeys, TribuneProviders } from '@tribune/shared';
import { mockApi, testBootstrap, testUser } from '@tribune/shared/testing';
import { predictionsKey } from '../features/predictions/api/list-predictions';
import { toPredictionGame } from '../features/predictions/api/prediction-game-schema';
import { apiUrl } from '../test/api';
import { game } from '../test/games';
import { PredictionsPage } from './predictions-page';

const games = [game(1, 'Ajax', 'PSV'), game(2, 'Feyenoord', 'AZ')];
mockApi(
  http.get(apiUrl('/api/v2/predictions'), () =>
    HttpResponse.json({
      data: { games, week: { start: '2026-11-23', end: '2026-11-29', previous: null, next: null } },
    }),
  ),
  http.get(apiUrl('/api/v1/football-pool/my-ranking'), () =>
    HttpResponse.json({
      data: { rank: 3, user_id: 7, username: 'fan', image: null, points: 42, correct: 2, played: 3, page: 0 },
    }),
  ),
);

test('[FP-01] server-rendered as a guest with the games and countdowns; after hydration the fan’s part appears, without a mismatch', async () => {
  const key = unstable_serialize(predictionsKey('2026-11-23', null));
  const guestAnswer = {
    games: games.map(toPredictionGame),
    weekStart: '2026-11-23',
  };
  window.localStorage.clear();
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  const renderedAt = Date.now();
  const page = (side: 'server' | 'browser') => {
    const runtime = createTribuneRuntime({
      bootstrap: testBootstrap(),
      loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
      storage: window.localStorage,
      renderedAt,
      swr: {
        fallback: { [key]: guestAnswer },
        ...(side === 'browser' ? { use: [createHydrationMiddleware([key])] } : {}),
      },
    });
    return (
      <TribuneProviders runtime={runtime}>
        <MemoryRouter initialEntries={['/football-pool/predictions?week_start=2026-11-23']}>
          <PredictionsPage />
        </MemoryRouter>
      </TribuneProviders>
    );
  };
  const html = renderToString(page('server'));
  expect(html).toContain('Your prediction for Ajax against PSV');
  expect(html).toContain('Predictions close in');
  expect(html).toContain('Save my predictions');
  // The session-dependent line is the guest's invitation on the server (issue 26: it is part of the
  // first paint), marked guest-only: hidden before hydration when a session is stored.
  expect(html).toMatch(/<div class="fp-session" data-guest-only="">.*Log in to save your predictions/);

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page('browser'), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  expect(await within(container).findByText(/You are number 3 this week with 42 points/)).toBeInTheDocument();
  expect(within(container).queryByText('Log in to save your predictions')).not.toBeInTheDocument();
  expect(container.querySelector('[data-guest-only]')).toBeNull();
  act(() => root?.unmount());
  container.remove();
});
