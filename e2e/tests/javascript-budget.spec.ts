import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';

/**
 * Issue 10 §3, "The JavaScript budget": how much JavaScript a visitor downloads, measured as the sum of
 * every script body the browser received, each gzipped here at level 9 (so the figure does not depend
 * on whether the server compresses). The bytes are deterministic (content-hashed builds), so this is a
 * real test, not a timing. Source maps are never requested by the page, so they never count.
 *
 * `budget` is the issue's. `limit` is what CI holds the page to: the budget where the page is within
 * it; where it is still over (e2e/README.md says why), the size measured when the limit was set,
 * rounded up by about 1 %, so a page can only shrink. Lower a limit when a page gets smaller, down to
 * its budget, never raise it to let a change through.
 */
const sizes = {
  /**
   * The home page, cold (a fresh browser context: nothing cached). 185.3 kB when the limit was first
   * set; raised by issue 11 on purpose: the match centre's home widget gained the table window around
   * the favourite club (MC-08, MC-11), 188.7 kB measured. Raised by issue 15: mf_content's remoteEntry.js
   * maps some forty new lazy chunks (live blogs, polls, embeds, the lightbox, the list pages: +0.5 kB) and
   * its routes chunk holds the lazy stubs and the sidebar layout (+0.5 kB); 192.1 kB measured. Raised by
   * issue 16, whose ads and smart bar may add at most 10 kB: the site-extras expose the shell mounts when
   * idle (1.4 kB), the ad slots' fill and blocker check (1.5 kB with the bait file), and the ad slot,
   * headline-test hook and new chunk map in the routes chunk and remoteEntry.js (2.6 kB); 197.6 kB measured.
   * Raised by issue 26 (decision 0035): the score strip above the news (MD-02: its expose, the fixture
   * code it shares with the sidebar, its messages, 7.9 kB with the third remoteEntry.js map) and shared's
   * one-overlay-at-a-time queue with its focus trap (MD-04, 1.9 kB, on every page); 206.3 kB measured.
   * Raised by issue 27 (decisions 0038, 0039): shared's share control (CLB-05, in the singleton every
   * page loads) and the club offer's expose in mf_matchcenter's remoteEntry.js map (CLB-01); 210.8 kB
   * measured. Issue 30 brings it down (the share control is the first candidate for a lazy chunk).
   * Issue 27's club section (CLB-02, decision 0042: its part of the strip's expose, and the club news and
   * threads exposes in two remoteEntry.js maps, +2.2 kB) is paid for by dropping the messages'
   * translator notes from production bundles (scripts/webpack/strip-message-descriptions.js, -2.3 kB);
   * 210.7 kB measured, the limit lowered. Raised by issue 28 (decisions 0043, 0044): shared's tenant
   * template component with the site-links hook it shares with the forum (the tenant's own footer in
   * the server HTML, its links opening inside the page) and mf_account's admins-only feedback mount
   * (its widget is a chunk admins alone load); 211.2 kB measured. Raised by issue 30 (decision 0050):
   * shared's page-status components (410 and 301 pages), the page state's errors seeded into SWR's cache
   * so a not-found page hydrates without asking again, and the invite page's guest view; 211.9 kB
   * measured. Lowered by issue 30 (SEO-04, decision 0051): the CSS left the JavaScript for a
   * content-hashed file per part; 201.5 kB measured. Lowered by issue 30 (decision 0057): the remotes
   * take the shared packages from the shell and carry no fallback copies in their remoteEntry.js;
   * 200.5 kB measured; 200.9 kB once mf_matchcenter's remoteEntry.js maps the match-centre pages'
   * message bundles (-2.5 to -4.4 kB on those pages), the limit kept. Lowered by issue 30 (decision
   * 0058): API answers are typed by the contract instead of parsed by zod/mini in the browser (zod's
   * 8.1 kB core and every schema gone, valibot's 2.4 kB for storage and real-time payloads in);
   * 192.7 kB measured. Lowered by issue 26: the remotes' shared chunks under 4 kB go into the chunks
   * that use them (scripts/webpack/create-remote-config.js), 190.8 kB measured. Lowered by issue 26
   * (decision 0063): the shell bundles the shared packages into main.js instead of 14 chunks, 186.4 kB
   * measured. The budget is issue 30's decision: 170 kB.
   */
  home: { budget: 170_000, limit: 188_300 },
  /**
   * An article page (`/article/{id}/{slug}`), cold: a plain one (no live blog, poll, embed or gallery,
   * whose chunks load only where they are). 167.2 kB when the limit was set; raised by issue 15 for the
   * same chunk map and stubs as home, 170.2 kB measured; raised by issue 16 for the same site extras,
   * ad slot and headline-test code as home, 175.7 kB measured. Raised by issue 26 (decision 0035) for
   * shared's overlay queue and focus trap (MD-04), 177.6 kB measured. Raised by issue 27 (decision 0039)
   * for the share control under the article (CLB-05), 180.9 kB measured. Lowered when the production
   * bundles lost the messages' translator notes (issue 27), 180.2 kB measured. Raised by issue 28
   * (decisions 0043, 0044) for the same tenant template component and feedback mount as home, 180.8 kB
   * measured. Raised by issue 30 (decision 0050) for the same page-status code as home and the article
   * page's 301 and 410, 181.4 kB measured. Lowered by issue 30 (SEO-04, decision 0051): the CSS left
   * the JavaScript, 175.3 kB measured; 175.3 kB again after decision 0057 (from 176.2), the limit
   * kept. Lowered by issue 30 (decision 0058) with home, 168.8 kB measured. Lowered by issue 26 with
   * home (no chunks under 4 kB), 168.7 kB measured, and with home (decision 0063), 164.3 kB measured.
   * The budget is issue 30's decision: 150 kB.
   */
  article: { budget: 150_000, limit: 166_000 },
  /**
   * Any other page, cold, by issue 30's decision: 200 kB. Held on the football pages, the heaviest: the
   * match centre, a league table and a match page (its own chunk since issue 30; the pick and the match
   * thread are other remotes' code). The match centre (190.7 kB) and the league table (187.9 kB) are
   * within it; an upcoming match's page is not: 237.7 kB measured when its limit was set (e2e/README.md).
   * Lowered by issue 30: linkifyjs is a chunk of the match thread's own, loaded only for a comment that
   * may hold a link (mf-community's comment-text.tsx), 228.4 kB measured. Lowered by issue 30 (decision
   * 0057) with home, 224.6 kB measured. Lowered by issue 30: each match-centre page and the comments
   * bring their own message bundles instead of their remotes' whole catalogues, 220.2 kB measured.
   * Lowered by issue 30 (decision 0058) with home: 211.9 kB measured (the match centre 179.4 kB, the
   * league table 176.6 kB). Lowered by issue 26 with home (no chunks under 4 kB): 209.7 kB measured
   * (the match centre 176.8 kB, the league table 174.6 kB); with home (decision 0063): 204.4 kB
   * measured (the match centre 172.4 kB, the league table 170.2 kB). Within the budget since issue 30:
   * a guest's pick and call to predict are the server's HTML until a bet is reached for (shared's
   * HydrateWhenReachedOrSignedIn), so the prediction game's code (11.8 kB) loads for a fan who plays;
   * 194.4 kB measured, the limit is the budget.
   */
  matchcenter: { budget: 200_000, limit: 200_000 },
  leagueTable: { budget: 200_000, limit: 200_000 },
  match: { budget: 200_000, limit: 200_000 },
  /** A client-side navigation from the home page to another remote's page: what it adds. */
  navigation: { budget: 50_000, limit: 50_000 },
  /**
   * On a phone (412 × 915, the width of Lighthouse's mobile device), where the home page's sidebar is
   * under the news and comes to life only as the fan scrolls to it (shared's HydrateWhenNear, issue 30):
   * 179.5 kB measured when the limit was set; lowered by issue 26 with home (no chunks under 4 kB),
   * 178.7 kB measured; with home (decision 0063), 174.3 kB measured. The budget is the home page's.
   */
  phoneHome: { budget: 170_000, limit: 176_100 },
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

/**
 * The real-time client's files (decision 0067): the shell's chunk that starts the worker, pusher-js's
 * build for workers and the relay the worker runs, or pusher-js's own chunk where a page connects
 * without a worker.
 */
function isRealtimeClient(file: ScriptFile): boolean {
  return /\/(?:realtime-worker|realtime-authorize|pusher-js|assets\/pusher\.worker\.min|assets\/pusher-relay\.worker)\.[0-9a-f]+\.js$/.test(
    new URL(file.url).pathname,
  );
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** Prints the table the closing notes quote (one row per file, largest first, and the total); returns the total. */
function report(label: string, files: ScriptFile[], { budget, limit }: { budget: number; limit: number }): number {
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  const raw = files.reduce((sum, file) => sum + file.raw, 0);
  const rows = [...files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((file) => `  ${kB(file.raw).padStart(9)}  ${kB(file.gzip).padStart(9)}  ${new URL(file.url).pathname}`);
  const verdict =
    total <= budget
      ? `within the budget of ${kB(budget)}`
      : `OVER the budget of ${kB(budget)} by ${kB(total - budget)} (CI limit ${kB(limit)})`;
  console.info(
    [
      `JavaScript, ${label}: ${kB(total)} gzip in ${files.length} files, ${verdict}`,
      `  ${'raw'.padStart(9)}  ${'gzip'.padStart(9)}  file`,
      ...rows,
      `  ${kB(raw).padStart(9)}  ${kB(total).padStart(9)}  total`,
    ].join('\n'),
  );
  test.info().annotations.push({ type: 'javascript', description: `${label}: ${total} bytes gzip; ${verdict}` });
  return total;
}

/**
 * Waits until the page is loaded and quiet, so lazily loaded chunks count too: the site extras come to
 * life when the browser is idle (the shell's SiteExtras), and widgets in view when they near the viewport
 * (shared's HydrateWhenNear), so the network must be quiet again after an idle callback has run.
 */
async function settle(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5_000 })));
  await page.waitForLoadState('networkidle');
}

