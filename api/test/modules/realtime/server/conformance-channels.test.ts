import type { PresenceChannel } from 'pusher-js';
import {
  apps,
  eventually,
  once,
  type RawClient,
  type RealtimeHarness,
  record,
  startRealtimeApp,
  subscribed,
  subscriptionError,
  type TestRealtimeApp,
  uniqueChannel,
} from '../harness';

/**
 * PLT-05 conformance, channels: public, private and presence subscriptions, delivery rules, client
 * events and tenant isolation, with pusher-js and the `pusher` SDK. "Not delivered" is proven without
 * sleeping: a marker event published after the one that must not arrive is awaited instead (one
 * connection's frames arrive in order).
 */

jest.setTimeout(20_000);

let rt: RealtimeHarness;
beforeAll(async () => {
  rt = await startRealtimeApp();
  // Client events are the tenant's choice: on for the English tenant here, off (the default) for the Dutch.
  await rt.enableClientEvents('tribune', true);
});
afterEach(() => rt.cleanup());
afterAll(() => rt.close());

async function rawSubscribe(raw: RawClient, channel: string, auth?: string, channelData?: string) {
  raw.send({
    event: 'pusher:subscribe',
    data: {
      channel,
      ...(auth === undefined ? {} : { auth }),
      ...(channelData === undefined ? {} : { channel_data: channelData }),
    },
  });
  return raw.next(
    (frame) =>
      frame.channel === channel &&
      (frame.event === 'pusher_internal:subscription_succeeded' || frame.event === 'pusher:subscription_error'),
  );
}

async function rawPrivate(channel: string, app: TestRealtimeApp = apps.tribune) {
  const raw = await rt.raw(`/app/${app.key}?protocol=7`);
  const socketId = await raw.socketId();
  const { auth } = rt.sdk(app).authorizeChannel(socketId, channel);
  const result = await rawSubscribe(raw, channel, auth);
  expect(result.event).toBe('pusher_internal:subscription_succeeded');
  return { raw, socketId };
}

