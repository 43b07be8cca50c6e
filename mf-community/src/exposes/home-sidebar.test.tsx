import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiSchemas } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { sidebarComment } from '../test/comments';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityHomeSidebar from './home-sidebar';

const latestUrl = 'http://api.test/api/v2/comments/latest';
const topUrl = 'http://api.test/api/v2/comments/top-this-week';
const settingUrl = 'http://api.test/api/v2/setting';
/** The karma service has a base URL of its own (bootstrap.api.karma, KAR-01). */
const karmaOrigin = 'http://karma.test';
const karmaBootstrap = { api: { main: 'http://api.test', karma: karmaOrigin, soccer: 'http://api.test' } };
const server = mockApi();
// The comments tests render with the test bootstrap, whose karma service is the main API's origin.
beforeEach(() => server.use(setting('latest'), ...karmaStats(() => [], [], 'http://api.test')));

/** A fan as the karma service sends one, typed by the generated contract (docs/contracts.md "KarmaRow"). */
type WireKarmaRow = ApiSchemas['KarmaRow'];

function karmaRow(id: number, overrides: Partial<WireKarmaRow> = {}): WireKarmaRow {
  const username = overrides.username ?? `fan${id}`;
  return {
    user_id: id,
    username,
    user_url: `/user/${username}`,
    user_avatar: `/assets/avatars/${id}.png`,
    comments_count: 50 - id,
    likes_count: 80 - id,
    ...overrides,
  };
}

type Period = 'week' | 'month';

/** Both karma calls; `rows` answers per period and `order_by`, and `calls` records what was asked. */
function karmaStats(
  rows: (period: Period, order: string) => WireKarmaRow[],
  calls: string[] = [],
  origin = karmaOrigin,
) {
  return (['week', 'month'] as const).map((period) =>
    http.get(`${origin}/api/v1/user/karma-stats-in-a-${period}`, ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(`${period}?${query.toString()}`);
      return HttpResponse.json({ data: rows(period, query.get('order_by') ?? '') });
    }),
  );
}

function setting(sidebar: 'latest' | 'top-this-week') {
  return http.get(settingUrl, () =>
    HttpResponse.json({
      data: { popup: null, settings_date: null, recaptcha_site_key: null, sidebar_comments: sidebar },
    }),
  );
}

test('[CMT-15] the home sidebar opens on the latest comments, at most 5, newest first', async () => {
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [1, 2, 3, 4, 5, 6, 7].map((id) => sidebarComment(id)) })),
  );
  await renderWithProviders(<CommunityHomeSidebar />);

  const widget = await screen.findByRole('region', { name: 'Fans are saying' });
  expect(within(widget).getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'true');
  const comments = await within(widget).findAllByRole('article');
  expect(comments.map((comment) => comment.getAttribute('aria-label'))).toEqual(
    [1, 2, 3, 4, 5].map((id) => `Comment by fan${id}`),
  );
  expect(within(comments[0] as HTMLElement).getByRole('link', { name: 'Article 1' })).toHaveAttribute(
    'href',
    '/article/article-1?comment=1#comments',
  );
  expect(within(widget).getByRole('link', { name: 'More from the community' })).toHaveAttribute('href', '/community');
});

test('[CMT-15] the "Top this week" tab shows the most liked comments of the week', async () => {
  let topCalls = 0;
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [sidebarComment(1)] })),
    http.get(topUrl, () => {
      topCalls += 1;
      return HttpResponse.json({
        data: [sidebarComment(9, { claps_count: 40 }), sidebarComment(8, { claps_count: 30 })],
      });
    }),
  );
  const { user } = await renderWithProviders(<CommunityHomeSidebar />);
  await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(topCalls).toBe(0);

  await user.click(screen.getByRole('tab', { name: 'Top this week' }));
  const panel = screen.getByRole('tabpanel', { name: 'Top this week' });
  const comments = await within(panel).findAllByRole('article');
  expect(comments.map((comment) => comment.getAttribute('aria-label'))).toEqual(['Comment by fan9', 'Comment by fan8']);
  expect(topCalls).toBe(1);
});

