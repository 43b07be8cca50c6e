// Shared's own code comes through its package name, as in a remote: the federated singleton, at run
// time. A relative import would link this lazy chunk to shared's modules, which then could no longer
// be concatenated into its entry, and shared (on every page) would grow by their wrappers (+1.1 kB gzip).
import { getErrorMessage, isApiError, type ApiClient } from '@tribune/shared';
import {
  currentSubscription,
  isPushSupported,
  notificationPermission,
  subscribeBrowser,
  subscriptionJson,
} from './browser-push';
import { deleteSubscription } from './delete-subscription';
import { getPublicKey } from './get-public-key';
import { forgetStoredPush, readStoredPush, writeStoredPush } from './push-storage';
import { type PushPurpose, saveSubscription } from './save-subscription';

/**
 * What this browser can do with pushes: `unsupported` (no service worker, PushManager or
 * notifications), `blocked` (the visitor denied notifications to the site), `ready`.
 */
export type PushSupport = 'unsupported' | 'blocked' | 'ready';

/** This browser's subscription as the site knows it: the push user id kept here and the endpoint. */
export interface BrowserSubscription {
  pushUserId: string;
  endpoint: string;
  /** Article pushes on (WP-01's toggle); club alerts go by their own preferences whatever it says. */
  enabled: boolean;
  /** The account it was saved with, or null for a guest's. */
  accountId: number | null;
}

export interface ThisBrowser {
  support: PushSupport;
  /** Null when the browser holds none, or the site kept no push user id for it. */
  subscription: BrowserSubscription | null;
}

/** Reads this browser's push state without asking or registering anything. */
export async function readThisBrowser(): Promise<ThisBrowser> {
  if (!isPushSupported()) return { support: 'unsupported', subscription: null };
  const permission = notificationPermission();
  if (permission === 'denied') return { support: 'blocked', subscription: null };
  const stored = readStoredPush();
  if (stored === null || permission !== 'granted') return { support: 'ready', subscription: null };
  try {
    const subscription = await currentSubscription();
    return {
      support: 'ready',
      subscription: subscription === null ? null : { ...stored, endpoint: subscription.endpoint },
    };
  } catch {
    return { support: 'ready', subscription: null };
  }
}

export type SubscribeThisBrowserOutcome =
  | { kind: 'subscribed'; subscription: BrowserSubscription }
  | { kind: 'unsupported' }
  | { kind: 'denied' }
  | { kind: 'dismissed' };

/**
 * Subscribes this browser and saves the subscription with the API (for `purpose`, and kept with
 * `accountId`'s account when a fan is logged in), then keeps its push user id. Call it straight from
 * the visitor's tap: the browser's permission prompt is the first thing it waits for.
 */
export async function subscribeThisBrowser(
  client: ApiClient,
  tenantId: string,
  accountId: number | null,
  purpose: PushPurpose,
): Promise<SubscribeThisBrowserOutcome> {
  if (!isPushSupported()) return { kind: 'unsupported' };
  if (notificationPermission() === 'denied') return { kind: 'denied' };
  const outcome = await subscribeBrowser(() => getPublicKey(client, tenantId));
  if (outcome.kind !== 'subscribed') return outcome;
  const json = subscriptionJson(outcome.subscription);
  if (json === null) throw new Error('The browser gave a push subscription without keys');
  const { pushUserId, articlePushes } = await saveSubscription(client, tenantId, json, purpose);
  const subscription = { pushUserId, endpoint: json.endpoint, enabled: articlePushes, accountId };
  writeStoredPush(subscription);
  return { kind: 'subscribed', subscription };
}

/**
 * CLB-03, when a session ends (logout, a deleted account, PLT-12): this browser stops getting pushes.
 * The API forgets the subscription (so the account's alerts no longer reach a browser nobody is logged
 * in to), the browser unsubscribes, and the push user id is forgotten. The browser unsubscribes even
 * when the API could not be told: its push service then answers 404/410 to the next push, which makes
 * the API drop it (decision 0037). Never throws: a session ends whatever happens here.
 */
export async function dropThisBrowser(client: ApiClient, tenantId: string): Promise<void> {
  const stored = readStoredPush();
  let subscription: PushSubscription | null = null;
  try {
    subscription = await currentSubscription();
  } catch {
    // No registration to read: nothing to unsubscribe here.
  }
  try {
    if (stored !== null && subscription !== null) {
      await deleteSubscription(client, { tenantId, pushUserId: stored.pushUserId, endpoint: subscription.endpoint });
    }
  } catch (error) {
    if (!isApiError(error, 404))
      console.error(`[shared] web push: deleting the subscription failed: ${getErrorMessage(error)}`);
  }
  try {
    await subscription?.unsubscribe();
  } catch (error) {
    console.error(`[shared] web push: unsubscribing the browser failed: ${getErrorMessage(error)}`);
  }
  forgetStoredPush();
}
