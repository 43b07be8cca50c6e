import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { commentReports } from '../../../../src/modules/community/schema';
import { type Comment, comment, type ErrorBody, firstArticleId, newTopic } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;
let fan: string;
let editor: string;
const reporters: string[] = [];

interface Reported {
  comment: Comment;
  reports_count: number;
  last_reported_at: string;
  resource: { type: string; id: number; title: string; url: string };
}

interface LogEntry {
  id: number;
  comment_id: number;
  action: string;
  actor: { id: number | null; username: string };
  detail: Record<string, unknown>;
  created_at: string;
}

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  [fan, editor] = await Promise.all([loginToken(app, { login: 'fan' }), loginToken(app, { login: 'editor' })]);
  for (const name of ['TerraceTalk', 'TikiTakaTom', 'ParkTheBus'])
    reporters.push(await loginToken(app, { login: name }));
}, 120_000);

afterAll(async () => {
  await app.close();
});

const report = (token: string, id: number) =>
  apiRequest(app, { method: 'PATCH', url: `/api/v2/comments/${id}/report`, token });

async function queue(token = editor): Promise<Reported[]> {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/moderation/reported', token });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Reported[] }>().data;
}

test('[ACC-12] moderation calls are for managers: 401 for a guest, 403 for a fan', async () => {
  for (const [method, url] of [
    ['GET', '/api/v2/moderation/reported'],
    ['GET', '/api/v2/moderation/log'],
    ['PATCH', '/api/v2/moderation/comments/1/hide'],
  ] as const) {
    const guest = await apiRequest(app, { method, url });
    expect(guest.statusCode).toBe(401);
    expect(guest.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
    const asFan = await apiRequest(app, { method, url, token: fan });
    expect(asFan.statusCode).toBe(403);
    expect(asFan.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'Only moderators can do this.' } });
  }
  const badAction = await apiRequest(app, { method: 'PATCH', url: '/api/v2/moderation/comments/1/ban', token: editor });
  expect(badAction.statusCode).toBe(400);
});

test('[CMT-06][CMT-07] the reported queue: most reported first, with counts and the resource, never the reporters; hide resolves and logs', async () => {
  const topicId = await newTopic(app);
  const articleId = await firstArticleId(app);
  const once = await comment(app, fan, { type: 'forum', id: topicId }, { content: 'reported once' });
  const thrice = await comment(app, fan, { type: 'article', id: articleId }, { content: 'reported thrice' });
  await report(reporters[0] ?? '', once.id);
  for (const token of reporters) await report(token, thrice.id);

  const reported = await queue();
  expect(reported.map((r) => r.comment.id).slice(0, 2)).toEqual([thrice.id, once.id]);
  expect(reported[0]).toMatchObject({
    reports_count: 3,
    last_reported_at: expect.any(String),
    resource: { type: 'article', id: articleId, url: expect.stringMatching(/^\/article\//) },
    comment: { content: 'reported thrice', reports_count: 3, status: 'visible' },
  });
  expect(reported[1]?.resource).toMatchObject({ type: 'forum', id: topicId, url: `/forum/topic/${topicId}` });
  // No reporter's name or id anywhere in the answer.
  const text = JSON.stringify(reported);
  for (const name of ['TerraceTalk', 'TikiTakaTom', 'ParkTheBus']) expect(text).not.toContain(name);

  const hidden = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${thrice.id}/hide`,
    token: editor,
  });
  expect(hidden.statusCode).toBe(200);
  expect(hidden.json<{ data: Comment }>().data).toMatchObject({ id: thrice.id, status: 'hidden', reports_count: 0 });
  const open = await app.db.select().from(commentReports).where(eq(commentReports.commentId, thrice.id));
  expect(open.every((r) => r.resolvedAt !== null)).toBe(true);
  expect((await queue()).some((r) => r.comment.id === thrice.id)).toBe(false);

  const dismissed = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${once.id}/dismiss`,
    token: editor,
  });
  expect(dismissed.json<{ data: Comment }>().data.status).toBe('visible');
  expect((await queue()).some((r) => r.comment.id === once.id)).toBe(false);

  const unhidden = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${thrice.id}/unhide`,
    token: editor,
  });
  expect(unhidden.json<{ data: Comment }>().data.status).toBe('visible');

  const log = await apiRequest(app, { method: 'GET', url: '/api/v2/moderation/log', token: editor });
  expect(log.statusCode).toBe(200);
  const entries = log.json<{ data: LogEntry[] }>().data;
  expect(entries.slice(0, 3).map((e) => [e.comment_id, e.action])).toEqual([
    [thrice.id, 'unhide'],
    [once.id, 'dismiss'],
    [thrice.id, 'hide'],
  ]);
  expect(entries[2]).toMatchObject({
    actor: { username: 'editor', id: expect.any(Number) },
    detail: { status_before: 'visible', status_after: 'hidden' },
    created_at: expect.any(String),
  });
  const deleted = await comment(app, fan, { type: 'forum', id: topicId });
  await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${deleted.id}`, token: fan });
  const onDeleted = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${deleted.id}/hide`,
    token: editor,
  });
  expect(onDeleted.statusCode).toBe(404);
});

test('[PLT-01] a manager of one tenant cannot moderate the other’s comments, nor see its reports or log', async () => {
  const topicId = await newTopic(app);
  const target = await comment(app, fan, { type: 'forum', id: topicId }, { content: 'English report' });
  await report(reporters[1] ?? '', target.id);
  const dutchEditor = await loginToken(app, { login: 'editor', tenant: 'tribune-nl' });
  const hide = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${target.id}/hide`,
    token: dutchEditor,
    tenant: 'tribune-nl',
  });
  expect(hide.statusCode).toBe(404);
  const dutchQueue = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/moderation/reported',
    token: dutchEditor,
    tenant: 'tribune-nl',
  });
  expect(dutchQueue.json<{ data: Reported[] }>().data.some((r) => r.comment.id === target.id)).toBe(false);
  const dutchLog = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/moderation/log',
    token: dutchEditor,
    tenant: 'tribune-nl',
  });
  expect(dutchLog.json<{ data: LogEntry[] }>().data).toEqual([]);
});
