import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ApiSchemas } from '@tribune/shared';
import { mockApi, testApiOrigin } from '@tribune/shared/testing';
import { sidebarComment } from '../test/comments';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityRoutes from '../exposes/routes';

type TimeFrame = 'weekly' | 'monthly' | 'total';

/** A board's fan and a top comment as the API sends them, typed by the generated contract. */
type WireLeaderboardUser = ApiSchemas['LeaderboardUser'];
type WireTopComment = ApiSchemas['TopComment'];

const labels: Record<TimeFrame, string> = { weekly: 'This week', monthly: 'This month', total: 'All time' };

function metaData(frame: TimeFrame) {
  return { time_frame: frame, label: labels[frame], period_start: frame === 'total' ? null : '2026-11-16' };
}

function boardUser(rank: number, id: number, overrides: Partial<WireLeaderboardUser> = {}): WireLeaderboardUser {
  return {
    rank,
    user_id: id,
    username: `fan${id}`,
    user_url: `/user/fan${id}`,
    user_avatar: `/assets/avatars/${id}.png`,
    comments_count: 20 - rank,
    likes_count: 30 - rank,
    ...overrides,
  };
}

function topComment(id: number, overrides: Partial<WireTopComment> = {}): WireTopComment {
  return {
    id,
    url: `/article/${100 + id}/article-${id}`,
    comment_url: `/article/${100 + id}/article-${id}?comment=${id}#comments`,
    content: `Top comment ${id}`,
    replies_count: 2,
    created_at: '2026-11-20T18:30:00.000Z',
    likes_count: 10 - id,
    user_id: 200 + id,
    username: `writer${id}`,
    user_url: `/user/writer${id}`,
    user_avatar: null,
    resource: { type: 'article', id: 100 + id, title: `Article ${id}`, b_title: '', abtesting: false },
    ...overrides,
  };
}

const boardUrl = (board: string) => `${testApiOrigin}/api/v2/community/${board}/:timeFrame`;

/** The community API's three boards; `requested` lists each board's frames in the order they were asked. */
function fakeBoards({
  weeklyFirst,
  topComments = (frame: TimeFrame) => [topComment(1, { content: `Best of ${labels[frame]}` }), topComment(2)],
}: { weeklyFirst?: boolean; topComments?: (frame: TimeFrame) => WireTopComment[] } = {}) {
  const requested: Record<string, string[]> = { 'user-comments': [], 'user-likes': [], 'top-comments': [] };
  const handlers = [
    http.get(`${testApiOrigin}/api/v2/setting`, () =>
      HttpResponse.json({
        data: {
          popup: null,
          settings_date: null,
          recaptcha_site_key: null,
          sidebar_comments: 'latest',
          ...(weeklyFirst === undefined ? {} : { top_comments_weekly_first: weeklyFirst }),
        },
      }),
    ),
    http.get(`${testApiOrigin}/api/v2/comments/latest`, () => HttpResponse.json({ data: [sidebarComment(1)] })),
    ...(['user-comments', 'user-likes'] as const).map((board) =>
      http.get(boardUrl(board), ({ params, request }) => {
        const frame = String(params.timeFrame) as TimeFrame;
        requested[board]?.push(`${frame}?${new URL(request.url).searchParams.toString()}`);
        const offset = board === 'user-comments' ? 0 : 10;
        return HttpResponse.json({
          data: [boardUser(1, offset + 1), boardUser(2, offset + 2), boardUser(2, offset + 3)],
          metaData: metaData(frame),
        });
      }),
    ),
    http.get(boardUrl('top-comments'), ({ params }) => {
      const frame = String(params.timeFrame) as TimeFrame;
      requested['top-comments']?.push(frame);
      return HttpResponse.json({ data: topComments(frame), metaData: metaData(frame) });
    }),
  ];
  return { handlers, requested };
}

const server = mockApi();

async function renderPage(boards = fakeBoards(), language: 'en' | 'nl' = 'en') {
  server.use(...boards.handlers);
  return renderWithProviders(<CommunityRoutes />, { route: '/community', language });
}

function board(name: string) {
  return screen.getByRole('region', { name });
}

