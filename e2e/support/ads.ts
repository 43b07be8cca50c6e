import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { english } from './site';

/**
 * What the ad journeys (ADS-01) share: the tenant's ads as the API answers them, the slots on a page,
 * and the two ways a browser blocks ads, as `page.route` plays them: the bait script (and any ad
 * request) failing, or answered slowly, so a slot can be measured before it is filled.
 */

type Tenant = 'tribune' | 'tribune-nl';

/** An ad as `GET /api/v2/ad` answers it. */
interface DemoAd {
  slug: string;
  content: string;
  alternative_content: string;
  width: number;
  height: number;
}

/** The bait the ad-blocker detection requests (api/src/modules/ads/get-ad-bait.ts). */
const adBaitUrl = '**/ads/prebid-ads.js';

export async function demoAds(request: APIRequestContext, tenant: Tenant = 'tribune'): Promise<DemoAd[]> {
  const response = await request.get(`${english}/api/v2/ad?tenant_id=${tenant}`, {
    headers: { Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: DemoAd[] }).data;
}

export function demoAd(ads: DemoAd[], slug: string): DemoAd {
  const ad = ads.find((candidate) => candidate.slug === slug);
  if (ad === undefined) throw new Error(`The demo has no ad in ${slug}`);
  return ad;
}

/** The box of a slot (its reserved size is on this element). */
export function adBox(page: Page, slug: string): Locator {
  return page.locator(`[data-partner-slot="${slug}"]`);
}

/** The alt texts of the images in a piece of ad HTML, as a browser reads them. */
export function altTexts(page: Page, html: string): Promise<string[]> {
  return page.evaluate((markup) => {
    const parsed = new DOMParser().parseFromString(markup, 'text/html');
    return Array.from(parsed.querySelectorAll('img'), (image) => image.alt);
  }, html);
}

/**
 * A blocker at work: the bait request fails, as blocked by the client. (The ads themselves come with
 * the server's render of the page, so the browser asks for no other ad URL to block.)
 */
export async function blockAdRequests(page: Page): Promise<void> {
  await page.route(adBaitUrl, (route) => route.abort('blockedbyclient'));
}

/**
 * Holds the bait's answer until `release` is called, so the page sits with its slots reserved but not
 * yet filled.
 */
export async function holdAdBait(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(adBaitUrl, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * The box's size, and how far below its top what follows it starts: measured relative to the box, so
 * a bar that opens above the page (the smart bar) does not count as the slot moving things.
 */
export async function boxAndNext(box: Locator, next: Locator) {
  const [boxBounds, nextBounds] = await Promise.all([box.boundingBox(), next.boundingBox()]);
  if (boxBounds === null || nextBounds === null) throw new Error('not laid out');
  return { width: boxBounds.width, height: boxBounds.height, nextOffset: nextBounds.y - boxBounds.y };
}
