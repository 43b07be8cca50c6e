import PusherJS from 'pusher-js';
import WebSocket from 'ws';
import { buildTestApp } from '../../../helper';
import {
  apps,
  eventually,
  harnessFor,
  once,
  openRaw,
  pusherClientOptions,
  type RealtimeHarness,
  record,
  sdkFor,
  startRealtimeApp,
  subscribed,
  uniqueChannel,
} from '../harness';

/**
 * PLT-05 conformance, the connection: handshake, liveness, errors and close codes, limits, shutdown.
 * Real pusher-js 8 and raw `ws` clients against the API listening on a loopback port.
 */

jest.setTimeout(20_000);

describe('connection', () => {
  let rt: RealtimeHarness;
  beforeAll(async () => {
    rt = await startRealtimeApp();
  });
  afterEach(() => rt.cleanup());
  afterAll(() => rt.close());

  test('[PLT-05] the first frame is pusher:connection_established with a digits.digits socket id and an activity timeout', async () => {
    const raw = await rt.raw();
    const first = await raw.next();
    expect(first.event).toBe('pusher:connection_established');
    expect(typeof first.data).toBe('string');
    const data: unknown = JSON.parse(String(first.data));
    expect(data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 30 });
  });

  test('[PLT-05] pusher-js 8 connects unchanged and learns its socket id', async () => {
    const client = await rt.connectedClient();
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  test('[PLT-05] socket ids are unique across 500 connections', async () => {
    const raws = await Promise.all(Array.from({ length: 500 }, () => rt.raw()));
    const ids = await Promise.all(raws.map((raw) => raw.socketId()));
    expect(new Set(ids).size).toBe(500);
  });

  test('[PLT-05] an unknown app key gets pusher:error 4001 and close 4001, and pusher-js does not reconnect', async () => {
    const raw = await rt.raw('/app/no-such-key?protocol=7');
    const error = await raw.event('pusher:error');
    expect(error.data).toEqual({ code: 4001, message: expect.stringContaining('no-such-key') });
    expect((await raw.closed).code).toBe(4001);

    let upgrades = 0;
    const countUpgrade = () => (upgrades += 1);
    rt.app.server.on('upgrade', countUpgrade);
    try {
      const client = rt.client({ key: 'no-such-key' });
      const refused = await once<{ type: string; error?: { data?: { code?: number } } }>(client.connection, 'error');
      expect(JSON.stringify(refused)).toContain('4001');
      if (client.connection.state !== 'disconnected') await once(client.connection, 'disconnected');
      // pusher-js would retry at once (4200 range) or after a second (4100 range, 1006): wait out both.
      await new Promise((resolve) => setTimeout(resolve, 1_300));
      expect(client.connection.state).toBe('disconnected');
      expect(upgrades).toBe(1);
    } finally {
      rt.app.server.off('upgrade', countUpgrade);
    }
  });

  test('[PLT-05] a protocol older than 5 is refused with 4007', async () => {
    const raw = await rt.raw(`/app/${apps.tribune.key}?protocol=4`);
    expect((await raw.event('pusher:error')).data).toMatchObject({ code: 4007 });
    expect((await raw.closed).code).toBe(4007);
  });

  test('[PLT-05] an upgrade on a path other than /app/{key} is refused with 404', async () => {
    await expect(openRaw(`${rt.url}/not-the-app/${apps.tribune.key}`)).rejects.toThrow(/404/);
  });

  test('[PLT-05] pusher:ping is answered with pusher:pong, and a WebSocket ping frame with a pong frame', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    raw.send({ event: 'pusher:ping', data: {} });
    expect(await raw.event('pusher:pong', 1_000)).toEqual({ event: 'pusher:pong', data: {} });
    const pong = new Promise<Buffer>((resolve) => raw.ws.once('pong', resolve));
    raw.ws.ping(Buffer.from('are-you-there'));
    expect((await pong).toString()).toBe('are-you-there');
  });

  test('[PLT-05] pusher-js pings after its activity timeout, gets pongs and stays connected', async () => {
    const client = await rt.connectedClient({ activityTimeout: 200, pongTimeout: 1_000 });
    const socketId = client.connection.socket_id;
    const pongs: number[] = [];
    await new Promise<void>((resolve) => {
      client.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:pong' && pongs.push(Date.now()) === 3) resolve();
      });
    });
    expect(client.connection.state).toBe('connected');
    expect(client.connection.socket_id).toBe(socketId);
  });

  test('[PLT-05] malformed JSON, binary frames and unknown events get pusher:error 4200 and the connection keeps working', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    raw.send('{"event": "pusher:subscribe", "data": ');
    expect((await raw.event('pusher:error')).data).toEqual({ code: 4200, message: 'Invalid message format' });
    raw.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect((await raw.event('pusher:error')).data).toMatchObject({ code: 4200 });
    raw.send({ event: 'pusher:subscribe', data: { no_channel: true } });
    expect((await raw.event('pusher:error')).data).toMatchObject({ code: 4200 });
    raw.send({ event: 'something-else', data: {} });
    expect((await raw.event('pusher:error')).data).toMatchObject({
      code: 4200,
      message: expect.stringContaining('Unknown event'),
    });
    raw.send({ event: 'pusher:signin', data: { auth: 'x', user_data: '{}' } });
    expect((await raw.event('pusher:error')).data).toMatchObject({ message: expect.stringContaining('private-user-') });
    // Still subscribed to nothing, still alive.
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.event('pusher:pong');
    expect(raw.ws.readyState).toBe(WebSocket.OPEN);
  });

  test('[PLT-05] a burst of junk frames never crashes the server or disturbs another client', async () => {
    const channel = uniqueChannel();
    const bystander = await rt.connectedClient();
    const watched = bystander.subscribe(channel);
    await subscribed(watched);
    const received = once<{ n: number }>(watched, 'Still');

    const junk: (string | Buffer)[] = [
      '',
      'null',
      '[]',
      '"pusher:ping"',
      '{"event": 5}',
      '{"event": null, "data": {}}',
      '{"event": "pusher:subscribe"}',
      '{"event": "pusher:subscribe", "data": "{not json"}',
      '{"event": "pusher:subscribe", "data": {"channel": 42}}',
      '{"event": "pusher:subscribe", "data": {"channel": "private-x", "auth": {"nested": true}}}',
      '{"event": "pusher:subscribe", "data": {"channel": "presence-x", "auth": "a:b", "channel_data": "not json"}}',
      '{"event": "pusher:unsubscribe", "data": []}',
      '{"event": "client-x"}',
      '{"event": "client-x", "channel": {"a": 1}, "data": {}}',
      `{"event": "${'e'.repeat(5_000)}"}`,
      `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
      '{"event": "pusher:subscribe", "data": {"channel": "\u0000\ud800"}}',
      Buffer.from([0xff, 0xfe, 0xfd]),
    ];
    const raw = await rt.raw();
    await raw.socketId();
    for (let round = 0; round < 10; round += 1) {
      for (const frame of junk) raw.ws.send(frame, { binary: Buffer.isBuffer(frame) });
    }
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.event('pusher:pong');

    // Invalid UTF-8 in a text frame is a WebSocket protocol error: that socket closes (1007), nothing else.
    const broken = await rt.raw();
    await broken.socketId();
    broken.ws.send(Buffer.from([0xc3, 0x28]), { binary: false });
    expect((await broken.closed).code).toBe(1007);

    await rt.sdk().trigger(channel, 'Still', { n: 1 });
    expect(await received).toEqual({ n: 1 });
    expect(bystander.connection.state).toBe('connected');
  });

  test('[PLT-05] a frame over the 64 KiB limit closes the connection with 1009; one just under it is accepted', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    raw.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(60 * 1024) } });
    await raw.event('pusher:pong');
    raw.send({ event: 'pusher:ping', data: { padding: 'x'.repeat(65 * 1024) } });
    expect((await raw.closed).code).toBe(1009);
  });
});

describe('idle connections', () => {
  let rt: RealtimeHarness;
  beforeAll(async () => {
    rt = await startRealtimeApp({ env: { REALTIME_IDLE_TIMEOUT: '0.3', REALTIME_PONG_TIMEOUT: '0.3' } });
  });
  afterEach(() => rt.cleanup());
  afterAll(() => rt.close());

  test('[PLT-05] the server pings a silent client and closes it with 4201 when no pong comes', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    await raw.event('pusher:ping', 2_000);
    expect((await raw.event('pusher:error', 2_000)).data).toEqual({ code: 4201, message: 'Pong reply not received' });
    expect((await raw.closed).code).toBe(4201);
  });

  test('[PLT-05] a client that answers the server pings stays connected', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    for (let ping = 0; ping < 3; ping += 1) {
      await raw.event('pusher:ping', 2_000);
      raw.send({ event: 'pusher:pong', data: {} });
    }
    expect(raw.ws.readyState).toBe(WebSocket.OPEN);
    expect(raw.frames.some((frame) => frame.event === 'pusher:error')).toBe(false);
  });
});

describe('connection quota', () => {
  let rt: RealtimeHarness;
  beforeAll(async () => {
    rt = await startRealtimeApp({ env: { REALTIME_MAX_CONNECTIONS_PER_TENANT: '2' } });
  });
  afterEach(() => rt.cleanup());
  afterAll(() => rt.close());

  test('[PLT-05] connection N+1 of a tenant is refused with 4004 and pusher-js stops; other tenants still connect', async () => {
    const first = await rt.raw();
    const second = await rt.raw();
    await Promise.all([first.socketId(), second.socketId()]);
    const third = await rt.raw();
    expect((await third.event('pusher:error')).data).toEqual({
      code: 4004,
      message: 'Application is over connection quota',
    });
    expect((await third.closed).code).toBe(4004);

    const refused = rt.client();
    await once(refused.connection, 'error');
    if (refused.connection.state !== 'disconnected') await once(refused.connection, 'disconnected');

    // The quota is the tenant's: the Dutch tenant is not affected.
    const dutch = await rt.raw(`/app/${apps.tribuneNl.key}?protocol=7`);
    expect(await dutch.socketId()).toMatch(/^\d+\.\d+$/);
    // A place frees up when a connection closes.
    first.close();
    await first.closed;
    // The server hears of the close a moment after the client: retry until it has.
    const freed = await eventually(async () => {
      const retry = await rt.raw();
      const frame = await retry.next();
      retry.close();
      await retry.closed;
      return frame.event === 'pusher:connection_established';
    });
    expect(freed).toBe(true);
  });
});

describe('shutdown and restart', () => {
  test('[PLT-05] a graceful shutdown closes every connection with 4200 (reconnect at once)', async () => {
    const rt = await startRealtimeApp();
    const raws = await Promise.all([rt.raw(), rt.raw(), rt.raw(`/app/${apps.tribuneNl.key}?protocol=7`)]);
    await Promise.all(raws.map((raw) => raw.socketId()));
    const closing = rt.app.close();
    const codes = await Promise.all(raws.map(async (raw) => (await raw.closed).code));
    await closing;
    expect(codes).toEqual([4200, 4200, 4200]);
  });

  test('[PLT-05] pusher-js reconnects after a server restart, re-subscribes and receives the next event', async () => {
    const before = await startRealtimeApp();
    // The replacement is built first, so it can take the port the moment the first one lets it go.
    const after = await buildTestApp();
    const channel = uniqueChannel();
    const client = new PusherJS(apps.tribune.key, pusherClientOptions(before.port));
    try {
      await once(client.connection, 'connected');
      const subscription = client.subscribe(channel);
      await subscribed(subscription);
      const firstSocket = client.connection.socket_id;
      const log = record(subscription);

      const closeCode = once<{ error?: { data?: { code?: number } } }>(client.connection, 'error');
      // Normally ~1 s (a 4100 during shutdown, then a retry); if the machine is so loaded that the retry
      // misses the shutdown window, pusher-js's next attempt comes 15 s later: still a pass.
      const resubscribed = once(subscription, 'pusher:subscription_succeeded', 30_000);
      await before.app.close();
      expect(JSON.stringify(await closeCode)).toContain('4200');
      await after.listen({ port: before.port, host: '127.0.0.1' });
      await resubscribed;
      expect(client.connection.state).toBe('connected');
      expect(client.connection.socket_id).not.toBe(firstSocket);

      const next = once(subscription, 'LiveFixture');
      await sdkFor(before.port).trigger(channel, 'LiveFixture', { time: 71, score: '1-0' });
      expect(await next).toEqual({ time: 71, score: '1-0' });
      expect(log.events).toHaveLength(1);
    } finally {
      client.disconnect();
      await harnessFor(after).close();
    }
  }, 45_000);
});
