import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ExposedModule, SlotProps } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { fixture, wireRound } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { HomeSidebarWidget, pickHomepageFixtures } from './home-sidebar-widget';
import { MatchcenterHomePage } from './matchcenter-home-page';

const api = 'http://api.test';
const league = { id: 72, slug: 'eredivisie', name: 'Eredivisie' };
const live = fixture({
  id: 12,
  homeTeam: 'FC Twente',
  awayTeam: 'FC Utrecht',
  status: 'live',
  score: '1-0',
  hasStarted: true,
  time: 34,
  date: '2026-11-22T11:15:00.000Z',
});
const laterToday = fixture({ id: 13, homeTeam: 'NEC', awayTeam: 'Go Ahead Eagles', date: '2026-11-22T15:45:00.000Z' });
const friday = fixture({
  id: 10,
  homeTeam: 'PSV',
  awayTeam: 'AZ',
  status: 'finished',
  score: '3-1',
  hasStarted: true,
  date: '2026-11-20T19:00:00.000Z',
});

const server = mockApi(
  http.get(`${api}/ajax/matchcenter/top-mom`, () => HttpResponse.json({ data: { min_votes: 3, players: [] } })),
  http.get(`${api}/ajax/matchcenter/sidebar/live-matches`, () =>
    HttpResponse.json({ data: { fixtures: [{ ...live, league }] } }),
  ),
  http.get(`${api}/ajax/matchcenter/today`, () =>
    HttpResponse.json({
      data: {
        date: '2026-11-22',
        fixtures: [
          { ...live, league },
          { ...laterToday, league },
        ],
      },
    }),
  ),
  http.get(`${api}/ajax/matchcenter/rankings/league/:league`, () =>
    HttpResponse.json({ data: null, metaData: { message: 'Not found.' } }, { status: 404 }),
  ),
  http.get(`${api}/ajax/matchcenter/league/eredivisie/rounds/current`, () =>
    HttpResponse.json({ data: wireRound({ fixtures: [friday, live, laterToday] }) }),
  ),
);

test('[MC-13] each match is listed once: a live one in Live now only, the rest of today in Today, the others under the round', async () => {
  await renderWithProviders(<MatchcenterHomePage />, { route: '/matchcenter' });

  const liveNow = await screen.findByRole('region', { name: 'Live now' });
  expect(await within(liveNow).findByRole('link', { name: /Twente.*Utrecht/ })).toHaveAttribute(
    'href',
    '/matchcenter/match/12',
  );
  const today = screen.getByRole('region', { name: 'Today' });
  expect(await within(today).findByRole('link', { name: /NEC.*Go Ahead Eagles/ })).toHaveAttribute(
    'href',
    '/matchcenter/match/13',
  );
  expect(within(today).queryByRole('link', { name: /Twente/ })).not.toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /PSV.*AZ/ })).toHaveAttribute('href', '/matchcenter/match/10');
  // Once on the whole page.
  expect(screen.getAllByRole('link', { name: /Twente.*Utrecht/ })).toHaveLength(1);
  expect(screen.getAllByRole('link', { name: /NEC.*Go Ahead Eagles/ })).toHaveLength(1);
  expect(screen.getByText("This round's matches that are being played now or today are listed above.")).toBeVisible();
});

test('[MC-13] a fixture row is one link, club names included, with short names beside the full ones', async () => {
  await renderWithProviders(<MatchcenterHomePage />, { route: '/matchcenter' });

  const row = await screen.findByRole('link', { name: /NEC.*Go Ahead Eagles/ });
  // The full name is read out; the short one ("Go Ahead") is what a narrow list shows.
  expect(within(row).getByText('Go Ahead Eagles')).toBeInTheDocument();
  expect(within(row).getByText('Go Ahead')).toHaveAttribute('aria-hidden', 'true');
  expect(within(row).getByText('NEC').closest('a')).toBe(row);
});