test('[CMT-15] a site set to "top this week" opens the sidebar on that list', async () => {
  server.use(
    setting('top-this-week'),
    http.get(topUrl, () => HttpResponse.json({ data: [sidebarComment(9)] })),
  );
  await renderWithProviders(<CommunityHomeSidebar />);
  const panel = await screen.findByRole('tabpanel', { name: 'Top this week' });
  expect(await within(panel).findByRole('article', { name: 'Comment by fan9' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Latest' })).toHaveAttribute('aria-selected', 'false');
});

test('[CMT-15] the home sidebar is compact: no claps', async () => {
  server.use(http.get(latestUrl, () => HttpResponse.json({ data: [sidebarComment(1, { claps_count: 9 })] })));
  await renderWithProviders(<CommunityHomeSidebar />);
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(within(comment).queryByText('9 claps')).not.toBeInTheDocument();
  expect(within(comment).getByText('Comment number 1')).toBeInTheDocument();
});

test('[CMT-15] a failing list says so inside its tab and leaves the page alone', async () => {
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 })),
  );
  await renderWithProviders(<CommunityHomeSidebar />);
  const panel = await screen.findByRole('tabpanel', { name: 'Latest' });
  expect(await within(panel).findByText('The comments could not be loaded.')).toBeInTheDocument();
});

/** The week's fans: commenters 1-7 and likers 11-17 (the service sends what it is asked; the list shows 5). */
function weekAndMonth(period: Period, order: string): WireKarmaRow[] {
  const first = (order === 'comments' ? 1 : 11) + (period === 'month' ? 100 : 0);
  return Array.from({ length: 7 }, (_, index) => karmaRow(first + index));
}

test("[KAR-01] below the comments, the week's 5 top commenters and 5 top likers from the karma service", async () => {
  const calls: string[] = [];
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [sidebarComment(1)] })),
    ...karmaStats(weekAndMonth, calls),
  );
  await renderWithProviders(<CommunityHomeSidebar />, { bootstrap: karmaBootstrap });

  const widget = await screen.findByRole('region', { name: 'Top fans' });
  // After the comments widget in the page's order.
  const comments = screen.getByRole('region', { name: 'Fans are saying' });
  expect(comments.compareDocumentPosition(widget) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

  const commenters = within(widget).getByRole('region', { name: 'Top commenters' });
  const commenterRows = await within(commenters).findAllByRole('listitem');
  expect(commenterRows.map((row) => within(row).getByRole('link').textContent)).toEqual([
    'fan1',
    'fan2',
    'fan3',
    'fan4',
    'fan5',
  ]);
  expect(within(commenterRows[0] as HTMLElement).getByText('49 comments')).toBeInTheDocument();
  const avatar = commenterRows[0]?.querySelector('img');
  expect(avatar).toHaveAttribute('src', '/assets/avatars/1.png');
  expect(Number(avatar?.getAttribute('width'))).toBeGreaterThanOrEqual(30);
  expect(Number(avatar?.getAttribute('width'))).toBeLessThanOrEqual(40);

  const likers = within(widget).getByRole('region', { name: 'Top likers' });
  const likerRows = await within(likers).findAllByRole('listitem');
  expect(likerRows).toHaveLength(5);
  expect(within(likerRows[0] as HTMLElement).getByRole('link', { name: 'fan11' })).toHaveAttribute(
    'href',
    '/user/fan11',
  );
  expect(within(likerRows[0] as HTMLElement).getByText('69 likes')).toBeInTheDocument();

  expect(within(widget).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(widget).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'false');
  expect(calls.sort()).toEqual(['week?order_by=comments&limit=5', 'week?order_by=likes&limit=5']);
});

test("[KAR-01] the month switch shows this month's top fans", async () => {
  const calls: string[] = [];
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [] })),
    ...karmaStats(weekAndMonth, calls),
  );
  const { user } = await renderWithProviders(<CommunityHomeSidebar />, { bootstrap: karmaBootstrap });
  const widget = await screen.findByRole('region', { name: 'Top fans' });
  const commenters = within(widget).getByRole('region', { name: 'Top commenters' });
  expect(await within(commenters).findByRole('link', { name: 'fan1' })).toBeInTheDocument();

  await user.click(within(widget).getByRole('button', { name: 'Month' }));
  expect(await within(commenters).findByRole('link', { name: 'fan101' })).toHaveAttribute('href', '/user/fan101');
  const likers = within(widget).getByRole('region', { name: 'Top likers' });
  expect(await within(likers).findByRole('link', { name: 'fan111' })).toBeInTheDocument();
  expect(within(commenters).getAllByRole('listitem')).toHaveLength(5);
  expect(within(widget).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(widget).getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'false');
  // Pressing the active period again keeps it: exactly one is always pressed.
  await user.click(within(widget).getByRole('button', { name: 'Month' }));
  expect(within(widget).getByRole('button', { name: 'Month' })).toHaveAttribute('aria-pressed', 'true');
  expect(calls.filter((call) => call.startsWith('month')).sort()).toEqual([
    'month?order_by=comments&limit=5',
    'month?order_by=likes&limit=5',
  ]);
});

