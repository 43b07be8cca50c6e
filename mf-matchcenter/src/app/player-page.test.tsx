import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { ApiError, type ApiResponse, type ApiSchemas } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import MatchcenterRoutes from '../exposes/routes';
import { renderOnServer } from '../test/render-on-server';
import { renderWithProviders } from '../test/render-with-providers';
import { playerKey } from '../features/players/api/get-player';
import { PlayerPage } from './player-page';

type WirePlayer = ApiSchemas['Player'];
type WireNews = ApiResponse<'/ajax/matchcenter/player/{id}/news', 'get'>;
type WireArticle = ApiSchemas['ArticleSummary'];

const api = 'http://api.test';
const server = mockApi();
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});

const daan: WirePlayer = {
  profile: {
    id: 309,
    firstName: 'Daan',
    lastName: 'de Jong',
    commonName: 'D. de Jong',
    displayName: 'Daan de Jong',
    imagePath: '/assets/players/placeholder.svg',
    nationality: 'NL',
    position: 'Attacker',
    positionCode: 'ST',
    shirtNumber: 9,
    dateOfBirth: '1998-03-14',
    age: 28,
    team: { id: 3, slug: 'ajax', name: 'AFC Ajax', shortName: 'Ajax', logo: '/assets/clubs/ajax.svg' },
    league: { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' },
  },
  season: {
    season: '2026/2027',
    appearances: 15,
    goals: 11,
    penalties: 3,
    ownGoals: 0,
    assists: 1,
    yellowCards: 1,
    redCards: 0,
    teamMatches: 17,
    matchesWithLineups: 2,
  },
  mom: null,
};

function article(id: number, title: string): WireArticle {
  return {
    id,
    url: `/article/${id}/story-${id}`,
    title,
    a_title: title,
    b_title: title,
    abtesting: false,
    excerpt: `Excerpt of ${id}`,
    comments_count: 0,
    thumbnails: { origin: '/assets/images/a.jpg' },
    author: { name: 'Desk', is_public: false, author_url: null, avatar: null },
    primary_tag: { title: 'Ajax', url: '/tag/ajax' },
    published_at: '2026-11-20T10:00:00.000Z',
    published_at_localized: { hour: '11', minute: '00' },
    is_external: false,
    video: null,
    kind: 'news',
  };
}

function newsPage(page: number, articles: WireArticle[], hasMore: boolean): WireNews {
  return { data: articles, metaData: { page, page_size: 10, has_more: hasMore } };
}

function serve(
  player: WirePlayer = daan,
  pages: WireNews[] = [newsPage(1, [article(1, 'Daan de Jong scores twice')], false)],
) {
  server.use(
    http.get(`${api}/ajax/matchcenter/player/:id`, ({ params }) =>
      params['id'] === String(player.profile.id)
        ? HttpResponse.json({ data: player })
        : HttpResponse.json(
            { data: null, metaData: { message: 'The requested resource was not found.' } },
            { status: 404 },
          ),
    ),
    http.get(`${api}/ajax/matchcenter/player/:id/news`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
      return HttpResponse.json(pages[page - 1] ?? newsPage(page, [], false));
    }),
  );
}

test('[MC-02] the profile: name, photo, club, position, shirt number, nationality, date of birth and age', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Daan de Jong' })).toBeInTheDocument();
  const profile = screen.getByRole('region', { name: 'Profile' });
  expect(within(profile).getByRole('img', { name: 'Daan de Jong' })).toHaveAttribute(
    'src',
    'http://api.test/assets/players/placeholder.svg',
  );
  expect(within(profile).getByRole('link', { name: 'AFC Ajax' })).toHaveAttribute('href', '/matchcenter/team/3');
  expect(within(profile).getByText('Attacker (ST)')).toBeInTheDocument();
  expect(within(profile).getByText('9')).toBeInTheDocument();
  expect(within(profile).getByText('Netherlands')).toBeInTheDocument();
  expect(within(profile).getByText('March 14, 1998 (age 28)')).toHaveAttribute('datetime', '1998-03-14');
});

test('[MC-02] the season figures, and what they were counted from', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });

  const season = await screen.findByRole('region', { name: 'Season 2026/2027' });
  const figure = (label: string) => within(season).getByText(label).parentElement?.querySelector('dd')?.textContent;
  expect(figure('Appearances')).toBe('15');
  expect(figure('Goals')).toBe('11');
  expect(figure('Penalties scored')).toBe('3');
  expect(figure('Assists')).toBe('1');
  expect(figure('Yellow cards')).toBe('1');
  expect(figure('Red cards')).toBe('0');
  expect(within(season).queryByText('Own goals')).not.toBeInTheDocument();
  expect(
    within(season).getByText(
      'Assists and cards are known for 2 of the 17 matches played, so those two figures may be incomplete.',
    ),
  ).toBeInTheDocument();
  // No grades yet: no man-of-the-match section at all.
  expect(screen.queryByRole('region', { name: 'Man of the match' })).not.toBeInTheDocument();
});