test('[COM-01] the community page shows three leaderboards, then the latest comments', async () => {
  await renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  expect(headings).toEqual(['Most comments', 'Most likes', 'Top comments', 'Latest comments']);

  const comments = board('Most comments');
  const rows = await within(comments).findAllByRole('listitem');
  expect(rows).toHaveLength(3);
  // Competition ranks as the API sends them, not the list's own numbering.
  expect(rows.map((row) => row.querySelector('.cm-fan__rank')?.textContent)).toEqual(['Rank 1', 'Rank 2', 'Rank 2']);
  const first = rows[0] as HTMLElement;
  expect(within(first).getByRole('link', { name: 'fan1' })).toHaveAttribute('href', '/user/fan1');
  expect(within(first).getByText('19 comments')).toBeInTheDocument();
  const avatar = first.querySelector('img');
  expect(avatar).toHaveAttribute('src', '/assets/avatars/1.png');
  expect(avatar).toHaveAttribute('width', '40');
  expect(within(comments).getByText('This week')).toBeInTheDocument();

  const likes = board('Most likes');
  const likers = await within(likes).findAllByRole('listitem');
  expect(within(likers[0] as HTMLElement).getByRole('link', { name: 'fan11' })).toHaveAttribute('href', '/user/fan11');
  expect(within(likers[0] as HTMLElement).getByText('29 likes')).toBeInTheDocument();

  const top = board('Top comments');
  const topComments = await within(top).findAllByRole('article');
  expect(topComments.map((comment) => comment.getAttribute('aria-label'))).toEqual([
    'Comment by writer1',
    'Comment by writer2',
  ]);
  const best = topComments[0] as HTMLElement;
  expect(within(best).getByText('Best of All time')).toBeInTheDocument();
  expect(within(best).getByRole('link', { name: 'writer1' })).toHaveAttribute('href', '/user/writer1');
  expect(within(best).getByRole('link', { name: 'Article 1' })).toHaveAttribute(
    'href',
    '/article/101/article-1?comment=1#comments',
  );
  expect(within(best).getByText('9 likes')).toBeInTheDocument();
  expect(within(best).getByText('2 replies')).toBeInTheDocument();

  const latest = board('Latest comments');
  expect(await within(latest).findByRole('article', { name: 'Comment by fan1' })).toBeInTheDocument();
});

test('[COM-01] each time-frame group keeps exactly one button active', async () => {
  const { user } = await renderPage();
  await within(board('Top comments')).findAllByRole('article');
  for (const name of ['Most comments', 'Most likes', 'Top comments']) {
    const group = within(board(name)).getByRole('group', { name: `Period of ${name}` });
    const pressed = () =>
      within(group)
        .getAllByRole('button')
        .filter((button) => button.getAttribute('aria-pressed') === 'true')
        .map((button) => button.textContent);
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Weekly', 'Monthly', 'Total']);
    expect(pressed()).toHaveLength(1);

    await user.click(within(group).getByRole('button', { name: 'Monthly' }));
    expect(pressed()).toEqual(['Monthly']);
    // Pressing the active button again leaves it active: never none.
    await user.click(within(group).getByRole('button', { name: 'Monthly' }));
    expect(pressed()).toEqual(['Monthly']);
    await user.click(within(group).getByRole('button', { name: 'Total' }));
    expect(pressed()).toEqual(['Total']);
  }
});

test('[COM-01] switching a time frame fetches that frame and shows its label', async () => {
  const boards = fakeBoards();
  const { user } = await renderPage(boards);
  const comments = board('Most comments');
  expect(await within(comments).findByText('This week')).toBeInTheDocument();
  expect(boards.requested['user-comments']).toEqual(['weekly?limit=10']);

  await user.click(within(comments).getByRole('button', { name: 'Monthly' }));
  expect(await within(comments).findByText('This month')).toBeInTheDocument();
  expect(within(comments).queryByText('This week')).not.toBeInTheDocument();
  expect(boards.requested['user-comments']).toEqual(['weekly?limit=10', 'monthly?limit=10']);
  // The other boards keep their own frame.
  expect(boards.requested['user-likes']).toEqual(['weekly?limit=10']);
  expect(within(board('Most likes')).getByText('This week')).toBeInTheDocument();

  const top = board('Top comments');
  await user.click(within(top).getByRole('button', { name: 'Weekly' }));
  expect(await within(top).findByText('Best of This week')).toBeInTheDocument();
  expect(within(top).getByText('This week')).toBeInTheDocument();
  expect(boards.requested['top-comments']).toEqual(['total', 'weekly']);
});

test('[COM-01] top comments open on all time when the site does not put the week first', async () => {
  const boards = fakeBoards({ weeklyFirst: false });
  await renderPage(boards);
  const top = board('Top comments');
  expect(await within(top).findByText('Best of All time')).toBeInTheDocument();
  expect(within(top).getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(top).getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'false');
  expect(boards.requested['top-comments']).toEqual(['total']);
});

