import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import FootballPoolRoutes from '../exposes/routes';
import { currentMonth, currentWeekStart, shiftWeek } from '../lib/pool-weeks';
import { apiUrl, rankingPage, rankingRow } from '../test/api';
import { game } from '../test/games';
import { renderWithProviders, testUser } from '../test/render-with-providers';

const server = mockApi(
  http.get(apiUrl('/ajax/football-pool/rankings/load-time-period/weeks'), () =>
    HttpResponse.json({
      data: [
        { value: '2026-11-23', label: 'Week 48 · 23–29 Nov' },
        { value: '2026-11-16', label: 'Week 47 · 16–22 Nov' },
        { value: '2026-11-02', label: 'Week 45 · 2–8 Nov' },
      ],
    }),
  ),
  http.get(apiUrl('/ajax/football-pool/rankings/load-time-period/months'), () =>
    HttpResponse.json({
      data: [
        { value: '2026-11', label: 'November 2026' },
        { value: '2026-10', label: 'October 2026' },
      ],
    }),
  ),
  http.get(apiUrl('/api/v2/predictions'), ({ request }) =>
    HttpResponse.json({
      data: {
        games: [
          game(1, 'Ajax', 'PSV', {
            status: 'finished',
            result: '2:0',
            userPrediction: { bet: 'home_win', result: '2:0', points: 19, outcome: 'correct' },
          }),
          game(2, 'Feyenoord', 'AZ'),
        ],
        week: {
          start: new URL(request.url).searchParams.get('week_start') ?? '',
          end: '',
          previous: null,
          next: null,
        },
      },
    }),
  ),
);

/** Serves the board and records each request's query; `answer` picks the page per query. */
function serveRanking(answer: (query: URLSearchParams) => ReturnType<typeof rankingPage> = () => rankingPage()) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl('/api/v2/ranking'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return HttpResponse.json({ data: answer(query) });
    }),
  );
  return requests;
}

const thisWeek = currentWeekStart();
const filterButtons = () => within(screen.getByRole('group', { name: 'Period' })).getAllByRole('button');
const pressed = () => filterButtons().filter((button) => button.getAttribute('aria-pressed') === 'true');

test('[FP-04] the rankings open on this week: rank, avatar 40 wide, the name linking to the player, points', async () => {
  const requests = serveRanking(() =>
    rankingPage({
      ranking: [
        { ...rankingRow(1, 11, 'ajacied', 120), image: '/assets/avatars/ajacied.png' },
        rankingRow(2, 12, 'kuip', 95),
        rankingRow(2, 13, 'tukker', 95),
        rankingRow(4, 14, 'brabander', 80),
      ],
    }),
  );
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/rankings' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Rankings' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Ranking' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    ['1', '120'],
    ['2', '95'],
    ['2', '95'],
    ['4', '80'],
  ]);
  const first = rows[0] as HTMLElement;
  expect(within(first).getByRole('link', { name: 'ajacied' })).toHaveAttribute('href', '/football-pool/user/11');
  expect(first.querySelector('img')).toHaveAttribute('width', '40');
  // Without a picture the initial keeps the same 40 pixels.
  expect((rows[1] as HTMLElement).querySelector('.avatar')).toHaveStyle({ width: '40px', height: '40px' });

  expect(requests[0]?.get('filter')).toBe('week');
  expect(requests[0]?.get('value')).toBe(thisWeek);
  expect(requests[0]?.get('page')).toBe('0');
  expect(pressed().map((button) => button.textContent)).toEqual(['This week']);
});

test.each([
  ['?total=1', 'total', null, 'Total'],
  ['?ranking=total', 'total', null, 'Total'],
  ['?ranking=this_week', 'week', thisWeek, 'This week'],
  ['?ranking=last_week', 'week', shiftWeek(thisWeek, -1), 'Last week'],
  ['?ranking=month', 'month', currentMonth(), 'Month'],
  ['?ranking=month&month_start=2026-10', 'month', '2026-10', 'Month'],
  ['?month_start=2026-10-01', 'month', '2026-10', 'Month'],
  ['?week_start=2026-11-04', 'week', '2026-11-02', 'Last week'],
  ['?week_start=not-a-date', 'week', thisWeek, 'This week'],
])(
  '[FP-04] /football-pool/rankings%s asks filter=%s value=%s, with "%s" the one active button',
  async (query, filter, value, button) => {
    const requests = serveRanking();
    await renderWithProviders(<FootballPoolRoutes />, { route: `/football-pool/rankings${query}` });
    await screen.findByRole('table', { name: 'Ranking' });
    expect(requests[0]?.get('filter')).toBe(filter);
    expect(requests[0]?.get('value')).toBe(value);
    expect(pressed().map((item) => item.textContent)).toEqual([button]);
  },
);

