import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { matchCommand } from '../support/match-cli';
import { siteExtrasAlreadySeen } from '../support/site-extras-seen';
import { dutch, english, remoteOfUrl } from '../support/site';

/**
 * Issue 26, MD-02 (MC-03, MC-04, MC-08): the score strip at the top of the home page. A match started
 * here is live, so the strip leads with it; on a phone the strip is above the fold, each card opens the
 * match from a tap anywhere on it (a club's name), and the tenant without the match centre has no strip.
 */
const phones = [
  { name: '360', viewport: { width: 360, height: 800 } },
  { name: '412', viewport: { width: 412, height: 915 } },
] as const;
const desktop = { width: 1366, height: 900 };

interface LiveMatch {
  id: number;
  homeTeam: string;
  awayTeam: string;
}

let match: LiveMatch;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The fixture `id` of a live-matches answer, read as outside data. */
function findFixture(body: unknown, id: number): LiveMatch | null {
  const fixtures = isRecord(body) && isRecord(body.data) ? body.data.fixtures : null;
  if (!Array.isArray(fixtures)) return null;
  for (const fixture of fixtures) {
    if (!isRecord(fixture) || fixture.id !== id) continue;
    const { homeTeam, awayTeam } = fixture;
    if (typeof homeTeam === 'string' && typeof awayTeam === 'string') return { id, homeTeam, awayTeam };
  }
  return null;
}

test.beforeAll(async ({ request }) => {
  // Real time (a minute a minute): it stays live for the whole file.
  const { fixtureId } = await matchCommand('start', 'next', '--speed', '1');
  const response = await request.get(`${english}/ajax/matchcenter/sidebar/live-matches`);
  const found = findFixture(await response.json(), fixtureId);
  expect(found, 'the started match is in the live list').not.toBeNull();
  match = found!;
});

async function phoneContext(browser: Browser, viewport: { width: number; height: number }, origin = english) {
  const context = await browser.newContext({
    baseURL: origin,
    viewport,
    deviceScaleFactor: 2.625,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  });
  await siteExtrasAlreadySeen(context);
  return context;
}

async function openHome(context: BrowserContext, origin = english): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await waitForHydration(page);
  return page;
}

/** Night mode and large text, as the site applies them for a fan who chose them (PLT-07). */
async function setAppearance(page: Page, { dark, large }: { dark: boolean; large: boolean }) {
  await page.evaluate(
    ([isDark, isLarge]) => {
      document.documentElement.classList.toggle('theme-dark', isDark);
      document.documentElement.classList.toggle('text-large', isLarge);
      document.documentElement.style.colorScheme = isDark ? 'dark' : 'light';
    },
    [dark, large] as const,
  );
}

/** The strip's landmark is "Scores"; its heading says what it leads with (live here). */
function strip(page: Page): Locator {
  return page.getByRole('region', { name: 'Scores', exact: true });
}

function liveCard(page: Page): Locator {
  return strip(page).getByRole('link', {
    name: new RegExp(`^Live\\b.*${escape(match.homeTeam)} \\d+, ${escape(match.awayTeam)} \\d+$`),
  });
}

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const phone of phones) {
  for (const large of [false, true]) {
    const text = large ? 'large' : 'normal';
    test(`[MD-02][MC-03] at ${phone.name} px with ${text} text the strip is above the fold and a tap on a club opens the match`, async ({
      browser,
    }) => {
      const context = await phoneContext(browser, phone.viewport);
      const page = await openHome(context);
      await setAppearance(page, { dark: false, large });

      const card = liveCard(page);
      await expect(card).toBeVisible();
      await expect(strip(page).getByRole('heading', { level: 2, name: 'Live now' })).toBeVisible();
      await expect(card.getByText('Live', { exact: true })).toBeVisible();
      // Above the fold: the strip starts inside the first screen, and the live card's score shows in it.
      const box = await strip(page).boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeLessThan(phone.viewport.height);
      const cardBox = await card.boundingBox();
      expect(cardBox!.y + cardBox!.height).toBeLessThanOrEqual(phone.viewport.height);
      // WCAG 2.2 target size: every card and the strip's link at least 44 × 44 px.
      for (const link of await strip(page).getByRole('link').all()) {
        const target = await link.boundingBox();
        expect(target!.width).toBeGreaterThanOrEqual(44);
        expect(target!.height).toBeGreaterThanOrEqual(44);
      }
      // The page is never wider than the screen (the row of cards scrolls inside itself).
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0);

      for (const dark of [false, true]) {
        await setAppearance(page, { dark, large });
        await page.screenshot({
          path: `test-results/screens/home-strip-${phone.name}-${dark ? 'dark' : 'light'}-${text}.png`,
          fullPage: false,
        });
      }

      // A tap on a club's name, not on the score, opens the match.
      await card.getByText(match.awayTeam, { exact: true }).tap();
      await expect(page).toHaveURL(new RegExp(`/matchcenter/match/${match.id}(/|$)`));
      await context.close();
    });
  }
}

test('[MD-02] the strip is in the server HTML with its match, and hydrating it moves nothing', async ({ browser }) => {
  const html = await (await fetch(`${english}/`)).text();
  expect(html).toContain(match.homeTeam);
  expect(html).toMatch(new RegExp(`href="/matchcenter/match/${match.id}"`));

  // The strip's box without JavaScript (the server's HTML alone) and after hydration: the same.
  const boxes = [];
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ viewport: phones[0].viewport, javaScriptEnabled });
    await siteExtrasAlreadySeen(context);
    const page = await context.newPage();
    await page.goto(`${english}/`);
    if (javaScriptEnabled) await waitForHydration(page);
    await expect(liveCard(page)).toBeVisible();
    boxes.push(await strip(page).boundingBox());
    await context.close();
  }
  expect(boxes[1]!.y).toBeCloseTo(boxes[0]!.y, 0);
  expect(boxes[1]!.height).toBeCloseTo(boxes[0]!.height, 0);
});

test('[MD-02] on a desktop the strip is a row above the news and the sidebar', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto(`${english}/`);
  const news = page.getByRole('heading', { level: 1, name: 'Latest news' });
  const stripBox = await strip(page).boundingBox();
  const newsBox = await news.boundingBox();
  expect(stripBox!.y + stripBox!.height).toBeLessThanOrEqual(newsBox!.y);
  for (const dark of [false, true]) {
    await setAppearance(page, { dark, large: false });
    await page.screenshot({ path: `test-results/screens/home-strip-desktop-${dark ? 'dark' : 'light'}.png` });
  }
  await liveCard(page).getByText(match.homeTeam, { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/matchcenter/match/${match.id}(/|$)`));
});

test('[MD-02][PLT-09] the Dutch tenant, without the match centre, has no strip and asks nothing of it', async ({
  browser,
}) => {
  const context = await phoneContext(browser, phones[0].viewport, dutch);
  const remotes: string[] = [];
  context.on('request', (request) => {
    const remote = remoteOfUrl(request.url());
    if (remote) remotes.push(remote);
  });
  const page = await openHome(context, dutch);
  await expect(page.getByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scores', exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Nu live|Wedstrijden van vandaag|Volgende wedstrijd/ })).toHaveCount(
    0,
  );
  await expect(page.getByRole('link', { name: /^Live / })).toHaveCount(0);
  expect(remotes).not.toContain('mf-matchcenter');
  expect(remotes).toContain('mf-content');
  await page.screenshot({ path: 'test-results/screens/home-strip-nl-360.png' });
  await context.close();
});
