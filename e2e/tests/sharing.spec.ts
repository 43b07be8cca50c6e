import { demoArticle, isPlainArticle, pathOf } from '../support/content';
import { popupAlreadySeen } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';

/**
 * CLB-05 on a 360 px phone: an article shares by copy link, WhatsApp or X where the browser has no
 * share sheet, and every page's preview picture is a 1200×630 PNG made for it.
 */

test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('[CLB-05][SEO-04] an article shares by copy link, WhatsApp and X on a phone, and previews as a 1200×630 PNG', async ({
  page,
  context,
  request,
}) => {
  await popupAlreadySeen(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: english });
  const article = await demoArticle(request, 'a plain news article', isPlainArticle);
  await page.goto(`${english}${pathOf(article)}`);
  // Chromium on Linux has no share sheet: the button opens the site's own list.
  await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  const share = page.getByRole('main').getByRole('button', { name: 'Share' }).first();
  await share.click();
  const ways = page.getByRole('list', { name: 'Ways to share' });
  await expect(ways).toBeVisible();
  const url = `${english}${pathOf(article)}`;
  await expect(ways.getByRole('link', { name: /Share on WhatsApp/ })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(url).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  await expect(ways.getByRole('link', { name: /Post on X/ })).toHaveAttribute(
    'href',
    /^https:\/\/x\.com\/intent\/post\?/,
  );
  await ways.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('The link has been copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The preview picture: a PNG of 1200×630 made for this article.
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(new RegExp(`/share-image/article/${article.id}\\.png$`));
  const response = await request.get(new URL(image ?? '', english).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
});
