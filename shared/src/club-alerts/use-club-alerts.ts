import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
// Shared's own code comes through its package name, as in a remote: the federated singleton, at run
// time. A relative import would link this lazy chunk to shared's modules, which then could no longer
// be concatenated into its entry, and shared (on every page) would grow by their wrappers (+1.1 kB gzip).
import {
  getErrorMessage,
  isApiError,
  loadWebPush,
  useApiClient,
  useSession,
  useTenant,
  type ApiClient,
  type WebPush,
} from '@tribune/shared';
import type { PushSupport, SubscribeThisBrowserOutcome, ThisBrowser } from '../web-push/this-browser';
import {
  alertKinds,
  clubAlertsKey,
  listClubAlerts,
  type AlertKind,
  type ClubAlert,
  type GuestProof,
} from './list-club-alerts';
import { putClubAlerts } from './put-club-alerts';

/**
 * What turning a club's alerts on starts with: goals and full time. They carry the match's news (the
 * score as it changes, the result and the fan's prediction points): a handful of notifications a
 * match. All five kinds would add kick-off, half time and red cards to every match, and a fan flooded
 * by notifications blocks them for the whole site (WP-01's pushes too), which cannot be undone from
 * the page. The other kinds are one tap away in the list that opens with the switch.
 */
const defaultAlertKinds: readonly AlertKind[] = ['goal', 'full_time'];

interface ClubAlertsState {
  browser: ThisBrowser;
  /** The clubs alerted about: the fan's account's, or this browser's for a guest. */
  alerts: ClubAlert[];
}

/** What the control says after a change: an outcome, or why nothing was saved. */
export type ClubAlertsNotice = 'on' | 'off' | 'saved' | 'here' | 'unsupported' | 'blocked' | 'dismissed' | 'failed';

async function readClubAlerts(client: ApiClient, userId: number | null): Promise<ClubAlertsState> {
  const push = await loadWebPush();
  const browser = await push.readThisBrowser();
  // A fan's preferences are on the account, whatever this browser holds.
  if (userId !== null) return { browser, alerts: await listClubAlerts(client) };
  // A guest's are on this browser's subscription: without one there are none to read.
  if (browser.subscription === null) return { browser, alerts: [] };
  try {
    return { browser, alerts: await listClubAlerts(client, browser.subscription) };
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
    // The API no longer has it (its push service answered 404/410): nothing reaches this browser,
    // and turning alerts on subscribes it anew.
    push.forgetStoredPush();
    return { browser: { ...browser, subscription: null }, alerts: [] };
  }
}

/**
 * Whether this browser gets the alerts: it holds a subscription (club alerts go to it whether article
 * pushes are on or off, decision 0037), and for a fan one saved with the fan's account (a guest's
 * subscription, made before logging in, is not).
 */
function receivesHere(browser: ThisBrowser, userId: number | null): boolean {
  const subscription = browser.subscription;
  return subscription !== null && (userId === null || subscription.accountId === userId);
}

function guestProof(browser: ThisBrowser, userId: number | null): GuestProof | undefined {
  if (userId !== null) return undefined;
  if (browser.subscription === null) throw new Error('A guest’s club alerts need this browser’s push subscription');
  return browser.subscription;
}

function refusal(outcome: Exclude<SubscribeThisBrowserOutcome, { kind: 'subscribed' }>): ClubAlertsNotice {
  return outcome.kind === 'denied' ? 'blocked' : outcome.kind;
}

interface ClubAlertsControlState {
  /** Known only in the browser, after hydration (session and push state are the browser's). */
  status: 'loading' | 'failed' | 'ready';
  retry: () => void;
  isFan: boolean;
  support: PushSupport;
  /** The kinds turned on for the club (while a change is saved: the change). */
  kinds: readonly AlertKind[];
  /** A change is being saved: further taps wait for it. */
  busy: boolean;
  /** The club's alerts are on, and this browser gets them. */
  receivesHere: boolean;
  notice: { kind: ClubAlertsNotice; id: number } | null;
  turnOn: () => void;
  turnOff: () => void;
  setKind: (kind: AlertKind, on: boolean) => void;
  /** Subscribes this browser to alerts already saved (a fan's from the account). */
  receiveHere: () => void;
}

/**
 * CLB-03: one club's match alerts for the viewer, as a fan (preferences on the account, sent with the
 * token the API client adds) or a guest (on this browser's WP-01 push subscription, proved with its
 * push user id and endpoint). Turning them on subscribes this browser first where it gets no alerts
 * yet: the browser's permission prompt follows the tap (nothing is awaited before it). An unsupported
 * browser, or notifications refused, saves nothing and says why.
 */
