import { expect, test } from '../support/fixtures';
import {
  apiLogin,
  expectLoginRefused,
  header,
  linkFromMail,
  logIn,
  logOut,
  profileButton,
  registerFan,
} from '../support/accounts';
import { english } from '../support/site';

test('[ACC-07][ACC-08] reset a forgotten password from the login dialog; the mailed link works once', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  const newPassword = `Reset-${fan.password}`;
  await page.goto(`${english}/`);

  // ACC-07: the login dialog's "Forgot your password?" leads to the reset form.
  await header(page).getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot your password?' }).click();
  const resetDialog = page.getByRole('dialog', { name: 'Reset your password' });
  await resetDialog.getByLabel('E-mail address').fill(fan.email);
  await resetDialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(resetDialog.getByRole('status')).toContainText('Check your inbox');
  await page.keyboard.press('Escape');
  await expect(resetDialog).toBeHidden();

  // ACC-08: the link from the mail opens /password/reset/{token}?email=… on this site.
  const link = await linkFromMail(request, fan.email, /\/password\/reset\//);
  const url = new URL(link);
  expect(url.origin).toBe(english);
  expect(url.pathname).toMatch(/^\/password\/reset\/[^/]+$/);
  expect(url.searchParams.get('email')).toBe(fan.email);

  await page.goto(link);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(main.getByLabel('E-mail address')).toHaveValue(fan.email);
  await main.getByLabel('New password', { exact: true }).fill(newPassword);
  await main.getByLabel('Repeat new password').fill(newPassword);
  await main.getByRole('button', { name: 'Save new password' }).click();

  // Logged in at the home page, with the server's message.
  await expect(page).toHaveURL(`${english}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been reset.' })).toBeVisible();
  await expect(profileButton(page, fan.username)).toBeVisible();

  // The old password fails, the new one works.
  await logOut(page, fan.username);
  await expectLoginRefused(page, fan.username, fan.password, 'These credentials do not match our records.');
  await page.keyboard.press('Escape');
  await logIn(page, fan.username, newPassword);

  // The same link a second time is refused: the token was used.
  await page.goto(link);
  await main.getByLabel('New password', { exact: true }).fill(`Again-${newPassword}`);
  await main.getByLabel('Repeat new password').fill(`Again-${newPassword}`);
  await main.getByRole('button', { name: 'Save new password' }).click();
  await expect(main.getByText('This password reset token is invalid.')).toBeVisible();
  await expect(main.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/password\/reset\//);
  expect((await apiLogin(request, fan.username, `Again-${newPassword}`)).status).toBe(401);
  expect((await apiLogin(request, fan.username, newPassword)).status).toBe(200);
});
