import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { createNotifier } from '../../../../src/modules/community/notifications/create-notifier';
import { commentLikes, comments, notifications } from '../../../../src/modules/community/schema';
import { apiRequest, body, buildTestApp } from '../../../helper';
import {
  createTopic,
  deleteComment,
  type Fan,
  like,
  listNotifications,
  loginFan,
  postComment,
  setSettings,
} from './notifications-helpers';

/**
 * NOT-01 and NOT-04 through the API: notifications made by the comment calls (likes grouped per comment,
 * replies), removed with their like or comment, and the fan's list with its states (new, opened, read).
 */

jest.setTimeout(30_000);

let app: FastifyInstance;
let author: Fan;
let anna: Fan;
let tom: Fan;
let priya: Fan;
let topic: number;

beforeAll(async () => {
  app = await buildTestApp();
  [author, anna, tom, priya] = await Promise.all([
    loginFan(app, 'fan'),
    loginFan(app, 'TerraceTalk'),
    loginFan(app, 'TikiTakaTom'),
    loginFan(app, 'ParkTheBus'),
  ]);
  topic = await createTopic(app);
});

afterAll(() => app.close());

beforeEach(async () => {
  await app.db.delete(notifications);
  for (const fan of [author, anna, tom, priya])
    await setSettings(app, fan, { notify_by_likes: '1', notify_by_replies: '1' });
});

function call(fan: Fan | null, method: 'GET' | 'PATCH', url: string) {
  return apiRequest(app, {
    method,
    url,
    tenant: fan?.tenant ?? 'tribune',
    ...(fan === null ? {} : { token: fan.token }),
  });
}

test('[NOT-04] a like of a comment makes one notification for its author, rendered with actor, excerpt and link', async () => {
  const commentId = await postComment(app, author, topic, 'What a goal that was from the edge of the box!');
  await like(app, anna, commentId);

  const { data, metaData } = await listNotifications(app, author);
  expect(metaData).toEqual({ current_page: 1, last_page: 1, per_page: 20 });
  expect(data.unopen).toBe(1);
  expect(data.unread).toBe(1);
  expect(data.notifications).toHaveLength(1);
  const [notification] = data.notifications;
  expect(notification).toEqual({
    id: expect.any(Number),
    type: 'comment_like',
    text: 'TerraceTalk liked your comment',
    actor: { username: 'TerraceTalk', avatar: null },
    others_count: 0,
    comment: { id: commentId, excerpt: 'What a goal that was from the edge of the box!' },
    match: null,
    url: `/forum/topic/${topic}?comment=${commentId}#comments`,
    created_at: expect.any(String),
    updated_at: expect.any(String),
    open_at: null,
    read_at: null,
  });
  // The liker is told nothing.
  expect((await listNotifications(app, anna)).data.notifications).toEqual([]);
});

test('[NOT-04] likes of one comment are one notification: the latest liker leads, and it is new again', async () => {
  const commentId = await postComment(app, author, topic, 'Clean sheet number ten.');
  await like(app, anna, commentId);
  const first = (await listNotifications(app, author)).data.notifications[0];
  expect(
    (await call(author, 'PATCH', `/api/v2/notifications/${first?.id ?? 0}/read`)).json().data.read_at,
  ).not.toBeNull();

  await like(app, tom, commentId);
  let list = (await listNotifications(app, author)).data;
  expect(list.notifications).toHaveLength(1);
  expect(list.notifications[0]).toMatchObject({
    id: first?.id,
    text: 'TikiTakaTom and 1 other liked your comment',
    actor: { username: 'TikiTakaTom' },
    others_count: 1,
    open_at: null,
    read_at: null,
  });
  expect(Date.parse(list.notifications[0]?.updated_at ?? '')).toBeGreaterThanOrEqual(
    Date.parse(first?.updated_at ?? ''),
  );
  expect(list.unread).toBe(1);

  await like(app, priya, commentId);
  list = (await listNotifications(app, author)).data;
  expect(list.notifications[0]?.text).toBe('ParkTheBus and 2 others liked your comment');
  expect(list.notifications[0]?.others_count).toBe(2);

  // A like taken back: the latest remaining liker leads; the last one taken back removes it.
  await like(app, priya, commentId, 'DELETE');
  list = (await listNotifications(app, author)).data;
  expect(list.notifications[0]?.text).toBe('TikiTakaTom and 1 other liked your comment');
  await like(app, tom, commentId, 'DELETE');
  expect((await listNotifications(app, author)).data.notifications[0]?.text).toBe('TerraceTalk liked your comment');
  await like(app, anna, commentId, 'DELETE');
  list = (await listNotifications(app, author)).data;
  expect(list.notifications).toEqual([]);
  expect(list).toMatchObject({ unopen: 0, unread: 0, no_notifications_text: 'You have no notifications yet.' });
});

