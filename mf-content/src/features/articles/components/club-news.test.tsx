import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import type { Language } from '@tribune/shared';
import { wireArticle, wireArticles, type WireArticle } from '../../../test/articles';
import { xssCorpus } from '../../../test/lists-fixtures';
import { renderWithProviders, setupMockApi, testApiOrigin } from '../../../test/render-with-providers';
import ContentClubNews from '../../../exposes/club-news';

const server = setupMockApi();
const teamId = 7;

/**
 * GET /api/v2/article/club/{teamId} as list-club-news.ts in the API answers it: the first `page_size`
 * of the club's articles, newest first. Records the path and query of each call.
 */
function serveClubNews(all: WireArticle[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/club/:teamId`, ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      const pageSize = Number(url.searchParams.get('page_size'));
      return HttpResponse.json({ data: all.slice(0, pageSize) });
    }),
  );
  return asked;
}

/** The slot's filler as a host page renders it: inside the router, with the props the host gives. */
function renderClubNews(
  { clubName = 'FC Utrecht', limit = 3 }: { clubName?: string; limit?: number } = {},
  language: Language = 'en',
) {
  return renderWithProviders(
    <MemoryRouter>
      <ContentClubNews teamId={teamId} clubName={clubName} limit={limit} />
    </MemoryRouter>,
    { language },
  );
}

/** Nothing appears to wait for: lets the answer arrive and render. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

afterEach(() => {
  document.cookie = 'ab_testing=; Max-Age=0; Path=/';
});

test('[CLB-02] the club’s newest news shows under “News about {club}”, as many stories as the limit', async () => {
  const asked = serveClubNews(wireArticles(1, 5));
  await renderClubNews({ limit: 3 });

  const section = await screen.findByRole('region', { name: 'News about FC Utrecht' });
  expect(within(section).getByRole('heading', { level: 3, name: 'News about FC Utrecht' })).toBeInTheDocument();
  expect(
    within(section)
      .getAllByRole('article')
      .map((row) => row.querySelector('h4')?.textContent),
  ).toEqual(['Story number 1', 'Story number 2', 'Story number 3']);
  const first = within(section).getByRole('article', { name: 'Story number 1' });
  expect(within(first).getByRole('link', { name: 'Story number 1' })).toHaveAttribute(
    'href',
    '/article/1/story-number-1',
  );
  expect(within(first).getByText('05-03-2024')).toHaveAttribute('datetime', '2024-03-05T12:30:00.000Z');
  expect(first.querySelector('img')).toHaveAttribute('src', '/assets/demo/article-1.jpg');
  // One link a story and no "More news": no page lists all of a club's news.
  expect(within(section).getAllByRole('link')).toHaveLength(3);
  expect(asked).toEqual([`/api/v2/article/club/${teamId}?tenant_id=tribune&page=1&page_size=3`]);
});

test('[CLB-02] a club with fewer stories than the limit shows them all', async () => {
  serveClubNews(wireArticles(1, 2));
  await renderClubNews({ limit: 6 });
  const section = await screen.findByRole('region', { name: 'News about FC Utrecht' });
  expect(within(section).getAllByRole('article')).toHaveLength(2);
});

test('[CLB-02] a club without news shows nothing at all', async () => {
  const asked = serveClubNews([]);
  const { container } = await renderClubNews();
  await waitFor(() => expect(asked).toHaveLength(1));
  await settle();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(container).toBeEmptyDOMElement();
});

test('[CLB-02] when the news cannot be loaded (an unknown club) nothing shows, and the failure is logged', async () => {
  const asked: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/club/:teamId`, ({ request }) => {
      asked.push(new URL(request.url).pathname);
      return HttpResponse.json({ data: null, metaData: { message: 'This club does not exist.' } }, { status: 404 });
    }),
  );
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = await renderClubNews();
  await waitFor(() => expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('This club does not exist.')));
  await settle();
  expect(asked).toEqual([`/api/v2/article/club/${teamId}`]);
  expect(container).toBeEmptyDOMElement();
  errorLog.mockRestore();
});

test('[CLB-02] a limit below 1 asks for nothing and shows nothing', async () => {
  const asked = serveClubNews(wireArticles(1, 3));
  const { container } = await renderClubNews({ limit: 0 });
  await settle();
  expect(asked).toEqual([]);
  expect(container).toBeEmptyDOMElement();
});

test('[CLB-02] hostile headlines, excerpts and club names are shown as text, never run', async () => {
  const corpus = xssCorpus();
  const clubName = corpus[0] ?? '';
  serveClubNews(corpus.map((line, index) => wireArticle(index + 1, { title: line, a_title: line, excerpt: line })));
  const { container } = await renderClubNews({ clubName, limit: corpus.length });

  const section = await screen.findByRole('region', { name: `News about ${clubName}` });
  for (const line of corpus) {
    expect(within(section).getByRole('heading', { level: 4, name: line.trim() })).toBeInTheDocument();
  }
  expect(container.querySelector('script, iframe, object, embed, svg, math, form, details, video, input')).toBeNull();
  expect(container.querySelectorAll('img:not(.content-club-news__image)')).toHaveLength(0);
  expect(container.querySelector('[onerror], [onload], [onfocus], [ontoggle], [onmouseover]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect(Reflect.get(window, '__xss')).toBeUndefined();
});

test('[CLB-02][AB-01] a story under a headline test shows the viewer’s headline', async () => {
  window.localStorage.setItem('ab_testing', 'B');
  serveClubNews([
    wireArticle(1, {
      title: 'Utrecht sign a new keeper',
      a_title: 'Utrecht sign a new keeper',
      b_title: 'The keeper who chose Utrecht over Europe',
      abtesting: true,
    }),
  ]);
  await renderClubNews();
  const section = await screen.findByRole('region', { name: 'News about FC Utrecht' });
  expect(within(section).getByRole('link', { name: 'The keeper who chose Utrecht over Europe' })).toBeInTheDocument();
});

test('[CLB-02] the heading speaks the tenant’s language', async () => {
  serveClubNews(wireArticles(1, 2));
  await renderClubNews({ clubName: 'Ajax' }, 'nl');
  expect(await screen.findByRole('region', { name: 'Nieuws over Ajax' })).toBeInTheDocument();
});