test('[FP-04] the filter buttons and the week and month lists change the board, exactly one button active', async () => {
  const requests = serveRanking();
  const { user } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/rankings' });
  await screen.findByRole('table', { name: 'Ranking' });

  await user.click(screen.getByRole('button', { name: 'Last week' }));
  await waitFor(() => expect(requests.at(-1)?.get('value')).toBe(shiftWeek(thisWeek, -1)));
  expect(pressed().map((item) => item.textContent)).toEqual(['Last week']);

  // The weeks with games, from load-time-period.
  const weeks = await screen.findByRole('combobox', { name: 'Week' });
  await screen.findByRole('option', { name: 'Week 45 · 2–8 Nov' });
  await user.selectOptions(weeks, 'Week 45 · 2–8 Nov');
  await waitFor(() => expect(requests.at(-1)?.get('value')).toBe('2026-11-02'));
  expect(requests.at(-1)?.get('filter')).toBe('week');

  await user.click(screen.getByRole('button', { name: 'Month' }));
  await waitFor(() => expect(requests.at(-1)?.get('filter')).toBe('month'));
  expect(pressed().map((item) => item.textContent)).toEqual(['Month']);
  const months = await screen.findByRole('combobox', { name: 'Month' });
  await screen.findByRole('option', { name: 'October 2026' });
  await user.selectOptions(months, 'October 2026');
  await waitFor(() => expect(requests.at(-1)?.get('value')).toBe('2026-10'));

  await user.click(screen.getByRole('button', { name: 'Total' }));
  await waitFor(() => expect(requests.at(-1)?.get('filter')).toBe('total'));
  expect(requests.at(-1)?.has('value')).toBe(false);
  expect(pressed().map((item) => item.textContent)).toEqual(['Total']);
  expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
});

test('[FP-04] 50 rows a page; the pagination shows the previous page and up to 4 from the current', async () => {
  const requests = serveRanking((query) => {
    const page = Number(query.get('page'));
    return rankingPage({
      ranking: Array.from({ length: 50 }, (_, index) =>
        rankingRow(page * 50 + index + 1, 100 + page * 50 + index, `player${page * 50 + index + 1}`, 1000 - index),
      ),
      page,
      pages: 10,
    });
  });
  const { user } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/rankings' });
  const table = await screen.findByRole('table', { name: 'Ranking' });
  expect(within(table).getAllByRole('row')).toHaveLength(51);
  const pagination = screen.getByRole('navigation', { name: 'Pagination' });
  const pageButtons = () =>
    within(pagination)
      .getAllByRole('button', { name: /^Page/ })
      .map((button) => button.textContent);
  expect(pageButtons()).toEqual(['1', '2', '3', '4']);

  await user.click(within(pagination).getByRole('button', { name: 'Page 3' }));
  expect(await screen.findByRole('link', { name: 'player101' })).toBeInTheDocument();
  expect(requests.at(-1)?.get('page')).toBe('2');
  expect(pageButtons()).toEqual(['2', '3', '4', '5', '6']);
  expect(within(pagination).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
});

test('[FP-04] [FP-05] a fan sees their own position, also when it is on another page', async () => {
  serveRanking(() =>
    rankingPage({
      pages: 4,
      user_rank: { ...rankingRow(137, 7, 'fan', 12) },
      user_page: 2,
      details: { filter: 'week', value: thisWeek, points: 12 },
    }),
  );
  server.use(http.get(apiUrl('/api/v1/football-pool/my-ranking'), () => HttpResponse.json({ data: null })));
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/rankings',
    loggedInAs: testUser,
  });
  const table = await screen.findByRole('table', { name: 'Ranking' });
  const own = await within(table).findByRole('row', { name: /fan/ });
  expect(
    within(own)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['137', '12']);
  expect(within(table).getByRole('rowheader', { name: 'Your position' })).toBeInTheDocument();
  expect(within(own).getByText('(you)')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Go to page 3' })).not.toBeInTheDocument());
});

