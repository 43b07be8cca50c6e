import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sidebarComment } from '../test/comments';
import { renderWithProviders } from '../test/render-with-providers';
import CommunityHomeSidebar from './home-sidebar';

const latestUrl = 'http://api.test/api/v2/comments/latest';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('[CMT-15] the home sidebar shows the latest comments, at most 5, newest first', async () => {
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: [1, 2, 3, 4, 5, 6, 7].map((id) => sidebarComment(id)) })),
  );
  await renderWithProviders(<CommunityHomeSidebar />);

  const widget = await screen.findByRole('region', { name: 'Latest comments' });
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

test('[CMT-15] the home sidebar is compact: no claps', async () => {
  server.use(http.get(latestUrl, () => HttpResponse.json({ data: [sidebarComment(1, { claps_count: 9 })] })));
  await renderWithProviders(<CommunityHomeSidebar />);
  const comment = await screen.findByRole('article', { name: 'Comment by fan1' });
  expect(within(comment).queryByText('9 claps')).not.toBeInTheDocument();
  expect(within(comment).getByText('Comment number 1')).toBeInTheDocument();
});

test('[CMT-15] a failing API hides the widget and leaves the page alone', async () => {
  server.use(
    http.get(latestUrl, () => HttpResponse.json({ data: null, metaData: { message: 'Down' } }, { status: 503 })),
  );
  const { container } = await renderWithProviders(<CommunityHomeSidebar />);
  await waitFor(() => expect(container).toBeEmptyDOMElement());
});
