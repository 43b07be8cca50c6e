import { waitFor } from '@testing-library/react';
// The client itself, which the shared package keeps to its runtime (createTribuneRuntime).
import { createRealtimeClient } from '../../../shared/src/realtime/realtime-client';
import { mockChannelAuthorization } from '@tribune/shared/testing';
import { pusherOverWorker, type RelayCommand, type RelayMessage, type RelayWorker } from './worker-pusher';

// The page's side of decision 0067, against a stand-in for pusher-relay.worker.js that records the
// commands it is sent and can answer as the worker would. The worker itself, with pusher-js and the
// real-time server, is exercised in the browser (e2e/tests/realtime.spec.ts, newsroom.spec.ts).

const authEndpoint = 'http://api.test/api/broadcasting/auth';
const authRequests = mockChannelAuthorization(authEndpoint, 'fan-token');

function fakeRelayWorker() {
  const commands: RelayCommand[] = [];
  const listeners = new Set<(event: MessageEvent<RelayMessage>) => void>();
  const worker: RelayWorker = {
    postMessage: (command) => commands.push(command),
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  };
  const send = (message: RelayMessage) => {
    for (const listener of [...listeners]) listener(new MessageEvent('message', { data: message }));
  };
  return { worker, commands, send, listening: () => listeners.size };
}

function clientOver(worker: RelayWorker, token: string | null = null) {
  return createRealtimeClient({
    settings: { key: 'tribune-key', host: 'localhost', port: 8080, tls: false, authEndpoint },
    tenantId: 'tribune',
    getToken: () => token,
    loadPusher: () => Promise.resolve(pusherOverWorker(worker)),
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Waits for the page's answer to the relay's `authorize` and checks it. */
function expectAuthorizedAnswer(relay: ReturnType<typeof fakeRelayWorker>, answer: RelayCommand) {
  return waitFor(() => expect(relay.commands.find((command) => command.type === 'authorized')).toEqual(answer));
}

test('[PLT-05] the page connects through the worker once, and each channel event reaches every handler bound to it', async () => {
  const relay = fakeRelayWorker();
  const client = clientOver(relay.worker);
  const scores: unknown[] = [];
  const minutes: unknown[] = [];
  const stopScores = client.subscribe('fixture-7', 'LiveFixture', (data) => scores.push(data));
  const stopMinutes = client.subscribe('fixture-7', 'LiveFixture', (data) => minutes.push(data));
  await settle();

  expect(relay.commands).toEqual([
    { type: 'connect', key: 'tribune-key', options: expect.objectContaining({ wsHost: 'localhost', wsPort: 8080 }) },
    { type: 'subscribe', channel: 'fixture-7' },
    { type: 'bind', channel: 'fixture-7', event: 'LiveFixture' },
  ]);
  // Functions cannot cross to a worker: the channel authorisation stays on the page.
  const connect = relay.commands[0];
  expect(connect?.type === 'connect' && 'channelAuthorization' in connect.options).toBe(false);

  relay.send({ type: 'event', channel: 'fixture-7', event: 'LiveFixture', data: { time: 67, score: '2-1' } });
  relay.send({ type: 'event', channel: 'fixture-8', event: 'LiveFixture', data: { time: 1, score: '0-0' } });
  expect(scores).toEqual([{ time: 67, score: '2-1' }]);
  expect(minutes).toEqual([{ time: 67, score: '2-1' }]);

  // The relay is unbound with the last handler, and the channel left.
  stopScores();
  expect(relay.commands.slice(3)).toEqual([]);
  stopMinutes();
  expect(relay.commands.slice(3)).toEqual([
    { type: 'unbind', channel: 'fixture-7', event: 'LiveFixture' },
    { type: 'unsubscribe', channel: 'fixture-7' },
  ]);

  client.disconnect();
  await settle();
  expect(relay.commands.at(-1)).toEqual({ type: 'disconnect' });
  expect(relay.listening()).toBe(0);
});

test('[PLT-05] a connection the worker reports back up tells the reconnect listeners', async () => {
  const relay = fakeRelayWorker();
  const client = clientOver(relay.worker);
  const reconnects: number[] = [];
  client.onReconnect(() => reconnects.push(Date.now()));
  client.subscribe('fixture-7', 'LiveFixture', () => undefined);
  await settle();

  relay.send({ type: 'state_change', previous: 'connecting', current: 'connected' });
  expect(reconnects).toHaveLength(0);
  relay.send({ type: 'state_change', previous: 'connected', current: 'unavailable' });
  relay.send({ type: 'state_change', previous: 'unavailable', current: 'connected' });
  expect(reconnects).toHaveLength(1);
});

test("[PLT-05][NOT-03] the worker's channel authorisation is asked on the page, with the fan's token and the tenant", async () => {
  const relay = fakeRelayWorker();
  const client = clientOver(relay.worker, 'fan-token');
  client.subscribe('private-user-5', 'Notification', () => undefined);
  await settle();

  relay.send({ type: 'authorize', requestId: 1, socketId: '123.456', channelName: 'private-user-5' });
  await expectAuthorizedAnswer(relay, {
    type: 'authorized',
    requestId: 1,
    ok: true,
    data: { auth: 'tribune-key:signature' },
  });
  expect(authRequests).toEqual([
    {
      headers: expect.objectContaining({
        authorization: 'Bearer fan-token',
        'x-tenant-id': 'tribune',
        'content-type': 'application/x-www-form-urlencoded',
      }),
      body: 'socket_id=123.456&channel_name=private-user-5',
    },
  ]);
});

test('[PLT-05] a refused authorisation goes back to the worker as a failure with its status', async () => {
  const relay = fakeRelayWorker();
  const client = clientOver(relay.worker, 'someone-else');
  client.subscribe('private-user-5', 'Notification', () => undefined);
  await settle();

  relay.send({ type: 'authorize', requestId: 4, socketId: '1.2', channelName: 'private-user-5' });
  await expectAuthorizedAnswer(relay, {
    type: 'authorized',
    requestId: 4,
    ok: false,
    status: 403,
    message: 'Channel authorisation answered 403',
  });
});

test("[NR-04] a presence channel's members cross from the worker as a list and are visited with each()", async () => {
  const relay = fakeRelayWorker();
  const client = clientOver(relay.worker, 'fan-token');
  const seen: unknown[] = [];
  client.subscribe('presence-newsroom-article-3', 'pusher:subscription_succeeded', (data) => {
    (data as { each(visit: (member: unknown) => void): void }).each((member) => seen.push(member));
  });
  await settle();

  const members = [
    { id: '1', info: { username: 'editor' } },
    { id: '2', info: { username: 'reporter' } },
  ];
  relay.send({
    type: 'event',
    channel: 'presence-newsroom-article-3',
    event: 'pusher:subscription_succeeded',
    data: { presenceMembers: members, me: members[0] },
  });
  expect(seen).toEqual(members);
});
