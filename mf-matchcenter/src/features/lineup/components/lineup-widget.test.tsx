import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { authDialogAtom, storageKeys, type ApiResponse } from '@tribune/shared';
import { mockApi, testUser } from '@tribune/shared/testing';
import { renderWithProviders } from '../../../test/render-with-providers';
import { LINEUP_RETRY_INTERVAL_MS } from '../lib/lineup-retry';
import { LineupWidget } from './lineup-widget';

const api = 'http://api.test';
const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
});

type WireSetting = ApiResponse<'/api/v2/setting', 'get'>['data'];

const available = ['4_3_3', '4_4_2', '4_2_3_1', '3_5_2', '3_4_3', '5_3_2', '4_1_4_1', '5_4_1'];

function squadPlayer(id: number, displayName: string, shirtNumber: number) {
  return { id, commonName: displayName, displayName, imagePath: null, shirtNumber, nationality: 'NL' };
}

const squad = {
  teamId: 3,
  groups: [
    { position: 'GK', players: [squadPlayer(1, 'Pasveer', 1), squadPlayer(2, 'Gorter', 12)] },
    {
      position: 'DEF',
      players: [
        squadPlayer(3, 'Hato', 2),
        squadPlayer(4, 'Sutalo', 37),
        squadPlayer(5, 'Gaaei', 3),
        squadPlayer(6, 'Rensch', 15),
        squadPlayer(7, 'Baas', 4),
      ],
    },
    {
      position: 'MF',
      players: [squadPlayer(8, 'Taylor', 8), squadPlayer(9, 'Henderson', 6), squadPlayer(10, 'Berghuis', 23)],
    },
    {
      position: 'ST',
      players: [squadPlayer(11, 'Brobbey', 9), squadPlayer(12, 'Godts', 11), squadPlayer(13, 'Traore', 10)],
    },
  ],
};

function formations(overrides: Record<string, unknown> = {}) {
  return {
    team_id: 3,
    total: 10,
    formations: [
      { formation: '4_3_3', count: 6, percentage: 60 },
      { formation: '4_2_3_1', count: 3, percentage: 30 },
      { formation: '3_5_2', count: 1, percentage: 10 },
    ],
    available,
    mine: null,
    ...overrides,
  };
}

const topPlayers = {
  team_id: 3,
  total: 10,
  players: [
    { id: 11, name: 'Brian Brobbey', position: 'ST', shirtNumber: 9, count: 9, percentage: 90 },
    { id: 1, name: 'Remko Pasveer', position: 'GK', shirtNumber: 1, count: 8, percentage: 80 },
  ],
};

/** The site settings as GET /api/v2/setting answers them; `lineup_data_limit` is the tenant's data-limit. */
function siteSetting(lineupDataLimit: number): WireSetting {
  return {
    popup: null,
    settings_date: null,
    recaptcha_site_key: null,
    sidebar_comments: 'latest',
    top_comments_weekly_first: false,
    show_web_push: 0,
    promotion_overlay: null,
    lineup_data_limit: lineupDataLimit,
  };
}

/** As the API does: at most `limit` of the most chosen formations. */
function formationsUpTo(limit: number) {
  const all = formations();
  return HttpResponse.json({ data: { ...all, formations: all.formations.slice(0, limit) } });
}

/**
 * Serves the widget's calls (the site settings with the tenant's data-limit, unset by default: 9999);
 * records the formations queries and what was posted.
 */
function serve(
  formationsAnswer: (limit: number) => Response = formationsUpTo,
  settingAnswer: () => Response = () => HttpResponse.json({ data: siteSetting(9999) }),
) {
  const queries: string[] = [];
  const posted: unknown[] = [];
  server.use(
    http.get(`${api}/api/v2/setting`, settingAnswer),
    http.get(`${api}/api/v2/user-formations`, ({ request }) => {
      const url = new URL(request.url);
      queries.push(url.search);
      return formationsAnswer(Number(url.searchParams.get('limit')));
    }),
    http.get(`${api}/api/v2/user/formation/top-players`, () => HttpResponse.json({ data: topPlayers })),
    http.get(`${api}/ajax/matchcenter/team/3/squad`, () => HttpResponse.json({ data: squad })),
    http.post(`${api}/api/v2/user-formations`, async ({ request }) => {
      const body = (await request.json()) as { formation: string; players: number[] };
      posted.push(body);
      return HttpResponse.json(
        {
          data: {
            formation: {
              id: 77,
              team_id: 3,
              formation: body.formation,
              players: body.players.map((id, slot) => ({ id, name: `Player ${id}`, position: 'MF', slot })),
              updated_at: '2026-11-24T10:00:00.000Z',
            },
          },
        },
        { status: 201 },
      );
    }),
  );
  return { queries, posted };
}

