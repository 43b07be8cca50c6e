import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiHeaders, editorToken, type Tenant } from './content';
import { expect } from './fixtures';
import { e2ePort, english } from './site';

/**
 * What the site-extras journeys (SB-01 smart bar, OVL-01 promotion overlay) share, and what every other
 * journey needs to keep both out of its way (`siteExtrasAlreadySeen`).
 */

export { earlierPageViewed, overlayCookieName } from './site-extras-seen';
import { overlayCookieName, smartBarDateKey } from './site-extras-seen';

/** How long the overlay waits on a page before it opens (promotion-overlay/lib/overlay-rules.ts). */
export const overlayOpenDelayMs = 8000;

/** The demo's club page on Facebook (api/src/modules/smart-bar/demo-smart-bar.ts). */
export const demoFacebookPage = 'https://www.facebook.com/TribuneFootballDemo';

/** A user agent of Facebook's in-app browser on an iPhone. */
export const facebookInAppUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Mobile/15E148 [FBAN/FBIOS;FBAV/455.0.0.39.109;FBBV/595112722;FBDV/iPhone15,2;FBMD/iPhone;FBSN/iOS]';

/**
 * A stored `smartbar_date` the page starts with, written before the page's first script runs and only
 * on the tab's first load (a reload keeps what the page stored itself).
 */
export async function storedSmartBarDate(page: Page, date: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-smartbar-seeded') !== null) return;
      window.sessionStorage.setItem('e2e-smartbar-seeded', '1');
      window.localStorage.setItem(key, value);
    },
    [smartBarDateKey, date] as const,
  );
}

/** The smart bar the editor sets (`PUT /api/v2/editor/smart-bar`), as the API answers it. */
export async function setSmartBar(
  request: APIRequestContext,
  bar: { text: string; link: string; updated_at?: string },
  tenant: Tenant = 'tribune',
): Promise<{ text: string; link: string; updated_at: string }> {
  const token = await editorToken(request, tenant);
  const response = await request.put(`${english}/api/v2/editor/smart-bar`, {
    headers: { ...apiHeaders(tenant), Authorization: `Bearer ${token}` },
    data: bar,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { text: string; link: string; updated_at: string } }).data;
}

/** The page's stored `smartbar_date`. */
export function storedDate(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), smartBarDateKey);
}

/**
 * Facebook cannot be reached from the test machine: its page plugin is answered by a small page of our
 * own with a button, which is where a fan's click ("Like") goes. Routing also turns the page's HTTP
 * cache off, so every page load asks the API for the current bar. Answers the plugin URLs asked for.
 */
export async function routeFacebook(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://www.facebook.com/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><title>Facebook page</title><body><button type="button">Like Page</button></body></html>',
    });
  });
  return asked;
}

/** The overlay's dismissal cookie in the browser, if set. */
export async function overlayCookie(context: BrowserContext) {
  const cookies = await context.cookies(`http://localhost:${e2ePort}/`);
  return cookies.find((cookie) => cookie.name === overlayCookieName);
}

export const smartBar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
export const overlayDialog = (page: Page) => page.getByRole('dialog', { name: 'Follow Tribune on Facebook' });