test('[MC-02] assists and cards no match has data for are shown as not known, not as 0', async () => {
  serve({ ...daan, season: { ...daan.season, assists: 0, yellowCards: 0, redCards: 0, matchesWithLineups: 0 } });
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });

  const season = await screen.findByRole('region', { name: 'Season 2026/2027' });
  const figure = (label: string) => within(season).getByText(label).parentElement?.querySelector('dd');
  expect(figure('Appearances')).toHaveTextContent('15');
  expect(figure('Goals')).toHaveTextContent('11');
  for (const label of ['Assists', 'Yellow cards', 'Red cards']) {
    expect(figure(label)).toHaveTextContent('–not known');
    expect(figure(label)).not.toHaveTextContent('0');
  }
  expect(
    within(season).getByText(
      'Assists and cards are known for 0 of the 17 matches played, so those two figures may be incomplete.',
    ),
  ).toBeInTheDocument();
});

test('[MC-02] the man-of-the-match average when fans have graded the player', async () => {
  serve({
    ...daan,
    season: { ...daan.season, matchesWithLineups: 17 },
    mom: { averageGrade: 4.46, votes: 12 },
  });
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });
  const mom = await screen.findByRole('region', { name: 'Man of the match' });
  expect(mom).toHaveTextContent('Average grade 4.5 out of 5 from the fans this season (12 votes).');
  expect(screen.queryByText(/may be incomplete/)).not.toBeInTheDocument();
});

test('[MC-02] the player news lists the articles that name the player, with load-more', async () => {
  const first = Array.from({ length: 10 }, (_, i) => article(100 - i, `Story ${100 - i} about Daan de Jong`));
  serve(daan, [
    newsPage(1, first, true),
    newsPage(2, [article(90, 'Daan de Jong signs'), article(89, 'Last one')], false),
  ]);
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });

  const news = await screen.findByRole('region', { name: 'News about Daan de Jong' });
  const links = await within(news).findAllByRole('link');
  expect(links).toHaveLength(10);
  expect(links[0]).toHaveTextContent('Story 100 about Daan de Jong');
  expect(links[0]).toHaveAttribute('href', '/article/100/story-100');

  await user.click(within(news).getByRole('button', { name: 'Load more' }));
  expect(await within(news).findByRole('link', { name: 'Last one' })).toHaveAttribute('href', '/article/89/story-89');
  expect(within(news).getAllByRole('link')).toHaveLength(12);
  expect(within(news).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(requests.filter((r) => r.includes('/news'))).toEqual([
    '/ajax/matchcenter/player/309/news?page=1&page_size=10',
    '/ajax/matchcenter/player/309/news?page=2&page_size=10',
  ]);
});

test('[MC-02] a player no article names gets a notice instead of a list', async () => {
  serve(daan, [newsPage(1, [], false)]);
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });
  expect(await screen.findByText('There is no news about this player yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('[MC-02] the page head: title, description, canonical URL and a Person', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });
  await screen.findByRole('heading', { level: 1, name: 'Daan de Jong' });
  expect(document.title).toBe('Daan de Jong: profile, season figures and news | Tribune');
  expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'http://tribune.test/matchcenter/player/309',
  );
  const jsonLd: unknown = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(jsonLd).toMatchObject({
    '@type': 'Person',
    name: 'Daan de Jong',
    birthDate: '1998-03-14',
    affiliation: { '@type': 'SportsTeam', name: 'AFC Ajax' },
  });
});

test('[MC-02] an unknown player is the not-found page; a malformed id asks nothing', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/4242' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeInTheDocument();

  requests.length = 0;
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/1e3' });
  expect(await screen.findAllByRole('heading', { level: 1, name: 'Player not found' })).not.toHaveLength(0);
  expect(requests).toEqual([]);
});

test('[PLT-06] the player page speaks Dutch for a Dutch tenant', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309', language: 'nl' });
  const profile = await screen.findByRole('region', { name: 'Profiel' });
  expect(within(profile).getByText('Aanvaller (ST)')).toBeInTheDocument();
  expect(within(profile).getByText('Nederland')).toBeInTheDocument();
  expect(within(profile).getByText('14 maart 1998 (28 jaar)')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Seizoen 2026/2027' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Nieuws over Daan de Jong' })).toBeInTheDocument();
});

const notFoundBody = { data: null, metaData: { message: 'The requested resource was not found.' } };

test('[SEO-01] an unknown player is the player’s not-found page, marked for a 404, with no loading state', async () => {
  serve();
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/4242' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Player not found' })).toBeInTheDocument();
  expect(screen.getByText('This player does not exist or is no longer available.')).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
});

test('[SEO-01] the server renders an unknown player’s not-found page from the API’s 404, in the tenant’s language', async () => {
  const page = (
    <Routes>
      <Route path="matchcenter/player/:playerId" element={<PlayerPage />} />
    </Routes>
  );
  // An id no other test asks for: SWR remembers, module-wide, the first state of a key a browser render set.
  const errors = [[playerKey(4343), new ApiError(404, notFoundBody, 'Not found')]] as const;
  const html = await renderOnServer(page, { route: '/matchcenter/player/4343', errors });
  expect(html).toContain('data-page-status="404"');
  expect(html).toContain('Player not found');
  expect(html).not.toContain('Loading…');

  const dutch = await renderOnServer(page, { route: '/matchcenter/player/4343', language: 'nl', errors });
  expect(dutch).toContain('data-page-status="404"');
  expect(dutch).toContain('Speler niet gevonden');
  expect(dutch).toContain('Deze speler bestaat niet of is niet meer beschikbaar.');
});

test('[SEO-01] a player that fails to load for another reason keeps the retry, not the not-found page', async () => {
  server.use(
    http.get(`${api}/ajax/matchcenter/player/:id`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 }),
    ),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/player/309' });
  expect(await screen.findByText('The player could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});
