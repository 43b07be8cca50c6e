import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { apiLogin, logIn, registerFan } from './accounts';
import { waitForHydration } from './fixtures';
import { siteExtrasAlreadySeen } from './site-extras-seen';
import { english } from './site';

/**
 * Issue 26: the phones a fan holds on match day. 360 px is the narrowest common Android width, 412 px a
 * Pixel-class phone (Playwright's 'Pixel 7' viewport). Both with touch and the phone's pixel ratio, so
 * the media queries, tap targets and fonts are those of a real phone.
 */
export const phones = [
  { name: '360', viewport: { width: 360, height: 800 } },
  { name: '412', viewport: { width: 412, height: 915 } },
] as const;
type Phone = (typeof phones)[number];

/** How a fan set up the site in their account (ACC-09): night mode and text size. */
export interface Appearance {
  dark: boolean;
  large: boolean;
}

export const appearanceName = ({ dark, large }: Appearance) =>
  `${dark ? 'dark' : 'light'}, ${large ? 'large' : 'normal'} text`;

/** A browser context shaped like a phone (touch, mobile user agent, pixel ratio 2.625 as a Pixel 7). */
export async function newPhoneContext(browser: Browser, phone: Phone, origin = english): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: phone.viewport,
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });
  // As every other journey's browser (support/fixtures.ts): the smart bar and the promotion overlay seen.
  await siteExtrasAlreadySeen(context);
  return context;
}

/**
 * A new fan whose account has the given appearance, set through the API as the header's switches do
 * (POST /api/v2/user/update-user-layout), then logged in through the page's dialog: the site must apply
 * the account's settings itself, as it does for a real fan. On the English tenant (the dialog's labels).
 */
export async function logInWithAppearance(
  page: Page,
  request: APIRequestContext,
  appearance: Appearance,
): Promise<void> {
  const tenant = 'tribune';
  const fan = await registerFan(request, tenant);
  const login = await apiLogin(request, fan.username, fan.password, tenant);
  expect(login.status).toBe(200);
  const modes = [appearance.dark ? 'dark-mode' : 'light-mode', appearance.large ? 'big-text' : 'small-text'];
  for (const mode of modes) {
    const response = await request.post(`${english}/api/v2/user/update-user-layout`, {
      headers: {
        'X-Tenant-Id': tenant,
        Accept: 'application/json',
        Authorization: `Bearer ${login.data?.authorization}`,
      },
      data: { mode },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await page.goto('/contact');
  await waitForHydration(page);
  await logIn(page, fan.username, fan.password);
  const root = page.locator('html');
  await expect(root).toHaveClass(appearance.dark ? /\btheme-dark\b/ : /^(?!.*\btheme-dark\b)/);
  await expect(root).toHaveClass(appearance.large ? /\btext-large\b/ : /^(?!.*\btext-large\b)/);
}

/** How far the document reaches past the right edge of the screen (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    // The layout viewport, not innerWidth: a mobile browser zooms out to show a page wider than the
    // screen, and innerWidth (the visual viewport) then grows with the page and hides the overflow.
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    // Names the elements that reach past the edge, so a failure says where to look.
    const widest =
      overflow <= 0
        ? []
        : [...document.body.querySelectorAll<HTMLElement>('*')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .slice(0, 8)
            .map((element) => {
              const { right } = element.getBoundingClientRect();
              const classes =
                typeof element.className === 'string'
                  ? element.className.trim().split(/\s+/).slice(0, 2).join('.')
                  : '';
              return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} right=${Math.round(right)}`;
            });
    return { overflow, widest };
  });
}

/**
 * Tables wider than the box they sit in and not inside a sideways scroll: their last columns are drawn
 * past the card, where its `overflow: hidden` or the screen's edge hides them, even when the page itself
 * fits (issue 26: the score or points a fan looks for must never be cut off). A table that scrolls in
 * its own container passes (that it shows a cue is each table's own test).
 */
export function clippedTables(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    for (const table of document.querySelectorAll('table')) {
      const rect = table.getBoundingClientRect();
      // A visually hidden table (a chart's data for screen readers) is clipped to nothing on purpose.
      if (rect.width === 0 || table.closest('.visually-hidden') || !table.parentElement) continue;
      let inScroll = false;
      for (let box: HTMLElement | null = table.parentElement; box && box !== document.body; box = box.parentElement) {
        const overflow = getComputedStyle(box).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') inScroll = true;
        if (overflow !== 'visible') break;
      }
      if (inScroll) continue;
      const parent = table.parentElement.getBoundingClientRect();
      if (rect.right > parent.right + 0.5 || rect.left < parent.left - 0.5) {
        const name =
          typeof table.className === 'string' && table.className ? `.${table.className.split(/\s+/)[0]}` : '';
        clipped.push(`table${name} ${Math.round(rect.width)} px in ${Math.round(parent.width)} px`);
      }
    }
    return clipped;
  });
}

/** Sets the root classes the account's settings set (PLT-07), as the site's own effect does. */
export function applyAppearance(page: Page, { dark, large }: Appearance): Promise<void> {
  return page.evaluate(
    ([dark, large]) => {
      const root = document.documentElement;
      root.classList.toggle('theme-dark', dark);
      root.classList.toggle('text-large', large);
      root.style.colorScheme = dark ? 'dark' : 'light';
    },
    [dark, large] as const,
  );
}
