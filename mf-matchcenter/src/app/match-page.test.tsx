import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { unstable_serialize } from 'swr';
import {
  ApiError,
  createHydrationMiddleware,
  createSeededCache,
  createTribuneRuntime,
  TribuneProviders,
  type ApiResponse,
  type ExposedModule,
  type SlotProps,
} from '@tribune/shared';
import { mockApi, renderWithTribune, testBootstrap, testUser } from '@tribune/shared/testing';
import MatchcenterRoutes from '../exposes/routes';
import { renderOnServer } from '../test/render-on-server';
import { renderWithProviders } from '../test/render-with-providers';
import { matchKey } from '../features/match-page/api/get-fixture';
import { matchPreviewKey } from '../features/match-page/api/get-match-preview';
import { GOAL_FLASH_MS } from '../features/match-page/components/match-header';
import { MatchPage } from './match-page';

/** The answer of GET /ajax/matchcenter/fixture/{id}, typed by the generated contract. */
type WireMatch = ApiResponse<'/ajax/matchcenter/fixture/{id}', 'get'>['data'];

/** The answer of GET /ajax/matchcenter/fixture/{id}/preview, typed by the generated contract. */
type WirePreview = ApiResponse<'/ajax/matchcenter/fixture/{id}/preview', 'get'>['data'];

function probablePlayer(playerId: number, name: string, positionCode: 'GK' | 'DEF' | 'MF' | 'ST', shirtNumber: number) {
  return player(playerId, name, positionCode, shirtNumber);
}

/** Ajax's and PSV's form, table rows and last meetings; tests override what they are about. */
function wirePreview(overrides: Partial<WirePreview> = {}): WirePreview {
  return {
    fixtureId: 12,
    home: {
      teamId: 1,
      name: 'Ajax',
      colours: { primary: '#d2122e', secondary: '#ffffff' },
      standing: { position: 2, played: 17, points: 38 },
      form: [
        {
          fixtureId: 3,
          result: 'W',
          date: '2026-10-25T13:30:00.000Z',
          home: true,
          opponent: 'FC Twente',
          opponentId: 5,
          score: '3-1',
        },
        {
          fixtureId: 4,
          result: 'D',
          date: '2026-11-01T13:30:00.000Z',
          home: false,
          opponent: 'AZ',
          opponentId: 6,
          score: '1-1',
        },
        {
          fixtureId: 5,
          result: 'L',
          date: '2026-11-08T13:30:00.000Z',
          home: false,
          opponent: 'Feyenoord',
          opponentId: 3,
          score: '2-0',
        },
      ],
    },
    away: {
      teamId: 2,
      name: 'PSV',
      colours: { primary: '#ed1c24', secondary: '#ffffff' },
      standing: { position: 1, played: 17, points: 41 },
      form: [
        {
          fixtureId: 6,
          result: 'W',
          date: '2026-11-08T13:30:00.000Z',
          home: true,
          opponent: 'NEC',
          opponentId: 7,
          score: '4-0',
        },
      ],
    },
    meetings: [
      {
        fixtureId: 2,
        date: '2026-03-01T13:30:00.000Z',
        homeTeamId: 2,
        awayTeamId: 1,
        homeTeam: 'PSV',
        awayTeam: 'Ajax',
        score: '1-1',
      },
    ],
    probableLineups: null,
    article: null,
    ...overrides,
  };
}

const previewUrl = 'http://api.test/ajax/matchcenter/fixture/:id/preview';

// Every match page asks for the match's preview and, while live, the other live matches.
const server = mockApi(
  http.get(previewUrl, () => HttpResponse.json({ data: wirePreview() })),
  http.get('http://api.test/ajax/matchcenter/sidebar/live-matches', () =>
    HttpResponse.json({ data: { fixtures: [] } }),
  ),
);
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

function player(playerId: number, name: string, positionCode: 'GK' | 'DEF' | 'MF' | 'ST', shirtNumber: number) {
  const position = { GK: 'Goalkeeper', DEF: 'Defender', MF: 'Midfielder', ST: 'Attacker' } as const;
  return { playerId, name, shirtNumber, position: position[positionCode], positionCode, imagePath: null };
}

function eleven(base: number, prefix: string) {
  const codes = ['GK', 'DEF', 'DEF', 'DEF', 'DEF', 'MF', 'MF', 'MF', 'ST', 'ST', 'ST'] as const;
  return codes.map((code, i) => player(base + i + 1, `${prefix} ${i + 1}`, code, i + 1));
}

