import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiResponse } from '@tribune/shared';
import { mockApi, testUser } from '@tribune/shared/testing';
import { favouriteTeamStorageKey } from '../../lib/device-favourite';
import {
  fixture,
  homeLeague as eredivisie,
  rankingRow,
  topFiveRanking as topFive,
  type WireFixture,
} from '../../test/fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { HomeClub } from './home-club';

const homepageUrl = 'http://api.test/ajax/matchcenter/homepage';
const server = mockApi();

const hour = 60 * 60 * 1000;
const inMs = (ms: number) => new Date(Date.now() + ms).toISOString();

/** The answer of GET /ajax/matchcenter/fixture/{id}, typed by the generated contract. */
type WireMatch = ApiResponse<'/ajax/matchcenter/fixture/{id}', 'get'>['data'];

function wireMatch(from: WireFixture, events: WireMatch['events']): WireMatch {
  return {
    ...from,
    extraMinute: null,
    league: { id: 8, slug: 'eredivisie', name: 'Eredivisie' },
    venue: { name: 'Stadion Galgenwaard', city: 'Utrecht' },
    events,
    timeline: [],
    lineup: null,
    stats: null,
  };
}

function goal(sequence: number, minute: number, team: 'home' | 'away', playerName: string, result: string) {
  return {
    sequence,
    type: 'goal' as const,
    minute,
    extraMinute: null,
    team,
    teamId: team === 'home' ? 6 : 2,
    playerId: playerName.length,
    playerName,
    relatedPlayerId: null,
    relatedPlayerName: null,
    result,
  };
}

/** The club's homepage read: its fixtures and results, and the table window around it. */
function serveClub({ fixtures = [], latest = [] }: { fixtures?: WireFixture[]; latest?: WireFixture[] }) {
  const asked: string[] = [];
  server.use(
    http.get(homepageUrl, ({ request }) => {
      asked.push(new URL(request.url).searchParams.toString());
      const rows = ['Twente', 'NEC', 'FC Utrecht', 'Heerenveen', 'Sparta'].map((name, index) =>
        rankingRow(index + 4, index + 4 === 6 ? 6 : 20 + index, name),
      );
      return HttpResponse.json({
        data: { fixtures, upcoming: fixtures, latest, ranking: { league: eredivisie, teamId: 6, rows } },
      });
    }),
  );
  return asked;
}

const guestWithClub = () => ({ storedItems: { [favouriteTeamStorageKey]: JSON.stringify(utrecht) } });

test('[CLB-02] a visitor without a club gets no section: the home page stays as it is', async () => {
  const asked = serveClub({});
  const { container } = await renderWithProviders(<HomeClub />);
  await waitFor(() => expect(container).toBeEmptyDOMElement());
  expect(asked).toEqual([]);
});

test("[CLB-02][MC-04] with a club, the section opens on its next match with the countdown, and the club's page is one tap", async () => {
  const next = fixture({ id: 30, homeTeam: 'FC Utrecht', awayTeam: 'PSV', homeTeamId: 6, date: inMs(26 * hour) });
  const asked = serveClub({ fixtures: [next] });
  await renderWithProviders(<HomeClub />, guestWithClub());
  const section = await screen.findByRole('region', { name: 'My club: FC Utrecht' });
  expect(await within(section).findByRole('heading', { name: 'Next match' })).toBeInTheDocument();
  const card = within(section).getByRole('link', { name: /FC Utrecht.*PSV/ });
  expect(card).toHaveAttribute('href', '/matchcenter/match/30');
  expect(card).toHaveTextContent(/1d/);
  expect(within(section).getByRole('link', { name: 'Club page' })).toHaveAttribute('href', '/matchcenter/team/6');
  expect(asked).toContain('league=eredivisie&team=6');
});

test('[CLB-02][MC-03][MC-02] a match being played shows first with its minute, score and scorers, each a link to his page', async () => {
  const live = fixture({
    id: 31,
    homeTeam: 'FC Utrecht',
    awayTeam: 'PSV',
    homeTeamId: 6,
    awayTeamId: 2,
    status: 'live',
    hasStarted: true,
    score: '2-1',
    time: 67,
    date: inMs(-hour),
  });
  const next = fixture({ id: 32, homeTeam: 'Ajax', awayTeam: 'FC Utrecht', awayTeamId: 6, date: inMs(7 * 24 * hour) });
  serveClub({ fixtures: [live, next] });
  server.use(
    http.get('http://api.test/ajax/matchcenter/fixture/31', () =>
      HttpResponse.json({
        data: wireMatch(live, [
          goal(1, 12, 'home', 'Bas Dost', '1-0'),
          goal(2, 40, 'away', 'Luuk de Jong', '1-1'),
          goal(3, 61, 'home', 'Bas Dost', '2-1'),
        ]),
      }),
    ),
  );
  await renderWithProviders(<HomeClub />, guestWithClub());
  const section = await screen.findByRole('region', { name: 'My club: FC Utrecht' });
  expect(await within(section).findByRole('heading', { name: 'Playing now' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: /67.*FC Utrecht 2, PSV 1/ })).toBeInTheDocument();
  const scorers = await within(section).findByRole('list', { name: /FC Utrecht/ });
  expect(scorers).toHaveTextContent("Bas Dost 12', 61'");
  expect(within(scorers).getByRole('link', { name: 'Bas Dost' })).toHaveAttribute(
    'href',
    `/matchcenter/player/${'Bas Dost'.length}`,
  );
  expect(within(section).queryByRole('link', { name: /Ajax/ })).not.toBeInTheDocument();
});

