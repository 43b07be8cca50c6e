import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { ApiError, type ApiResponse, type ApiSchemas } from '@tribune/shared';
import MatchcenterRoutes from '../exposes/routes';
import { fixture } from '../test/fixtures';
import { renderOnServer } from '../test/render-on-server';
import { renderWithProviders } from '../test/render-with-providers';
import { teamKey } from '../features/teams/api/get-team';
import { TeamPage } from './team-page';
import { mockApi, testUser } from '@tribune/shared/testing';
import { favouriteTeamStorageKey } from '../lib/device-favourite';

type WireTeam = ApiSchemas['TeamInfo'];
type WireWidget = ApiResponse<'/api/v1/widgets/team/{team}/league/{league}', 'get'>['data'];
type WireTeamFixtures = ApiResponse<'/ajax/matchcenter/team/{team}/fixtures', 'get'>['data'];
type WireSquad = ApiResponse<'/ajax/matchcenter/team/{team}/squad', 'get'>['data'];
type WireSquadPlayer = ApiSchemas['SquadPlayer'];
type WireFixtureMom = ApiResponse<'/api/v2/matchcenter/{team}/fixtures/mom-scores', 'get'>['data'];
type WirePlayerMom = ApiResponse<'/api/v2/matchcenter/{team}/players/mom-scores', 'get'>['data'];

