import { expect, test } from '../support/fixtures';
import { english } from '../support/site';

// SEO-04 (issue 30, docs/decisions/0051): each part's CSS is a content-hashed file, linked from the
// page's <head> by the server and cached by the browser for a year; none of it travels as text in the
// HTML or inside the JavaScript. A remote's runtime adds its stylesheet itself when the page does not
// link it yet, and never adds a second copy of one the server linked.

const stylesheetLinks = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href);

test('[SEO-04] a page links each part’s stylesheet file, cached for a year, and hydrating and navigating add no copy', async ({
  page,
  request,
}) => {
  const html = await (await request.get(`${english}/matchcenter`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<style data-tribune-ssr');
  const hrefs = [...head.matchAll(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g)].map(
    ([link]) => /\bhref="?([^"\s>]+)/.exec(link)?.[1] ?? '',
  );
  expect(hrefs).toEqual(expect.arrayContaining([expect.stringMatching(/^\/shell\/shell-styles\.[0-9a-f]{8}\.css$/)]));
  expect(hrefs).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/remotes\/mf-matchcenter\/[^/]+\/mf_matchcenter-styles\.[0-9a-f]{8}\.css$/),
    ]),
  );
  for (const href of hrefs) {
    const file = await request.get(`${english}${href}`);
    expect(file.status(), href).toBe(200);
    expect(file.headers()['content-type'], href).toMatch(/^text\/css/);
    expect(file.headers()['cache-control'], href).toBe('public, max-age=31536000, immutable');
  }

  await page.goto(`${english}/matchcenter`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const linked = await page.evaluate(stylesheetLinks);
  expect(linked).toHaveLength(hrefs.length);
  await page.getByRole('banner').getByRole('link', { name: 'Prediction game' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Predictions' })).toBeVisible();
  const afterNavigation = await page.evaluate(stylesheetLinks);
  expect(new Set(afterNavigation).size).toBe(afterNavigation.length);
  expect(afterNavigation).toHaveLength(hrefs.length);
});

test('[SEO-04] a remote whose stylesheet the page does not link adds it before it shows', async ({ page }) => {
  // As a page rendered without a remote (its server build missing or late): the links are taken out.
  await page.route(`${english}/matchcenter`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/<link rel="stylesheet" href="\/remotes\/mf-matchcenter\/[^>]*>/g, '');
    await route.fulfill({ response, body });
  });
  await page.goto(`${english}/matchcenter`);
  await expect(page.getByRole('heading', { level: 1, name: 'Match centre' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(stylesheetLinks))
    .toEqual(expect.arrayContaining([expect.stringMatching(/\/mf_matchcenter-styles\.[0-9a-f]{8}\.css$/)]));
  // Loaded and applied: the stylesheet is in the document's sheets with its rules.
  const rules = await page.evaluate(
    () =>
      [...document.styleSheets].find((sheet) => sheet.href?.includes('/mf_matchcenter-styles.'))?.cssRules.length ?? 0,
  );
  expect(rules).toBeGreaterThan(10);
});
