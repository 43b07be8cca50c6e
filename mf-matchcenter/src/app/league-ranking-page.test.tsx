import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import type { ApiResponse, ApiSchemas } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import MatchcenterRoutes from '../exposes/routes';
import { fixture, wireRound, type WireRound } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import { favouriteTeamStorageKey } from '../lib/device-favourite';
import userEvent from '@testing-library/user-event';

type WireRankings = ApiResponse<'/ajax/matchcenter/rankings/league/{league}', 'get'>['data'];
type WireScorers = ApiResponse<'/ajax/matchcenter/top-scorers/league/{league}', 'get'>['data'];
type WireRounds = ApiResponse<'/api/v1/leagues/{league}/rounds', 'get'>['data'];
type WireAllRounds = ApiResponse<'/ajax/matchcenter/league/{league}/rounds/all', 'get'>['data'];
type WireRow = ApiSchemas['RankingRow'];

const api = 'http://api.test';
const server = mockApi();

const eredivisie = { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' };
const kkd = { id: 74, slug: 'keuken-kampioen-divisie', name: 'Keuken Kampioen Divisie', season: '2026/2027' };

function row(position: number, teamId: number, team: string, overrides: Partial<WireRow> = {}): WireRow {
  return {
    position,
    teamId,
    team,
    shortName: team,
    logo: `/assets/clubs/${team.toLowerCase()}.svg`,
    played: 17,
    won: 12,
    drawn: 3,
    lost: 2,
    goalsFor: 40,
    goalsAgainst: 15,
    goalDifference: 25,
    points: 39,
    form: ['W', 'W', 'D', 'L', 'W'],
    ...overrides,
  };
}

function rankings(overrides: Partial<WireRankings> = {}): WireRankings {
  return {
    league: eredivisie,
    leagues: [eredivisie, kkd],
    seasonRankings: [
      {
        id: 'season',
        rankingName: 'Eredivisie 2026/2027',
        teamRankings: [
          row(1, 1, 'PSV'),
          row(2, 3, 'Ajax', { points: 35, won: 11, drawn: 2, lost: 4, goalDifference: -3, form: ['L', 'D'] }),
        ],
      },
    ],
    breadcrumbActiveItemText: 'Eredivisie table',
    ...overrides,
  };
}

const scorers: WireScorers = {
  league: eredivisie,
  scorers: [
    {
      position: 1,
      playerId: 109,
      playerCommonName: 'L. de Vries',
      playerName: 'Luuk de Vries',
      playerImage: '/assets/players/placeholder.svg',
      teamId: 1,
      teamName: 'PSV',
      teamLogo: '/assets/clubs/psv.svg',
      goals: 14,
      penalties: 3,
    },
    {
      position: 2,
      playerId: 311,
      playerCommonName: 'Brobbey',
      playerName: 'Brobbey',
      playerImage: null,
      teamId: 3,
      teamName: 'Ajax',
      teamLogo: '/assets/clubs/ajax.svg',
      goals: 11,
      penalties: 0,
    },
  ],
};

const currentRound = wireRound({
  fixtures: [
    fixture({ id: 10, homeTeam: 'PSV', awayTeam: 'AZ', status: 'finished', score: '3-1', hasStarted: true }),
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
  ],
});

const rounds: WireRounds = {
  league: eredivisie,
  currentRound: 18,
  rounds: Array.from({ length: 34 }, (_, i) => ({
    round: i + 1,
    name: `Round ${i + 1}`,
    state: i + 1 < 18 ? ('finished' as const) : i + 1 === 18 ? ('playing' as const) : ('upcoming' as const),
    isCurrent: i + 1 === 18,
    startsAt: '2026-11-20T19:00:00.000Z',
    endsAt: '2026-11-22T15:45:00.000Z',
    // The dropdown reads only the rounds; their fixtures come from the rounds/{round} call.
    fixtures: i + 1 === 18 ? currentRound.fixtures : [],
  })),
};

function serve({
  ranking = rankings(),
  topScorers = scorers,
  current = currentRound,
}: { ranking?: WireRankings | number; topScorers?: WireScorers | number; current?: WireRound } = {}) {
  const answer = (data: unknown) =>
    typeof data === 'number'
      ? HttpResponse.json({ data: null, metaData: { message: 'Failed' } }, { status: data })
      : HttpResponse.json({ data });
  server.use(
    http.get(`${api}/ajax/matchcenter/rankings/league/:league`, () => answer(ranking)),
    http.get(`${api}/ajax/matchcenter/top-scorers/league/:league`, () => answer(topScorers)),
    http.get(`${api}/api/v1/leagues/:league/rounds`, () => answer(rounds)),
    http.get(`${api}/ajax/matchcenter/league/:league/rounds/:round`, ({ params }) =>
      params['round'] === 'current' ? answer(current) : answer(404),
    ),
  );
}

/** Shows the address the page is at, so a test can check what the tabs and the dropdown write into it. */
function Address() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

async function openPage(route: string, language: 'en' | 'nl' = 'en') {
  return renderWithProviders(
    <>
      <MatchcenterRoutes />
      <Address />
    </>,
    { route, language },
  );
}

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

test('[MC-01] the league buttons link to every league, the current one marked', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie');

  expect(await screen.findByRole('heading', { level: 1, name: 'Eredivisie' })).toBeInTheDocument();
  expect(screen.getByText('Season 2026/2027')).toBeInTheDocument();
  const buttons = screen.getByRole('navigation', { name: 'Leagues' });
  const links = within(buttons).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Eredivisie', '/matchcenter/rankings/league/eredivisie'],
    ['Keuken Kampioen Divisie', '/matchcenter/rankings/league/keuken-kampioen-divisie'],
  ]);
  expect(within(buttons).getByRole('link', { name: 'Eredivisie' })).toHaveAttribute('aria-current', 'page');
  expect(within(buttons).getByRole('link', { name: 'Keuken Kampioen Divisie' })).not.toHaveAttribute('aria-current');
  await waitFor(() => expect(document.title).toBe('Eredivisie table | Tribune'));
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    expect.stringMatching(/\/matchcenter\/rankings\/league\/eredivisie$/),
  );
});

