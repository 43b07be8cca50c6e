// The comment list keeps its shared part in memory (comment-pages.ts): these prove that what it keeps
// never reaches anyone stale or foreign. Every test first reads the list so its page is kept, then
// changes something through the API and reads again at once: the next answer must show the change.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { comments } from '../../../../src/modules/community/schema';
import { fixtures } from '../../../../src/modules/matchcenter/schema';
import { registerUser } from '../../../account-helpers';
import { type Comment, comment, flatten, listComments, newArticle, newTopic } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;
let fan: string;
let other: string;
let third: string;
let editor: string;

beforeAll(async () => {
  // The default lifetime (PUBLIC_ANSWER_CACHE_SECONDS, 5 s) is far longer than any test here.
  app = await buildTestApp({ demo: true });
  [fan, other, third, editor] = await Promise.all([
    loginToken(app, { login: 'fan' }),
    loginToken(app, { login: 'TerraceTalk' }),
    loginToken(app, { login: 'TikiTakaTom' }),
    loginToken(app, { login: 'editor' }),
  ]);
}, 120_000);

afterAll(async () => {
  await app.close();
});

const topic = async (tenant = 'tribune') => ({ type: 'forum', id: await newTopic(app, tenant) });
/** For a test that reads the order of a list: an article's is newest first (a topic's oldest first). */
const freshArticle = async (tenant = 'tribune') => ({ type: 'article', id: await newArticle(app, tenant) });

function call(
  token: string,
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
  tenant = 'tribune',
) {
  return apiRequest(app, { method, url, token, payload, tenant });
}

function find(list: readonly Comment[], id: number): Comment | undefined {
  return flatten(list).find((candidate) => candidate.id === id);
}

test('[CMT-01][ISSUE-16] the list is kept: a change that bypasses the API is not read again until a write drops it', async () => {
  const resource = await topic();
  const mine = await comment(app, fan, resource, { content: 'As written' });
  await listComments(app, resource, { token: other });
  // Nothing the process sees: the kept page answers (this is what makes the tests below mean something).
  await app.db.update(comments).set({ content: 'Changed behind its back' }).where(eq(comments.id, mine.id));
  expect((await listComments(app, resource, { token: other })).data[0]?.content).toBe('As written');
  expect((await listComments(app, resource, { token: third })).data[0]?.content).toBe('As written');
  // A like is a write of the resource's comments: the next answer reads everything again.
  expect((await call(other, 'POST', `/api/v2/comments/${mine.id}/like`)).statusCode).toBe(200);
  expect((await listComments(app, resource, { token: third })).data[0]).toMatchObject({
    content: 'Changed behind its back',
    likes_count: 1,
  });
});

test('[CMT-04][CMT-05][CMT-06] two viewers of one kept page get their own is_liked_by_me, is_reported_by_me and can_* flags', async () => {
  const resource = await topic();
  const mine = await comment(app, fan, resource);
  await listComments(app, resource, { token: editor });
  await listComments(app, resource, { token: other });
  expect((await call(other, 'POST', `/api/v2/comments/${mine.id}/like`)).statusCode).toBe(200);
  expect((await call(third, 'PATCH', `/api/v2/comments/${mine.id}/report`)).statusCode).toBe(200);

  const asAuthor = (await listComments(app, resource, { token: fan })).data[0];
  const asLiker = (await listComments(app, resource, { token: other })).data[0];
  const asReporter = (await listComments(app, resource, { token: third })).data[0];
  const asGuest = (await listComments(app, resource)).data[0];
  const asManager = (await listComments(app, resource, { token: editor })).data[0];
  const flags = (view: Comment | undefined) => ({
    is_liked_by_me: view?.is_liked_by_me,
    is_reported_by_me: view?.is_reported_by_me,
    can_like_it: view?.can_like_it,
    can_report_it: view?.can_report_it,
    can_edit: view?.can_edit,
    can_delete: view?.can_delete,
    reports_count: view?.reports_count,
  });
  const none = { is_liked_by_me: false, is_reported_by_me: false, can_edit: false, can_delete: false };
  expect(flags(asAuthor)).toEqual({
    ...none,
    can_like_it: false,
    can_report_it: false,
    can_edit: true,
    can_delete: true,
    reports_count: 0,
  });
  expect(flags(asLiker)).toEqual({
    ...none,
    is_liked_by_me: true,
    can_like_it: true,
    can_report_it: true,
    reports_count: 0,
  });
  expect(flags(asReporter)).toEqual({
    ...none,
    is_reported_by_me: true,
    can_like_it: true,
    can_report_it: true,
    reports_count: 0,
  });
  expect(flags(asGuest)).toEqual({ ...none, can_like_it: false, can_report_it: false, reports_count: 0 });
  expect(flags(asManager)).toEqual({
    ...none,
    can_like_it: true,
    can_report_it: true,
    can_edit: true,
    can_delete: true,
    reports_count: 1,
  });
  // The same shared part: everything but the asker's own flags is equal.
  expect({ ...asLiker, ...flags(undefined) }).toEqual({ ...asReporter, ...flags(undefined) });
});