const api = 'http://api.test';
const server = mockApi();
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});
afterEach(() => {
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

const ajax: WireTeam = {
  id: 3,
  slug: 'ajax',
  name: 'AFC Ajax',
  shortName: 'Ajax',
  code: 'AJA',
  logo: '/assets/clubs/ajax.svg',
  city: 'Amsterdam',
  stadium: 'Johan Cruijff ArenA',
  founded: 1900,
  coach: 'Jan de Boer',
  colours: { primary: '#c8102e', secondary: '#ffffff' },
  league: { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' },
};

const played = (id: number, home: string, away: string, score: string, date: string, homeId = 3, awayId = 9) =>
  fixture({
    id,
    homeTeam: home,
    awayTeam: away,
    homeTeamId: homeId,
    awayTeamId: awayId,
    status: 'finished',
    score,
    hasStarted: true,
    date,
  });

const results = [
  played(705, 'AFC Ajax', 'PSV', '2-1', '2026-11-15T13:30:00.000Z', 3, 1),
  played(704, 'Feyenoord', 'AFC Ajax', '1-1', '2026-11-08T13:30:00.000Z', 2, 3),
  played(703, 'AFC Ajax', 'AZ', '0-2', '2026-11-01T13:30:00.000Z', 3, 4),
  played(702, 'FC Twente', 'AFC Ajax', '0-3', '2026-10-25T13:30:00.000Z', 5, 3),
  played(701, 'AFC Ajax', 'FC Utrecht', '4-0', '2026-10-18T13:30:00.000Z', 3, 6),
];
const next = fixture({
  id: 706,
  homeTeam: 'NEC',
  awayTeam: 'AFC Ajax',
  homeTeamId: 7,
  awayTeamId: 3,
  date: '2026-11-22T15:45:00.000Z',
});

const widget: WireWidget = {
  team: ajax,
  position: {
    position: 3,
    teamId: 3,
    team: 'AFC Ajax',
    shortName: 'Ajax',
    logo: '/assets/clubs/ajax.svg',
    played: 12,
    won: 8,
    drawn: 2,
    lost: 2,
    goalsFor: 27,
    goalsAgainst: 11,
    goalDifference: 16,
    points: 26,
    form: ['W', 'L', 'D', 'W', 'W'],
  },
  // Oldest first.
  form: [...results].reverse().map((f) => ({
    fixture: f,
    result: ({ 701: 'W', 702: 'W', 703: 'L', 704: 'D', 705: 'W' } as const)[f.id as 701],
  })),
  nextMatch: next,
};

const teamFixtures: WireTeamFixtures = {
  teamId: 3,
  league: ajax.league,
  fixtures: [
    next,
    fixture({ id: 707, homeTeam: 'AFC Ajax', awayTeam: 'Go Ahead Eagles', date: '2026-11-29T13:30:00.000Z' }),
  ],
  results,
};

function player(
  id: number,
  displayName: string,
  position: WireSquadPlayer['position'],
  shirtNumber: number,
): WireSquadPlayer {
  const positionCode = ({ Goalkeeper: 'GK', Defender: 'DEF', Midfielder: 'MF', Attacker: 'ST' } as const)[position];
  return {
    id,
    sportMonksId: id,
    commonName: displayName,
    displayName,
    imagePath: null,
    position,
    positionCode,
    shirtNumber,
    nationality: 'NL',
    dateOfBirth: '2000-01-01',
  };
}

const squad: WireSquad = {
  teamId: 3,
  groups: [
    { position: 'GK', players: [player(301, 'Remko Pasveer', 'Goalkeeper', 1)] },
    {
      position: 'DEF',
      players: [player(304, 'Jorrel Hato', 'Defender', 2), player(305, 'Josip Sutalo', 'Defender', 37)],
    },
    { position: 'MF', players: [player(311, 'Kenneth Taylor', 'Midfielder', 8)] },
    { position: 'ST', players: [] },
  ],
};

interface ServeOverrides {
  team?: WireTeam;
  widget?: WireWidget;
  fixtures?: WireTeamFixtures;
  /** MC-06: the answers of the man-of-the-match averages; none by default. */
  fixtureMom?: () => Response;
  playerMom?: () => Response;
}

/** Serves the team page's calls; records the queries of the man-of-the-match averages. */
function serve(overrides: ServeOverrides = {}) {
  const momQueries: { fixtures: string[]; players: string[] } = { fixtures: [], players: [] };
  server.use(
    http.get(`${api}/api/v2/matchcenter/teams/:team`, ({ params }) =>
      params['team'] === '3' || params['team'] === 'ajax'
        ? HttpResponse.json({ data: overrides.team ?? ajax })
        : HttpResponse.json(
            { data: null, metaData: { message: 'The requested resource was not found.' } },
            { status: 404 },
          ),
    ),
    http.get(`${api}/api/v1/widgets/team/3/league/eredivisie`, () =>
      HttpResponse.json({ data: overrides.widget ?? widget }),
    ),
    http.get(`${api}/ajax/matchcenter/team/3/fixtures`, () =>
      HttpResponse.json({ data: overrides.fixtures ?? teamFixtures }),
    ),
    http.get(`${api}/ajax/matchcenter/team/3/squad`, () => HttpResponse.json({ data: squad })),
    // CLB-03's match alerts on the page: a logged-in fan's, from the account (none here).
    http.get(`${api}/api/v2/club-alerts`, () => HttpResponse.json({ data: [] })),
    http.get(`${api}/api/v2/matchcenter/3/fixtures/mom-scores`, ({ request }) => {
      momQueries.fixtures.push(new URL(request.url).search);
      return overrides.fixtureMom?.() ?? HttpResponse.json({ data: [] });
    }),
    http.get(`${api}/api/v2/matchcenter/3/players/mom-scores`, ({ request }) => {
      momQueries.players.push(new URL(request.url).search);
      return overrides.playerMom?.() ?? HttpResponse.json({ data: [] });
    }),
  );
  return { momQueries };
}

test('[MC-07] the club widget: club information, league position and the form of the last five', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3' });

  expect(await screen.findByRole('heading', { level: 1, name: 'AFC Ajax' })).toBeInTheDocument();
  const club = await screen.findByRole('region', { name: 'Club' });
  expect(within(club).getByText('Amsterdam')).toBeInTheDocument();
  expect(within(club).getByText('Johan Cruijff ArenA')).toBeInTheDocument();
  expect(within(club).getByText('1900')).toBeInTheDocument();
  expect(within(club).getByText('Jan de Boer')).toBeInTheDocument();
  // The club colours are swatches in those colours, the codes only for screen readers (never "#c8102e, #ffffff").
  const red = within(club).getByTitle('#c8102e');
  expect(red).toHaveStyle({ background: '#c8102e' });
  expect(within(red).getByText('#c8102e')).toHaveClass('visually-hidden');
  expect(within(club).getByTitle('#ffffff')).toHaveStyle({ background: '#ffffff' });
  expect(club).not.toHaveTextContent('#c8102e, #ffffff');
  expect(within(club).getByRole('link', { name: 'Eredivisie' })).toHaveAttribute(
    'href',
    '/matchcenter/rankings/league/eredivisie',
  );

  const position = await within(club).findByRole('region', { name: 'League position' });
  expect(within(position).getByText('3rd in the Eredivisie')).toBeInTheDocument();
  expect(within(position).getByText('26')).toBeInTheDocument();
  expect(within(position).getByText('+16')).toBeInTheDocument();

  const form = within(club).getByRole('list', { name: 'Form over the last 5 matches, oldest first' });
  const links = within(form).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'WWon 4-0 at home against FC Utrecht',
    'WWon 0-3 away at FC Twente',
    'LLost 0-2 at home against AZ',
    'DDrew 1-1 away at Feyenoord',
    'WWon 2-1 at home against PSV',
  ]);
  expect(links[0]).toHaveAttribute('href', '/matchcenter/match/701');

  const nextMatch = within(club).getByRole('region', { name: 'Next match' });
  expect(within(nextMatch).getByRole('link', { name: /NEC.*AFC Ajax/ })).toHaveAttribute(
    'href',
    '/matchcenter/match/706',
  );
});

