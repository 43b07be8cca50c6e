import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import type { Language } from '@tribune/shared';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { wireArticles, type WireArticle } from '../test/articles';
import ContentUserArticles from './user-articles';

const server = setupMockApi();
const userId = 12;

/**
 * GET /ajax/user/articles as docs/contracts.md gives it: 10 from `offset`, `next_offset` null after the
 * last. Records the offsets asked; with `hold`, pages after the first wait until the test lets them go.
 */
function serveUserArticles(all: WireArticle[], { hold = false } = {}) {
  const asked: { user: string | null; offset: string | null }[] = [];
  const held: (() => void)[] = [];
  server.use(
    http.get(`${testApiOrigin}/ajax/user/articles`, async ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push({ user: query.get('user'), offset: query.get('offset') });
      const offset = Number(query.get('offset'));
      if (hold && offset > 0) await new Promise<void>((resolve) => held.push(resolve));
      const next = offset + 10 < all.length ? offset + 10 : null;
      return HttpResponse.json({
        data: { latestArticles: all.slice(offset, offset + 10) },
        metaData: { offset, next_offset: next },
      });
    }),
  );
  return { asked, release: () => held.splice(0).forEach((release) => release()) };
}

async function renderUserArticles(language: Language = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <ContentUserArticles userId={userId} username="fan12" />
    </MemoryRouter>,
    { language },
  );
}

test('[PRF-01] the user’s articles show as the home list’s cards, newest first', async () => {
  const api = serveUserArticles(wireArticles(1, 3));
  await renderUserArticles();

  const section = await screen.findByRole('region', { name: 'Articles' });
  expect(
    within(section)
      .getAllByRole('article')
      .map((card) => card.querySelector('h2')?.textContent),
  ).toEqual(['Story number 1', 'Story number 2', 'Story number 3']);
  const first = within(section).getByRole('article', { name: 'Story number 1' });
  expect(within(first).getByRole('link', { name: 'Story number 1' })).toHaveAttribute(
    'href',
    '/article/1/story-number-1',
  );
  expect(within(first).getByText('Excerpt of story 1.')).toBeInTheDocument();
  expect(within(first).getByText('Eredivisie')).toBeInTheDocument();
  expect(within(first).getByText('05-03-2024')).toBeInTheDocument();
  expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(api.asked).toEqual([{ user: '12', offset: '0' }]);
});

test('[PRF-01] load-more asks from next_offset, ignores clicks while loading, and goes when there is no next page', async () => {
  const api = serveUserArticles(wireArticles(1, 23), { hold: true });
  const { user } = await renderUserArticles();

  const section = await screen.findByRole('region', { name: 'Articles' });
  expect(within(section).getAllByRole('article')).toHaveLength(10);
  await user.click(within(section).getByRole('button', { name: 'Load more' }));
  const busy = within(section).getByRole('button', { name: 'Loading…' });
  await user.click(busy);
  await user.click(busy);
  expect(api.asked.map((call) => call.offset)).toEqual(['0', '10']);
  api.release();
  expect(await within(section).findByRole('article', { name: 'Story number 20' })).toBeInTheDocument();
  expect(within(section).getAllByRole('article')).toHaveLength(20);

  await user.click(within(section).getByRole('button', { name: 'Load more' }));
  api.release();
  expect(await within(section).findByRole('article', { name: 'Story number 23' })).toBeInTheDocument();
  expect(within(section).getAllByRole('article')).toHaveLength(23);
  expect(within(section).queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
  expect(api.asked).toEqual([
    { user: '12', offset: '0' },
    { user: '12', offset: '10' },
    { user: '12', offset: '20' },
  ]);
});

test('[PRF-01] a user without articles gets no articles section at all', async () => {
  const api = serveUserArticles([]);
  const { container } = await renderUserArticles();
  await waitFor(() => expect(api.asked).toHaveLength(1));
  // Nothing appears to wait for: let the answer arrive and render.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  expect(container).toBeEmptyDOMElement();
});

test('[PRF-01] the section speaks the tenant’s language', async () => {
  serveUserArticles(wireArticles(1, 12));
  await renderUserArticles('nl');
  const section = await screen.findByRole('region', { name: 'Artikelen' });
  expect(within(section).getByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
});
