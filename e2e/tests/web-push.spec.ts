import type { Page } from '@playwright/test';
import { popupAlreadySeen } from '../support/accounts';
import { editorToken, nonsenseWord, pathOf } from '../support/content';
import { expect, test } from '../support/fixtures';
import { english } from '../support/site';
import {
  deliverToServiceWorker,
  type LocalPushService,
  newSubscription,
  publishWithPush,
  shownNotifications,
  startLocalPushService,
  subscribeThroughApi,
  usePushServiceAtTheEdge,
} from '../support/web-push';

/**
 * WP-01 in Chromium: subscribe with the push toggle and the slide-down prompt, a real push from the
 * editors' API through the local push service (decrypted there with the subscription's keys) to the
 * site's service worker, which shows it; then unsubscribe with the toggle. One journey, in order: the
 * tenant's subscribers are shared by every push the journey sends.
 */

let pushService: LocalPushService;

/**
 * The reactions under the body (push alert, claps) come alive when the reader reaches for them
 * (pointerover): the pointer leaves first, so a reload under a resting pointer still gets one.
 */
async function bringReactionsToLife(page: Page) {
  await page.mouse.move(0, 0);
  await page.getByRole('heading', { name: 'Did you like this article?' }).hover();
}

test.beforeAll(async () => {
  pushService = await startLocalPushService();
});

test.afterAll(async () => {
  await pushService.close();
});

test.beforeEach(async ({ page }) => {
  await popupAlreadySeen(page);
});

test('[WP-01] subscribe with the toggle and the slide-down prompt, get a real push, unsubscribe', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const token = await editorToken(request);
  const browser = newSubscription(pushService);
  await usePushServiceAtTheEdge(context, browser);
  await context.grantPermissions(['notifications'], { origin: english });

  // An article that carries a push: its page shows the push alert (the demo tenant shows web push).
  const word = nonsenseWord('push');
  const carrier = await publishWithPush(request, token, {
    title: `Push journey ${word}: the captain extends`,
    content: `<p>The captain stays two more seasons (${word}).</p>`,
    excerpt: `Two more seasons (${word}).`,
  });
  await page.goto(`${english}${pathOf(carrier)}`);
  await bringReactionsToLife(page);
  const alert = page.getByRole('complementary', { name: 'Sent as a push notification' });
  const toggle = alert.getByRole('checkbox', { name: 'Get a notification for news like this' });
  await expect(toggle).toBeEnabled();
  await expect(toggle).not.toBeChecked();

  // Subscribe: no push user id yet, so the slide-down prompt asks first.
  await toggle.click();
  const prompt = page.getByRole('dialog', { name: 'Get news as it happens' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Allow' })).toBeFocused();
  const subscribed = page.waitForResponse(
    (response) => response.url().includes('/api/v2/web-push/subscriptions') && response.request().method() === 'POST',
  );
  await prompt.getByRole('button', { name: 'Allow' }).click();
  expect((await subscribed).status()).toBe(200);
  await expect(toggle).toBeChecked();
  await expect(prompt).toBeHidden();
  const pushUserId = await page.evaluate(() => localStorage.getItem('web_push_user_id'));
  expect(pushUserId).toMatch(/^[0-9a-f-]{36}$/);
  expect(await page.evaluate(() => Reflect.get(window, '__webPushSubscribeCalls'))).toEqual([
    { userVisibleOnly: true, applicationServerKeyBytes: 65 },
  ]);
  // The real service worker is registered for the whole site.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL ?? null };
    }),
  ).toEqual({ scope: `${english}/`, script: `${english}/sw.js` });

  // A reload keeps the state: the toggle reads it back.
  await page.reload();
  await bringReactionsToLife(page);
  await expect(toggle).toBeChecked();

  // A real push: the editor publishes an article with a push; the local push service gets it, signed
  // with the tenant's VAPID key, and decrypts it with this browser's keys.
  const news = await publishWithPush(request, token, {
    title: `Breaking ${word}: the club signs a striker`,
    content: `<p>The striker signs for four years (${word}).</p>`,
    excerpt: `A striker for four years (${word}).`,
  });
  const [push] = await pushService.waitFor(browser.endpoint, 1, 20_000);
  expect(push?.vapid.valid).toBe(true);
  const publicKey = (await (await request.get(`${english}/api/v2/web-push/public-key`)).json()) as {
    data: { public_key: string };
  };
  expect(push?.vapid.publicKey).toBe(publicKey.data.public_key);
  expect(push?.headers['content-encoding']).toBe('aes128gcm');
  const payload = {
    title: news.title,
    body: news.excerpt,
    url: pathOf(news),
    tag: `article-${news.id}`,
    icon: news.image,
  };
  expect(push?.payload).toEqual(payload);

  // The browser hands the decrypted push to the site's service worker, which shows the notification.
  // Chromium may drop a push handed over while it (re)starts the worker; like a push service, the
  // journey hands it over again until it shows (the tag makes a second one replace the first).
  await expect(async () => {
    await deliverToServiceWorker(page, JSON.stringify(push?.payload));
    await expect
      .poll(() => shownNotifications(page), { timeout: 3_000 })
      .toContainEqual({
        title: news.title,
        body: news.excerpt,
        tag: `article-${news.id}`,
        url: `${english}${pathOf(news)}`,
      });
  }).toPass({ timeout: 30_000 });

  // Unsubscribe with the toggle: the next push goes to other subscribers, not to this browser.
  const unsubscribed = page.waitForResponse(
    (response) =>
      response.url().includes(`/api/v2/web-push/subscriptions/${pushUserId}`) &&
      response.request().method() === 'PATCH',
  );
  await toggle.click();
  expect((await unsubscribed).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
  await expect(alert.getByRole('status')).toHaveText('Notifications are off.');

  const other = newSubscription(pushService);
  const otherId = await subscribeThroughApi(request, other);
  await publishWithPush(request, token, {
    title: `Later ${word}: the coach speaks`,
    content: `<p>The coach on the new signing (${word}).</p>`,
    excerpt: `The coach on the signing (${word}).`,
  });
  // Every enabled subscriber is in the same send: once the other browser has it, this one was skipped.
  await pushService.waitFor(other.endpoint, 1, 20_000);
  expect(pushService.receivedBy(browser.endpoint)).toHaveLength(1);

  // Checking again enables the kept subscription: no prompt this time.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByRole('dialog', { name: 'Get news as it happens' })).toBeHidden();

  // Leave the tenant's subscribers as they were.
  for (const [id, endpoint] of [
    [otherId, other.endpoint],
    [pushUserId ?? '', browser.endpoint],
  ] as const) {
    const removed = await request.delete(`${english}/api/v2/web-push/subscriptions/${id}`, {
      headers: { 'X-Tenant-Id': 'tribune', Accept: 'application/json' },
      data: { endpoint },
    });
    expect(removed.status()).toBe(200);
  }
});
