import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import { siteTimeZone } from '@tribune/shared';
import { setupMockApi, renderRoute, testApiOrigin } from '../test/render-with-providers';
import { wireArticle, wireArticles, type WireArticle } from '../test/articles';

const server = setupMockApi();
const latestUrl = `${testApiOrigin}/api/v2/article/scopes/lat/get/:page`;

/** Serves the latest-news pages and records which pages were asked for, with their query. */
function serveLatest(pages: Record<number, WireArticle[]>) {
  const requests: { page: number; query: URLSearchParams; language: string | null }[] = [];
  server.use(
    http.get(latestUrl, ({ params, request }) => {
      const page = Number(params.page);
      const url = new URL(request.url);
      requests.push({ page, query: url.searchParams, language: request.headers.get('Accept-Language') });
      return HttpResponse.json({ data: pages[page] ?? [] });
    }),
  );
  return requests;
}

function storyTitles() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

test('[ART-02] the first page renders newest first: a lead story, then the grid', async () => {
  const requests = serveLatest({ 1: wireArticles(1, 3) });
  await renderRoute('/');

  expect(screen.getByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Story number 1' })).toHaveAttribute(
    'href',
    '/article/1/story-number-1',
  );
  expect(storyTitles()).toEqual(['Story number 1', 'Story number 2', 'Story number 3']);

  const lead = screen.getByRole('article', { name: 'Story number 1' });
  expect(within(lead).getByText('Excerpt of story 1.')).toBeInTheDocument();
  expect(within(lead).getByText('05-03-2024')).toBeInTheDocument();
  const grid = screen.getByRole('list');
  expect(grid).not.toContainElement(lead);
  const card = within(grid).getByRole('article', { name: 'Story number 2' });
  expect(within(card).getByText('Eredivisie')).toBeInTheDocument();
  expect(within(card).getByText('Excerpt of story 2.')).toBeInTheDocument();

  expect(requests).toHaveLength(1);
  expect(requests[0]?.page).toBe(1);
  expect(Object.fromEntries(requests[0]!.query)).toEqual({
    tenant_id: 'tribune',
    page_size: '12',
    first_page_size: '13',
  });
});

test('[ART-02] images keep a 3:2 box; only the lead image is fetched eagerly and first', async () => {
  serveLatest({ 1: wireArticles(1, 2) });
  const { container } = await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 2' });

  const [leadImage, cardImage] = Array.from(container.querySelectorAll('img'));
  expect(leadImage).toHaveAttribute('src', '/assets/demo/article-1.jpg');
  expect(leadImage).toHaveAttribute('fetchpriority', 'high');
  expect(leadImage).not.toHaveAttribute('loading', 'lazy');
  expect(leadImage).toHaveAttribute('width', '1200');
  expect(leadImage).toHaveAttribute('height', '800');
  expect(cardImage).toHaveAttribute('loading', 'lazy');
  expect(cardImage).toHaveAttribute('width', '480');
  expect(cardImage).toHaveAttribute('height', '320');
});

test('[ART-02] load more appends the next page', async () => {
  const requests = serveLatest({ 1: wireArticles(1, 13), 2: wireArticles(14, 12) });
  const { user } = await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 13' });
  expect(storyTitles()).toHaveLength(13);

  await user.click(screen.getByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('link', { name: 'Story number 25' })).toBeInTheDocument();
  const titles = storyTitles();
  expect(titles).toHaveLength(25);
  expect(titles.slice(0, 3)).toEqual(['Story number 1', 'Story number 2', 'Story number 3']);
  expect(titles.slice(13, 15)).toEqual(['Story number 14', 'Story number 15']);
  expect(requests.map((request) => request.page)).toEqual([1, 2]);
  expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
});

