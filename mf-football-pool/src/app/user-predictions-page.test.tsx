import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../exposes/routes';
import { apiUrl, rankingRow } from '../test/api';
import { game } from '../test/games';
import { renderWithProviders } from '../test/render-with-providers';

const server = mockApi();

test('[FP-05] a player’s page shows their season totals and their predictions of locked games', async () => {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/api/v2/12/ranking'), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: {
          user: { id: 12, username: 'kuip', image: null },
          row: { ...rankingRow(2, 12, 'kuip', 95), correct: 5, played: 8 },
          games: [
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
            game(2, 'Feyenoord', 'AZ', {
              status: 'live',
              result: '1:0',
              userPrediction: { bet: 'draw', result: '1:0', points: null, outcome: null },
            }),
          ],
        },
      });
    }),
  );
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/user/12' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Predictions of kuip' })).toBeInTheDocument();
  expect(screen.getByText('Number 2 with 95 points: 5 right of 8 predictions made.')).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Predictions of kuip' });
  const cells = (name: RegExp) =>
    within(within(table).getByRole('row', { name }))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
  // Three columns (MD-01): the outcome shares the pick's cell, so Points stays on a phone's screen.
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Match', 'Prediction', 'Points']);
  expect(cells(/Twente - Utrecht/)).toEqual(['Twente (1.85) Correct', '19']);
  expect(cells(/NEC - Heerenveen/)).toEqual(['Heerenveen (4.20) Wrong', '0']);
  expect(cells(/Feyenoord - AZ/)).toEqual(['Draw (3.60) Not settled yet', '–']);
  expect(within(table).getByRole('rowheader', { name: 'Twente - Utrecht (2 - 1)' })).toBeInTheDocument();
  expect(requests[0]?.get('filter')).toBe('total');
});

test('[FP-05] an unknown player is the not-found page', async () => {
  server.use(
    http.get(apiUrl('/api/v2/999/ranking'), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Not found' } }, { status: 404 }),
    ),
  );
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/user/999' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/user/fan' });
  expect((await screen.findAllByRole('heading', { level: 1, name: 'Page not found' })).length).toBeGreaterThan(0);
});
