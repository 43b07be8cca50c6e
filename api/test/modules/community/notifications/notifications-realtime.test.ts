import type { FastifyInstance } from 'fastify';
import type PusherJS from 'pusher-js';
import { createTopic, deleteComment, type Fan, like, loginFan, postComment } from './notifications-helpers';
import { once, type RealtimeHarness, record, startRealtimeApp, subscribed } from '../../realtime/harness';

/**
 * NOT-03: NotificationCreated and NotificationRemoved reach the fan's own `private-user-{id}` channel,
 * through a pusher-js client authorised by the real endpoint, with the fresh counts and nothing else.
 */

jest.setTimeout(30_000);

let rt: RealtimeHarness;
let app: FastifyInstance;
beforeAll(async () => {
  rt = await startRealtimeApp();
  app = rt.app;
});
afterEach(() => rt.cleanup());
afterAll(() => rt.close());

function clientOf(fan: Fan): Promise<PusherJS> {
  return rt.connectedClient({
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${rt.port}/api/broadcasting/auth`,
      transport: 'ajax',
      headers: { Authorization: `Bearer ${fan.token}`, 'X-Tenant-Id': fan.tenant },
    },
  });
}

test('[NOT-03] the author hears NotificationCreated and NotificationRemoved on their private channel, with the counts', async () => {
  const [author, anna, tom] = await Promise.all([
    loginFan(app, 'fan'),
    loginFan(app, 'TerraceTalk'),
    loginFan(app, 'TikiTakaTom'),
  ]);
  const topic = await createTopic(app);
  const channel = (await clientOf(author)).subscribe(`private-user-${author.id}`);
  await subscribed(channel);
  const annaChannel = (await clientOf(anna)).subscribe(`private-user-${anna.id}`);
  await subscribed(annaChannel);
  const annaHeard = record(annaChannel);

  const commentId = await postComment(app, author, topic, 'Listen to this.');
  let created = once<unknown>(channel, 'NotificationCreated');
  await like(app, anna, commentId);
  const liked = (await created) as { id: number; unopen: number; unread: number };
  expect(liked).toEqual({ id: expect.any(Number), unopen: 1, unread: 1 });

  // A second like renews the same notification: the same id, pushed again.
  created = once(channel, 'NotificationCreated');
  await like(app, tom, commentId);
  expect(await created).toEqual({ id: liked.id, unopen: 1, unread: 1 });

  created = once(channel, 'NotificationCreated');
  const replyId = await postComment(app, anna, topic, 'Loud and clear.', commentId);
  const replied = (await created) as { id: number };
  expect(replied).toEqual({ id: expect.any(Number), unopen: 2, unread: 2 });
  expect(replied.id).not.toBe(liked.id);

  // The last like taken back removes the like notification.
  await like(app, tom, commentId, 'DELETE');
  let removed = once(channel, 'NotificationRemoved');
  await like(app, anna, commentId, 'DELETE');
  expect(await removed).toEqual({ id: liked.id, unopen: 1, unread: 1 });

  removed = once(channel, 'NotificationRemoved');
  await deleteComment(app, anna, replyId);
  expect(await removed).toEqual({ id: replied.id, unopen: 0, unread: 0 });

  // Anna's own channel heard nothing of the author's notifications.
  expect(annaHeard.events).toEqual([]);
});
