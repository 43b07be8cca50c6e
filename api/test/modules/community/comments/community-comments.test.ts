import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { commentModerationLog, comments } from '../../../../src/modules/community/schema';
import {
  type Comment,
  comment,
  type ErrorBody,
  firstArticleId,
  flatten,
  listComments,
  newArticle,
  newTopic,
  postComment,
} from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;
let fan: string;
let other: string;
let editor: string;
let dutchFan: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  [fan, other, editor, dutchFan] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'TerraceTalk' }),
    loginToken(app, { login: 'editor' }),
    loginToken(app, { login: 'fan', tenant: 'tribune-nl' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

const topic = async (tenant = 'tribune') => ({ type: 'forum', id: await newTopic(app, tenant) });
/** For a test that reads the order of a list: an article's is newest first (a topic's oldest first). */
const freshArticle = async (tenant = 'tribune') => ({ type: 'article', id: await newArticle(app, tenant) });

async function rowsOf(resourceId: number, resourceType: 'article' | 'fixture' | 'forum' = 'forum') {
  return app.db
    .select()
    .from(comments)
    .where(and(eq(comments.resourceType, resourceType), eq(comments.resourceId, resourceId)));
}

test('[CMT-03][CMT-13] a fan posts a comment: 201 with the comment as the contract shapes it, and the count', async () => {
  const resource = await topic();
  const response = await postComment(app, {
    token: fan,
    body: { reply_to: null, resource_type: 'forum', resource_id: resource.id, content: 'What a goal!' },
  });
  expect(response.statusCode).toBe(201);
  const { data, metaData } = response.json<{ data: Comment; metaData: { message: string; comments_count: number } }>();
  expect(metaData).toEqual({ message: 'Your comment has been posted.', comments_count: 1 });
  expect(data).toMatchObject({
    resource_type: 'forum',
    resource_id: resource.id,
    content: 'What a goal!',
    status: 'visible',
    username: 'fan',
    user_url: '/user/fan',
    likes_count: 0,
    user_likes: [],
    is_liked_by_me: false,
    can_like_it: false,
    can_report_it: false,
    can_edit: true,
    can_delete: true,
    level: 0,
    replay_to: null,
    replies: [],
    show_author_role: false,
    author_role: null,
    match_minute: null,
    reports_count: 0,
    edited_at: null,
  });
  // CMT-13: the author's line-up, its formation as fans read it and its club, for the comment's badge.
  expect(data.meta).toEqual([
    {
      key: 'has_formation',
      value: {
        current_formation_id: expect.any(Number),
        formation: expect.stringMatching(/^\d(-\d)+$/),
        team_id: expect.any(Number),
      },
    },
  ]);
  expect(data.date).toMatch(/^\d{2}-\d{2}-\d{4}$/);
  expect(data.date_and_time).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  const [row] = await rowsOf(resource.id);
  expect(row).toMatchObject({ rootId: row?.id, level: 0, tenantId: 'tribune' });
});

test('[CMT-01] the list: 20 top-level comments a page, newest first, each with its reply tree; labels and counts', async () => {
  const resource = await freshArticle();
  const posted: Comment[] = [];
  for (let i = 0; i < 21; i += 1)
    posted.push(await comment(app, i % 2 === 0 ? fan : other, resource, { content: `c${i}` }));
  const first = posted[0];
  if (first === undefined) throw new Error('none');
  const reply = await comment(app, other, resource, { replyTo: first.id, content: 'a reply' });
  const deeper = await comment(app, fan, resource, { replyTo: reply.id, content: 'a reply to the reply' });
  expect(reply).toMatchObject({ level: 1, replay_to: first.id });
  expect(deeper).toMatchObject({ level: 2, replay_to: reply.id });

  const page1 = await listComments(app, resource, { token: fan });
  expect(page1.data.map((c) => c.content)).toEqual(Array.from({ length: 20 }, (_, i) => `c${20 - i}`));
  expect(page1.metaData).toMatchObject({ comments_count: 23, current_page: 1, last_page: 2, per_page: 20 });
  expect(page1.metaData.other.labels).toMatchObject({ reply: 'Reply', report: 'Report' });
  const page2 = await listComments(app, resource, { token: fan, page: 2 });
  expect(page2.data).toHaveLength(1);
  expect(page2.data[0]?.content).toBe('c0');
  expect(page2.data[0]?.replies[0]).toMatchObject({ id: reply.id, level: 1, content: 'a reply' });
  expect(page2.data[0]?.replies[0]?.replies[0]).toMatchObject({ id: deeper.id, level: 2 });
  const rows = await rowsOf(resource.id, 'article');
  expect(rows.find((r) => r.id === deeper.id)).toMatchObject({ rootId: first.id, level: 2, parentId: reply.id });

  // The fan sees what they may do with each comment.
  expect(page2.data[0]?.replies[0]).toMatchObject({ can_like_it: true, can_report_it: true, can_edit: false });
  // Guests: all false, and a public answer.
  const guest = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/comments/${resource.type}/${resource.id}?page=2`,
  });
  expect(guest.statusCode).toBe(200);
  expect(guest.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
  const guestComment = guest.json<{ data: Comment[] }>().data[0];
  expect(guestComment).toMatchObject({ can_like_it: false, can_report_it: false, can_edit: false, can_delete: false });
  const asUser = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/comments/${resource.type}/${resource.id}`,
    token: fan,
  });
  expect(asUser.headers['cache-control']).toBe('private, no-store');

  // The labels are in the tenant's language.
  const dutchTopic = await topic('tribune-nl');
  const dutch = await listComments(app, dutchTopic, { tenant: 'tribune-nl' });
  expect(dutch.metaData.other.labels['reply']).toBe('Reageer');
  expect(dutch.data).toEqual([]);
  expect(dutch.metaData).toMatchObject({ comments_count: 0, last_page: 1 });
});