describe('public channels', () => {
  test('[PLT-05][MC-03] a subscriber of fixture-{id} receives LiveFixture triggered through the SDK', async () => {
    const channel = uniqueChannel();
    const client = await rt.connectedClient();
    const fixture = client.subscribe(channel);
    await subscribed(fixture);
    const received = once(fixture, 'LiveFixture');
    const response = await rt.sdk().trigger(channel, 'LiveFixture', { time: 67, score: '2-1' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await received).toEqual({ time: 67, score: '2-1' });
  });

  test('[PLT-05] data with slashes, unicode and nested objects round-trips unchanged', async () => {
    const channel = uniqueChannel('comments-article');
    const client = await rt.connectedClient();
    const comments = client.subscribe(channel);
    await subscribed(comments);
    const payload = {
      weirdVariable: 'abc/d',
      text: 'Gól! ⚽ Ajax–PSV “2-1” 日本',
      nested: { list: [1, { deep: null }], flag: true },
    };
    const received = once(comments, 'NewComment');
    await rt.sdk().trigger(channel, 'NewComment', payload);
    expect(await received).toEqual(payload);
  });

  test('[PLT-05] a trigger on several channels is delivered once on each', async () => {
    const [first, second] = [uniqueChannel(), uniqueChannel()];
    const client = await rt.connectedClient();
    const a = client.subscribe(first);
    const b = client.subscribe(second);
    await Promise.all([subscribed(a), subscribed(b)]);
    const logA = record(a);
    const logB = record(b);
    const markers = Promise.all([once(a, 'Marker'), once(b, 'Marker')]);
    await rt.sdk().trigger([first, second], 'Goal', { minute: 12 });
    await rt.sdk().trigger([first, second], 'Marker', {});
    await markers;
    expect(logA.events.map((e) => e.event)).toEqual(['Goal', 'Marker']);
    expect(logB.events.map((e) => e.event)).toEqual(['Goal', 'Marker']);
  });

  test('[PLT-05] socket_id excludes exactly that socket; the other subscriber still receives', async () => {
    const channel = uniqueChannel();
    const [author, reader] = await Promise.all([rt.connectedClient(), rt.connectedClient()]);
    const authorChannel = author.subscribe(channel);
    const readerChannel = reader.subscribe(channel);
    await Promise.all([subscribed(authorChannel), subscribed(readerChannel)]);
    const authorLog = record(authorChannel);
    const readerGot = once(readerChannel, 'NewComment');
    await rt.sdk().trigger(channel, 'NewComment', { id: 1 }, { socket_id: author.connection.socket_id });
    expect(await readerGot).toEqual({ id: 1 });
    const marker = once(authorChannel, 'Marker');
    await rt.sdk().trigger(channel, 'Marker', {});
    await marker;
    expect(authorLog.events.map((e) => e.event)).toEqual(['Marker']);
  });

  test('[PLT-05] after unsubscribing nothing more arrives; unsubscribing twice or from an unknown channel is harmless', async () => {
    const channel = uniqueChannel();
    const other = uniqueChannel();
    const raw = await rt.raw();
    await raw.socketId();
    expect((await rawSubscribe(raw, channel)).event).toBe('pusher_internal:subscription_succeeded');
    expect((await rawSubscribe(raw, other)).event).toBe('pusher_internal:subscription_succeeded');
    for (let i = 0; i < 2; i += 1) raw.send({ event: 'pusher:unsubscribe', data: { channel } });
    raw.send({ event: 'pusher:unsubscribe', data: { channel: 'never-subscribed' } });
    raw.send({ event: 'pusher:ping', data: {} });
    await raw.event('pusher:pong');
    await rt.sdk().trigger(channel, 'Late', {});
    await rt.sdk().trigger(other, 'Marker', {});
    await raw.event('Marker');
    expect(raw.frames.filter((frame) => frame.event === 'Late' || frame.event === 'pusher:error')).toEqual([]);
    const info = await rt.sdk().get({ path: `/channels/${channel}`, params: {} });
    expect(await info.json()).toEqual({ occupied: false });
  });

  test('[PLT-05] subscribing twice is one subscription: events arrive once and subscription_count is 1', async () => {
    const channel = uniqueChannel();
    const raw = await rt.raw();
    await raw.socketId();
    await rawSubscribe(raw, channel);
    expect((await rawSubscribe(raw, channel)).event).toBe('pusher_internal:subscription_succeeded');
    await rt.sdk().trigger(channel, 'Once', {});
    await rt.sdk().trigger(channel, 'Marker', {});
    await raw.event('Marker');
    expect(raw.frames.filter((frame) => frame.event === 'Once')).toHaveLength(1);
    const info = await rt.sdk().get({ path: `/channels/${channel}`, params: { info: 'subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, subscription_count: 1 });
  });

  test('[PLT-05] invalid channel names (space, #, over 164 characters, encrypted) are refused with a subscription error', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    for (const name of ['has space', '#server-to-user-1', `fixture-${'1'.repeat(160)}`, 'private-encrypted-x', '']) {
      const result = await rawSubscribe(raw, name);
      expect(result).toMatchObject({
        event: 'pusher:subscription_error',
        data: { type: 'InvalidChannel', status: 4009 },
      });
    }
    const ok = `f-${'1'.repeat(162)}`;
    expect(ok).toHaveLength(164);
    expect((await rawSubscribe(raw, ok)).event).toBe('pusher_internal:subscription_succeeded');
  });

  test('[PLT-05] more than 100 channels on one connection are refused', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    const prefix = uniqueChannel('many');
    for (let i = 0; i < 100; i += 1) raw.send({ event: 'pusher:subscribe', data: { channel: `${prefix}-${i}` } });
    const extra = await rawSubscribe(raw, `${prefix}-100`);
    expect(extra).toMatchObject({ event: 'pusher:subscription_error', data: { type: 'LimitReached', status: 4302 } });
    expect(raw.frames.filter((frame) => frame.event === 'pusher_internal:subscription_succeeded')).toHaveLength(100);
  });
});

describe('private channels', () => {
  test('[PLT-05][NOT-03] private-user-{id} with an SDK-signed auth subscribes and receives a notification', async () => {
    const client = await rt.connectedClient({ channelAuthorization: rt.authorizer() });
    const channel = client.subscribe('private-user-7');
    await subscribed(channel);
    const received = once(channel, 'notification');
    await rt.sdk().trigger('private-user-7', 'notification', { id: 99, text: 'You were mentioned' });
    expect(await received).toEqual({ id: 99, text: 'You were mentioned' });
  });

  test('[PLT-05] a wrong signature is refused (random, wrong secret, wrong socket, wrong channel) and nothing is delivered', async () => {
    const channel = `private-user-${Date.now()}`;
    const raw = await rt.raw();
    const socketId = await raw.socketId();
    const wrongSecret = rt.sdk(apps.tribune, { secret: 'not-the-secret' });
    const candidates = [
      `${apps.tribune.key}:${'ab'.repeat(32)}`,
      wrongSecret.authorizeChannel(socketId, channel).auth,
      rt.sdk().authorizeChannel('123.456', channel).auth,
      rt.sdk().authorizeChannel(socketId, `${channel}0`).auth,
      rt.sdk(apps.tribuneNl).authorizeChannel(socketId, channel).auth,
    ];
    for (const auth of candidates) {
      const result = await rawSubscribe(raw, channel, auth);
      expect(result).toMatchObject({
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', status: 401 },
      });
    }
    const marker = uniqueChannel();
    await rawSubscribe(raw, marker);
    await rt.sdk().trigger(channel, 'notification', { secret: true });
    await rt.sdk().trigger(marker, 'Marker', {});
    await raw.event('Marker');
    expect(raw.frames.some((frame) => frame.event === 'notification')).toBe(false);
  });

  test('[PLT-05] pusher-js reports a refused private subscription on the channel', async () => {
    const client = await rt.connectedClient({
      channelAuthorization: {
        endpoint: 'unused',
        transport: 'ajax',
        customHandler: (_params, callback) => callback(null, { auth: `${apps.tribune.key}:${'0'.repeat(64)}` }),
      },
    });
    const error = await subscriptionError(client.subscribe('private-user-8'));
    expect(error).toMatchObject({ type: 'AuthError', status: 401 });
  });

  test('[PLT-05] private and presence subscriptions without auth are refused', async () => {
    const raw = await rt.raw();
    await raw.socketId();
    expect(await rawSubscribe(raw, 'private-user-1')).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError' },
    });
    expect(await rawSubscribe(raw, 'private-user-1', '')).toMatchObject({ event: 'pusher:subscription_error' });
    expect(await rawSubscribe(raw, 'presence-fixture-1', 'x:y')).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError' },
    });
  });

  test('[PLT-05] an auth signed for socket A is refused when replayed on socket B', async () => {
    const channel = 'private-user-12';
    const { socketId } = await rawPrivate(channel);
    const { auth } = rt.sdk().authorizeChannel(socketId, channel);
    const thief = await rt.raw();
    await thief.socketId();
    expect(await rawSubscribe(thief, channel, auth)).toMatchObject({
      event: 'pusher:subscription_error',
      data: { type: 'AuthError' },
    });
  });
});

