import type { Page } from '@playwright/test';
import { logIn, popupAlreadySeen } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';
import { siteExtrasAlreadySeen } from '../support/site-extras-seen';

/**
 * Issue 33 in Chromium: the newsroom as its users meet it. A guest author writes a draft (autosaved,
 * also when the tab is closed at once) and submits it; a manager finds it under "Submitted" and
 * publishes it, and a guest reads it on the home page.
 */

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

async function openNewArticle(page: Page) {
  await page.goto(`${english}/newsroom`);
  await page.getByRole('link', { name: 'New article' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible();
}

/** The body editor (ProseMirror) is a textbox named by its label. */
function bodyEditor(page: Page) {
  return page.getByRole('textbox', { name: 'Text' });
}

test('[NR-06][NR-04] a guest author’s draft survives a closed tab; a manager publishes what they submit', async ({
  browser,
  page,
}) => {
  const title = `Newsroom journey ${Date.now()}`;
  await page.goto(english);
  await logIn(page, 'author', 'tribune-demo');
  await openNewArticle(page);
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Primary tag').fill('eredivisie');
  await bodyEditor(page).click();
  await page.keyboard.type('The first words of the draft.');
  // The first save makes the article and moves to its address.
  await expect(page).toHaveURL(/\/newsroom\/article\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();
  const address = page.url();
  expect(await page.getByRole('button', { name: 'Publish now' }).count()).toBe(0);

  // More words, and the tab is closed before the autosave's 3 s: the page's last save still lands.
  await bodyEditor(page).press('End');
  await page.keyboard.type(' Written just before closing.');
  const context = page.context();
  await page.close({ runBeforeUnload: true });

  const again = await context.newPage();
  await again.goto(address);
  await expect(bodyEditor(again)).toContainText('Written just before closing.');
  await again.getByRole('button', { name: 'Submit for review' }).click();
  await expect(again.getByText('Submitted', { exact: true })).toBeVisible();

  const managerContext = await browser.newContext();
  await siteExtrasAlreadySeen(managerContext);
  const manager = await managerContext.newPage();
  await popupAlreadySeen(manager);
  await manager.goto(english);
  await logIn(manager, 'editor', 'tribune-demo');
  await manager.goto(`${english}/newsroom?state=submitted`);
  await manager.getByRole('link', { name: title }).click();
  await manager.getByRole('button', { name: 'Publish now' }).click();
  await expect(manager.getByRole('link', { name: 'View on the site' })).toBeVisible();
  await managerContext.close();

  const guestContext = await browser.newContext();
  await siteExtrasAlreadySeen(guestContext);
  const guest = await guestContext.newPage();
  await popupAlreadySeen(guest);
  await guest.goto(english);
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  await guestContext.close();
});
