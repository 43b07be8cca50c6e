import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { wireArticle, type WireArticle } from '../test/articles';

const server = setupMockApi();

// The body as the API sends it: sanitized there (ART-01, docs/contracts.md), so the page puts it in as
// it is. This is what the API made of a body with a script, an onerror handler, a javascript: link, a
// YouTube player and an ad frame.
const body =
  '<p>The home side pressed from the first minute.</p>' +
  '<p><img src="/assets/demo/goal.jpg" alt="The winning goal" loading="lazy" decoding="async" /></p>' +
  '<p><a>Click me</a></p>' +
  '<iframe src="https://www.youtube.com/embed/abc123" title="Video" loading="lazy" ' +
  'allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" ' +
  'allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>';

const article = wireArticle(42, {
  title: 'Late winner settles the derby',
  url: '/article/42/late-winner-settles-the-derby',
  content: body,
  thumbnails: { origin: '/assets/demo/derby.jpg' },
  author: { name: 'Sanne de Vries', is_public: true, author_url: '/user/sanne', avatar: null },
  primary_tag: { title: 'Eredivisie', url: '/tag/eredivisie' },
  published_at: '2024-03-05T12:30:00.000Z',
});

/** RES-02: the visits the page recorded, as `{type}/{id}` (and the visitor id the API counts them by). */
const visits: { resource: string; visitor: string | null }[] = [];

function serveArticle(
  served: WireArticle | null,
  related: { previous: WireArticle | null; next: WireArticle | null } = { previous: null, next: null },
) {
  const relatedQueries: URLSearchParams[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id`, ({ params }) =>
      served && Number(params.id) === served.id
        ? HttpResponse.json({ data: served })
        : HttpResponse.json({ data: null, metaData: { message: 'Article not found.' } }, { status: 404 }),
    ),
    http.post(`${testApiOrigin}/api/v2/resource/:type/:id/visit`, ({ params, request }) => {
      visits.push({
        resource: `${String(params.type)}/${String(params.id)}`,
        visitor: request.headers.get('x-visitor-id'),
      });
      return HttpResponse.json({ data: { visits_count: visits.length } });
    }),
    http.get(`${testApiOrigin}/api/v2/article/:id/related`, ({ request }) => {
      relatedQueries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: related });
    }),
  );
  return relatedQueries;
}

afterEach(() => {
  document.title = 'Tribune';
  visits.length = 0;
});

test('[RES-02] opening an article records one visit of it, with the visitor id', async () => {
  serveArticle(article);
  await renderRoute('/article/42/late-winner-settles-the-derby');
  await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' });
  await waitFor(() => expect(visits).toHaveLength(1));
  expect(visits[0]?.resource).toBe('article/42');
  expect(visits[0]?.visitor).toMatch(/^[A-Za-z0-9]{10}$/);
});

test('[ART-01] the article page shows title, image, author, tag, date and body', async () => {
  serveArticle(article);
  await renderRoute('/article/42/late-winner-settles-the-derby');

  const heading = await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' });
  expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
  const view = screen.getByRole('article');
  expect(within(view).getByRole('img', { name: 'Late winner settles the derby' })).toHaveAttribute(
    'src',
    '/assets/demo/derby.jpg',
  );
  expect(within(view).getByRole('link', { name: 'Sanne de Vries' })).toHaveAttribute('href', '/user/sanne');
  expect(within(view).getByText(/^By/)).toHaveTextContent('By Sanne de Vries');
  expect(within(view).getByRole('link', { name: 'Eredivisie' })).toHaveAttribute('href', '/tag/eredivisie');
  expect(within(view).getByText('05-03-2024')).toHaveAttribute('datetime', '2024-03-05T12:30:00.000Z');
  expect(within(view).getByText('The home side pressed from the first minute.')).toBeInTheDocument();
  expect(within(view).getByRole('img', { name: 'The winning goal' })).toBeInTheDocument();
  expect(document.title).toBe('Late winner settles the derby | Tribune');
});

test("[ART-01] the body is the API's sanitized HTML, rendered as it is", async () => {
  serveArticle(article);
  const { container } = await renderRoute('/article/42');

  const view = await screen.findByRole('article');
  expect(within(view).getByText('The home side pressed from the first minute.')).toBeInTheDocument();
  expect(within(view).getByRole('img', { name: 'The winning goal' })).toHaveAttribute('loading', 'lazy');
  // A link whose unsafe URL the API removed is plain text.
  expect(within(view).getByText('Click me')).not.toHaveAttribute('href');
  expect(within(view).queryByRole('link', { name: 'Click me' })).not.toBeInTheDocument();
  const player = within(view).getByTitle('Video');
  expect(player.tagName).toBe('IFRAME');
  expect(player).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
  expect(container.querySelectorAll('.content-article__body iframe')).toHaveLength(1);
});

test('[ART-01] an author without a public page is named without a link', async () => {
  serveArticle({
    ...article,
    author: { name: 'Desk editor', is_public: false, author_url: '/user/desk', avatar: null },
  });
  await renderRoute('/article/42');

  expect(await screen.findByText('Desk editor')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Desk editor' })).not.toBeInTheDocument();
});

test('[ART-01] related previous and next articles link to their pages', async () => {
  const relatedQueries = serveArticle(article, {
    previous: wireArticle(41, { title: 'Coach extends his contract', url: '/article/41/coach-extends-his-contract' }),
    next: wireArticle(43, { title: 'Youth team wins the cup', url: '/article/43/youth-team-wins-the-cup' }),
  });
  await renderRoute('/article/42/late-winner-settles-the-derby');

  const related = await screen.findByRole('navigation', { name: 'More articles' });
  expect(within(related).getByRole('link', { name: 'Previous article Coach extends his contract' })).toHaveAttribute(
    'href',
    '/article/41/coach-extends-his-contract',
  );
  expect(within(related).getByRole('link', { name: 'Next article Youth team wins the cup' })).toHaveAttribute(
    'href',
    '/article/43/youth-team-wins-the-cup',
  );
  expect(relatedQueries[0]?.get('tenant_id')).toBe('tribune');
});

test('[ART-01] following a related link opens that article', async () => {
  const next = wireArticle(43, {
    title: 'Youth team wins the cup',
    url: '/article/43/youth-team-wins-the-cup',
    content: '<p>Cup final report.</p>',
  });
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id`, ({ params }) =>
      HttpResponse.json({ data: params.id === '43' ? next : article }),
    ),
    http.get(`${testApiOrigin}/api/v2/article/:id/related`, ({ params }) =>
      HttpResponse.json({ data: params.id === '42' ? { previous: null, next } : { previous: article, next: null } }),
    ),
  );
  const { user } = await renderRoute('/article/42');

  await user.click(await screen.findByRole('link', { name: 'Next article Youth team wins the cup' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'Youth team wins the cup' })).toBeInTheDocument();
  expect(
    await screen.findByRole('link', { name: 'Previous article Late winner settles the derby' }),
  ).toBeInTheDocument();
  expect(document.title).toBe('Youth team wins the cup | Tribune');
});

