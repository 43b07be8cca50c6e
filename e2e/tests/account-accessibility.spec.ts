import { expect, test } from '../support/fixtures';
import { logIn, openAccountMenuLink, popupAlreadySeen, registerFan } from '../support/accounts';
import { seriousViolations } from '../support/axe';
import { dutch, english } from '../support/site';

/** axe (WCAG 2 A and AA) on mf_account's pages: no serious or critical violation. */

test.beforeEach(async ({ page }) => {
  // The pop-up is checked with the home page (accessibility.spec.ts); here it would only cover the page.
  await popupAlreadySeen(page);
});

test('[ACC-13] the profile settings page has no serious or critical accessibility violations, in light and night mode', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  await page.goto(`${english}/`);
  await logIn(page, fan.username, fan.password);
  await openAccountMenuLink(page, fan.username, 'Profile settings');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // PLT-07: night mode and large text change colours and sizes; they must stay readable.
  await main.getByRole('checkbox', { name: 'Night mode' }).check();
  await main.getByRole('checkbox', { name: 'Large text' }).check();
  await expect(page.locator('html')).toHaveClass(/theme-dark/);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const site of [
  { name: 'English', origin: english, title: 'Contact', submit: 'Send message' },
  { name: 'Dutch', origin: dutch, title: 'Contact', submit: 'Bericht versturen' },
]) {
  test(`[CON-01] the ${site.name} contact page has no serious or critical accessibility violations`, async ({
    page,
  }) => {
    await page.goto(`${site.origin}/contact`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: site.title })).toBeVisible();
    await expect(main.getByRole('button', { name: site.submit })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('[ACC-08] the reset-password page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto(`${english}/password/reset/x`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Save new password' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
