import type { BrowserContext, Page } from '@playwright/test';

/** The spec's storage key (SB-01) and our dismissal cookie (OVL-01). */
export const smartBarDateKey = 'smartbar_date';
export const overlayCookieName = 'promotion_overlay_dismissed';

/** mf_matchcenter's record of the answer to the offer to choose a club (CLB-01, decision 0038). */
const clubOfferKey = 'tribune_club_offer';

/**
 * Issue 27: this browser answered the offer to choose a club ("Skip"), so it neither covers the bottom of
 * the page nor takes the page view's one interruption (the pop-up's, the promotion overlay's) in a
 * journey about something else. A record already there (a journey's own) is kept.
 */
export async function clubOfferAnswered(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key]) => {
      if (window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(key, JSON.stringify({ answer: 'skipped', at: '2026-01-01T00:00:00.000Z' }));
      }
    },
    [clubOfferKey] as const,
  );
}

/**
 * For every other journey: this browser has seen the smart bar (a stored date far ahead) and dismissed
 * the overlay (its cookie, on both demo hosts), so neither covers what the journey clicks; nor does
 * the offer to choose a club.
 */
export async function siteExtrasAlreadySeen(context: BrowserContext): Promise<void> {
  await context.addInitScript(([key]) => window.localStorage.setItem(key, '2100-01-01T00:00:00.000Z'), [
    smartBarDateKey,
  ] as const);
  await clubOfferAnswered(context);
  await context.addCookies(
    ['localhost', 'nl.localhost', '127.0.0.1'].map((domain) => ({
      name: overlayCookieName,
      value: '1',
      domain,
      path: '/',
      expires: Math.floor(Date.now() / 1000) + 24 * 60 * 60,
      sameSite: 'Lax' as const,
    })),
  );
}

/** shared's record of the visitor's first page view on the site (shared/src/ui/interruption-queue.ts). */
const firstPageViewKey = 'tribune_first_page_view';

/**
 * Issue 26: no overlay opens on a visitor's first page view. For a journey about an overlay itself:
 * this browser viewed a page of the site before (another document), so the page it opens is not its first.
 */
export async function earlierPageViewed(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(
    ([key]) => {
      if (window.localStorage.getItem(key) === null) {
        window.localStorage.setItem(key, JSON.stringify({ document: 0, page: '/an-earlier-page' }));
      }
    },
    [firstPageViewKey] as const,
  );
}
