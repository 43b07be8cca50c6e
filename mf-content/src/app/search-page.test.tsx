import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { serveSidebar, wireAjaxArticle, xssCorpus, type WireSearchArticle } from '../test/lists-fixtures';

const server = setupMockApi();
const searchUrl = `${testApiOrigin}/ajax/search`;

type WireResult = WireSearchArticle;

function result(id: number, overrides: Partial<WireResult> = {}): WireResult {
  const article = wireAjaxArticle(id, overrides);
  return {
    ...article,
    title_html: overrides.title_html ?? `Story about the <mark>derby</mark> ${id}`,
    content_html: overrides.content_html ?? `The <mark>derby</mark> was decided late (${id}).`,
    ...overrides,
  };
}

function results(first: number, count: number) {
  return Array.from({ length: count }, (_, index) => result(first + index));
}

interface SearchRequest {
  offset: string | null;
  query: string | null;
  content: string | null;
}

/** Serves the search: `answer` gets each call's query; records every call. */
function serveSearch(
  answer: (request: SearchRequest) => {
    latestArticles: WireResult[];
    result_count: number;
    result_count_capped?: boolean;
  },
) {
  const requests: SearchRequest[] = [];
  serveSidebar(server);
  server.use(
    http.get(searchUrl, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const call = { offset: params.get('offset'), query: params.get('query'), content: params.get('content') };
      requests.push(call);
      return HttpResponse.json({ data: { result_count_capped: false, order: 'newest', ...answer(call) } });
    }),
  );
  return requests;
}

/** The search page's own column (the sidebar has load-more buttons of its own). */
function searchColumn() {
  return within(screen.getByRole('region', { name: 'Search' }));
}

function resultList() {
  return screen.getByRole('list', { name: 'Search results' });
}

test('[ART-04] the search page offers a labelled field, the content checkbox and a button', async () => {
  serveSearch(() => ({ latestArticles: [], result_count: 0 }));
  await renderRoute('/search');

  expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
  const form = screen.getByRole('search', { name: 'Search the news' });
  expect(within(form).getByRole('searchbox', { name: 'Search for' })).toHaveAttribute('name', 'query');
  expect(within(form).getByRole('checkbox', { name: 'Also search in the text of articles' })).not.toBeChecked();
  expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  // A real GET form: it works before the page's script arrives.
  expect(form).toHaveAttribute('action', '/search');
  expect(form).toHaveAttribute('method', 'get');
  expect(document.title).toBe('Search | Tribune');
});

test('[ART-04] a search shows the count and the results with the matched words marked', async () => {
  const requests = serveSearch(() => ({ latestArticles: results(1, 3), result_count: 3 }));
  const { user, container } = await renderRoute('/search');

  await user.type(screen.getByRole('searchbox', { name: 'Search for' }), '  derby ');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(await screen.findByText('3 results for “derby”')).toHaveAttribute('role', 'status');
  const list = resultList();
  expect(within(list).getByRole('link', { name: 'Story about the derby 1' })).toHaveAttribute(
    'href',
    '/article/1/story-number-1',
  );
  const marks = Array.from(container.querySelectorAll('.lists-search mark')).map((mark) => mark.textContent);
  expect(marks).toEqual(['derby', 'derby', 'derby', 'derby', 'derby', 'derby']);
  expect(within(list).getAllByText(/was decided late/)).toHaveLength(3);
  expect(requests).toEqual([{ offset: '0', query: 'derby', content: 'off' }]);
  expect(document.title).toBe('Search: derby | Tribune');
});

test('[ART-04] the search-in-content checkbox sends content=on, and a shared link keeps it', async () => {
  const requests = serveSearch(() => ({ latestArticles: results(1, 1), result_count: 1 }));
  const { user } = await renderRoute('/search?query=derby');
  await screen.findByText('1 result for “derby”');

  await user.click(screen.getByRole('checkbox', { name: 'Also search in the text of articles' }));
  await user.click(screen.getByRole('button', { name: 'Search' }));

  await waitFor(() => expect(requests).toHaveLength(2));
  expect(requests[1]).toEqual({ offset: '0', query: 'derby', content: 'on' });
  expect(await screen.findByRole('checkbox', { name: 'Also search in the text of articles' })).toBeChecked();
});

