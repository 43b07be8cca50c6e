import PusherJS, { type Options } from 'pusher-js';
import { createRealtimeClient, type RealtimeClient } from '../../../../shared/src/realtime/realtime-client';
import { apiRequest, body, buildTestApp, demoPassword } from '../../helper';
import { apps, eventually, harnessFor, once, type RealtimeHarness, startRealtimeApp } from './harness';

/**
 * PLT-05, the browser side: `@tribune/shared`'s real-time client with the real pusher-js (its Node
 * build; shared's own tests run in jsdom, which cannot reach a server) against the real API. One lazy
 * connection per page, channels that follow their subscribers' lifetimes, private channels authorised
 * with the session's token, a reconnect signal after a server restart, and no failure when the server
 * is gone.
 */

jest.setTimeout(30_000);

let rt: RealtimeHarness;
const clients: RealtimeClient[] = [];
const subscriptions: (() => void)[] = [];
beforeAll(async () => {
  rt = await startRealtimeApp();
});
afterEach(() => {
  // Unsubscribed first: disconnect() moves still-active subscriptions to a fresh connection.
  for (const stop of subscriptions.splice(0)) stop();
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => rt.close());

function pageClient(port: number, getToken: () => string | null = () => null): RealtimeClient {
  const client = createRealtimeClient({
    settings: {
      key: apps.tribune.key,
      host: '127.0.0.1',
      port,
      tls: false,
      // The browser's is relative to the page; outside a page it must be absolute.
      authEndpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
    },
    tenantId: 'tribune',
    getToken,
  });
  clients.push(client);
  return client;
}

function nextEvent(
  client: RealtimeClient,
  channel: string,
  event: string,
): { received: Promise<unknown>; stop: () => void } {
  let stop: () => void = () => undefined;
  const received = new Promise<unknown>((resolve) => {
    stop = client.subscribe(channel, event, resolve);
  });
  subscriptions.push(stop);
  return { received, stop };
}

async function occupied(channel: string): Promise<boolean> {
  const response = await rt.sdk().get({ path: `/channels/${channel}`, params: {} });
  return ((await response.json()) as { occupied: boolean }).occupied;
}

test('[PLT-05] one lazy connection per page: none before the first subscription, one for all of them', async () => {
  let upgrades = 0;
  const count = () => (upgrades += 1);
  rt.app.server.on('upgrade', count);
  try {
    const client = pageClient(rt.port);
    expect(upgrades).toBe(0);
    const first = nextEvent(client, 'fixture-501', 'LiveFixture');
    const second = nextEvent(client, 'fixture-502', 'LiveFixture');
    const comments = nextEvent(client, 'comments-article-7', 'NewComment');
    expect(
      await eventually(
        async () =>
          (await occupied('fixture-501')) && (await occupied('fixture-502')) && (await occupied('comments-article-7')),
      ),
    ).toBe(true);
    await rt.sdk().trigger(['fixture-501', 'fixture-502'], 'LiveFixture', { time: 1, score: '0-0' });
    await rt.sdk().trigger('comments-article-7', 'NewComment', { id: 3 });
    expect(await Promise.all([first.received, second.received, comments.received])).toEqual([
      { time: 1, score: '0-0' },
      { time: 1, score: '0-0' },
      { id: 3 },
    ]);
    expect(upgrades).toBe(1);
  } finally {
    rt.app.server.off('upgrade', count);
  }
});

test('[PLT-05] a channel is left when its last subscriber goes, not before', async () => {
  const client = pageClient(rt.port);
  const a = nextEvent(client, 'fixture-601', 'LiveFixture');
  const b = nextEvent(client, 'fixture-601', 'LiveFixture');
  expect(await eventually(() => occupied('fixture-601'))).toBe(true);
  a.stop();
  await rt.sdk().trigger('fixture-601', 'LiveFixture', { time: 2, score: '1-0' });
  expect(await b.received).toEqual({ time: 2, score: '1-0' });
  expect(await occupied('fixture-601')).toBe(true);
  b.stop();
  expect(await eventually(async () => !(await occupied('fixture-601')))).toBe(true);
});

test('[PLT-05][NOT-03] private channels are authorised with the session token and X-Tenant-Id', async () => {
  const response = await apiRequest(rt.app, {
    method: 'POST',
    url: '/api/v2/login',
    payload: { login: 'fan', password: demoPassword },
  });
  const { authorization: token, id } = body(response)['data'] as { authorization: string; id: number };
  const client = pageClient(rt.port, () => token);
  const notification = nextEvent(client, `private-user-${id}`, 'notification');
  expect(await eventually(() => occupied(`private-user-${id}`))).toBe(true);
  const tenant = await rt.app.tenants.findById('tribune');
  if (tenant === undefined) throw new Error('tenant missing');
  await rt.app.realtime.publish(tenant, `private-user-${id}`, 'notification', { id: 42 });
  expect(await notification.received).toEqual({ id: 42 });
});

test('[PLT-05] after the server restarts, subscribers are told to refetch and events flow again', async () => {
  const before = await startRealtimeApp();
  const after = await buildTestApp();
  try {
    const client = pageClient(before.port);
    let reconnects = 0;
    const reconnected = new Promise<void>((resolve) =>
      client.onReconnect(() => {
        reconnects += 1;
        resolve();
      }),
    );
    const first = nextEvent(client, 'fixture-701', 'LiveFixture');
    expect(
      await eventually(
        async () =>
          (
            (await (await before.sdk().get({ path: '/channels/fixture-701', params: {} })).json()) as {
              occupied: boolean;
            }
          ).occupied,
      ),
    ).toBe(true);
    await before.sdk().trigger('fixture-701', 'LiveFixture', { time: 3, score: '0-0' });
    await first.received;

    await before.app.close();
    await after.listen({ port: before.port, host: '127.0.0.1' });
    await reconnected;
    expect(reconnects).toBe(1);
    const afterHarness = harnessFor(after);
    expect(
      await eventually(
        async () =>
          (
            (await (await afterHarness.sdk().get({ path: '/channels/fixture-701', params: {} })).json()) as {
              occupied: boolean;
            }
          ).occupied,
      ),
    ).toBe(true);
    const second = nextEvent(client, 'fixture-701', 'LiveFixture');
    await afterHarness.sdk().trigger('fixture-701', 'LiveFixture', { time: 4, score: '1-0' });
    expect(await second.received).toEqual({ time: 4, score: '1-0' });
  } finally {
    for (const stop of subscriptions.splice(0)) stop();
    for (const client of clients.splice(0)) client.disconnect();
    await after.close();
  }
  // ~1 s normally; up to pusher-js's 15 s retry when a loaded machine misses the shutdown window.
}, 45_000);

test('[PLT-05] after disconnect() (a logout), active subscriptions carry on over a fresh connection and are told to refetch', async () => {
  let upgrades = 0;
  const count = () => (upgrades += 1);
  rt.app.server.on('upgrade', count);
  try {
    const client = pageClient(rt.port);
    let reconnects = 0;
    const reconnected = new Promise<void>((resolve) =>
      client.onReconnect(() => {
        reconnects += 1;
        resolve();
      }),
    );
    const live = nextEvent(client, 'fixture-901', 'LiveFixture');
    expect(await eventually(() => occupied('fixture-901'))).toBe(true);
    client.disconnect();
    await reconnected;
    expect(upgrades).toBe(2);
    expect(reconnects).toBe(1);
    expect(await eventually(() => occupied('fixture-901'))).toBe(true);
    await rt.sdk().trigger('fixture-901', 'LiveFixture', { time: 5, score: '0-1' });
    expect(await live.received).toEqual({ time: 5, score: '0-1' });
    live.stop();
    expect(await eventually(async () => !(await occupied('fixture-901')))).toBe(true);
  } finally {
    rt.app.server.off('upgrade', count);
  }
});

test('[PLT-05] losing the real-time server never throws at the page', async () => {
  const gone = await startRealtimeApp();
  const port = gone.port;
  await gone.close();
  // The real pusher-js, watched: the page's client keeps trying while the page carries on.
  const attempts: Promise<void>[] = [];
  class WatchedPusher extends PusherJS {
    constructor(key: string, options: Options) {
      super(key, options);
      attempts.push(
        this.connection.state === 'connecting'
          ? Promise.resolve()
          : once(this.connection, 'connecting').then(() => undefined),
      );
    }
  }
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const client = createRealtimeClient({
      settings: {
        key: apps.tribune.key,
        host: '127.0.0.1',
        port,
        tls: false,
        authEndpoint: `http://127.0.0.1:${port}/api/broadcasting/auth`,
      },
      tenantId: 'tribune',
      getToken: () => null,
      // pusher-js types its constructor's options precisely; the shared client passes a plain record.
      loadPusher: async () =>
        WatchedPusher as unknown as new (key: string, options: Record<string, unknown>) => PusherJS,
    });
    const stop = client.subscribe('fixture-801', 'LiveFixture', () => undefined);
    const stopReconnect = client.onReconnect(() => undefined);
    await eventually(() => attempts.length === 1);
    await attempts[0];
    stop();
    stopReconnect();
    client.disconnect();
  } finally {
    console.error = original;
  }
  expect(errors).toEqual([]);
});
