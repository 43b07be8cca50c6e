import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { apiHeaders, editorToken, type Tenant } from './content';
import { expect } from './fixtures';
import { english } from './site';

/**
 * What the headline A/B test journeys (AB-01) share: the editors' readout (`GET
 * /api/v2/editor/headline-tests`, as the demo editor), the group cookie, and the headline a group sees.
 */

interface HeadlineTest {
  article_id: number;
  url: string;
  a: { title: string; impressions: number; clicks: number; ctr: number };
  b: { title: string; impressions: number; clicks: number; ctr: number };
  status: 'collecting' | 'significant' | 'no-difference-likely';
  winner: 'a' | 'b' | null;
}

/** The name of the group cookie (spec 001 §3/§9: A or B, 7 days). */
const groupCookieName = 'ab_testing';

/** The tenant's running headline tests, read by its demo editor. */
async function headlineTests(request: APIRequestContext, tenant: Tenant = 'tribune'): Promise<HeadlineTest[]> {
  const token = await editorToken(request, tenant);
  const response = await request.get(`${english}/api/v2/editor/headline-tests`, {
    headers: { ...apiHeaders(tenant), Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: HeadlineTest[] }).data;
}

/** One test of the readout, by article. */
export async function headlineTest(request: APIRequestContext, articleId: number): Promise<HeadlineTest> {
  const test = (await headlineTests(request)).find((candidate) => candidate.article_id === articleId);
  if (test === undefined) throw new Error(`article ${articleId} has no headline test running`);
  return test;
}

/** The demo's tests that the home page lists (the demo puts them on its newest news articles). */
export async function demoHeadlineTests(request: APIRequestContext): Promise<HeadlineTest[]> {
  const tests = await headlineTests(request);
  expect(tests.length, 'the demo runs headline tests').toBeGreaterThan(0);
  return tests;
}

/** The browser's group cookie: its value (A or B) and when it expires (seconds since the epoch). */
export async function groupCookie(context: BrowserContext): Promise<{ value: string; expires: number } | undefined> {
  const cookie = (await context.cookies(english)).find((candidate) => candidate.name === groupCookieName);
  return cookie === undefined ? undefined : { value: cookie.value, expires: cookie.expires };
}

/** The group kept in local storage (spec 001 §3 "Client storage: ab_testing group"). */
export function storedGroup(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.localStorage.getItem(key), groupCookieName);
}

/** The title a group sees: group B the B headline, anyone else headline A. */
export function titleFor(test: HeadlineTest, group: string | undefined): string {
  return group === 'B' ? test.b.title : test.a.title;
}

/** The home page's link to a tested article (the news list's, not a sidebar's). */
export function headlineLink(page: Page, test: HeadlineTest, title: string) {
  return page.getByRole('main').getByRole('article', { name: title }).getByRole('link', { name: title });
}