test('[ART-01] an article the API does not know shows a not-found state', async () => {
  serveArticle(null);
  const { user } = await renderRoute('/article/999/gone');

  expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  expect(screen.getByText('This article does not exist or has been removed.')).toBeInTheDocument();
  expect(document.title).toBe('Article not found | Tribune');
  server.use(http.get(`${testApiOrigin}/api/v2/article/scopes/lat/get/:page`, () => HttpResponse.json({ data: [] })));
  await user.click(screen.getByRole('link', { name: 'Go to the latest news' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
});

test('[ART-01] a malformed article id is not found without asking the API', async () => {
  await renderRoute('/article/not-a-number');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
});

test('[ART-01] a failing API shows an error with a retry', async () => {
  let fail = true;
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id`, () =>
      fail
        ? HttpResponse.json(
            { data: null, metaData: { message: 'Something went wrong on our side. Please try again.' } },
            { status: 500 },
          )
        : HttpResponse.json({ data: article }),
    ),
    http.get(`${testApiOrigin}/api/v2/article/:id/related`, () =>
      HttpResponse.json({ data: { previous: null, next: null } }),
    ),
  );
  const { user } = await renderRoute('/article/42');

  expect(await screen.findByRole('alert')).toHaveTextContent('The article could not be loaded.');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' })).toBeInTheDocument();
});

test('[PLT-06] the Dutch tenant reads the article page in Dutch', async () => {
  serveArticle(article, {
    previous: wireArticle(41, { title: 'Trainer verlengt contract' }),
    next: wireArticle(43, { title: 'Jeugd wint de beker' }),
  });
  await renderRoute('/article/42', { language: 'nl' });

  const view = await screen.findByRole('article');
  expect(within(view).getByText(/^Door/)).toHaveTextContent('Door Sanne de Vries');
  const related = await screen.findByRole('navigation', { name: 'Meer artikelen' });
  expect(within(related).getByRole('link', { name: 'Vorig artikel Trainer verlengt contract' })).toBeInTheDocument();
  expect(within(related).getByRole('link', { name: 'Volgend artikel Jeugd wint de beker' })).toBeInTheDocument();
});

test('[PLT-06] the Dutch tenant gets a Dutch not-found state', async () => {
  serveArticle(null);
  await renderRoute('/article/999', { language: 'nl' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Artikel niet gevonden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Naar het laatste nieuws' })).toBeInTheDocument();
});

test('[PLT-06] pages this remote does not serve show a not-found page in the tenant language', async () => {
  await renderRoute('/search', { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});

test('[PLT-09] an address under this remote’s part of the site without a page (the tag page, ART-03, not built yet) is the not-found page', async () => {
  const { user } = await renderRoute('/tag/eredivisie');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Page not found/);
  server.use(http.get(`${testApiOrigin}/api/v2/article/scopes/lat/get/:page`, () => HttpResponse.json({ data: [] })));
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
});