test('[MC-08] a match being played is never "coming up" in the home widget', () => {
  const next = fixture({ id: 20, homeTeam: 'Ajax', awayTeam: 'PSV', date: '2026-11-22T19:00:00.000Z' });
  const after = fixture({ id: 21, homeTeam: 'AZ', awayTeam: 'NEC', date: '2026-11-23T19:00:00.000Z' });
  const picked = pickHomepageFixtures([after, next, live, friday]);
  expect(picked.upcoming?.id).toBe(20);
  expect(picked.live.map((f) => f.id)).toEqual([12]);
  expect(picked.comingUp.map((f) => f.id)).toEqual([21]);
});

test('[MC-08] the home widget lists a live match under "Live now", the ones to come under "Coming up"', async () => {
  const next = fixture({ id: 20, homeTeam: 'Ajax', awayTeam: 'PSV', date: '2099-11-22T19:00:00.000Z' });
  const after = fixture({ id: 21, homeTeam: 'AZ', awayTeam: 'NEC', date: '2099-11-23T19:00:00.000Z' });
  server.use(
    http.get(`${api}/ajax/matchcenter/homepage`, () =>
      HttpResponse.json({
        data: {
          fixtures: [live, next, after],
          upcoming: [next, after],
          latest: [],
          ranking: { league: { ...league, season: '2026/2027' }, teamId: null, rows: [] },
        },
      }),
    ),
  );
  await renderWithProviders(<HomeSidebarWidget />);

  const liveNow = await screen.findByRole('region', { name: 'Live now' });
  expect(within(liveNow).getByRole('link', { name: /Twente.*Utrecht/ })).toHaveAttribute(
    'href',
    '/matchcenter/match/12',
  );
  const comingUp = screen.getByRole('region', { name: 'Coming up' });
  expect(within(comingUp).queryByRole('link', { name: /Twente/ })).not.toBeInTheDocument();
  // The next match's card opens its match page too.
  expect(screen.getByRole('link', { name: /Ajax.*PSV/ })).toHaveAttribute('href', '/matchcenter/match/20');
});

/** mf_football_pool's pick as the federation would load it: it names the match it was given. */
function pickLoader(loaded: string[]) {
  const PickStub = ({ fixtureId, kickOff }: SlotProps['match.pick']) => <p>{`Pick ${fixtureId} ${kickOff}`}</p>;
  return {
    isEnabled: (remote: string) => remote === 'mf_football_pool',
    load: (remote: string, expose: string): Promise<ExposedModule> => {
      loaded.push(`${remote}${expose}`);
      return Promise.resolve({ default: PickStub });
    },
  };
}

test('[CLB-04] the match centre’s landing page has no pick: the step from the home page stays within its JavaScript', async () => {
  const loaded: string[] = [];
  await renderWithProviders(<MatchcenterHomePage />, { route: '/matchcenter', loader: pickLoader(loaded) });
  const today = await screen.findByRole('region', { name: 'Today' });
  expect(await within(today).findAllByRole('link')).not.toHaveLength(0);
  expect(screen.queryByText(/^Pick /)).not.toBeInTheDocument();
  expect(loaded).toEqual([]);
});

test('[CLB-04] the home page’s match widget has no pick (its JavaScript budget)', async () => {
  const next = fixture({ id: 20, homeTeam: 'Ajax', awayTeam: 'PSV', date: '2099-11-22T19:00:00.000Z' });
  server.use(
    http.get(`${api}/ajax/matchcenter/homepage`, () =>
      HttpResponse.json({
        data: {
          fixtures: [next],
          upcoming: [next],
          latest: [],
          ranking: { league: { ...league, season: '2026/2027' }, teamId: null, rows: [] },
        },
      }),
    ),
  );
  const loaded: string[] = [];
  await renderWithProviders(<HomeSidebarWidget />, { loader: pickLoader(loaded) });
  expect(await screen.findByRole('link', { name: /Ajax.*PSV/ })).toBeInTheDocument();
  expect(screen.queryByText(/^Pick /)).not.toBeInTheDocument();
  expect(loaded).toEqual([]);
});
