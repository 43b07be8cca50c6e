import type { SubscriptionJson } from '../api/save-subscription';

/**
 * WP-01: the browser's side of web push (service worker, notification permission, PushManager), the
 * network edge the toggle talks to. The worker is the site's /sw.js (shell/src/service-worker/sw.js).
 */
export const serviceWorkerUrl = '/sw.js';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext !== false
  );
}

export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** The subscription this browser holds for the site, if any (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  if (registration === undefined) return null;
  return registration.pushManager.getSubscription();
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** `PushSubscription.toJSON()`, checked: the keys must be there to encrypt a push to this browser. */
export function subscriptionJson(subscription: PushSubscription): SubscriptionJson | null {
  const json = subscription.toJSON();
  const p256dh = json.keys?.['p256dh'];
  const auth = json.keys?.['auth'];
  if (typeof json.endpoint !== 'string' || typeof p256dh !== 'string' || typeof auth !== 'string') return null;
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

export type SubscribeOutcome =
  { kind: 'subscribed'; subscription: PushSubscription } | { kind: 'denied' } | { kind: 'dismissed' };

/**
 * Registers the worker, asks for permission (the browser's own prompt, after ours) and subscribes with
 * the tenant's VAPID key. A subscription the browser already holds is reused.
 */
export async function subscribeBrowser(publicKey: () => Promise<string>): Promise<SubscribeOutcome> {
  await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing !== null) return { kind: 'subscribed', subscription: existing };
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(await publicKey()),
  });
  return { kind: 'subscribed', subscription };
}
