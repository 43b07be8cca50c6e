import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { dutch, english } from '../support/site';

/**
 * Node's resolver does not know *.localhost: requests for the Dutch site go to the loopback origin with
 * the Dutch Host header (as support/accounts.ts does for its outbox).
 */
const dutchHost = { host: new URL(dutch).host };
const dutchViaLoopback = english;

// Issue 10: pages are rendered on the server with the components the browser runs, and hydrate
// without repeating a request or changing anything (the fixtures fail a test on any hydration error).

interface ListedArticle {
  id: number;
  url: string;
  title: string;
}

async function latestArticles(request: APIRequestContext, origin: string): Promise<ListedArticle[]> {
  const response = await request.get(`${origin}/api/v2/article/scopes/lat/get/1?page_size=12&first_page_size=13`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: ListedArticle[] };
  return body.data;
}

/** Text as it appears in HTML (React escapes &, <, > and quotes in text). */
function inHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test('[ISSUE-10] the HTML of the home page and of an article already holds their content, title and sharing tags', async ({
  request,
}) => {
  const articles = await latestArticles(request, english);
  const home = await request.get(`${english}/`);
  expect(home.status()).toBe(200);
  const homeHtml = await home.text();
  for (const article of articles.slice(0, 4)) expect(homeHtml).toContain(inHtml(article.title));
  expect(homeHtml).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/"/);
  expect(homeHtml).toContain('id="tribune-page-state"');

  const first = articles[0]!;
  const page = await request.get(`${english}${first.url}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(`<h1 class="content-article__title">${inHtml(first.title)}</h1>`);
  expect(html).toContain(`<title>${inHtml(first.title)} | Tribune</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain('<meta property="og:type" content="article"/>');
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  const jsonLd = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html);
  expect(JSON.parse(jsonLd?.[1] ?? '{}')).toMatchObject({ '@type': 'NewsArticle', headline: first.title });
  // The page's title is the document's: the first one (the template's site name follows as the default).
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`${inHtml(first.title)} | Tribune`);
});

test('[ISSUE-10] a URL nobody serves answers 404 with the not-found page in the HTML', async ({ request }) => {
  const response = await request.get(`${dutchViaLoopback}/matchcenter`, { headers: dutchHost });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('data-testid="not-found"');
});

