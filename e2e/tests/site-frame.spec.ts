import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../support/fixtures';
import { apiLogin, demoPassword, header, logIn, popupAlreadySeen, registerFan, storedUser } from '../support/accounts';
import { siteExtrasAlreadySeen } from '../support/site-extras-seen';
import { dutch, english } from '../support/site';

/**
 * Issue 26, part E: the frame of every page on a phone. The notification menu, its pop-up and badge
 * (NOT-02), the settings that follow the fan's account on every page load (ACC-09, ACC-16), the header,
 * and each tenant's favicon and web app manifest.
 */

const apiHeaders = (token?: string) => ({
  'X-Tenant-Id': 'tribune',
  Accept: 'application/json',
  ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
});

const phone = { width: 360, height: 800 };
const viewports = [
  { name: '360', size: phone },
  { name: '412', size: { width: 412, height: 915 } },
  { name: 'desktop', size: { width: 1366, height: 900 } },
] as const;

/** How a fan set up the site in their account (ACC-09). */
interface Appearance {
  dark: boolean;
  large: boolean;
}
const appearanceName = ({ dark, large }: Appearance) => `${dark ? 'dark' : 'light'}${large ? '-large' : ''}`;

async function token(request: APIRequestContext, login: string, password: string): Promise<string> {
  const answer = await apiLogin(request, login, password);
  expect(answer.status).toBe(200);
  const authorization = answer.data?.authorization;
  if (authorization === undefined) throw new Error(`no token for ${login}`);
  return authorization;
}