test("[NOT-04] no notification when the author's settings say no, nor for one's own reply", async () => {
  await setSettings(app, author, { notify_by_likes: '0', notify_by_replies: '0' });
  const commentId = await postComment(app, author, topic, 'Quiet please.');
  await like(app, anna, commentId);
  await postComment(app, tom, topic, 'Not quiet at all.', commentId);
  expect((await listNotifications(app, author)).data.notifications).toEqual([]);

  await setSettings(app, author, { notify_by_likes: '1', notify_by_replies: '1' });
  await postComment(app, author, topic, 'Answering myself.', commentId);
  expect((await listNotifications(app, author)).data.notifications).toEqual([]);
});

test("[NOT-04] a reply notifies the parent's author; deleting the reply removes it", async () => {
  const parentId = await postComment(app, author, topic, 'Who should start up front?');
  const replyId = await postComment(app, anna, topic, 'The young lad, every single time. '.repeat(6), parentId);

  const list = (await listNotifications(app, author)).data;
  expect(list.notifications).toHaveLength(1);
  expect(list.notifications[0]).toMatchObject({
    type: 'comment_reply',
    text: 'TerraceTalk replied to your comment',
    actor: { username: 'TerraceTalk' },
    others_count: 0,
    comment: { id: replyId, excerpt: 'The young lad, every single time. '.repeat(6).slice(0, 120) },
    url: `/forum/topic/${topic}?comment=${replyId}#comments`,
  });
  expect(list.notifications[0]?.comment?.excerpt).toHaveLength(120);
  // The replier's own comment being replied to by nobody: the replier has nothing.
  expect((await listNotifications(app, anna)).data.notifications).toEqual([]);

  await deleteComment(app, anna, replyId);
  expect((await listNotifications(app, author)).data).toMatchObject({ notifications: [], unopen: 0, unread: 0 });
});

test('[NOT-04] deleting a liked comment removes its like notification', async () => {
  const commentId = await postComment(app, author, topic, 'Liked, then gone.');
  await like(app, anna, commentId);
  expect((await listNotifications(app, author)).data.notifications).toHaveLength(1);
  await deleteComment(app, author, commentId);
  expect((await listNotifications(app, author)).data.notifications).toEqual([]);
});

test('[NOT-01] new, opened, read: open-all clears the badge, read and read-all mark read; newest activity first', async () => {
  const first = await postComment(app, author, topic, 'First.');
  const second = await postComment(app, author, topic, 'Second.');
  const third = await postComment(app, author, topic, 'Third.');
  await like(app, anna, first);
  await like(app, anna, second);
  await postComment(app, tom, topic, 'A reply to the third.', third);

  let list = (await listNotifications(app, author)).data;
  expect(list.notifications.map((n) => n.type)).toEqual(['comment_reply', 'comment_like', 'comment_like']);
  expect(list.notifications.map((n) => n.comment.id).slice(1)).toEqual([second, first]);
  expect([list.unopen, list.unread]).toEqual([3, 3]);

  const opened = await call(author, 'PATCH', '/api/v2/notifications/open-all');
  expect(opened.statusCode).toBe(200);
  expect(opened.json()).toEqual({ data: { unopen: 0, unread: 3 } });
  list = (await listNotifications(app, author)).data;
  expect(list.notifications.every((n) => n.open_at !== null && n.read_at === null)).toBe(true);

  // A new like makes its notification new again (and first in the list).
  await like(app, tom, first);
  list = (await listNotifications(app, author)).data;
  expect(list.notifications[0]).toMatchObject({ comment: { id: first }, open_at: null });
  expect([list.unopen, list.unread]).toEqual([1, 3]);

  const target = list.notifications[1];
  const read = await call(author, 'PATCH', `/api/v2/notifications/${target?.id ?? 0}/read`);
  expect(read.statusCode).toBe(200);
  const readBody = read.json().data;
  expect(readBody).toMatchObject({ id: target?.id, read_at: expect.any(String), open_at: expect.any(String) });
  // Again: the same answer.
  expect((await call(author, 'PATCH', `/api/v2/notifications/${target?.id ?? 0}/read`)).json().data).toEqual(readBody);

  const one = await call(author, 'GET', `/api/v2/notifications/${target?.id ?? 0}`);
  expect(one.statusCode).toBe(200);
  expect(one.json()).toEqual({ data: readBody });

  const all = await call(author, 'PATCH', '/api/v2/notifications/read-all');
  expect(all.statusCode).toBe(200);
  expect(all.json()).toEqual({ data: { unopen: 0, unread: 0 } });
  list = (await listNotifications(app, author)).data;
  expect(list.notifications.every((n) => n.open_at !== null && n.read_at !== null)).toBe(true);
});

