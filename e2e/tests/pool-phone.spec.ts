import type { Page } from '@playwright/test';
import { demoPassword, logIn, popupAlreadySeen } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { dutch, english } from '../support/site';
import { textsBrokenInsideAWord } from '../support/broken-words';

/**
 * Issue 26 part F: the prediction game on a phone (MD-01, FP-01/02/04/05/07) and the Dutch tenant's
 * demo that only promotes what it runs (MD-07). Each phone size with normal and large text; the
 * screenshots (test-results/screens/pool-*.png, nl-*.png) are for a person to look at, light and dark.
 */
const phones = [
  { name: '360', width: 360, height: 800 },
  { name: '412', width: 412, height: 915 },
] as const;
const textSizes = ['normal', 'large'] as const;

/** Large text and night mode as the site applies them from a fan's settings (PLT-07): classes on <html>. */
async function setLook(page: Page, look: { large: boolean; dark: boolean }) {
  await page.evaluate(({ large, dark }) => {
    document.documentElement.classList.toggle('text-large', large);
    document.documentElement.classList.toggle('theme-dark', dark);
  }, look);
}

async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    // The layout viewport: innerWidth grows with a page wider than a phone's screen (support/phone.ts).
    inner: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `${what}: the page is no wider than the screen`).toBeLessThanOrEqual(widths.inner);
}

/** The Points column's header and every cell of it lie inside the viewport, left and right. */
async function expectPointsColumnOnScreen(page: Page, tableName: string | RegExp) {
  const table = page.getByRole('table', { name: tableName });
  await expect(table).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'Points' });
  await expect(header).toBeVisible();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const boxes = [await header.boundingBox()];
  const rows = table.getByRole('row');
  const count = await rows.count();
  for (let index = 1; index < count; index += 1) {
    const cells = rows.nth(index).getByRole('cell');
    const cellCount = await cells.count();
    if (cellCount > 0) boxes.push(await cells.nth(cellCount - 1).boundingBox());
  }
  for (const box of boxes) {
    expect(box, 'the points cell has a box').not.toBeNull();
    if (!box) continue;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width + 0.5);
  }
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: false });
}

