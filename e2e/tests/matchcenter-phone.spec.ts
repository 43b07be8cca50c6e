import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { applyAppearance, horizontalOverflow, type Appearance } from '../support/phone';

/**
 * Issue 26 (MC-01, MC-09, MC-08, MC-13, MC-02, MC-07): the match centre's tables, match lists, team and
 * player pages on a phone. Each page is loaded once per screen; the four appearances are then applied in
 * place (the root's `theme-dark` / `text-large` classes, all the account's settings change on a page),
 * and the page must stay within the screen, the table's points column in view. Screenshots of every
 * combination land in test-results/screens/ for a person to look at.
 */
const screens = [
  { name: '360', width: 360, height: 800 },
  { name: '412', width: 412, height: 915 },
] as const;

const appearances = [
  { dark: false, large: false },
  { dark: false, large: true },
  { dark: true, large: false },
  { dark: true, large: true },
] as const satisfies readonly Appearance[];

/** For screenshot file names: `dark-large`. */
const appearanceName = ({ dark, large }: Appearance) => `${dark ? 'dark' : 'light'}-${large ? 'large' : 'normal'}`;

/** The element's box lies within the screen's width. */
async function expectWithinScreen(page: Page, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, what).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity), what).toBeLessThanOrEqual(width);
}

/** A team page and a player page of the demo season, read from the ranking page's links. */
async function teamAndPlayerPaths(page: Page): Promise<{ team: string; player: string }> {
  await page.goto('/matchcenter/rankings/league/eredivisie');
  const table = page.getByRole('table', { name: /Eredivisie/ }).first();
  const team = await table.getByRole('link').first().getAttribute('href');
  const scorers = page.getByRole('table', { name: 'Top scorers' });
  const player = await scorers.getByRole('link', { name: /\S/ }).first().getAttribute('href');
  expect(team).toMatch(/^\/matchcenter\/team\/\d+$/);
  expect(player).toMatch(/^\/matchcenter\/player\/\d+$/);
  return { team: team ?? '', player: player ?? '' };
}

for (const screen of screens) {
  test(`[MC-01][MC-09][MC-13][MC-02][MC-07] at ${screen.name} px, normal and large text, light and dark, the match-centre pages fit the screen with the points in view`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const { team, player } = await teamAndPlayerPaths(page);
    await page.setViewportSize({ width: screen.width, height: screen.height });
    const pages = [
      { name: 'home', path: '/matchcenter', table: true },
      { name: 'rankings', path: '/matchcenter/rankings/league/eredivisie', table: true },
      { name: 'rankings-kkd', path: '/matchcenter/rankings/league/keuken-kampioen-divisie', table: true },
      { name: 'matches', path: '/matchcenter/rankings/league/eredivisie?matches=true', table: false },
      { name: 'team', path: team, table: false },
      { name: 'player', path: player, table: false },
    ];
    for (const { name, path, table } of pages) {
      await page.goto(path);
      for (const appearance of appearances) {
        await applyAppearance(page, appearance);
        const where = `${path} at ${screen.name} px, ${appearanceName(appearance)}`;
        const { overflow, widest } = await horizontalOverflow(page);
        expect(overflow, `${where} is wider than the screen: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
        if (table) {
          const points = page.getByRole('columnheader', { name: 'Points', exact: true }).first();
          await expectWithinScreen(page, points, `the Pts column of ${where}`);
          const difference = page.getByRole('columnheader', { name: 'Goal difference', exact: true }).first();
          await expectWithinScreen(page, difference, `the GD column of ${where}`);
          // Won, drawn, lost, goals and form wait behind the button on a phone.
          await expect(page.getByRole('columnheader', { name: 'Won', exact: true }).first()).toBeHidden();
        }
        await page.screenshot({
          path: `test-results/screens/mc-${name}-${screen.name}-${appearanceName(appearance)}.png`,
        });
      }
      await applyAppearance(page, appearances[0]);
    }
  });
}

test('[MC-01] on a phone the top scorers show their goals, and the full table is one labelled button away', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/matchcenter/rankings/league/eredivisie');
  for (const appearance of [appearances[0], appearances[3]]) {
    await applyAppearance(page, appearance);
    const scorers = page.getByRole('table', { name: 'Top scorers' });
    await scorers.scrollIntoViewIfNeeded();
    await expectWithinScreen(page, scorers.getByRole('columnheader', { name: 'Goals' }), 'the Goals column');
    const firstGoals = scorers.getByRole('row').nth(1).getByRole('cell').nth(2);
    await expectWithinScreen(page, firstGoals, "the top scorer's goals");
    await expect(firstGoals).toHaveText(/^\d+$/);
    await page.screenshot({ path: `test-results/screens/mc-topscorers-360-${appearanceName(appearance)}.png` });
  }
  await applyAppearance(page, appearances[0]);

  const table = page.getByRole('table', { name: /Eredivisie/ }).first();
  const toggle = page.getByRole('button', { name: 'Show all columns' }).first();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(table.getByRole('columnheader', { name: 'Won', exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Show fewer columns' }).first()).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(table.getByRole('columnheader', { name: 'Won', exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Form', exact: true })).toBeVisible();
  // All columns scroll inside the card, never the page.
  expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/mc-rankings-360-all-columns.png' });
});

test.describe('a touch screen', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true, isMobile: true });

  test('[MC-13] on a phone, tapping a club name in a fixture row opens the match page', async ({ page }) => {
    await page.goto('/matchcenter');
    // Clubs whose short name is their name ("PSV", "Feyenoord", "AZ"): one text to tap on every screen.
    const names = ['PSV', 'Feyenoord', 'AZ', 'NEC', 'Excelsior', 'Telstar', 'Willem II'];
    const rows = page.getByRole('link', { name: /match page/ });
    await expect(rows.first()).toBeVisible();
    let tapped = false;
    for (const row of await rows.all()) {
      for (const name of names) {
        const club = row.getByText(name, { exact: true });
        if ((await club.count()) === 0 || !(await club.first().isVisible())) continue;
        const box = await row.boundingBox();
        expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
        await club.first().scrollIntoViewIfNeeded();
        await club.first().tap();
        tapped = true;
        break;
      }
      if (tapped) break;
    }
    expect(tapped, 'a fixture row with a club to tap').toBe(true);
    await expect(page).toHaveURL(/\/matchcenter\/match\/\d+/);
  });
});

test('[MC-08][MC-13] the pages at desktop width keep the full table', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/matchcenter/rankings/league/eredivisie');
  const table = page.getByRole('table', { name: /Eredivisie/ }).first();
  for (const column of ['Played', 'Won', 'Drawn', 'Lost', 'Goals', 'Goal difference', 'Points', 'Form']) {
    await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Show all columns' }).first()).toBeHidden();
  for (const appearance of [appearances[0], appearances[2]]) {
    await applyAppearance(page, appearance);
    await page.screenshot({ path: `test-results/screens/mc-rankings-1366-${appearanceName(appearance)}.png` });
  }
  await applyAppearance(page, appearances[0]);
  await page.goto('/matchcenter');
  await page.screenshot({ path: 'test-results/screens/mc-home-1366.png' });
  await page.goto('/');
  await page.screenshot({ path: 'test-results/screens/mc-sidebar-1366.png', fullPage: true });
});