test('[CMT-03][CMT-04][CMT-05][ISSUE-16] a like, an unlike, a post, a reply, an edit and a delete by anyone show in the next answer', async () => {
  const resource = await freshArticle();
  const first = await comment(app, fan, resource, { content: 'First' });
  const read = async (token = third) => listComments(app, resource, { token });
  expect((await read()).metaData.comments_count).toBe(1);

  await call(other, 'POST', `/api/v2/comments/${first.id}/like`);
  expect((await read()).data[0]).toMatchObject({ likes_count: 1, user_likes: ['TerraceTalk'], is_liked_by_me: false });
  expect((await read(other)).data[0]).toMatchObject({ likes_count: 1, is_liked_by_me: true });
  await call(other, 'DELETE', `/api/v2/comments/${first.id}/like`);
  expect((await read()).data[0]).toMatchObject({ likes_count: 0, user_likes: [] });
  expect((await read(other)).data[0]).toMatchObject({ is_liked_by_me: false });

  const second = await comment(app, other, resource, { content: 'Second' });
  const reply = await comment(app, third, resource, { content: 'A reply', replyTo: first.id });
  let page = await read();
  expect(page.metaData.comments_count).toBe(3);
  expect(page.data.map((c) => c.id)).toEqual([second.id, first.id]);
  expect(page.data[1]?.replies.map((c) => c.id)).toEqual([reply.id]);

  expect(
    (await call(other, 'PATCH', `/api/v2/comments/${second.id}`, { new_comment: 'Second, edited' })).statusCode,
  ).toBe(200);
  expect((await read()).data[0]).toMatchObject({ content: 'Second, edited', edited_at: expect.any(String) });

  expect((await call(fan, 'DELETE', `/api/v2/comments/${first.id}`)).statusCode).toBe(200);
  page = await read();
  expect(page.metaData.comments_count).toBe(2);
  expect(page.data[1]).toMatchObject({ id: first.id, status: 'deleted', content: '', username: '' });
  expect((await call(third, 'DELETE', `/api/v2/comments/${reply.id}`)).statusCode).toBe(200);
  page = await read();
  // The tombstone had only that reply: both go, and the count and page follow.
  expect(page.data.map((c) => c.id)).toEqual([second.id]);
  expect(page.metaData).toMatchObject({ comments_count: 1, last_page: 1 });
});

test('[CMT-07] a hidden comment shows only to its author and managers, with its replies; unhidden, to all again', async () => {
  const resource = await freshArticle();
  const older = await comment(app, other, resource, { content: 'Older' });
  const hiddenOne = await comment(app, fan, resource, { content: 'To be hidden' });
  const replyToIt = await comment(app, other, resource, { content: 'Reply under it', replyTo: hiddenOne.id });
  const visibleRoot = await comment(app, third, resource, { content: 'Stays' });
  const hiddenReply = await comment(app, fan, resource, { content: 'Hidden reply', replyTo: visibleRoot.id });
  await listComments(app, resource, { token: other });
  await listComments(app, resource);

  for (const id of [hiddenOne.id, hiddenReply.id]) {
    expect((await call(editor, 'PATCH', `/api/v2/moderation/comments/${id}/hide`)).statusCode).toBe(200);
  }
  const ids = async (token?: string) => flatten((await listComments(app, resource, { token })).data).map((c) => c.id);
  const everything = [visibleRoot.id, hiddenReply.id, hiddenOne.id, replyToIt.id, older.id];
  const others = [visibleRoot.id, older.id];
  expect(await ids(fan)).toEqual(everything);
  expect(await ids(editor)).toEqual(everything);
  expect(await ids(other)).toEqual(others);
  expect(await ids(third)).toEqual(others);
  expect(await ids()).toEqual(others);
  const forOther = await listComments(app, resource, { token: other });
  const forAuthor = await listComments(app, resource, { token: fan });
  expect(forOther.metaData.comments_count).toBe(forAuthor.metaData.comments_count);
  expect(find(forAuthor.data, hiddenOne.id)).toMatchObject({ status: 'hidden', can_like_it: false, can_edit: true });

  expect((await call(editor, 'PATCH', `/api/v2/moderation/comments/${hiddenOne.id}/unhide`)).statusCode).toBe(200);
  expect(await ids(other)).toEqual([visibleRoot.id, hiddenOne.id, replyToIt.id, older.id]);
  expect(await ids()).toEqual([visibleRoot.id, hiddenOne.id, replyToIt.id, older.id]);
});

