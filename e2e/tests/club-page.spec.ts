import { seriousViolations } from '../support/axe';
import { expect, test, waitForHydration } from '../support/fixtures';
import { horizontalOverflow, newPhoneContext, phones } from '../support/phone';
import { english } from '../support/site';

/**
 * CLB-02 on a 360 px phone: a club's page gains the news about it and its fans' threads after its
 * first fixtures; every row is one link, and nothing makes the page scroll sideways.
 */
test("[CLB-02] a club's page lists its news and its fans' threads after its next matches", async ({ browser }) => {
  const context = await newPhoneContext(browser, phones[0]);
  const page = await context.newPage();
  await page.goto(`${english}/matchcenter/team/feyenoord`);
  await waitForHydration(page);
  const main = page.getByRole('main');

  const fixtures = main.getByRole('tabpanel', { name: 'Fixtures' });
  await expect(fixtures.getByRole('button', { name: /^Show all \d+ matches$/ })).toBeVisible();
  expect(await fixtures.locator('a[href^="/matchcenter/match/"]').count()).toBe(6);

  const news = main.getByRole('region', { name: 'News about Feyenoord' });
  await expect(news.getByRole('link').first()).toHaveAttribute('href', /^\/article\/\d+\//);
  const threads = main.getByRole('region', { name: 'Fans talking about Feyenoord' });
  await expect(threads.getByRole('link', { name: /PSV v Feyenoord/ })).toHaveAttribute('href', /^\/forum\/topic\/\d+$/);
  await expect(threads.getByRole('link', { name: 'To the forum' })).toHaveAttribute('href', '/forum');

  expect((await horizontalOverflow(page)).widest).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
