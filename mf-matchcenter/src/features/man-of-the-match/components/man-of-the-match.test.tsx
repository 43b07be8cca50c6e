import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { unstable_serialize } from 'swr';
import {
  authDialogAtom,
  createHydrationMiddleware,
  createTribuneRuntime,
  RemoteIntlProvider,
  storageKeys,
  TribuneProviders,
  type ApiResponse,
} from '@tribune/shared';
import { mockApi, testBootstrap, testUser } from '@tribune/shared/testing';
import { fixtureVotesKey } from '../api/get-fixture-votes';
import { loadMessages } from '../../../i18n/load-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { ManOfTheMatch } from './man-of-the-match';

type WireVotes = ApiResponse<'/api/v2/matchcenter/fixture/{matchId}/votes', 'get'>['data'];
type WirePlayer = WireVotes['votes'][number];

const votesUrl = 'http://api.test/api/v2/matchcenter/fixture/:matchId/votes';
const voteUrl = 'http://api.test/api/v2/matchcenter/:team/:matchKey/:matchId/vote';
const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
});

function player(id: number, name: string, teamId: number, result: Partial<WirePlayer> = {}): WirePlayer {
  return {
    player_id: id,
    player_name: name,
    team_id: teamId,
    position: 'Midfielder',
    shirt_number: id % 100,
    image: null,
    votes: 0,
    average_grade: null,
    ...result,
  };
}

const dolberg = player(101, 'Dolberg', 1, { votes: 3, average_grade: 4.67 });
const taylor = player(102, 'Taylor', 1, { votes: 3, average_grade: 3.67 });
const berghuis = player(103, 'Berghuis', 1);
const deJong = player(201, 'De Jong', 2, { votes: 1, average_grade: 5 });
const veerman = player(202, 'Veerman', 2);

/** The API's answer for Ajax against PSV, live, with three voters; tests override what they are about. */
function wireVotes(overrides: Partial<WireVotes> = {}): WireVotes {
  return {
    fixture_id: 7,
    match_key: 'ajax-psv',
    status: 'live',
    home_team: { id: 1, name: 'Ajax', slug: 'ajax' },
    away_team: { id: 2, name: 'PSV', slug: 'psv' },
    voting: { state: 'open', opens_at: '2026-11-24T19:00:00.000Z', closes_at: null },
    min_grade: 1,
    max_grade: 5,
    lineup_source: 'lineup',
    votes: [dolberg, taylor, berghuis, deJong, veerman],
    top_players: [dolberg, deJong, taylor],
    man_of_the_match: dolberg,
    average_grade: 4.67,
    voters_count: 3,
    has_user_voted: false,
    user_team_id: null,
    user_votes: [],
    ...overrides,
  };
}

/** Serves the results: the first answer, then `after` once a vote was stored. Records the requests' tokens. */
function serveVotes(first: WireVotes, after: WireVotes = first) {
  const seen: { authorization: string | null }[] = [];
  let voted = false;
  server.use(
    http.get(votesUrl, ({ request }) => {
      seen.push({ authorization: request.headers.get('authorization') });
      return HttpResponse.json({ data: voted ? after : first });
    }),
  );
  return {
    seen,
    markVoted() {
      voted = true;
    },
  };
}

const props = { fixtureId: 7, homeTeam: 'Ajax', awayTeam: 'PSV', status: 'live' };

