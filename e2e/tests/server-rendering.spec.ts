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
    await expect(article.getByRole('img').first()).toBeVisible();
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