test('[MC-10] the most chosen formations, shown with hyphens, every one without a data-limit setting, and the players picked most', async () => {
  const { queries } = serve();
  await renderWithProviders(<LineupWidget teamId={3} />);

  const list = await screen.findByRole('region', { name: 'Most chosen formations' });
  const entries = within(list).getAllByRole('listitem');
  expect(entries.map((entry) => entry.textContent)).toEqual([
    '4-3-360% (6 fans)',
    '4-2-3-130% (3 fans)',
    '3-5-210% (1 fan)',
  ]);
  expect(queries).toEqual(['?team=3&limit=9999']);

  const picked = screen.getByRole('region', { name: 'Picked most' });
  expect(within(picked).getByRole('link', { name: 'Brian Brobbey' })).toHaveAttribute('href', '/matchcenter/player/11');
  expect(within(picked).getAllByText(/in \d+% of line-ups/)).toHaveLength(2);
});

test("[MC-10] the widget asks for the tenant's data-limit setting and shows that many of the most chosen formations", async () => {
  const { queries } = serve(formationsUpTo, () => HttpResponse.json({ data: siteSetting(2) }));
  await renderWithProviders(<LineupWidget teamId={3} />);

  const list = await screen.findByRole('region', { name: 'Most chosen formations' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent),
  ).toEqual(['4-3-360% (6 fans)', '4-2-3-130% (3 fans)']);
  // Asked once, with the setting: not first with the default and then again.
  expect(queries).toEqual(['?team=3&limit=2']);
});

test('[MC-10] an API without the data-limit, or settings that fail to load, still show every formation chosen (9999)', async () => {
  const { queries } = serve(formationsUpTo, () =>
    HttpResponse.json({ data: { popup: null, settings_date: null, recaptcha_site_key: null } }),
  );
  const { unmount } = await renderWithProviders(<LineupWidget teamId={3} />);
  await screen.findByRole('region', { name: 'Most chosen formations' });
  expect(queries).toEqual(['?team=3&limit=9999']);
  unmount();

  const failing = serve(formationsUpTo, () =>
    HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 }),
  );
  await renderWithProviders(<LineupWidget teamId={3} />);
  const list = await screen.findByRole('region', { name: 'Most chosen formations' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(failing.queries).toEqual(['?team=3&limit=9999']);
  expect(screen.queryByText('The line-ups could not be loaded.')).not.toBeInTheDocument();
});

test('[MC-10] the widget waits for its data, retrying every second, and shows it once it comes', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  let failures = 3;
  const { queries } = serve(() =>
    failures-- > 0
      ? HttpResponse.json({ data: null, metaData: { message: 'Starting' } }, { status: 503 })
      : HttpResponse.json({ data: formations() }),
  );
  await renderWithProviders(<LineupWidget teamId={3} />);
  await waitFor(() => expect(queries).toHaveLength(1));
  for (const expected of [2, 3, 4]) {
    await act(async () => jest.advanceTimersByTime(LINEUP_RETRY_INTERVAL_MS));
    await waitFor(() => expect(queries).toHaveLength(expected));
  }
  expect(await screen.findByRole('region', { name: 'Most chosen formations' })).toBeInTheDocument();
  expect(screen.queryByText('The line-ups could not be loaded.')).not.toBeInTheDocument();
});

