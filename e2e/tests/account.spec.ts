import { expect, test } from '../support/fixtures';
import { subscribedTo } from '../support/realtime';
import {
  demoPassword,
  header,
  linkFromMail,
  logIn,
  logOut,
  profileButton,
  registerFan,
  storedToken,
  storedUser,
  submitLoginDialog,
} from '../support/accounts';
import { english, newFan } from '../support/site';

test('[ACC-02][ACC-04][ACC-01][ACC-10][ACC-06] register, verify the e-mail from the outbox, log out, log in, survive a reload, log out', async ({
  page,
  request,
}) => {
  const fan = newFan();
  await page.goto(`${english}/`);

  // Register through the header's dialog (ACC-02): logged in at once, the dialog closes after 3 s.
  await header(page).getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Username').fill(fan.username);
  await dialog.getByLabel('E-mail address').fill(fan.email);
  await dialog.getByLabel('Password', { exact: true }).fill(fan.password);
  await dialog.getByLabel('Repeat password').fill(fan.password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('status')).toContainText('Welcome to Tribune!');
  await expect(dialog).toBeHidden();
  await expect(profileButton(page, fan.username)).toBeVisible();

  // The verification mail is in the outbox; its link logs in and lands on the profile settings (ACC-04).
  const link = await linkFromMail(request, fan.email, /\/email\/verify\//);
  await page.goto(link);
  await expect(page).toHaveURL(/\/user\/profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(page.getByText('your e-mail address is verified')).toBeVisible();

  await logOut(page, fan.username);

  // Log in again (ACC-01, ACC-10): the token and the stored user (without e-mail, ACC-11) are kept.
  await logIn(page, fan.username, fan.password);
  await expect(page.getByText(`Welcome back, ${fan.username}!`)).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  const stored = await storedUser(page);
  expect(stored).toMatchObject({ username: fan.username });
  expect(stored).not.toHaveProperty('email');

  // The session survives a reload.
  await page.reload();
  await expect(profileButton(page, fan.username)).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await logOut(page, fan.username);
});

test('[PLT-12][ACC-16] a 401 on an authenticated call logs the user out; on the own profile page it goes home', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  // The notification bell joins the member's private channel and then fetches once more (NOT-03): let
  // that finish first, or its call would be the one to meet the 401 before the journey makes its own.
  const bellListening = subscribedTo(page, /"channel":"private-user-\d+"/);
  await page.goto(`${english}/`);
  await logIn(page, fan.username, fan.password);
  await bellListening;
  await page.waitForLoadState('networkidle');

  // Revoke the stored token behind the page's back, as an expired or logged-out-elsewhere session would be.
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const status = await page.evaluate(async (bearer) => {
    const response = await fetch('/api/v1/logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'X-Tenant-Id': 'tribune', Accept: 'application/json' },
    });
    return response.status;
  }, token);
  expect(status).toBeLessThan(300);

  // The next authenticated call (the own profile page loads the user's data) answers 401: logged out.
  const unauthorized = page.waitForResponse((response) => response.status() === 401);
  await profileButton(page, fan.username).click();
  await header(page)
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'My profile' })
    .click();
  await unauthorized;
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(profileButton(page, fan.username)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  expect(await storedUser(page)).toBeNull();

  // ACC-16: a 401 on the own data sends the former user home. (Where a 401 leaves the page as it is, the
  // login dialog opens instead: shared's and mf_account's component tests.)
  await expect(page).toHaveURL(`${english}/`);
});

test('[ACC-18] an account moved over from the previous site sees the welcome notice on its first login only', async ({
  page,
}) => {
  // The demo `oldtimer` (api/src/modules/accounts/demo-accounts.ts); each e2e run has a fresh database.
  await page.goto(`${english}/`);
  await submitLoginDialog(page, 'oldtimer', demoPassword);

  const notice = page.getByRole('dialog', { name: 'Welcome to our new website' });
  await expect(notice).toContainText('Your account has been moved over from our previous site.');
  await notice.getByRole('button', { name: 'OK, got it' }).click();
  await expect(notice).toBeHidden();
  await expect(profileButton(page, 'oldtimer')).toBeVisible();

  // Logged out and in again: the notice was a one-time message.
  await logOut(page, 'oldtimer');
  await logIn(page, 'oldtimer', demoPassword);
  await expect(page.getByText('Welcome back, oldtimer!')).toBeVisible();
  await expect(notice).toHaveCount(0);
});
