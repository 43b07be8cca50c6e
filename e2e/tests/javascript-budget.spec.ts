import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';

/**
 * Issue 10 §3, "The JavaScript budget": how much JavaScript a visitor downloads, gzip level 9 of every
 * script body as the browser received it, summed. The bytes are deterministic (content-hashed builds),
 * so this is a real test, not a timing: a part that grows past the budget fails CI.
 * Source maps are never requested by the page, so they never count.
 */
const budgets = {
  /** The home page, cold (a fresh browser context: nothing cached). */
  home: 150_000,
  /** An article page (`/article/{id}/{slug}`), cold. */
  article: 120_000,
  /** A client-side navigation from the home page to another remote's page: what it adds. */
  navigation: 50_000,
};

interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

function isScript(response: Response): boolean {
  if (response.status() < 200 || response.status() >= 300) return false;
  if (new URL(response.url()).pathname.endsWith('.map')) return false;
  const contentType = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/i.test(contentType);
}

/**
 * Records every script the context receives from now on, once per URL. `take()` waits for the bodies
 * still being read and returns what arrived since the last `take()`, so one recorder can measure a cold
 * load and then the navigation after it.
 */
function recordScripts(context: BrowserContext) {
  const seen = new Set<string>();
  let pending: Promise<ScriptFile | null>[] = [];
  context.on('response', (response) => {
    if (!isScript(response) || seen.has(response.url())) return;
    seen.add(response.url());
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  });
  return {
    async take(): Promise<ScriptFile[]> {
      const batch = pending;
      pending = [];
      const files = await Promise.all(batch);
      return files.filter((file): file is ScriptFile => file !== null);
    },
  };
}

/** The table the closing notes quote: one row per file, largest first, and the total. */
function report(label: string, files: ScriptFile[], budget: number): number {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`.padStart(9);
  const rows = [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${kB(file.raw)}  ${kB(file.gzip)}  ${new URL(file.url).pathname}`);
  console.log(
    [
      `JavaScript budget, ${label}: ${(total / 1000).toFixed(1)} kB gzip of ${(budget / 1000).toFixed(0)} kB (${files.length} files)`,
      `  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  file`,
      ...rows,
      `  ${kB(raw)}  ${kB(total)}  total`,
    ].join('\n'),
  );
  test.info().annotations.push({ type: `javascript-${label}`, description: `${total} bytes gzip` });
  return total;
}

/** Waits until the page is loaded and the network has been quiet, so lazily loaded chunks count too. */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
}

test('[ISSUE-10] the home page loads at most 150 kB gzip of JavaScript, cold', async ({ page, context }) => {
  const scripts = recordScripts(context);
  await page.goto(`${english}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await settle(page);
  expect(report('home', await scripts.take(), budgets.home)).toBeLessThanOrEqual(budgets.home);
});

test('[ISSUE-10] an article page loads at most 120 kB gzip of JavaScript, cold', async ({ page, context, browser }) => {
  // The article's address comes from the home page of another context, so this one starts cold.
  const scout = await browser.newContext();
  const scoutPage = await scout.newPage();
  await scoutPage.goto(`${english}/`);
  const href = await scoutPage
    .getByRole('region', { name: 'Latest news' })
    .getByRole('heading', { level: 2 })
    .first()
    .getByRole('link')
    .getAttribute('href');
  await scout.close();
  expect(href).toMatch(/\/article\/\d+\//);

  const scripts = recordScripts(context);
  await page.goto(new URL(href ?? '', english).href);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  expect(report('article', await scripts.take(), budgets.article)).toBeLessThanOrEqual(budgets.article);
});

for (const destination of [
  { link: 'Match centre', url: /\/matchcenter$/, remote: 'mf_matchcenter' },
  { link: 'Prediction game', url: /\/football-pool\/predictions$/, remote: 'mf_football_pool' },
]) {
  test(`[ISSUE-10] navigating from the home page to ${destination.remote} adds at most 50 kB gzip of JavaScript`, async ({
    page,
    context,
  }) => {
    const scripts = recordScripts(context);
    await page.goto(`${english}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
    await settle(page);
    const home = await scripts.take();
    expect(home.length).toBeGreaterThan(0);

    // A client-side navigation: the document stays, only the new remote's code may arrive.
    const documentRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documentRequests.push(request.url());
    });
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: destination.link })
      .click();
    await expect(page).toHaveURL(destination.url);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await settle(page);
    expect(documentRequests).toEqual([]);
    const added = report(`home → ${destination.link}`, await scripts.take(), budgets.navigation);
    expect(added).toBeLessThanOrEqual(budgets.navigation);
  });
}