describe('presence channels', () => {
  const presenceAuth = (userId: string, name: string) =>
    rt.authorizer(apps.tribune, () => ({ user_id: userId, user_info: { name } }));

  test('[PLT-05] a presence subscription lists the members (ids, hash, count) with the subscriber as me', async () => {
    const channel = uniqueChannel('presence-fixture');
    const client = await rt.connectedClient({ channelAuthorization: presenceAuth('u1', 'Anna') });
    const presence = client.subscribe(channel) as PresenceChannel;
    await subscribed(presence);
    expect(presence.members.count).toBe(1);
    expect(presence.members.me).toEqual({ id: 'u1', info: { name: 'Anna' } });

    const raw = await rt.raw();
    const socketId = await raw.socketId();
    const channelData = JSON.stringify({ user_id: 'u2', user_info: { name: 'Bram' } });
    const { auth } = rt.sdk().authorizeChannel(socketId, channel, { user_id: 'u2', user_info: { name: 'Bram' } });
    const succeeded = await rawSubscribe(raw, channel, auth, channelData);
    expect(JSON.parse(String(succeeded.data))).toEqual({
      presence: {
        ids: expect.arrayContaining(['u1', 'u2']),
        hash: { u1: { name: 'Anna' }, u2: { name: 'Bram' } },
        count: 2,
      },
    });
  });

  test('[PLT-05] a second user joining is announced to the first but not to the joiner', async () => {
    const channel = uniqueChannel('presence-article');
    const first = await rt.connectedClient({ channelAuthorization: presenceAuth('u1', 'Anna') });
    const firstPresence = first.subscribe(channel) as PresenceChannel;
    await subscribed(firstPresence);
    const added = once<{ id: string; info: unknown }>(firstPresence, 'pusher:member_added');

    const second = await rt.connectedClient({ channelAuthorization: presenceAuth('u2', 'Bram') });
    const secondPresence = second.subscribe(channel) as PresenceChannel;
    const ownAdded: unknown[] = [];
    secondPresence.bind('pusher:member_added', (member: unknown) => ownAdded.push(member));
    await subscribed(secondPresence);
    expect(await added).toEqual({ id: 'u2', info: { name: 'Bram' } });
    expect(secondPresence.members.count).toBe(2);
    // The joiner's own frames are in order: a marker after the join proves no member_added came first.
    const marker = once(secondPresence, 'Marker');
    await rt.sdk().trigger(channel, 'Marker', {});
    await marker;
    expect(ownAdded).toEqual([]);
  });

  test('[PLT-05] one user on two sockets is one member: added once, removed only when the last socket leaves', async () => {
    const channel = uniqueChannel('presence-fixture');
    const watcher = await rt.connectedClient({ channelAuthorization: presenceAuth('w', 'Watcher') });
    const watched = watcher.subscribe(channel) as PresenceChannel;
    await subscribed(watched);
    const events: string[] = [];
    watched.bind('pusher:member_added', (member: { id: string }) => events.push(`added ${member.id}`));
    watched.bind('pusher:member_removed', (member: { id: string }) => events.push(`removed ${member.id}`));

    const tabOne = await rt.connectedClient({ channelAuthorization: presenceAuth('u1', 'Anna') });
    const tabTwo = await rt.connectedClient({ channelAuthorization: presenceAuth('u1', 'Anna') });
    const one = tabOne.subscribe(channel) as PresenceChannel;
    await subscribed(one);
    const two = tabTwo.subscribe(channel) as PresenceChannel;
    await subscribed(two);
    expect(two.members.count).toBe(2);

    tabOne.disconnect();
    const info = await eventually(async () => {
      const response = await rt
        .sdk()
        .get({ path: `/channels/${channel}`, params: { info: 'user_count,subscription_count' } });
      const body = (await response.json()) as { subscription_count: number; user_count: number };
      return body.subscription_count === 2 && body.user_count === 2;
    });
    expect(info).toBe(true);
    const removed = once<{ id: string }>(watched, 'pusher:member_removed');
    tabTwo.disconnect();
    expect(await removed).toMatchObject({ id: 'u1' });
    expect(events).toEqual(['added u1', 'removed u1']);
    expect(watched.members.count).toBe(1);
  });

  test('[PLT-05] a member whose connection drops without a close frame is removed', async () => {
    const channel = uniqueChannel('presence-fixture');
    const watcher = await rt.connectedClient({ channelAuthorization: presenceAuth('w', 'Watcher') });
    const watched = watcher.subscribe(channel) as PresenceChannel;
    await subscribed(watched);

    const raw = await rt.raw();
    const socketId = await raw.socketId();
    const member = { user_id: 'gone', user_info: { name: 'Gone' } };
    const { auth, channel_data: channelData } = rt.sdk().authorizeChannel(socketId, channel, member);
    const added = once(watched, 'pusher:member_added');
    await rawSubscribe(raw, channel, auth, channelData);
    await added;
    const removed = once<{ id: string }>(watched, 'pusher:member_removed');
    raw.ws.terminate();
    expect((await removed).id).toBe('gone');
  });

  test('[PLT-05] presence channel_data must be the signed JSON with a user_id', async () => {
    const channel = uniqueChannel('presence-fixture');
    const raw = await rt.raw();
    const socketId = await raw.socketId();
    const signed = JSON.stringify({ user_id: 'u1' });
    const { auth } = rt.sdk().authorizeChannel(socketId, channel, { user_id: 'u1' });
    // Signed for one channel_data, sent with another: the signature no longer matches.
    expect(await rawSubscribe(raw, channel, auth, JSON.stringify({ user_id: 'admin' }))).toMatchObject({
      event: 'pusher:subscription_error',
    });
    expect(await rawSubscribe(raw, channel, auth, signed)).toMatchObject({
      event: 'pusher_internal:subscription_succeeded',
    });
  });
});