test('[MC-13] the fixtures tab lists the matches to come, the results tab those played, each linking to its match', async () => {
  serve();
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3' });

  expect(await screen.findByRole('tab', { name: 'Fixtures', selected: true })).toBeInTheDocument();
  const fixturesPanel = screen.getByRole('tabpanel', { name: 'Fixtures' });
  const coming = await within(fixturesPanel).findAllByRole('link');
  expect(coming.map((link) => link.getAttribute('href'))).toEqual(['/matchcenter/match/706', '/matchcenter/match/707']);
  expect(coming[0]).toHaveTextContent(/Sun 22 Nov.*NEC.*16:45.*AFC Ajax/);

  await user.click(screen.getByRole('tab', { name: 'Results' }));
  const resultsPanel = screen.getByRole('tabpanel', { name: 'Results' });
  const played = within(resultsPanel).getAllByRole('link');
  expect(played.map((link) => link.getAttribute('href'))).toEqual(results.map((f) => `/matchcenter/match/${f.id}`));
  expect(within(played[0] as HTMLElement).getByText('Score 2-1')).toBeInTheDocument();
  // Both tabs read one answer.
  expect(requests.filter((path) => path.endsWith('/fixtures'))).toHaveLength(1);
});

test('[CLB-02][MC-13] a season of fixtures shows the next six, and one tap shows them all', async () => {
  const season = Array.from({ length: 15 }, (_, index) =>
    fixture({
      id: 800 + index,
      homeTeam: 'AFC Ajax',
      awayTeam: `Opponent ${index + 1}`,
      date: new Date(Date.parse('2026-12-01T13:30:00.000Z') + index * 7 * 24 * 3_600_000).toISOString(),
    }),
  );
  serve({ fixtures: { ...teamFixtures, fixtures: season } });
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3' });
  const panel = await screen.findByRole('tabpanel', { name: 'Fixtures' });
  expect(await within(panel).findAllByRole('link')).toHaveLength(6);
  await user.click(within(panel).getByRole('button', { name: 'Show all 15 matches' }));
  expect(within(panel).getAllByRole('link')).toHaveLength(15);
  expect(within(panel).queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
});

test('[PLT-11] the URL hash opens a tab, and choosing a tab writes the hash', async () => {
  serve();
  window.history.replaceState(null, '', '/matchcenter/team/3#squad');
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3#squad' });

  expect(await screen.findByRole('tab', { name: 'Squad', selected: true })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Goalkeepers' })).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Results' }));
  expect(window.location.hash).toBe('#results');
  expect(screen.getByRole('tab', { name: 'Results', selected: true })).toBeInTheDocument();
});

test('[MC-13] the squad is grouped by position (GK, DEF, MF, ST), each player linking to their page', async () => {
  serve();
  window.history.replaceState(null, '', '/matchcenter/team/ajax#squad');
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/ajax#squad' });

  const squadPanel = await screen.findByRole('tabpanel', { name: 'Squad' });
  const groups = await within(squadPanel).findAllByRole('heading', { level: 2 });
  expect(groups.map((heading) => heading.textContent)).toEqual([
    'GK Goalkeepers',
    'DEF Defenders',
    'MF Midfielders',
    'ST Attackers',
  ]);
  const defenders = screen.getByRole('region', { name: 'Defenders' });
  const links = within(defenders).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Shirt number 2Jorrel Hato', 'Shirt number 37Josip Sutalo']);
  expect(links[0]).toHaveAttribute('href', '/matchcenter/player/304');
  expect(
    within(screen.getByRole('region', { name: 'Attackers' })).getByText('No players in this position.'),
  ).toBeInTheDocument();
});

