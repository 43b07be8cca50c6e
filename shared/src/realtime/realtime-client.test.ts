import { mockChannelAuthorization } from '../testing/mock-api';
import { ChannelAuthorizationError, type ChannelAuthorizationHandler } from './authorize-channel';
import { createRealtimeClient, type RealtimeClientOptions } from './realtime-client';

/**
 * The client's bookkeeping against a stand-in for pusher-js (the network edge). The same client runs
 * against the real server with the real pusher-js in api/test/modules/realtime/shared-client.test.ts; jsdom
 * cannot open that connection, so this file covers the rules that need no server.
 */

type Handler = (data: unknown) => void;

const authEndpoint = 'http://api.test/api/broadcasting/auth';
const authRequests = mockChannelAuthorization(authEndpoint, 'token-1');

function fakePusherModule() {
  const instances: FakePusher[] = [];
  class FakePusher {
    readonly key: string;
    readonly options: Record<string, unknown>;
    readonly subscribed = new Set<string>();
    readonly handlers = new Map<string, Map<string, Set<Handler>>>();
    readonly stateListeners: ((states: { previous: string; current: string }) => void)[] = [];
    disconnected = false;
    connection = {
      bind: (_event: string, callback: (states: { previous: string; current: string }) => void) => {
        this.stateListeners.push(callback);
      },
    };
    constructor(key: string, options: Record<string, unknown>) {
      this.key = key;
      this.options = options;
      instances.push(this);
    }
    subscribe(channel: string) {
      this.subscribed.add(channel);
      const events = this.handlers.get(channel) ?? new Map<string, Set<Handler>>();
      this.handlers.set(channel, events);
      return {
        bind: (event: string, handler: Handler) => {
          const set = events.get(event) ?? new Set<Handler>();
          set.add(handler);
          events.set(event, set);
        },
        unbind: (event: string, handler: Handler) => events.get(event)?.delete(handler),
      };
    }
    unsubscribe(channel: string) {
      this.subscribed.delete(channel);
      this.handlers.delete(channel);
    }
    disconnect() {
      this.disconnected = true;
    }
    emit(channel: string, event: string, data: unknown) {
      for (const handler of this.handlers.get(channel)?.get(event) ?? []) handler(data);
    }
    setState(current: string) {
      for (const listener of this.stateListeners) listener({ previous: 'connecting', current });
    }
  }
  return { instances, loadPusher: () => Promise.resolve(FakePusher) };
}

function settle() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function options(loadPusher: RealtimeClientOptions['loadPusher'], token: string | null = null): RealtimeClientOptions {
  return {
    settings: { key: 'tribune-key', host: 'localhost', port: 8080, tls: false, authEndpoint },
    tenantId: 'tribune',
    getToken: () => token,
    loadPusher,
  };
}

test('[PLT-05] no connection until the first subscription, then one for every channel', async () => {
  const fake = fakePusherModule();
  const client = createRealtimeClient(options(fake.loadPusher, 'token-1'));
  await settle();
  expect(fake.instances).toHaveLength(0);
  client.subscribe('fixture-1', 'LiveFixture', () => undefined);
  client.subscribe('fixture-2', 'LiveFixture', () => undefined);
  await settle();
  expect(fake.instances).toHaveLength(1);
  const [pusher] = fake.instances;
  expect([...(pusher?.subscribed ?? [])]).toEqual(['fixture-1', 'fixture-2']);
  expect(pusher?.options).toMatchObject({ wsHost: 'localhost', wsPort: 8080, forceTLS: false, cluster: 'tribune' });
  // pusher-js calls the client's handler to authorise a private channel: it posts to the endpoint with
  // the tenant and the fan's token, as pusher-js's own ajax transport would.
  const authorization = pusher?.options['channelAuthorization'] as { customHandler: ChannelAuthorizationHandler };
  const answer = await new Promise<{ error: Error | null; data: unknown }>((resolve) =>
    authorization.customHandler({ socketId: '1.2', channelName: 'private-user-5' }, (error, data) =>
      resolve({ error, data }),
    ),
  );
  expect(answer).toEqual({ error: null, data: { auth: 'tribune-key:signature' } });
  expect(authRequests).toEqual([
    {
      headers: expect.objectContaining({
        'x-tenant-id': 'tribune',
        authorization: 'Bearer token-1',
        'content-type': 'application/x-www-form-urlencoded',
      }),
      body: 'socket_id=1.2&channel_name=private-user-5',
    },
  ]);
});