test('[KAR-01] each fan links to /user/{username}', async () => {
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [] })),
    ...karmaStats((_, order) =>
      order === 'comments'
        ? [karmaRow(1, { username: 'Jan de Vries', user_url: '/user/Jan de Vries', user_avatar: null })]
        : [],
    ),
  );
  await renderWithProviders(<CommunityHomeSidebar />, { bootstrap: karmaBootstrap });
  const widget = await screen.findByRole('region', { name: 'Top fans' });
  expect(await within(widget).findByRole('link', { name: 'Jan de Vries' })).toHaveAttribute(
    'href',
    '/user/Jan%20de%20Vries',
  );
  const likers = within(widget).getByRole('region', { name: 'Top likers' });
  expect(await within(likers).findByText('Nobody yet in this period.')).toBeInTheDocument();
});

test('[KAR-01] the top fans speak Dutch on a Dutch site', async () => {
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [] })),
    ...karmaStats(weekAndMonth),
  );
  await renderWithProviders(<CommunityHomeSidebar />, { language: 'nl', bootstrap: karmaBootstrap });
  const widget = await screen.findByRole('region', { name: 'Topfans' });
  const commenters = within(widget).getByRole('region', { name: 'Meeste reacties' });
  expect(await within(commenters).findByText('49 reacties')).toBeInTheDocument();
  expect(within(widget).getByRole('region', { name: 'Meeste likes' })).toBeInTheDocument();
  expect(within(widget).getByRole('button', { name: 'Maand' })).toHaveAttribute('aria-pressed', 'false');
});

test('[KAR-01] a failing karma list says so, with a retry', async () => {
  let fail = true;
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [] })),
    http.get(`${karmaOrigin}/api/v1/user/karma-stats-in-a-week`, ({ request }) =>
      fail && new URL(request.url).searchParams.get('order_by') === 'likes'
        ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 })
        : undefined,
    ),
    ...karmaStats(weekAndMonth),
  );
  const { user } = await renderWithProviders(<CommunityHomeSidebar />, { bootstrap: karmaBootstrap });
  const widget = await screen.findByRole('region', { name: 'Top fans' });
  const likers = within(widget).getByRole('region', { name: 'Top likers' });
  expect(await within(likers).findByText('This list could not be loaded.')).toBeInTheDocument();
  expect(await within(widget).findByRole('link', { name: 'fan1' })).toBeInTheDocument();
  fail = false;
  await user.click(within(likers).getByRole('button', { name: 'Try again' }));
  expect(await within(likers).findByRole('link', { name: 'fan11' })).toBeInTheDocument();
});

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says when the place is near. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve() {}
  disconnect() {
    this.targets.length = 0;
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  intersect() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

test('[KAR-01] the top fans load their code and data only when their place nears the viewport', async () => {
  const calls: string[] = [];
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [sidebarComment(1)] })),
    ...karmaStats(weekAndMonth, calls),
  );
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(globalThis, 'IntersectionObserver', { value: FakeIntersectionObserver, configurable: true });
  try {
    await renderWithProviders(<CommunityHomeSidebar />, { bootstrap: karmaBootstrap });
    expect(await screen.findByRole('article', { name: 'Comment by fan1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top fans' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    const observer = FakeIntersectionObserver.instances[0];
    expect(observer?.targets).toHaveLength(1);
    expect(observer?.options.rootMargin).toBe('200px');

    await act(async () => observer?.intersect());
    const widget = await screen.findByRole('region', { name: 'Top fans' });
    expect(await within(widget).findByRole('link', { name: 'fan1' })).toBeInTheDocument();
    expect(calls.sort()).toEqual(['week?order_by=comments&limit=5', 'week?order_by=likes&limit=5']);
  } finally {
    Reflect.deleteProperty(globalThis, 'IntersectionObserver');
  }
});
