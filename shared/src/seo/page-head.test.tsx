import { renderWithTribune } from '../testing/render-with-tribune';
import { PageHead } from './page-head';
import { shareImage } from './share-image';

function meta(key: string): string | null {
  const element =
    document.head.querySelector(`meta[property="${key}"]`) ?? document.head.querySelector(`meta[name="${key}"]`);
  return element?.getAttribute('content') ?? null;
}

test('[CLB-05] every page’s head carries a 1200×630 PNG share image: the tenant’s own card by default', async () => {
  const { unmount } = await renderWithTribune(<PageHead title="Rankings" />, { route: '/football-pool/rankings' });
  expect(meta('og:image')).toBe('http://tribune.test/share-image/site.png');
  expect(meta('og:image:width')).toBe('1200');
  expect(meta('og:image:height')).toBe('630');
  expect(meta('og:image:type')).toBe('image/png');
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('twitter:image')).toBe('http://tribune.test/share-image/site.png');
  unmount();
});

test('[CLB-05] a page with a card of its own names it, on the tenant’s origin', async () => {
  const { unmount } = await renderWithTribune(<PageHead title="Ajax 2-1 PSV" image={shareImage.matchPath(12)} />, {
    language: 'nl',
    route: '/matchcenter/match/12',
  });
  expect(meta('og:image')).toBe('http://nl.tribune.test/share-image/match/12.png');
  expect(meta('twitter:image')).toBe('http://nl.tribune.test/share-image/match/12.png');
  expect(meta('og:image:type')).toBe('image/png');
  unmount();
});
