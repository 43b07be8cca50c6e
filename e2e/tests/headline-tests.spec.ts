import { popupAlreadySeen } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import {
  demoHeadlineTests,
  groupCookie,
  headlineLink,
  headlineTest,
  storedGroup,
  titleFor,
} from '../support/headline-tests';
import { english } from '../support/site';

/**
 * AB-01 in Chromium: the browser's A/B group is chosen once and kept (storage and a 7-day cookie), so a
 * reload shows the same headline; a click on a tested headline is reported without holding up the
 * navigation and counted, as the editors' readout (the demo editor's) shows.
 */

test.describe.configure({ mode: 'parallel' });

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

test('[AB-01] a reload keeps the A/B group: the same cookie and the same headline', async ({
  page,
  context,
  request,
}) => {
  const [tested] = await demoHeadlineTests(request);
  if (tested === undefined) throw new Error('no headline test');

  await page.goto(english);
  const cookie = await groupCookie(context);
  expect(cookie?.value).toMatch(/^[AB]$/);
  expect(await storedGroup(page)).toBe(cookie?.value);
  // 7 days (the browser rounds the expiry to seconds; allow a minute for the run).
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(7 * 24 * 3600 - 60);
  expect(lifetime).toBeLessThanOrEqual(7 * 24 * 3600 + 1);
  const title = titleFor(tested, cookie?.value);
  await expect(headlineLink(page, tested, title)).toBeVisible();

  await page.reload();
  expect((await groupCookie(context))?.value).toBe(cookie?.value);
  expect(await storedGroup(page)).toBe(cookie?.value);
  await expect(headlineLink(page, tested, title)).toBeVisible();
  const other = cookie?.value === 'B' ? tested.a.title : tested.b.title;
  await expect(page.getByRole('main').getByRole('link', { name: other, exact: true })).toHaveCount(0);
});

test('[AB-01] a click on a tested headline is counted in the editors’ readout', async ({ page, context, request }) => {
  const [tested] = await demoHeadlineTests(request);
  if (tested === undefined) throw new Error('no headline test');
  const before = await headlineTest(request, tested.article_id);

  await page.goto(english);
  const group = (await groupCookie(context))?.value;
  expect(group).toMatch(/^[AB]$/);
  const key = group === 'B' ? 'b' : 'a';
  const title = titleFor(tested, group);

  const reported = page.waitForRequest(
    (sent) => sent.method() === 'POST' && sent.url().includes(`/api/v2/article/${tested.article_id}/click-title`),
  );
  await headlineLink(page, tested, title).click();
  const click = await reported;
  expect(click.postDataJSON()).toEqual({ group: key });
  expect(new URL(click.url()).searchParams.get('tenant_id')).toBe('tribune');
  // The article opened (the click did not wait for the report).
  await expect(page).toHaveURL(new RegExp(`/article/${tested.article_id}(/|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Counted in the browser's group (at least this click: another journey may open the same story from
  // the home page meanwhile; that each viewer counts once is the API tests' job).
  await expect
    .poll(async () => (await headlineTest(request, tested.article_id))[key].clicks)
    .toBeGreaterThanOrEqual(before[key].clicks + 1);
  const after = await headlineTest(request, tested.article_id);
  expect(after[key].impressions).toBeGreaterThan(before[key].impressions);
});