/** A finished Ajax–PSV with a goal, a card and a substitution; tests override what they are about. */
function wireMatch(overrides: Partial<WireMatch> = {}): WireMatch {
  return {
    id: 12,
    leagueId: 72,
    round: 18,
    status: 'finished',
    homeTeam: 'Ajax',
    awayTeam: 'PSV',
    homeTeamId: 1,
    awayTeamId: 2,
    homeTeamLogo: '/assets/clubs/ajax.svg',
    awayTeamLogo: '/assets/clubs/psv.svg',
    score: '2-1',
    date: '2026-11-22T13:30:00.000Z',
    dateStr: 'Sun 22 Nov, 14:30',
    hasStarted: true,
    time: null,
    extraMinute: null,
    league: { id: 72, slug: 'eredivisie', name: 'Eredivisie' },
    venue: { name: 'Johan Cruijff ArenA', city: 'Amsterdam' },
    events: [
      {
        sequence: 1,
        type: 'goal',
        minute: 23,
        extraMinute: null,
        team: 'home',
        teamId: 1,
        playerId: 109,
        playerName: 'B. Brobbey',
        relatedPlayerId: 106,
        relatedPlayerName: 'J. Henderson',
        result: '1-0',
      },
      {
        sequence: 2,
        type: 'yellow-card',
        minute: 45,
        extraMinute: 2,
        team: 'away',
        teamId: 2,
        playerId: 203,
        playerName: 'R. Flamingo',
        relatedPlayerId: null,
        relatedPlayerName: null,
        result: '1-0',
      },
      {
        sequence: 3,
        type: 'penalty',
        minute: 58,
        extraMinute: null,
        team: 'away',
        teamId: 2,
        playerId: 209,
        playerName: 'L. de Jong',
        relatedPlayerId: null,
        relatedPlayerName: null,
        result: '1-1',
      },
      {
        sequence: 4,
        type: 'substitution',
        minute: 70,
        extraMinute: null,
        team: 'home',
        teamId: 1,
        playerId: 120,
        playerName: 'K. Taylor',
        relatedPlayerId: 107,
        relatedPlayerName: 'S. Berghuis',
        result: '1-1',
      },
      {
        sequence: 5,
        type: 'own-goal',
        minute: 88,
        extraMinute: null,
        team: 'home',
        teamId: 1,
        playerId: 204,
        playerName: 'O. Boscagli',
        relatedPlayerId: null,
        relatedPlayerName: null,
        result: '2-1',
      },
    ],
    timeline: [
      { kind: 'kick-off', minute: 0, extraMinute: null, team: null, sequence: null },
      { kind: 'goal', minute: 23, extraMinute: null, team: 'home', sequence: 1 },
      { kind: 'card', minute: 45, extraMinute: 2, team: 'away', sequence: 2 },
      { kind: 'half-time', minute: 45, extraMinute: null, team: null, sequence: null },
      { kind: 'goal', minute: 58, extraMinute: null, team: 'away', sequence: 3 },
      { kind: 'substitution', minute: 70, extraMinute: null, team: 'home', sequence: 4 },
      { kind: 'goal', minute: 88, extraMinute: null, team: 'home', sequence: 5 },
      { kind: 'full-time', minute: 90, extraMinute: null, team: null, sequence: null },
    ],
    lineup: {
      derived: false,
      home: {
        teamId: 1,
        formation: '4-3-3',
        starting: eleven(100, 'Ajax player').map((p) =>
          p.playerId === 109 ? { ...p, name: 'B. Brobbey' } : p.playerId === 107 ? { ...p, name: 'S. Berghuis' } : p,
        ),
        bench: [player(120, 'K. Taylor', 'MF', 8)],
      },
      away: {
        teamId: 2,
        formation: '4-3-3',
        starting: eleven(200, 'PSV player'),
        bench: [player(230, 'W. Benitez', 'GK', 1)],
      },
    },
    stats: {
      home: { possession: 58, shots: 14, shotsOnTarget: 6, corners: 7, fouls: 9 },
      away: { possession: 42, shots: 9, shotsOnTarget: 3, corners: 4, fouls: 12 },
    },
    ...overrides,
  };
}

/** The status beside the score (the timeline names the periods too). */
const headerState = '.match-header__state';

const matchUrl = (id: number) => `http://api.test/ajax/matchcenter/fixture/${id}`;

function serveMatch(data: WireMatch) {
  let requests = 0;
  server.use(
    http.get(matchUrl(data.id), () => {
      requests += 1;
      return HttpResponse.json({ data });
    }),
  );
  return { requests: () => requests };
}

function jsonLd(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  const parsed: unknown = JSON.parse(script?.textContent ?? 'null');
  if (typeof parsed !== 'object' || parsed === null) throw new Error('no JSON-LD');
  return Object.fromEntries(Object.entries(parsed));
}