test('[CMT-01] malformed pages, types and ids are 400s; unknown and other tenants’ resources are 404s', async () => {
  const resource = await topic();
  const articleId = await firstArticleId(app);
  const dutchArticle = await firstArticleId(app, 'tribune-nl');
  const cases: [string, number][] = [
    [`/api/v2/comments/forum/${resource.id}?page=0`, 400],
    [`/api/v2/comments/forum/${resource.id}?page=abc`, 400],
    [`/api/v2/comments/forum/${resource.id}?page=2`, 400],
    [`/api/v2/comments/video/${resource.id}`, 400],
    [`/api/v2/comments/forum/-3`, 400],
    [`/api/v2/comments/forum/99999999`, 404],
    [`/api/v2/comments/article/${dutchArticle}`, 404],
    [`/api/v2/comments/article/${articleId}`, 200],
  ];
  for (const [url, status] of cases) {
    const response = await apiRequest(app, { method: 'GET', url });
    expect([url, response.statusCode]).toEqual([url, status]);
    if (status !== 200) expect(response.json<ErrorBody>().data).toBeNull();
  }
  const missing = await apiRequest(app, { method: 'GET', url: `/api/v2/comments/article/${dutchArticle}` });
  expect(missing.json<ErrorBody>().metaData.message).toBe('This article, match or topic does not exist.');
});

test('[CMT-03] text rules: empty, blank, 10,000 characters and a missing field are 422s under content; guests get 401 first', async () => {
  const resource = await topic();
  const base = { reply_to: null, resource_type: 'forum', resource_id: resource.id };
  for (const [content, message] of [
    ['', 'Write something before you post.'],
    ['   \n ', 'Write something before you post.'],
    ['x'.repeat(10_000), 'A comment can be at most 5,000 characters long.'],
    ['⚽'.repeat(5001), 'A comment can be at most 5,000 characters long.'],
  ] as const) {
    const response = await postComment(app, { token: fan, body: { ...base, content } });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().metaData).toEqual({ message, errors: { content: [message] } });
  }
  const noContent = await postComment(app, { token: fan, body: base });
  expect(noContent.statusCode).toBe(422);
  expect(noContent.json<ErrorBody>().metaData.errors?.['content']).toHaveLength(1);
  // 5,000 characters (emoji count once) are fine.
  const longest = await postComment(app, { token: fan, body: { ...base, content: '⚽'.repeat(5000) } });
  expect(longest.statusCode).toBe(201);

  const guest = await postComment(app, { body: { content: 'x'.repeat(10_000) } });
  expect(guest.statusCode).toBe(401);
  expect(guest.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
  const unknownResource = await postComment(app, {
    token: fan,
    body: { ...base, resource_type: 'article', resource_id: 99_999_999, content: 'hello' },
  });
  expect(unknownResource.statusCode).toBe(404);
  expect(await rowsOf(resource.id)).toHaveLength(1);
});

