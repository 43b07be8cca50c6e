import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import Redis from 'ioredis';
import { RedisConnections } from '../../src/plugins/redis-connections';
import { apiRequest, buildTestApp, loginToken } from '../helper';
import { eventually } from '../modules/realtime/harness';
import { redisAnswers, testRedisUrl } from '../support/redis';

// Issue 31 review (SCL-01): each API process opened five Redis connections (the real-time bridge's
// pair, the cluster changes' pair, the rate limits' one). One command and one subscriber connection,
// shared by the three, are enough (plugins/redis-connections.ts).

const redisUp = redisAnswers(testRedisUrl);
if (!redisUp) console.warn(`redis-connections: SKIPPED, Redis does not answer at ${testRedisUrl}`);
const describeWithRedis = redisUp ? describe : describe.skip;

describeWithRedis('the Redis connections of one API process', () => {
  const prefix = `tribune-test:${randomBytes(6).toString('hex')}:`;
  const redisPort = Number(new URL(testRedisUrl).port || 6379);
  // The test's own view of Redis, opened before the API's are counted.
  let admin: Redis;
  let listener: Redis;
  let app: FastifyInstance | undefined;

  beforeAll(async () => {
    admin = new Redis(testRedisUrl, { connectionName: 'tribune-test-admin' });
    listener = new Redis(testRedisUrl, { connectionName: 'tribune-test-listener' });
    // A pattern, which Redis does not count as a subscriber of the bus: the bridge would wait for its answers.
    await Promise.all([admin.ping(), listener.psubscribe(`${prefix}realtime:*`)]);
  });

  afterAll(async () => {
    await app?.close();
    await Promise.allSettled([admin?.quit(), listener?.quit()]);
  });

  test('[SCL-01] with REDIS_URL an API process opens exactly two connections, shared by the rate limits, the cluster changes and real time', async () => {
    const heard: { channel: string; message: Record<string, unknown> }[] = [];
    listener.on('pmessage', (_pattern: string, channel: string, text: string) =>
      heard.push({ channel, message: JSON.parse(text) }),
    );
    // Every TCP connection this process opens to Redis from here on, whoever opens it.
    const connect = jest.spyOn(net, 'createConnection');
    try {
      app = await buildTestApp({
        env: {
          REDIS_URL: testRedisUrl,
          REALTIME_REDIS_PREFIX: `${prefix}realtime:`,
          RATE_LIMIT_REDIS_PREFIX: `${prefix}rate-limit:`,
        },
      });
      const api = app;

      // Each user does its work over Redis: a limited request is counted there, a logout is announced
      // to the other processes, a real-time event is published for them, a channel query asks them.
      const wrong = await apiRequest(api, {
        method: 'POST',
        url: '/api/v2/login',
        payload: { login: 'nobody', password: 'not-the-password' },
        remoteAddress: '192.0.2.31',
      });
      expect(wrong.statusCode).toBe(401);
      expect(await admin.keys(`${prefix}rate-limit:*`)).not.toHaveLength(0);

      const token = await loginToken(api, { login: 'fan' });
      expect((await apiRequest(api, { method: 'POST', url: '/api/v1/logout', token })).statusCode).toBeLessThan(300);
      const tribune = await api.tenants.findById('tribune');
      if (tribune === undefined) throw new Error('tenant missing');
      expect(await api.realtime.publish(tribune, 'fixture-31', 'LiveFixture', { time: 31 })).toBe(true);
      expect(await api.realtimeServer?.channels(tribune.realtime.appId)).toBeDefined();
      const heardBoth = () =>
        heard.some(({ channel, message }) => channel.endsWith('changes') && message['accounts'] === true) &&
        heard.some(({ channel, message }) => channel.endsWith('bus') && message['type'] === 'broadcast');
      expect(await eventually(async () => heardBoth(), 2_000)).toBe(true);

      const toRedis = connect.mock.calls.filter((call) => {
        const [options]: unknown[] = call;
        return typeof options === 'object' && options !== null && Number(Reflect.get(options, 'port')) === redisPort;
      });
      expect(toRedis).toHaveLength(2);
    } finally {
      connect.mockRestore();
    }

    // Redis sees the two, named after the process: the subscriber carries the cluster changes' channel
    // and the bridge's two (bus, this process's replies).
    const id = app.redis?.id ?? 'none';
    const clients = String(await admin.client('LIST'))
      .split('\n')
      .map((line) =>
        Object.fromEntries(
          line
            .trim()
            .split(' ')
            .map((field) => field.split('=', 2)),
        ),
      )
      .filter((fields) => String(fields['name']).endsWith(id));
    expect(clients.map((fields) => [fields['name'], fields['sub']]).sort()).toEqual([
      [`tribune-api-cmd-${id}`, '0'],
      [`tribune-api-sub-${id}`, '3'],
    ]);
    expect(await admin.pubsub('NUMSUB', `${prefix}realtime:bus`)).toEqual([`${prefix}realtime:bus`, 1]);

    // Closing the app closes both.
    await app.close();
    app = undefined;
    const left = async () => String(await admin.client('LIST')).includes(id);
    expect(await eventually(async () => !(await left()), 2_000)).toBe(true);
    // The app is built (migrated, seeded) inside the test, while the connections are counted.
  }, 60_000);

  test('[SCL-01] a channel subscribed while the subscriber connection is still in its handshake is heard', async () => {
    // Its users subscribe whenever they start; ioredis would send the SUBSCRIBE within its handshake and
    // then fail the connection (its ready check refused in subscriber mode).
    const connections = new RedisConnections(testRedisUrl, { name: 'tribune-test', log: { warn: () => undefined } });
    try {
      const subscriber: Redis = Reflect.get(connections, 'subscriber');
      const channel = `${prefix}handshake`;
      const heard: string[] = [];
      const subscribed = new Promise<void>((resolve, reject) =>
        subscriber.once('connect', () => {
          connections.subscribe(channel, (message) => heard.push(message)).then(resolve, reject);
        }),
      );
      await subscribed;
      await connections.commands.publish(channel, 'heard');
      expect(await eventually(() => heard.includes('heard'), 2_000)).toBe(true);
      expect(subscriber.status).toBe('ready');
    } finally {
      await connections.close();
    }
  });
});
