import type { Page } from '@playwright/test';
import { logIn, popupAlreadySeen, registerFan, storedUser } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { matchCommand } from '../support/match-cli';
import { dutch, english } from '../support/site';

/**
 * The score a page shows for a fixture, as its accessible text says it ("Score 1-0"). Read from the
 * visually hidden label alone: the whole text runs it into the visible digits ("Score 1-01 - 0").
 */
async function shownScore(scope: ReturnType<Page['locator']>): Promise<string | null> {
  for (const text of await scope.locator('.visually-hidden').allTextContents()) {
    const score = /^Score (\d+-\d+)$/.exec(text.trim())?.[1];
    if (score) return score;
  }
  return null;
}

/** Marks the document, so a test can tell that the page was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
}

test('[MC-03][MC-12] a match started with npm run match goes live on the home page, the match centre and the match page, and a goal changes the score in the open tabs with no reload', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A minute a second: the first goal of a match comes within a minute or two.
  const { fixtureId, output } = await matchCommand('start', 'next', '--speed', '60');
  expect(output).toMatch(/live/);

  await page.goto(`${english}/matchcenter`);
  // The match-centre home's "Live now" (MC-13) shows the match, and only there: each match once (MD-01).
  const row = page.getByRole('region', { name: 'Live now' }).locator(`[data-fixture-id="${fixtureId}"]`);
  await expect(row).toContainText('Live');
  await expect(page.locator(`[data-fixture-id="${fixtureId}"]`)).toHaveCount(1);

  // The site's home page: the match centre's sidebar widget shows it live too (MC-03, MC-08).
  const home = await context.newPage();
  await home.goto(`${english}/`);
  const homeRow = home.locator(`.mc-widget [data-fixture-id="${fixtureId}"]`);
  await expect(homeRow).toContainText('Live');

  const matchPage = await context.newPage();
  await matchPage.goto(`${english}/matchcenter/match/${fixtureId}`);
  const header = matchPage.getByRole('main').getByRole('heading', { level: 1 });
  await expect(header).toBeVisible();
  await expect(matchPage.getByRole('main')).toContainText('Live');
  await markDocument(page);
  await markDocument(matchPage);

  // Wait for the first goal on the match page, then the other tab shows the same score.
  const headerScore = matchPage.locator('.match-header__score');
  await expect
    .poll(async () => (await shownScore(headerScore)) ?? '0-0', { timeout: 150_000, intervals: [500] })
    .not.toBe('0-0');
  // A minute a second, the next goal may come while the tabs are read: each tab agrees with the match
  // page as they both stand.
  const agreesWithMatchPage = (scope: typeof row) => async () => {
    const [match, shown] = [await shownScore(headerScore), await shownScore(scope)];
    return match !== null && match === shown;
  };
  await expect.poll(agreesWithMatchPage(row), { intervals: [250] }).toBe(true);
  await expect.poll(agreesWithMatchPage(homeRow), { intervals: [250] }).toBe(true);
  expect(await isSameDocument(page)).toBe(true);
  expect(await isSameDocument(matchPage)).toBe(true);

  // The operator finishes it: both tabs show the final score, still without a reload.
  const finished = await matchCommand('finish', String(fixtureId));
  expect(finished.output).toMatch(/finished/);
  const finalScore = /(\d+-\d+)/.exec(finished.output)?.[1];
  expect(finalScore).toBeTruthy();
  await expect(matchPage.locator('.match-header__score')).toContainText(`Score ${finalScore}`);
  await expect(row).toContainText(`Score ${finalScore}`);
  await expect(row).not.toContainText('Live');
  expect(await isSameDocument(matchPage)).toBe(true);
});

test('[MC-12][MC-07][MC-02][PLT-11] from a match to its clubs and players: line-ups, the team page by tabs, the player page', async ({
  page,
}) => {
  // The journey is about the football pages: the guest pop-up (POP-01), which a scroll to the tabs can
  // bring up on a laptop screen, has been seen before.
  await popupAlreadySeen(page);
  // A played match of the current season, whatever the day of the week: a club's results tab, reached
  // from the match centre's table (early in the week the current round has no result yet).
  await page.goto(`${english}/matchcenter`);
  await page.locator('.mc-page__table a[href^="/matchcenter/team/"]').first().click();
  await expect(page).toHaveURL(/\/matchcenter\/team\/[^/]+$/);
  await page
    .getByRole('main')
    .getByRole('tab', { name: /results/i })
    .click();
  await page.getByRole('main').getByRole('tabpanel').locator('a[href^="/matchcenter/match/"]').first().click();
  await expect(page).toHaveURL(/\/matchcenter\/match\/\d+/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();

  // PLT-11: the line-ups tab, deep-linked by the hash.
  await main.getByRole('tab', { name: /line-ups/i }).click();
  await expect(page).toHaveURL(/#lineups$/);
  await page.reload();
  await expect(main.getByRole('tab', { name: /line-ups/i })).toHaveAttribute('aria-selected', 'true');
  const player = main.getByRole('tabpanel').getByRole('link').first();
  const playerName = (await player.textContent())?.trim() ?? '';
  await player.click();
  await expect(page).toHaveURL(/\/matchcenter\/player\/\d+$/);
  await expect(main.getByRole('heading', { level: 1 })).toContainText(playerName.split(' ').pop() ?? '');
  expect(await seriousViolations(page)).toEqual([]);

  // The player's club: the team page, its squad tab by hash.
  await main
    .getByRole('link', { name: /./ })
    .filter({ has: page.locator('[href^="/matchcenter/team/"]') })
    .count();
  const clubLink = main.locator('a[href^="/matchcenter/team/"]').first();
  await clubLink.click();
  await expect(page).toHaveURL(/\/matchcenter\/team\/[^/]+$/);
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(`${page.url()}#squad`);
  await expect(main.getByRole('tab', { name: /squad/i })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('tabpanel')).toContainText('GK');
  expect(await seriousViolations(page)).toEqual([]);
});

test('[MC-12] the match page is axe-clean and carries its SportsEvent JSON-LD in the server HTML', async ({
  page,
  request,
}) => {
  await page.goto(`${english}/matchcenter`);
  const href = await page.locator('a.fixture[href^="/matchcenter/match/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const html = await (await request.get(new URL(href ?? '', english).href)).text();
  expect(html).toContain('"@type":"SportsEvent"');
  await page.goto(new URL(href ?? '', english).href);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('[MC-13][PLT-09] the Dutch site, which does not run the match centre, shows none of it', async ({ page }) => {
  await page.goto(`${dutch}/`);
  await expect(page.getByRole('banner').getByRole('link', { name: /wedstrijdcentrum|match/i })).toHaveCount(0);
  const response = await page.goto(`${dutch}/matchcenter`);
  expect(response?.status()).toBe(404);
});

test('[MC-01][MC-09] the ranking page: league buttons, the rankings and matches tabs in the address, the round dropdown, the scorers', async ({
  page,
}) => {
  await page.goto(`${english}/matchcenter/rankings/league/eredivisie`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Eredivisie');
  await expect(main.getByRole('tab', { name: 'Rankings' })).toHaveAttribute('aria-selected', 'true');
  await expect(main.getByRole('region', { name: 'Top scorers' }).getByRole('row')).toHaveCount(11);
  expect(await seriousViolations(page)).toEqual([]);

  // The matches tab is in the address, and the round dropdown narrows it.
  await main.getByRole('tab', { name: 'Matches' }).click();
  await expect(page).toHaveURL(/matches=true/);
  const round = main.getByLabel('Round');
  await round.selectOption({ label: 'Round 1' });
  await expect(page).toHaveURL(/round=1\b/);
  await expect(main.locator('.fixture').first()).toContainText(/Score \d+-\d+/);
  await round.selectOption({ label: 'All rounds' });
  await expect(page).toHaveURL(/round=all/);

  // The other league's button; the address opens the matches tab directly.
  await main
    .getByRole('navigation', { name: 'Leagues' })
    .getByRole('link', { name: /Keuken Kampioen/ })
    .click();
  await expect(page).toHaveURL(/\/matchcenter\/rankings\/league\/keuken-kampioen-divisie/);
  await expect(main.getByRole('heading', { level: 1 })).toContainText('Keuken Kampioen');
  await page.goto(`${english}/matchcenter/rankings/league/keuken-kampioen-divisie?matches=true`);
  await expect(main.getByRole('tab', { name: 'Matches' })).toHaveAttribute('aria-selected', 'true');
  expect(await seriousViolations(page)).toEqual([]);
});

test('[MC-05][MC-06] a guest is invited to log in; a logged-in fan rates players once and sees the results', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A match that has just finished: its vote is open for 24 hours (decision 0013).
  const { fixtureId } = await matchCommand('start', 'next', '--speed', '600');
  await matchCommand('finish', String(fixtureId));

  await page.goto(`${english}/matchcenter/match/${fixtureId}#mom`);
  const mom = page.getByRole('main').getByRole('region', { name: 'Man of the match' });
  await expect(mom).toContainText('Log in to rate the players and vote for the man of the match.');
  await expect(mom).toContainText('No votes yet.');

  const fan = await registerFan(request);
  await logIn(page, fan.username, fan.password);
  const form = mom.getByRole('form', { name: 'Rate the players' });
  await expect(form).toBeVisible();
  // Two players of the home side: four and five stars.
  const ratings = form.getByRole('radiogroup');
  await ratings.nth(0).getByRole('radio', { name: '4 stars of 5' }).click();
  await ratings.nth(1).getByRole('radio', { name: '5 stars of 5' }).click();
  await form.getByRole('button', { name: 'Send my vote' }).click();
  await expect(mom).toContainText('Thank you, your vote has been counted.');
  await expect(mom).toContainText('1 fan voted');
  await expect(form).toHaveCount(0);
  // The message goes after 3 seconds (spec 000 §9); the results stay.
  await expect(mom.getByText('Thank you, your vote has been counted.')).toHaveCount(0, { timeout: 6_000 });
  await expect(mom).toContainText('Your ratings');
  await expect(mom).toContainText(/average [45] · 1 vote/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('[MC-11][MC-08][CLB-02] a guest follows a club, the home page opens on it with the table window around it, and after logging in it follows the fan to another device', async ({
  page,
  browser,
  request,
}) => {
  await page.goto(`${english}/matchcenter/team/ajax`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Make Ajax my club' }).click();
  await expect(main.getByRole('status').filter({ hasText: 'My club' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Remove Ajax as my club' })).toBeVisible();

  await page.goto(`${english}/`);
  const window = page.getByRole('region', { name: /^My club: .*Ajax/ }).getByRole('table');
  await expect(window.getByRole('link', { name: /Ajax \(your team\)/ })).toBeVisible();
  await expect(window.getByRole('row')).toHaveCount(6);

  // Logging in moves the device's choice to the new account; another device then shows it too.
  const fan = await registerFan(request);
  const moved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v2/user/favourite-team') && response.request().method() === 'PUT',
  );
  await logIn(page, fan.username, fan.password);
  expect((await moved).status()).toBe(200);
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto(`${english}/`);
    await logIn(phone, fan.username, fan.password);
    await expect(
      phone.getByRole('region', { name: /^My club: .*Ajax/ }).getByRole('link', { name: /Ajax \(your team\)/ }),
    ).toBeVisible();
  } finally {
    await other.close();
  }
  expect(await seriousViolations(page)).toEqual([]);
});

test("[MC-10][ACC-11] a fan picks a formation and an XI on the team page's line-up tab; the fans' figures count it", async ({
  page,
  request,
}) => {
  await page.goto(`${english}/matchcenter/team/feyenoord#lineup`);
  const main = page.getByRole('main');
  const widget = main.getByRole('region', { name: "The fans' line-up" });
  await expect(widget.getByRole('button', { name: 'Log in to pick your own line-up' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const fan = await registerFan(request);
  await logIn(page, fan.username, fan.password);
  const form = widget.getByRole('form', { name: 'Your line-up' });
  await form.getByLabel('Formation').selectOption('4_4_2');
  // Every line: tick the first players it takes (a full line disables the rest).
  for (const line of await form.getByRole('group').all()) {
    const needed = Number(/of (\d+)\)/.exec((await line.locator('legend').textContent()) ?? '')?.[1]);
    const boxes = line.getByRole('checkbox');
    for (let index = 0; index < needed; index += 1) await boxes.nth(index).check();
  }
  await form.getByRole('button', { name: 'Save my line-up' }).click();
  await expect(form.getByText('Your line-up is saved.')).toBeVisible();
  await expect(widget.getByRole('region', { name: 'Most chosen formations' })).toContainText('4-4-2');

  // ACC-11: the stored user points at the saved line-up, and so does the next login's answer.
  const stored = await storedUser(page);
  const meta = (stored?.['meta'] as { key: string; value: { current_formation_id: number | null } }[]) ?? [];
  expect(meta.find((entry) => entry.key === 'has_formation')?.value.current_formation_id).toEqual(expect.any(Number));
  expect(await seriousViolations(page)).toEqual([]);
});