test('[MC-12] the match page shows both clubs, the score, the status, the kick-off and the events in order', async () => {
  serveMatch(wireMatch());
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12/ajax-psv' });

  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent(/Ajax.*Score 2-1.*PSV/);
  expect(within(heading).getByRole('link', { name: 'Ajax' })).toHaveAttribute('href', '/matchcenter/team/1');
  expect(within(heading).getByRole('link', { name: 'PSV' })).toHaveAttribute('href', '/matchcenter/team/2');
  expect(screen.getByText('Full time', { selector: headerState })).toBeInTheDocument();
  // The kick-off in the clubs' time zone, wherever the page is rendered.
  expect(screen.getByText(/Sun 22 Nov, 14:30/)).toHaveAttribute('datetime', '2026-11-22T13:30:00.000Z');

  const events = screen.getByRole('region', { name: 'Events' });
  const items = within(events).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^23'.*Goal.*B\. Brobbey.*Assist: J\. Henderson.*Ajax.*1-0/),
    expect.stringMatching(/^45\+2'.*Yellow card.*R\. Flamingo.*PSV/),
    expect.stringMatching(/^58'.*Penalty.*L\. de Jong.*PSV.*1-1/),
    expect.stringMatching(/^70'.*Substitution.*On:.*K\. Taylor.*Off:.*S\. Berghuis.*Ajax/),
    expect.stringMatching(/^88'.*Own goal.*O\. Boscagli.*Ajax.*2-1/),
  ]);
  expect(within(items[0] as HTMLElement).getByRole('link', { name: 'B. Brobbey' })).toHaveAttribute(
    'href',
    '/matchcenter/player/109',
  );
});

test('[MC-12] the timeline marks kick-off, half time, full time and each goal, card and substitution', async () => {
  serveMatch(wireMatch());
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  const timeline = await screen.findByRole('region', { name: 'Timeline' });
  const marks = within(timeline)
    .getAllByRole('listitem')
    .map((mark) => mark.getAttribute('title'));
  expect(marks).toEqual([
    'Kick-off',
    "23' Goal, Ajax (B. Brobbey)",
    "45+2' Yellow card, PSV (R. Flamingo)",
    'Half time',
    "58' Penalty, PSV (L. de Jong)",
    "70' Substitution, Ajax (K. Taylor)",
    "88' Own goal, Ajax (O. Boscagli)",
    'Full time',
  ]);
});

test('[MC-12][PLT-11] tabs: line-ups with formation and player links, statistics as bars, a place for the man-of-the-match vote; the hash follows', async () => {
  serveMatch(wireMatch());
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  const tablist = await screen.findByRole('tablist', { name: 'Match details' });
  expect(
    within(tablist)
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Summary', 'Statistics', 'Line-ups', 'Man of the match']);
  expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');

  await user.click(screen.getByRole('tab', { name: 'Line-ups' }));
  expect(window.location.hash).toBe('#lineups');
  const home = screen.getByRole('region', { name: 'Line-up of Ajax' });
  expect(within(home).getByText('Formation 4-3-3')).toBeInTheDocument();
  expect(within(home).getByRole('link', { name: 'B. Brobbey' })).toHaveAttribute('href', '/matchcenter/player/109');
  expect(within(home).getByText('1 goal')).toBeInTheDocument();
  expect(within(home).getByText('Went off in minute 70')).toBeInTheDocument();
  const away = screen.getByRole('region', { name: 'Line-up of PSV' });
  expect(within(away).getAllByRole('listitem')).toHaveLength(11);
  expect(within(away).getByText('Yellow card')).toBeInTheDocument();
  // The substitutes, with the substitution made and its minute.
  const benches = screen.getByRole('region', { name: 'Substitutes' });
  expect(within(benches).getByText('Came on in minute 70')).toBeInTheDocument();
  expect(within(benches).getByRole('link', { name: 'W. Benitez' })).toBeInTheDocument();
  expect(within(benches).getByText(/^70'$/).closest('li')).toHaveTextContent(/K\. Taylor.*S\. Berghuis/);

  await user.click(screen.getByRole('tab', { name: 'Statistics' }));
  expect(window.location.hash).toBe('#stats');
  const stats = screen.getByRole('region', { name: 'Statistics' });
  expect(within(stats).getByText('Possession: Ajax 58%, PSV 42%')).toBeInTheDocument();
  expect(within(stats).getByText('Shots on target: Ajax 6, PSV 3')).toBeInTheDocument();

  // The vote's own answer is its feature's to test; here it only has to be asked for.
  server.use(
    http.get('http://api.test/api/v2/matchcenter/fixture/:matchId/votes', () =>
      HttpResponse.json({ data: null, metaData: { message: 'Not found.' } }, { status: 404 }),
    ),
  );
  await user.click(screen.getByRole('tab', { name: 'Man of the match' }));
  expect(window.location.hash).toBe('#mom');
  // The man-of-the-match vote (its own feature and tests) fills the tab.
  expect(document.querySelector('.mom')).toBeInTheDocument();
});

test('[PLT-11] the URL hash opens its tab', async () => {
  serveMatch(wireMatch());
  window.history.replaceState(null, '', '/matchcenter/match/12#stats');
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  expect(await screen.findByRole('tab', { name: 'Statistics', selected: true })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Statistics' })).toBeInTheDocument();
});

test('[MC-12] title, description, canonical URL and SportsEvent JSON-LD with the final score', async () => {
  serveMatch(wireMatch());
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12/ajax-psv' });
  await screen.findByRole('heading', { level: 1 });

  await waitFor(() => expect(document.title).toMatch(/^Ajax 2-1 PSV \| /));
  expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/matchcenter\/match\/12$/);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
    /^Ajax against PSV \(Eredivisie, Sun 22 Nov, 14:30\)/,
  );
  expect(jsonLd()).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: 'Ajax - PSV',
    startDate: '2026-11-22T13:30:00.000Z',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'StadiumOrArena', name: 'Johan Cruijff ArenA', address: 'Amsterdam' },
    homeTeam: { '@type': 'SportsTeam', name: 'Ajax' },
    awayTeam: { '@type': 'SportsTeam', name: 'PSV' },
    description: 'Full time: Ajax 2-1 PSV.',
  });
});

test("[MC-12][MD-03] before kick-off: countdown, venue, both clubs' form and table positions, last meetings, preview article, probable line-ups", async () => {
  serveMatch(
    wireMatch({
      status: 'scheduled',
      score: null,
      hasStarted: false,
      date: '2099-11-22T13:30:00.000Z',
      events: [],
      timeline: [],
      lineup: null,
      stats: null,
    }),
  );
  server.use(
    http.get(previewUrl, () =>
      HttpResponse.json({
        data: wirePreview({
          article: {
            id: 77,
            title: 'Ajax and PSV meet for the lead',
            excerpt: 'Everything about Sunday.',
            image: '/assets/images/1.jpg',
            url: '/article/77/ajax-psv-preview',
            publishedAt: '2026-11-20T08:00:00.000Z',
          },
          probableLineups: {
            home: { teamId: 1, formation: '4-3-3', starting: eleven(100, 'Ajax player'), bench: [] },
            away: {
              teamId: 2,
              formation: '4-3-3',
              starting: eleven(200, 'PSV player'),
              bench: [probablePlayer(230, 'W. Benitez', 'GK', 16)],
            },
          },
        }),
      }),
    ),
  );
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Ajax\s*vs\s*PSV/);
  expect(screen.getByRole('timer')).toHaveAccessibleName(/days?/);
  expect(screen.getByText('Johan Cruijff ArenA, Amsterdam')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();
  expect(jsonLd()).not.toHaveProperty('description');
  expect(
    within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Preview', 'Line-ups']);

  const form = screen.getByRole('list', { name: 'Last results of Ajax' });
  expect(
    within(form)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label')),
  ).toEqual(['Won 3-1 against FC Twente', 'Drew 1-1 against AZ', 'Lost 2-0 against Feyenoord']);
  expect(within(form).getAllByRole('link')[0]).toHaveAttribute('href', '/matchcenter/match/3');
  expect(screen.getByRole('list', { name: 'Last results of PSV' })).toHaveTextContent('W');

  const table = screen.getByRole('region', { name: 'In the table' });
  expect(
    within(table)
      .getAllByRole('listitem')
      .map((row) => row.textContent),
  ).toEqual([
    expect.stringMatching(/2nd.*Ajax.*38 points from 17 matches/),
    expect.stringMatching(/1st.*PSV.*41 points from 17 matches/),
  ]);

  const meetings = screen.getByRole('region', { name: 'Last meetings' });
  expect(within(meetings).getByRole('link')).toHaveTextContent(/1 Mar 2026.*PSV.*1 - 1.*Ajax/);

  expect(screen.getByRole('link', { name: /Ajax and PSV meet for the lead/ })).toHaveAttribute(
    'href',
    '/article/77/ajax-psv-preview',
  );

  await user.click(screen.getByRole('tab', { name: 'Line-ups' }));
  expect(screen.getByRole('heading', { name: 'Probable line-ups' })).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Line-up of Ajax' })).getAllByRole('link')).toHaveLength(11);
  expect(within(screen.getByRole('region', { name: 'Substitutes' })).getByText('W. Benitez')).toBeInTheDocument();
});

test('[MC-12][MD-03] before kick-off without a preview article or known line-ups the page says so', async () => {
  serveMatch(
    wireMatch({
      status: 'scheduled',
      score: null,
      hasStarted: false,
      events: [],
      timeline: [],
      lineup: null,
      stats: null,
    }),
  );
  server.use(http.get(previewUrl, () => HttpResponse.json({ data: wirePreview({ meetings: [] }) })));
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  expect(await screen.findByText('These clubs have not met in the matches we know of.')).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Line-ups' }));
  expect(screen.getByText('The line-ups are announced at kick-off.')).toBeInTheDocument();
});

test('[MC-12][MD-03] live: the scorers and their minutes under the score, the minute, the tabs of a match being played', async () => {
  serveMatch(
    wireMatch({
      status: 'live',
      time: 67,
      score: '2-1',
      timeline: [],
      events: wireMatch().events.map((e) =>
        e.sequence === 5 ? { ...e, type: 'goal', playerId: 109, playerName: 'B. Brobbey' } : e,
      ),
    }),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  const home = await screen.findByRole('list', { name: 'Goals of Ajax' });
  expect(
    within(home)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(["B. Brobbey 23', 88'"]);
  const away = screen.getByRole('list', { name: 'Goals of PSV' });
  expect(
    within(away)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(["L. de Jong 58' (pen.)"]);
  expect(screen.getByText("67'")).toBeInTheDocument();
  expect(
    within(screen.getByRole('tablist'))
      .getAllByRole('tab')
      .map((tab) => tab.textContent),
  ).toEqual(['Summary', 'Line-ups', 'Statistics', 'Man of the match']);
});

/** mf_football_pool as the federation would load it, recording each load: its pick names the match. */
function pickLoader(loaded: string[]) {
  const PickStub = ({ fixtureId }: SlotProps['match.pick']) => <p>{`Pick ${fixtureId}`}</p>;
  const OtherStub = () => null;
  return {
    isEnabled: (remote: string) => remote === 'mf_football_pool',
    load: (remote: string, expose: string): Promise<ExposedModule> => {
      loaded.push(`${remote}${expose}`);
      return Promise.resolve({ default: expose === './match-pick' ? PickStub : OtherStub });
    },
  };
}

test('[CLB-04] after kick-off the pick is a logged-in fan’s: a guest’s live match page does not load the prediction game', async () => {
  serveMatch(wireMatch({ status: 'live', time: 67, score: '2-1' }));
  const loaded: string[] = [];
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12', loader: pickLoader(loaded) });
  expect(await screen.findByText("67'")).toBeInTheDocument();
  expect(screen.queryByText('Pick 12')).not.toBeInTheDocument();
  expect(loaded).toEqual([]);

  await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/match/12',
    loader: pickLoader(loaded),
    loggedInAs: testUser,
  });
  expect(await screen.findByText('Pick 12')).toBeInTheDocument();
  expect(loaded).toEqual(['mf_football_pool./match-pick']);
});

test('[CLB-04] before kick-off a guest gets the pick on the match page', async () => {
  serveMatch(wireMatch({ status: 'scheduled', time: null, score: null, hasStarted: false, events: [], timeline: [] }));
  const loaded: string[] = [];
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12', loader: pickLoader(loaded) });
  expect(await screen.findByText('Pick 12')).toBeInTheDocument();
  expect(loaded).toContain('mf_football_pool./match-pick');
});

test('[MC-12][MC-03][MD-03] a goal in a live match flashes and is announced, then the flash goes', async () => {
  serveMatch(
    wireMatch({ status: 'live', time: 20, score: '0-0', events: [], timeline: [], lineup: null, stats: null }),
  );
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });
  await screen.findByRole('heading', { level: 1 });
  // The goals the page opened with do not flash.
  expect(screen.queryByText(/^Goal for/)).not.toBeInTheDocument();

  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    act(() => {
      pusher.emit('fixture-12', 'MatchEvent', {
        fixtureId: 12,
        sequence: 1,
        type: 'goal',
        side: 'away',
        teamId: 2,
        playerId: 209,
        playerName: 'L. de Jong',
        secondPlayerId: null,
        secondPlayerName: null,
        minute: 21,
        stoppageMinute: null,
        score: '0-1',
      });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Goal for PSV! 0-1');
    expect(screen.getByRole('list', { name: 'Goals of PSV' })).toHaveTextContent("L. de Jong 21'");
    act(() => {
      jest.advanceTimersByTime(GOAL_FLASH_MS + 10);
    });
    expect(screen.queryByText('Goal for PSV! 0-1')).not.toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("[MC-12][MC-06][MD-03] after the final whistle: the result, the scorers, the statistics in the clubs' colours and the fans' ratings", async () => {
  serveMatch(wireMatch());
  const ratedPlayer = {
    player_id: 109,
    player_name: 'B. Brobbey',
    team_id: 1,
    position: 'Attacker',
    shirt_number: 9,
    image: null,
    votes: 4,
    average_grade: 4.5,
  };
  server.use(
    http.get('http://api.test/api/v2/matchcenter/fixture/:matchId/votes', () =>
      HttpResponse.json({
        data: {
          fixture_id: 12,
          match_key: 'ajax-psv',
          status: 'finished',
          home_team: { id: 1, name: 'Ajax', slug: 'ajax' },
          away_team: { id: 2, name: 'PSV', slug: 'psv' },
          voting: { state: 'closed', opens_at: '2026-11-22T13:30:00.000Z', closes_at: '2026-11-23T13:30:00.000Z' },
          min_grade: 1,
          max_grade: 5,
          lineup_source: 'lineup',
          votes: [ratedPlayer],
          top_players: [ratedPlayer],
          man_of_the_match: ratedPlayer,
          average_grade: 4.5,
          voters_count: 4,
          has_user_voted: false,
          user_team_id: null,
          user_votes: [],
        },
      }),
    ),
  );
  const { user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/Score 2-1/);
  expect(screen.getByText('Full time', { selector: headerState })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Goals of Ajax' })).toHaveTextContent(
    /B\. Brobbey 23'.*O\. Boscagli 88' \(OG\)/,
  );

  await user.click(screen.getByRole('tab', { name: 'Statistics' }));
  const stats = screen.getByRole('region', { name: 'Statistics' });
  expect(within(stats).getByText('Possession: Ajax 58%, PSV 42%')).toBeInTheDocument();
  // Ajax's red and PSV's red are alike: PSV's bars take its second colour.
  expect(within(stats).getByRole('list')).toHaveStyle({ '--home-colour': '#d2122e', '--away-colour': '#ffffff' });

  await user.click(screen.getByRole('tab', { name: 'Man of the match' }));
  const ratings = await screen.findByRole('table', { name: 'All ratings' });
  expect(within(ratings).getByRole('row', { name: /B\. Brobbey.*Ajax.*4.*4\.5/ })).toBeInTheDocument();
});

test('[MC-12] an unknown match shows the not-found page; a malformed id asks nothing', async () => {
  server.use(
    http.get(matchUrl(404), () =>
      HttpResponse.json(
        { data: null, metaData: { message: 'The requested resource was not found.' } },
        { status: 404 },
      ),
    ),
  );
  const { unmount } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/404' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  unmount();

  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/abc' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();
});

test('[MC-12] the page is in Dutch for a Dutch tenant', async () => {
  serveMatch(wireMatch());
  const { user } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/match/12',
    language: 'nl',
  });
  expect(await screen.findByText('Einde wedstrijd', { selector: headerState })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Samenvatting' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Opstellingen' }));
  expect(screen.getByRole('region', { name: 'Opstelling van Ajax' })).toHaveTextContent('Formatie 4-3-3');
});

const liveMatch = () =>
  wireMatch({
    status: 'live',
    score: '1-0',
    time: 34,
    events: wireMatch().events.slice(0, 1),
    timeline: wireMatch().timeline.slice(0, 2),
  });

test('[MC-03] a live match follows fixture-{id}: minute and score, a new event, statistics and the status, with no reload', async () => {
  const served = serveMatch(liveMatch());
  const { pusher, user } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });

  const heading = await screen.findByRole('heading', { level: 1 });
  expect(screen.getByText('Live')).toBeInTheDocument();
  expect(screen.getByText("34'")).toBeInTheDocument();
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual(['fixture-12']));

  pusher.emit('fixture-12', 'LiveFixture', { time: '45+2', score: '1-0' });
  expect(await screen.findByText("45+2'")).toBeInTheDocument();

  pusher.emit('fixture-12', 'MatchEvent', {
    fixtureId: 12,
    sequence: 2,
    type: 'own_goal',
    side: 'away',
    teamId: 2,
    playerId: 104,
    playerName: 'Ajax player 4',
    secondPlayerId: null,
    secondPlayerName: null,
    minute: 45,
    stoppageMinute: 2,
    score: '1-1',
  });
  expect(heading).toHaveTextContent('Score 1-1');
  const events = screen.getByRole('region', { name: 'Events' });
  expect(within(events).getAllByRole('listitem')[1]).toHaveTextContent(/45\+2'.*Own goal.*Ajax player 4.*PSV.*1-1/);
  // The same event again (a replayed minute) is not shown twice; a malformed one is ignored.
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  pusher.emit('fixture-12', 'MatchEvent', { fixtureId: 12, sequence: 2, type: 'own_goal' });
  expect(warn).toHaveBeenCalledWith('Ignored a malformed MatchEvent event for fixture 12', expect.anything());
  warn.mockRestore();
  expect(within(events).getAllByRole('listitem')).toHaveLength(2);
  expect(
    within(screen.getByRole('region', { name: 'Timeline' }))
      .getAllByRole('listitem')
      .map((mark) => mark.getAttribute('title')),
  ).toEqual(['Kick-off', "23' Goal, Ajax (B. Brobbey)", "45+2' Own goal, PSV (Ajax player 4)"]);

  pusher.emit('fixture-12', 'MatchStatus', {
    fixtureId: 12,
    status: 'half-time',
    phase: 'half-time',
    minute: 45,
    stoppageMinute: 3,
    score: '1-1',
  });
  expect(await screen.findByText('Half time', { selector: headerState })).toBeInTheDocument();
  expect(screen.queryByText('Live')).not.toBeInTheDocument();

  pusher.emit('fixture-12', 'MatchStatistics', {
    fixtureId: 12,
    home: { possession: 61, shots: 8, shotsOnTarget: 2, corners: 3, fouls: 5 },
    away: { possession: 39, shots: 4, shotsOnTarget: 1, corners: 1, fouls: 7 },
  });
  await user.click(screen.getByRole('tab', { name: 'Statistics' }));
  expect(screen.getByText('Possession: Ajax 61%, PSV 39%')).toBeInTheDocument();

  pusher.emit('fixture-12', 'MatchStatus', {
    fixtureId: 12,
    status: 'finished',
    phase: 'full-time',
    minute: 90,
    stoppageMinute: 4,
    score: '1-1',
  });
  expect(await screen.findByText('Full time', { selector: headerState })).toBeInTheDocument();
  // The final minute's statistics come after the full-time status: still applied.
  pusher.emit('fixture-12', 'MatchStatistics', {
    fixtureId: 12,
    home: { possession: 55, shots: 15, shotsOnTarget: 5, corners: 6, fouls: 11 },
    away: { possession: 45, shots: 9, shotsOnTarget: 3, corners: 2, fouls: 13 },
  });
  expect(await screen.findByText('Possession: Ajax 55%, PSV 45%')).toBeInTheDocument();
  // Everything came over real time, not by asking again.
  expect(served.requests()).toBe(1);
});