test('[MC-01] the table: position, club with crest linking to its page, P W D L, goals, difference, points, form', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie');

  const table = await screen.findByRole('table', { name: 'Eredivisie 2026/2027' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual([
    '#Position',
    'Club',
    'PPlayed',
    'WWon',
    'DDrawn',
    'LLost',
    'Goals',
    'GDGoal difference',
    'PtsPoints',
    'Form',
  ]);
  const ajax = within(table).getByRole('row', { name: /Ajax/ });
  expect(within(ajax).getByRole('link', { name: 'Ajax' })).toHaveAttribute('href', '/matchcenter/team/3');
  expect(
    within(ajax)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['2', '17', '11', '2', '4', '40:1540 scored, 15 conceded', '-3', '35', 'LLostDDrawn']);
  const psv = within(table).getByRole('row', { name: /PSV/ });
  expect(within(psv).getByText('+25')).toBeInTheDocument();
  expect(within(psv).getAllByRole('listitem')).toHaveLength(5);
});

test('[MC-01][MC-09] on a phone the table keeps position, club, played, goal difference and points; a labelled button shows the rest', async () => {
  serve({
    ranking: rankings({
      seasonRankings: [
        {
          id: 'season',
          rankingName: 'Eredivisie 2026/2027',
          teamRankings: [row(7, 9, 'Go Ahead Eagles', { shortName: 'Go Ahead', points: 28, goalDifference: 4 })],
        },
      ],
    }),
  });
  await openPage('/matchcenter/rankings/league/eredivisie');

  const table = await screen.findByRole('table', { name: 'Eredivisie 2026/2027' });
  const header = (name: string) => within(table).getByRole('columnheader', { name });
  // The columns a phone always shows carry no "extra" mark; the others are the ones the button reveals.
  for (const name of ['Position', 'Club', 'Played', 'Goal difference', 'Points']) {
    expect(header(name)).not.toHaveClass('ranking-table__extra');
  }
  for (const name of ['Won', 'Drawn', 'Lost', 'Goals', 'Form']) {
    expect(header(name)).toHaveClass('ranking-table__extra');
  }
  const club = within(table).getByRole('row', { name: /Go Ahead Eagles/ });
  expect(within(club).getAllByRole('cell').at(-2)).toHaveTextContent('28');
  // The short name is what a phone shows; the full one is read out and is the tooltip.
  expect(within(club).getByRole('link', { name: 'Go Ahead Eagles' })).toHaveAttribute('href', '/matchcenter/team/9');
  expect(within(club).getByText('Go Ahead')).toHaveAttribute('aria-hidden', 'true');
  expect(within(club).getByTitle('Go Ahead Eagles')).toBeInTheDocument();

  const toggle = screen.getByRole('button', { name: 'Show all columns' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', table.id);
  await userEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Show fewer columns' })).toHaveAttribute('aria-expanded', 'true');
  expect(table.closest('section')).toHaveClass('ranking--all-columns');
  await userEvent.click(screen.getByRole('button', { name: 'Show fewer columns' }));
  expect(screen.getByRole('button', { name: 'Show all columns' })).toHaveAttribute('aria-expanded', 'false');
});

test("[MC-08][MC-11] the favourite club's row is marked, visibly and for screen readers", async () => {
  const ajaxFollowed = {
    id: 3,
    slug: 'ajax',
    name: 'Ajax',
    shortName: 'Ajax',
    logo: '/assets/clubs/ajax.svg',
    league: { id: 72, slug: 'eredivisie', name: 'Eredivisie' },
  };
  serve();
  await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/rankings/league/eredivisie',
    storedItems: { [favouriteTeamStorageKey]: JSON.stringify(ajaxFollowed) },
  });

  const table = await screen.findByRole('table', { name: 'Eredivisie 2026/2027' });
  const ajax = await within(table).findByRole('row', { name: /Ajax \(your club\)/ });
  expect(within(ajax).getByRole('link', { name: 'Ajax (your club)' })).toBeInTheDocument();
  expect(ajax).toHaveClass('ranking-table__row--favourite');
  expect(within(ajax).getByText('★')).toHaveAttribute('aria-hidden', 'true');
  const psv = within(table).getByRole('row', { name: /PSV/ });
  expect(psv).not.toHaveTextContent('your club');
  expect(psv).not.toHaveClass('ranking-table__row--favourite');
});

test('[MC-01][MC-13] every match row of the matches tab is one link to its match page, club names included', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie?matches=true');

  const twente = await screen.findByRole('link', { name: /Twente.*Utrecht/ });
  expect(twente).toHaveAttribute('href', '/matchcenter/match/12');
  expect(within(twente).getByText('Twente')).toBeInTheDocument();
  expect(within(twente).getByText('Utrecht')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /PSV.*3-1.*AZ/ })).toHaveAttribute('href', '/matchcenter/match/10');
});

