import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { wireArticle } from '../test/articles';
import { renderRoute, setupMockApi, testApiOrigin } from '../test/render-with-providers';

const server = setupMockApi();

const article = wireArticle(42, {
  title: 'Late winner settles the derby',
  url: '/article/42/late-winner-settles-the-derby',
  content: '<p>The home side pressed from the first minute.</p>',
  // The demo's lead images are SVG, which the sites a link is shared to do not preview.
  thumbnails: { origin: '/assets/images/stadium-night.svg' },
  web_push: 0,
});

/** The article and what the parts around it ask for, answered empty. */
function serveArticlePage() {
  server.use(
    http.get(`${testApiOrigin}/api/v2/article/:id`, () => HttpResponse.json({ data: article })),
    http.get(`${testApiOrigin}/api/v2/article/:id/related`, () =>
      HttpResponse.json({ data: { previous: null, next: null } }),
    ),
    http.post(`${testApiOrigin}/api/v2/resource/:type/:id/visit`, () =>
      HttpResponse.json({ data: { visits_count: 1 } }),
    ),
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

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  document.title = 'Tribune';
});

function meta(key: string): string | null {
  const element =
    document.head.querySelector(`meta[property="${key}"]`) ?? document.head.querySelector(`meta[name="${key}"]`);
  return element?.getAttribute('content') ?? null;
}

test('[CLB-05] the article page’s head names its own PNG share card, not its SVG picture', async () => {
  serveArticlePage();
  const { unmount } = await renderRoute('/article/42/late-winner-settles-the-derby');
  await screen.findByRole('heading', { level: 1, name: 'Late winner settles the derby' });
  expect(meta('og:image')).toBe('http://tribune.test/share-image/article/42.png');
  expect(meta('og:image:type')).toBe('image/png');
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('twitter:image')).toBe('http://tribune.test/share-image/article/42.png');
  unmount();
});

test('[CLB-05] the article is shared with the phone’s share sheet, and by links where there is none', async () => {
  serveArticlePage();
  const share = jest.fn(async (_data: ShareData) => undefined);
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  const { user, unmount } = await renderRoute('/article/42/late-winner-settles-the-derby');
  await user.click(await screen.findByRole('button', { name: 'Share' }));
  expect(share).toHaveBeenCalledWith({
    title: 'Late winner settles the derby',
    text: 'Late winner settles the derby',
    url: 'http://tribune.test/article/42/late-winner-settles-the-derby',
  });

  Reflect.deleteProperty(navigator, 'share');
  await user.click(screen.getByRole('button', { name: 'Share' }));
  expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(screen.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    expect.stringContaining(encodeURIComponent('http://tribune.test/article/42/late-winner-settles-the-derby')),
  );
  expect(screen.getByRole('link', { name: /Post on X/ })).toBeVisible();
  unmount();
});
