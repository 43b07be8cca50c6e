/**
 * WP-01: the browser's side of web push (service worker, notification permission, PushManager), the
 * network edge the push toggle (mf_content) and the club alerts (CLB-03) talk to. The worker is the
 * site's /sw.js (shell/src/service-worker/sw.js).
 */
export const serviceWorkerUrl = '/sw.js';

/** The browser's subscription as `PushSubscription.toJSON()` gives it: what the API stores. */
export interface SubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

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
  return typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'denied';
}

/** The subscription this browser holds for the site, if any (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
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

type SubscribeOutcome =
  { kind: 'subscribed'; subscription: PushSubscription } | { kind: 'denied' } | { kind: 'dismissed' };

/**
 * Asks for permission (the browser's own prompt), registers the worker and subscribes with the
 * tenant's VAPID key. A subscription the browser already holds is reused.
 *
 * The permission is asked first, before anything else is awaited: browsers show their prompt only
 * while the tap that asked for it is recent (transient user activation), and Safari only within the
 * tap's own task. A granted permission answers at once, without a prompt.
 */
export async function subscribeBrowser(publicKey: () => Promise<string>): Promise<SubscribeOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'dismissed' };
  await navigator.serviceWorker.register(serviceWorkerUrl, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing !== null) return { kind: 'subscribed', subscription: existing };
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(await publicKey()),
  });
  return { kind: 'subscribed', subscription };
}
