import { test as base, expect, type Page } from '@playwright/test';
import { clubOfferAnswered, siteExtrasAlreadySeen } from './site-extras-seen';

/**
 * A server-rendered page shows its buttons before its scripts run; a click then would do nothing. Tests
 * act like a fan who waits for the page to come alive: after each load, until the shell marks the page
 * hydrated (`<html data-hydrated>`). Pages without a page state (not server-rendered: an unknown host,
 * a 404 of the API) are ready when loaded.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('tribune-page-state') || document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * The `test` and `expect` every spec imports (instead of @playwright/test's; ESLint says so): a test
 * fails when any page it opened reports a Content-Security-Policy violation (issue 9). The site's CSP
 * must allow what the site needs, so a violation is a bug in the policy or in the code, never noise.
 *
 * Two signals, because neither alone is complete: Chromium's own console messages ("Refused to load the
 * script … because it violates the following Content Security Policy directive …"), and the
 * `securitypolicyviolation` events of every document, reported to the console by an init script (they
 * also cover violations Chromium does not log, and name the document).
 */
export const test = base.extend<{
  contentSecurityPolicyViolations: string[];
  hydrationErrors: string[];
  siteExtrasOutOfTheWay: void;
  clubOfferOutOfTheWay: void;
}>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  contentSecurityPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}` +
              ` in ${event.documentURI}${event.sample ? ` (${event.sample})` : ''}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (/Content Security Policy|Refused to/i.test(text)) {
          violations.push(`${text} [${message.location().url || message.page()?.url() || 'unknown page'}]`);
        }
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations reported in the console').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Issue 10: a server-rendered page must hydrate to exactly what the server sent. The shell reports a
   * mismatch as "Hydration error:" (shell/src/index.tsx); React's own messages are caught too, in case
   * one slips past it. Any of them, on any page a test opens, fails the test.
   */
  hydrationErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const hydration =
        /Hydration error|Hydration failed|hydrating|didn't match|Minified React error #(418|419|421|422|423|425)\b/i;
      context.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (hydration.test(text)) errors.push(`${text} [${message.location().url || 'unknown page'}]`);
      });
      context.on('weberror', (webError) => {
        const text = String(webError.error());
        if (hydration.test(text)) errors.push(text);
      });
      await use(errors);
      expect(errors, 'React hydration errors reported in the console').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * Issue 16: the smart bar (fixed to the viewport) and the promotion overlay (a dialog after a few
   * seconds) would cover what other journeys click, so every browser starts as one that has seen both.
   * Only the journeys of those two parts (site-extras.spec.ts) meet them as a new fan does.
   */
  siteExtrasOutOfTheWay: [
    async ({ context }, use, testInfo) => {
      if (!testInfo.file.endsWith('site-extras.spec.ts')) await siteExtrasAlreadySeen(context);
      await use();
    },
    { auto: true },
  ],
  /**
   * Issue 27: the offer to choose a club (CLB-01) takes the one interruption of a visitor's second page
   * view on the English site, and would hold back the pop-up and the overlay that site-extras.spec.ts and
   * interruptions.spec.ts expect. Every journey starts as a browser that answered it, except those about
   * the offer itself (club-offer.spec.ts).
   */
  clubOfferOutOfTheWay: [
    async ({ context }, use, testInfo) => {
      if (!testInfo.file.endsWith('club-offer.spec.ts')) await clubOfferAnswered(context);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
