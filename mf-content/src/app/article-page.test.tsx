import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { storageKeys } from '@tribune/shared';
import { testUser } from '@tribune/shared/testing';
import { MemoryRouter, useLocation } from 'react-router';
import { Suspense } from 'react';
import ContentRoutes from '../exposes/routes';
import { renderRoute, renderWithProviders, setupMockApi, testApiOrigin } from '../test/render-with-providers';
import { wireArticle, type WireArticle } from '../test/articles';

// ART-01: PhotoSwipe (the lightbox) must be fetched only for a body with lightbox links. Its module is
// the real one; this only counts the times the page asks for it (the factory runs on the first import).
let mockPhotoSwipeLoads = 0;
jest.mock('photoswipe', () => {
  mockPhotoSwipeLoads += 1;
  return jest.requireActual('photoswipe');
});

const server = setupMockApi();

// jsdom has no matchMedia; PhotoSwipe asks it whether the reader prefers reduced motion.
beforeAll(() => {
  window.matchMedia ??= (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
});

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

/** What the parts around an article ask for (claps, settings, lists), answered empty unless a test says. */
function servePageParts() {
  server.use(
    http.get(`${testApiOrigin}/api/v2/resource/:type/:id/claps`, () =>
      HttpResponse.json({ data: { claps_count: 0, visitors_string: '0 fans clapped', my_claps: 0 } }),
    ),
    http.get(`${testApiOrigin}/api/v2/setting`, () =>
      HttpResponse.json({ data: { popup: null, settings_date: null, recaptcha_site_key: null, show_web_push: 0 } }),
    ),
    http.get(`${testApiOrigin}/ajax/articles/latest/1`, () => HttpResponse.json({ data: { latestArticles: [] } })),
    http.get(`${testApiOrigin}/article/sidebar-popular-articles`, () =>
      HttpResponse.json({ data: { popularArticles: [] } }),
    ),
    http.get(`${testApiOrigin}/ajax/article/sidebar-dynamic-articles/:page`, () =>
      HttpResponse.json({ data: { articles: [] } }),
    ),
    http.get(`${testApiOrigin}/ajax/article/by-tag/*`, () =>
      HttpResponse.json({ data: { html: '', result_count: 0 } }),
    ),
    http.get(`${testApiOrigin}/ajax/load-guest-user-section`, () => HttpResponse.json({ data: { html: '' } })),
  );
}

function serveArticle(
  served: WireArticle | null,
  related: { previous: WireArticle | null; next: WireArticle | null } = { previous: null, next: null },
) {
  const relatedQueries: URLSearchParams[] = [];
  servePageParts();
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

test('[NR-02] the newsroom’s SEO title and description go to search engines; the page keeps its headline', async () => {
  serveArticle({
    ...article,
    seo_title: 'Derby: late winner for the home side',
    seo_description: 'How the home side won the derby in the last minute.',
  });
  await renderRoute('/article/42/late-winner-settles-the-derby');

  await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' });
  expect(document.title).toBe('Derby: late winner for the home side | Tribune');
  expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'How the home side won the derby in the last minute.',
  );
  expect(document.querySelector('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Derby: late winner for the home side',
  );
});

test('[NR-02] the article’s other tags are links to their pages under it; none, no list', async () => {
  serveArticle({
    ...article,
    tags: [
      { title: 'Ajax', url: '/tag/ajax' },
      { title: 'Youth', url: '/tag/youth' },
    ],
  });
  await renderRoute('/article/42/late-winner-settles-the-derby');
  await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' });
  const more = screen.getByRole('navigation', { name: 'More about' });
  expect(
    within(more)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Ajax', '/tag/ajax'],
    ['Youth', '/tag/youth'],
  ]);
});

test('[NR-02] an article without other tags shows no such list', async () => {
  serveArticle(article);
  await renderRoute('/article/42/late-winner-settles-the-derby');
  await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' });
  expect(screen.queryByRole('navigation', { name: 'More about' })).not.toBeInTheDocument();
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
  servePageParts();
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
  servePageParts();
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
  const claps = await screen.findByRole('region', { name: 'Vond je dit een goed artikel?' });
  expect(await within(claps).findByRole('button', { name: /Klap/ })).toBeInTheDocument();
});

test('[PLT-06] the Dutch tenant gets a Dutch not-found state', async () => {
  serveArticle(null);
  await renderRoute('/article/999', { language: 'nl' });

  expect(await screen.findByRole('heading', { level: 1, name: 'Artikel niet gevonden' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Naar het laatste nieuws' })).toBeInTheDocument();
});

test('[PLT-06] pages this remote does not serve show a not-found page in the tenant language', async () => {
  await renderRoute('/search/anything', { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeInTheDocument();
});

test('[PLT-09] an address under this remote’s part of the site without a page is the not-found page', async () => {
  const { user } = await renderRoute('/tag/eredivisie/more');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(document.title).toMatch(/^Page not found/);
  server.use(http.get(`${testApiOrigin}/api/v2/article/scopes/lat/get/:page`, () => HttpResponse.json({ data: [] })));
  await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Latest news' })).toBeInTheDocument();
});

// ---------------------------------------------------------------------------------------------------
// ART-01: video, numbered images, lightbox, claps, push alert; POL-01 / EMB-01 placeholders.

test('[ART-01] the video is our own image and a play button until played; then the youtube-nocookie player', async () => {
  serveArticle({
    ...article,
    video: { provider: 'youtube', id: 'M7lc1UVf-VE', embed_url: 'https://www.youtube.com/embed/M7lc1UVf-VE' },
  });
  const { user, container } = await renderRoute('/article/42');

  const play = await screen.findByRole('button', { name: 'Play video: Late winner settles the derby' });
  const view = screen.getByRole('article');
  // Nothing from YouTube before a click: our own lead image is the poster, and no frame exists.
  const poster = container.querySelector('.content-video__poster');
  expect(poster).toHaveAttribute('src', '/assets/demo/derby.jpg');
  expect(poster).toHaveAttribute('alt', '');
  expect(container.querySelector('.content-article__video iframe')).toBeNull();
  expect(within(view).queryByRole('img', { name: 'Late winner settles the derby' })).not.toBeInTheDocument();
  expect(play).toHaveTextContent('Plays from YouTube');

  await user.click(play);

  const player = await within(view).findByTitle('Video: Late winner settles the derby');
  expect(player.tagName).toBe('IFRAME');
  expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0');
  expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  expect(player).toHaveFocus();
  expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
});

test('[ART-01] a video without a lead image gets a plain poster; an article without video keeps its image', async () => {
  serveArticle({
    ...article,
    thumbnails: { origin: '' },
    video: { provider: 'youtube', id: 'abc_123-X', embed_url: 'https://www.youtube.com/embed/abc_123-X' },
  });
  const { container } = await renderRoute('/article/42');
  expect(await screen.findByRole('button', { name: 'Play video: Late winner settles the derby' })).toBeInTheDocument();
  expect(container.querySelector('.content-video img')).toBeNull();
});

test('[ART-01] an article without a video has no player', async () => {
  serveArticle(article);
  const { container } = await renderRoute('/article/42');
  expect(await screen.findByRole('img', { name: 'Late winner settles the derby' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Play video/ })).not.toBeInTheDocument();
  expect(container.querySelector('.content-video')).toBeNull();
});

/** A figure's image as the browser sees it once loaded (jsdom loads no images): its natural size. */
function loadImage(image: HTMLImageElement, naturalHeight: number) {
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: naturalHeight });
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: 800 });
  fireEvent.load(image);
}

const numberedBody =
  '<p>Three moments.</p>' +
  '<figure data-numbered-image><img src="/assets/images/tall.svg" alt="The stand" loading="lazy" decoding="async" /><figcaption>The new stand</figcaption></figure>' +
  '<p>Then the goal.</p>' +
  '<figure data-numbered-image><img src="/assets/images/pitch.svg" alt="The pitch" loading="lazy" decoding="async" /><figcaption>Before kick-off</figcaption></figure>' +
  '<figure><img src="/assets/images/boots.svg" alt="Boots" loading="lazy" decoding="async" /></figure>' +
  '<figure data-numbered-image><img src="/assets/images/whistle.svg" alt="Whistle" loading="lazy" decoding="async" /></figure>';

test('[ART-01] numbered images get labels 1..n in body order once loaded, without fetching the lightbox', async () => {
  serveArticle({ ...article, content: numberedBody });
  const { container } = await renderRoute('/article/42');
  await screen.findByText('Three moments.');

  const figures = Array.from(container.querySelectorAll<HTMLElement>('.content-article__body figure'));
  const images = figures.map((figure) => figure.querySelector('img')!);
  const labelOf = (figure: HTMLElement) => figure.querySelector<HTMLElement>('.content-figure-number');
  // Computed after the image loads: nothing before.
  expect(figures.map(labelOf)).toEqual([null, null, null, null]);

  await waitFor(() => {
    loadImage(images[0]!, 1001);
    expect(labelOf(figures[0]!)).not.toBeNull();
  });
  loadImage(images[1]!, 1000);
  loadImage(images[2]!, 800);
  loadImage(images[3]!, 640);

  expect(figures.map((figure) => labelOf(figure)?.textContent ?? null)).toEqual(['1', '2', null, '3']);
  // Spec 001 §9: 5 % from the bottom above 1000 px of image height, else 10 %.
  expect(labelOf(figures[0]!)?.style.bottom).toBe('5%');
  expect(labelOf(figures[1]!)?.style.bottom).toBe('10%');
  expect(labelOf(figures[3]!)?.style.bottom).toBe('10%');
  // The label sits in the image's own box, beside the image, and the caption stays the figure's.
  expect(labelOf(figures[0]!)?.parentElement).toBe(images[0]!.parentElement);
  expect(within(figures[0]!).getByText('The new stand').tagName).toBe('FIGCAPTION');
  expect(mockPhotoSwipeLoads).toBe(0);
});

test('[ART-01] an image that has loaded before the page looks is numbered at once', async () => {
  // jsdom loads no images: this one is loaded, 1400 px high, before the numbering code arrives.
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(1400);
  serveArticle({
    ...article,
    content: '<figure data-numbered-image><img src="/assets/images/pitch.svg" alt="The pitch" /></figure>',
  });
  const { container } = await renderRoute('/article/42');
  await screen.findByRole('img', { name: 'The pitch' });
  await waitFor(() => expect(container.querySelector('.content-figure-number')).toHaveTextContent('1'));
  expect(container.querySelector<HTMLElement>('.content-figure-number')?.style.bottom).toBe('5%');
  jest.restoreAllMocks();
});

test('[ART-01] a plain article never asks for the lightbox', async () => {
  serveArticle(article);
  await renderRoute('/article/42');
  await screen.findByText('The home side pressed from the first minute.');
  // Give any dynamic import a chance to run.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockPhotoSwipeLoads).toBe(0);
});

const galleryBody =
  '<p>The day in pictures.</p>' +
  '<p><a href="https://cdn.example/big-1.jpg" data-lightbox="derby"><img src="/assets/images/pitch.svg" alt="The pitch" loading="lazy" decoding="async" /></a>' +
  '<a href="https://cdn.example/big-2.jpg" data-lightbox="derby"><img src="/assets/images/crowd-flags.svg" alt="The crowd" loading="lazy" decoding="async" /></a>' +
  '<a href="https://cdn.example/other.jpg" data-lightbox="other"><img src="/assets/images/boots.svg" alt="Boots" loading="lazy" decoding="async" /></a></p>' +
  '<p><a href="https://example.org/report">The full report</a></p>';

test('[ART-01] lightbox links open the image gallery; its code is fetched only when a fan reaches for one', async () => {
  expect(mockPhotoSwipeLoads).toBe(0);
  serveArticle({ ...article, content: galleryBody });
  const { container, user } = await renderRoute('/article/42');
  await screen.findByText('The day in pictures.');
  // Bound, but PhotoSwipe is not fetched for a fan who only reads.
  await waitFor(() => expect(container.querySelector('[data-lightbox-ready]')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockPhotoSwipeLoads).toBe(0);

  // The click fetches it and opens the lightbox instead of following the link.
  await user.click(screen.getByRole('img', { name: 'The crowd' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(mockPhotoSwipeLoads).toBe(1);

  // The gallery is the links with the same data-lightbox value, opened at the one clicked. (jsdom
  // draws no text from innerText, so the counter is read as PhotoSwipe wrote it.)
  const dialog = screen.getByRole('dialog');
  const counter = () => document.querySelector<HTMLElement>('.pswp__counter')?.innerText;
  await waitFor(() => expect(counter()).toBe('2 / 2'));
  expect(within(dialog).getByRole('button', { name: 'Previous image' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Next image' })).toBeInTheDocument();
  expect(dialog).not.toHaveClass('pswp--one-slide');
  // Other links are links; the library was fetched once.
  expect(screen.getByRole('link', { name: 'The full report' })).toHaveAttribute('href', 'https://example.org/report');
  expect(mockPhotoSwipeLoads).toBe(1);
});

test('[ART-01] a lightbox link of another gallery opens that gallery alone', async () => {
  serveArticle({ ...article, content: galleryBody });
  const { user, unmount } = await renderRoute('/article/42');
  await screen.findByText('The day in pictures.');
  // Until the lightbox is bound the link is a link; once it is, a click opens the lightbox instead.
  await waitFor(async () => {
    await user.click(screen.getByRole('img', { name: 'Boots' }));
    expect(screen.getByRole('dialog')).toHaveClass('pswp--one-slide');
  });
  await waitFor(() => expect(document.querySelector<HTMLElement>('.pswp__counter')?.innerText).toBe('1 / 1'));
  // Leaving the page closes it.
  unmount();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

/** Serves the claps of article 42 and records the claps it receives. */
function serveClaps(start: { claps_count: number; my_claps: number }, { failClaps = false } = {}) {
  const state = { ...start };
  const claps: { visitor: string | null; tenant: string | null; authorization: string | null }[] = [];
  const answer = () => ({
    data: { ...state, visitors_string: `${Math.max(1, Math.ceil(state.claps_count / 10))} fans clapped` },
  });
  server.use(
    http.get(`${testApiOrigin}/api/v2/resource/article/42/claps`, () => HttpResponse.json(answer())),
    http.post(`${testApiOrigin}/api/v2/resource/article/42/clap`, ({ request }) => {
      claps.push({
        visitor: request.headers.get('x-visitor-id'),
        tenant: new URL(request.url).searchParams.get('tenant_id'),
        authorization: request.headers.get('authorization'),
      });
      if (failClaps) {
        return HttpResponse.json({ data: null, metaData: { message: 'Too many requests.' } }, { status: 429 });
      }
      if (state.my_claps < 50) {
        state.claps_count += 1;
        state.my_claps += 1;
      }
      return HttpResponse.json(answer());
    }),
  );
  return claps;
}

test('[ART-01] a guest claps the article: each clap counts at once and the API has the last word', async () => {
  serveArticle(article);
  const claps = serveClaps({ claps_count: 147, my_claps: 0 });
  const { user } = await renderRoute('/article/42');

  const section = await screen.findByRole('region', { name: 'Did you like this article?' });
  expect(await within(section).findByText('147 claps')).toBeInTheDocument();
  expect(within(section).getByText(/15 fans clapped/)).toBeInTheDocument();
  const button = within(section).getByRole('button', { name: /Clap/ });

  await user.click(button);
  await user.click(button);
  await user.click(button);

  await waitFor(() => expect(claps).toHaveLength(3));
  expect(await within(section).findByText('150 claps')).toBeInTheDocument();
  expect(within(section).getByText(/You clapped 3 times/)).toBeInTheDocument();
  // Guests clap by their visitor id (RES-01); the tenant goes along as everywhere.
  expect(claps[0]?.visitor).toMatch(/^[A-Za-z0-9]{10}$/);
  expect(claps[0]?.tenant).toBe('tribune');
  expect(claps[0]?.authorization).toBeNull();
});

test('[ART-01] a logged-in reader claps as themselves, and 50 claps are all one reader has', async () => {
  window.localStorage.setItem(storageKeys.token, 'token-7');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  serveArticle(article);
  const claps = serveClaps({ claps_count: 80, my_claps: 49 });
  const { user } = await renderRoute('/article/42');

  const section = await screen.findByRole('region', { name: 'Did you like this article?' });
  await within(section).findByText('80 claps');
  await user.click(within(section).getByRole('button', { name: /Clap/ }));

  expect(await within(section).findByText(/You gave this article all your 50 claps/)).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: /Clap/ })).toBeDisabled();
  expect(claps).toHaveLength(1);
  expect(claps[0]?.authorization).toBe('Bearer token-7');
});

test('[ART-01] a clap that fails says so and shows the count the API has', async () => {
  serveArticle(article);
  serveClaps({ claps_count: 10, my_claps: 0 }, { failClaps: true });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { user } = await renderRoute('/article/42');

  const section = await screen.findByRole('region', { name: 'Did you like this article?' });
  await within(section).findByText('10 claps');
  await user.click(within(section).getByRole('button', { name: /Clap/ }));

  expect(await within(section).findByRole('alert')).toHaveTextContent(
    'Your clap could not be saved. Please try again.',
  );
  expect(within(section).getByText('10 claps')).toBeInTheDocument();
  jest.restoreAllMocks();
});

/** Serves the site setting and counts how often it was asked for. */
function serveWebPushSetting(showWebPush: number) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/setting`, ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json({
        data: { popup: null, settings_date: null, recaptcha_site_key: null, show_web_push: showWebPush },
      });
    }),
  );
  return asked;
}

test('[ART-01] the push alert shows when the site setting and the article both say 1', async () => {
  serveArticle({ ...article, web_push: 1 });
  const asked = serveWebPushSetting(1);
  await renderRoute('/article/42');

  const alert = await screen.findByRole('complementary', { name: 'Sent as a push notification' });
  expect(alert).toHaveTextContent('This story went out as a push notification.');
  expect(asked[0]?.get('tenant_id')).toBe('tribune');
});

test('[ART-01] no push alert when the site does not show web push', async () => {
  serveArticle({ ...article, web_push: 1 });
  const asked = serveWebPushSetting(0);
  await renderRoute('/article/42');
  await screen.findByText('The home side pressed from the first minute.');
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(screen.queryByRole('complementary', { name: 'Sent as a push notification' })).not.toBeInTheDocument();
});

test('[ART-01] no push alert, and no setting asked for, when the article carries no push', async () => {
  serveArticle({ ...article, web_push: 0 });
  const asked = serveWebPushSetting(1);
  await renderRoute('/article/42');
  await screen.findByText('The home side pressed from the first minute.');
  await screen.findByRole('region', { name: 'Did you like this article?' });
  expect(screen.queryByRole('complementary', { name: 'Sent as a push notification' })).not.toBeInTheDocument();
  expect(asked).toHaveLength(0);
});

test('[POL-01] a poll placeholder in the body becomes the poll, between the HTML around it', async () => {
  const asked: string[] = [];
  serveArticle({ ...article, content: '<p>Before the poll.</p><div data-poll-id="12"></div><p>After the poll.</p>' });
  server.use(
    http.get(`${testApiOrigin}/api/v1/poll/:id/show`, ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json({ data: null, metaData: { message: 'Poll not found.' } }, { status: 404 });
    }),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { container } = await renderRoute('/article/42');

  await screen.findByText('Before the poll.');
  await waitFor(() => expect(asked).toEqual(['12']));
  const body = container.querySelector('.content-article__body');
  expect(body?.textContent?.indexOf('Before the poll.')).toBeLessThan(
    body?.textContent?.indexOf('After the poll.') ?? -1,
  );
  expect(body?.querySelector('[data-poll-id]')).toBeNull();
  jest.restoreAllMocks();
});

/** Serves the lists around an article (features/lists) and records which were asked for. */
function serveLists() {
  const asked: string[] = [];
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id/related`, ({ params, request }) => {
      asked.push(`more on article ${String(params.id)} (${new URL(request.url).searchParams.get('more')})`);
      return HttpResponse.json({ data: { previous: null, next: null, more: [] } });
    }),
    http.get(`${testApiOrigin}/ajax/articles/latest/1`, () => {
      asked.push('sidebar latest');
      return HttpResponse.json({ data: { latestArticles: [] } });
    }),
  );
  return asked;
}

test('[ART-05] the content sidebar, more on the tag and, for a guest, the guest section come with the article', async () => {
  serveArticle(article);
  const asked = serveLists();
  await renderRoute('/article/42');
  await screen.findByText('The home side pressed from the first minute.');
  // Issue 26: "More on …" asks for the article's related ones (never itself); the guest section is
  // composed in the page from the tenant's parts, with no request of its own.
  await waitFor(() => expect(asked).toEqual(expect.arrayContaining(['more on article 42 (4)', 'sidebar latest'])));
  expect(await screen.findByRole('region', { name: /Join/ })).toBeInTheDocument();
});

test('[ART-08] a logged-in reader gets no guest section', async () => {
  window.localStorage.setItem(storageKeys.token, 'token-7');
  window.localStorage.setItem(storageKeys.user, JSON.stringify(testUser));
  serveArticle(article);
  const asked = serveLists();
  await renderRoute('/article/42');
  await waitFor(() => expect(asked).toContain('more on article 42 (4)'));
  expect(screen.queryByRole('region', { name: /Join/ })).not.toBeInTheDocument();
});

/** Where the router is now, as the address bar would show it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

test('[SEO-01] a known article under a wrong slug moves to its own address, the query kept', async () => {
  serveArticle(article);
  await renderWithProviders(
    <MemoryRouter initialEntries={['/article/42/an-old-slug?utm_source=feed']}>
      <Suspense fallback={null}>
        <ContentRoutes />
      </Suspense>
      <Address />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
    '/article/42/late-winner-settles-the-derby?utm_source=feed',
  );
  // One visit, of the article's own page.
  await waitFor(() => expect(visits).toHaveLength(1));
});

test('[SEO-01] the not-found article page tells the server it is a 404 and search engines not to index it', async () => {
  serveArticle(null);
  await renderRoute('/article/99999/x');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '404');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('[SEO-01] an article the editors removed says so, with status 410 for the server', async () => {
  servePageParts();
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'This article has been removed.' } }, { status: 410 }),
    ),
  );
  await renderRoute('/article/77/removed-story');
  expect(await screen.findByRole('heading', { level: 1, name: 'Article removed' })).toBeInTheDocument();
  expect(screen.getByText('This article has been removed by the editors.')).toBeInTheDocument();
  expect(screen.getByTestId('not-found')).toHaveAttribute('data-page-status', '410');
  expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('[SEO-01] the Dutch tenant reads a removed article’s page in Dutch', async () => {
  servePageParts();
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id`, () =>
      HttpResponse.json({ data: null, metaData: { message: 'Dit artikel is verwijderd.' } }, { status: 410 }),
    ),
  );
  await renderRoute('/article/77/removed-story', { language: 'nl' });
  expect(await screen.findByRole('heading', { level: 1, name: 'Artikel verwijderd' })).toBeInTheDocument();
});