test('[CMT-01][CMT-07] a hidden top-level comment moves only its author’s and the managers’ pages', async () => {
  const resource = await freshArticle();
  const made: Comment[] = [];
  for (let index = 0; index < 21; index += 1) {
    made.push(await comment(app, index === 20 ? fan : other, resource, { content: `Number ${index}` }));
  }
  const newest = made[20];
  if (newest === undefined) throw new Error('no comment');
  await listComments(app, resource, { token: third, page: 2 });
  expect((await call(editor, 'PATCH', `/api/v2/moderation/comments/${newest.id}/hide`)).statusCode).toBe(200);

  const pageOf = async (token: string | undefined, page: number) => listComments(app, resource, { token, page });
  expect((await pageOf(third, 1)).metaData.last_page).toBe(1);
  expect((await pageOf(third, 1)).data[0]?.id).toBe(made[19]?.id);
  const second = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/comments/article/${resource.id}?page=2`,
    token: third,
  });
  expect(second.statusCode).toBe(400);
  for (const token of [fan, editor]) {
    const first = await pageOf(token, 1);
    expect(first.metaData.last_page).toBe(2);
    expect(first.data.map((c) => c.id)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((c) => c.id),
    );
    expect((await pageOf(token, 2)).data.map((c) => c.id)).toEqual([made[0]?.id]);
  }
});

test('[CMT-01][ACC-15] a deleted account’s comments show a deleted user in the next answer', async () => {
  const resource = await topic();
  const { token } = await registerUser(app, { username: 'SoonGone', email: 'soon-gone@example.com' });
  const theirs = await comment(app, token, resource, { content: 'Bye' });
  expect((await listComments(app, resource, { token: other })).data[0]?.username).toBe('SoonGone');
  const gone = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/user/profile',
    token,
    payload: { _method: 'DELETE', email: 'soon-gone@example.com' },
  });
  expect(gone.statusCode).toBe(200);
  expect((await listComments(app, resource, { token: other })).data[0]).toMatchObject({
    id: theirs.id,
    username: 'Deleted user',
    user_id: null,
  });
});

test('[CMT-01][PLT-01] tenants never share a kept list, not even of a match both comment on', async () => {
  // Matches are league-wide: the same resource for both tenants, with comments of each tenant's own.
  const [match] = await app.db.select({ id: fixtures.id }).from(fixtures).orderBy(asc(fixtures.id)).limit(1);
  if (match === undefined) throw new Error('no match');
  const thread = { type: 'fixture', id: match.id };
  const dutchFan = await loginToken(app, { login: 'fan', tenant: 'tribune-nl' });
  const ours = await comment(app, fan, thread, { content: 'Only on tribune' });
  const theirs = await comment(app, dutchFan, thread, { content: 'Alleen op tribune-nl', tenant: 'tribune-nl' });
  const idsOn = async (tenant: string, token?: string) =>
    (await listComments(app, thread, { tenant, token })).data.map((c) => c.id);
  expect(await idsOn('tribune', other)).toEqual([ours.id]);
  expect(await idsOn('tribune-nl', dutchFan)).toEqual([theirs.id]);
  expect(await idsOn('tribune-nl')).toEqual([theirs.id]);
  // A write on one tenant's thread leaves the other's answers right.
  expect((await call(dutchFan, 'DELETE', `/api/v2/comments/${theirs.id}`, undefined, 'tribune-nl')).statusCode).toBe(
    200,
  );
  expect(await idsOn('tribune-nl', dutchFan)).toEqual([]);
  expect(await idsOn('tribune', other)).toEqual([ours.id]);

  // A topic is one tenant's: asked through the other tenant it is a 404, kept or not.
  const resource = await topic('tribune');
  await comment(app, fan, resource, { content: 'A topic of tribune' });
  expect((await listComments(app, resource, { token: other })).data).toHaveLength(1);
  for (const token of [undefined, dutchFan]) {
    const foreign = await apiRequest(app, {
      method: 'GET',
      url: `/api/v2/comments/forum/${resource.id}`,
      tenant: 'tribune-nl',
      token,
    });
    expect(foreign.statusCode).toBe(404);
  }
});