test('[NOT-01] guests get 401 on every notification call', async () => {
  for (const [method, url] of [
    ['GET', '/api/v2/notifications'],
    ['GET', '/api/v2/notifications/1'],
    ['PATCH', '/api/v2/notifications/read-all'],
    ['PATCH', '/api/v2/notifications/open-all'],
    ['PATCH', '/api/v2/notifications/1/read'],
    ['PATCH', '/api/v2/notifications/not-a-number/read'],
  ] as const) {
    const response = await call(null, method, url);
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  }
});

test("[NOT-01] another fan's notification is a 404; bad ids and pages are 400s", async () => {
  const commentId = await postComment(app, author, topic, 'Mine.');
  await like(app, anna, commentId);
  const id = (await listNotifications(app, author)).data.notifications[0]?.id ?? 0;

  for (const response of [
    await call(anna, 'GET', `/api/v2/notifications/${id}`),
    await call(anna, 'PATCH', `/api/v2/notifications/${id}/read`),
    await call(author, 'GET', `/api/v2/notifications/${id + 1000}`),
  ]) {
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ data: null, metaData: { message: 'This notification does not exist.' } });
  }
  // Anna's read-all leaves the author's notification alone.
  await call(anna, 'PATCH', '/api/v2/notifications/read-all');
  expect((await listNotifications(app, author)).data.unread).toBe(1);

  for (const url of [
    '/api/v2/notifications/abc',
    '/api/v2/notifications/0',
    '/api/v2/notifications/99999999999',
    '/api/v2/notifications?page=0',
    '/api/v2/notifications?page=x',
  ]) {
    expect((await call(author, 'GET', url)).statusCode).toBe(400);
  }
  // A page past the last is an empty page.
  expect((await listNotifications(app, author, 5)).data.notifications).toEqual([]);
});

test("[NOT-01] tenants are apart: a notification of one tenant is never listed or found in another, and is in the tenant's language", async () => {
  const nlTopic = await createTopic(app, 'tribune-nl');
  const [nlAuthor, nlFan] = await Promise.all([
    loginFan(app, 'fan', 'tribune-nl'),
    loginFan(app, 'OranjeLeeuw', 'tribune-nl'),
  ]);
  const nlComment = await postComment(app, nlAuthor, nlTopic, 'Wat een wedstrijd!');
  await like(app, nlFan, nlComment);
  await postComment(app, nlFan, nlTopic, 'Zeker weten.', nlComment);

  const nlList = (await listNotifications(app, nlAuthor)).data;
  expect(nlList.notifications.map((n) => n.text)).toEqual([
    'OranjeLeeuw reageerde op je reactie',
    'OranjeLeeuw vond je reactie leuk',
  ]);
  expect(nlList.no_notifications_text).toBe('Je hebt nog geen meldingen.');
  await like(app, await loginFan(app, 'KuipKoning', 'tribune-nl'), nlComment);
  expect((await listNotifications(app, nlAuthor)).data.notifications[0]?.text).toBe(
    'KuipKoning en 1 ander vonden je reactie leuk',
  );

  // The English site's fan sees none of it, by list or by id, whatever the ids.
  expect((await listNotifications(app, author)).data).toMatchObject({ notifications: [], unopen: 0, unread: 0 });
  for (const notification of nlList.notifications) {
    expect((await call(author, 'GET', `/api/v2/notifications/${notification.id}`)).statusCode).toBe(404);
    expect((await call(author, 'PATCH', `/api/v2/notifications/${notification.id}/read`)).statusCode).toBe(404);
  }
  // A token of one tenant is no login on the other.
  expect(
    (await apiRequest(app, { method: 'GET', url: '/api/v2/notifications', tenant: 'tribune-nl', token: author.token }))
      .statusCode,
  ).toBe(401);
});

