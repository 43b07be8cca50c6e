import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';

const contentFiles = '**/remotes/mf-content/**';

/** The rest of the page keeps working: the shell's header and menu, and another remote's header entry. */
async function expectRestOfPageWorks(page: Page) {
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Match centre' }),
  ).toBeVisible();
  // mf_account's header entry still loads and its login dialog opens.
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** Leaves the home page for another remote's page and comes back through the menu (in-page navigations). */
async function navigateAwayAndBack(page: Page) {
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Match centre' }).click();
  await expect(page).toHaveURL(/\/matchcenter$/);
  await nav.getByRole('link', { name: 'News', exact: true }).click();
  await expect(page).toHaveURL(`${english}/`);
}

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('[PLT-10] an unreachable remote shows its fallback while the rest works, and a later navigation retries it', async ({
  page,
}) => {
  await page.route(contentFiles, (route) => route.abort('connectionrefused'));
  await page.goto(`${english}/`);

  await expect(page.getByTestId('remote-fallback-mf_content')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest news' })).toHaveCount(0);
  await expectRestOfPageWorks(page);

  // The remote is back: the next navigation to its page loads it.
  await page.unroute(contentFiles);
  await navigateAwayAndBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
  await expect(page.getByTestId('remote-fallback-mf_content')).toHaveCount(0);
});

test('[PLT-10] a remote slower than the time limit is cut off into its fallback, and a later navigation retries it', async ({
  page,
}) => {
  // Hold every file of mf_content far longer than the shell waits (a few seconds), then let it through.
  await page.route(contentFiles, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    await route.continue().catch(() => undefined);
  });
  await page.goto(`${english}/`);

  await expect(page.getByTestId('remote-fallback-mf_content')).toBeVisible({ timeout: 20_000 });
  await expectRestOfPageWorks(page);

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await navigateAwayAndBack(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Latest news' })).toBeVisible();
});
