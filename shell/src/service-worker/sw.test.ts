import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * WP-01: the service worker itself (sw.js, plain JavaScript), run in a worker-like global whose edges
 * (registration, clients) are recorded: what a push shows and what a click opens.
 */
const source = readFileSync(path.join(__dirname, 'sw.js'), 'utf8');
const origin = 'https://www.tribune.test';

type Listener = (event: unknown) => void;

function startWorker(openWindows: { url: string }[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: Record<string, unknown> }[] = [];
  const opened: string[] = [];
  const focused: string[] = [];
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () =>
        openWindows.map((window) => ({
          url: window.url,
          focus: async () => {
            focused.push(window.url);
          },
        })),
      openWindow: async (url: string) => {
        opened.push(url);
      },
    },
  };
  runInNewContext(source, { self, URL });
  async function dispatch(type: string, event: Record<string, unknown>) {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({ ...event, waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
    await Promise.all(waits);
  }
  return { shown, opened, focused, dispatch };
}

function pushEvent(payload: unknown) {
  return { data: { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) } };
}

test('[WP-01] a push shows the article as a notification: title, body, icon, tag and the url to open', async () => {
  const worker = startWorker();
  await worker.dispatch(
    'push',
    pushEvent({
      title: 'The keeper signs',
      body: 'Until 2030.',
      url: '/article/12/the-keeper-signs',
      tag: 'article-12',
      icon: '/assets/images/stadium-day.svg',
    }),
  );
  expect(worker.shown).toEqual([
    {
      title: 'The keeper signs',
      options: {
        body: 'Until 2030.',
        icon: `${origin}/assets/images/stadium-day.svg`,
        tag: 'article-12',
        data: { url: `${origin}/article/12/the-keeper-signs` },
      },
    },
  ]);
});

test('[WP-01] a push without a readable payload still shows a notification (userVisibleOnly), of the site', async () => {
  const worker = startWorker();
  await worker.dispatch('push', pushEvent('not json'));
  await worker.dispatch('push', { data: null });
  expect(worker.shown.map((notification) => notification.title)).toEqual(['www.tribune.test', 'www.tribune.test']);
  expect(worker.shown[0]?.options['data']).toEqual({ url: `${origin}/` });
});

test('[WP-01] a url or icon of another site is never used: the click opens the site itself', async () => {
  const worker = startWorker();
  await worker.dispatch(
    'push',
    pushEvent({ title: 'x', url: 'https://evil.example/phish', icon: 'javascript:alert(1)', tag: 't' }),
  );
  expect(worker.shown[0]?.options).toMatchObject({ icon: undefined, data: { url: `${origin}/` } });
});

test('[WP-01] clicking the notification focuses the article when it is open, else opens it', async () => {
  const url = `${origin}/article/12/the-keeper-signs`;
  const closed: string[] = [];
  const notification = { data: { url }, close: () => closed.push(url) };

  const withTab = startWorker([{ url }]);
  await withTab.dispatch('notificationclick', { notification });
  expect(withTab.focused).toEqual([url]);
  expect(withTab.opened).toEqual([]);

  const withoutTab = startWorker([{ url: `${origin}/` }]);
  await withoutTab.dispatch('notificationclick', { notification });
  expect(withoutTab.opened).toEqual([url]);
  expect(closed).toHaveLength(2);
});
