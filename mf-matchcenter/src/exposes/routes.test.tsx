import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import { fixture, wireRound, type WireRound } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import MatchcenterRoutes, { pageOfPath } from './routes';

const roundUrl = 'http://api.test/ajax/matchcenter/league/eredivisie/rounds/current';
// The match-centre home also lists what is live, the table and the season's best-rated players: none
// here unless a test serves them.
const server = mockApi(
  http.get('http://api.test/ajax/matchcenter/top-mom', () =>
    HttpResponse.json({ data: { min_votes: 3, players: [] } }),
  ),
  http.get('http://api.test/ajax/matchcenter/sidebar/live-matches', () =>
    HttpResponse.json({ data: { fixtures: [] } }),
  ),
  http.get('http://api.test/ajax/matchcenter/today', () =>
    HttpResponse.json({ data: { date: '2026-11-22', fixtures: [] } }),
  ),
  http.get('http://api.test/ajax/matchcenter/rankings/league/:league', () =>
    HttpResponse.json({ data: null, metaData: { message: 'Not found.' } }, { status: 404 }),
  ),
);

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

test('[MC-03] at full time (MatchStatus finished) the fixture stops showing itself live and keeps the final score', async () => {
  serveRound();
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });
  await screen.findByText('Twente');
  await waitFor(() => expect(pusher.subscribedChannels()).toContain('fixture-12'));

  pusher.emit('fixture-12', 'MatchStatus', {
    fixtureId: 12,
    status: 'finished',
    phase: 'full-time',
    minute: 90,
    stoppageMinute: null,
    score: '3-1',
  });
  pusher.emit('fixture-12', 'LiveFixture', { time: 90, score: '3-1' });

  const row = fixtureRow('Twente');
  await waitFor(() => expect(within(row).queryByText('Live')).not.toBeInTheDocument());
  expect(within(row).getByText('Score 3-1')).toBeInTheDocument();
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

test('[PLT-09] a ranking address without a league is this remote’s not-found page rather than an empty page', async () => {
  // The league ranking page itself (MC-01) is tested in features/rankings.
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/rankings?matches=true' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('[PLT-06] [PLT-09] any other unknown match-centre address is not found too, in the tenant’s language', async () => {
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/no-such-page', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});

test('[SEO-01] [PLT-06] an address under the player page that is no player id is the player’s not-found page, in Dutch', async () => {
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/unknown', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Speler niet gevonden' })).toBeInTheDocument();
});

test('[MC-13][MC-03] the match-centre home lists the matches being played now, of every league', async () => {
  serveRound();
  server.use(
    http.get('http://api.test/ajax/matchcenter/sidebar/live-matches', () =>
      HttpResponse.json({
        data: {
          fixtures: [
            {
              id: 741901,
              status: 'live',
              homeTeam: 'De Graafschap',
              awayTeam: 'Helmond Sport',
              homeTeamId: 103,
              awayTeamId: 108,
              homeTeamLogo: '/assets/clubs/de-graafschap.svg',
              awayTeamLogo: '/assets/clubs/helmond-sport.svg',
              score: '1-0',
              date: '2026-11-27T19:00:00.000Z',
              dateStr: 'Fri 27 Nov, 20:00',
              hasStarted: true,
              time: 23,
              league: { id: 74, slug: 'keuken-kampioen-divisie', name: 'Keuken Kampioen Divisie' },
            },
          ],
        },
      }),
    ),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });
  const live = await screen.findByRole('region', { name: 'Live now' });
  expect(await within(live).findByText('De Graafschap')).toBeInTheDocument();
  expect(within(live).getByText('Score 1-0')).toBeInTheDocument();
  expect(within(live).getByRole('link', { name: /match page/ })).toHaveAttribute('href', '/matchcenter/match/741901');
});