test('[PLT-05] a refused channel authorisation reaches pusher-js as an error with the status', async () => {
  const fake = fakePusherModule();
  const client = createRealtimeClient(options(fake.loadPusher, 'someone-else'));
  client.subscribe('private-user-5', 'Notification', () => undefined);
  await settle();
  const authorization = fake.instances[0]?.options['channelAuthorization'] as {
    customHandler: ChannelAuthorizationHandler;
  };
  const error = await new Promise<Error | null>((resolve) =>
    authorization.customHandler({ socketId: '1.2', channelName: 'private-user-5' }, (failure) => resolve(failure)),
  );
  expect(error).toBeInstanceOf(ChannelAuthorizationError);
  expect(error).toMatchObject({ status: 403, message: 'Channel authorisation answered 403' });
});

test('[PLT-05] a channel is left when its last subscriber goes', async () => {
  const fake = fakePusherModule();
  const client = createRealtimeClient(options(fake.loadPusher));
  const seen: unknown[] = [];
  const stopFirst = client.subscribe('fixture-1', 'LiveFixture', (data) => seen.push(['first', data]));
  const stopSecond = client.subscribe('fixture-1', 'LiveFixture', (data) => seen.push(['second', data]));
  await settle();
  const [pusher] = fake.instances;
  stopFirst();
  expect(pusher?.subscribed.has('fixture-1')).toBe(true);
  pusher?.emit('fixture-1', 'LiveFixture', { time: 1 });
  expect(seen).toEqual([['second', { time: 1 }]]);
  stopSecond();
  expect(pusher?.subscribed.has('fixture-1')).toBe(false);
});

test('[PLT-05] a subscription dropped before the connection is up never subscribes', async () => {
  const fake = fakePusherModule();
  const client = createRealtimeClient(options(fake.loadPusher));
  const stop = client.subscribe('fixture-1', 'LiveFixture', () => undefined);
  stop();
  await settle();
  expect(fake.instances[0]?.subscribed.size).toBe(0);
});

test('[PLT-05] reconnect listeners run when the connection comes back, not on the first connect', async () => {
  const fake = fakePusherModule();
  const client = createRealtimeClient(options(fake.loadPusher));
  const reconnects = jest.fn();
  client.onReconnect(reconnects);
  client.subscribe('fixture-1', 'LiveFixture', () => undefined);
  await settle();
  const [pusher] = fake.instances;
  pusher?.setState('connected');
  expect(reconnects).not.toHaveBeenCalled();
  pusher?.setState('connecting');
  pusher?.setState('connected');
  expect(reconnects).toHaveBeenCalledTimes(1);
});

test('[PLT-05] after disconnect() active subscriptions move to a fresh connection and subscribers are told', async () => {
  const fake = fakePusherModule();
  const client = createRealtimeClient(options(fake.loadPusher));
  const reconnects = jest.fn();
  client.onReconnect(reconnects);
  const seen: unknown[] = [];
  client.subscribe('fixture-1', 'LiveFixture', (data) => seen.push(data));
  await settle();
  const [first] = fake.instances;
  first?.setState('connected');
  client.disconnect();
  await settle();
  expect(first?.disconnected).toBe(true);
  const second = fake.instances[1];
  expect(second?.subscribed.has('fixture-1')).toBe(true);
  second?.setState('connected');
  expect(reconnects).toHaveBeenCalledTimes(1);
  second?.emit('fixture-1', 'LiveFixture', { time: 2 });
  expect(seen).toEqual([{ time: 2 }]);
});

test('[PLT-05] when pusher-js cannot be loaded the page carries on', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const client = createRealtimeClient(options(() => Promise.reject(new Error('offline'))));
  const stop = client.subscribe('fixture-1', 'LiveFixture', () => undefined);
  await settle();
  expect(() => stop()).not.toThrow();
  expect(() => client.disconnect()).not.toThrow();
  expect(error).toHaveBeenCalledWith('Real-time connection unavailable', expect.any(Error));
  error.mockRestore();
});