for (const phone of phones) {
  test.describe(`on a ${phone.name} px phone`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height }, isMobile: true, hasTouch: true });
    // A returning fan: the pop-up (POP-01) shown before. Once the week's games have results, the board
    // and the fan's own table make the page long enough for its 20 % scroll, and it would cover the
    // board the journey taps (its own journey is site-extras.spec.ts).
    test.beforeEach(async ({ page }) => {
      await popupAlreadySeen(page);
    });

    for (const textSize of textSizes) {
      const large = textSize === 'large';

      test(`[MD-01][FP-04][FP-05] the pool's pages fit, and the Points column shows (${textSize} text)`, async ({
        page,
      }) => {
        await page.goto(`${english}/football-pool/rankings`);
        await logIn(page, 'fan', demoPassword);

        // FP-04: the board and the fan's own predictions under it.
        await setLook(page, { large, dark: false });
        const ownHistory = page.getByRole('region', { name: 'Your predictions' });
        await expect(ownHistory).toBeVisible();
        // A week the fan sat out has no table: step back to one they played (the demo's fans skip some).
        for (let weeksBack = 0; weeksBack < 4; weeksBack += 1) {
          const table = ownHistory.getByRole('table', { name: 'Your predictions' });
          const empty = ownHistory.getByText('No predictions of finished games yet.');
          await expect(table.or(empty)).toBeVisible();
          if (await table.isVisible()) break;
          await ownHistory.getByRole('link', { name: 'Previous week' }).click();
        }
        await expectPointsColumnOnScreen(page, 'Ranking');
        await expectPointsColumnOnScreen(page, 'Your predictions');
        await assertNoWordBrokenInHistory(page);
        await expectNoSidewaysScroll(page, 'the rankings page');
        await page.getByRole('heading', { name: 'Your predictions' }).scrollIntoViewIfNeeded();
        await screenshot(page, `pool-rankings-${phone.name}-${textSize}-light`);
        await setLook(page, { large, dark: true });
        await screenshot(page, `pool-rankings-${phone.name}-${textSize}-dark`);
        await setLook(page, { large, dark: false });

        // FP-05: another fan's prediction history, reached from the board.
        const board = page.getByRole('table', { name: 'Ranking' });
        const other = board.getByRole('link').filter({ hasNotText: /^fan$/ }).first();
        await other.click();
        await expect(page).toHaveURL(/\/football-pool\/user\/\d+$/);
        const heading = page.getByRole('heading', { level: 1, name: /^Predictions of / });
        await expect(heading).toBeVisible();
        await setLook(page, { large, dark: false });
        await expectPointsColumnOnScreen(page, (await heading.textContent()) ?? '');
        await expectNoSidewaysScroll(page, 'a player’s predictions');
        await assertNoWordBrokenInHistory(page);
        await screenshot(page, `pool-user-${phone.name}-${textSize}-light`);
        await setLook(page, { large, dark: true });
        await screenshot(page, `pool-user-${phone.name}-${textSize}-dark`);

        // FP-01/02: the week's games, the open ones first, the pick buttons' names whole.
        await page.goto(`${english}/football-pool/predictions`);
        await setLook(page, { large, dark: false });
        const games = page.getByRole('radiogroup');
        await expect(games.first()).toBeVisible();
        await expectNoSidewaysScroll(page, 'the predictions page');
        const firstEnabled = await games.first().isEnabled();
        const anyEnabled = (await page.getByRole('radiogroup').and(page.locator(':enabled')).count()) > 0;
        expect(!anyEnabled || firstEnabled, 'an open game comes first').toBe(true);
        await assertNoWordBrokenInOptions(page);
        await screenshot(page, `pool-predictions-${phone.name}-${textSize}-light`);
        await setLook(page, { large, dark: true });
        await screenshot(page, `pool-predictions-${phone.name}-${textSize}-dark`);

        // FP-07: the games page and its tabs, one line that scrolls, never wider than the screen.
        await page.goto(`${english}/football-pool#rules`);
        await setLook(page, { large, dark: false });
        const tabs = page.getByRole('tablist', { name: 'Prediction game' });
        await expect(tabs).toBeVisible();
        const tabTops = await tabs
          .getByRole('tab')
          .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
        expect(new Set(tabTops).size, 'the tabs sit on one line').toBe(1);
        await expect(page.getByRole('tab', { name: 'Rules' })).toHaveAttribute('aria-selected', 'true');
        await expectNoSidewaysScroll(page, 'the games page');
        await screenshot(page, `pool-games-${phone.name}-${textSize}-light`);
        await setLook(page, { large, dark: true });
        await screenshot(page, `pool-games-${phone.name}-${textSize}-dark`);
      });
    }

    test(`[MD-07][SB-01] the Dutch site's smart bar leads to a page it has, and nothing promotes predictions`, async ({
      page,
      request,
    }) => {
      // The API by its tenant id (Node does not resolve *.localhost; the browser does).
      const bar = await request.get(`${english}/api/v2/smart-bar?tenant_id=tribune-nl`, {
        headers: { accept: 'application/json', 'x-tenant-id': 'tribune-nl' },
      });
      expect(bar.status()).toBe(200);
      const { data } = (await bar.json()) as { data: { text: string; link: string } | null };
      if (data !== null) {
        expect(data.link).not.toMatch(/^\/football-pool/);
        expect(data.text).not.toMatch(/voorspel/i);
        const target = await page.goto(`${dutch}${data.link}`);
        expect(target?.status(), `${data.link} answers`).toBe(200);
        await screenshot(page, `nl-smartbar-target-${phone.name}`);
      }

      // The "Join" box under an article (a guest's): composed from what the Dutch site runs.
      await page.goto(`${dutch}/`);
      const firstArticle = page.getByRole('main').locator('a[href^="/article/"]').first();
      await expect(firstArticle).toBeVisible();
      const href = await firstArticle.getAttribute('href');
      expect(href, 'the home page links to an article').toBeTruthy();
      await page.goto(`${dutch}${href ?? '/'}`);
      const join = page.getByRole('region', { name: 'Word lid van Tribune NL' });
      await expect(join).toBeVisible();
      await expect(join).not.toContainText(/voorspel|poll/i);
      await expectNoSidewaysScroll(page, 'a Dutch article');
      await join.scrollIntoViewIfNeeded();
      await screenshot(page, `nl-join-${phone.name}-light`);
      await setLook(page, { large: true, dark: true });
      // The article's lazy parts may still be settling below (the box can be rendered anew under the
      // new look): scroll to it again until it holds still.
      await expect(async () => {
        await expect(join).toBeVisible();
        await join.scrollIntoViewIfNeeded({ timeout: 2_000 });
      }).toPass({ timeout: 15_000 });
      await screenshot(page, `nl-join-${phone.name}-large-dark`);

      // "More on …" under it never offers the article being read.
      const moreOn = page.getByRole('region', { name: /^Meer over / });
      await expect(moreOn).toBeVisible();
      const id = /^\/article\/(\d+)/.exec(href ?? '')?.[1];
      const links = await moreOn
        .locator('a[href^="/article/"]')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`/article/${id}/`) || link === `/article/${id}`).toBe(false);
    });
  });
}

/** No club's name in a prediction history (the match, the pick) is split inside a word ("Heerenve/en"). */
async function assertNoWordBrokenInHistory(page: Page) {
  const broken = await textsBrokenInsideAWord(page, '.fp-history th[scope="row"], .fp-history__pick');
  expect(broken, 'history rows whose club names break inside a word').toEqual([]);
}

/** No pick button's name is split inside a word: every line break in a name falls on a space. */
async function assertNoWordBrokenInOptions(page: Page) {
  const broken = await textsBrokenInsideAWord(page, '.fp-option__name');
  expect(broken, 'pick buttons whose name breaks inside a word').toEqual([]);
}