test("[MC-11] on the match-centre home a visitor chooses the club to follow from the league's clubs", async () => {
  serveRound();
  const eredivisie = { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' };
  const row = (position: number, teamId: number, team: string) => ({
    position,
    teamId,
    team,
    logo: `/assets/clubs/${team.toLowerCase()}.svg`,
    played: 17,
    won: 10,
    drawn: 3,
    lost: 4,
    goalsFor: 30,
    goalsAgainst: 20,
    goalDifference: 10,
    points: 33,
    form: ['W'],
  });
  server.use(
    http.get('http://api.test/ajax/matchcenter/rankings/league/:league', () =>
      HttpResponse.json({
        data: {
          league: eredivisie,
          leagues: [eredivisie],
          seasonRankings: [
            { id: 'season', rankingName: 'Eredivisie', teamRankings: [row(1, 1, 'PSV'), row(2, 3, 'Ajax')] },
          ],
          breadcrumbActiveItemText: 'Eredivisie table',
        },
      }),
    ),
  );
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });
  const picker = await screen.findByRole('combobox', { name: 'My club' });
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['No club chosen', 'Ajax', 'PSV']);
  await user.selectOptions(picker, 'Ajax');
  await waitFor(() =>
    expect(JSON.parse(window.localStorage.getItem('favourite_team') ?? 'null')).toMatchObject({
      id: 3,
      name: 'Ajax',
      league: { slug: 'eredivisie' },
    }),
  );
  expect(picker).toHaveValue('3');
});

test("[MC-13] the match-centre home lists today's matches of every league, grouped by league", async () => {
  serveRound();
  const kkd = { id: 74, slug: 'keuken-kampioen-divisie', name: 'Keuken Kampioen Divisie' };
  const eredivisie = { id: 72, slug: 'eredivisie', name: 'Eredivisie' };
  server.use(
    http.get('http://api.test/ajax/matchcenter/today', () =>
      HttpResponse.json({
        data: {
          date: '2026-11-22',
          fixtures: [
            {
              ...fixture({ id: 21, homeTeam: 'Ajax', awayTeam: 'PSV', date: '2026-11-22T11:15:00.000Z' }),
              league: eredivisie,
            },
            {
              ...fixture({ id: 22, homeTeam: 'Roda JC', awayTeam: 'MVV', date: '2026-11-22T13:30:00.000Z' }),
              league: kkd,
            },
            {
              ...fixture({ id: 23, homeTeam: 'AZ', awayTeam: 'NEC', date: '2026-11-22T15:45:00.000Z' }),
              league: eredivisie,
            },
          ],
        },
      }),
    ),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });
  const today = await screen.findByRole('region', { name: 'Today' });
  const groups = await within(today).findAllByRole('region');
  expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['Eredivisie', 'Keuken Kampioen Divisie']);
  expect(within(groups[0]!).getAllByRole('listitem')).toHaveLength(2);
  expect(within(groups[1]!).getByRole('link', { name: /match page/ })).toHaveAttribute('href', '/matchcenter/match/22');
});

test('[MC-13] a day without matches says so under "Today"', async () => {
  serveRound();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter' });
  const today = await screen.findByRole('region', { name: 'Today' });
  expect(await within(today).findByText('No matches today.')).toBeInTheDocument();
});

test('[ISSUE-30] each page path names the page whose chunk is fetched on landing; other paths name none', () => {
  expect(pageOfPath('/matchcenter')).toBe('MatchcenterHomePage');
  expect(pageOfPath('/matchcenter/')).toBe('MatchcenterHomePage');
  expect(pageOfPath('/matchcenter/match/721808')).toBe('MatchPage');
  expect(pageOfPath('/matchcenter/match/721808/ajax-psv')).toBe('MatchPage');
  expect(pageOfPath('/matchcenter/rankings/league/eredivisie')).toBe('LeagueRankingPage');
  expect(pageOfPath('/matchcenter/team/1')).toBe('TeamPage');
  expect(pageOfPath('/matchcenter/player/9')).toBe('PlayerPage');
  expect(pageOfPath('/matchcenter/nothing-here')).toBeNull();
  expect(pageOfPath('/article/5/x')).toBeNull();
});
