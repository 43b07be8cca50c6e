import { randomBytes } from 'node:crypto';
import type { PresenceChannel } from 'pusher-js';
import PusherJS from 'pusher-js';
import type { Tenant } from '../../../../src/modules/tenants/tenants-repository';
import { type ChildApi, startChildApi } from '../../../child-api';
import {
  apps,
  eventually,
  once,
  pusherClientOptions,
  type RealtimeHarness,
  record,
  sdkFor,
  startRealtimeApp,
  subscribed,
  uniqueChannel,
} from '../harness';
import { redisAnswers, testRedisUrl } from '../../../support/redis';

/**
 * PLT-05: several API processes share their channels' traffic over Redis pub/sub. One API runs in the
 * test process, the other as a real child process (`src/server.ts` under tsx); both use a channel
 * prefix unique to this run, so parallel runs on one Redis never meet.
 */

const redisUrl = testRedisUrl;

const redisUp = redisAnswers(redisUrl);
if (!redisUp) {
  console.warn(
    `redis-fanout: SKIPPED, Redis does not answer at ${redisUrl} (set REDIS_URL or start Redis to run these tests)`,
  );
}
const describeWithRedis = redisUp ? describe : describe.skip;

jest.setTimeout(30_000);

describeWithRedis('Redis fan-out across two API processes', () => {
  const prefix = `tribune-test:${randomBytes(6).toString('hex')}:`;
  let local: RealtimeHarness;
  let remote: ChildApi;
  let tribune: Tenant;
  const remoteClients: PusherJS[] = [];

  /** A pusher-js client of the child process. */
  async function remoteClient(options: Parameters<typeof pusherClientOptions>[1] = {}, key: string = apps.tribune.key) {
    const client = new PusherJS(key, pusherClientOptions(remote.port, options));
    remoteClients.push(client);
    await once(client.connection, 'connected');
    return client;
  }

  beforeAll(async () => {
    const env = { REDIS_URL: redisUrl, REALTIME_REDIS_PREFIX: prefix };
    [local, remote] = await Promise.all([startRealtimeApp({ env }), startChildApi(env)]);
    const tenant = await local.app.tenants.findById('tribune');
    if (tenant === undefined) throw new Error('tenant missing');
    tribune = tenant;
  }, 60_000);
  afterEach(async () => {
    await local.cleanup();
    for (const client of remoteClients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    await Promise.all([local?.close(), remote?.stop()]);
  });

  test('[PLT-05] an event published through one process’s HTTP API reaches clients of the other, both ways', async () => {
    const channel = uniqueChannel();
    const here = await local.connectedClient();
    const there = await remoteClient();
    const hereChannel = here.subscribe(channel);
    const thereChannel = there.subscribe(channel);
    await Promise.all([subscribed(hereChannel), subscribed(thereChannel)]);

    const bothFirst = Promise.all([once(hereChannel, 'LiveFixture'), once(thereChannel, 'LiveFixture')]);
    await local.sdk().trigger(channel, 'LiveFixture', { time: 10, score: '1-0' });
    expect(await bothFirst).toEqual([
      { time: 10, score: '1-0' },
      { time: 10, score: '1-0' },
    ]);

    const bothSecond = Promise.all([once(hereChannel, 'LiveFixture'), once(thereChannel, 'LiveFixture')]);
    await sdkFor(remote.port).trigger(channel, 'LiveFixture', { time: 11, score: '2-0' });
    expect(await bothSecond).toEqual([
      { time: 11, score: '2-0' },
      { time: 11, score: '2-0' },
    ]);
  });

  test('[PLT-05][MC-03] app.realtime.publish on one process reaches a client of the other, exactly once', async () => {
    const channel = uniqueChannel();
    const there = await remoteClient();
    const thereChannel = there.subscribe(channel);
    await subscribed(thereChannel);
    const log = record(thereChannel);
    const received = once(thereChannel, 'LiveFixture');
    expect(await local.app.realtime.publish(tribune, channel, 'LiveFixture', { time: 45, score: '0-0' })).toBe(true);
    expect(await received).toEqual({ time: 45, score: '0-0' });
    const marker = once(thereChannel, 'Marker');
    await sdkFor(remote.port).trigger(channel, 'Marker', {});
    await marker;
    expect(log.events.map((e) => e.event)).toEqual(['LiveFixture', 'Marker']);
  });

  test('[PLT-05] socket_id exclusion holds across processes', async () => {
    const channel = uniqueChannel();
    const author = await remoteClient();
    const reader = await local.connectedClient();
    const authorChannel = author.subscribe(channel);
    const readerChannel = reader.subscribe(channel);
    await Promise.all([subscribed(authorChannel), subscribed(readerChannel)]);
    const authorLog = record(authorChannel);
    const readerGot = once(readerChannel, 'NewComment');
    await local.sdk().trigger(channel, 'NewComment', { id: 5 }, { socket_id: author.connection.socket_id });
    expect(await readerGot).toEqual({ id: 5 });
    const marker = once(authorChannel, 'Marker');
    await local.sdk().trigger(channel, 'Marker', {});
    await marker;
    expect(authorLog.events.map((e) => e.event)).toEqual(['Marker']);
  });

  test('[PLT-05] tenants stay apart over Redis too', async () => {
    const channel = uniqueChannel();
    const dutchThere = await remoteClient({}, apps.tribuneNl.key);
    const dutchChannel = dutchThere.subscribe(channel);
    await subscribed(dutchChannel);
    const log = record(dutchChannel);
    await local.sdk(apps.tribune).trigger(channel, 'Goal', {});
    const marker = once(dutchChannel, 'Marker');
    await local.sdk(apps.tribuneNl).trigger(channel, 'Marker', {});
    await marker;
    expect(log.events.map((e) => e.event)).toEqual(['Marker']);
  });

  test('[PLT-05] channel lists, counts and presence members cover every process', async () => {
    const channel = uniqueChannel('presence-fixture');
    const publicChannel = uniqueChannel();
    const auth = (id: string, app = sdkFor(local.port)) => ({
      endpoint: 'unused',
      transport: 'ajax' as const,
      customHandler: (
        { socketId, channelName }: { socketId: string; channelName: string },
        callback: (error: Error | null, data: { auth: string; channel_data?: string }) => void,
      ) => callback(null, app.authorizeChannel(socketId, channelName, { user_id: id, user_info: { name: id } })),
    });
    const here = await local.connectedClient({ channelAuthorization: auth('here-user') });
    const herePresence = here.subscribe(channel) as PresenceChannel;
    await subscribed(herePresence);
    const added = once<{ id: string }>(herePresence, 'pusher:member_added');

    const there = await remoteClient({ channelAuthorization: auth('there-user') });
    const therePresence = there.subscribe(channel) as PresenceChannel;
    await subscribed(therePresence);
    await subscribed(there.subscribe(publicChannel));
    // The joiner on the other process sees the member here; the member here hears of the joiner.
    expect(therePresence.members.count).toBe(2);
    expect((await added).id).toBe('there-user');

    const list = (await (await local.sdk().get({ path: '/channels', params: {} })).json()) as {
      channels: Record<string, unknown>;
    };
    expect(list.channels).toMatchObject({ [channel]: {}, [publicChannel]: {} });
    const info = await local
      .sdk()
      .get({ path: `/channels/${channel}`, params: { info: 'user_count,subscription_count' } });
    expect(await info.json()).toEqual({ occupied: true, user_count: 2, subscription_count: 2 });
    const users = (await (await local.sdk().get({ path: `/channels/${channel}/users`, params: {} })).json()) as {
      users: { id: string }[];
    };
    expect(users.users.map((user) => user.id).sort()).toEqual(['here-user', 'there-user']);

    const removed = once<{ id: string }>(herePresence, 'pusher:member_removed');
    there.disconnect();
    expect((await removed).id).toBe('there-user');
    const vacated = await eventually(async () => {
      const after = (await (await local.sdk().get({ path: '/channels', params: {} })).json()) as {
        channels: Record<string, unknown>;
      };
      return !(publicChannel in after.channels);
    });
    expect(vacated).toBe(true);
  });
});