test('[ART-04] a link with the search opens its results at once', async () => {
  const requests = serveSearch(() => ({ latestArticles: results(1, 2), result_count: 2 }));
  await renderRoute('/search?query=ajax%20psv&content=on');

  expect(await screen.findByText('2 results for “ajax psv”')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search for' })).toHaveValue('ajax psv');
  expect(screen.getByRole('checkbox', { name: 'Also search in the text of articles' })).toBeChecked();
  expect(requests).toEqual([{ offset: '0', query: 'ajax psv', content: 'on' }]);
});

test('[ART-04] load more asks from the number shown and appends 10 more', async () => {
  const requests = serveSearch(({ offset }) => ({
    latestArticles: offset === '0' ? results(1, 10) : results(11, 4),
    result_count: 14,
  }));
  const { user } = await renderRoute('/search?query=derby');
  await screen.findByText('14 results for “derby”');
  expect(within(resultList()).getAllByRole('article')).toHaveLength(10);

  await user.click(searchColumn().getByRole('button', { name: 'Load more' }));

  expect(await screen.findByRole('link', { name: 'Story about the derby 14' })).toBeInTheDocument();
  expect(within(resultList()).getAllByRole('article')).toHaveLength(14);
  expect(requests.map((request) => request.offset)).toEqual(['0', '10']);
  // All 14 are shown: no button.
  expect(searchColumn().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  // Focus goes to the first new result, where the reader carries on.
  expect(screen.getByRole('link', { name: 'Story about the derby 11' })).toHaveFocus();
});

test('[ART-06] clicks on the search load-more are ignored while its page loads', async () => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const offsets: (string | null)[] = [];
  serveSidebar(server);
  server.use(
    http.get(searchUrl, async ({ request }) => {
      const offset = new URL(request.url).searchParams.get('offset');
      offsets.push(offset);
      if (offset === '10') await held;
      return HttpResponse.json({
        data: {
          latestArticles: offset === '0' ? results(1, 10) : results(11, 10),
          result_count: 30,
          result_count_capped: false,
          order: 'newest',
        },
      });
    }),
  );
  const { user } = await renderRoute('/search?query=derby');
  await screen.findByText('30 results for “derby”');

  await user.click(searchColumn().getByRole('button', { name: 'Load more' }));
  const busy = searchColumn().getByRole('button', { name: 'Loading…' });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  await user.dblClick(busy);
  expect(offsets).toEqual(['0', '10']);

  release();
  expect(await screen.findByRole('link', { name: 'Story about the derby 20' })).toBeInTheDocument();
  expect(offsets).toEqual(['0', '10']);
});

test.each([
  ['en', 'No articles match “offside”.'],
  ['nl', 'Geen artikelen gevonden voor “offside”.'],
] as const)('[ART-04] a search without matches says so (%s)', async (language, text) => {
  serveSearch(() => ({ latestArticles: [], result_count: 0 }));
  await renderRoute('/search?query=offside', { language });
  expect(await screen.findByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Load more|Meer laden/ })).not.toBeInTheDocument();
});

