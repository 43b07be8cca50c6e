import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  apiLogin,
  expectLoginRefused,
  header,
  linkFromMail,
  logIn,
  logOut,
  openAccountMenuLink,
  ownData,
  popupAlreadySeen,
  profileButton,
  registerFan,
  storedToken,
} from '../support/accounts';
import { english } from '../support/site';

/**
 * The profile settings page (/user/profile, ACC-13 … ACC-16, PLT-07) as a fan uses it: appearance and
 * personal fields, the avatar, a new e-mail address, a new password, and deleting the account.
 */

const main = (page: Page) => page.getByRole('main');
/** A success message of the page (role status), e.g. after a save; it hides again after 2 s. */
const statusMessage = (page: Page, text: string | RegExp) => main(page).getByRole('status').filter({ hasText: text });

/** Logs in as the fan and opens the settings page from the profile menu. */
async function openSettings(page: Page, login: string, password: string, username = login) {
  await popupAlreadySeen(page);
  await page.goto(`${english}/`);
  await logIn(page, login, password, username);
  await openAccountMenuLink(page, username, 'Profile settings');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Profile settings' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Save changes' })).toBeVisible();
}

async function save(page: Page, message: string | RegExp = 'Your profile has been updated.') {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/front/user/update') && response.request().method() === 'POST',
  );
  await main(page).getByRole('button', { name: 'Save changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(statusMessage(page, message)).toBeVisible();
}

test('[ACC-13][PLT-07] night mode and large text apply at once; custom fields and date of birth are saved and kept after a reload', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  await openSettings(page, fan.username, fan.password);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/theme-dark/);
  await expect(html).not.toHaveClass(/text-large/);

  // PLT-07: the switches change the whole page at once, before anything is saved.
  const layout = main(page).getByRole('group', { name: 'Layout' });
  await layout.getByRole('checkbox', { name: 'Night mode' }).check();
  await expect(html).toHaveClass(/theme-dark/);
  await layout.getByRole('checkbox', { name: 'Large text' }).check();
  await expect(html).toHaveClass(/text-large/);

  // ACC-13: the tenant's extra fields (demo seed: a text field and a select) and the date of birth.
  const about = main(page).getByRole('group', { name: 'About you' });
  await about.getByLabel('Favourite player').fill('Dennis Bergkamp');
  await about.getByLabel('Season ticket holder').selectOption({ label: 'Yes' });
  await about.getByLabel('Date of birth').fill('1990-05-17');
  await save(page);

  // What the server now holds, not only what the page remembers.
  const saved = await ownData(page);
  expect(saved).toMatchObject({
    custom_data: { favourite_player: 'Dennis Bergkamp', season_ticket: 'yes' },
    date_of_birth: '1990-05-17',
    settings: expect.objectContaining({ night_mode: '1', text_size: 'big' }),
  });

  await page.reload();
  await expect(main(page).getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(html).toHaveClass(/theme-dark/);
  await expect(html).toHaveClass(/text-large/);
  await expect(layout.getByRole('checkbox', { name: 'Night mode' })).toBeChecked();
  await expect(layout.getByRole('checkbox', { name: 'Large text' })).toBeChecked();
  await expect(about.getByLabel('Favourite player')).toHaveValue('Dennis Bergkamp');
  await expect(about.getByLabel('Season ticket holder')).toHaveValue('yes');
  await expect(about.getByLabel('Date of birth')).toHaveValue('1990-05-17');

  // Switching back is applied at once too.
  await layout.getByRole('checkbox', { name: 'Night mode' }).uncheck();
  await expect(html).not.toHaveClass(/theme-dark/);
});

/** A 1200×800 PNG drawn in the page's own canvas: a real picture file, as a camera or editor makes. */
async function landscapePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1200, 800);
    gradient.addColorStop(0, '#0d3b66');
    gradient.addColorStop(1, '#f4a259');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 800);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(600, 400, 250, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/** The natural size of a loaded picture. */
async function naturalSize(page: Page, image: ReturnType<Page['locator']>) {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeTruthy();
  return image.evaluate((element: HTMLImageElement) => ({
    width: element.naturalWidth,
    height: element.naturalHeight,
  }));
}

test('[ACC-13][ACC-14] upload an avatar: the header and the page show it at 512 px wide; delete it', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  await openSettings(page, fan.username, fan.password);
  const picture = { name: 'stadium-1200x800.png', mimeType: 'image/png', buffer: await landscapePng(page) };

  const avatarGroup = main(page).getByRole('group', { name: 'Avatar' });
  await avatarGroup.getByLabel('Choose a new picture').setInputFiles(picture);
  // Resized in the browser and previewed before saving.
  const preview = avatarGroup.getByRole('img', { name: 'Your new avatar (not saved yet)' });
  await expect(preview).toBeVisible();
  expect(await naturalSize(page, preview)).toEqual({ width: 512, height: 341 });
  await save(page);

  // The header's 30×30 avatar and the page's 96×96 one both show the stored picture.
  const headerAvatar = profileButton(page, fan.username).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /\/media\/avatars\/\d+\/[^/]+$/);
  const avatarUrl = await headerAvatar.getAttribute('src');
  const pageAvatar = avatarGroup.locator('img');
  await expect(pageAvatar).toHaveAttribute('src', avatarUrl ?? '');
  expect(await naturalSize(page, headerAvatar)).toEqual({ width: 512, height: 341 });
  expect(await naturalSize(page, pageAvatar)).toEqual({ width: 512, height: 341 });

  // Kept after a reload: the server has it.
  await page.reload();
  await expect(profileButton(page, fan.username).locator('img')).toHaveAttribute('src', avatarUrl ?? '');
  await expect(avatarGroup.locator('img')).toHaveAttribute('src', avatarUrl ?? '');
  expect((await ownData(page)).profile_image).toBe(avatarUrl);

  // ACC-14: deleting acts at once, everywhere.
  await avatarGroup.getByRole('button', { name: 'Delete avatar' }).click();
  await expect(statusMessage(page, 'Your profile picture has been removed.')).toBeVisible();
  await expect(profileButton(page, fan.username).locator('img')).toHaveCount(0);
  await expect(avatarGroup.locator('img')).toHaveCount(0);
  await expect(avatarGroup.getByRole('button', { name: 'Delete avatar' })).toHaveCount(0);
  expect((await ownData(page)).profile_image).toBeNull();
  await page.reload();
  await expect(avatarGroup.getByLabel('Choose a new picture')).toBeVisible();
  await expect(avatarGroup.locator('img')).toHaveCount(0);
});