/** ACC-09 as the header's switches send it, for the account of `authorization`. */
async function setAppearance(request: APIRequestContext, authorization: string, { dark, large }: Appearance) {
  for (const mode of [dark ? 'dark-mode' : 'light-mode', large ? 'big-text' : 'small-text']) {
    const response = await request.post(`${english}/api/v2/user/update-user-layout`, {
      headers: apiHeaders(authorization),
      data: { mode },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** Gives the fan of `authorization` one new notification: someone likes a comment they write now. */
async function newNotificationFor(request: APIRequestContext, authorization: string) {
  const articles = await request.get(`${english}/api/v2/article/scopes/lat/get/1?page_size=5`, {
    headers: apiHeaders(),
  });
  expect(articles.status()).toBe(200);
  const { data } = (await articles.json()) as { data: { id: number }[] };
  const article = data[0];
  if (article === undefined) throw new Error('the demo has no article');
  const comment = await request.post(`${english}/api/v2/comments`, {
    headers: apiHeaders(authorization),
    data: { resource_type: 'article', resource_id: article.id, content: `Frame ${Date.now()}`, reply_to: null },
  });
  expect(comment.status(), await comment.text()).toBe(201);
  const { data: written } = (await comment.json()) as { data: { id: number } };
  const liker = await registerFan(request);
  const like = await request.post(`${english}/api/v2/comments/${written.id}/like`, {
    headers: apiHeaders(await token(request, liker.username, liker.password)),
  });
  expect(like.status()).toBe(200);
}

const bellOf = (page: Page) => header(page).getByRole('button', { name: /^Notifications/ });

type Rgba = [number, number, number, number];

/** The colours an element is painted with, as the browser computed them. */
function paint(locator: Locator) {
  return locator.evaluate((element) => {
    const parse = (value: string): Rgba => {
      const numbers = (value.match(/[\d.]+/g) ?? []).map(Number);
      return [numbers[0] ?? 0, numbers[1] ?? 0, numbers[2] ?? 0, numbers[3] ?? 1];
    };
    const style = getComputedStyle(element);
    const ring = /rgba?\([^)]*\)/.exec(style.boxShadow)?.[0] ?? 'rgba(0, 0, 0, 0)';
    const banner = element.closest('header');
    return {
      color: parse(style.color),
      background: parse(style.backgroundColor),
      ring: parse(ring),
      header: parse(banner ? getComputedStyle(banner).backgroundColor : 'rgb(255, 255, 255)'),
    };
  });
}

/** WCAG 2.2 contrast ratio of two opaque colours. */
function contrast(first: Rgba, second: Rgba): number {
  const luminance = ([r, g, b]: Rgba) => {
    const linear = (channel: number) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Elements of the header (and what hangs from it) that reach past either edge of the screen. */
function outsideTheScreen(page: Page) {
  return header(page).evaluate((banner) => {
    // The layout viewport: innerWidth grows with a page wider than a phone's screen (support/phone.ts).
    const width = document.documentElement.clientWidth;
    return [banner, ...banner.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        // Hidden parts (the closed menu) have no box.
        return box.width > 0 && (box.left < -0.5 || box.right > width + 0.5);
      })
      .map((element) => `${element.tagName.toLowerCase()} ${element.getAttribute('class') ?? ''}`);
  });
}

async function expectAppearance(page: Page, { dark, large }: Appearance) {
  const root = page.locator('html');
  await expect(root).toHaveClass(dark ? /\btheme-dark\b/ : /^(?!.*\btheme-dark\b)/);
  await expect(root).toHaveClass(large ? /\btext-large\b/ : /^(?!.*\btext-large\b)/);
}

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/frame-${name}.png`, fullPage: false });
}

test.describe('at 360 px', () => {
  test.use({ viewport: phone });

  test('[NOT-02][MD-05] the demo fan opens the bell: the menu fits the screen and the badge reads at AA contrast', async ({
    page,
    request,
  }) => {
    await newNotificationFor(request, await token(request, 'fan', demoPassword));
    await popupAlreadySeen(page);
    await page.goto('/');
    await logIn(page, 'fan', demoPassword);
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleName(/^Notifications, \d+ new$/);

    const badge = bell.getByText(/^\d+\+?$/);
    const colours = await paint(badge);
    expect(contrast(colours.color, colours.background), 'badge text on the badge').toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.ring, colours.header), 'the badge’s ring on the header').toBeGreaterThanOrEqual(3);
    await screenshot(page, '360-light-bell');

    await bell.click();
    const menu = page.getByRole('region', { name: 'Notifications' });
    await expect(menu.getByRole('link', { name: /liked your comment/ }).first()).toBeVisible();
    const box = await menu.boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box, 'the menu is shown').not.toBeNull();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
    expect(await outsideTheScreen(page)).toEqual([]);
    await screenshot(page, '360-light-bell-open');
  });

  test('[NOT-02][MD-05] in dark mode with large text the badge still reads and the menu still fits', async ({
    page,
    request,
  }) => {
    const fan = await registerFan(request);
    const authorization = await token(request, fan.username, fan.password);
    await setAppearance(request, authorization, { dark: true, large: true });
    await newNotificationFor(request, authorization);
    await popupAlreadySeen(page);
    await page.goto('/');
    await logIn(page, fan.username, fan.password);
    await expectAppearance(page, { dark: true, large: true });
    const bell = bellOf(page);
    await expect(bell).toHaveAccessibleName('Notifications, 1 new');

    const colours = await paint(bell.getByText('1', { exact: true }));
    expect(contrast(colours.color, colours.background), 'badge text on the badge').toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.ring, colours.header), 'the badge’s ring on the header').toBeGreaterThanOrEqual(3);
    expect(await outsideTheScreen(page)).toEqual([]);
    await screenshot(page, '360-dark-large-bell');

    await bell.click();
    const menu = page.getByRole('region', { name: 'Notifications' });
    await expect(menu.getByRole('link', { name: /liked your comment/ })).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
    expect(await outsideTheScreen(page)).toEqual([]);
    await screenshot(page, '360-dark-large-bell-open');
  });
});

test('[ACC-09] [ACC-16] [MD-06] dark mode set in the account reaches a fresh browser on its first page, without the profile page', async ({
  browser,
  page,
  request,
}) => {
  const fan = await registerFan(request);
  // This browser logs in while the account is light: its stored user says light.
  await popupAlreadySeen(page);
  await page.goto('/');
  await logIn(page, fan.username, fan.password);
  await expectAppearance(page, { dark: false, large: false });
  const state = await page.context().storageState();

  // On another device the fan switches dark mode and large text on.
  await setAppearance(request, await token(request, fan.username, fan.password), { dark: true, large: true });

  // A fresh browser with this device's stored session: its very first page load shows the account's settings.
  const context = await browser.newContext({ storageState: state, viewport: phone, baseURL: english });
  await siteExtrasAlreadySeen(context);
  const fresh = await context.newPage();
  const profileRequests: string[] = [];
  fresh.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/user/profile')) profileRequests.push(request.url());
  });
  const refreshed = fresh.waitForResponse((response) => response.url().endsWith('/api/v2/user/me-as-resource'));
  await fresh.goto('/');
  await waitForHydration(fresh);
  expect((await refreshed).status()).toBe(200);
  await expectAppearance(fresh, { dark: true, large: true });
  expect(await fresh.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(15, 18, 22)');
  expect(profileRequests).toEqual([]);

  // ACC-11: the stored user now says so too, with exactly the spec's fields.
  const stored = await storedUser(fresh);
  expect(Object.keys(stored ?? {}).sort()).toEqual([
    'can_place_comments',
    'id',
    'image',
    'isAdmin',
    'meta',
    'name',
    'profile_image',
    'role',
    'settings',
    'username',
  ]);
  expect(stored?.settings).toMatchObject({ night_mode: '1', text_size: 'big' });
  expect(JSON.stringify(stored)).not.toContain(fan.email);
  await context.close();
});

test('[MD-08] the header keeps every top menu item on one line at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  const items = header(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
  const heights = await items.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(5);
  expect(new Set(heights).size, `item heights ${heights.join(', ')}`).toBe(1);
  await expect(items.filter({ hasText: 'Match centre' })).toBeVisible();
  await expect(items.filter({ hasText: 'Prediction game' })).toBeVisible();
  // Every item in sight, none behind the menu's sideways scroll or under the account buttons.
  const outside = await header(page)
    .getByRole('navigation', { name: 'Main navigation' })
    .evaluate((nav) => {
      const box = nav.getBoundingClientRect();
      return [...nav.querySelectorAll('a')]
        .filter((link) => link.getBoundingClientRect().right > box.right + 0.5)
        .map((link) => link.textContent);
    });
  expect(outside).toEqual([]);
});

for (const [tenant, origin] of [
  ['tribune', english],
  ['tribune-nl', dutch],
] as const) {
  test(`[SEO-04] the ${tenant} site has its favicon and web app manifest, and its home page logs no error`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${origin}/`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);

    const links = await page.evaluate(() =>
      [...document.head.querySelectorAll('link[rel="icon"], link[rel="manifest"], link[rel="apple-touch-icon"]')].map(
        (link) => `${link.getAttribute('rel')} ${link.getAttribute('href')}`,
      ),
    );
    expect(links).toEqual([
      'icon /favicon.ico',
      'icon /favicon.svg',
      'apple-touch-icon /apple-touch-icon.png',
      'manifest /manifest.webmanifest',
    ]);

    // Fetched by the page itself (the browser resolves nl.localhost; Node does not), under its CSP.
    const site = await page.evaluate(async () => {
      const bootstrap: unknown = JSON.parse(document.getElementById('tribune-bootstrap')?.textContent ?? '{}');
      const manifest = await fetch('/manifest.webmanifest');
      const icons = await Promise.all(
        ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png'].map(async (path) => {
          const answer = await fetch(path);
          return `${path} ${answer.status} ${answer.headers.get('content-type')} ${answer.headers.get('cache-control')}`;
        }),
      );
      return { bootstrap, manifest: { status: manifest.status, body: (await manifest.json()) as unknown }, icons };
    });
    const { tenant: expected } = site.bootstrap as { tenant: { name: string; language: string } };
    expect(site.manifest.status).toBe(200);
    expect(site.manifest.body).toMatchObject({
      name: expected.name,
      lang: expected.language,
      start_url: '/',
      display: 'standalone',
    });
    for (const icon of site.icons) expect(icon).toMatch(/^\S+ 200 image\/[^ ;]+(; charset=utf-8)? public, max-age=\d+/);
    expect(errors).toEqual([]);
  });
}

