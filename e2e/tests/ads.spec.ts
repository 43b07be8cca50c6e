import { popupAlreadySeen } from '../support/accounts';
import { adBox, altTexts, blockAdRequests, boxAndNext, demoAd, demoAds, holdAdBait } from '../support/ads';
import { newestArticles, pathOf } from '../support/content';
import { expect, test } from '../support/fixtures';
import { dutch, english } from '../support/site';

/**
 * ADS-01 in Chromium: the demo's ads in their slots, the alternative content when a blocker fails the
 * bait (and ad) requests, the Dutch tenant's own ads, and slots that keep their reserved size while
 * they are filled (no layout shift).
 */

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

test('[ADS-01] without a blocker the home page shows an ad in the top banner and the sidebar', async ({
  page,
  request,
}) => {
  const ads = await demoAds(request);
  await page.goto(english);
  const top = adBox(page, 'home-top');
  await expect(top.getByRole('img')).toBeVisible();
  // The top slot rotates: the one shown is one of its three ads.
  const rotating = await altTexts(page, demoAd(ads, 'home-top').content);
  expect(rotating).toHaveLength(3);
  expect(rotating).toContain(await top.getByRole('img').getAttribute('alt'));
  await expect(top.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
  await expect(page.getByRole('group', { name: 'Advertisement' }).first()).toBeVisible();

  const sidebar = adBox(page, 'home-sidebar');
  const [sidebarAlt] = await altTexts(page, demoAd(ads, 'home-sidebar').content);
  await expect(sidebar.getByRole('img', { name: sidebarAlt })).toBeVisible();
  await expect(page.getByText('Support Tribune: become a member')).toHaveCount(0);
});

test('[ADS-01] with the bait request blocked, every slot shows its alternative content', async ({ page, request }) => {
  const ads = await demoAds(request);
  await blockAdRequests(page);
  await page.goto(english);
  const top = adBox(page, 'home-top');
  await expect(top.getByRole('img', { name: 'Support Tribune: become a member' })).toBeVisible();
  await expect(top.getByRole('link')).toHaveAttribute('href', '/register');
  const sidebar = adBox(page, 'home-sidebar');
  await expect(sidebar.getByText('You block ads, and that is fine')).toBeVisible();
  // None of the ads themselves.
  for (const alt of await altTexts(page, demoAd(ads, 'home-top').content)) {
    await expect(page.getByRole('img', { name: alt })).toHaveCount(0);
  }
});

test('[ADS-01] the article page has a slot below the article: the ad, or the alternative when blocked', async ({
  page,
  request,
  browser,
}) => {
  const [article] = await newestArticles(request);
  if (article === undefined) throw new Error('no demo article');
  const ads = await demoAds(request);
  const [adAlt] = await altTexts(page, demoAd(ads, 'article-bottom').content);
  await page.goto(`${english}${pathOf(article)}`);
  await expect(adBox(page, 'article-bottom').getByRole('img', { name: adAlt })).toBeVisible();

  const blocked = await browser.newPage();
  await popupAlreadySeen(blocked);
  await blockAdRequests(blocked);
  await blocked.goto(`${english}${pathOf(article)}`);
  await expect(
    adBox(blocked, 'article-bottom').getByRole('img', { name: 'Support Tribune: become a member' }),
  ).toBeVisible();
  await expect(blocked.getByRole('img', { name: adAlt })).toHaveCount(0);
  await blocked.close();
});

test('[ADS-01] the Dutch tenant shows its own ads and its own alternative', async ({ page }) => {
  await blockAdRequests(page);
  await page.goto(dutch);
  await expect(adBox(page, 'home-top').getByRole('img', { name: 'Steun Tribune NL: word lid' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Advertentie' }).first()).toBeVisible();
});

test('[ADS-01] a slot keeps its reserved size while it is filled: nothing moves', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const bait = await holdAdBait(page);
  await page.goto(english);
  const top = adBox(page, 'home-top');
  const heading = page.getByRole('heading', { name: 'Latest news' });
  // Hydrated, the bait still pending: the box is empty but already at the slot's size.
  await expect(top).toBeEmpty();
  const before = await boxAndNext(top, heading);
  expect(before.height).toBe(90);
  expect(before.width).toBeGreaterThan(0);

  bait.release();
  await expect(top.getByRole('img')).toBeVisible();
  expect(await boxAndNext(top, heading)).toEqual(before);
});