test('[NOT-01] 20 a page; counts stop at 99; a deleted actor is shown as a deleted user', async () => {
  const commentIds = await app.db
    .insert(comments)
    .values(
      Array.from({ length: 120 }, (_, index) => ({
        tenantId: 'tribune',
        resourceType: 'forum' as const,
        resourceId: topic,
        userId: author.id,
        content: `Comment ${index}`,
      })),
    )
    .returning({ id: comments.id });
  await app.db.insert(notifications).values(
    commentIds.map(({ id }, index) => ({
      tenantId: 'tribune',
      userId: author.id,
      type: 'comment_reply' as const,
      commentId: id,
      actorUserId: anna.id,
      updatedAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
    })),
  );
  const first = await listNotifications(app, author);
  expect(first.metaData).toEqual({ current_page: 1, last_page: 6, per_page: 20 });
  expect(first.data.notifications).toHaveLength(20);
  expect(first.data.notifications[0]?.comment.excerpt).toBe('Comment 119');
  expect([first.data.unopen, first.data.unread]).toEqual([99, 99]);
  const last = await listNotifications(app, author, 6);
  expect(last.data.notifications.map((n) => n.comment.excerpt).at(-1)).toBe('Comment 0');

  const opened = await call(author, 'PATCH', '/api/v2/notifications/open-all');
  expect(opened.json()).toEqual({ data: { unopen: 0, unread: 99 } });

  // The actor's account goes: the notification stays, by a deleted user.
  const [gone] = await app.db
    .insert(users)
    .values({ tenantId: 'tribune', username: 'ShortLived', email: 'short@tribune.test', passwordHash: 'x' })
    .returning({ id: users.id });
  await app.db
    .update(notifications)
    .set({ actorUserId: gone?.id ?? null })
    .where(and(eq(notifications.userId, author.id), eq(notifications.commentId, commentIds.at(-1)?.id ?? 0)));
  await app.db.delete(users).where(eq(users.id, gone?.id ?? 0));
  const newest = (await listNotifications(app, author)).data.notifications[0];
  expect(newest).toMatchObject({ text: 'Deleted user replied to your comment', actor: null });
});

test('[NOT-04] the notifier: nothing for a comment whose author is gone or for an empty removal; publish never throws', async () => {
  const notifier = createNotifier(app);
  const [orphan] = await app.db
    .insert(comments)
    .values({ tenantId: 'tribune', resourceType: 'forum', resourceId: topic, userId: null, content: 'Left behind.' })
    .returning({ id: comments.id });
  const orphanId = orphan?.id ?? 0;
  await app.db.insert(commentLikes).values({ tenantId: 'tribune', commentId: orphanId, userId: anna.id });
  expect(await notifier.onLiked(app.db, { tenantId: 'tribune', commentId: orphanId, likerId: anna.id })).toEqual([]);
  // Another tenant's comment id is no comment here.
  const commentId = await postComment(app, author, topic, 'Only on the English site.');
  expect(await notifier.onLiked(app.db, { tenantId: 'tribune-nl', commentId, likerId: anna.id })).toEqual([]);
  expect(await notifier.onCommentsRemoved(app.db, { tenantId: 'tribune', commentIds: [] })).toEqual([]);
  expect(await notifier.onUnliked(app.db, { tenantId: 'tribune', commentId, likerId: anna.id })).toEqual([]);

  const tenant = await app.tenants.findById('tribune');
  if (tenant === undefined) throw new Error('no tenant');
  const publish = jest.spyOn(app.realtime, 'publish').mockRejectedValue(new Error('engine down'));
  try {
    await expect(
      notifier.publish(tenant, [{ userId: author.id, event: 'NotificationCreated', notificationId: 1 }]),
    ).resolves.toBeUndefined();
    expect(publish).toHaveBeenCalledWith(tenant, `private-user-${author.id}`, 'NotificationCreated', {
      id: 1,
      unopen: 0,
      unread: 0,
    });
  } finally {
    publish.mockRestore();
  }
});
