import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import { favouriteTeamStorageKey } from '../lib/device-favourite';
import { fixture, topFiveRanking as topFive } from '../test/fixtures';
import { renderWithProviders } from '../test/render-with-providers';
import MatchcenterHomeSidebar from './home-sidebar';

const homepageUrl = 'http://api.test/ajax/matchcenter/homepage';
const server = mockApi();
afterEach(() => {
  jest.useRealTimers();
});

const now = Date.parse('2026-11-20T12:00:00.000Z');
const inMs = (ms: number) => new Date(now + ms).toISOString();
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

function serveHomepage(fixtures: unknown[], ranking: unknown = topFive) {
  server.use(http.get(homepageUrl, () => HttpResponse.json({ data: { fixtures, upcoming: [], latest: [], ranking } })));
}

/** Fake clock for the countdown (a spec timing: it ticks each second); promises still run. */
function useFakeClock() {
  jest.useFakeTimers({
    now,
    doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'],
  });
}

test('[MC-04] the first upcoming match shows a countdown in days, hours, minutes and seconds', async () => {
  useFakeClock();
  serveHomepage([
    fixture({ id: 2, homeTeam: 'Ajax', awayTeam: 'PSV', date: inMs(3 * day) }),
    // 500 ms of slack, so the render's own few milliseconds never cross a second.
    fixture({
      id: 1,
      homeTeam: 'Feyenoord',
      awayTeam: 'AZ',
      date: inMs(day + 2 * hour + 3 * minute + 4 * second + 500),
    }),
  ]);
  await renderWithProviders(<MatchcenterHomeSidebar />);

  const next = await screen.findByRole('group', {
    name: 'Feyenoord against AZ',
  });
  const timer = within(next).getByRole('timer');
  expect(timer).toHaveAccessibleName('1 days, 2 hours, 3 minutes and 4 seconds');
  expect(within(timer).getByText('01')).toBeInTheDocument();
  expect(within(timer).getByText('02')).toBeInTheDocument();
  expect(within(timer).getByText('03')).toBeInTheDocument();
  expect(within(timer).getByText('04')).toBeInTheDocument();
});

test('[MC-04] the countdown ticks each second', async () => {
  useFakeClock();
  serveHomepage([
    fixture({
      id: 1,
      homeTeam: 'Feyenoord',
      awayTeam: 'AZ',
      date: inMs(2 * minute + 10 * second + 500),
    }),
  ]);
  await renderWithProviders(<MatchcenterHomeSidebar />);
  const timer = await screen.findByRole('timer');
  expect(timer).toHaveAccessibleName('0 days, 0 hours, 2 minutes and 10 seconds');

  act(() => jest.advanceTimersByTime(1000));
  expect(timer).toHaveAccessibleName('0 days, 0 hours, 2 minutes and 9 seconds');

  act(() => jest.advanceTimersByTime(10_000));
  expect(timer).toHaveAccessibleName('0 days, 0 hours, 1 minutes and 59 seconds');
});

test('[MC-04] the countdown shows zeros once kick-off has passed', async () => {
  useFakeClock();
  serveHomepage([
    fixture({
      id: 1,
      homeTeam: 'Feyenoord',
      awayTeam: 'AZ',
      date: inMs(2 * second + 500),
    }),
  ]);
  await renderWithProviders(<MatchcenterHomeSidebar />);
  const timer = await screen.findByRole('timer');

  act(() => jest.advanceTimersByTime(5000));

  expect(timer).toHaveAccessibleName('0 days, 0 hours, 0 minutes and 0 seconds');
  expect(within(timer).getAllByText('00')).toHaveLength(4);
});

