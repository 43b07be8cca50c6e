import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { matchCommand } from '../support/match-cli';
import { english } from '../support/site';

/**
 * Issue 26 (MC-12, MC-03, MC-05, FP-06): the match page in its three states (before kick-off, live,
 * after the final whistle) on a Pixel-class phone with normal and large text, and on a desktop. The page
 * must never be wider than the screen, its tabs stay on one line, and each state shows what a fan needs
 * there. Screenshots land in test-results/screens/match-{state}-{screen}.png for a person to look at.
 */
test.describe.configure({ mode: 'serial' });

const screens = [
  { name: '412', viewport: { width: 412, height: 915 }, large: false },
  { name: '412-large', viewport: { width: 412, height: 915 }, large: true },
  { name: '360-large-dark', viewport: { width: 360, height: 800 }, large: true, dark: true },
  { name: 'desktop', viewport: { width: 1366, height: 900 }, large: false },
] as const;

interface AdminFixture {
  id: number;
}

async function upcomingFixtures(request: APIRequestContext): Promise<AdminFixture[]> {
  const response = await request.get(`${english}/api/admin/fixtures?filter=upcoming&limit=20`, {
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, Accept: 'application/json' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: AdminFixture[] };
  return body.data;
}

async function applyAppearance(page: Page, large: boolean, dark: boolean): Promise<void> {
  await page.evaluate(
    ([large, dark]) => {
      const root = document.documentElement;
      root.classList.toggle('text-large', large);
      root.classList.toggle('theme-dark', dark);
      root.style.colorScheme = dark ? 'dark' : 'light';
    },
    [large, dark] as const,
  );
}

/**
 * How far the page reaches past the screen's right edge, and which elements do, so a failure says where.
 * `within` narrows it to the match page's own content (the site's header is the shell's).
 */
function overflow(page: Page, within: 'page' | 'content' = 'page'): Promise<{ by: number; widest: string[] }> {
  return page.evaluate((within) => {
    // The layout viewport: innerWidth grows with a page wider than a phone's screen (support/phone.ts).
    const width = document.documentElement.clientWidth;
    const root = within === 'page' ? document.body : document.querySelector('main');
    const by =
      within === 'page'
        ? document.documentElement.scrollWidth - width
        : Math.max(0, ...[...(root?.querySelectorAll('*') ?? [])].map((e) => e.getBoundingClientRect().right)) - width;
    const widest =
      by <= 0
        ? []
        : [...(root?.querySelectorAll<HTMLElement>('*') ?? [])]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .slice(-6)
            .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).trim().split(/\s+/)[0]}`);
    return { by, widest };
  }, within);
}

/** Every tab of the page's tab list on one line (the list scrolls sideways when they do not fit). */
async function expectTabsOnOneLine(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist', { name: 'Match details' }).getByRole('tab');
  const tops = await tabs.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(tops.length).toBeGreaterThan(1);
  expect(new Set(tops).size, `tab tops ${tops.join(', ')}`).toBe(1);
  const heights = await tabs.evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().height));
  for (const height of heights) expect(height).toBeGreaterThanOrEqual(44);
}

/** Opens the match on each screen: within the width, tabs on one line, the state's checks, a screenshot. */
async function checkOnEveryScreen(
  page: Page,
  fixtureId: number,
  state: 'upcoming' | 'live' | 'finished',
  checks: (page: Page) => Promise<void>,
): Promise<void> {
  for (const screen of screens) {
    await page.setViewportSize(screen.viewport);
    await page.goto(`${english}/matchcenter/match/${fixtureId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await applyAppearance(page, screen.large, 'dark' in screen && screen.dark);
    await checks(page);
    // On a desktop the site's header (the shell's) is checked by its own journeys; the match page's
    // content must stay within the window.
    const result = await overflow(page, screen.name === 'desktop' ? 'content' : 'page');
    expect(
      result.by,
      `${state} at ${screen.name} is wider than the screen: ${result.widest.join(', ')}`,
    ).toBeLessThanOrEqual(0);
    await expectTabsOnOneLine(page);
    await page.screenshot({ path: `test-results/screens/match-${state}-${screen.name}.png`, fullPage: false });
    await page.screenshot({ path: `test-results/screens/match-${state}-${screen.name}-full.png`, fullPage: true });
  }
}

test("[MC-12][FP-06][MD-03] before kick-off: countdown, ground, both clubs' form and table positions, last meetings, probable line-ups", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fixtures = await upcomingFixtures(request);
  // Not the next matches (other journeys start those): one with a prediction game (FP-06), and a
  // preview article if the demo has one.
  let chosen = 0;
  for (const candidate of fixtures.slice(4)) {
    const game = await request.get(`${english}/api/v2/predictions/by-fixture/${candidate.id}`, {
      headers: { accept: 'application/json' },
    });
    if (!game.ok()) continue;
    if (chosen === 0) chosen = candidate.id;
    const preview = await request.get(`${english}/ajax/matchcenter/fixture/${candidate.id}/preview`);
    const body = (await preview.json()) as { data: { article: unknown } };
    if (body.data.article !== null) {
      chosen = candidate.id;
      break;
    }
  }
  expect(chosen, 'the demo has upcoming matches with a prediction game').toBeGreaterThan(0);
  await checkOnEveryScreen(page, chosen, 'upcoming', async (page) => {
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Form' })).toBeVisible();
    await expect(page.getByRole('list', { name: /^Last results of / })).toHaveCount(2);
    await expect(page.getByRole('heading', { name: 'In the table' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Last meetings' })).toBeVisible();
    // FP-06 while picks are open: the call to predict, and the crowd's split beside it (decision 0036).
    const predict = page.getByRole('complementary', { name: 'Predict this match' });
    await expect(predict.getByRole('radio').first()).toBeEnabled();
    await expect(predict.getByRole('region', { name: /How the fans predict/ })).toBeVisible();
  });
  await page.getByRole('tab', { name: 'Line-ups' }).click();
  await expect(page.getByRole('heading', { name: 'Probable line-ups' })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Line-up of / })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/match-upcoming-desktop-lineups.png' });
});

test('[MC-12][MC-03][MD-03] live: the score with its scorers, the ticking minute, events, statistics and the line-ups on a pitch', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const fixtures = await upcomingFixtures(request);
  const fixture = fixtures[2];
  expect(fixture, 'the demo has upcoming matches').toBeTruthy();
  // A minute every 1.5 seconds: events come in while the screens are checked.
  const { fixtureId } = await matchCommand('start', String(fixture?.id), '--speed', '40');
  try {
    await page.goto(`${english}/matchcenter/match/${fixtureId}`);
    const minute = page.getByRole('timer');
    await expect(minute).toHaveText(/^\d+'$/);
    const first = Number.parseInt((await minute.textContent()) ?? '0', 10);
    // The minute ticks over the live channel, without a reload.
    await expect
      .poll(async () => Number.parseInt((await minute.textContent()) ?? '0', 10), { timeout: 20_000 })
      .toBeGreaterThan(first);
    // Some of the match played, so its events show.
    await expect
      .poll(async () => Number.parseInt((await minute.textContent()) ?? '0', 10), { timeout: 60_000 })
      .toBeGreaterThanOrEqual(25);
    await checkOnEveryScreen(page, fixtureId, 'live', async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/Score \d+-\d+/);
      await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
    });
    await page.getByRole('tab', { name: 'Line-ups' }).click();
    await expect(page.getByRole('region', { name: /^Line-up of / })).toHaveCount(2);
    await page.screenshot({ path: 'test-results/screens/match-live-desktop-lineups.png' });
    await page.setViewportSize({ width: 412, height: 915 });
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await expect(page.getByText(/^Possession: /)).toBeAttached();
    await page.screenshot({ path: 'test-results/screens/match-live-412-stats.png' });
    await page.getByRole('tab', { name: 'Line-ups' }).click();
    expect((await overflow(page)).by).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/match-live-412-lineups.png', fullPage: true });
  } finally {
    await matchCommand('finish', String(fixtureId));
  }
});

test('[MC-12][MC-06][MD-03] after the final whistle: the result, scorers, statistics and the man-of-the-match ratings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const fixtures = await upcomingFixtures(request);
  const fixture = fixtures[3];
  expect(fixture, 'the demo has upcoming matches').toBeTruthy();
  const { fixtureId } = await matchCommand('start', String(fixture?.id), '--speed', '600');
  await matchCommand('finish', String(fixtureId));
  await checkOnEveryScreen(page, fixtureId, 'finished', async (page) => {
    await expect(page.getByText('Full time', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Score \d+-\d+/);
  });
  await page.setViewportSize({ width: 412, height: 915 });
  await page.getByRole('tab', { name: 'Statistics' }).click();
  await expect(page.getByText(/^Possession: /)).toBeAttached();
  await page.screenshot({ path: 'test-results/screens/match-finished-412-stats.png' });
  await page.getByRole('tab', { name: 'Man of the match' }).click();
  await expect(page.getByRole('heading', { name: 'Man of the match', level: 2 })).toBeVisible();
  expect((await overflow(page)).by).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/match-finished-412-mom.png', fullPage: true });
});
