import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { english, newFan } from './site';
import { waitForHydration } from './fixtures';

/**
 * What the account journeys share: the header's login and logout as a fan uses them, accounts made
 * through the API for set-up, and links read from the development outbox (GET /dev/mail).
 */

/** The label support/social-login-setup.ts gives the local OpenID provider on the `tribune` tenant (ACC-03). */
export const socialLoginLabel = 'Tribune ID';

/** Every demo account's password (api/src/modules/accounts/demo-accounts.ts). */
export const demoPassword = 'tribune-demo';

type Fan = ReturnType<typeof newFan>;

export const header = (page: Page) => page.getByRole('banner');

/** The header's profile menu button of a logged-in user (its name starts with the username). */
export const profileButton = (page: Page, username: string) =>
  header(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(username)}\\b`) });

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const apiHeaders = (tenant: string) => ({ 'X-Tenant-Id': tenant, Accept: 'application/json' });

/** A new account made through the API (set-up for journeys that are not about registering). */
export async function registerFan(request: APIRequestContext, tenant = 'tribune'): Promise<Fan> {
  const fan = newFan();
  const response = await request.post(`${english}/api/v2/r-register`, {
    headers: apiHeaders(tenant),
    data: { username: fan.username, email: fan.email, password: fan.password, password_confirmation: fan.password },
  });
  expect(response.status(), await response.text()).toBe(201);
  return fan;
}

/** The API's answer to a password login: the status, the token and the server's message. */
export async function apiLogin(request: APIRequestContext, login: string, password: string, tenant = 'tribune') {
  const response = await request.post(`${english}/api/v2/login`, {
    headers: apiHeaders(tenant),
    data: { login, password },
  });
  const body = (await response.json()) as {
    data: { authorization?: string; id?: number; username?: string; email?: string } | null;
    metaData?: { message?: string };
  };
  return { status: response.status(), data: body.data, message: body.metaData?.message };
}

/** The account as the server has it now (GET /api/v2/user/me-as-resource with the page's token). */
export async function ownData(page: Page): Promise<Record<string, unknown>> {
  const token = await storedToken(page);
  expect(token, 'the page holds a token').toBeTruthy();
  const response = await page.request.get(`${english}/api/v2/user/me-as-resource`, {
    headers: { ...apiHeaders('tribune'), Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: Record<string, unknown> };
  return body.data;
}

export function storedToken(page: Page) {
  return page.evaluate(() => window.localStorage.getItem('auth_token'));
}

export async function storedUser(page: Page): Promise<Record<string, unknown> | null> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('user_object') ?? 'null'));
}

/**
 * Opens the header's login dialog (unless it is open already) and returns it. One click, like a fan: a
 * guest's page has no account code until the button is reached for, and the shell replays a click that
 * lands before the code has arrived (docs/decisions/0012). The click waits for the page to be live, as
 * a fan does: the shell's script comes after the first paint (decision 0063), and a page opened in a
 * context of its own (`browser.newContext()`) has no fixture that waits for it.
 */
export async function openLoginDialog(page: Page) {
  await waitForHydration(page);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  if (!(await dialog.isVisible())) await header(page).getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Opens the header's login dialog (unless it is open already), fills it in and submits it; returns the
 * dialog so the caller can wait for what should follow.
 */
export async function submitLoginDialog(page: Page, login: string, password: string) {
  const dialog = await openLoginDialog(page);
  await dialog.getByLabel('E-mail or username').fill(login);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}

/** Logs in through the header's dialog and waits until the header shows the account. */
export async function logIn(page: Page, login: string, password: string, username = login) {
  const dialog = await submitLoginDialog(page, login, password);
  await expect(dialog).toBeHidden();
  await expect(profileButton(page, username)).toBeVisible();
}

/** Tries to log in through the dialog and expects the server's refusal inside it; leaves the dialog open. */
export async function expectLoginRefused(page: Page, login: string, password: string, message: string | RegExp) {
  const dialog = await submitLoginDialog(page, login, password);
  await expect(dialog.getByRole('alert')).toContainText(message);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
}

/** Opens the profile menu and logs out; the page reloads as a guest. */
export async function logOut(page: Page, username: string) {
  await profileButton(page, username).click();
  // Logging out reloads the page: wait for the new one to come alive, or the next click lands on the old.
  const reloaded = page.waitForEvent('load');
  await header(page).getByRole('navigation', { name: 'Account menu' }).getByRole('button', { name: 'Log out' }).click();
  await reloaded;
  await waitForHydration(page);
  // A page only a member may see (the profile settings) sends the guest home right after hydrating: let
  // that navigation finish too, or the next click lands while the page changes under it.
  await page.waitForLoadState('networkidle');
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(profileButton(page, username)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();
}

/** Opens a link of the profile menu ("My profile", "Profile settings"). */
export async function openAccountMenuLink(page: Page, username: string, link: string) {
  await profileButton(page, username).click();
  await header(page).getByRole('navigation', { name: 'Account menu' }).getByRole('link', { name: link }).click();
}

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The mails to `to` in the development outbox of the site at `origin` (the outbox answers on a tenant's
 * own host, with that tenant's mail only), newest first.
 */
export async function mailsTo(request: APIRequestContext, to: string, origin = english): Promise<OutboxMail[]> {
  // Node, unlike the browser, does not resolve *.localhost: connect to the English origin (loopback too)
  // and name the site in the Host header.
  const response = await request.get(`${english}/dev/mail`, {
    params: { to },
    headers: { host: new URL(origin).host },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: OutboxMail[] };
  return body.data;
}

/**
 * The first link matching `path` (e.g. /\/password\/reset\//) in the newest mail to `to` that has one,
 * waiting for the mail to arrive (some are sent after the answer).
 */
export async function linkFromMail(request: APIRequestContext, to: string, path: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(request, to)) {
          const links = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
          link = links.map((candidate) => candidate.replace(/&amp;/g, '&')).find((candidate) => path.test(candidate));
          if (link) return link;
        }
        return undefined;
      },
      { message: `a mail to ${to} with a link like ${path}` },
    )
    .toBeTruthy();
  return link as string;
}

/**
 * Marks the site's pop-up (POP-01) as already seen in this browser, as for a returning fan: on long
 * pages Playwright scrolls to reach a button, and the pop-up would then cover the bottom-right corner.
 * The pop-up's own journey does not call this.
 */
export async function popupAlreadySeen(page: Page) {
  await page.addInitScript(() => {
    window.localStorage.setItem('popup_displayed_date', '2100-01-01T00:00:00.000Z');
  });
}

/** The provider's development login page (oidc-provider's devInteractions): any login and password. */
export async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\//);
  await page.getByRole('textbox', { name: 'Enter any login' }).fill(login);
  await page.getByRole('textbox', { name: 'and password' }).fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  // The consent page: Tribune asks for the openid, email and profile scopes.
  await page.getByRole('button', { name: 'Continue' }).click();
}