test('[MC-08] the widget shows the next match and the 2 fixtures after it, not finished ones', async () => {
  serveHomepage([
    fixture({
      id: 5,
      homeTeam: 'NEC',
      awayTeam: 'Twente',
      date: '2026-11-29T13:30:00.000Z',
    }),
    fixture({
      id: 1,
      homeTeam: 'PSV',
      awayTeam: 'AZ',
      status: 'finished',
      hasStarted: true,
      score: '2-0',
      date: '2026-11-20T19:00:00.000Z',
    }),
    fixture({
      id: 3,
      homeTeam: 'Ajax',
      awayTeam: 'Utrecht',
      date: '2026-11-28T19:00:00.000Z',
    }),
    fixture({
      id: 2,
      homeTeam: 'Feyenoord',
      awayTeam: 'Heerenveen',
      date: '2026-11-27T19:00:00.000Z',
    }),
    fixture({
      id: 4,
      homeTeam: 'Groningen',
      awayTeam: 'Sparta',
      date: '2026-11-28T20:00:00.000Z',
    }),
  ]);
  await renderWithProviders(<MatchcenterHomeSidebar />);

  const widget = await screen.findByRole('region', { name: 'Next match' });
  expect(
    await within(widget).findByRole('group', {
      name: 'Feyenoord against Heerenveen',
    }),
  ).toBeInTheDocument();
  const comingUp = within(widget)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(comingUp).toHaveLength(2);
  expect(comingUp[0]).toMatch(/^Ajax.*Utrecht$/);
  expect(comingUp[1]).toMatch(/^Groningen.*Sparta$/);
  expect(comingUp.join(' ')).not.toMatch(/PSV/);
  expect(within(widget).queryByRole('group', { name: 'PSV against AZ' })).not.toBeInTheDocument();
  expect(within(widget).getByRole('link', { name: 'All matches' })).toHaveAttribute('href', '/matchcenter');
});

test('[MC-03] a live fixture in the widget follows its LiveFixture events', async () => {
  serveHomepage([
    fixture({
      id: 7,
      homeTeam: 'Ajax',
      awayTeam: 'PSV',
      status: 'live',
      hasStarted: true,
      score: '0-0',
      time: 12,
      date: '2026-11-20T11:30:00.000Z',
    }),
    fixture({
      id: 8,
      homeTeam: 'AZ',
      awayTeam: 'NEC',
      date: '2026-11-21T19:00:00.000Z',
    }),
  ]);
  const { pusher } = await renderWithProviders(<MatchcenterHomeSidebar />);
  const live = await screen.findByRole('listitem');
  expect(within(live).getByText('Live')).toBeInTheDocument();

  await waitFor(() => expect(pusher.subscribedChannels()).toContain('fixture-7'));
  pusher.emit('fixture-7', 'LiveFixture', { time: '45+2', score: '1-0' });

  expect(await within(live).findByText("45+2'")).toBeInTheDocument();
  expect(within(live).getByText('Score 1-0')).toBeInTheDocument();
  expect(pusher.subscribedChannels()).toEqual(['fixture-7']);
});

test('[MC-08] with nothing planned the widget says so, and a failing API hides it', async () => {
  serveHomepage([]);
  const { unmount } = await renderWithProviders(<MatchcenterHomeSidebar />);
  expect(await screen.findByText('No matches are planned yet.')).toBeInTheDocument();
  unmount();

  server.use(
    http.get(homepageUrl, () => HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 })),
  );
  const { container } = await renderWithProviders(<MatchcenterHomeSidebar />);
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});

test("[CLB-02][MC-11] with a club chosen, the widget keeps the league's top: the club has its own section above", async () => {
  const asked: string[] = [];
  server.use(
    http.get(homepageUrl, ({ request }) => {
      asked.push(new URL(request.url).searchParams.toString());
      return HttpResponse.json({ data: { fixtures: [], upcoming: [], latest: [], ranking: topFive } });
    }),
  );
  await renderWithProviders(<MatchcenterHomeSidebar />, {
    storedItems: {
      [favouriteTeamStorageKey]: JSON.stringify({
        id: 6,
        slug: 'fc-utrecht',
        name: 'FC Utrecht',
        shortName: 'Utrecht',
        logo: '/assets/clubs/fc-utrecht.svg',
        league: { id: 8, slug: 'eredivisie', name: 'Eredivisie' },
      }),
    },
  });
  expect(await screen.findByRole('link', { name: 'PSV' })).toBeInTheDocument();
  expect(asked).toEqual(['']);
});
