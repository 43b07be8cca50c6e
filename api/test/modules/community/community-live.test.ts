import { and, asc, eq } from 'drizzle-orm';
import { comments } from '../../../src/modules/community/schema';
import { fixtures, matchSimulations } from '../../../src/modules/matchcenter/schema';
import { registerUser } from '../../account-helpers';
import { type Comment, comment, type ErrorBody, newTopic, postComment } from '../../community-helpers';
import { adminHeaders } from '../../football-pool-helpers';
import { apiRequest, loginToken } from '../../helper';
import { once, type RealtimeHarness, record, startRealtimeApp, subscribed } from '../realtime/harness';

let rt: RealtimeHarness;
let fan: string;
let other: string;

beforeAll(async () => {
  rt = await startRealtimeApp({ demo: true, env: { COMMENT_RATE_LIMIT: '3' } });
  [fan, other] = await Promise.all([
    loginToken(rt.app, { login: 'fan' }),
    loginToken(rt.app, { login: 'TerraceTalk' }),
  ]);
}, 120_000);

afterEach(async () => {
  await rt.cleanup();
});

afterAll(async () => {
  await rt.close();
});

test('[CMT-09] CommentCreated, CommentUpdated and CommentDeleted reach the resource’s public channel, not the sender’s socket', async () => {
  const topicId = await newTopic(rt.app);
  const channelName = `comments-forum-${topicId}`;
  const [author, reader] = await Promise.all([rt.connectedClient(), rt.connectedClient()]);
  const authorChannel = author.subscribe(channelName);
  const readerChannel = reader.subscribe(channelName);
  await Promise.all([subscribed(authorChannel), subscribed(readerChannel)]);
  const authorLog = record(authorChannel);
  const readerLog = record(readerChannel);
  const socket = { 'x-socket-id': author.connection.socket_id };

  const created = once(readerChannel, 'CommentCreated');
  const response = await postComment(rt.app, {
    token: fan,
    headers: socket,
    body: { resource_type: 'forum', resource_id: topicId, content: 'Live!' },
  });
  expect(response.statusCode).toBe(201);
  const posted = response.json<{ data: Comment }>().data;
  expect(await created).toEqual({ id: posted.id, replay_to: null, user_id: posted.user_id, comments_count: 1 });

  const updated = once(readerChannel, 'CommentUpdated');
  await apiRequest(rt.app, {
    method: 'PATCH',
    url: `/api/v2/comments/${posted.id}`,
    token: fan,
    headers: socket,
    payload: { new_comment: 'Live! (edited)' },
  });
  expect(await updated).toEqual({ id: posted.id });
  const deleted = once(readerChannel, 'CommentDeleted');
  await apiRequest(rt.app, { method: 'DELETE', url: `/api/v2/comments/${posted.id}`, token: fan, headers: socket });
  expect(await deleted).toEqual({ id: posted.id, comments_count: 0 });

  // Someone else's comment reaches the author's socket too (it was only left out of its own events).
  // Both sockets get it, each in its own time: wait for both before reading the logs.
  const fromOther = once(authorChannel, 'CommentCreated');
  const fromOtherForReader = once(readerChannel, 'CommentCreated');
  await comment(rt.app, other, { type: 'forum', id: topicId });
  await Promise.all([fromOther, fromOtherForReader]);
  expect(authorLog.events.map((e) => e.event)).toEqual(['CommentCreated']);
  expect(readerLog.events.map((e) => e.event)).toEqual([
    'CommentCreated',
    'CommentUpdated',
    'CommentDeleted',
    'CommentCreated',
  ]);
  // Hints only: no text travels on the public channel.
  expect(JSON.stringify(readerLog.events)).not.toContain('Live!');
});

test('[CMT-03] the posting limit counts per user (COMMENT_RATE_LIMIT=3 here): the 4th comment in a minute is a 429, nothing stored', async () => {
  const topicId = await newTopic(rt.app);
  // A new fan: a demo fan may have commented in the last minute (the demo's threads run up to now).
  const { token: limited } = await registerUser(rt.app, {
    username: 'QuickFingers',
    email: 'quick-fingers@example.com',
  });
  for (let i = 0; i < 3; i += 1) await comment(rt.app, limited, { type: 'forum', id: topicId }, { content: `n${i}` });
  const fourth = await postComment(rt.app, {
    token: limited,
    body: { resource_type: 'forum', resource_id: topicId, content: 'one too many' },
  });
  expect(fourth.statusCode).toBe(429);
  expect(fourth.json<ErrorBody>()).toEqual({
    data: null,
    metaData: { message: 'You are commenting too fast. Please wait a moment.' },
  });
  // From another address it is still the same fan: still limited. Another fan is not.
  const elsewhere = await postComment(rt.app, {
    token: limited,
    remoteAddress: '10.9.9.9',
    body: { resource_type: 'forum', resource_id: topicId, content: 'new address' },
  });
  expect(elsewhere.statusCode).toBe(429);
  await comment(rt.app, other, { type: 'forum', id: topicId });
  const rows = await rt.app.db.select().from(comments).where(eq(comments.resourceId, topicId));
  expect(rows.filter((r) => r.resourceType === 'forum')).toHaveLength(4);
});

test('[CMT-03] a match thread comment written while the match is live carries the minute: 67’ or 45+2’', async () => {
  const [scheduled] = await rt.app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(eq(fixtures.status, 'scheduled'))
    .orderBy(asc(fixtures.kickoffAt))
    .limit(1);
  if (scheduled === undefined) throw new Error('no scheduled match');
  const thread = { type: 'fixture', id: scheduled.id };
  const before = await comment(rt.app, fan, thread, { content: 'Before kick-off' });
  expect(before.match_minute).toBeNull();

  const started = await rt.app.inject({
    method: 'POST',
    url: `/api/admin/fixtures/${scheduled.id}/start?speed=1`,
    headers: adminHeaders,
  });
  expect(started.statusCode).toBe(200);
  await rt.app.db.update(fixtures).set({ status: 'live', minute: 67 }).where(eq(fixtures.id, scheduled.id));
  await rt.app.db
    .update(matchSimulations)
    .set({ stoppageMinute: null })
    .where(eq(matchSimulations.fixtureId, scheduled.id));
  expect((await comment(rt.app, fan, thread, { content: 'Goal!' })).match_minute).toBe("67'");

  await rt.app.db.update(fixtures).set({ minute: 45 }).where(eq(fixtures.id, scheduled.id));
  await rt.app.db
    .update(matchSimulations)
    .set({ stoppageMinute: 2 })
    .where(eq(matchSimulations.fixtureId, scheduled.id));
  const stoppage = await comment(rt.app, other, thread, { content: 'Just before the break' });
  expect(stoppage.match_minute).toBe("45+2'");
  const [row] = await rt.app.db
    .select()
    .from(comments)
    .where(and(eq(comments.id, stoppage.id), eq(comments.resourceType, 'fixture')));
  expect(row).toMatchObject({ matchMinute: 45, matchStoppageMinute: 2 });
  await rt.app.inject({ method: 'POST', url: `/api/admin/fixtures/${scheduled.id}/finish`, headers: adminHeaders });
});
