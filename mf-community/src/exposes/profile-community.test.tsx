import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Language } from '@tribune/shared';
import { mockApi } from '@tribune/shared/testing';
import { renderWithProviders, testUser } from '../test/render-with-providers';
import { apiUrl } from '../test/comments-api';
import CommunityProfile from './profile-community';

const server = mockApi();

const profileId = 12;

interface WireKarmaMonth {
  month: string;
  comments_count: number;
  likes_count: number;
}

/** The 12 months of GET {karma}/api/v1/user/{id}/karma-stats, Dec 2025 to Nov 2026, with these counts. */
function karmaMonths(counts: [number, number][]): WireKarmaMonth[] {
  return counts.map(([comments, likes], index) => {
    const date = new Date(Date.UTC(2025, 11 + index, 1));
    const month = `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
    return { month, comments_count: comments, likes_count: likes };
  });
}

const twelveMonths = karmaMonths([
  [0, 0],
  [3, 8],
  [1, 4],
  [0, 0],
  [2, 0],
  [0, 1],
  [0, 0],
  [0, 0],
  [1, 2],
  [0, 0],
  [2, 6],
  [1, 4],
]);

function karmaStats(months: WireKarmaMonth[] = twelveMonths) {
  return {
    data: months,
    metaData: { user_id: profileId, comments_count: 45, likes_count: 120, karma_score: 165 },
  };
}

interface WireRankRow {
  rank: number;
  user_id: number;
  username: string;
  avatar: string | null;
  karma_score: number;
}

function rankRow(rank: number, userId: number, overrides: Partial<WireRankRow> = {}): WireRankRow {
  return {
    rank,
    user_id: userId,
    username: `fan${userId}`,
    avatar: `/assets/avatars/${userId}.png`,
    karma_score: 1000 - rank * 10,
    ...overrides,
  };
}

/** The top 3, then two above the profile's fan (12), the fan, and two below, as the contract orders them. */
const ranking = {
  data: [
    rankRow(1, 30),
    rankRow(2, 31),
    rankRow(3, 32),
    rankRow(8, 7, { username: 'fan', avatar: null }),
    rankRow(9, 33),
    rankRow(10, profileId),
    rankRow(11, 34),
    rankRow(11, 35),
  ],
  metaData: { user_rank: 10, ranked_users: 240 },
};

interface WireProfileComment {
  id: number;
  content: string;
  likes_count: number;
  replies_count: number;
  created_at: string;
  date: string;
  status: string;
  url: string;
  resource: { type: string; id: number; title: string; b_title: string; abtesting: boolean };
}

function profileComment(id: number, overrides: Partial<WireProfileComment> = {}): WireProfileComment {
  return {
    id,
    content: `My comment number ${id}`,
    likes_count: id % 4,
    replies_count: 0,
    created_at: '2026-11-20T18:30:00.000Z',
    date: '20-11-2026',
    status: 'visible',
    url: `/article/${100 + id}/article-${id}?comment=${id}#comments`,
    resource: { type: 'article', id: 100 + id, title: `Article ${id}`, b_title: '', abtesting: false },
    ...overrides,
  };
}

/** Comments newest first (highest id first), 10 a page, with the read label and `count` as the API writes them. */
function commentsPage(all: WireProfileComment[], page: number) {
  const comments = all.slice((page - 1) * 10, page * 10);
  return {
    data: { comments, read: `${Math.min(all.length, page * 10)} of ${all.length} comments read` },
    metaData: { current_page: page, per_page: 10, count: all.length },
  };
}

function commentsOf(count: number): WireProfileComment[] {
  return Array.from({ length: count }, (_, index) => profileComment(count - index));
}

interface FakeProfileOptions {
  stats?: ReturnType<typeof karmaStats>;
  comments?: WireProfileComment[];
  /** Holds each comments page after the first until the test lets it go. */
  holdPages?: boolean;
}

/** The four calls of the profile's community parts, answered as docs/contracts.md says, and recorded. */
function serveProfile({ stats = karmaStats(), comments = commentsOf(3), holdPages = false }: FakeProfileOptions = {}) {
  const calls: { path: string; search: string; authorization: string | null }[] = [];
  const held: (() => void)[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url);
    calls.push({ path: url.pathname, search: url.search, authorization: request.headers.get('Authorization') });
  };
  server.use(
    http.get(apiUrl(`/api/v1/user/${profileId}/karma-stats`), ({ request }) => {
      record(request);
      return HttpResponse.json(stats);
    }),
    http.get(apiUrl(`/api/v1/user/${profileId}/karma-ranking`), ({ request }) => {
      record(request);
      return HttpResponse.json(ranking);
    }),
    http.get(apiUrl(`/ajax/user/${profileId}/comments/count`), ({ request }) => {
      record(request);
      return HttpResponse.json({ data: { count: comments.length } });
    }),
    http.get(apiUrl(`/ajax/user/${profileId}/comments/:page`), async ({ request, params }) => {
      record(request);
      const page = Number(params.page);
      if (holdPages && page > 1) await new Promise<void>((resolve) => held.push(resolve));
      return HttpResponse.json(commentsPage(comments, page));
    }),
  );
  return {
    calls,
    pagesAsked: () =>
      calls.filter((call) => /\/comments\/\d+$/.test(call.path)).map((call) => Number(call.path.split('/').pop())),
    releasePages: () => held.splice(0).forEach((release) => release()),
  };
}