test('[MC-06] everyone sees the results: the top 3 with averages, the voters and every rated player', async () => {
  serveVotes(wireVotes());
  await renderWithProviders(<ManOfTheMatch {...props} />);

  const top = await screen.findByRole('list', { name: 'Top 3' });
  const places = within(top).getAllByRole('listitem');
  expect(places.map((place) => within(place).getByText(/^(Dolberg|De Jong|Taylor)$/).textContent)).toEqual([
    'Dolberg',
    'De Jong',
    'Taylor',
  ]);
  expect(within(places[0] as HTMLElement).getByText('average 4.67 · 3 votes')).toBeInTheDocument();
  expect(within(places[0] as HTMLElement).getByRole('img', { name: '5 stars of 5' })).toBeInTheDocument();
  expect(within(places[1] as HTMLElement).getByText('PSV')).toBeInTheDocument();
  expect(screen.getByText('3 fans voted')).toBeInTheDocument();

  const table = screen.getByRole('table', { name: 'All ratings' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['Dolberg', 'De Jong', 'Taylor']);
  // Unrated players are not in the results.
  expect(within(table).queryByText('Veerman')).not.toBeInTheDocument();
});

test('[MC-06] before anyone voted the results say so', async () => {
  serveVotes(wireVotes({ votes: [berghuis, veerman], top_players: [], man_of_the_match: null, voters_count: 0 }));
  await renderWithProviders(<ManOfTheMatch {...props} />);
  expect(await screen.findByText('No votes yet.')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Top 3' })).not.toBeInTheDocument();
});

test('[MC-05] a guest sees an invitation to log in that opens the login dialog, and no form', async () => {
  const { seen } = serveVotes(wireVotes());
  const { user, runtime } = await renderWithProviders(<ManOfTheMatch {...props} />);

  expect(await screen.findByText('Log in to rate the players and vote for the man of the match.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send my vote' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(runtime.store.get(authDialogAtom)).toBe('login');
  expect(seen.every((request) => request.authorization === null)).toBe(true);
});

test('[MC-05] a fan rates players with stars and votes; the thanks disappear after 3 seconds, their own ratings stay', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  const results = serveVotes(
    wireVotes(),
    wireVotes({
      voters_count: 4,
      has_user_voted: true,
      user_team_id: 1,
      user_votes: [
        { player_id: 101, grade: 5 },
        { player_id: 103, grade: 2 },
      ],
    }),
  );
  const sent: { url: string; body: unknown; authorization: string | null }[] = [];
  server.use(
    http.post(voteUrl, async ({ request }) => {
      sent.push({ url: request.url, body: await request.json(), authorization: request.headers.get('authorization') });
      results.markVoted();
      return HttpResponse.json(
        {
          data: {
            fixture_id: 7,
            team_id: 1,
            user_votes: [
              { player_id: 101, grade: 5 },
              { player_id: 103, grade: 2 },
            ],
          },
        },
        { status: 201 },
      );
    }),
  );
  const { user } = await renderWithProviders(<ManOfTheMatch {...props} />, {
    loggedInAs: testUser,
    advanceTimers: (ms) => jest.advanceTimersByTime(ms),
  });

  const form = await screen.findByRole('form', { name: 'Rate the players' });
  const send = within(form).getByRole('button', { name: 'Send my vote' });
  expect(send).toBeDisabled();
  // The home side by default: only its players.
  expect(within(form).queryByRole('radiogroup', { name: 'Rating for De Jong' })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('radio', { name: 'PSV' }));
  expect(within(form).getByRole('radiogroup', { name: 'Rating for De Jong' })).toBeInTheDocument();
  await user.click(within(form).getByRole('radio', { name: 'Ajax' }));

  const dolbergStars = within(form).getByRole('radiogroup', { name: 'Rating for Dolberg' });
  await user.click(within(dolbergStars).getByRole('radio', { name: '5 stars of 5' }));
  const berghuisStars = within(form).getByRole('radiogroup', { name: 'Rating for Berghuis' });
  await user.click(within(berghuisStars).getByRole('radio', { name: '2 stars of 5' }));
  expect(within(dolbergStars).getByRole('radio', { name: '5 stars of 5' })).toBeChecked();
  await user.click(send);

  expect(await screen.findByText('Thank you, your vote has been counted.')).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.url).toBe('http://api.test/api/v2/matchcenter/ajax/ajax-psv/7/vote');
  expect(sent[0]?.authorization).toBe('Bearer test-token');
  // Every player of the side, 0 for those left unrated (spec 000 §3 "Vote payload").
  expect(sent[0]?.body).toEqual({
    votes: [
      { key: 101, value: 5 },
      { key: 102, value: 0 },
      { key: 103, value: 2 },
    ],
  });

  const own = await screen.findByRole('group', { name: 'Your ratings' });
  expect(within(own).getByText('Dolberg').nextSibling).toHaveAccessibleName('5 stars of 5');
  expect(within(own).getByText('Berghuis').nextSibling).toHaveAccessibleName('2 stars of 5');
  expect(screen.queryByRole('form', { name: 'Rate the players' })).not.toBeInTheDocument();
  expect(screen.getByText('4 fans voted')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(2900));
  expect(screen.getByText('Thank you, your vote has been counted.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(200));
  expect(screen.queryByText('Thank you, your vote has been counted.')).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Your ratings' })).toBeInTheDocument();
});

test('[MC-05] a refused vote (422) is ignored: no message, no crash, the form stays', async () => {
  const { seen } = serveVotes(wireVotes());
  let posts = 0;
  server.use(
    http.post(voteUrl, () => {
      posts += 1;
      return HttpResponse.json(
        { data: null, metaData: { message: 'Voting for this match has closed.', errors: { votes: ['closed'] } } },
        { status: 422 },
      );
    }),
  );
  const { user } = await renderWithProviders(<ManOfTheMatch {...props} />, { loggedInAs: testUser });
  const form = await screen.findByRole('form', { name: 'Rate the players' });
  const stars = within(form).getByRole('radiogroup', { name: 'Rating for Taylor' });
  await user.click(within(stars).getByRole('radio', { name: '3 stars of 5' }));
  await user.click(within(form).getByRole('button', { name: 'Send my vote' }));

  // Ignored, but the results are asked again (another tab may have voted).
  await waitFor(() => expect(seen).toHaveLength(2));
  expect(posts).toBe(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText('Voting for this match has closed.')).not.toBeInTheDocument();
  expect(screen.queryByText('Thank you, your vote has been counted.')).not.toBeInTheDocument();
  expect(within(stars).getByRole('radio', { name: '3 stars of 5' })).toBeChecked();
});

test('[MC-05] a fan who voted sees their own ratings, also after the window closed', async () => {
  serveVotes(
    wireVotes({
      status: 'finished',
      voting: { state: 'closed', opens_at: '2026-11-22T19:00:00.000Z', closes_at: '2026-11-23T21:00:00.000Z' },
      has_user_voted: true,
      user_team_id: 2,
      user_votes: [{ player_id: 201, grade: 4 }],
    }),
  );
  await renderWithProviders(<ManOfTheMatch {...props} status="finished" />, { loggedInAs: testUser });
  const own = await screen.findByRole('group', { name: 'Your ratings' });
  expect(within(own).getByRole('img', { name: '4 stars of 5' })).toBeInTheDocument();
  expect(within(own).getByText('De Jong')).toBeInTheDocument();
});

test('[MC-05] a closed vote shows the results only: no form and no login invitation', async () => {
  const closed = wireVotes({
    status: 'finished',
    voting: { state: 'closed', opens_at: '2026-11-22T19:00:00.000Z', closes_at: '2026-11-23T21:00:00.000Z' },
  });
  serveVotes(closed);
  const { unmount } = await renderWithProviders(<ManOfTheMatch {...props} status="finished" />, {
    loggedInAs: testUser,
  });
  expect(await screen.findByText('Voting for this match has closed.')).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Top 3' })).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
  unmount();

  await renderWithProviders(<ManOfTheMatch {...props} status="finished" />);
  expect(await screen.findByText('Voting for this match has closed.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
});

test('[MC-05] before kick-off the vote is announced, not offered', async () => {
  serveVotes(
    wireVotes({
      status: 'scheduled',
      voting: { state: 'upcoming', opens_at: '2026-11-29T19:00:00.000Z', closes_at: null },
      votes: [berghuis, veerman],
      top_players: [],
      man_of_the_match: null,
      voters_count: 0,
    }),
  );
  await renderWithProviders(<ManOfTheMatch {...props} status="scheduled" />, { loggedInAs: testUser });
  expect(await screen.findByText('Voting opens at kick-off.')).toBeInTheDocument();
  expect(screen.queryByRole('form')).not.toBeInTheDocument();
});

test('[MC-05] [MC-06] in Dutch for the Dutch tenant', async () => {
  serveVotes(wireVotes());
  await renderWithProviders(
    <RemoteIntlProvider loadMessages={loadMessages}>
      <ManOfTheMatch {...props} />
    </RemoteIntlProvider>,
    { language: 'nl', loggedInAs: testUser },
  );
  expect(await screen.findByRole('heading', { name: 'Man van de wedstrijd' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Geef de spelers een cijfer' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Verstuur mijn stem' })).toBeInTheDocument();
  expect(screen.getByText('3 fans stemden')).toBeInTheDocument();
  expect(screen.getByRole('table', { name: 'Alle cijfers' })).toBeInTheDocument();
});

test('[MC-05] [MC-06] server-rendered as a guest with the results; after hydration the fan gets the form, without a mismatch', async () => {
  const guestAnswer = { ...wireVotes(), viewerId: null };
  const key = unstable_serialize(fixtureVotesKey(7, null, 'live'));
  const { seen } = serveVotes(wireVotes());
  window.localStorage.clear();
  window.localStorage.setItem(storageKeys.token, 'test-token');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  // As the shell does: the server's data as SWR's fallback, and in the browser not fetched again.
  const page = (side: 'server' | 'browser') => {
    const runtime = createTribuneRuntime({
      bootstrap: testBootstrap(),
      loader: { isEnabled: () => false, load: () => Promise.reject(new Error('No other remotes')) },
      storage: window.localStorage,
      swr: {
        fallback: { [key]: guestAnswer },
        ...(side === 'browser' ? { use: [createHydrationMiddleware([key])] } : {}),
      },
    });
    return (
      <TribuneProviders runtime={runtime}>
        <ManOfTheMatch {...props} />
      </TribuneProviders>
    );
  };
  const html = renderToString(page('server'));
  expect(html).toContain('Dolberg');
  expect(html).toContain('3 fans voted');
  expect(html).not.toContain('Log in');
  expect(html).not.toContain('Rate the players');

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
  // The fan's own answer (their key) is fetched with their token once the session is known.
  expect(await within(container).findByRole('form', { name: 'Rate the players' })).toBeInTheDocument();
  expect(seen).toEqual([{ authorization: 'Bearer test-token' }]);
  act(() => root?.unmount());
  container.remove();
});