test('[MC-03] a server-rendered live match (its data seeded as the shell does, not fetched again) applies live events too', async () => {
  const data = liveMatch();
  const key = unstable_serialize(matchKey(data.id));
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, {
    route: '/matchcenter/match/12',
    swr: {
      fallback: { [key]: data },
      provider: createSeededCache({ [key]: data }),
      use: [createHydrationMiddleware([key])],
    },
  });
  const heading = await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual(['fixture-12']));
  pusher.emit('fixture-12', 'LiveFixture', { time: 52, score: '2-0' });
  await waitFor(() => expect(heading).toHaveTextContent('Score 2-0'));
  expect(screen.getByText("52'")).toBeInTheDocument();
});

test('[MC-03] a match that has not kicked off listens too, so the kick-off shows without a reload', async () => {
  serveMatch(
    wireMatch({
      status: 'scheduled',
      score: null,
      hasStarted: false,
      events: [],
      timeline: [],
      lineup: null,
      stats: null,
    }),
  );
  const { pusher } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/12' });
  await screen.findByRole('heading', { level: 1 });
  await waitFor(() => expect(pusher.subscribedChannels()).toEqual(['fixture-12']));

  pusher.emit('fixture-12', 'MatchStatus', {
    fixtureId: 12,
    status: 'live',
    phase: 'first-half',
    minute: 1,
    stoppageMinute: null,
    score: '0-0',
  });
  expect(await screen.findByText("1'")).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Score 0-0');
});

