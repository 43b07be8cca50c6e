import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiResponse, ApiSchemas } from '@tribune/shared';
import { apiUrl, ownData, renderWithProviders, server, storeSession } from '../test/render-with-providers';

type WireFavouriteTeam = ApiSchemas['FavouriteTeam'];
type WireRankings = ApiResponse<'/ajax/matchcenter/rankings/league/{league}', 'get'>['data'];
type WireRankingRow = ApiSchemas['RankingRow'];

const eredivisie = { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' };

function club(id: number, name: string, shortName = name): WireFavouriteTeam {
  return {
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    shortName,
    logo: `/assets/clubs/${id}.svg`,
    league: { id: 72, slug: 'eredivisie', name: 'Eredivisie' },
  };
}

const ajax = club(3, 'AFC Ajax', 'Ajax');
const psv = club(1, 'PSV');

function row(position: number, team: WireFavouriteTeam): WireRankingRow {
  return {
    position,
    teamId: team.id,
    team: team.name,
    shortName: team.shortName,
    logo: team.logo,
    played: 12,
    won: 8,
    drawn: 2,
    lost: 2,
    goalsFor: 20,
    goalsAgainst: 10,
    goalDifference: 10,
    points: 26,
    form: ['W'],
  };
}

const rankings: WireRankings = {
  league: eredivisie,
  leagues: [eredivisie],
  seasonRankings: [{ id: 'season', rankingName: 'Eredivisie', teamRankings: [row(1, psv), row(2, ajax)] }],
  breadcrumbActiveItemText: 'Eredivisie table',
};

/** The account's club as the API keeps it; PUT changes it (and is recorded). */
function serveClubApi(initial: WireFavouriteTeam | null) {
  let current = initial;
  const puts: unknown[] = [];
  server.use(
    http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })),
    http.get(apiUrl('/ajax/matchcenter/rankings/league/eredivisie'), () => HttpResponse.json({ data: rankings })),
    http.get(apiUrl('/api/v2/user/favourite-team'), () => HttpResponse.json({ data: { team: current } })),
    // CLB-03: the club's match alerts under it (none on the account here).
    http.get(apiUrl('/api/v2/club-alerts'), () => HttpResponse.json({ data: [] })),
    http.put(apiUrl('/api/v2/user/favourite-team'), async ({ request }) => {
      const body = await request.json();
      puts.push(body);
      const teamId = typeof body === 'object' && body !== null && 'team_id' in body ? body.team_id : undefined;
      current = [ajax, psv].find((team) => team.id === teamId) ?? null;
      return HttpResponse.json({ data: { team: current } });
    }),
  );
  return puts;
}

async function openMyClub(options: { language?: 'en' | 'nl' } = {}) {
  storeSession();
  const view = await renderWithProviders({ route: '/user/profile', otherRemotes: ['mf_matchcenter'], ...options });
  const section = await screen.findByRole('region', { name: options.language === 'nl' ? 'Mijn club' : 'My club' });
  return { ...view, section };
}

test('[CLB-01] "My club" in the profile settings shows the club with its crest, and the fan changes it', async () => {
  const puts = serveClubApi(ajax);
  const { user, section } = await openMyClub();
  const current = await within(section).findByText('AFC Ajax', { selector: '.profile-settings__club-name' });
  expect(current.parentElement?.querySelector('img')).toHaveAttribute('src', 'http://api.test/assets/clubs/3.svg');

  const select = within(section).getByRole('combobox', { name: 'Change my club' });
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose a club', 'AFC Ajax', 'PSV']);
  await user.selectOptions(select, 'PSV');
  await user.click(within(section).getByRole('button', { name: 'Save my club' }));

  expect(await within(section).findByRole('status')).toHaveTextContent('Your club is saved.');
  expect(within(section).getByText('PSV', { selector: '.profile-settings__club-name' })).toBeInTheDocument();
  expect(puts).toEqual([{ team_id: 1 }]);
});

test('[CLB-01] the fan removes their club in the profile settings', async () => {
  const puts = serveClubApi(ajax);
  const { user, section } = await openMyClub();
  await within(section).findByText('AFC Ajax', { selector: '.profile-settings__club-name' });
  await user.click(within(section).getByRole('button', { name: 'Remove my club' }));

  expect(await within(section).findByText('You have not chosen a club yet.')).toBeInTheDocument();
  expect(within(section).getByRole('status')).toHaveTextContent('You no longer have a club.');
  expect(within(section).queryByRole('button', { name: 'Remove my club' })).not.toBeInTheDocument();
  // Its button is gone: the focus goes to the select, which now chooses a club.
  expect(within(section).getByRole('combobox', { name: 'Choose my club' })).toHaveFocus();
  expect(puts).toEqual([{ team_id: null }]);
});

test('[CLB-01] a fan without a club chooses one; saving without a choice says what to do', async () => {
  const puts = serveClubApi(null);
  const { user, section } = await openMyClub();
  expect(await within(section).findByText('You have not chosen a club yet.')).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Save my club' }));
  const select = within(section).getByRole('combobox', { name: 'Choose my club' });
  expect(select).toHaveAccessibleDescription('Choose a club from the list.');
  expect(select).toHaveFocus();
  expect(puts).toEqual([]);

  await user.selectOptions(select, 'AFC Ajax');
  await user.click(within(section).getByRole('button', { name: 'Save my club' }));
  expect(
    await within(section).findByText('AFC Ajax', { selector: '.profile-settings__club-name' }),
  ).toBeInTheDocument();
  expect(puts).toEqual([{ team_id: 3 }]);
});

test('[CLB-01] "My club" speaks Dutch on a Dutch tenant', async () => {
  serveClubApi(null);
  const { section } = await openMyClub({ language: 'nl' });
  expect(await within(section).findByText('Je hebt nog geen club gekozen.')).toBeInTheDocument();
  expect(within(section).getByRole('combobox', { name: 'Kies mijn club' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'Club opslaan' })).toBeInTheDocument();
});

test('[CLB-01] a tenant without the match centre has no "My club" section and asks nothing about it', async () => {
  const asked: string[] = [];
  server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
  server.use(http.get(apiUrl('/api/v2/user/me-as-resource'), () => HttpResponse.json({ data: ownData() })));
  storeSession();
  await renderWithProviders({ route: '/user/profile' });
  expect(await screen.findByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'My club' })).not.toBeInTheDocument();
  expect(asked).not.toContain('/api/v2/user/favourite-team');
  server.events.removeAllListeners();
});