test('[MC-09] grouped season rankings: one table per group, each under its name', async () => {
  serve({
    ranking: rankings({
      league: kkd,
      seasonRankings: [
        { id: 'season', rankingName: 'Keuken Kampioen Divisie 2026/2027', teamRankings: [row(1, 101, 'Vitesse')] },
        { id: 'period-1', rankingName: 'Period 1', teamRankings: [row(1, 104, 'NAC', { played: 9 })] },
      ],
      breadcrumbActiveItemText: 'Keuken Kampioen Divisie table',
    }),
  });
  await openPage('/matchcenter/rankings/league/keuken-kampioen-divisie');

  const headings = await screen.findAllByRole('heading', { level: 2 });
  expect(headings.map((h) => h.textContent)).toEqual(['Keuken Kampioen Divisie 2026/2027', 'Period 1', 'Top scorers']);
  expect(
    within(screen.getByRole('table', { name: 'Period 1' })).getByRole('link', { name: 'NAC' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Keuken Kampioen Divisie' })).toHaveAttribute('aria-current', 'page');
});

test('[MC-01] the top-10 scorers link to the player and the club', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie');

  const table = await screen.findByRole('table', { name: 'Top scorers' });
  const first = within(table).getByRole('row', { name: /de Vries/ });
  expect(within(first).getByRole('link', { name: 'L. de Vries' })).toHaveAttribute('href', '/matchcenter/player/109');
  expect(within(first).getByRole('link', { name: 'PSV' })).toHaveAttribute('href', '/matchcenter/team/1');
  expect(
    within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['1', 'PSV', '14', '3']);
  expect(within(table).getAllByRole('row')).toHaveLength(3);
});

test('[MC-01] the tabs: Rankings first; ?matches=true opens Matches; a click writes the tab into the address', async () => {
  serve();
  const { user } = await openPage('/matchcenter/rankings/league/eredivisie');
  expect(await screen.findByRole('tab', { name: 'Rankings', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Top scorers' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Matches' }));
  expect(await screen.findByRole('tab', { name: 'Matches', selected: true })).toBeInTheDocument();
  expect(address()).toBe('/matchcenter/rankings/league/eredivisie?matches=true');
  expect(await screen.findByRole('heading', { level: 2, name: 'Round 18' })).toBeInTheDocument();
  // The open tab carries over to the other league.
  expect(screen.getByRole('link', { name: 'Keuken Kampioen Divisie' })).toHaveAttribute(
    'href',
    '/matchcenter/rankings/league/keuken-kampioen-divisie?matches=true',
  );

  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('tab', { name: 'Rankings', selected: true })).toHaveFocus();
  expect(address()).toBe('/matchcenter/rankings/league/eredivisie');
});

test('[MC-01] Matches: the round dropdown has "All rounds" and "Round N"; the current round is shown by day', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie?matches=true');

  expect(await screen.findByRole('tab', { name: 'Matches', selected: true })).toBeInTheDocument();
  const select = await screen.findByRole('combobox', { name: 'Round' });
  await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(35));
  const options = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(options.slice(0, 3)).toEqual(['All rounds', 'Round 1', 'Round 2']);
  expect(options[18]).toBe('Round 18 (this week)');
  expect(select).toHaveValue('18');
  expect(screen.getByRole('heading', { level: 2, name: 'Round 18' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Saturday 21 November',
    'Sunday 22 November',
  ]);
});