test('[MC-03][MC-12] after kick-off the page asks again for the line-ups, keeping what live events showed', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  try {
    const before = wireMatch({
      status: 'scheduled',
      score: null,
      hasStarted: false,
      events: [],
      timeline: [],
      lineup: null,
      stats: null,
    });
    let answer: WireMatch = before;
    let requests = 0;
    server.use(
      http.get(matchUrl(12), () => {
        requests += 1;
        return HttpResponse.json({ data: answer });
      }),
    );
    const { pusher, user } = await renderWithProviders(<MatchcenterRoutes />, {
      route: '/matchcenter/match/12',
      advanceTimers: (ms) => jest.advanceTimersByTime(ms),
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(pusher.subscribedChannels()).toEqual(['fixture-12']));
    pusher.emit('fixture-12', 'MatchStatus', {
      fixtureId: 12,
      status: 'live',
      phase: 'first-half',
      minute: 1,
      stoppageMinute: null,
      score: '0-0',
    });
    pusher.emit('fixture-12', 'LiveFixture', { time: 2, score: '0-0' });
    // The cached answer is still the one from before kick-off: the line-ups come, the live state stays.
    answer = { ...before, lineup: wireMatch().lineup };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(6_000);
    });
    await waitFor(() => expect(requests).toBe(2));
    await user.click(screen.getByRole('tab', { name: 'Line-ups' }));
    expect(await screen.findByRole('region', { name: 'Line-up of Ajax' })).toHaveTextContent('Formation 4-3-3');
    expect(screen.getByText("2'")).toBeInTheDocument();
    expect(screen.getByText('Live')).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

/**
 * pusher-js as the network edge, with its connection state: the test drops and restores the
 * connection as a real network would.
 */
function reconnectingPusher() {
  const stateListeners: ((states: { previous: string; current: string }) => void)[] = [];
  class Pusher {
    connection = {
      bind: (_event: string, callback: (states: { previous: string; current: string }) => void) => {
        stateListeners.push(callback);
      },
    };
    subscribe() {
      return { bind: () => undefined, unbind: () => undefined };
    }
    unsubscribe() {}
    disconnect() {}
  }
  return {
    loadPusher: () => Promise.resolve(Pusher),
    setState(previous: string, current: string) {
      act(() => {
        for (const listener of stateListeners) listener({ previous, current });
      });
    },
    connected: () => stateListeners.length > 0,
  };
}

test('[MC-03] after a lost connection the page fetches the match again', async () => {
  let answer = liveMatch();
  server.use(http.get(matchUrl(12), () => HttpResponse.json({ data: answer })));
  const pusher = reconnectingPusher();
  await renderWithTribune(<MatchcenterRoutes />, {
    route: '/matchcenter/match/12',
    loadPusher: pusher.loadPusher,
    bootstrap: {
      remotes: [{ name: 'mf_matchcenter', version: '0.1.0', entry: '/remotes/mf-matchcenter/0.1.0/remoteEntry.js' }],
    },
  });
  const heading = await screen.findByRole('heading', { level: 1 });
  expect(heading).toHaveTextContent('Score 1-0');
  await waitFor(() => expect(pusher.connected()).toBe(true));
  pusher.setState('connecting', 'connected');

  // Missed while offline: a goal and a few minutes.
  answer = liveMatch();
  answer = {
    ...answer,
    score: '2-0',
    time: 52,
    events: [
      ...answer.events,
      { ...(wireMatch().events[0] ?? answer.events[0]!), sequence: 2, minute: 50, result: '2-0' },
    ],
  };
  pusher.setState('connected', 'unavailable');
  pusher.setState('unavailable', 'connected');

  await waitFor(() => expect(heading).toHaveTextContent('Score 2-0'));
  expect(screen.getByText("52'")).toBeInTheDocument();
});

test('[PLT-11][MC-12] server-rendered with its data, the page hydrates without a mismatch and then opens the tab of the hash', async () => {
  const data = wireMatch();
  const key = unstable_serialize(matchKey(data.id));
  const previewKey = unstable_serialize(matchPreviewKey(data.id));
  const preview = wirePreview();
  // As the shell does: the server's data as SWR's fallback, and in the browser not fetched again.
  const page = (side: 'server' | 'browser') => {
    const runtime = createTribuneRuntime({
      bootstrap: testBootstrap(),
      loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
      storage: window.localStorage,
      swr: {
        fallback: { [key]: data, [previewKey]: preview },
        ...(side === 'browser'
          ? {
              provider: createSeededCache({ [key]: data, [previewKey]: preview }),
              use: [createHydrationMiddleware([key, previewKey])],
            }
          : {}),
      },
    });
    return (
      <TribuneProviders runtime={runtime}>
        <MemoryRouter initialEntries={['/matchcenter/match/12']}>
          <Routes>
            <Route path="matchcenter/match/:fixtureId/:slug?" element={<MatchPage />} />
          </Routes>
        </MemoryRouter>
      </TribuneProviders>
    );
  };
  // The server never sees the hash; the browser that hydrates does.
  const html = renderToString(page('server'));
  expect(html).toContain('Ajax');
  expect(html).toContain('B. Brobbey');
  // The scorers under the score and the clubs' colours come with the server's HTML.
  expect(html).toContain('Goals of Ajax');
  expect(html).toContain('--home-colour:#d2122e');
  window.history.replaceState(null, '', '/matchcenter/match/12#lineups');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(container, page('browser'), { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  expect(within(container).getByRole('tab', { name: 'Line-ups', selected: true })).toBeInTheDocument();
  expect(within(container).getByRole('region', { name: 'Line-up of Ajax' })).toBeInTheDocument();
  act(() => root?.unmount());
  container.remove();
});

test('[MC-12] before kick-off the server renders the countdown, the ground, the form, the table and the last meetings', () => {
  const data = wireMatch({
    status: 'scheduled',
    score: null,
    hasStarted: false,
    date: '2099-11-22T13:30:00.000Z',
    events: [],
    timeline: [],
    lineup: null,
    stats: null,
  });
  const runtime = createTribuneRuntime({
    bootstrap: testBootstrap(),
    loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
    storage: window.localStorage,
    swr: {
      fallback: {
        [unstable_serialize(matchKey(data.id))]: data,
        [unstable_serialize(matchPreviewKey(data.id))]: wirePreview(),
      },
    },
  });
  const html = renderToString(
    <TribuneProviders runtime={runtime}>
      <MemoryRouter initialEntries={['/matchcenter/match/12']}>
        <Routes>
          <Route path="matchcenter/match/:fixtureId/:slug?" element={<MatchPage />} />
        </Routes>
      </MemoryRouter>
    </TribuneProviders>,
  );
  expect(html).toContain('role="timer"');
  expect(html).toContain('Johan Cruijff ArenA, Amsterdam');
  expect(html).toContain('Last results of Ajax');
  expect(html).toContain('In the table');
  expect(html).toContain('Last meetings');
});

test('[SEO-01] the server renders an unknown match’s not-found page from the API’s 404, in the tenant’s language', async () => {
  const page = (
    <Routes>
      <Route path="matchcenter/match/:fixtureId/:slug?" element={<MatchPage />} />
    </Routes>
  );
  // A fixture no other test asks for: SWR remembers, module-wide, the first state of a key a browser render set.
  const body = { data: null, metaData: { message: 'The requested resource was not found.' } };
  const errors = [
    [matchKey(999999), new ApiError(404, body, 'Not found')],
    [matchPreviewKey(999999), new ApiError(404, body, 'Not found')],
  ] as const;
  const html = await renderOnServer(page, { route: '/matchcenter/match/999999', errors });
  expect(html).toContain('data-page-status="404"');
  expect(html).toContain('Match not found');
  expect(html).not.toContain('Loading…');

  const dutch = await renderOnServer(page, { route: '/matchcenter/match/999999', language: 'nl', errors });
  expect(dutch).toContain('data-page-status="404"');
  expect(dutch).toContain('Wedstrijd niet gevonden');
});

test('[SEO-01] an unknown match shows no loading state beside its not-found page; another failure keeps the retry', async () => {
  const body = { data: null, metaData: { message: 'The requested resource was not found.' } };
  server.use(http.get(matchUrl(404), () => HttpResponse.json(body, { status: 404 })));
  const { unmount } = await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/404' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Match not found' })).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  unmount();

  server.use(
    http.get(matchUrl(500), () =>
      HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 }),
    ),
  );
  await renderWithProviders(<MatchcenterRoutes />, { route: '/matchcenter/match/500' });
  expect(await screen.findByText('The match could not be loaded.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.queryByTestId('not-found')).not.toBeInTheDocument();
});