export function useClubAlerts(teamId: number): ClubAlertsControlState {
  const client = useApiClient();
  const { id: tenantId } = useTenant();
  const { user, isRestored } = useSession();
  const userId = user?.id ?? null;
  const { data, error, mutate } = useSWR(
    isRestored ? clubAlertsKey(userId) : null,
    () => readClubAlerts(client, userId),
    { revalidateOnFocus: false },
  );
  // The browser push code (its own chunk, which reading the alerts loads first), kept so that a tap
  // reaches the browser's permission prompt without waiting for anything.
  const pushRef = useRef<WebPush | null>(null);
  useEffect(() => {
    void loadWebPush().then((push) => {
      pushRef.current = push;
    });
  }, []);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<readonly AlertKind[] | null>(null);
  const [notice, setNotice] = useState<ClubAlertsControlState['notice']>(null);

  const saved = data?.alerts.find((alert) => alert.team.id === teamId)?.kinds ?? [];
  const kinds = pending ?? saved;

  /**
   * Runs one change at a time. `work` is called at once, inside the tap's task, so a permission prompt
   * it asks for follows the tap; `shown` is what the control shows while it runs (null: as it was).
   */
  const run = useCallback(
    (shown: readonly AlertKind[] | null, work: (state: ClubAlertsState) => Promise<ClubAlertsNotice>) => {
      if (busyRef.current || data === undefined) return;
      busyRef.current = true;
      setBusy(true);
      setPending(shown);
      setNotice(null);
      const announce = (kind: ClubAlertsNotice) => setNotice((previous) => ({ kind, id: (previous?.id ?? 0) + 1 }));
      void work(data)
        .then(announce, (failure: unknown) => {
          console.error(`[shared] club alerts: saving for club ${teamId} failed: ${getErrorMessage(failure)}`);
          announce('failed');
          // Read again what is stored and what this browser holds: the change may have got halfway.
          void mutate();
        })
        .finally(() => {
          busyRef.current = false;
          setBusy(false);
          setPending(null);
        });
    },
    [data, mutate, teamId],
  );

  const keep = useCallback(
    (state: ClubAlertsState, browser: ThisBrowser, alert: ClubAlert) =>
      mutate(
        {
          browser,
          alerts: [
            ...state.alerts.filter((other) => other.team.id !== alert.team.id),
            ...(alert.kinds.length > 0 ? [alert] : []),
          ],
        },
        { revalidate: false },
      ),
    [mutate],
  );

  /**
   * Subscribes this browser (the permission prompt first); answers its state, or why it could not.
   * A refused permission is kept, so the control says why at once next time.
   */
  const subscribeHere = useCallback(
    async (state: ClubAlertsState): Promise<ThisBrowser | ClubAlertsNotice> => {
      const push = pushRef.current ?? (await loadWebPush());
      const outcome = await push.subscribeThisBrowser(client, tenantId, userId, 'club_alerts');
      if (outcome.kind === 'subscribed') return { support: 'ready', subscription: outcome.subscription };
      if (outcome.kind === 'denied') {
        await mutate({ ...state, browser: { support: 'blocked', subscription: null } }, { revalidate: false });
      }
      return refusal(outcome);
    },
    [client, mutate, tenantId, userId],
  );

  const turnOn = useCallback(
    () =>
      run(null, async (state) => {
        let browser = state.browser;
        if (!receivesHere(browser, userId)) {
          const subscribed = await subscribeHere(state);
          if (typeof subscribed === 'string') return subscribed;
          browser = subscribed;
        }
        const alert = await putClubAlerts(client, teamId, defaultAlertKinds, guestProof(browser, userId));
        await keep(state, browser, alert);
        return 'on';
      }),
    [client, keep, run, subscribeHere, teamId, userId],
  );

  const change = useCallback(
    (next: readonly AlertKind[]) =>
      run(next, async (state) => {
        const alert = await putClubAlerts(client, teamId, next, guestProof(state.browser, userId));
        await keep(state, state.browser, alert);
        return alert.kinds.length === 0 ? 'off' : 'saved';
      }),
    [client, keep, run, teamId, userId],
  );

  const receiveHere = useCallback(
    () =>
      run(null, async (state) => {
        const subscribed = await subscribeHere(state);
        if (typeof subscribed === 'string') return subscribed;
        await mutate({ ...state, browser: subscribed }, { revalidate: false });
        return 'here';
      }),
    [mutate, run, subscribeHere],
  );

  return {
    status: data !== undefined ? 'ready' : error !== undefined ? 'failed' : 'loading',
    retry: () => void mutate(),
    isFan: userId !== null,
    support: data?.browser.support ?? 'ready',
    kinds,
    busy,
    receivesHere: data !== undefined && receivesHere(data.browser, userId),
    notice,
    turnOn,
    turnOff: () => change([]),
    setKind: (kind, on) => change(alertKinds.filter((other) => (other === kind ? on : kinds.includes(other)))),
    receiveHere,
  };
}
