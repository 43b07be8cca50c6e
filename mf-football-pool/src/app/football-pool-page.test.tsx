import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../exposes/routes';
import { apiUrl, rankingPage } from '../test/api';
import { game } from '../test/games';
import { renderWithProviders } from '../test/render-with-providers';

mockApi(
  http.get(apiUrl('/api/v2/predictions'), () =>
    HttpResponse.json({
      data: {
        games: [game(1, 'Ajax', 'PSV')],
        week: { start: '2026-11-23', end: '2026-11-29', previous: null, next: null },
      },
    }),
  ),
  http.get(apiUrl('/api/v2/ranking'), () => HttpResponse.json({ data: rankingPage() })),
);
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

test('[FP-07] /football-pool is the prediction games page, on the predictions tab with this week’s games', async () => {
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Prediction game' })).toBeInTheDocument();
  const tabs = screen.getByRole('tablist', { name: 'Prediction game' });
  expect(
    within(tabs)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Predictions', 'Rankings', 'Mini-leagues', 'Rules']);
  expect(within(tabs).getByRole('tab', { name: 'Predictions' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('radiogroup', { name: 'Your prediction for Ajax against PSV' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All weeks' })).toHaveAttribute(
    'href',
    '/football-pool/predictions?week_start=2026-11-23',
  );
});

test('[FP-07] [PLT-11] the hash opens a tab, and choosing a tab writes the hash', async () => {
  window.history.replaceState(null, '', '/football-pool#rankings');
  const { user } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool' });
  expect(await screen.findByRole('tab', { name: 'Rankings' })).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByRole('table', { name: 'This week' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'All rankings' })).toHaveAttribute(
    'href',
    '/football-pool/rankings?ranking=this_week',
  );

  await user.click(screen.getByRole('tab', { name: 'Rules' }));
  expect(window.location.hash).toBe('#rules');
  const rules = screen.getByRole('region', { name: 'How the game works' });
  expect(
    within(rules).getByText(/A right pick earns 10 times its odds, rounded to a whole number/),
  ).toBeInTheDocument();
  expect(within(rules).getByText(/Example: a right pick at odds 1.85 earns 19 points/)).toBeInTheDocument();
  expect(within(rules).getByText(/At kick-off the match locks/)).toBeInTheDocument();
  expect(within(rules).getByText(/the ranking goes 1, 2, 2, 4/)).toBeInTheDocument();

  window.history.replaceState(null, '', '/football-pool#leagues');
  act(() => {
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });
  expect(await screen.findByRole('tab', { name: 'Mini-leagues' })).toHaveAttribute('aria-selected', 'true');
  // A guest is invited to log in before playing in mini-leagues.
  expect(await screen.findByText('Log in to create a mini-league or join one.')).toBeInTheDocument();
});

test('[PLT-06] the games page speaks Dutch for a Dutch tenant', async () => {
  window.history.replaceState(null, '', '/football-pool#rules');
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Voorspellingsspel' })).toBeInTheDocument();
  expect(await screen.findByRole('tab', { name: 'Spelregels' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText(/het klassement gaat 1, 2, 2, 4/)).toBeInTheDocument();
});
