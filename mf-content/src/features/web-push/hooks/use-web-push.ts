import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, useApiClient, useTenant } from '@tribune/shared';
import { getPublicKey } from '../api/get-public-key';
import { saveSubscription } from '../api/save-subscription';
import { updateSubscription } from '../api/update-subscription';
import {
  currentSubscription,
  isPushSupported,
  notificationPermission,
  subscribeBrowser,
  subscriptionJson,
} from '../lib/browser-push';
import { forgetStoredPush, readStoredPush, writeStoredPush } from '../lib/push-storage';

/**
 * - `checking`: reading what this browser holds (the toggle waits);
 * - `unsupported`: no service worker or PushManager; `blocked`: the reader denied notifications;
 * - `ready`: the toggle works; `busy`: a change is under way.
 */
export type WebPushStatus = 'checking' | 'unsupported' | 'blocked' | 'ready' | 'busy';

export interface WebPushState {
  status: WebPushStatus;
  /** Whether this browser gets the site's pushes: the toggle's checked state. */
  subscribed: boolean;
  /** The slide-down prompt is open (checking without a push user id). */
  prompting: boolean;
  failed: boolean;
}

/** What the toggle shows on load: on only when the reader left it on and the browser still holds the subscription. */
async function readInitialState(): Promise<Partial<WebPushState>> {
  if (!isPushSupported()) return { status: 'unsupported' };
  if (notificationPermission() === 'denied') return { status: 'blocked' };
  const stored = readStoredPush();
  if (stored === null || !stored.enabled || notificationPermission() !== 'granted') {
    return { status: 'ready', subscribed: false };
  }
  try {
    return { status: 'ready', subscribed: (await currentSubscription()) !== null };
  } catch {
    return { status: 'ready', subscribed: false };
  }
}

/**
 * WP-01, spec 001 §4 "Push toggle": checking subscribes (enables the existing subscription when a push
 * user id is kept, else opens the slide-down prompt); unchecking unsubscribes. Unchecking turns the
 * subscription off on the server and keeps the browser's own, so checking again needs no prompt.
 */
export function useWebPush() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const [state, setState] = useState<WebPushState>({
    status: 'checking',
    subscribed: false,
    prompting: false,
    failed: false,
  });
  const mounted = useRef(true);
  const update = useCallback((next: Partial<WebPushState>) => {
    if (mounted.current) setState((current) => ({ ...current, ...next }));
  }, []);

  useEffect(() => {
    mounted.current = true;
    void readInitialState().then(update);
    return () => {
      mounted.current = false;
    };
  }, [update]);

  const subscribe = useCallback(async () => {
    update({ failed: false });
    const stored = readStoredPush();
    if (stored !== null && notificationPermission() === 'granted') {
      update({ status: 'busy' });
      try {
        const subscription = await currentSubscription();
        if (subscription !== null) {
          await updateSubscription(client, {
            tenantId,
            pushUserId: stored.pushUserId,
            endpoint: subscription.endpoint,
            enabled: true,
          });
          writeStoredPush({ pushUserId: stored.pushUserId, enabled: true });
          update({ status: 'ready', subscribed: true });
          return;
        }
      } catch (error) {
        // 404: the server no longer has it (its push service said it expired): subscribe anew.
        if (!isApiError(error) || error.status !== 404) {
          console.error('web push: enabling the subscription failed', error);
          update({ status: 'ready', failed: true });
          return;
        }
      }
      forgetStoredPush();
    }
    update({ status: 'ready', prompting: true });
  }, [client, tenantId, update]);

  const allow = useCallback(async () => {
    update({ prompting: false, status: 'busy', failed: false });
    try {
      const outcome = await subscribeBrowser(() => getPublicKey(client, tenantId));
      if (outcome.kind === 'denied') {
        update({ status: 'blocked', subscribed: false });
        return;
      }
      if (outcome.kind === 'dismissed') {
        update({ status: 'ready', subscribed: false });
        return;
      }
      const json = subscriptionJson(outcome.subscription);
      if (json === null) throw new Error('The browser gave a push subscription without keys');
      const pushUserId = await saveSubscription(client, tenantId, json);
      writeStoredPush({ pushUserId, enabled: true });
      update({ status: 'ready', subscribed: true });
    } catch (error) {
      console.error('web push: subscribing failed', error);
      update({ status: 'ready', subscribed: false, failed: true });
    }
  }, [client, tenantId, update]);

  const notNow = useCallback(() => update({ prompting: false }), [update]);

  const unsubscribe = useCallback(async () => {
    update({ status: 'busy', failed: false, prompting: false });
    const stored = readStoredPush();
    try {
      const subscription = await currentSubscription();
      if (stored !== null && subscription !== null) {
        await updateSubscription(client, {
          tenantId,
          pushUserId: stored.pushUserId,
          endpoint: subscription.endpoint,
          enabled: false,
        });
        writeStoredPush({ pushUserId: stored.pushUserId, enabled: false });
      } else {
        forgetStoredPush();
      }
      update({ status: 'ready', subscribed: false });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Already gone on the server: nothing is sent to this browser any more.
        forgetStoredPush();
        update({ status: 'ready', subscribed: false });
        return;
      }
      console.error('web push: unsubscribing failed', error);
      update({ status: 'ready', failed: true });
    }
  }, [client, tenantId, update]);

  return { ...state, subscribe, unsubscribe, allow, notNow };
}