test('[MD-01][MD-05][MD-06][MD-08] screens of the frame at 360, 412 and 1366 px, light and dark, normal and large text', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const fan = await registerFan(request);
  const authorization = await token(request, fan.username, fan.password);
  await newNotificationFor(request, authorization);
  await popupAlreadySeen(page);
  await page.setViewportSize(phone);
  await page.goto('/');
  await screenshot(page, '360-guest');
  expect(await outsideTheScreen(page)).toEqual([]);
  await logIn(page, fan.username, fan.password);

  for (const appearance of [
    { dark: false, large: false },
    { dark: true, large: false },
    { dark: false, large: true },
    { dark: true, large: true },
  ]) {
    await setAppearance(request, authorization, appearance);
    for (const { name, size } of viewports) {
      await page.setViewportSize(size);
      // A page load as the fan makes it: the account's settings arrive without the profile page.
      await page.reload();
      await expectAppearance(page, appearance);
      await expect(bellOf(page)).toBeVisible();
      expect(await outsideTheScreen(page), `${name} ${appearanceName(appearance)}`).toEqual([]);
      await screenshot(page, `${name}-${appearanceName(appearance)}`);
      if (name === 'desktop') {
        // The top menu: every item on one line, in a row beside the account or (large text) of its own.
        const items = header(page).getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
        const heights = await items.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
        expect(new Set(heights).size, `menu item heights ${heights.join(', ')}`).toBe(1);
      } else {
        await bellOf(page).click();
        await expect(page.getByRole('region', { name: 'Notifications' })).toBeVisible();
        expect(await outsideTheScreen(page), `${name} ${appearanceName(appearance)}, menu open`).toEqual([]);
        await screenshot(page, `${name}-${appearanceName(appearance)}-menu`);
        await page.keyboard.press('Escape');
      }
    }
  }
});
