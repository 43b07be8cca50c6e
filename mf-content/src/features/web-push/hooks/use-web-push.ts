import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, loadWebPush, useApiClient, useSession, useTenant, type WebPush } from '@tribune/shared';
import { updateSubscription } from '../api/update-subscription';

/**
 * - `checking`: reading what this browser holds (the toggle waits);
 * - `unsupported`: no service worker or PushManager; `blocked`: the reader denied notifications;
 * - `ready`: the toggle works; `busy`: a change is under way.
 */
type WebPushStatus = 'checking' | 'unsupported' | 'blocked' | 'ready' | 'busy';

interface WebPushState {
  status: WebPushStatus;
  /** Whether this browser gets the site's pushes: the toggle's checked state. */
  subscribed: boolean;
  /** The slide-down prompt is open (checking without a push user id). */
  prompting: boolean;
  failed: boolean;
}

/** What the toggle shows on load: on only when the reader left it on and the browser still holds the subscription. */
async function readInitialState(push: WebPush): Promise<Partial<WebPushState>> {
  const browser = await push.readThisBrowser();
  if (browser.support !== 'ready') return { status: browser.support };
  return { status: 'ready', subscribed: browser.subscription?.enabled === true };
}

/**
 * WP-01, spec 001 §4 "Push toggle": checking subscribes (enables the existing subscription when a push
 * user id is kept, else opens the slide-down prompt); unchecking unsubscribes. Unchecking turns the
 * subscription off on the server and keeps the browser's own, so checking again needs no prompt.
 */
export function useWebPush() {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user } = useSession();
  const accountId = user?.id ?? null;
  // The browser push code (shared's chunk), loaded with the toggle; kept so a tap reaches the
  // browser's permission prompt without waiting for it again.
  const pushRef = useRef<WebPush | null>(null);
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
    void loadWebPush()
      .then((push) => {
        pushRef.current = push;
        return readInitialState(push);
      })
      .then(update, (error: unknown) => {
        console.error('web push: reading the browser failed', error);
        update({ status: 'unsupported' });
      });
    return () => {
      mounted.current = false;
    };
  }, [update]);

  const subscribe = useCallback(async () => {
    update({ failed: false });
    const push = pushRef.current ?? (await loadWebPush());
    const stored = push.readStoredPush();
    if (stored !== null && push.notificationPermission() === 'granted') {
      update({ status: 'busy' });
      try {
        const subscription = await push.currentSubscription();
        if (subscription !== null) {
          await updateSubscription(client, {
            tenantId,
            pushUserId: stored.pushUserId,
            endpoint: subscription.endpoint,
            enabled: true,
          });
          push.writeStoredPush({ ...stored, enabled: true });
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
      push.forgetStoredPush();
    }
    update({ status: 'ready', prompting: true });
  }, [client, tenantId, update]);

  const allow = useCallback(async () => {
    update({ prompting: false, status: 'busy', failed: false });
    try {
      const push = pushRef.current ?? (await loadWebPush());
      // Saved with the account when a fan is logged in (CLB-03: the account's club alerts come here too).
      const outcome = await push.subscribeThisBrowser(client, tenantId, accountId, 'articles');
      if (outcome.kind === 'denied') {
        update({ status: 'blocked', subscribed: false });
        return;
      }
      if (outcome.kind === 'unsupported') {
        update({ status: 'unsupported', subscribed: false });
        return;
      }
      if (outcome.kind === 'dismissed') {
        update({ status: 'ready', subscribed: false });
        return;
      }
      update({ status: 'ready', subscribed: true });
    } catch (error) {
      console.error('web push: subscribing failed', error);
      update({ status: 'ready', subscribed: false, failed: true });
    }
  }, [accountId, client, tenantId, update]);

  const notNow = useCallback(() => update({ prompting: false }), [update]);

  const unsubscribe = useCallback(async () => {
    update({ status: 'busy', failed: false, prompting: false });
    const push = pushRef.current ?? (await loadWebPush());
    const stored = push.readStoredPush();
    try {
      const subscription = await push.currentSubscription();
      if (stored !== null && subscription !== null) {
        await updateSubscription(client, {
          tenantId,
          pushUserId: stored.pushUserId,
          endpoint: subscription.endpoint,
          enabled: false,
        });
        push.writeStoredPush({ ...stored, enabled: false });
      } else {
        push.forgetStoredPush();
      }
      update({ status: 'ready', subscribed: false });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        // Already gone on the server: nothing is sent to this browser any more.
        push.forgetStoredPush();
        update({ status: 'ready', subscribed: false });
        return;
      }
      console.error('web push: unsubscribing failed', error);
      update({ status: 'ready', failed: true });
    }
  }, [client, tenantId, update]);

  return { ...state, subscribe, unsubscribe, allow, notNow };
}
