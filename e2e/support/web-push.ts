import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  type BrowserPushKeys,
  createBrowserPushKeys,
  type LocalPushService,
  startLocalPushService,
} from '../../api/test/support/local-push-service';
import { apiHeaders, type Tenant } from './content';
import { expect } from './fixtures';
import { english } from './site';

/**
 * WP-01 in the browser. Chromium's own `pushManager.subscribe` asks Google's push service (FCM), which
 * is out of reach here: that is the network edge, so the journeys replace PushManager's subscribe and
 * getSubscription (an init script) with a subscription at the local push service
 * (api/test/support/local-push-service.ts, started in the test's process on 127.0.0.1), whose keys the
 * test made like a browser and keeps, so it can decrypt what the API sends. Everything else is real: the
 * toggle, the slide-down prompt, the permission, the service worker at /sw.js, the API, web-push's
 * signing and encryption, and the worker's notification (the decrypted push is handed to it through the
 * DevTools protocol, as the browser would after decrypting it).
 *
 * The API posts to http://127.0.0.1 endpoints only outside production: the e2e server runs with
 * NODE_ENV=development (support/serve-api.mjs), so nothing needs configuring.
 */
export { startLocalPushService, type LocalPushService };

interface FakeSubscription {
  endpoint: string;
  keys: BrowserPushKeys;
}

/** A subscription at the local push service whose pushes it can decrypt. */
export function newSubscription(service: LocalPushService): FakeSubscription {
  const keys = createBrowserPushKeys();
  const endpoint = service.endpoint();
  service.rememberKeys(endpoint, keys);
  return { endpoint, keys };
}

/**
 * Replaces PushManager's subscribe and getSubscription in every page of the context with the given
 * subscription. Whether the page "holds" it is kept in sessionStorage, so a reload still finds it; the
 * options of each subscribe call are kept in `window.__webPushSubscribeCalls` for the test to read.
 */
export async function usePushServiceAtTheEdge(context: BrowserContext, subscription: FakeSubscription) {
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const heldKey = 'e2e_push_subscription_held';
      const calls: { userVisibleOnly: boolean; applicationServerKeyBytes: number }[] = [];
      Reflect.set(window, '__webPushSubscribeCalls', calls);
      const decode = (value: string) =>
        Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (character) => character.charCodeAt(0))
          .buffer;
      const subscription = {
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: null },
        getKey: (name: string) => (name === 'p256dh' ? decode(p256dh) : name === 'auth' ? decode(auth) : null),
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          sessionStorage.removeItem(heldKey);
          return true;
        },
      };
      if (typeof PushManager === 'undefined') return;
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        calls.push({
          userVisibleOnly: options?.userVisibleOnly === true,
          applicationServerKeyBytes: key instanceof ArrayBuffer || ArrayBuffer.isView(key) ? key.byteLength : 0,
        });
        sessionStorage.setItem(heldKey, '1');
        return subscription as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        return sessionStorage.getItem(heldKey) === '1' ? (subscription as unknown as PushSubscription) : null;
      };
    },
    { endpoint: subscription.endpoint, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  );
}

/** Writes an article carrying a push through the editors' API; it is published (dated in the past). */
export async function publishWithPush(
  request: APIRequestContext,
  token: string,
  article: { title: string; content: string; excerpt: string },
  tenant: Tenant = 'tribune',
): Promise<{ id: number; url: string; title: string; excerpt: string; image: string }> {
  const response = await request.post(`${english}/api/v2/editor/articles`, {
    headers: { ...apiHeaders(tenant), Authorization: `Bearer ${token}` },
    data: { published_at: '2020-03-14T12:00:00Z', primary_tag: 'transfers', web_push: true, ...article },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (
    (await response.json()) as { data: { id: number; url: string; title: string; excerpt: string; image: string } }
  ).data;
}

/** Subscribes a browser that is not on the page (keys made here) through the API: a second subscriber. */
export async function subscribeThroughApi(
  request: APIRequestContext,
  subscription: FakeSubscription,
  tenant: Tenant = 'tribune',
): Promise<string> {
  const response = await request.post(`${english}/api/v2/web-push/subscriptions`, {
    headers: apiHeaders(tenant),
    data: { endpoint: subscription.endpoint, keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth } },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { push_user_id: string } }).data.push_user_id;
}

/**
 * Hands a push to the page's real service worker, as Chromium does once it has decrypted one from its
 * push service (DevTools protocol `ServiceWorker.deliverPushMessage`).
 */
export async function deliverToServiceWorker(page: Page, data: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const registration of event.registrations) {
      if (registration.isDeleted) registrations.delete(registration.scopeURL);
      else registrations.set(registration.scopeURL, registration.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const scope = `${new URL(page.url()).origin}/`;
  await expect
    .poll(() => registrations.get(scope), { message: `a service worker registration for ${scope}` })
    .toBeTruthy();
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(page.url()).origin,
    registrationId: registrations.get(scope) ?? '',
    data,
  });
  await cdp.detach();
}

/** The notifications the site's service worker is showing. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((notification) => ({
      title: notification.title,
      body: notification.body,
      tag: notification.tag,
      url: (notification.data as { url?: string } | null)?.url ?? null,
    }));
  });
}