async function renderProfile(language: Language = 'en', loggedIn = true) {
  return renderWithProviders(<CommunityProfile userId={profileId} username="fan12" />, {
    language,
    ...(loggedIn ? { loggedInAs: testUser } : {}),
  });
}

test('[KAR-02] the chart has a comments bar and a likes bar per month, to scale, with a legend and the totals', async () => {
  const api = serveProfile();
  await renderProfile();

  const chart = await screen.findByRole('img', {
    name: 'Bar chart of comments and likes per month, Dec 2025 to Nov 2026: 10 comments and 25 likes in all.',
  });
  expect(chart.querySelectorAll('rect')).toHaveLength(24);
  // Each bar's <title> is its tooltip.
  const bar = (title: string) => within(chart).getByText(title).parentElement as Element;
  const janComments = bar('Jan 2026: 3 comments');
  const janLikes = bar('Jan 2026: 8 likes');
  const febLikes = bar('Feb 2026: 4 likes');
  const decComments = bar('Dec 2025: 0 comments');
  expect(janComments.tagName).toBe('rect');
  // The highest value (8) reaches the top of the axis; the others are in proportion, an empty month is flat.
  const height = (bar: Element) => Number(bar.getAttribute('height'));
  expect(height(janLikes)).toBeGreaterThan(0);
  expect(height(febLikes)).toBeCloseTo(height(janLikes) / 2);
  expect(height(janComments)).toBeCloseTo((height(janLikes) * 3) / 8);
  expect(height(decComments)).toBe(0);
  expect(['Dec', 'Jan', 'Feb', 'Mar', 'Nov'].every((month) => within(chart).queryByText(month) !== null)).toBe(true);

  // Every value is also in a table for screen readers.
  const table = screen.getByRole('table', { name: 'Comments and likes per month' });
  const janRow = within(table).getByRole('row', { name: /Jan 2026/ });
  expect(
    within(janRow)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['3', '8']);
  expect(within(table).getAllByRole('row')).toHaveLength(13);

  const legend = screen.getByRole('list', { name: 'Legend' });
  expect(
    within(legend)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Comments', 'Likes']);
  expect(screen.getByText('Karma score').nextElementSibling).toHaveTextContent('165');
  expect(screen.getByText('Karma score').closest('dl')).toHaveTextContent(/Comments\s*45/);
  expect(screen.getByText('Karma score').closest('dl')).toHaveTextContent(/Likes\s*120/);

  const statsCall = api.calls.find((call) => call.path.endsWith('/karma-stats'));
  expect(statsCall?.search).toBe('?tenant_id=tribune');
});

test('[KAR-02] month names follow the tenant’s language: Dutch', async () => {
  serveProfile();
  await renderProfile('nl');

  const chart = await screen.findByRole('img', {
    name: 'Staafdiagram van reacties en likes per maand, dec 2025 t/m nov 2026: 10 reacties en 25 likes in totaal.',
  });
  for (const month of ['dec', 'jan', 'feb', 'mrt', 'mei', 'okt', 'nov']) {
    expect(within(chart).getByText(month)).toBeInTheDocument();
  }
  expect(within(chart).getByText('feb 2026: 1 reactie').parentElement?.tagName).toBe('rect');
  expect(screen.getByRole('table', { name: 'Reacties en likes per maand' })).toBeInTheDocument();
  expect(screen.getByText('Karmascore')).toBeInTheDocument();
});

test('[KAR-02] month names in English are short and capitalised', async () => {
  serveProfile();
  await renderProfile('en');
  const chart = await screen.findByRole('img', { name: /^Bar chart of comments and likes per month/ });
  expect(Array.from(chart.querySelectorAll('text.cm-karma-chart__month')).map((label) => label.textContent)).toEqual([
    'Dec',
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
  ]);
});

test('[KAR-02] the ranking links every fan to their profile with a 40 px avatar, and shows the viewer as "You"', async () => {
  serveProfile();
  await renderProfile();

  const table = await screen.findByRole('table', { name: 'Karma ranking' });
  expect(screen.getByText('Rank 10 of 240 fans')).toBeInTheDocument();
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
    '1',
    '2',
    '3',
    '8',
    '9',
    '10',
    '11',
    '11',
  ]);
  const links = within(table).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['fan30', '/user/fan30'],
    ['fan31', '/user/fan31'],
    ['fan32', '/user/fan32'],
    ['You', '/user/fan'],
    ['fan33', '/user/fan33'],
    ['fan12', '/user/fan12'],
    ['fan34', '/user/fan34'],
    ['fan35', '/user/fan35'],
  ]);
  expect(within(table).queryByText('fan')).not.toBeInTheDocument();
  const avatars = Array.from(table.querySelectorAll('img'));
  expect(avatars).toHaveLength(7);
  for (const avatar of avatars) {
    expect(avatar).toHaveAttribute('width', '40');
    expect(avatar).toHaveAttribute('height', '40');
  }
  expect(avatars[0]).toHaveAttribute('src', '/assets/avatars/30.png');
  // The viewer has no picture: their initial, in the same 40 px square.
  const viewerRow = rows[3] as HTMLElement;
  expect(viewerRow.querySelector('.avatar--initial')).toHaveStyle({ width: '40px', height: '40px' });
  expect(within(rows[5] as HTMLElement).getByRole('cell', { name: '900' })).toBeInTheDocument();
});