test('[ISSUE-10] with JavaScript off, the home page lists the news and an article shows its headline, image and body', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${english}/`);
    const news = page.getByRole('region', { name: 'Latest news' });
    await expect(news.getByRole('heading', { level: 2 }).nth(3)).toBeVisible();
    await news.getByRole('heading', { level: 2 }).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/article\/\d+/);
    const article = page.getByRole('article').first();
    await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
    // The picture, or a video article's poster (decorative beside its labelled play button): whichever
    // the newest demo article carries.
    await expect(article.locator('img').first()).toBeVisible();
    await expect(article.locator('.content-article__body p').first()).toBeVisible();
  } finally {
    await context.close();
  }
});

test('[ISSUE-10] hydration asks nothing again of what the server rendered, and the page then works', async ({
  page,
}) => {
  const listRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v2\/article\/scopes\/lat\/get\/1\b/.test(request.url())) listRequests.push(request.url());
  });
  await page.goto(`${english}/`);
  await page.waitForLoadState('networkidle');
  const news = page.getByRole('region', { name: 'Latest news' });
  await expect(news.getByRole('heading', { level: 2 }).nth(3)).toBeVisible();
  expect(listRequests).toEqual([]);
  // Hydrated: a client-side navigation works without a page load.
  await page.getByRole('banner').getByRole('link', { name: 'Match centre' }).click();
  await expect(page).toHaveURL(/\/matchcenter$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});

test('[ISSUE-30] a worker loads the Intl data before hydration; a page whose worker is refused hydrates all the same', async ({
  page,
  context,
}) => {
  // Decision 0066: the worker pays for ICU's data on another core, and the shell waits for it (or for
  // its time limit) before hydrating, so hydration's first formatter is not a long task.
  const worker = page.waitForEvent('worker', (started) =>
    /\/shell\/assets\/warm-intl\.worker\.[0-9a-f]+\.js$/.test(started.url()),
  );
  await page.goto(`${english}/matchcenter`);
  await worker;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  const refused = await context.newPage();
  await refused.route(/\/shell\/assets\/warm-intl\.worker\./, (route) => route.abort());
  await refused.goto(`${english}/`);
  await expect(refused.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await refused.getByRole('banner').getByRole('link', { name: 'Match centre' }).click();
  await expect(refused).toHaveURL(/\/matchcenter$/);
  await refused.close();
});

test('[ISSUE-10] a version switch renders with the new version on the next request; one without a Node build renders in the browser', async ({
  page,
  request,
}) => {
  // A second release of mf-content, as a deploy would add it, but without its Node build.
  const dist = path.resolve(__dirname, '..', '..', 'mf-content', 'dist');
  const { version } = JSON.parse(
    readFileSync(path.resolve(__dirname, '..', '..', 'mf-content', 'package.json'), 'utf8'),
  ) as {
    version: string;
  };
  const release = `${version.split('-')[0]}-e2e${Date.now().toString(36)}`;
  cpSync(path.join(dist, version), path.join(dist, release), {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}server`),
  });
  const setVersion = (to: string) =>
    request.put(`${dutchViaLoopback}/api/admin/tenants/tribune-nl/remotes/mf_content`, {
      headers: { ...dutchHost, authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
      data: { version: to, enabled: true },
    });
  try {
    expect((await setVersion(release)).ok()).toBe(true);
    const html = await (await request.get(`${dutchViaLoopback}/`, { headers: dutchHost })).text();
    expect(html).toContain(`/remotes/mf-content/${release}/remoteEntry.js`);
    const state = JSON.parse(/id="tribune-page-state" type="application\/json">([^<]+)</.exec(html)?.[1] ?? '{}') as {
      deferred?: string[];
    };
    expect(state.deferred).toEqual(['mf_content']);
    // The browser renders that area itself, from the new release's files.
    const loaded: string[] = [];
    page.on('request', (sent) => loaded.push(sent.url()));
    await page.goto(`${dutch}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Laatste nieuws' })).toBeVisible();
    expect(loaded.some((url) => url.includes(`/remotes/mf-content/${release}/`))).toBe(true);
  } finally {
    // The release's files stay until the run ends (support/remove-test-releases.ts): a Dutch page
    // another journey was served meanwhile may still load them.
    await setVersion(version);
  }
  // Back on the release with a Node build: rendered on the server again, at once.
  const html = await (await request.get(`${dutchViaLoopback}/`, { headers: dutchHost })).text();
  expect(html).toContain('Laatste nieuws</h1>');
  expect(html).not.toContain(release);
});

// Issue 26: the football pages paint their main content from the server HTML (their largest element is
// there, not drawn after hydration): every part of the page is rendered on the server (the page state
// leaves nothing to the browser), and with JavaScript off the heading and the table or score show.

interface RoundFixture {
  id: number;
  status: string;
  homeTeam: string;
  awayTeam: string;
}

/** A finished match of the Eredivisie: from its current round, else the rounds before it. */
async function finishedMatch(request: APIRequestContext): Promise<RoundFixture> {
  const roundOf = async (which: number | 'current') => {
    const response = await request.get(`${english}/ajax/matchcenter/league/eredivisie/rounds/${which}`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { round: number; fixtures: RoundFixture[] } }).data;
  };
  const current = await roundOf('current');
  for (let round = current.round; round >= 1; round -= 1) {
    const { fixtures } = round === current.round ? current : await roundOf(round);
    const finished = fixtures.find((fixture) => fixture.status === 'finished');
    if (finished) return finished;
  }
  throw new Error('The demo has no finished Eredivisie match');
}

/** The remotes whose part of the page the server left to the browser (the page state's `deferred`). */
async function leftToTheBrowser(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(`${english}${path}`);
  expect(response.status(), path).toBe(200);
  const state = /<script id="tribune-page-state" type="application\/json">([^<]*)<\/script>/.exec(
    await response.text(),
  );
  expect(state, `${path} carries its page state`).not.toBeNull();
  const parsed: unknown = JSON.parse(state?.[1] ?? '{}');
  const deferred = typeof parsed === 'object' && parsed !== null && 'deferred' in parsed ? parsed.deferred : null;
  expect(Array.isArray(deferred), `${path}: deferred is a list`).toBe(true);
  return Array.isArray(deferred) ? deferred.map(String) : [];
}

test('[ISSUE-26] the match centre, a match, a league table and the prediction game pages hold their main content in the server HTML', async ({
  browser,
  request,
}) => {
  const match = await finishedMatch(request);
  const rankingsResponse = await request.get(`${english}/ajax/matchcenter/rankings/league/eredivisie`);
  expect(rankingsResponse.ok()).toBe(true);
  const rankings = (await rankingsResponse.json()) as {
    data: { seasonRankings: { teamRankings: { team: string }[] }[] };
  };
  const leader = rankings.data.seasonRankings[0]?.teamRankings[0]?.team ?? '';
  expect(leader).not.toBe('');

  const matchPath = `/matchcenter/match/${match.id}`;
  const paths = [
    '/matchcenter',
    matchPath,
    '/matchcenter/rankings/league/eredivisie',
    '/football-pool',
    '/football-pool/predictions',
    '/football-pool/rankings',
  ];
  // The first render of a page may load the remotes' Node builds and warm the API: its budget then may
  // leave a part to the browser (decision 0010), which is kept for a second only. Asked once more, the
  // page is whole.
  for (const path of paths) await request.get(`${english}${path}`);
  for (const path of paths) expect(await leftToTheBrowser(request, path), path).toEqual([]);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const main = page.getByRole('main');

    await page.goto(`${english}/matchcenter`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('table').filter({ hasText: leader }).first()).toBeVisible();

    await page.goto(`${english}${matchPath}`);
    const heading = main.getByRole('heading', { level: 1 });
    await expect(heading).toContainText(match.homeTeam);
    await expect(heading).toContainText(match.awayTeam);
    await expect(heading).toContainText(/\d+\s*-\s*\d+/);

    await page.goto(`${english}/matchcenter/rankings/league/eredivisie`);
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Eredivisie');
    await expect(main.getByRole('table').filter({ hasText: leader }).first()).toBeVisible();

    for (const path of ['/football-pool', '/football-pool/predictions']) {
      await page.goto(`${english}${path}`);
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      // A guest's invitation to log in is part of the server HTML, not drawn after hydration.
      await expect(main.getByRole('button', { name: 'Log in' }).first()).toBeVisible();
    }

    await page.goto(`${english}/football-pool/rankings`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.close();
  }
});