test('[ART-04] a refused query (422) is shown under the field', async () => {
  const long = 'x'.repeat(10_000);
  serveSidebar(server);
  server.use(
    http.get(searchUrl, () =>
      HttpResponse.json(
        {
          data: null,
          metaData: {
            message: 'The given data was invalid.',
            errors: { query: ['The search may be at most 200 characters long.'] },
          },
        },
        { status: 422 },
      ),
    ),
  );
  await renderRoute(`/search?query=${long}`);

  const field = screen.getByRole('searchbox', { name: 'Search for' });
  expect(await screen.findByText('The search may be at most 200 characters long.')).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('The search may be at most 200 characters long.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
});

test('[ART-04] an empty search asks the API nothing and says what to do', async () => {
  const requests = serveSearch(() => ({ latestArticles: [], result_count: 0 }));
  const { user } = await renderRoute('/search');

  await user.type(screen.getByRole('searchbox', { name: 'Search for' }), '   ');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(await screen.findByText('Type what to search for.')).toBeInTheDocument();
  expect(requests).toEqual([]);
});

test('[ART-04] a failed search shows an error and tries again on request', async () => {
  let fail = true;
  serveSidebar(server);
  server.use(
    http.get(searchUrl, () =>
      fail
        ? HttpResponse.json({ data: null, metaData: { message: 'Something went wrong.' } }, { status: 500 })
        : HttpResponse.json({
            data: { latestArticles: results(1, 1), result_count: 1, result_count_capped: false, order: 'newest' },
          }),
    ),
  );
  const { user } = await renderRoute('/search?query=derby');
  expect(await screen.findByRole('alert')).toHaveTextContent('The articles could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('1 result for “derby”')).toBeInTheDocument();
});

test('[ART-04] hostile titles and highlights render as text, never as markup', async () => {
  const corpus = xssCorpus();
  serveSearch(() => ({
    latestArticles: corpus.map((line, index) =>
      result(index + 1, {
        title: line,
        // As the API escapes it, and as a broken server might not: both must stay text.
        title_html: line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
        content_html: `<mark>${line}</mark>`,
      }),
    ),
    result_count: corpus.length,
  }));
  const { container } = await renderRoute('/search?query=xss');
  await screen.findByText(`${corpus.length} results for “xss”`);

  for (const line of corpus) {
    expect(screen.getByRole('heading', { level: 2, name: line.trim() })).toBeInTheDocument();
  }
  const main = container.querySelector('.lists-page__main');
  expect(main?.querySelector('script, iframe, object, embed, svg, math, form form, details, video')).toBeNull();
  expect(main?.querySelectorAll('img:not(.lists-story__image)')).toHaveLength(0);
  expect(container.querySelector('[onerror], [onload], [onfocus], [ontoggle]')).toBeNull();
  expect(container.querySelector('a[href^="javascript"]')).toBeNull();
  expect(Array.from(container.querySelectorAll('mark')).map((mark) => mark.textContent)).toContain(
    '<script>window.__xss=1</script>',
  );
});

test('[PLT-06] the Dutch tenant searches in Dutch', async () => {
  serveSearch(() => ({ latestArticles: results(1, 2), result_count: 2 }));
  await renderRoute('/search?query=derby', { language: 'nl' });
  expect(await screen.findByText('2 resultaten voor “derby”')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Zoeken' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Zoeken naar' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Ook in de tekst van artikelen zoeken' })).toBeInTheDocument();
});

test('[SCL-04] over 100 matches the page says "more than 100" and newest first, and load more goes on', async () => {
  const requests = serveSearch(({ offset }) => ({
    latestArticles: offset === '0' ? results(1, 10) : results(11, 10),
    result_count: 100,
    result_count_capped: true,
  }));
  const { user } = await renderRoute('/search?query=derby');
  expect(await screen.findByText('More than 100 results for “derby”')).toHaveAttribute('role', 'status');
  expect(screen.getByText('Newest first')).toBeInTheDocument();

  await user.click(searchColumn().getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Story about the derby 20' })).toBeInTheDocument();
  expect(requests.map((request) => request.offset)).toEqual(['0', '10']);
  // More than it counted follow: the button stays.
  expect(searchColumn().getByRole('button', { name: 'Load more' })).toBeInTheDocument();
});

test('[SCL-04] the Dutch tenant says "meer dan 100" and nieuwste eerst', async () => {
  serveSearch(() => ({ latestArticles: results(1, 10), result_count: 100, result_count_capped: true }));
  await renderRoute('/search?query=derby', { language: 'nl' });
  expect(await screen.findByText('Meer dan 100 resultaten voor “derby”')).toBeInTheDocument();
  expect(screen.getByText('Nieuwste eerst')).toBeInTheDocument();
});