test('[MC-13] the page head: title, description, canonical URL and a SportsTeam', async () => {
  serve();
  // By slug: the canonical address is still the id's.
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/ajax' });
  await screen.findByRole('heading', { level: 1, name: 'AFC Ajax' });

  expect(document.title).toBe('AFC Ajax: fixtures, results and squad | Tribune');
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://tribune.test/matchcenter/team/3',
  );
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Fixtures, results, league position, form and squad of AFC Ajax in the Eredivisie.',
  );
  const jsonLd: unknown = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'SportsTeam',
    name: 'AFC Ajax',
    sport: 'Soccer',
    logo: 'http://api.test/assets/clubs/ajax.svg',
    location: { name: 'Johan Cruijff ArenA', address: 'Amsterdam' },
    memberOf: { name: 'Eredivisie' },
  });
});

test('[CLB-05] the page shares the club card PNG the API draws, not the crest’s SVG', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/ajax' });
  await screen.findByRole('heading', { level: 1, name: 'AFC Ajax' });
  // By the id, like the canonical address, whichever address the page was opened by.
  expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
    'content',
    'http://tribune.test/share-image/team/3.png',
  );
  expect(document.head.querySelector('meta[property="og:image:type"]')).toHaveAttribute('content', 'image/png');
});

test('[MC-07] an unknown club is the not-found page; a malformed address asks nothing', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/9999' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Club not found' })).toBeInTheDocument();

  requests.length = 0;
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/Not%20a%20club' });
  expect(await screen.findAllByRole('heading', { level: 1, name: 'Club not found' })).not.toHaveLength(0);
  expect(requests).toEqual([]);
});

test('[MC-07] a widget that fails to load says so and retries, the rest of the page stays', async () => {
  let calls = 0;
  serve();
  server.use(
    http.get(`${api}/api/v1/widgets/team/3/league/eredivisie`, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 })
        : HttpResponse.json({ data: widget });
    }),
  );
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The league position and form could not be loaded.');
  expect(screen.getByRole('tab', { name: 'Fixtures' })).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('3rd in the Eredivisie')).toBeInTheDocument();
});

test('[PLT-06] the team page speaks Dutch for a Dutch tenant', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3', language: 'nl' });
  expect(await screen.findByText('3e in de Eredivisie')).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Programma', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Uitslagen' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Selectie' })).toBeInTheDocument();
  const form = screen.getByRole('list', { name: 'Vorm in de laatste 5 wedstrijden, oudste eerst' });
  expect(within(form).getAllByRole('link')[0]).toHaveTextContent('WGewonnen 4-0 thuis tegen FC Utrecht');
  expect(within(form).getAllByRole('link')[3]).toHaveTextContent('GGelijkgespeeld 1-1 uit bij Feyenoord');
});

