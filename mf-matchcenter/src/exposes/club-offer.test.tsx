import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  firstPageViewStorageKey,
  interruptionPriority,
  useInterruption,
  type ApiResponse,
  type ApiSchemas,
} from '@tribune/shared';
import { mockApi, testUser } from '@tribune/shared/testing';
import { clubOfferStorageKey } from '../features/favourite-team/lib/club-offer-answer';
import { favouriteTeamStorageKey } from '../lib/device-favourite';
import { renderWithProviders } from '../test/render-with-providers';
import MatchcenterClubOffer from './club-offer';

type WireRankings = ApiResponse<'/ajax/matchcenter/rankings/league/{league}', 'get'>['data'];
type WireRankingRow = ApiSchemas['RankingRow'];
type WireFavouriteTeam = ApiSchemas['FavouriteTeam'];

const api = 'http://api.test';
const server = mockApi();
const requests: string[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) =>
    requests.push(`${request.method} ${new URL(request.url).pathname}`),
  );
});
afterEach(() => {
  server.events.removeAllListeners();
  window.history.replaceState(null, '', '/');
});

const eredivisie = { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: '2026/2027' };

function row(position: number, teamId: number, team: string, shortName: string): WireRankingRow {
  return {
    position,
    teamId,
    team,
    shortName,
    logo: `/assets/clubs/${teamId}.svg`,
    played: 12,
    won: 12 - position,
    drawn: 0,
    lost: position,
    goalsFor: 30 - position,
    goalsAgainst: 10,
    goalDifference: 20 - position,
    points: 3 * (12 - position),
    form: ['W'],
  };
}

const rankings: WireRankings = {
  league: eredivisie,
  leagues: [eredivisie],
  seasonRankings: [
    {
      id: 'season',
      rankingName: 'Eredivisie',
      teamRankings: [
        row(1, 1, 'PSV', 'PSV'),
        row(2, 3, 'AFC Ajax', 'Ajax'),
        row(3, 2, 'Feyenoord', 'Feyenoord'),
        row(4, 6, 'FC Utrecht', 'Utrecht'),
      ],
    },
  ],
  breadcrumbActiveItemText: 'Eredivisie table',
};

const ajax: WireFavouriteTeam = {
  id: 3,
  slug: 'ajax',
  name: 'AFC Ajax',
  shortName: 'Ajax',
  logo: '/assets/clubs/3.svg',
  league: { id: 72, slug: 'eredivisie', name: 'Eredivisie' },
};

function serveRankings() {
  server.use(
    http.get(`${api}/ajax/matchcenter/rankings/league/eredivisie`, () => HttpResponse.json({ data: rankings })),
  );
}

/** A browser that viewed a page of the site before: no interruption opens on the first (decision 0028). */
const viewedBefore = { [firstPageViewStorageKey]: JSON.stringify({ document: 1, page: '/an-earlier-page' }) };

const offer = () => screen.findByRole('region', { name: 'Choose your club' });

