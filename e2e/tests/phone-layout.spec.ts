import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';
import {
  appearanceName,
  applyAppearance,
  clippedTables,
  horizontalOverflow,
  logInWithAppearance,
  newPhoneContext,
  phones,
  type Appearance,
} from '../support/phone';
import { dutch, english } from '../support/site';

/**
 * Issue 26: no page of the site is wider than the screen, and no table wider than its card (its last
 * column cut off), on a 360 px and a 412 px phone, with normal and large text, in light and dark mode.
 * Every pattern of the route table (shared/src/routing/route-table.ts) is visited on both tenants, with
 * the pages' real ids read from the server HTML.
 *
 * Each page is loaded once; the eight combinations are then applied in place: the viewport resized (the
 * media queries follow) and the root's `theme-dark` / `text-large` classes set, which is all the
 * account's settings do to a page (shared/src/settings/appearance.ts; that they follow the account is
 * MD-06's test). Loading every page eight times over would cost minutes for nothing more.
 */
const appearances: Appearance[] = [
  { dark: false, large: false },
  { dark: false, large: true },
  { dark: true, large: false },
  { dark: true, large: true },
];

/** Fixed paths of the route table, per tenant (the Dutch one runs no match centre or prediction game). */
const fixedPaths = {
  english: [
    '/',
    '/search?query=psv',
    '/most-read',
    '/net-binnen',
    '/bio',
    '/collection',
    '/matchcenter',
    '/matchcenter/rankings/league/eredivisie',
    '/matchcenter/rankings/league/eredivisie?matches=true',
    '/football-pool',
    '/football-pool/predictions',
    '/football-pool/rankings',
    '/community',
    '/forum',
    '/notifications',
    '/user/profile',
    '/contact',
    '/a-page-that-does-not-exist',
  ],
  dutch: [
    '/',
    '/search?query=feyenoord',
    '/most-read',
    '/collection',
    '/community',
    '/forum',
    '/notifications',
    '/user/profile',
    '/contact',
    '/een-pagina-die-niet-bestaat',
  ],
};

/** Pages with an id: the first link of each kind found in these server-rendered pages. */
const linkSources = [
  '/',
  '/matchcenter',
  '/matchcenter/rankings/league/eredivisie',
  '/football-pool/rankings',
  '/forum',
  '/collection',
  '/community',
];
const linkKinds = [
  /^\/article\/[^"#?]+/,
  /^\/tag\/[^"#?]+/,
  /^\/collection\/\d+/,
  /^\/matchcenter\/match\/\d+[^"#?]*/,
  /^\/matchcenter\/team\/[^"#?]+/,
  /^\/matchcenter\/player\/\d+/,
  /^\/football-pool\/user\/\d+/,
  /^\/forum\/topic\/\d+/,
  /^\/user\/(?!profile)[^"#?/]+/,
];

async function discoverPaths(request: APIRequestContext, origin: string): Promise<string[]> {
  const found = new Map<RegExp, string>();
  // Node cannot resolve nl.localhost: ask the loopback address for the tenant's host, as a browser would.
  const host = new URL(origin).host;
  const sources = [...linkSources];
  for (let index = 0; index < sources.length; index += 1) {
    const response = await request.get(`${english}${sources[index]}`, { headers: { Host: host } });
    if (!response.ok()) continue;
    const hrefs = [...(await response.text()).matchAll(/href="([^"]+)"/g)].map((match) =>
      (match[1] ?? '').replace(/&amp;/g, '&'),
    );
    for (const kind of linkKinds) {
      if (found.has(kind)) continue;
      const href = hrefs.find((value) => kind.test(value));
      if (!href) continue;
      const path = kind.exec(href)![0];
      found.set(kind, path);
      // Tags are linked from articles, players from teams: read those pages too.
      if (path.startsWith('/article/') || path.startsWith('/matchcenter/team/')) sources.push(path);
    }
  }
  return [...found.values()];
}

for (const [tenant, origin] of [
  ['english', english],
  ['dutch', dutch],
] as const) {
  test(`[MD-01] every ${tenant} page fits a 360 and a 412 px phone, normal and large text, light and dark`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const discovered = await discoverPaths(request, origin);
    if (tenant === 'english') expect(discovered.length, discovered.join(', ')).toBeGreaterThanOrEqual(linkKinds.length);
    const context = await newPhoneContext(browser, phones[0], origin);
    const page = await context.newPage();
    // The English sweep is a logged-in fan's (the header's account menu, the member pages); the Dutch one a
    // guest's, who sees the log-in buttons instead.
    if (tenant === 'english') await logInWithAppearance(page, request, { dark: false, large: false });
    const tooWide: string[] = [];
    for (const path of [...fixedPaths[tenant], ...discovered]) {
      await page.goto(path);
      await waitForHydration(page);
      for (const phone of phones) {
        await page.setViewportSize(phone.viewport);
        for (const appearance of appearances) {
          await applyAppearance(page, appearance);
          const { overflow, widest } = await horizontalOverflow(page);
          if (overflow > 0) {
            tooWide.push(
              `${path} at ${phone.name} px, ${appearanceName(appearance)}: ${overflow} px too wide (${widest.join('; ')})`,
            );
          }
          for (const table of await clippedTables(page)) {
            tooWide.push(`${path} at ${phone.name} px, ${appearanceName(appearance)}: ${table}, its end cut off`);
          }
        }
      }
    }
    await context.close();
    expect(tooWide, 'pages wider than the screen').toEqual([]);
  });
}

/** axe on the football pages in both themes (issue 26: 0 serious or critical), each page loaded once. */
test('[MD-01] the football pages have no serious accessibility violation on a phone, light and dark', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const discovered = await discoverPaths(request, english);
  const context = await newPhoneContext(browser, phones[1], english);
  const page = await context.newPage();
  await logInWithAppearance(page, request, { dark: false, large: false });
  const footballPaths = [
    '/matchcenter',
    '/matchcenter/rankings/league/eredivisie',
    '/football-pool/predictions',
    '/football-pool/rankings',
    ...discovered.filter((path) => /^\/(matchcenter|football-pool)\//.test(path)),
  ];
  const found: Record<string, unknown> = {};
  for (const path of footballPaths) {
    await page.goto(path);
    await waitForHydration(page);
    for (const dark of [false, true]) {
      await applyAppearance(page, { dark, large: false });
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[`${path} (${dark ? 'dark' : 'light'})`] = violations;
    }
  }
  await context.close();
  expect(found).toEqual({});
});