test('[ACC-13][ACC-05] change the e-mail address: pending until the link mailed to the new address is opened', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  const newAddress = `new_${fan.email}`;
  await openSettings(page, fan.username, fan.password);

  const emailGroup = main(page).getByRole('group', { name: 'E-mail address' });
  const emailField = emailGroup.getByLabel('E-mail address');
  await expect(emailField).toHaveValue(fan.email);
  await emailField.fill(newAddress);
  await save(page, `We sent a link to ${newAddress}`);
  await expect(emailGroup).toContainText(`Waiting for confirmation: ${newAddress}`);
  // Until the link is opened the old address is still the account's.
  expect(await ownData(page)).toMatchObject({ email: fan.email, pending_email: newAddress });
  await page.reload();
  await expect(emailGroup).toContainText(`Waiting for confirmation: ${newAddress}`);

  // The link from the mail to the new address logs in and lands on the settings page.
  const link = await linkFromMail(request, newAddress, /\/new-email\/verify\//);
  expect(new URL(link).origin).toBe(english);
  await logOut(page, fan.username);
  const landed = page.waitForURL(/\/user\/profile\?verify=1$/);
  await page.goto(link);
  await landed;
  await expect(main(page).getByText('your e-mail address is verified')).toBeVisible();
  await expect(profileButton(page, fan.username)).toBeVisible();
  await expect(emailField).toHaveValue(newAddress);
  await expect(emailGroup).not.toContainText('Waiting for confirmation');
  expect(await ownData(page)).toMatchObject({ email: newAddress, pending_email: null });

  // The new address is the account's: it logs in, the old one no longer does.
  await logOut(page, fan.username);
  await logIn(page, newAddress, fan.password, fan.username);
  expect((await apiLogin(request, fan.email, fan.password)).status).toBe(401);
});

test('[ACC-13] change the password with the current one, then log in with the new one', async ({ page, request }) => {
  const fan = await registerFan(request);
  const newPassword = `New-${fan.password}`;
  await openSettings(page, fan.username, fan.password);

  const passwordGroup = main(page).getByRole('group', { name: 'Change password' });
  await passwordGroup.getByLabel('Current password').fill(fan.password);
  await passwordGroup.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordGroup.getByLabel('Repeat new password').fill(newPassword);
  await save(page);
  // Emptied after the save, and this session goes on.
  await expect(passwordGroup.getByLabel('Current password')).toHaveValue('');
  await expect(profileButton(page, fan.username)).toBeVisible();

  await logOut(page, fan.username);
  await expectLoginRefused(page, fan.username, fan.password, 'These credentials do not match our records.');
  await page.keyboard.press('Escape');
  await logIn(page, fan.username, newPassword);
});

test('[ACC-15] delete the account with the e-mail confirmation: logged out at home, the login is gone', async ({
  page,
  request,
}) => {
  const fan = await registerFan(request);
  await openSettings(page, fan.username, fan.password);

  const danger = main(page).getByRole('region', { name: 'Delete account' });
  await expect(danger).toContainText('Deleting your account cannot be undone.');
  const confirmation = danger.getByLabel('Type your e-mail address to confirm');

  // Another address is refused under the field, and nothing happens.
  await confirmation.fill(`someone-else-${fan.email}`);
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(danger).toContainText('This is not the e-mail address of your account.');
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmation).toBeFocused();

  await confirmation.fill(fan.email);
  await danger.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(`${english}/`);
  await expect(header(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(profileButton(page, fan.username)).toHaveCount(0);
  expect(await storedToken(page)).toBeNull();

  // Logging in again fails with the server's message.
  await expectLoginRefused(page, fan.username, fan.password, 'These credentials do not match our records.');
  expect((await apiLogin(request, fan.email, fan.password)).status).toBe(401);
  // The username and address are free again (decision 0005).
  const again = await request.post(`${english}/api/v2/r-register`, {
    headers: { 'X-Tenant-Id': 'tribune', Accept: 'application/json' },
    data: { username: fan.username, email: fan.email, password: fan.password, password_confirmation: fan.password },
  });
  expect(again.status()).toBe(201);
});

test('[ACC-17] the profile menu leads to the own public profile /user/{username}', async ({ page, request }) => {
  const fan = await registerFan(request);
  await popupAlreadySeen(page);
  await page.goto(`${english}/`);
  await logIn(page, fan.username, fan.password);
  await openAccountMenuLink(page, fan.username, 'My profile');
  await expect(page).toHaveURL(`${english}/user/${fan.username}`);
  await expect(main(page).getByRole('heading', { level: 1, name: fan.username })).toBeVisible();
  await expect(main(page).getByText(/\d+ claps?/)).toBeVisible();
});
