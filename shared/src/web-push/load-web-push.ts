import type { ApiClient } from '../api/api-client';
import type * as WebPushModule from './web-push';

/** The browser push module (`web-push.ts`), as `loadWebPush` resolves it (a type: no code is imported). */
export type WebPush = typeof WebPushModule;

/**
 * WP-01's browser push primitives (service worker, permission, PushManager, the push user id kept in
 * storage, and the subscription calls), loaded on demand as a chunk of their own: call it where push is
 * used (a toggle, the club alerts), not on every page.
 */
export function loadWebPush(): Promise<WebPush> {
  // Unnamed: a chunk's name would be written into the chunk map of every copy of shared.
  return import('./web-push');
}

/**
 * CLB-03 ("logs out of that browser: its subscription is dropped"): call it when a session ends
 * (logout, a deleted account, PLT-12), before the page reloads. The API forgets this browser's push
 * subscription, the browser unsubscribes and the push user id is forgotten; a guest's subscription made
 * before logging in goes too, as a fan who logs out expects no more pushes there. Loads the push code
 * only in a browser that can hold a subscription. Never rejects.
 */
export async function endPushSubscription(client: ApiClient, tenantId: string): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const { dropThisBrowser } = await loadWebPush();
    await dropThisBrowser(client, tenantId);
  } catch (error) {
    console.error('[shared] web push: ending the subscription failed', error);
  }
}