test('[ISSUE-10] the JavaScript of the home page, cold, stays within its limit', async ({ page, context }) => {
  const scripts = recordScripts(context);
  await page.goto(`${english}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await settle(page);
  // The real-time client (pusher-js in a worker, 17.1 kB gzip) loads only while the sidebar shows a live match,
  // which depends on the moment (other journeys kick matches off): it is reported, not held to the
  // limit, so the figure is the same whatever is being played.
  const files = await scripts.take();
  const realtimeClient = files.filter(isRealtimeClient);
  if (realtimeClient.length > 0) report('home, the real-time client for a live match', realtimeClient, sizes.home);
  const withoutLive = files.filter((file) => !realtimeClient.includes(file));
  expect(report('home', withoutLive, sizes.home)).toBeLessThanOrEqual(sizes.home.limit);
});

test('[ISSUE-10] the JavaScript of an article page, cold, stays within its limit', async ({
  page,
  context,
  browser,
}) => {
  // The article's address comes from the home page in another context, so this one starts cold. It is
  // the newest plain article: a live blog, a poll, an embed or a gallery brings its own chunk, loaded
  // only on the articles that have one (issue 15), and is not what every article page costs.
  const scout = await browser.newContext();
  const scoutPage = await scout.newPage();
  await scoutPage.goto(`${english}/`);
  const hrefs = await scoutPage
    .getByRole('region', { name: 'Latest news' })
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  let href: string | null = null;
  for (const candidate of hrefs) {
    const id = /\/article\/(\d+)\//.exec(candidate)?.[1];
    if (id === undefined) continue;
    const answer = await scoutPage.request.get(`${english}/api/v2/article/${id}`);
    const { data } = (await answer.json()) as { data: { content: string; liveblog_id: number | null } };
    if (data.liveblog_id === null && !/data-(?:poll-id|embed|lightbox|numbered-image)/.test(data.content)) {
      href = candidate;
      break;
    }
  }
  await scout.close();
  expect(href).toMatch(/\/article\/\d+\//);

  const scripts = recordScripts(context);
  await page.goto(new URL(href ?? '', english).href);
  const main = page.getByRole('main');
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page);
  expect(report('article', await scripts.take(), sizes.article)).toBeLessThanOrEqual(sizes.article.limit);
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
    expect((await scripts.take()).length).toBeGreaterThan(0);

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
    const added = report(`home → ${destination.link}`, await scripts.take(), sizes.navigation);
    expect(added).toBeLessThanOrEqual(sizes.navigation.limit);
  });
}

test("[ISSUE-10] a guest's page fetches no account code until the fan reaches for it, and the first click on Log in opens the dialog", async ({
  page,
  context,
}) => {
  const scripts = recordScripts(context);
  await page.goto(`${english}/`);
  await settle(page);
  const accountCode = (files: ScriptFile[]) => files.filter((file) => file.url.includes('/remotes/mf-account/'));
  expect(accountCode(await scripts.take())).toEqual([]);

  // One click, before any of mf_account has arrived: it is held and replayed once the buttons hydrate.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  expect(accountCode(await scripts.take()).length).toBeGreaterThan(0);
});

for (const football of [
  { key: 'matchcenter', path: '/matchcenter', ready: { level: 1 } },
  { key: 'leagueTable', path: '/matchcenter/rankings/league/eredivisie', ready: { level: 1 } },
  { key: 'match', path: null, ready: { level: 1 } },
] as const) {
  test(`[ISSUE-30] the JavaScript of the ${football.key} page, cold, stays within its limit`, async ({
    page,
    context,
    request,
  }) => {
    let path: string | null = football.path;
    if (path === null) {
      // An upcoming match (its page carries the prediction widget), the last of the next twenty, which
      // no other journey kicks off: the same page state every run.
      const answer = await request.get(`${english}/api/admin/fixtures?filter=upcoming&limit=20`, {
        headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}`, Accept: 'application/json' },
      });
      expect(answer.status()).toBe(200);
      const { data } = (await answer.json()) as { data: { id: number }[] };
      path = `/matchcenter/match/${data.at(-1)?.id}`;
    }
    expect(path).toMatch(/^\/matchcenter/);
    const scripts = recordScripts(context);
    await page.goto(new URL(path ?? '', english).href);
    await expect(page.getByRole('main').getByRole('heading', football.ready).first()).toBeVisible();
    await settle(page);
    // As on the home page: the real-time client loads only while a match on the page is live.
    const files = await scripts.take();
    const realtimeClient = files.filter(isRealtimeClient);
    const size = sizes[football.key];
    if (realtimeClient.length > 0)
      report(`${football.key}, the real-time client for a live match`, realtimeClient, size);
    const withoutLive = files.filter((file) => !realtimeClient.includes(file));
    expect(report(football.key, withoutLive, size)).toBeLessThanOrEqual(size.limit);
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });

  test("[ISSUE-30] the home page on a phone fetches the sidebar's code only as the fan scrolls to it, and the widgets then work", async ({
    page,
    context,
  }) => {
    const scripts = recordScripts(context);
    await page.goto(`${english}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
    await settle(page);
    const files = await scripts.take();
    const fromRemote = (remote: string, batch: ScriptFile[]) =>
      batch.filter((file) => file.url.includes(`/remotes/${remote}/`));
    const sidebarRemote = fromRemote('mf-community', files);
    expect(sidebarRemote).toEqual([]);
    const realtimeClient = files.filter(isRealtimeClient);
    const withoutLive = files.filter((file) => !realtimeClient.includes(file));
    expect(report('home on a phone', withoutLive, sizes.phoneHome)).toBeLessThanOrEqual(sizes.phoneHome.limit);

    // The fan scrolls down to the sidebar: its parts arrive and come to life where the server drew them.
    const sidebar = page.getByRole('complementary', { name: 'More on the site' });
    await sidebar.scrollIntoViewIfNeeded();
    await expect.poll(async () => fromRemote('mf-community', await scripts.take()).length).toBeGreaterThan(0);
    // The comments widget's tabs switch (CMT-15): only live code does that.
    const tabs = sidebar.getByRole('tablist').first().getByRole('tab');
    const other = (await tabs.first().getAttribute('aria-selected')) === 'true' ? tabs.nth(1) : tabs.first();
    await other.click();
    await expect(other).toHaveAttribute('aria-selected', 'true');
  });
});