test('[CMT-03] replies: the parent must be a live comment of the same resource and tenant (422 under reply_to)', async () => {
  const resource = await topic();
  const elsewhere = await topic();
  const parent = await comment(app, fan, resource);
  const foreign = await comment(app, other, elsewhere);
  const dutchTopic = await topic('tribune-nl');
  const dutchComment = await comment(app, dutchFan, dutchTopic, { tenant: 'tribune-nl' });
  const gone = await comment(app, other, resource);
  await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${gone.id}`, token: other });

  const base = { resource_type: 'forum', resource_id: resource.id, content: 'I agree' };
  for (const replyTo of [foreign.id, dutchComment.id, gone.id, 99_999_999]) {
    const response = await postComment(app, { token: other, reply: true, body: { ...base, reply_to: replyTo } });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().metaData.errors).toEqual({
      reply_to: ['The comment you reply to does not exist (any more).'],
    });
  }
  const missing = await postComment(app, { token: other, reply: true, body: { ...base, reply_to: null } });
  expect(missing.statusCode).toBe(422);
  expect(missing.json<ErrorBody>().metaData.errors).toHaveProperty('reply_to');
  // Nothing half-written: only the two comments made above are there.
  expect((await rowsOf(resource.id)).map((r) => r.id).sort()).toEqual([parent.id, gone.id].sort());

  const ok = await postComment(app, { token: other, reply: true, body: { ...base, reply_to: parent.id } });
  expect(ok.statusCode).toBe(201);
  expect(ok.json<{ data: Comment }>().data).toMatchObject({ level: 1, replay_to: parent.id });
});

test('[CMT-03] client_key: a retry, one after the other or at the same time, makes one comment (201, then 200 with it)', async () => {
  const resource = await topic();
  const body = { resource_type: 'forum', resource_id: resource.id, content: 'Once only', client_key: 'retry-key-0001' };
  const first = await postComment(app, { token: fan, body });
  const again = await postComment(app, { token: fan, body });
  expect(first.statusCode).toBe(201);
  expect(again.statusCode).toBe(200);
  expect(again.json<{ data: Comment }>().data.id).toBe(first.json<{ data: Comment }>().data.id);

  const together = { ...body, content: 'Sent twice at once', client_key: 'retry-key-0002' };
  const answers = await Promise.all([1, 2, 3].map(() => postComment(app, { token: fan, body: together })));
  expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
  expect(new Set(answers.map((a) => a.json<{ data: Comment }>().data.id)).size).toBe(1);
  expect(await rowsOf(resource.id)).toHaveLength(2);

  const badKey = await postComment(app, { token: fan, body: { ...body, client_key: 'short' } });
  expect(badKey.statusCode).toBe(422);
  expect(badKey.json<ErrorBody>().metaData.errors).toHaveProperty('client_key');
});

test('[CMT-03] the same text on the same resource within 5 minutes is a 422; after that, or elsewhere, it is fine', async () => {
  const resource = await topic();
  const elsewhere = await topic();
  const first = await comment(app, fan, resource, { content: 'Same again' });
  const twice = await postComment(app, {
    token: fan,
    body: { resource_type: 'forum', resource_id: resource.id, content: 'Same again' },
  });
  expect(twice.statusCode).toBe(422);
  expect(twice.json<ErrorBody>().metaData).toEqual({
    message: 'You just posted this comment.',
    errors: { content: ['You just posted this comment.'] },
  });
  await comment(app, fan, elsewhere, { content: 'Same again' });
  await comment(app, other, resource, { content: 'Same again' });
  await app.db
    .update(comments)
    .set({ createdAt: sql`now() - interval '6 minutes'` })
    .where(eq(comments.id, first.id));
  await comment(app, fan, resource, { content: 'Same again' });
});

test('[CMT-03] can_place_comments false is a 403; a closed topic is a 403', async () => {
  const resource = await topic();
  await app.db.update(users).set({ canPlaceComments: false }).where(eq(users.username, 'NutmegNed'));
  const banned = await loginToken(app, { login: 'NutmegNed' });
  const refused = await postComment(app, {
    token: banned,
    body: { resource_type: 'forum', resource_id: resource.id, content: 'let me in' },
  });
  expect(refused.statusCode).toBe(403);
  expect(refused.json<ErrorBody>().metaData.message).toBe('You are not allowed to place comments.');
  await app.db.update(users).set({ canPlaceComments: true }).where(eq(users.username, 'NutmegNed'));

  const closed = await newTopic(app, 'tribune', true);
  const onClosed = await postComment(app, {
    token: fan,
    body: { resource_type: 'forum', resource_id: closed, content: 'hello' },
  });
  expect(onClosed.statusCode).toBe(403);
  expect(onClosed.json<ErrorBody>().metaData.message).toBe('This topic is closed: it takes no new comments.');
  expect(await rowsOf(resource.id)).toHaveLength(0);
});

test('[CMT-04] edit: own comment, 403 for someone else’s, a manager’s edit of another’s is logged', async () => {
  const resource = await topic();
  const mine = await comment(app, fan, resource, { content: 'Frist!' });
  const edited = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/comments/${mine.id}`,
    token: fan,
    payload: { new_comment: 'First!' },
  });
  expect(edited.statusCode).toBe(200);
  expect(edited.json<{ data: Comment }>().data).toMatchObject({ content: 'First!', edited_at: expect.any(String) });

  const notYours = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/comments/${mine.id}`,
    token: other,
    payload: { new_comment: 'mine now' },
  });
  expect(notYours.statusCode).toBe(403);
  expect(notYours.json<ErrorBody>()).toEqual({
    data: null,
    metaData: { message: 'You can only change your own comments.' },
  });
  const tooLong = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/comments/${mine.id}`,
    token: fan,
    payload: { new_comment: 'x'.repeat(10_000) },
  });
  expect(tooLong.statusCode).toBe(422);
  expect(tooLong.json<ErrorBody>().metaData.errors).toEqual({
    new_comment: ['A comment can be at most 5,000 characters long.'],
  });

  const byManager = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/comments/${mine.id}`,
    token: editor,
    payload: { new_comment: 'First! [edited by a moderator]' },
  });
  expect(byManager.statusCode).toBe(200);
  const [log] = await app.db.select().from(commentModerationLog).where(eq(commentModerationLog.commentId, mine.id));
  expect(log).toMatchObject({
    action: 'edit',
    actorUsername: 'editor',
    detail: { before: 'First!', after: 'First! [edited by a moderator]' },
  });
  const unknown = await apiRequest(app, {
    method: 'PATCH',
    url: '/api/v2/comments/99999999',
    token: fan,
    payload: { new_comment: 'x' },
  });
  expect(unknown.statusCode).toBe(404);
  const guest = await apiRequest(app, { method: 'PATCH', url: `/api/v2/comments/${mine.id}`, payload: {} });
  expect(guest.statusCode).toBe(401);
});

test('[CMT-04] delete: soft; a comment with replies stays as a tombstone, one without goes; counts follow', async () => {
  const resource = await topic();
  const parent = await comment(app, fan, resource, { content: 'parent' });
  await comment(app, other, resource, { replyTo: parent.id, content: 'child' });
  const lonely = await comment(app, fan, resource, { content: 'lonely' });

  const notYours = await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${parent.id}`, token: other });
  expect(notYours.statusCode).toBe(403);
  for (const id of [parent.id, lonely.id]) {
    const response = await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${id}`, token: fan });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: null,
      metaData: { message: 'The comment has been deleted.', comments_count: expect.any(Number) },
    });
  }
  const page = await listComments(app, resource);
  expect(page.metaData.comments_count).toBe(1);
  expect(page.data).toHaveLength(1);
  expect(page.data[0]).toMatchObject({
    id: parent.id,
    status: 'deleted',
    content: '',
    user_id: null,
    username: '',
    can_edit: false,
    replies: [expect.objectContaining({ content: 'child' })],
  });
  const rows = await rowsOf(resource.id);
  expect(rows.find((r) => r.id === lonely.id)).toMatchObject({ status: 'deleted', content: '' });
  const again = await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${lonely.id}`, token: fan });
  expect(again.statusCode).toBe(404);
  expect((await apiRequest(app, { method: 'GET', url: `/api/v2/comment/${lonely.id}` })).statusCode).toBe(404);

  // A manager deletes someone else's comment: logged.
  const theirs = await comment(app, other, resource, { content: 'rude words' });
  const byManager = await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${theirs.id}`, token: editor });
  expect(byManager.statusCode).toBe(200);
  const [log] = await app.db.select().from(commentModerationLog).where(eq(commentModerationLog.commentId, theirs.id));
  expect(log).toMatchObject({ action: 'delete', actorUsername: 'editor', detail: { before: 'rude words' } });
});

test('[CMT-05] like and unlike: idempotent, counted, with the latest likers; never your own', async () => {
  const resource = await topic();
  const target = await comment(app, fan, resource);
  const like = (token: string, method: 'POST' | 'DELETE' = 'POST') =>
    apiRequest(app, { method, url: `/api/v2/comments/${target.id}/like`, token });
  const first = await like(other);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ data: { likes_count: 1, is_liked_by_me: true } });
  expect((await like(other)).json()).toEqual({ data: { likes_count: 1, is_liked_by_me: true } });
  for (const name of ['TikiTakaTom', 'ParkTheBus', 'OffsideTrap']) {
    expect((await like(await loginToken(app, { login: name }))).statusCode).toBe(200);
  }
  const own = await like(fan);
  expect(own.statusCode).toBe(422);
  expect(own.json<ErrorBody>().metaData.message).toBe('You cannot like your own comment.');

  const seen = await apiRequest(app, { method: 'GET', url: `/api/v2/comment/${target.id}`, token: other });
  expect(seen.json<{ data: Comment }>().data).toMatchObject({
    likes_count: 4,
    is_liked_by_me: true,
    user_likes: ['OffsideTrap', 'ParkTheBus', 'TikiTakaTom'],
  });
  expect((await like(other, 'DELETE')).json()).toEqual({ data: { likes_count: 3, is_liked_by_me: false } });
  expect((await like(other, 'DELETE')).json()).toEqual({ data: { likes_count: 3, is_liked_by_me: false } });
  const [row] = await app.db.select().from(comments).where(eq(comments.id, target.id));
  expect(row?.likesCount).toBe(3);
  expect(
    (await apiRequest(app, { method: 'POST', url: '/api/v2/comments/99999999/like', token: other })).statusCode,
  ).toBe(404);
  expect((await apiRequest(app, { method: 'POST', url: `/api/v2/comments/${target.id}/like` })).statusCode).toBe(401);
});

test('[CMT-06] report: someone else’s comment, once (again answers the same); your own is a 422', async () => {
  const resource = await topic();
  const target = await comment(app, fan, resource);
  const report = (token: string, id = target.id) =>
    apiRequest(app, { method: 'PATCH', url: `/api/v2/comments/${id}/report`, token });
  const first = await report(other);
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({
    data: null,
    metaData: { message: 'Thank you. The comment has been reported to the moderators.' },
  });
  expect((await report(other)).json()).toEqual(first.json());
  const own = await report(fan);
  expect(own.statusCode).toBe(422);
  expect(own.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'You cannot report your own comment.' } });
  expect((await report(other, 99_999_999)).statusCode).toBe(404);
  const seen = await apiRequest(app, { method: 'GET', url: `/api/v2/comment/${target.id}`, token: other });
  expect(seen.json<{ data: Comment }>().data).toMatchObject({ is_reported_by_me: true, reports_count: 0 });
  const byManager = await apiRequest(app, { method: 'GET', url: `/api/v2/comment/${target.id}`, token: editor });
  expect(byManager.json<{ data: Comment }>().data).toMatchObject({ is_reported_by_me: false, reports_count: 1 });
});

test('[CMT-06] at most 20 reports a day per fan: the 21st is a 429', async () => {
  const resource = await topic();
  const reporter = await loginToken(app, { login: 'GafferGrace' });
  const targets: Comment[] = [];
  for (let i = 0; i < 21; i += 1) targets.push(await comment(app, i % 2 ? fan : other, resource, { content: `r${i}` }));
  for (const [index, target] of targets.entries()) {
    const response = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/comments/${target.id}/report`,
      token: reporter,
    });
    expect([index, response.statusCode]).toEqual([index, index < 20 ? 200 : 429]);
    if (index === 20)
      expect(response.json<ErrorBody>().metaData.message).toBe(
        'You have reported 20 comments today. Please try again tomorrow.',
      );
  }
});