describe('client events', () => {
  test('[PLT-05] client events are refused with 4301 when the tenant does not allow them, and not delivered', async () => {
    const channel = 'private-user-21';
    const { raw: sender } = await rawPrivate(channel, apps.tribuneNl);
    const { raw: receiver } = await rawPrivate(channel, apps.tribuneNl);
    sender.send({ event: 'client-typing', channel, data: { typing: true } });
    expect(await sender.event('pusher:error')).toMatchObject({
      channel,
      data: { code: 4301, message: expect.stringContaining('not enabled') },
    });
    await rt.sdk(apps.tribuneNl).trigger(channel, 'Marker', {});
    await receiver.event('Marker');
    expect(receiver.frames.some((frame) => frame.event === 'client-typing')).toBe(false);
  });

  test('[PLT-05] allowed client events reach the other subscribers, never the sender', async () => {
    const channel = `private-user-${Date.now()}`;
    const sender = await rt.connectedClient({ channelAuthorization: rt.authorizer() });
    const receiver = await rt.connectedClient({ channelAuthorization: rt.authorizer() });
    const senderChannel = sender.subscribe(channel);
    const receiverChannel = receiver.subscribe(channel);
    await Promise.all([subscribed(senderChannel), subscribed(receiverChannel)]);
    const senderLog = record(senderChannel);
    const received = once(receiverChannel, 'client-typing');
    expect(senderChannel.trigger('client-typing', { typing: true })).toBe(true);
    expect(await received).toEqual({ typing: true });
    const marker = once(senderChannel, 'Marker');
    await rt.sdk().trigger(channel, 'Marker', {});
    await marker;
    expect(senderLog.events.map((e) => e.event)).toEqual(['Marker']);
  });

  test('[PLT-05] on a presence channel the receiver learns who sent a client event', async () => {
    const channel = uniqueChannel('presence-fixture');
    const auth = (id: string) => rt.authorizer(apps.tribune, () => ({ user_id: id, user_info: {} }));
    const sender = await rt.connectedClient({ channelAuthorization: auth('sender-1') });
    const receiver = await rt.connectedClient({ channelAuthorization: auth('receiver-1') });
    const senderChannel = sender.subscribe(channel);
    const receiverChannel = receiver.subscribe(channel);
    await Promise.all([subscribed(senderChannel), subscribed(receiverChannel)]);
    const received = new Promise<{ data: unknown; metadata: unknown }>((resolve) =>
      receiverChannel.bind('client-cheer', (data: unknown, metadata: unknown) => resolve({ data, metadata })),
    );
    senderChannel.trigger('client-cheer', { volume: 11 });
    expect(await received).toEqual({ data: { volume: 11 }, metadata: { user_id: 'sender-1' } });
  });

  test('[PLT-05] client events on a public channel, or on a channel the sender is not in, are never delivered', async () => {
    const publicChannel = uniqueChannel();
    const privateChannel = `private-user-${Date.now()}`;
    const sender = await rt.raw();
    await sender.socketId();
    await rawSubscribe(sender, publicChannel);
    const { raw: receiver } = await rawPrivate(privateChannel);
    expect((await rawSubscribe(receiver, publicChannel)).event).toBe('pusher_internal:subscription_succeeded');

    sender.send({ event: 'client-x', channel: publicChannel, data: {} });
    expect(await sender.event('pusher:error')).toMatchObject({
      data: { code: 4301, message: expect.stringContaining('private and presence') },
    });
    sender.send({ event: 'client-x', channel: privateChannel, data: {} });
    expect(await sender.event('pusher:error')).toMatchObject({
      data: { code: 4301, message: expect.stringContaining('Subscribe') },
    });

    await rt.sdk().trigger([publicChannel, privateChannel], 'Marker', {});
    await receiver.event('Marker');
    await receiver.event('Marker');
    expect(receiver.frames.some((frame) => frame.event === 'client-x')).toBe(false);
  });

  test('[PLT-05] more than 10 client events a second are refused with 4301 and dropped', async () => {
    const channel = `private-user-${Date.now()}`;
    const { raw: sender } = await rawPrivate(channel);
    const { raw: receiver } = await rawPrivate(channel);
    for (let i = 0; i < 15; i += 1) sender.send({ event: 'client-burst', channel, data: { i } });
    const errors = [];
    for (let i = 0; i < 5; i += 1) errors.push(await sender.event('pusher:error'));
    expect(errors.every((error) => (error.data as { code: number }).code === 4301)).toBe(true);
    await rt.sdk().trigger(channel, 'Marker', {});
    await receiver.event('Marker');
    expect(receiver.frames.filter((frame) => frame.event === 'client-burst')).toHaveLength(10);
  });

  test('[PLT-05] client events over 10 KB are refused with 4301', async () => {
    const channel = `private-user-${Date.now()}`;
    const { raw: sender } = await rawPrivate(channel);
    sender.send({ event: 'client-big', channel, data: { text: 'x'.repeat(11 * 1024) } });
    expect(await sender.event('pusher:error')).toMatchObject({
      data: { code: 4301, message: expect.stringContaining('larger') },
    });
  });
});

