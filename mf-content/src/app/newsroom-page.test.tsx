import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { type ApiResponse, type ApiSchemas } from '@tribune/shared';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { signInAs } from '../test/newsroom';

const server = setupMockApi();
const listUrl = `${testApiOrigin}/api/v2/editor/articles`;

type ListAnswer = ApiResponse<'/api/v2/editor/articles', 'get'>;
type Row = ApiSchemas['NewsroomArticleRow'];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 10_000).toISOString();

const draft: Row = {
  id: 41,
  url: '/article/41/new-striker',
  title: 'The new striker signs',
  excerpt: '',
  image: '',
  primary_tag: 'transfers',
  kind: 'news',
  status: 'draft',
  published_at: null,
  updated_at: minutesAgo(5),
  updated_by: { name: 'Eva Editor' },
  author: { id: 5, name: 'Gina Guest' },
};

const scheduled: Row = {
  ...draft,
  id: 42,
  url: '/article/42/christmas-match',
  title: 'The Christmas match',
  primary_tag: 'ajax',
  status: 'scheduled',
  published_at: '2026-12-24T18:30:00.000Z',
  updated_at: minutesAgo(3 * 60),
  updated_by: null,
  author: { id: 9, name: 'Jan Junior' },
};

/** A row's facts as its description list says them: term → definition. */
function facts(item: HTMLElement) {
  const terms = within(item).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

/** Serves the list and records each request's query (with the token it carried). */
function serveList(answer: (query: URLSearchParams) => ListAnswer) {
  const asked: string[] = [];
  server.use(
    http.get(listUrl, ({ request }) => {
      const query = new URL(request.url).searchParams;
      query.delete('tenant_id');
      asked.push(`${request.headers.get('Authorization')} ${query.toString()}`);
      return HttpResponse.json(answer(query));
    }),
  );
  return asked;
}

const page = (data: Row[], current = 1, last = 1): ListAnswer => ({
  data,
  metaData: { current_page: current, last_page: last, total: data.length + (last - 1) * 25 },
});

test('[NR-01] a junior editor sees each article with its state, author, tag and who changed it when', async () => {
  signInAs('junior-editor');
  const asked = serveList(() => page([draft, scheduled]));
  await renderRoute('/newsroom');

  expect(await screen.findByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute('href', '/newsroom/new');
  const list = await screen.findByRole('list', { name: 'Articles' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);

  expect(within(items[0]!).getByRole('heading', { level: 2 })).toHaveTextContent('The new striker signs');
  expect(within(items[0]!).getByRole('link', { name: 'The new striker signs' })).toHaveAttribute(
    'href',
    '/newsroom/article/41',
  );
  expect(facts(items[0]!)).toEqual({ State: 'Draft', Author: 'Gina Guest', 'Primary tag': 'transfers' });
  expect(items[0]).toHaveTextContent('Changed 5 minutes ago by Eva Editor');
  expect(items[0]).not.toHaveTextContent('Goes out');

  expect(facts(items[1]!)).toEqual({ State: 'Scheduled', Author: 'Jan Junior', 'Primary tag': 'ajax' });
  expect(items[1]).toHaveTextContent('Changed 3 hours ago');
  // The tenant's clock (Europe/Amsterdam): 18:30 UTC is 19:30 there.
  expect(items[1]).toHaveTextContent('Goes out Thursday 24 December 2026, 19:30');
  expect(screen.getByRole('status')).toHaveTextContent('2 articles');
  expect(asked).toEqual(['Bearer test-token page=1']);
});

test('[NR-01] the filters and the pages change the request’s query; the form follows the address', async () => {
  signInAs('editor');
  const asked = serveList((query) => {
    if (query.get('state') === null) return page([draft, scheduled]);
    return query.get('page') === '2' ? page([scheduled], 2, 2) : page([draft], 1, 2);
  });
  const { user } = await renderRoute('/newsroom');
  const filters = await screen.findByRole('search', { name: 'Filter the articles' });
  await screen.findByRole('list', { name: 'Articles' });

  await user.selectOptions(within(filters).getByRole('combobox', { name: 'State' }), 'Drafts');
  const author = within(filters).getByRole('combobox', { name: 'Author' });
  // The authors of the rows shown, by name.
  expect(
    within(author)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All authors', 'Gina Guest', 'Jan Junior']);
  await user.selectOptions(author, 'Gina Guest');
  await user.type(within(filters).getByRole('combobox', { name: 'Tag' }), 'transfers');
  await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), 'striker');
  await user.click(within(filters).getByRole('button', { name: 'Show articles' }));
  expect(await screen.findByText('26 articles')).toBeInTheDocument();
  expect(screen.queryByText('The Christmas match')).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('The Christmas match')).toBeInTheDocument();
  expect(screen.queryByText('The new striker signs')).toBeNull();
  // The form shows the filters of the address.
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('draft');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('striker');

  await user.click(screen.getByRole('link', { name: 'Clear filters' }));
  await screen.findByText('The new striker signs');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');

  const queries = asked.map((request) => request.replace('Bearer test-token ', ''));
  expect(queries.slice(0, 3)).toEqual([
    'page=1',
    'page=1&state=draft&author=5&tag=transfers&q=striker',
    'page=2&state=draft&author=5&tag=transfers&q=striker',
  ]);
  // Cleared, the unfiltered first page shows from SWR's cache; SWR may ask for it again when stale.
  expect(queries.slice(3).every((query) => query === 'page=1')).toBe(true);
});

test('[NR-01] the tag filter offers the site’s tags by name, and a manager every author', async () => {
  signInAs('editor');
  server.use(
    http.get(`${testApiOrigin}/api/v2/editor/tags`, () =>
      HttpResponse.json({
        data: [
          { id: 1, slug: 'eredivisie', title: 'Eredivisie' },
          { id: 2, slug: 'transfers', title: 'Transfers' },
        ],
      }),
    ),
    http.get(`${testApiOrigin}/api/v2/editor/authors`, () =>
      HttpResponse.json({
        data: [{ id: 12, name: 'Ada Author', slug: 'ada-author', is_public: true, has_account: false }],
      }),
    ),
  );
  const asked = serveList(() => page([draft, scheduled]));
  const { user } = await renderRoute('/newsroom');
  const filters = await screen.findByRole('search', { name: 'Filter the articles' });
  const tag = await within(filters).findByRole('combobox', { name: 'Tag' });
  expect(
    within(tag)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All tags', 'Eredivisie', 'Transfers']);
  // The authors come after the first render of the form: look the select up each time.
  await waitFor(() =>
    expect(
      within(screen.getByRole('combobox', { name: 'Author' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All authors', 'Ada Author', 'Gina Guest', 'Jan Junior']),
  );
  await user.selectOptions(screen.getByRole('combobox', { name: 'Tag' }), 'Transfers');
  await user.click(screen.getByRole('button', { name: 'Show articles' }));
  await waitFor(() => expect(asked.at(-1)).toBe('Bearer test-token page=1&tag=transfers'));
});

test('[NR-01] a fan gets a clear message and no list is asked for', async () => {
  signInAs(null);
  await renderRoute('/newsroom');
  expect(
    await screen.findByText(
      'The newsroom is for the site’s authors and editors. Log in with an author or editor account.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Newsroom' })).toBeInTheDocument();
  expect(screen.queryByRole('search')).toBeNull();
  expect(screen.queryByRole('link', { name: 'New article' })).toBeNull();
  // Unhandled requests fail the test: the list was never asked for.
});

test('[NR-01] a guest author gets no author filter; an empty list says so', async () => {
  signInAs('guest-author');
  serveList(() => page([]));
  await renderRoute('/newsroom?state=published');
  expect(await screen.findByText('No articles match these filters.')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('published');
  expect(screen.queryByRole('combobox', { name: 'Author' })).toBeNull();
});

test('[NR-01] a failed list says so and loads again on "Try again"', async () => {
  signInAs('editor');
  let calls = 0;
  server.use(
    http.get(listUrl, () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ data: null, metaData: { message: 'Server error' } }, { status: 500 })
        : HttpResponse.json(page([draft]));
    }),
  );
  const { user } = await renderRoute('/newsroom');
  expect(await screen.findByText('The articles could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('The new striker signs')).toBeInTheDocument();
});

test('[NR-01] the newsroom in Dutch', async () => {
  signInAs('junior-editor');
  serveList(() => page([draft, scheduled]));
  await renderRoute('/newsroom', { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Redactie' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Nieuw artikel' })).toBeInTheDocument();
  expect(screen.getByRole('search', { name: 'Artikelen filteren' })).toBeInTheDocument();
  const items = within(await screen.findByRole('list', { name: 'Artikelen' })).getAllByRole('listitem');
  expect(facts(items[0]!)).toEqual({ Status: 'Concept', Auteur: 'Gina Guest', Hoofdtag: 'transfers' });
  expect(items[0]).toHaveTextContent('Gewijzigd 5 minuten geleden door Eva Editor');
  expect(facts(items[1]!)).toMatchObject({ Status: 'Ingepland' });
  expect(items[1]).toHaveTextContent('Gaat online op donderdag 24 december 2026, 19:30');
  expect(screen.getByRole('status')).toHaveTextContent('2 artikelen');
});