test('[ART-06] clicks on load more are ignored while the next page loads', async () => {
  let release: () => void = () => undefined;
  const pageTwoAnswered = new Promise<void>((resolve) => {
    release = resolve;
  });
  const pages: number[] = [];
  server.use(
    http.get(latestUrl, async ({ params }) => {
      const page = Number(params.page);
      pages.push(page);
      if (page === 2) await pageTwoAnswered;
      return HttpResponse.json({ data: page === 1 ? wireArticles(1, 13) : wireArticles(14, 12) });
    }),
  );
  const { user } = await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 1' });

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  const busy = screen.getByRole('button', { name: 'Loading…' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await user.click(busy);
  await user.dblClick(busy);
  expect(pages).toEqual([1, 2]);

  release();
  expect(await screen.findByRole('link', { name: 'Story number 25' })).toBeInTheDocument();
  expect(pages).toEqual([1, 2]);
  expect(storyTitles()).toHaveLength(25);
});

test('[ART-06] an empty page steps the counter back and hides the button', async () => {
  const requests = serveLatest({ 1: wireArticles(1, 13), 2: wireArticles(14, 12), 3: [] });
  const { user } = await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 1' });

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  await screen.findByRole('link', { name: 'Story number 25' });
  await user.click(screen.getByRole('button', { name: 'Load more' }));

  // Waiting for something to be gone is what waitFor is for; no find* query can express it.
  await waitFor(() => expect(screen.queryByRole('button', { name: /Load more|Loading…/ })).not.toBeInTheDocument());
  expect(storyTitles()).toHaveLength(25);
  expect(requests.map((request) => request.page)).toEqual([1, 2, 3]);
});

test('[ART-06] a failed page is asked for again on the next click', async () => {
  const pages: number[] = [];
  let failNext = true;
  server.use(
    http.get(latestUrl, ({ params }) => {
      const page = Number(params.page);
      pages.push(page);
      if (page === 2 && failNext) {
        failNext = false;
        return HttpResponse.json(
          { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
          { status: 500 },
        );
      }
      return HttpResponse.json({ data: page === 1 ? wireArticles(1, 13) : wireArticles(14, 12) });
    }),
  );
  const errorLog = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 1' });

  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('More news could not be loaded. Please try again.');
  await user.click(screen.getByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('link', { name: 'Story number 25' })).toBeInTheDocument();
  expect(pages).toEqual([1, 2, 2]);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  errorLog.mockRestore();
});

test('[ART-02] an empty first page says there is no news and offers no button', async () => {
  serveLatest({ 1: [] });
  await renderRoute('/');
  expect(await screen.findByText('There is no news yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('[ART-02] a failed first page shows an error and tries again on request', async () => {
  let fail = true;
  server.use(
    http.get(latestUrl, () =>
      fail
        ? HttpResponse.json(
            { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
            { status: 500 },
          )
        : HttpResponse.json({ data: wireArticles(1, 2) }),
    ),
  );
  const { user } = await renderRoute('/');
  expect(await screen.findByRole('alert')).toHaveTextContent('The news could not be loaded.');

  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Story number 1' })).toBeInTheDocument();
});

test('[ART-07] excerpts are cut at 175 characters with an ellipsis', async () => {
  const long = `${'The derby was decided late after a long and tense evening in the rain. '.repeat(6)}`.trim();
  const short = 'A short excerpt stays whole.';
  serveLatest({ 1: [wireArticle(1, { excerpt: long }), wireArticle(2, { excerpt: short })] });
  const { container } = await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 2' });

  const [leadExcerpt] = Array.from(container.querySelectorAll('.content-lead__excerpt'));
  const text = leadExcerpt?.textContent ?? '';
  expect(long.length).toBeGreaterThan(175);
  expect(text.endsWith('…')).toBe(true);
  expect(text.length).toBeLessThanOrEqual(176);
  expect(long.startsWith(text.slice(0, -1))).toBe(true);
  expect(screen.getByText(short)).toBeInTheDocument();
});

test.each([
  ['en', 'Latest news'],
  ['nl', 'Laatste nieuws'],
] as const)('[ART-07] dates show HH:mm for today and DD-MM-YYYY before today (%s)', async (language, heading) => {
  const now = DateTime.now();
  serveLatest({
    1: [
      wireArticle(1, { published_at: now.toUTC().toISO() ?? '' }),
      wireArticle(2, { published_at: '2024-03-05T12:30:00.000Z' }),
    ],
  });
  await renderRoute('/', { language });
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  await screen.findByRole('link', { name: 'Story number 2' });

  const today = screen.getByRole('article', { name: 'Story number 1' });
  const earlier = screen.getByRole('article', { name: 'Story number 2' });
  // Times show in the clubs' time zone, wherever the page is rendered (docs/decisions/0010).
  expect(within(today).getByText(now.setZone(siteTimeZone).toFormat('HH:mm'))).toHaveAttribute('datetime');
  expect(within(earlier).getByText('05-03-2024')).toHaveAttribute('datetime', '2024-03-05T12:30:00.000Z');
});

test('[PLT-06] the Dutch tenant reads Dutch and asks for Dutch news', async () => {
  const requests = serveLatest({ 1: wireArticles(1, 13) });
  await renderRoute('/', { language: 'nl' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Meer laden' })).toBeInTheDocument();
  expect(requests[0]?.query.get('tenant_id')).toBe('tribune-nl');
  expect(requests[0]?.language).toBe('nl');
});

test('[PLT-06] the Dutch tenant gets Dutch empty and error texts', async () => {
  serveLatest({ 1: [] });
  await renderRoute('/', { language: 'nl' });
  expect(await screen.findByText('Er is nog geen nieuws.')).toBeInTheDocument();
});

test('[ART-02] the home widgets of other remotes sit in a sidebar next to the news', async () => {
  serveLatest({ 1: wireArticles(1, 2) });
  await renderRoute('/', {
    remoteExposes: {
      'mf_matchcenter/./score-strip': () => null,
      'mf_matchcenter/./home-sidebar': () => <section aria-label="Standings">Ajax 1st</section>,
    },
  });
  const sidebar = screen.getByRole('complementary', { name: 'More on the site' });
  expect(await within(sidebar).findByText('Ajax 1st')).toBeInTheDocument();
});

test('[PLT-09] without sidebar remotes the home page has no empty sidebar', async () => {
  serveLatest({ 1: wireArticles(1, 2) });
  await renderRoute('/');
  await screen.findByRole('link', { name: 'Story number 1' });
  expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
});

test('[MD-02] on a tenant that runs the match centre, its score strip comes first, above the news', async () => {
  serveLatest({ 1: wireArticles(1, 2) });
  const { container } = await renderRoute('/', {
    remoteExposes: {
      'mf_matchcenter/./score-strip': () => <section aria-label="Live now">Ajax 2 PSV 1</section>,
      'mf_matchcenter/./home-sidebar': () => <section aria-label="Standings">Ajax 1st</section>,
    },
  });
  const strip = await screen.findByRole('region', { name: 'Live now' });
  const newsHeading = screen.getByRole('heading', { level: 1, name: 'Latest news' });
  expect(strip.compareDocumentPosition(newsHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(container.querySelector('.content-home')?.firstElementChild).toContainElement(strip);
});

test('[MD-02][PLT-09] without the match centre the home page has no score strip box', async () => {
  serveLatest({ 1: wireArticles(1, 2) });
  const { container } = await renderRoute('/', { language: 'nl' });
  await screen.findByRole('link', { name: 'Story number 1' });
  const home = container.querySelector('.content-home');
  // The news section is the page's first box: nothing, not even an empty wrapper, sits above it.
  expect(home?.firstElementChild).toContainElement(screen.getByRole('heading', { level: 1 }));
});
