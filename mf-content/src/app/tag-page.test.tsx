import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DateTime } from 'luxon';
import { siteTimeZone } from '@tribune/shared';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import {
  serveSidebar,
  wireAjaxArticle,
  wireAjaxArticles,
  xssCorpus,
  type WireAjaxArticle,
  type WireTag,
} from '../test/lists-fixtures';

const server = setupMockApi();

const eredivisie: WireTag = {
  id: 4,
  slug: 'eredivisie',
  title: 'Eredivisie',
  url: '/tag/eredivisie',
  template: 'default',
};

/** Serves one tag and its pages; records the pages and page sizes asked for. */
function serveTag(tag: WireTag, pages: Record<number, WireAjaxArticle[]>, totalCount = 25) {
  const requests: { page: number; pageSize: number }[] = [];
  serveSidebar(server);
  server.use(
    http.get(`${testApiOrigin}/api/v2/tag/:slug`, ({ params }) =>
      params.slug === tag.slug
        ? HttpResponse.json({ data: tag })
        : HttpResponse.json({ data: null, metaData: { message: 'Unknown tag.' } }, { status: 404 }),
    ),
    http.get(`${testApiOrigin}/ajax/tag/:tagId/load-latest-articles/:page/:pageSize`, ({ params }) => {
      const page = Number(params.page);
      const pageSize = Number(params.pageSize);
      requests.push({ page, pageSize });
      const articles = Number(params.tagId) === tag.id ? (pages[page] ?? []) : [];
      return HttpResponse.json({
        data: {
          latestArticles: articles,
          result_count: articles.length,
          total_count: totalCount,
          by_translation: 'by',
          comments_translation: 'comments',
        },
      });
    }),
  );
  return requests;
}