function storedAnswer(): unknown {
  const raw = window.localStorage.getItem(clubOfferStorageKey);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Lets the queue, the lazy offer and the network settle, so "nothing shows" is not just "not yet". */
async function settle() {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
}

/** A new page view in the browser: the address changes (the queue reads it) and the router is told. */
async function newPageView(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}

/** Another of the site's interruptions (the pop-up's place in the queue), asking when `asking`. */
function OtherInterruption({ askAtOnce = false }: { askAtOnce?: boolean }) {
  const [wanted, setWanted] = useState(askAtOnce);
  const open = useInterruption('popup', wanted, { priority: interruptionPriority.popup });
  return (
    <>
      <button type="button" onClick={() => setWanted(true)}>
        Ask for the pop-up
      </button>
      {open ? (
        <div role="dialog" aria-modal="true" aria-label="Pop-up">
          <button type="button" onClick={() => setWanted(false)}>
            Close the pop-up
          </button>
        </div>
      ) : null}
    </>
  );
}

test("[CLB-01] a first-time visitor is offered the league's clubs, as crests with names, in a panel that is not a dialog", async () => {
  serveRankings();
  await renderWithProviders(<MatchcenterClubOffer />, { storedItems: viewedBefore });

  const panel = await offer();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const clubs = within(panel).getByRole('list', { name: 'Clubs of the Eredivisie' });
  expect(
    within(clubs)
      .getAllByRole('button')
      .map((button) => button.textContent),
  ).toEqual(['Ajax', 'Feyenoord', 'PSV', 'Utrecht']);
  expect(within(clubs).getByRole('button', { name: 'Ajax' }).querySelector('img')).toHaveAttribute(
    'src',
    `${api}/assets/clubs/3.svg`,
  );
  expect(within(panel).getByRole('button', { name: 'Skip' })).toBeInTheDocument();
  expect(storedAnswer()).toMatchObject({ answer: 'shown' });
});

test('[CLB-01] the offer speaks Dutch on a Dutch tenant', async () => {
  serveRankings();
  await renderWithProviders(<MatchcenterClubOffer />, { storedItems: viewedBefore, language: 'nl' });
  const panel = await screen.findByRole('region', { name: 'Kies je club' });
  expect(within(panel).getByRole('list', { name: 'Clubs uit de Eredivisie' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Overslaan' })).toBeInTheDocument();
});

test("[CLB-01] nothing on the visitor's first page view on the site", async () => {
  serveRankings();
  await renderWithProviders(<MatchcenterClubOffer />);
  await settle();
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(storedAnswer()).toBeNull();
});

test('[CLB-01] a guest with a club on the device is not offered it, and nothing more is loaded', async () => {
  serveRankings();
  await renderWithProviders(<MatchcenterClubOffer />, {
    storedItems: { ...viewedBefore, [favouriteTeamStorageKey]: JSON.stringify(ajax) },
  });
  await settle();
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(requests).toEqual([]);
  expect(storedAnswer()).toMatchObject({ answer: 'had-club' });
});

test('[CLB-01] a logged-in fan whose account has a club is never offered it', async () => {
  serveRankings();
  server.use(http.get(`${api}/api/v2/user/favourite-team`, () => HttpResponse.json({ data: { team: ajax } })));
  await renderWithProviders(<MatchcenterClubOffer />, { storedItems: viewedBefore, loggedInAs: testUser });
  await settle();
  expect(requests).toContain('GET /api/v2/user/favourite-team');
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(storedAnswer()).toMatchObject({ answer: 'had-club' });
});

test('[CLB-01] one tap on "Skip" closes it, and it is not offered again', async () => {
  serveRankings();
  const { user, unmount } = await renderWithProviders(<MatchcenterClubOffer />, { storedItems: viewedBefore });
  await user.click(within(await offer()).getByRole('button', { name: 'Skip' }));
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(storedAnswer()).toMatchObject({ answer: 'skipped' });
  expect(window.localStorage.getItem(favouriteTeamStorageKey)).toBeNull();

  // The next page load in this browser.
  const remembered = window.localStorage.getItem(clubOfferStorageKey) ?? '';
  unmount();
  requests.length = 0;
  await renderWithProviders(<MatchcenterClubOffer />, {
    storedItems: { ...viewedBefore, [clubOfferStorageKey]: remembered },
  });
  await settle();
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(requests).toEqual([]);
});

test("[CLB-01] a guest's one tap on a crest makes it their club on the device, confirmed, and it is not offered again", async () => {
  serveRankings();
  const { user, unmount } = await renderWithProviders(<MatchcenterClubOffer />, { storedItems: viewedBefore });
  await user.click(within(await offer()).getByRole('button', { name: 'Ajax' }));

  const panel = await offer();
  expect(panel).toHaveTextContent('AFC Ajax is now your club. You can change it on any team page.');
  const done = within(panel).getByRole('button', { name: 'Done' });
  expect(done).toHaveFocus();
  expect(done).toHaveAccessibleDescription('AFC Ajax is now your club. You can change it on any team page.');
  expect(JSON.parse(window.localStorage.getItem(favouriteTeamStorageKey) ?? 'null')).toMatchObject({
    id: 3,
    name: 'AFC Ajax',
    league: { slug: 'eredivisie' },
  });
  // A guest's club stays on the device.
  expect(requests.filter((request) => request.includes('/api/v2/user/favourite-team'))).toEqual([]);
  expect(storedAnswer()).toMatchObject({ answer: 'picked' });

  await user.click(done);
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();

  const remembered = { ...window.localStorage };
  unmount();
  await renderWithProviders(<MatchcenterClubOffer />, { storedItems: remembered });
  await settle();
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
});

test("[CLB-01] a logged-in fan's tap on a crest saves the club to the account; a failed save says so and keeps the offer", async () => {
  serveRankings();
  const saved: unknown[] = [];
  let failNext = true;
  server.use(
    http.get(`${api}/api/v2/user/favourite-team`, () => HttpResponse.json({ data: { team: null } })),
    http.put(`${api}/api/v2/user/favourite-team`, async ({ request }) => {
      if (failNext) {
        failNext = false;
        return HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 });
      }
      saved.push(await request.json());
      return HttpResponse.json({ data: { team: ajax } });
    }),
  );
  const { user } = await renderWithProviders(<MatchcenterClubOffer />, {
    storedItems: viewedBefore,
    loggedInAs: testUser,
  });
  await user.click(within(await offer()).getByRole('button', { name: 'Ajax' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Your club could not be saved. Please try again.');
  expect(storedAnswer()).toMatchObject({ answer: 'shown' });

  await user.click(within(await offer()).getByRole('button', { name: 'Ajax' }));
  expect(await screen.findByText(/is now your club/)).toHaveTextContent(
    'AFC Ajax is now your club. You can change it on any team page or in your profile settings.',
  );
  expect(saved).toEqual([{ team_id: 3 }]);
  expect(storedAnswer()).toMatchObject({ answer: 'picked' });
});

test('[CLB-01] going to another page without answering ends the offer, and it is not offered again', async () => {
  serveRankings();
  const { user } = await renderWithProviders(
    <>
      <MatchcenterClubOffer />
      <Link to="/matchcenter">Match centre</Link>
    </>,
    { storedItems: viewedBefore },
  );
  await offer();
  await user.click(screen.getByRole('link', { name: 'Match centre' }));
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  await newPageView('/matchcenter/team/3');
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(storedAnswer()).toMatchObject({ answer: 'shown' });
});

test('[CLB-01] it is the page view\'s one interruption: another waits for the next page, also after "Skip"', async () => {
  serveRankings();
  const { user } = await renderWithProviders(
    <>
      <MatchcenterClubOffer />
      <OtherInterruption />
    </>,
    { storedItems: viewedBefore },
  );
  await offer();
  await user.click(screen.getByRole('button', { name: 'Ask for the pop-up' }));
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Skip' }));
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await newPageView('/article/2');
  expect(await screen.findByRole('dialog', { name: 'Pop-up' })).toBeInTheDocument();
});

test('[CLB-01] not shown with another interruption that came first in the page view; it waits for the next page', async () => {
  serveRankings();
  const { user } = await renderWithProviders(
    <>
      <MatchcenterClubOffer />
      <OtherInterruption askAtOnce />
    </>,
    { storedItems: viewedBefore },
  );
  await user.click(within(await screen.findByRole('dialog', { name: 'Pop-up' })).getByRole('button'));
  await settle();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Choose your club' })).not.toBeInTheDocument();
  expect(storedAnswer()).toBeNull();

  await newPageView('/article/2');
  expect(await offer()).toBeInTheDocument();
});