test("[CLB-02] the evening after, the section shows the club's result of the day rather than next week's match", async () => {
  const played = fixture({
    id: 33,
    homeTeam: 'PSV',
    awayTeam: 'FC Utrecht',
    homeTeamId: 2,
    awayTeamId: 6,
    status: 'finished',
    hasStarted: true,
    score: '0-3',
    date: inMs(-4 * hour),
  });
  const next = fixture({ id: 34, homeTeam: 'FC Utrecht', awayTeam: 'AZ', homeTeamId: 6, date: inMs(6 * 24 * hour) });
  serveClub({ fixtures: [next], latest: [played] });
  server.use(
    http.get('http://api.test/ajax/matchcenter/fixture/33', () => HttpResponse.json({ data: wireMatch(played, []) })),
  );
  await renderWithProviders(<HomeClub />, guestWithClub());
  const section = await screen.findByRole('region', { name: 'My club: FC Utrecht' });
  expect(await within(section).findByRole('heading', { name: 'Latest result' })).toBeInTheDocument();
  expect(within(section).getByRole('link', { name: /Full time.*PSV 0, FC Utrecht 3/ })).toBeInTheDocument();
});

test('[CLB-02] the Dutch tenant reads Dutch', async () => {
  serveClub({});
  await renderWithProviders(<HomeClub />, { ...guestWithClub(), language: 'nl' });
  expect(await screen.findByRole('region', { name: 'Mijn club: FC Utrecht' })).toBeInTheDocument();
  expect(await screen.findByText('Geen wedstrijd gepland voor FC Utrecht.')).toBeInTheDocument();
});

const utrecht = {
  id: 6,
  slug: 'fc-utrecht',
  name: 'FC Utrecht',
  shortName: 'Utrecht',
  logo: '/assets/clubs/fc-utrecht.svg',
  league: { id: 8, slug: 'eredivisie', name: 'Eredivisie' },
};

/** The homepage call answers the favourite's window when asked for one, and records what it was asked. */
function serveHomepageByFavourite() {
  const asked: string[] = [];
  server.use(
    http.get(homepageUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const team = Number(query.get('team'));
      const rows = team
        ? ['Twente', 'NEC', 'FC Utrecht', 'Heerenveen', 'Sparta'].map((name, index) =>
            rankingRow(index + 4, index + 4 === 6 ? 6 : 20 + index, name),
          )
        : topFive.rows;
      return HttpResponse.json({
        data: { fixtures: [], upcoming: [], latest: [], ranking: { league: eredivisie, teamId: team || null, rows } },
      });
    }),
  );
  return asked;
}

test("[MC-08][MC-11][CLB-02] a guest's club, kept on the device, opens the home page: its section's window is around it, its row marked", async () => {
  const asked = serveHomepageByFavourite();
  await renderWithProviders(<HomeClub />, {
    storedItems: { [favouriteTeamStorageKey]: JSON.stringify(utrecht) },
  });
  const favourite = await screen.findByRole('link', { name: 'FC Utrecht (your team)' });
  expect(favourite.closest('tr')).toHaveClass('ranking-window__favourite');
  expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(5);
  expect(asked).toContain('league=eredivisie&team=6');
});

test("[MC-11] a logged-in fan's club comes from the account, so it follows the fan to another device", async () => {
  const asked = serveHomepageByFavourite();
  server.use(
    http.get('http://api.test/api/v2/user/favourite-team', () => HttpResponse.json({ data: { team: utrecht } })),
  );
  await renderWithProviders(<HomeClub />, { loggedInAs: testUser });
  expect(await screen.findByRole('link', { name: 'FC Utrecht (your team)' })).toBeInTheDocument();
  expect(asked).toContain('league=eredivisie&team=6');
  // Mirrored on the device, so the same page shows it before the account answers next time.
  expect(JSON.parse(window.localStorage.getItem(favouriteTeamStorageKey) ?? 'null')).toMatchObject({ id: 6 });
});

test('[MC-11] a club a guest chose on this device is saved to the account on logging in, when the account has none', async () => {
  serveHomepageByFavourite();
  const saved: unknown[] = [];
  server.use(
    http.get('http://api.test/api/v2/user/favourite-team', () => HttpResponse.json({ data: { team: null } })),
    http.put('http://api.test/api/v2/user/favourite-team', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ data: { team: utrecht } });
    }),
  );
  await renderWithProviders(<HomeClub />, {
    loggedInAs: testUser,
    storedItems: { [favouriteTeamStorageKey]: JSON.stringify(utrecht) },
  });
  expect(await screen.findByRole('link', { name: 'FC Utrecht (your team)' })).toBeInTheDocument();
  expect(saved).toEqual([{ team_id: 6 }]);
});

test("[MC-11][CLB-01] the device's copy of an account's club goes when the account has none any more, instead of coming back", async () => {
  const asked = serveHomepageByFavourite();
  const saved: unknown[] = [];
  server.use(
    // Cleared in the profile settings or on another device since this device mirrored it.
    http.get('http://api.test/api/v2/user/favourite-team', () => HttpResponse.json({ data: { team: null } })),
    http.put('http://api.test/api/v2/user/favourite-team', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ data: { team: utrecht } });
    }),
  );
  await renderWithProviders(<HomeClub />, {
    loggedInAs: testUser,
    storedItems: { [favouriteTeamStorageKey]: JSON.stringify({ ...utrecht, accountId: testUser.id }) },
  });
  await waitFor(() => expect(window.localStorage.getItem(favouriteTeamStorageKey)).toBeNull());
  expect(saved).toEqual([]);
  expect(screen.queryByRole('link', { name: 'FC Utrecht (your team)' })).not.toBeInTheDocument();
  expect(asked).not.toContain('league=eredivisie&team=6');
});
