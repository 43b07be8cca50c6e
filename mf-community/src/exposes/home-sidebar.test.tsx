import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sidebarComment } from '../test/comments';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityHomeSidebar from './home-sidebar';

const latestUrl = 'http://api.test/api/v2/comments/latest';
const topUrl = 'http://api.test/api/v2/comments/top-this-week';
const settingUrl = 'http://api.test/api/v2/setting';
const server = setupServer();
beforeEach(() => server.use(setting('latest')));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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