test('[FP-04] [FP-08] the ranking refetches when a game is settled and after a reconnect, without a reload', async () => {
  let points = 120;
  const requests = serveRanking(() => rankingPage({ ranking: [rankingRow(1, 11, 'ajacied', points)] }));
  const { pusher } = await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/rankings' });
  const table = await screen.findByRole('table', { name: 'Ranking' });
  expect(within(table).getByText('120')).toBeInTheDocument();
  await waitFor(() => expect(pusher.subscribedChannels()).toContain('football-pool'));

  points = 139;
  pusher.emit('football-pool', 'PredictionsSettled', { prediction_game_id: 1, fixture_id: 101, week_start: thisWeek });
  expect(await within(table).findByText('139')).toBeInTheDocument();

  points = 150;
  pusher.reconnect();
  expect(await within(table).findByText('150')).toBeInTheDocument();
  // A payload that is not the API's is ignored.
  const asked = requests.length;
  pusher.emit('football-pool', 'PredictionsSettled', { unexpected: true });
  expect(requests).toHaveLength(asked);
});

test('[FP-05] under the rankings a fan sees their own predictions of the week in h_week_start', async () => {
  serveRanking();
  server.use(http.get(apiUrl('/api/v1/football-pool/my-ranking'), () => HttpResponse.json({ data: null })));
  const { user } = await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/rankings?h_week_start=2026-11-18',
    loggedInAs: testUser,
  });
  const history = await screen.findByRole('region', { name: 'Your predictions' });
  expect(within(history).getByRole('heading', { name: 'Week of 16 November 2026' })).toBeInTheDocument();
  const table = await within(history).findByRole('table', { name: 'Your predictions' });
  const row = within(table).getByRole('row', { name: /Ajax - PSV/ });
  expect(
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Ajax (1.85) Correct', '19']);
  // Open games are not in the history.
  expect(within(table).queryByText(/Feyenoord/)).not.toBeInTheDocument();

  await user.click(within(history).getByRole('link', { name: 'Next week' }));
  expect(await within(history).findByRole('heading', { name: 'Week of 23 November 2026' })).toBeInTheDocument();
});

test('[PLT-06] the rankings speak Dutch for a Dutch tenant', async () => {
  serveRanking();
  await renderWithProviders(<FootballPoolRoutes />, { route: '/football-pool/rankings', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Klassement' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Deze week' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findByRole('columnheader', { name: 'Punten' })).toBeInTheDocument();
});

test('[FP-04] [MD-01] both tables of the rankings page keep a Points column a phone can show', async () => {
  serveRanking();
  server.use(http.get(apiUrl('/api/v1/football-pool/my-ranking'), () => HttpResponse.json({ data: null })));
  await renderWithProviders(<FootballPoolRoutes />, {
    route: '/football-pool/rankings?h_week_start=2026-11-18',
    loggedInAs: testUser,
  });
  const board = await screen.findByRole('table', { name: 'Ranking' });
  const history = await screen.findByRole('table', { name: 'Your predictions' });
  const headers = (table: HTMLElement) =>
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
  expect(headers(board)).toEqual(['Rank', 'Player', 'Points']);
  // Three columns, not four: the outcome shares the pick's cell so Points fits a 360 px screen.
  expect(headers(history)).toEqual(['Match', 'Prediction', 'Points']);
  for (const row of within(history).getAllByRole('row').slice(1))
    expect(within(row).getAllByRole('cell').at(-1)?.textContent).toMatch(/^(\d+|–)$/);

  // jsdom lays nothing out: the stylesheet holds the rules that keep the column on screen (MD-01).
  const css = readFileSync(path.join(__dirname, '../styles/football-pool.css'), 'utf8');
  expect(css).toMatch(/\.fp-history__points \{[^}]*white-space: nowrap;/);
  expect(css).toMatch(/\.fp-ranking__player-inner a \{[^}]*overflow-wrap: anywhere;/);
  expect(css).toMatch(/\.fp-week__nav \{[^}]*flex-wrap: wrap;/);
});