test('[KAR-02] the viewer is "Jij" on a Dutch site, and a guest sees every name', async () => {
  serveProfile();
  const { unmount } = await renderProfile('nl');
  const table = await screen.findByRole('table', { name: 'Karmaranglijst' });
  expect(within(table).getByRole('link', { name: 'Jij' })).toHaveAttribute('href', '/user/fan');
  unmount();

  serveProfile();
  await renderProfile('en', false);
  const guestTable = await screen.findByRole('table', { name: 'Karma ranking' });
  expect(within(guestTable).getByRole('link', { name: 'fan' })).toHaveAttribute('href', '/user/fan');
  expect(within(guestTable).queryByRole('link', { name: 'You' })).not.toBeInTheDocument();
});

test('[PRF-01] the comments count (asked with the viewer’s token) and the comments table', async () => {
  const comments = [
    profileComment(3, { likes_count: 5, date: '14:05', content: 'Great goal!\nWhat a finish.' }),
    profileComment(2, {
      status: 'hidden',
      resource: { type: 'forum', id: 9, title: 'Transfer talk', b_title: '', abtesting: false },
    }),
    profileComment(1),
  ];
  const api = serveProfile({ comments });
  await renderProfile();

  const section = await screen.findByRole('region', { name: 'Comments' });
  expect(await within(section).findByText('3 comments')).toBeInTheDocument();
  const table = await within(section).findByRole('table', { name: 'Comments' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Comment', 'On', 'Date', 'Likes']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(3);
  const first = rows[0] as HTMLElement;
  expect(
    within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Great goal!What a finish.', 'Article 3', '14:05', '5']);
  expect(first.querySelector('br')).not.toBeNull();
  expect(within(first).getByRole('link', { name: 'Article 3' })).toHaveAttribute(
    'href',
    '/article/103/article-3?comment=3#comments',
  );
  expect(within(rows[1] as HTMLElement).getByText('Hidden')).toBeInTheDocument();
  expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Transfer talk' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

  const countCall = api.calls.find((call) => call.path.endsWith('/comments/count'));
  expect(countCall?.authorization).toBe('Bearer test-token');
});

test('[PRF-01] load-more adds a page per click while there are more, under the read label, and ignores clicks while loading', async () => {
  const api = serveProfile({ comments: commentsOf(23), holdPages: true });
  const { user } = await renderProfile();

  const section = await screen.findByRole('region', { name: 'Comments' });
  expect(await within(section).findByText('23 comments')).toBeInTheDocument();
  const table = await within(section).findByRole('table', { name: 'Comments' });
  expect(within(table).getAllByRole('row')).toHaveLength(11);
  expect(within(section).getByText('10 of 23 comments read')).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Load more' }));
  // While page 2 loads, the button says so and more clicks ask nothing.
  const busy = within(section).getByRole('button', { name: 'Loading…' });
  await user.click(busy);
  await user.click(busy);
  expect(api.pagesAsked()).toEqual([1, 2]);
  api.releasePages();
  expect(await within(table).findByRole('link', { name: 'Article 13' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(21);
  expect(within(section).getByText('20 of 23 comments read')).toBeInTheDocument();

  await user.click(within(section).getByRole('button', { name: 'Load more' }));
  api.releasePages();
  expect(await within(table).findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
  expect(within(table).getAllByRole('row')).toHaveLength(24);
  // Three pages of 10 reach the count (23): the list is complete.
  expect(within(section).getByText('23 of 23 comments read')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
  expect(api.pagesAsked()).toEqual([1, 2, 3]);
});

test('[PRF-01] a user without comments', async () => {
  serveProfile({ comments: [] });
  await renderProfile('nl');
  const section = await screen.findByRole('region', { name: 'Reacties' });
  expect(await within(section).findByText('Nog geen reacties')).toBeInTheDocument();
  expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  expect(within(section).queryByRole('button')).not.toBeInTheDocument();
});

// The project's hostile texts (test-data/xss-corpus.txt), one a line.
const corpus = readFileSync(join(__dirname, '../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test('[PRF-01] [CMT-10] hostile comment texts and titles from the XSS corpus render as text', async () => {
  const comments = corpus.map((line, index) =>
    profileComment(corpus.length - index, {
      content: line,
      resource: { type: 'article', id: index, title: line, b_title: '', abtesting: false },
    }),
  );
  serveProfile({ comments: comments.slice(0, 10) });
  await renderProfile();

  const table = await screen.findByRole('table', { name: 'Comments' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(10);
  rows.forEach((row, index) => {
    const [text, resource] = within(row).getAllByRole('cell');
    expect(text?.textContent).toBe(corpus[index]);
    expect(resource?.textContent).toBe(corpus[index]);
  });
  expect(
    table.querySelector('script, img, svg, iframe, object, embed, form, input, details, style, math, meta'),
  ).toBeNull();
  expect(table.querySelector('[href^="javascript:" i], [src], [onerror], [onload], [style]')).toBeNull();
  for (const link of Array.from(table.querySelectorAll('a'))) {
    expect(link.getAttribute('href')).toMatch(/^(\/|https?:\/\/)/);
  }
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
});

test('[PRF-01] [CMT-10] the rest of the XSS corpus renders as text too', async () => {
  const rest = corpus.slice(10);
  serveProfile({ comments: rest.map((line, index) => profileComment(rest.length - index, { content: line })) });
  await renderProfile();
  const table = await screen.findByRole('table', { name: 'Comments' });
  const texts = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
  expect(texts).toEqual(rest.slice(0, 10));
  expect(
    table.querySelector('script, img, svg, iframe, object, embed, form, input, details, style, math, meta'),
  ).toBeNull();
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
});

test('[KAR-02] a ranking that fails to load says so and can be retried; the rest of the profile stays', async () => {
  serveProfile();
  let fail = true;
  server.use(
    http.get(apiUrl(`/api/v1/user/${profileId}/karma-ranking`), () =>
      fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 })
        : HttpResponse.json(ranking),
    ),
  );
  const { user } = await renderProfile();
  expect(await screen.findByText('The karma could not be loaded.')).toBeInTheDocument();
  expect(await screen.findByRole('img', { name: /^Bar chart/ })).toBeInTheDocument();
  expect(await screen.findByRole('table', { name: 'Comments' })).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('table', { name: 'Karma ranking' })).toBeInTheDocument();
});