test('[COM-01] top comments open on this week when the site setting puts the week first', async () => {
  const boards = fakeBoards({ weeklyFirst: true });
  await renderPage(boards);
  const top = board('Top comments');
  expect(await within(top).findByText('Best of This week')).toBeInTheDocument();
  expect(within(top).getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(top).getByRole('button', { name: 'Total' })).toHaveAttribute('aria-pressed', 'false');
  expect(boards.requested['top-comments']).toEqual(['weekly']);
});

test('[COM-01] the boards speak Dutch on a Dutch site, with the label the API sends', async () => {
  const boards = fakeBoards();
  boards.handlers.unshift(
    http.get(boardUrl('user-comments'), () =>
      HttpResponse.json({ data: [boardUser(1, 1)], metaData: { ...metaData('weekly'), label: 'Deze week' } }),
    ),
  );
  await renderPage(boards, 'nl');
  const comments = await screen.findByRole('region', { name: 'Meeste reacties' });
  expect(await within(comments).findByText('Deze week')).toBeInTheDocument();
  expect(within(comments).getByText('19 reacties')).toBeInTheDocument();
  expect(within(comments).getByRole('group', { name: 'Periode van Meeste reacties' })).toBeInTheDocument();
  expect(within(comments).getByRole('button', { name: 'Wekelijks' })).toHaveAttribute('aria-pressed', 'true');
});

test('[COM-01] an empty period says so, per board', async () => {
  const boards = fakeBoards({ topComments: () => [] });
  boards.handlers.unshift(
    http.get(boardUrl('user-likes'), ({ params }) =>
      HttpResponse.json({ data: [], metaData: metaData(String(params.timeFrame) as TimeFrame) }),
    ),
  );
  await renderPage(boards);
  expect(
    await within(board('Most likes')).findByText('No fans on this board for this period yet.'),
  ).toBeInTheDocument();
  expect(await within(board('Top comments')).findByText('No liked comments in this period yet.')).toBeInTheDocument();
  expect(await within(board('Most comments')).findAllByRole('listitem')).toHaveLength(3);
});

test('[COM-01] a board that fails to load says so and loads again on retry', async () => {
  const boards = fakeBoards();
  let fail = true;
  boards.handlers.unshift(
    http.get(boardUrl('user-comments'), () => {
      if (!fail) return undefined;
      return HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 });
    }),
  );
  const { user } = await renderPage(boards);
  const comments = board('Most comments');
  expect(await within(comments).findByText('This leaderboard could not be loaded.')).toBeInTheDocument();
  expect(await within(board('Most likes')).findAllByRole('listitem')).toHaveLength(3);

  fail = false;
  await user.click(within(comments).getByRole('button', { name: 'Try again' }));
  expect(await within(comments).findAllByRole('listitem')).toHaveLength(3);
  expect(within(comments).queryByText('This leaderboard could not be loaded.')).not.toBeInTheDocument();
});

// The project's hostile texts (test-data/xss-corpus.txt), one a line.
const corpus = readFileSync(join(__dirname, '../../../test-data/xss-corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '');

test('[COM-01][CMT-10] hostile texts in top comments render as text', async () => {
  const boards = fakeBoards({
    topComments: () =>
      corpus.map((line, index) => topComment(index + 1, { content: line, username: `<b>writer${index + 1}</b>` })),
  });
  await renderPage(boards);
  const top = board('Top comments');
  const comments = await within(top).findAllByRole('article');
  expect(comments).toHaveLength(corpus.length);
  comments.forEach((comment, index) => {
    const text = comment.querySelector('.cm-comment__text');
    expect(text?.textContent).toBe(corpus[index]);
    for (const element of Array.from(text?.querySelectorAll('*') ?? [])) {
      expect(['A', 'BR']).toContain(element.tagName);
      if (element.tagName === 'A') expect(element.getAttribute('href')).toMatch(/^https?:\/\//);
    }
    expect(within(comment).getByRole('link', { name: `<b>writer${index + 1}</b>` })).toBeInTheDocument();
  });
  expect(
    top.querySelector('script, iframe, object, embed, svg, math, form, input, details, video, template'),
  ).toBeNull();
  expect(top.querySelector('[onerror], [onload], [onfocus], [ontoggle], [href^="javascript:" i]')).toBeNull();
  expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
});