test('[MC-11][CLB-01] a guest makes the club their club from its page: kept on the device, and "Remove" undoes it', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3' });
  const make = await screen.findByRole('button', { name: 'Make Ajax my club' });
  expect(screen.getByRole('status')).toHaveTextContent('');

  await userEvent.click(make);
  // The same button, which keeps the focus, now removes it; "My club" is read out as a status.
  expect(await screen.findByRole('status')).toHaveTextContent('My club');
  const remove = screen.getByRole('button', { name: 'Remove Ajax as my club' });
  expect(remove).toBe(make);
  expect(remove).toHaveFocus();
  expect(remove).toHaveTextContent(/^Remove$/);
  expect(JSON.parse(window.localStorage.getItem(favouriteTeamStorageKey) ?? 'null')).toMatchObject({
    id: 3,
    league: { slug: 'eredivisie' },
  });
  // A guest's choice never goes to the API.
  expect(requests).not.toContain('/api/v2/user/favourite-team');

  await userEvent.click(remove);
  expect(await screen.findByRole('button', { name: 'Make Ajax my club' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('');
  expect(window.localStorage.getItem(favouriteTeamStorageKey)).toBeNull();
});

test("[MC-11][CLB-01] a logged-in fan's club is saved to the account; a failed save says so and changes nothing", async () => {
  serve();
  const saved: unknown[] = [];
  let failNext = false;
  server.use(
    http.get(`${api}/api/v2/user/favourite-team`, () => HttpResponse.json({ data: { team: null } })),
    http.put(`${api}/api/v2/user/favourite-team`, async ({ request }) => {
      if (failNext) return HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 });
      saved.push(await request.json());
      return HttpResponse.json({ data: { team: { ...ajax } } });
    }),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3', loggedInAs: testUser });
  await userEvent.click(await screen.findByRole('button', { name: 'Make Ajax my club' }));
  expect(await screen.findByRole('status')).toHaveTextContent('My club');
  expect(saved).toEqual([{ team_id: 3 }]);

  failNext = true;
  await userEvent.click(screen.getByRole('button', { name: 'Remove Ajax as my club' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your club could not be saved');
  expect(screen.getByRole('status')).toHaveTextContent('My club');
  expect(screen.getByRole('button', { name: 'Remove Ajax as my club' })).toBeInTheDocument();
});

const fixtureMom: WireFixtureMom = [
  { match_id: 705, player_id: 304, player_name: 'Jorrel Hato', average_votes: 4.56, votes: 12 },
  { match_id: 703, player_id: 311, player_name: 'Kenneth Taylor', average_votes: 4, votes: 1 },
];
const playerMom: WirePlayerMom = [
  { player_id: 301, average_votes: 3.5, votes: 2 },
  { player_id: 304, average_votes: 4.21, votes: 40 },
];
const serveMom = (overrides: ServeOverrides = {}) =>
  serve({
    fixtureMom: () => HttpResponse.json({ data: fixtureMom }),
    playerMom: () => HttpResponse.json({ data: playerMom }),
    ...overrides,
  });
const down = () => HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 });

test('[MC-06] a played match shows the fans’ man-of-the-match average on its row; a match without votes shows none', async () => {
  const { momQueries } = serveMom();
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3' });
  // Matches to come have no votes: the fixtures tab asks for none.
  await within(await screen.findByRole('tabpanel', { name: 'Fixtures' })).findAllByRole('link');
  expect(momQueries.fixtures).toEqual([]);

  await user.click(screen.getByRole('tab', { name: 'Results' }));
  const panel = screen.getByRole('tabpanel', { name: 'Results' });
  const won = await within(panel).findByRole('link', {
    name: /Fans’ man of the match: Jorrel Hato, average 4\.6 \(12 votes\)/,
  });
  expect(won).toHaveAttribute('href', '/matchcenter/match/705');
  // On a phone a small badge; its meaning is read out (and shown on hover), not the star.
  const badge = within(won).getByText('★ 4.6');
  expect(badge).toHaveAttribute('aria-hidden', 'true');
  expect(badge).toHaveAttribute('title', 'Fans’ man of the match: Jorrel Hato, average 4.6 (12 votes)');
  const rows = within(panel).getAllByRole('link');
  // One decimal always, so the badges line up: 4 is "4.0".
  expect(rows[2]).toHaveAccessibleName(/Fans’ man of the match: Kenneth Taylor, average 4\.0 \(1 vote\)$/);
  for (const row of [rows[1], rows[3], rows[4]]) expect(row).not.toHaveTextContent('★');
  // What the star means, as a footnote under the list (it arrives later; nothing above it moves).
  const legend = within(panel).getByText('★ The fans’ man-of-the-match rating, from 1 to 5');
  expect(panel.querySelector('ul')?.compareDocumentPosition(legend)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  // One request for the whole list (the first 50 results), the rows behind "Show all" included.
  expect(momQueries.fixtures).toEqual(['?fixtures=705%2C704%2C703%2C702%2C701']);
});

test('[MC-06] each squad player shows their man-of-the-match average of the season; a player without votes shows none', async () => {
  const { momQueries } = serveMom();
  window.history.replaceState(null, '', '/matchcenter/team/3#squad');
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3#squad' });

  const defenders = await screen.findByRole('region', { name: 'Defenders' });
  const hato = (await within(defenders).findByText('★ 4.2')).closest('li');
  expect(hato).toHaveTextContent('Jorrel Hato');
  expect(within(hato as HTMLElement).getByText('Fans’ man-of-the-match average: 4.2 (40 votes)')).toHaveClass(
    'visually-hidden',
  );
  // The player's link stays the player's name.
  expect(
    within(defenders)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Shirt number 2Jorrel Hato', 'Shirt number 37Josip Sutalo']);
  expect(within(defenders).getAllByRole('listitem')[1]).not.toHaveTextContent('★');
  expect(within(screen.getByRole('region', { name: 'Goalkeepers' })).getByText('★ 3.5')).toBeInTheDocument();
  expect(screen.getByText('★ The fans’ man-of-the-match rating, from 1 to 5')).toBeInTheDocument();
  // The squad's averages over the current season: no player or fixture list needed.
  expect(momQueries.players).toEqual(['']);
});

test('[MC-06] averages that fail to load leave the results and the squad as they are, without an error', async () => {
  const { momQueries } = serve({ fixtureMom: down, playerMom: down });
  window.history.replaceState(null, '', '/matchcenter/team/3#results');
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/3#results' });
  const panel = await screen.findByRole('tabpanel', { name: 'Results' });
  await waitFor(() => expect(momQueries.fixtures).toHaveLength(1));
  expect(await within(panel).findAllByRole('link')).toHaveLength(5);
  expect(panel).not.toHaveTextContent('★');

  await user.click(screen.getByRole('tab', { name: 'Squad' }));
  const squadPanel = screen.getByRole('tabpanel', { name: 'Squad' });
  expect(await within(squadPanel).findByText('Jorrel Hato')).toBeInTheDocument();
  await waitFor(() => expect(momQueries.players).toHaveLength(1));
  expect(squadPanel).not.toHaveTextContent('★');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('[MC-06][PLT-06] the averages in Dutch: a decimal comma and a Dutch label', async () => {
  serveMom();
  window.history.replaceState(null, '', '/matchcenter/team/3#results');
  const { user } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/team/3#results',
    language: 'nl',
  });
  const panel = await screen.findByRole('tabpanel', { name: 'Uitslagen' });
  const won = await within(panel).findByRole('link', {
    name: /Man van de wedstrijd volgens de fans: Jorrel Hato, gemiddeld 4,6 \(12 stemmen\)/,
  });
  expect(within(won).getByText('★ 4,6')).toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: 'Selectie' }));
  expect(
    await screen.findByText('Gemiddeld cijfer als man van de wedstrijd volgens de fans: 4,2 (40 stemmen)'),
  ).toBeInTheDocument();
});

test('[SEO-01] an unknown club is the club’s not-found page, marked for a 404, with no loading state', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/9999' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Club not found' })).toBeInTheDocument();
  expect(screen.getByText('This club does not exist or is no longer available.')).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('[SEO-01] the server renders an unknown club’s not-found page from the API’s 404, in the tenant’s language', async () => {
  const page = (
    <Routes>
      <Route path="matchcenter/team/:teamId" element={<TeamPage />} />
    </Routes>
  );
  // A club no other test asks for: SWR remembers, module-wide, the first state of a key a browser render set.
  const body = { data: null, metaData: { message: 'The requested resource was not found.' } };
  const errors = [[teamKey('no-such-club'), new ApiError(404, body, 'Not found')]] as const;
  const html = await renderOnServer(page, { route: '/matchcenter/team/no-such-club', errors });
  expect(html).toContain('data-page-status="404"');
  expect(html).toContain('Club not found');
  expect(html).not.toContain('Loading…');

  const dutch = await renderOnServer(page, { route: '/matchcenter/team/no-such-club', language: 'nl', errors });
  expect(dutch).toContain('data-page-status="404"');
  expect(dutch).toContain('Club niet gevonden');
  expect(dutch).toContain('Deze club bestaat niet of is niet meer beschikbaar.');
});

test('[SEO-01] a club that fails to load for another reason keeps the retry, not the not-found page', async () => {
  server.use(
    http.get(`${api}/api/v2/matchcenter/teams/:team`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 }),
    ),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/team/ajax' });
  expect(await screen.findByText('The club could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});