describe('tenant isolation', () => {
  test('[PLT-05] an event of one tenant never reaches the same channel name of another tenant', async () => {
    const channel = uniqueChannel();
    const dutch = await rt.connectedClient({ key: apps.tribuneNl.key });
    const english = await rt.connectedClient();
    const dutchChannel = dutch.subscribe(channel);
    const englishChannel = english.subscribe(channel);
    await Promise.all([subscribed(dutchChannel), subscribed(englishChannel)]);
    const dutchLog = record(dutchChannel);
    const englishGot = once(englishChannel, 'Goal');
    await rt.sdk(apps.tribune).trigger(channel, 'Goal', { team: 'home' });
    await englishGot;
    const marker = once(dutchChannel, 'Marker');
    await rt.sdk(apps.tribuneNl).trigger(channel, 'Marker', {});
    await marker;
    expect(dutchLog.events.map((e) => e.event)).toEqual(['Marker']);
  });

  test("[PLT-05] one tenant's key and secret cannot publish to another tenant's app, nor list its channels", async () => {
    const intruder = rt.sdk(apps.tribune, { appId: apps.tribuneNl.appId });
    await expect(intruder.trigger('fixture-1', 'Goal', {})).rejects.toMatchObject({ status: 401 });
    await expect(intruder.get({ path: '/channels', params: {} })).rejects.toMatchObject({ status: 401 });
  });
});
