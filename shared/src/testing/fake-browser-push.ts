/**
 * The browser's push machinery at the network edge (service worker container, Notification,
 * PushManager, the push service's subscription), as Chromium answers, for tests of WP-01's toggle and
 * CLB-03's club alerts. Only the browser APIs are fake: the code under test runs as it does in a page.
 */

export const fakePushEndpoint = 'https://push.example.net/send/abc123';

interface FakeBrowserPushOptions {
  /** The site's notification permission when the page opens. */
  permission?: NotificationPermission;
  /** What the visitor picks in the browser's own permission prompt. */
  answer?: NotificationPermission;
  /** The browser already holds a subscription for the site (its worker registered). */
  subscribed?: boolean;
}

/** What the page asked of the browser. */
interface FakeBrowserPushCalls {
  registered: string[];
  subscribed: { userVisibleOnly?: boolean; key: number }[];
  /** Times the page called `Notification.requestPermission()`. */
  asked: number;
  /** Times a subscription was unsubscribed. */
  unsubscribed: number;
  /** Whether the browser holds a subscription now. */
  readonly holdsSubscription: boolean;
}

/** Installs the fake on `navigator` and `window`; `removeBrowserPush` takes it away again. */
export function installBrowserPush(options: FakeBrowserPushOptions = {}): FakeBrowserPushCalls {
  let subscription: ReturnType<typeof fakeSubscription> | null = null;
  const calls: FakeBrowserPushCalls = {
    registered: [],
    subscribed: [],
    asked: 0,
    unsubscribed: 0,
    get holdsSubscription() {
      return subscription !== null;
    },
  };
  function fakeSubscription(endpoint = fakePushEndpoint) {
    const made = {
      endpoint,
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'BFakeP256dhKey', auth: 'FakeAuthSecret' } }),
      unsubscribe: async () => {
        calls.unsubscribed += 1;
        if (subscription === made) subscription = null;
        return true;
      },
    };
    return made;
  }
  if (options.subscribed) subscription = fakeSubscription();
  let registered = options.subscribed === true;
  const registration = {
    scope: 'http://localhost/',
    pushManager: {
      getSubscription: async () => subscription,
      subscribe: async (subscribeOptions: { userVisibleOnly?: boolean; applicationServerKey: Uint8Array }) => {
        calls.subscribed.push({
          userVisibleOnly: subscribeOptions.userVisibleOnly,
          key: subscribeOptions.applicationServerKey.length,
        });
        subscription = fakeSubscription();
        return subscription;
      },
    },
  };
  const serviceWorker = {
    register: async (url: string) => {
      calls.registered.push(url);
      registered = true;
      return registration;
    },
    getRegistration: async () => (registered ? registration : undefined),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  class BrowserNotification {
    static permission: NotificationPermission = options.permission ?? 'default';
    static async requestPermission(): Promise<NotificationPermission> {
      calls.asked += 1;
      // A permission already given or refused is answered without a prompt.
      if (BrowserNotification.permission === 'default') BrowserNotification.permission = options.answer ?? 'granted';
      return BrowserNotification.permission;
    }
  }
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(window, 'Notification', { value: BrowserNotification, configurable: true, writable: true });
  Object.defineProperty(window, 'PushManager', { value: class PushManager {}, configurable: true, writable: true });
  return calls;
}

/** Takes the fake away (call it after each test): the browser has no push at all again, as jsdom. */
export function removeBrowserPush(): void {
  for (const [target, name] of [
    [navigator, 'serviceWorker'],
    [window, 'Notification'],
    [window, 'PushManager'],
  ] as const) {
    if (Object.getOwnPropertyDescriptor(target, name)?.configurable) Reflect.deleteProperty(target, name);
  }
}