test('[CMT-07] a hidden comment is shown to managers and its author only', async () => {
  const resource = await freshArticle();
  const hidden = await comment(app, fan, resource, { content: 'to be hidden' });
  await comment(app, other, resource, { content: 'stays' });
  const hide = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${hidden.id}/hide`,
    token: editor,
  });
  expect(hide.statusCode).toBe(200);
  expect(hide.json<{ data: Comment }>().data.status).toBe('hidden');

  const contents = async (token?: string) => (await listComments(app, resource, { token })).data.map((c) => c.content);
  expect(await contents()).toEqual(['stays']);
  expect(await contents(other)).toEqual(['stays']);
  expect(await contents(fan)).toEqual(['stays', 'to be hidden']);
  expect(await contents(editor)).toEqual(['stays', 'to be hidden']);
  expect((await listComments(app, resource)).metaData.comments_count).toBe(1);
  const single = (token?: string) => apiRequest(app, { method: 'GET', url: `/api/v2/comment/${hidden.id}`, token });
  expect((await single()).statusCode).toBe(404);
  expect((await single(other)).statusCode).toBe(404);
  expect((await single(fan)).json<{ data: Comment }>().data).toMatchObject({ status: 'hidden', can_edit: true });
  expect((await single(editor)).json<{ data: Comment }>().data).toMatchObject({ status: 'hidden' });
  // Nobody can like or report a hidden comment, nor reply to it unless they see it.
  expect(
    (await apiRequest(app, { method: 'POST', url: `/api/v2/comments/${hidden.id}/like`, token: other })).statusCode,
  ).toBe(404);
  const reply = await postComment(app, {
    token: other,
    reply: true,
    body: { resource_type: resource.type, resource_id: resource.id, reply_to: hidden.id, content: 'hi' },
  });
  expect(reply.statusCode).toBe(422);
});

test('[CMT-02][CMT-13] one comment with its replies; the featured comment is the most liked top-level one, not on forums', async () => {
  const articleId = await firstArticleId(app, 'tribune', 3);
  const resource = { type: 'article', id: articleId };
  const popular = await comment(app, fan, resource, { content: 'featured material' });
  await comment(app, other, resource, { replyTo: popular.id, content: 'agreed' });
  for (const name of [
    'TikiTakaTom',
    'ParkTheBus',
    'OffsideTrap',
    'LateWinner90',
    'CleanSheetKing',
    'NutmegNed',
    'GafferGrace',
    'TerraceTalk',
    'editor',
  ]) {
    await apiRequest(app, {
      method: 'POST',
      url: `/api/v2/comments/${popular.id}/like`,
      token: await loginToken(app, { login: name }),
    });
  }
  const single = await apiRequest(app, { method: 'GET', url: `/api/v2/comment/${popular.id}` });
  expect(single.statusCode).toBe(200);
  expect(single.json<{ data: Comment }>().data.replies).toHaveLength(1);
  const featured = await apiRequest(app, { method: 'GET', url: `/api/v2/comments/article/${articleId}/featured` });
  expect(featured.statusCode).toBe(200);
  expect(featured.json<{ data: Comment }>().data).toMatchObject({ id: popular.id, likes_count: 9 });

  const forum = await topic();
  const onForum = await apiRequest(app, { method: 'GET', url: `/api/v2/comments/forum/${forum.id}/featured` });
  expect(onForum.statusCode).toBe(404);
  expect(onForum.json<ErrorBody>().metaData.message).toBe('Forum topics have no featured comment.');
  const unknown = await apiRequest(app, { method: 'GET', url: '/api/v2/comments/article/99999999/featured' });
  expect(unknown.statusCode).toBe(404);

  await apiRequest(app, {
    method: 'PATCH',
    url: '/api/admin/tenants/tribune/settings',
    headers: { authorization: 'Bearer tribune-dev-admin-token' },
    payload: { comments: { sidebar: 'top-this-week', featured: false } },
  });
  const off = await apiRequest(app, { method: 'GET', url: `/api/v2/comments/article/${articleId}/featured` });
  expect(off.json()).toEqual({ data: null });
  const settings = await apiRequest(app, { method: 'GET', url: '/api/v2/setting' });
  expect(settings.json<{ data: { sidebar_comments: string } }>().data.sidebar_comments).toBe('top-this-week');

  // CMT-15: the week's most liked comments, most liked first.
  const top = await apiRequest(app, { method: 'GET', url: '/api/v2/comments/top-this-week' });
  expect(top.statusCode).toBe(200);
  const list = top.json<{ data: { id: number; claps_count: number }[] }>().data;
  expect(list[0]).toMatchObject({ id: popular.id, claps_count: 9 });
  const likes = list.map((c) => c.claps_count);
  expect(likes).toEqual([...likes].sort((a, b) => b - a));
  expect(likes.every((n) => n >= 1)).toBe(true);
  await apiRequest(app, {
    method: 'PATCH',
    url: '/api/admin/tenants/tribune/settings',
    headers: { authorization: 'Bearer tribune-dev-admin-token' },
    payload: { comments: null },
  });
  const back = await apiRequest(app, { method: 'GET', url: '/api/v2/setting' });
  expect(back.json<{ data: { sidebar_comments: string } }>().data.sidebar_comments).toBe('latest');
});

test('[CMT-10] every hostile text of the XSS corpus is stored and returned byte for byte as plain text', async () => {
  const resource = await topic();
  const corpus = readFileSync(path.join(__dirname, '../../../../../test-data/xss-corpus.txt'), 'utf8')
    .split('\n')
    .filter((line) => line !== '');
  expect(corpus.length).toBeGreaterThan(20);
  const posted: Comment[] = [];
  for (const text of corpus) posted.push(await comment(app, fan, resource, { content: text }));
  const rows = await rowsOf(resource.id);
  for (const [index, text] of corpus.entries()) {
    expect(posted[index]?.content).toBe(text);
    expect(rows.find((r) => r.id === posted[index]?.id)?.content).toBe(text);
  }
  const listed = flatten((await listComments(app, resource, { page: 1 })).data).map((c) => c.content);
  const listed2 = flatten((await listComments(app, resource, { page: 2 })).data).map((c) => c.content);
  expect([...listed, ...listed2].sort()).toEqual([...corpus].sort());
});

test('[PLT-01] tenant isolation: a comment, like or report of one tenant never reaches the other', async () => {
  const resource = await topic();
  const target = await comment(app, fan, resource, { content: 'English only' });
  const dutchFanOfOther = await loginToken(app, { login: 'OranjeLeeuw', tenant: 'tribune-nl' });
  const asDutch = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    apiRequest(app, { method, url, tenant: 'tribune-nl', token: dutchFanOfOther, payload });
  expect((await asDutch('GET', `/api/v2/comment/${target.id}`)).statusCode).toBe(404);
  expect((await asDutch('GET', `/api/v2/comments/forum/${resource.id}`)).statusCode).toBe(404);
  expect((await asDutch('POST', `/api/v2/comments/${target.id}/like`)).statusCode).toBe(404);
  expect((await asDutch('PATCH', `/api/v2/comments/${target.id}/report`)).statusCode).toBe(404);
  expect((await asDutch('PATCH', `/api/v2/comments/${target.id}`, { new_comment: 'x' })).statusCode).toBe(404);
  expect((await asDutch('DELETE', `/api/v2/comments/${target.id}`)).statusCode).toBe(404);
  // An English token is not a Dutch user.
  const crossToken = await apiRequest(app, {
    method: 'POST',
    url: `/api/v2/comments/${target.id}/like`,
    token: dutchFan,
  });
  expect(crossToken.statusCode).toBe(401);
  const dutchLatest = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/comments/latest?limit=50',
    tenant: 'tribune-nl',
  });
  expect(dutchLatest.json<{ data: { id: number }[] }>().data.some((c) => c.id === target.id)).toBe(false);
  const [row] = await app.db.select().from(comments).where(eq(comments.id, target.id));
  expect(row).toMatchObject({ likesCount: 0, status: 'visible', content: 'English only' });
});
