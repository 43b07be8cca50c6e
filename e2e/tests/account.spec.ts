import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { english, newFan } from '../support/site';

const header = (page: Page) => page.getByRole('banner');

/** The verification link of the newest mail to `email` in the development outbox (GET /dev/mail). */
async function verificationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${english}/dev/mail`, { params: { to: email } });
        expect(response.status()).toBe(200);
        const body = (await response.json()) as { data: { to: string; subject: string; text: string; html: string }[] };
        const mail = body.data.find((candidate) => candidate.to === email);
        link = mail
          ? /https?:\/\/[^\s"'<>]+\/email\/verify\/[^\s"'<>]+/.exec(`${mail.text}\n${mail.html}`)?.[0]
          : undefined;
        return link;
      },
      { message: `a verification mail to ${email} in the outbox` },
    )
    .toBeTruthy();
  return link as string;
}

async function storedToken(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('auth_token'));
}

async function logOut(page: Page, username: string) {
  await header(page)
    .getByRole('button', { name: new RegExp(username) })
    .click();
  await header(page).getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: new RegExp(username) })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
}

async function logIn(page: Page, login: string, password: string) {
  await header(page).getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('E-mail or username').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

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
  await expect(header(page).getByRole('button', { name: new RegExp(fan.username) })).toBeVisible();

  // The verification mail is in the outbox; its link logs in and lands on the profile settings (ACC-04).
  const link = await verificationLink(request, fan.email);
  await page.goto(link);
  await expect(page).toHaveURL(/\/user\/profile/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(page.getByText('your e-mail address is verified')).toBeVisible();

  await logOut(page, fan.username);

  // Log in again (ACC-01, ACC-10): the token and the stored user (without e-mail, ACC-11) are kept.
  await logIn(page, fan.username, fan.password);
  await expect(page.getByText(`Welcome back, ${fan.username}!`)).toBeVisible();
  await expect(header(page).getByRole('button', { name: new RegExp(fan.username) })).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  const storedUser = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user_object') ?? 'null'));
  expect(storedUser).toMatchObject({ username: fan.username });
  expect(storedUser).not.toHaveProperty('email');

  // The session survives a reload.
  await page.reload();
  await expect(header(page).getByRole('button', { name: new RegExp(fan.username) })).toBeVisible();
  await expect(header(page).getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await logOut(page, fan.username);
});

test('[PLT-12] a 401 on an authenticated call logs the user out', async ({ page }) => {
  const fan = newFan();
  // Sign up through the API (the browser flow is covered above), then log in through the dialog.
  const registered = await page.request.post(`${english}/api/v2/r-register`, {
    headers: { 'X-Tenant-Id': 'tribune', Accept: 'application/json' },
    data: { username: fan.username, email: fan.email, password: fan.password, password_confirmation: fan.password },
  });
  expect(registered.status()).toBe(201);

  await page.goto(`${english}/`);
  await logIn(page, fan.username, fan.password);
  await expect(header(page).getByRole('button', { name: new RegExp(fan.username) })).toBeVisible();

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
  await header(page)
    .getByRole('button', { name: new RegExp(fan.username) })
    .click();
  await header(page)
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('link', { name: 'My profile' })
    .click();
  await unauthorized;
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: new RegExp(fan.username) })).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('user_object'))).toBeNull();
});