test('[MC-10] after 10 seconds of failures the widget stops retrying and says so', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const { queries } = serve(() => HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 }));
  await renderWithProviders(<LineupWidget teamId={3} />);
  await waitFor(() => expect(queries).toHaveLength(1));
  for (let second = 0; second < 15; second += 1) {
    await act(async () => jest.advanceTimersByTime(LINEUP_RETRY_INTERVAL_MS));
  }
  expect(await screen.findByText('The line-ups could not be loaded.')).toBeInTheDocument();
  // The first request and ten retries, one a second: then it waits for the fan.
  expect(queries).toHaveLength(11);
});

test('[MC-10] a guest sees the figures and an invitation to log in that opens the login dialog', async () => {
  serve();
  const { user, runtime } = await renderWithProviders(<LineupWidget teamId={3} />);
  await user.click(await screen.findByRole('button', { name: 'Log in to pick your own line-up' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(screen.queryByRole('form', { name: 'Your line-up' })).not.toBeInTheDocument();
});

test('[MC-10][ACC-11] a fan picks a formation and an XI line by line, saves it in slot order, and the stored user points at it', async () => {
  const { posted } = serve();
  const { user } = await renderWithProviders(<LineupWidget teamId={3} />, { loggedInAs: testUser });
  const form = await screen.findByRole('form', { name: 'Your line-up' });
  expect(within(form).getByLabelText('Formation')).toHaveValue('4_3_3');
  const save = within(form).getByRole('button', { name: 'Save my line-up' });
  expect(save).toBeDisabled();
  expect(within(form).getByText('Pick 11 more players to complete your XI.')).toBeInTheDocument();

  // 4-2-3-1: one forward, so the second forward cannot be ticked.
  await user.selectOptions(within(form).getByLabelText('Formation'), '4_2_3_1');
  const forwards = within(form).getByRole('group', { name: 'Attackers (0 of 1)' });
  await user.click(within(forwards).getByLabelText('Brobbey'));
  expect(within(forwards).getByLabelText('Godts')).toBeDisabled();

  // Back to 4-3-3 and fill every line.
  await user.selectOptions(within(form).getByLabelText('Formation'), '4_3_3');
  await user.click(within(form).getByLabelText('Pasveer'));
  for (const name of ['Hato', 'Sutalo', 'Gaaei', 'Rensch', 'Taylor', 'Henderson', 'Berghuis', 'Godts', 'Traore']) {
    await user.click(within(form).getByLabelText(name));
  }
  expect(within(form).getByRole('group', { name: 'Defenders (4 of 4)' })).toBeInTheDocument();
  expect(within(form).getByLabelText('Baas')).toBeDisabled();
  await user.click(save);

  expect(await screen.findByText('Your line-up is saved.')).toBeInTheDocument();
  expect(posted).toEqual([{ team_id: 3, formation: '4_3_3', players: [1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13] }]);
  const stored = JSON.parse(window.localStorage.getItem(storageKeys.user) ?? 'null') as { meta: unknown[] };
  expect(stored.meta).toContainEqual({ key: 'has_formation', value: { current_formation_id: 77 } });
});

test("[MC-10] the server's refusal is shown as its messages, and the fan's saved line-up fills the form", async () => {
  serve(() =>
    HttpResponse.json({
      data: formations({
        mine: {
          id: 5,
          team_id: 3,
          formation: '4_3_3',
          players: [1, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13].map((id, slot) => ({
            id,
            name: `P${id}`,
            position: 'MF',
            slot,
          })),
          updated_at: '2026-11-20T10:00:00.000Z',
        },
      }),
    }),
  );
  server.use(
    http.post(`${api}/api/v2/user-formations`, () =>
      HttpResponse.json(
        {
          data: null,
          metaData: { message: 'The line-up is not valid.', errors: { players: ['Player 13 is not in the squad.'] } },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = await renderWithProviders(<LineupWidget teamId={3} />, { loggedInAs: testUser });
  const form = await screen.findByRole('form', { name: 'Your line-up' });
  expect(within(form).getByLabelText('Traore')).toBeChecked();
  expect(within(form).getByRole('group', { name: 'Midfielders (3 of 3)' })).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save my line-up' }));
  expect(await within(form).findByText('Player 13 is not in the squad.')).toBeInTheDocument();
});
