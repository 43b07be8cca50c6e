import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@tribune/shared/testing';
import { sidebarComment, type WireSidebarComment } from '../test/comments';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityRoutes from './routes';

const latestUrl = 'http://api.test/api/v2/comments/latest';
const server = mockApi();
// The community page's leaderboards (COM-01, tested in app/community-page.test.tsx): empty here.
beforeEach(() =>
  server.use(
    http.get('http://api.test/api/v2/setting', () => HttpResponse.json({ data: {} })),
    http.get('http://api.test/api/v2/community/:board/:timeFrame', () =>
      HttpResponse.json({ data: [], metaData: { label: 'This week' } }),
    ),
  ),
);

function serveLatest(data: WireSidebarComment[]) {
  server.use(http.get(latestUrl, () => HttpResponse.json({ data })));
}

test('[CMT-15] the community page lists the latest comments from the API', async () => {
  serveLatest([
    sidebarComment(1, {
      user: 'ajaxfan',
      user_url: '/user/ajaxfan',
      resource: {
        type: 'article',
        id: 1,
        title: 'Ajax beat PSV in a thriller',
        b_title: '',
        abtesting: false,
        url: '/article/1/ajax-beat-psv',
      },
      url: '/article/ajax-beat-psv?comment=1#comments',
      content: 'What a match!\nHighlights: https://video.test/ajax',
      claps_count: 12,
    }),
    sidebarComment(2, {
      user_avatar: null,
      resource: {
        type: 'article',
        id: 2,
        title: 'Feyenoord sign a striker',
        b_title: '',
        abtesting: false,
        url: '/article/2/striker',
      },
      claps_count: 1,
    }),
  ]);
  await renderWithProviders(<CommunityRoutes />, { route: '/community' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'Latest comments' })).toBeInTheDocument();
  const comments = await screen.findAllByRole('article');
  expect(comments).toHaveLength(2);

  const first = within(screen.getByRole('article', { name: 'Comment by ajaxfan' }));
  expect(first.getByRole('link', { name: 'ajaxfan' })).toHaveAttribute('href', '/user/ajaxfan');
  expect(first.getByText('20-11-2026')).toHaveAttribute('datetime', '2026-11-20T18:30:00.000Z');
  expect(first.getByRole('link', { name: 'Ajax beat PSV in a thriller' })).toHaveAttribute(
    'href',
    '/article/ajax-beat-psv?comment=1#comments',
  );
  expect(first.getByRole('link', { name: 'https://video.test/ajax' })).toHaveAttribute('target', '_blank');
  expect(first.getByText('12 claps')).toBeInTheDocument();

  const second = within(screen.getByRole('article', { name: 'Comment by fan2' }));
  expect(second.getByRole('link', { name: 'Feyenoord sign a striker' })).toBeInTheDocument();
  expect(second.getByText('1 clap')).toBeInTheDocument();
  expect(second.getByText('F')).toBeInTheDocument();
});

test('[AB-01] a comment names its article by the headline the fan sees in the news lists', async () => {
  serveLatest([
    sidebarComment(1, {
      resource: {
        type: 'article',
        id: 1,
        title: 'Ajax beat PSV',
        b_title: 'Ajax stun PSV late on',
        abtesting: true,
        url: '/article/1/ajax-beat-psv',
      },
    }),
    sidebarComment(2, {
      resource: {
        type: 'article',
        id: 2,
        title: 'Feyenoord sign a striker',
        b_title: 'A new striker for Feyenoord',
        abtesting: false,
        url: '/article/2/striker',
      },
    }),
  ]);
  // This browser is in group B: shared's ab-testing keeps the group in local storage (`ab_testing`).
  await renderWithProviders(<CommunityRoutes />, { route: '/community', storedItems: { ab_testing: 'B' } });
  const tested = within(await screen.findByRole('article', { name: 'Comment by fan1' }));
  expect(tested.getByRole('link', { name: 'Ajax stun PSV late on' })).toBeInTheDocument();
  expect(tested.queryByRole('link', { name: 'Ajax beat PSV' })).toBeNull();
  // A test that does not run shows headline A to everyone.
  const untested = within(screen.getByRole('article', { name: 'Comment by fan2' }));
  expect(untested.getByRole('link', { name: 'Feyenoord sign a striker' })).toBeInTheDocument();
});

test('[CMT-10] comment text from the API is rendered safely on the page', async () => {
  serveLatest([sidebarComment(1, { content: '<img src=x onerror="alert(1)">Nice\nhttp://evil.test/<script>' })]);
  const { container } = await renderWithProviders(<CommunityRoutes />, { route: '/community' });
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(container.querySelector('.cm-comment__text img, script')).toBeNull();
  expect(comment.querySelector('.cm-comment__text br')).not.toBeNull();
  const link = within(comment).getByRole('link', { name: 'http://evil.test/' });
  expect(link).toHaveAttribute('rel', expect.stringContaining('nofollow'));
  expect(comment).toHaveTextContent('<img src=x onerror="alert(1)">Nice');
});

test('[CMT-15] the community page says when there are no comments yet', async () => {
  serveLatest([]);
  await renderWithProviders(<CommunityRoutes />, { route: '/community' });
  expect(await screen.findByText('No comments yet. Be the first to react to an article!')).toBeInTheDocument();
});

test('[CMT-15] a failed load shows an error with a retry', async () => {
  let calls = 0;
  server.use(
    http.get(latestUrl, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 500 })
        : HttpResponse.json({ data: [sidebarComment(3)] });
    }),
  );
  const { user } = await renderWithProviders(<CommunityRoutes />, { route: '/community' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('The comments could not be loaded.');
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('article', { name: 'Comment by fan3' })).toBeInTheDocument();
});

test('[PLT-06] the community page speaks Dutch for a Dutch tenant', async () => {
  serveLatest([sidebarComment(1, { claps_count: 3 })]);
  await renderWithProviders(<CommunityRoutes />, { route: '/community', language: 'nl' });
  const comment = within(await screen.findByRole('article', { name: 'Reactie van fan1' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Laatste reacties' })).toBeInTheDocument();
  expect(comment.getByText('3 klappen')).toBeInTheDocument();
});

test('[PLT-09] an address under /forum that is no page is this remote’s not-found page rather than an empty page', async () => {
  await renderWithProviders(<CommunityRoutes />, { route: '/forum/transfers/12' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('[PLT-06] [PLT-09] an address under /notifications that is no page is not found too, in the tenant’s language', async () => {
  await renderWithProviders(<CommunityRoutes />, { route: '/notifications/all', language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});
