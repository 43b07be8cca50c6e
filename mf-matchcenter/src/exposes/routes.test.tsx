import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { fixture, wireRound, type WireRound } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import MatchcenterRoutes from './routes';

const roundUrl = 'http://api.test/ajax/matchcenter/league/eredivisie/rounds/current';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const round = wireRound({
  fixtures: [
    fixture({
      id: 11,
      homeTeam: 'Ajax',
      awayTeam: 'Feyenoord',
      date: '2026-11-22T13:30:00.000Z',
    }),
    fixture({
      id: 10,
      homeTeam: 'PSV',
      awayTeam: 'AZ',
      status: 'finished',
      score: '3-1',
      hasStarted: true,
      date: '2026-11-20T19:00:00.000Z',
    }),
    fixture({
      id: 12,
      homeTeam: 'Twente',
      awayTeam: 'Utrecht',
      status: 'live',
      score: '1-0',
      hasStarted: true,
      time: 34,
      date: '2026-11-22T11:15:00.000Z',
    }),
    fixture({
      id: 13,
      homeTeam: 'NEC',
      awayTeam: 'Heerenveen',
      status: 'scheduled',
      date: '2026-11-22T15:45:00.000Z',
    }),
  ],
});

function serveRound(data: WireRound = round) {
  server.use(http.get(roundUrl, () => HttpResponse.json({ data })));
}

function fixtureRow(team: string): HTMLElement {
  const row = screen.getAllByRole('listitem').find((item) => within(item).queryByText(team));
  if (!row) throw new Error(`No fixture row with ${team}`);
  return row;
}

test('[MC-13] the match-centre page shows the current round from the API, grouped by day', async () => {
  serveRound();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Match centre' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: /Round 18/ })).toBeInTheDocument();
  const days = await screen.findAllByRole('heading', { level: 3 });
  expect(days.map((day) => day.textContent)).toEqual(['Friday 20 November', 'Sunday 22 November']);

  const sunday = screen.getByRole('region', { name: 'Sunday 22 November' });
  const teams = within(sunday)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(teams[0]).toMatch(/^Twente.*Utrecht$/);
  expect(teams[1]).toMatch(/^Ajax.*Feyenoord$/);
  expect(teams[2]).toMatch(/^NEC.*Heerenveen$/);

  expect(within(fixtureRow('PSV')).getByText('Score 3-1')).toBeInTheDocument();
  // Kick-off times show in the clubs' time zone (Europe/Amsterdam), wherever the page is rendered.
  expect(within(fixtureRow('Ajax')).getByText('14:30')).toHaveAttribute('datetime', '2026-11-22T13:30:00.000Z');
  const crests = within(fixtureRow('Ajax')).getAllByRole('presentation');
  expect(crests[0]).toHaveAttribute('src', 'http://api.test/assets/clubs/ajax.svg');
});

test('[MC-03] a live fixture shows a live badge with its minute and score', async () => {
  serveRound();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });

  await screen.findByText('Twente');
  const live = fixtureRow('Twente');
  expect(within(live).getByText('Live')).toBeInTheDocument();
  expect(within(live).getByText("34'")).toBeInTheDocument();
  expect(within(live).getByText('Score 1-0')).toBeInTheDocument();
  expect(within(fixtureRow('Ajax')).queryByText('Live')).not.toBeInTheDocument();
});

test('[MC-03] a LiveFixture event on fixture-{id} updates the minute and the score', async () => {
  serveRound();
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter',
  });
  await screen.findByText('Twente');
  await waitFor(() => expect(pusher.subscribedChannels()).toContain('fixture-12'));

  pusher.emit('fixture-12', 'LiveFixture', { time: 67, score: '2-1' });

  const live = fixtureRow('Twente');
  expect(await within(live).findByText("67'")).toBeInTheDocument();
  expect(within(live).getByText('Score 2-1')).toBeInTheDocument();
  expect(within(live).queryByText("34'")).not.toBeInTheDocument();
});

test('[MC-03] only live fixtures subscribe to their channel', async () => {
  serveRound();
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter',
  });
  await screen.findByText('Twente');
  await waitFor(() => expect(pusher.subscribedChannels()).toContain('fixture-12'));
  expect(pusher.subscribedChannels()).toEqual(['fixture-12']);
});

test('[MC-03] a malformed LiveFixture event is ignored', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serveRound();
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter',
  });
  await screen.findByText('Twente');
  await waitFor(() => expect(pusher.subscribedChannels()).toContain('fixture-12'));

  pusher.emit('fixture-12', 'LiveFixture', { minute: 'soon', goals: 9 });

  const live = fixtureRow('Twente');
  expect(within(live).getByText("34'")).toBeInTheDocument();
  expect(within(live).getByText('Score 1-0')).toBeInTheDocument();
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('[MC-13] a round without fixtures says so', async () => {
  serveRound(wireRound({ fixtures: [] }));
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });
  expect(await screen.findByText('There are no matches in this round.')).toBeInTheDocument();
});

test('[MC-13] a failed load shows an error with a retry that loads the round', async () => {
  let calls = 0;
  server.use(
    http.get(roundUrl, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 500 })
        : HttpResponse.json({ data: round });
    }),
  );
  const { user } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter',
  });

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The matches could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('PSV')).toBeInTheDocument();
});

test('[PLT-06] the match centre speaks Dutch for a Dutch tenant', async () => {
  // A round the server sent without a name is titled by its number, in the tenant's language.
  serveRound(wireRound({ name: '', fixtures: round.fixtures }));
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Wedstrijdcentrum' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: /Speelronde 18/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'vrijdag 20 november' })).toBeInTheDocument();
});

test('[PLT-09] the league ranking page (MC-01), not built yet, is this remote’s not-found page rather than an empty page', async () => {
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/rankings/league/eredivisie?matches=true' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('[PLT-06] [PLT-09] any other unknown match-centre address is not found too, in the tenant’s language', async () => {
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/unknown', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});