test('[MC-01] choosing "All rounds" lists every round; choosing a round shows that round', async () => {
  const all: WireAllRounds = {
    league: eredivisie,
    name: 'All rounds',
    currentRound: 18,
    rounds: [
      {
        round: 1,
        name: 'Round 1',
        fixtures: [
          fixture({ id: 1, homeTeam: 'NEC', awayTeam: 'PEC', score: '2-2', status: 'finished', hasStarted: true }),
        ],
      },
      { round: 2, name: 'Round 2', fixtures: [fixture({ id: 2, homeTeam: 'Heerenveen', awayTeam: 'Sparta' })] },
    ],
  };
  serve();
  server.use(
    http.get(`${api}/ajax/matchcenter/league/eredivisie/rounds/all`, () => HttpResponse.json({ data: all })),
    http.get(`${api}/ajax/matchcenter/league/eredivisie/rounds/3`, () =>
      HttpResponse.json({
        data: wireRound({
          round: 3,
          name: 'Round 3',
          fixtures: [fixture({ id: 3, homeTeam: 'Telstar', awayTeam: 'Volendam' })],
        }),
      }),
    ),
  );
  const { user } = await openPage('/matchcenter/rankings/league/eredivisie?matches=true');
  const select = await screen.findByRole('combobox', { name: 'Round' });

  await user.selectOptions(select, 'All rounds');
  expect(await screen.findByRole('heading', { level: 2, name: 'All rounds' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Round 1', 'Round 2']);
  expect(within(screen.getByRole('region', { name: 'Round 1' })).getByText('Score 2-2')).toBeInTheDocument();
  expect(address()).toBe('/matchcenter/rankings/league/eredivisie?matches=true&round=all');

  await user.selectOptions(select, 'Round 3');
  expect(await screen.findByText('Telstar')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Round 3' })).toBeInTheDocument();
  expect(address()).toBe('/matchcenter/rankings/league/eredivisie?matches=true&round=3');
});

test('[MC-03] a live match in the matches list follows its LiveFixture events', async () => {
  serve();
  const { pusher } = await openPage('/matchcenter/rankings/league/eredivisie?matches=true');
  await screen.findByText('Twente');
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual(['fixture-12']));

  pusher.emit('fixture-12', 'LiveFixture', { time: 71, score: '1-1' });

  expect(await screen.findByText("71'")).toBeInTheDocument();
  expect(screen.getByText('Score 1-1')).toBeInTheDocument();
});

test('[MC-01] the no-data notice shows when there is neither a ranking nor a scorer', async () => {
  serve({ ranking: 500, topScorers: { league: eredivisie, scorers: [] } });
  await openPage('/matchcenter/rankings/league/eredivisie');
  expect(await screen.findByText('There is no data for this league yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('[MC-01] a ranking without scorers shows the table, and no notice', async () => {
  serve({ topScorers: { league: eredivisie, scorers: [] } });
  await openPage('/matchcenter/rankings/league/eredivisie');
  expect(await screen.findByRole('table', { name: 'Eredivisie 2026/2027' })).toBeInTheDocument();
  expect(await screen.findByText('No goals have been scored yet.')).toBeInTheDocument();
  expect(screen.queryByText('There is no data for this league yet.')).not.toBeInTheDocument();
});

test('[MC-01] scorers without a ranking still show, and no notice', async () => {
  serve({ ranking: 500 });
  await openPage('/matchcenter/rankings/league/eredivisie');
  expect(await screen.findByRole('table', { name: 'Top scorers' })).toBeInTheDocument();
  expect(screen.queryByText('There is no data for this league yet.')).not.toBeInTheDocument();
});

test('[MC-01] the no-data notice shows when the round has no matches', async () => {
  serve({ current: wireRound({ fixtures: [] }) });
  await openPage('/matchcenter/rankings/league/eredivisie?matches=true');
  expect(await screen.findByText('There are no matches to show.')).toBeInTheDocument();
});

test('[MC-01] the no-data notice shows when a round does not exist', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie?matches=true&round=40');
  expect(await screen.findByText('There are no matches to show.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Round' })).toHaveValue('40');
});

test('[MC-01] an unknown league is the not-found page', async () => {
  serve({ ranking: 404, topScorers: 404 });
  await openPage('/matchcenter/rankings/league/premier-league');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
});

test('[MC-01] the Dutch tenant reads the page in Dutch', async () => {
  serve();
  await openPage('/matchcenter/rankings/league/eredivisie', 'nl');
  expect(await screen.findByRole('tab', { name: 'Stand', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Wedstrijden' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Competities' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Eredivisie 2026/2027' });
  expect(within(table).getByRole('columnheader', { name: 'Doelsaldo' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Topscorers' })).toBeInTheDocument();
});