function storyTitles() {
  return within(screen.getByRole('list', { name: 'Eredivisie' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

function pager() {
  return within(screen.getByRole('navigation', { name: 'Pagination' }));
}

test('[ART-03] a tag page shows its first page of 10 with previous disabled and next enabled', async () => {
  const requests = serveTag(eredivisie, { 0: wireAjaxArticles(1, 10) });
  await renderRoute('/tag/eredivisie');

  expect(await screen.findByRole('heading', { level: 1, name: 'Eredivisie' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: 'Story number 1' })).toHaveAttribute(
    'href',
    '/article/1/story-number-1',
  );
  expect(storyTitles()).toHaveLength(10);
  expect(screen.getByText('25 articles')).toBeInTheDocument();
  expect(requests).toEqual([{ page: 0, pageSize: 10 }]);

  const previous = pager().getByRole('link', { name: 'Previous' });
  expect(previous).toHaveAttribute('aria-disabled', 'true');
  expect(previous).not.toHaveAttribute('href');
  expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tag/eredivisie?page=1');
  expect(pager().getByText('Page 1')).toHaveAttribute('aria-current', 'page');
  expect(document.title).toBe('Eredivisie | Tribune');
});

test('[ART-03] next and previous move through the pages, the page number in the address', async () => {
  const requests = serveTag(eredivisie, { 0: wireAjaxArticles(1, 10), 1: wireAjaxArticles(11, 10) });
  const { user } = await renderRoute('/tag/eredivisie');
  await screen.findByRole('link', { name: 'Story number 1' });

  await user.click(pager().getByRole('link', { name: 'Next' }));

  expect(await screen.findByRole('link', { name: 'Story number 11' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Story number 1' })).not.toBeInTheDocument();
  expect(pager().getByText('Page 2')).toBeInTheDocument();
  expect(pager().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tag/eredivisie');
  expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tag/eredivisie?page=2');
  // The reader is taken to the top of the new page.
  expect(screen.getByRole('heading', { level: 1, name: 'Eredivisie' })).toHaveFocus();
  expect(document.title).toBe('Eredivisie, page 2 | Tribune');

  await user.click(pager().getByRole('link', { name: 'Previous' }));
  expect(await screen.findByRole('link', { name: 'Story number 1' })).toBeInTheDocument();
  expect(requests.map((request) => request.page)).toEqual([0, 1]);
});

test('[ART-03] a shared link opens that page directly', async () => {
  const requests = serveTag(eredivisie, { 2: wireAjaxArticles(21, 5) });
  await renderRoute('/tag/eredivisie?page=2');

  expect(await screen.findByRole('link', { name: 'Story number 21' })).toBeInTheDocument();
  expect(requests).toEqual([{ page: 2, pageSize: 10 }]);
  expect(pager().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tag/eredivisie?page=1');
  // Five of ten: nothing can follow.
  expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
});

test.each([
  ['en', 'Next'],
  ['nl', 'Volgende'],
] as const)(
  '[ART-03] an empty page says exactly "Geen artikelen gevonden" and disables next (%s)',
  async (language, next) => {
    serveTag(eredivisie, {}, 0);
    await renderRoute('/tag/eredivisie', { language });

    expect(await screen.findByText('Geen artikelen gevonden')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Eredivisie' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: next })).toHaveAttribute('aria-disabled', 'true');
  },
);

test('[ART-03] a page past the end is empty, with the way back open', async () => {
  serveTag(eredivisie, { 0: wireAjaxArticles(1, 10) }, 10);
  await renderRoute('/tag/eredivisie?page=1');

  expect(await screen.findByText('Geen artikelen gevonden')).toBeInTheDocument();
  expect(pager().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/tag/eredivisie');
  expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
});

test('[ART-03] the page size from the next link overrides the default of 10 and is kept', async () => {
  const requests = serveTag(eredivisie, { 0: wireAjaxArticles(1, 20) });
  await renderRoute('/tag/eredivisie?page_size=20');

  await screen.findByRole('link', { name: 'Story number 20' });
  expect(requests).toEqual([{ page: 0, pageSize: 20 }]);
  expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/tag/eredivisie?page=1&page_size=20');
});

test('[ART-03] a bad page number or page size in the address falls back to the first page of 10', async () => {
  const requests = serveTag(eredivisie, { 0: wireAjaxArticles(1, 3) });
  await renderRoute('/tag/eredivisie?page=-3&page_size=500');
  await screen.findByRole('link', { name: 'Story number 1' });
  expect(requests).toEqual([{ page: 0, pageSize: 10 }]);
});

test('[ART-03] a photo-report tag shows its articles as a photo grid', async () => {
  const photos: WireTag = { id: 9, slug: 'fotos', title: 'Photos', url: '/tag/fotos', template: 'photo_report' };
  serveTag(photos, { 0: wireAjaxArticles(1, 3, { kind: 'photo_report' }) });
  const { container } = await renderRoute('/tag/fotos');

  const story = await screen.findByRole('article', { name: 'Story number 1' });
  expect(container.querySelector('.lists-stories--grid')).toContainElement(story);
  expect(within(story).getByText('Photo report')).toBeInTheDocument();
  // Photos first: the image is large, the excerpt is left out.
  expect(within(story).getByRole('presentation')).toHaveAttribute('width', '600');
  expect(within(story).queryByText('Excerpt of story 1.')).not.toBeInTheDocument();
});

test('[ART-03] an unknown tag shows the not-found page', async () => {
  serveTag(eredivisie, {});
  await renderRoute('/tag/no-such-tag');
  expect(await screen.findByRole('heading', { level: 1, name: 'Tag not found' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
});

test('[ART-03] a failed tag shows an error and tries again on request', async () => {
  let fail = true;
  serveTag(eredivisie, { 0: wireAjaxArticles(1, 2) });
  server.use(
    http.get(`${testApiOrigin}/api/v2/tag/:slug`, () =>
      fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Something went wrong.' } }, { status: 500 })
        : HttpResponse.json({ data: eredivisie }),
    ),
  );
  const { user } = await renderRoute('/tag/eredivisie');
  expect(await screen.findByRole('alert')).toHaveTextContent('This tag could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Story number 1' })).toBeInTheDocument();
});

test('[ART-03] hostile tag and article titles render as text', async () => {
  const corpus = xssCorpus();
  const hostileTag: WireTag = { ...eredivisie, title: corpus[0] ?? '' };
  serveTag(
    hostileTag,
    { 0: corpus.map((line, index) => wireAjaxArticle(index + 1, { title: line, content: line, primary_tag: line })) },
    corpus.length,
  );
  const { container } = await renderRoute('/tag/eredivisie');

  expect(await screen.findByRole('heading', { level: 1, name: corpus[0] })).toBeInTheDocument();
  for (const line of corpus) {
    expect(screen.getByRole('heading', { level: 2, name: line.trim() })).toBeInTheDocument();
  }
  expect(container.querySelector('script, iframe, object, embed, svg, math, form, details, video')).toBeNull();
  expect(container.querySelectorAll('img:not(.lists-story__image)')).toHaveLength(0);
  expect(container.querySelector('[onerror], [onload], [onfocus], [ontoggle]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
});

test('[ART-07] tag cards keep the excerpt the API cut and date today HH:mm, earlier DD-MM-YYYY', async () => {
  const now = DateTime.now();
  const cut = `${'The derby was decided late after a long and tense evening in the rain. '.repeat(3).slice(0, 170).trim()}…`;
  serveTag(eredivisie, {
    0: [
      wireAjaxArticle(1, { published_at: now.toUTC().toISO() ?? '', content: cut }),
      wireAjaxArticle(2, { published_at: '2024-03-05T12:30:00.000Z' }),
    ],
  });
  await renderRoute('/tag/eredivisie', { language: 'nl' });

  const today = await screen.findByRole('article', { name: 'Story number 1' });
  expect(within(today).getByText(cut)).toBeInTheDocument();
  expect(within(today).getByText(now.setZone(siteTimeZone).toFormat('HH:mm'))).toHaveAttribute('datetime');
  expect(within(today).getByText('Door Sanne de Vries')).toBeInTheDocument();
  expect(within(today).getByText('3 reacties')).toBeInTheDocument();
  const earlier = screen.getByRole('article', { name: 'Story number 2' });
  expect(within(earlier).getByText('05-03-2024')).toHaveAttribute('datetime', '2024-03-05T12:30:00.000Z');
});

test('[ART-05] the tag page carries the content sidebar beside its articles', async () => {
  serveTag(eredivisie, { 0: wireAjaxArticles(1, 2) });
  await renderRoute('/tag/eredivisie');
  const sidebar = await screen.findByRole('complementary', { name: 'More news' });
  expect(await within(sidebar).findByRole('link', { name: 'Latest one' })).toBeInTheDocument();
  expect(within(sidebar).getByRole('heading', { level: 2, name: 'Popular' })).toBeInTheDocument();
  expect(within(sidebar).getByRole('heading', { level: 2, name: 'Most discussed' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
});

test('[ART-03] the first image is fetched first, the others lazily, each with its size reserved', async () => {
  serveTag(eredivisie, { 0: wireAjaxArticles(1, 2) });
  const { container } = await renderRoute('/tag/eredivisie');
  await screen.findByRole('link', { name: 'Story number 2' });
  const [first, second] = Array.from(container.querySelectorAll('.lists-page__main img'));
  expect(first).toHaveAttribute('fetchpriority', 'high');
  expect(first).toHaveAttribute('width', '240');
  expect(first).toHaveAttribute('height', '160');
  expect(second).toHaveAttribute('loading', 'lazy');
});
