import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { users } from '../../../../src/modules/accounts/schema';
import {
  commentLikes,
  comments,
  karmaCounts,
  type CommentStatus,
  type ResourceType,
} from '../../../../src/modules/community/schema';
import { addMonths, monthStartOf, windowOf } from '../../../../src/modules/community/karma/time-frames';
import { rowsOf } from '../../../../src/db/sql-rows';
import { articles, authors, tags } from '../../../../src/modules/content/schema';
import { weekStartOf, zonedTimeToInstant } from '../../../../src/lib/league-time';
import { registerUser } from '../../../account-helpers';
import { comment, type ErrorBody, newTopic } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

interface LeaderboardUser {
  rank: number;
  user_id: number;
  username: string;
  user_url: string;
  user_avatar: string | null;
  comments_count: number;
  likes_count: number;
}

interface FrameMeta {
  time_frame: string;
  label: string;
  period_start: string | null;
}

interface TopComment {
  id: number;
  url: string;
  comment_url: string;
  content: string;
  replies_count: number;
  created_at: string;
  likes_count: number;
  user_id: number | null;
  username: string;
  user_url: string | null;
  user_avatar: string | null;
  resource: { type: string; id: number; title: string; b_title: string; abtesting: boolean };
}

interface ProfileComment {
  id: number;
  content: string;
  likes_count: number;
  replies_count: number;
  created_at: string;
  date: string;
  status: 'visible' | 'hidden';
  url: string;
  resource: { type: string; id: number; title: string; b_title: string; abtesting: boolean };
}

// Tests post dozens of comments and likes through the API: on a busy machine that can pass Jest's 5 s.
jest.setTimeout(30_000);

let app: FastifyInstance;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const dutchIds: Record<string, number> = {};

const english = ['fan', 'editor', 'TerraceTalk', 'TikiTakaTom', 'ParkTheBus', 'OffsideTrap'];

beforeAll(async () => {
  // Kept answers would hide what the tests change behind the API's back (rows written directly).
  app = await buildTestApp({ env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } });
  for (const name of english) tokens[name] = await loginToken(app, { login: name });
  tokens['nl:fan'] = await loginToken(app, { login: 'fan', tenant: 'tribune-nl' });
  tokens['nl:OranjeLeeuw'] = await loginToken(app, { login: 'OranjeLeeuw', tenant: 'tribune-nl' });
  const rows = await app.db.select({ id: users.id, username: users.username, tenantId: users.tenantId }).from(users);
  for (const row of rows) (row.tenantId === 'tribune' ? ids : dutchIds)[row.username] = row.id;
}, 120_000);

afterAll(async () => {
  await app.close();
});

// Every test starts from no comments and no karma in either tenant (likes go with their comments).
beforeEach(async () => {
  await app.db.delete(comments);
  await app.db.delete(karmaCounts);
});

function idOf(name: string, tenant: 'tribune' | 'tribune-nl' = 'tribune'): number {
  const id = (tenant === 'tribune' ? ids : dutchIds)[name];
  if (id === undefined) throw new Error(`no user ${name}`);
  return id;
}

function tokenOf(name: string): string {
  const token = tokens[name];
  if (token === undefined) throw new Error(`no token for ${name}`);
  return token;
}

const get = (url: string, options: { tenant?: string; token?: string; language?: 'en' | 'nl' } = {}) =>
  apiRequest(app, { method: 'GET', url, ...options });

async function board(
  kind: 'user-comments' | 'user-likes',
  frame: string,
  tenant = 'tribune',
): Promise<{ data: LeaderboardUser[]; metaData: FrameMeta }> {
  const response = await get(`/api/v2/community/${kind}/${frame}`, { tenant });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Name and counts of a board's rows, the shape most assertions compare. */
/** A forum topic as the comment lists name it: no headline test, which only articles have (AB-01). */
const forumTopicResource = (id: number) => ({
  type: 'forum',
  id,
  title: expect.stringMatching(/^Topic /),
  b_title: '',
  abtesting: false,
});

const summary = (rows: LeaderboardUser[]) =>
  rows.map((row) => [row.rank, row.username, row.comments_count, row.likes_count]);

async function topComments(frame: string, tenant = 'tribune'): Promise<TopComment[]> {
  const response = await get(`/api/v2/community/top-comments/${frame}`, { tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: TopComment[] }>().data;
}

function like(name: string, commentId: number, tenant = 'tribune'): Promise<LightMyRequestResponse> {
  return apiRequest(app, { method: 'POST', url: `/api/v2/comments/${commentId}/like`, token: tokenOf(name), tenant });
}

async function liked(name: string, commentId: number, tenant = 'tribune'): Promise<void> {
  const response = await like(name, commentId, tenant);
  if (response.statusCode !== 200) throw new Error(`like: ${response.statusCode} ${response.body}`);
}

const topic = async (tenant = 'tribune') => ({ type: 'forum', id: await newTopic(app, tenant) });

const post = (name: string, resource: { type: string; id: number }, content?: string) =>
  comment(app, tokenOf(name), resource, { content, tenant: name.startsWith('nl:') ? 'tribune-nl' : 'tribune' });

/** A comment written at another time than now, straight into the table (the triggers still count it). */
async function writtenAt(
  userId: number | null,
  createdAt: Date,
  options: {
    tenant?: string;
    resource?: { type: ResourceType; id: number };
    status?: CommentStatus;
    likes?: number;
    content?: string;
  } = {},
): Promise<number> {
  const resource = options.resource ?? { type: 'forum' as const, id: await newTopic(app, options.tenant ?? 'tribune') };
  const [row] = await app.db
    .insert(comments)
    .values({
      tenantId: options.tenant ?? 'tribune',
      resourceType: resource.type,
      resourceId: resource.id,
      userId,
      content: options.content ?? `written at ${createdAt.toISOString()}`,
      status: options.status ?? 'visible',
      likesCount: options.likes ?? 0,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: comments.id });
  if (row === undefined) throw new Error('no comment');
  return row.id;
}

async function likedAt(userId: number, commentId: number, createdAt: Date, tenant = 'tribune'): Promise<void> {
  await app.db.insert(commentLikes).values({ tenantId: tenant, commentId, userId, createdAt });
  await app.db
    .update(comments)
    .set({ likesCount: sql`${comments.likesCount} + 1` })
    .where(eq(comments.id, commentId));
}

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

/** What karma_counts holds with something in it, in a comparable order. */
async function karmaRows(tenant: string) {
  const rows = await app.db
    .select({
      period: karmaCounts.period,
      periodStart: karmaCounts.periodStart,
      userId: karmaCounts.userId,
      comments: karmaCounts.commentsCount,
      likes: karmaCounts.likesCount,
      karma: karmaCounts.karmaScore,
    })
    .from(karmaCounts)
    .where(and(eq(karmaCounts.tenantId, tenant), sql`${karmaCounts.karmaScore} > 0`));
  return rows.sort(
    (a, b) => a.period.localeCompare(b.period) || a.periodStart.localeCompare(b.periodStart) || a.userId - b.userId,
  );
}

const thisWeek = () => weekStartOf(new Date());
const thisMonth = () => monthStartOf(new Date());

describe('[COM-01] the community boards', () => {
  test('[COM-01] a new comment moves its author up the weekly board: competition ranks, ties by user id, labels and period', async () => {
    const resource = await topic();
    await post('TerraceTalk', resource);
    await post('TerraceTalk', resource);
    await post('TikiTakaTom', resource);
    let weekly = await board('user-comments', 'weekly');
    expect(summary(weekly.data)).toEqual([
      [1, 'TerraceTalk', 2, 0],
      [2, 'TikiTakaTom', 1, 0],
    ]);
    expect(weekly.metaData).toEqual({ time_frame: 'weekly', label: 'This week', period_start: thisWeek() });
    expect(weekly.data[0]).toEqual({
      rank: 1,
      user_id: idOf('TerraceTalk'),
      username: 'TerraceTalk',
      user_url: '/user/TerraceTalk',
      user_avatar: null,
      comments_count: 2,
      likes_count: 0,
    });

    // Two more comments from fan: level with TerraceTalk (a tie shares the rank, the lower id first).
    await post('fan', resource);
    await post('fan', resource);
    await post('ParkTheBus', resource);
    weekly = await board('user-comments', 'weekly');
    expect(idOf('fan')).toBeLessThan(idOf('TerraceTalk'));
    expect(summary(weekly.data)).toEqual([
      [1, 'fan', 2, 0],
      [1, 'TerraceTalk', 2, 0],
      [3, 'TikiTakaTom', 1, 0],
      [3, 'ParkTheBus', 1, 0],
    ]);
    await post('TikiTakaTom', resource);
    await post('TikiTakaTom', resource);
    expect(summary((await board('user-comments', 'weekly')).data).slice(0, 2)).toEqual([
      [1, 'TikiTakaTom', 3, 0],
      [2, 'fan', 2, 0],
    ]);

    const monthly = await board('user-comments', 'monthly');
    expect(monthly.metaData).toEqual({ time_frame: 'monthly', label: 'This month', period_start: thisMonth() });
    expect(monthly.data).toHaveLength(4);
    const total = await board('user-comments', 'total');
    expect(total.metaData).toEqual({ time_frame: 'total', label: 'All time', period_start: null });
    expect(total.data.map((row) => row.username)).toEqual(['TikiTakaTom', 'fan', 'TerraceTalk', 'ParkTheBus']);

    const limited = await get('/api/v2/community/user-comments/total?limit=2');
    expect(limited.json<{ data: LeaderboardUser[] }>().data.map((row) => row.username)).toEqual(['TikiTakaTom', 'fan']);
    // Public: the same for every visitor.
    expect(limited.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
  });

  test('[COM-01] the likes board: a like counts for the author; unlike, hide and delete take it away', async () => {
    const resource = await topic();
    const first = await post('TerraceTalk', resource);
    const second = await post('TikiTakaTom', resource);
    await liked('fan', first.id);
    await liked('ParkTheBus', first.id);
    await liked('fan', second.id);
    const likes = await board('user-likes', 'weekly');
    expect(summary(likes.data)).toEqual([
      [1, 'TerraceTalk', 1, 2],
      [2, 'TikiTakaTom', 1, 1],
    ]);
    expect(likes.metaData.label).toBe('This week');
    // Fans who only liked have no likes of their own: not on the board.
    expect(likes.data.map((row) => row.username)).not.toContain('fan');

    const unliked = await apiRequest(app, {
      method: 'DELETE',
      url: `/api/v2/comments/${first.id}/like`,
      token: tokenOf('ParkTheBus'),
    });
    expect(unliked.statusCode).toBe(200);
    expect(summary((await board('user-likes', 'weekly')).data)).toEqual([
      [1, 'TerraceTalk', 1, 1],
      [1, 'TikiTakaTom', 1, 1],
    ]);

    // A manager hides TerraceTalk's comment: its comment and its like no longer count… until shown again.
    const hide = (action: 'hide' | 'unhide') =>
      apiRequest(app, {
        method: 'PATCH',
        url: `/api/v2/moderation/comments/${first.id}/${action}`,
        token: tokenOf('editor'),
      });
    expect((await hide('hide')).statusCode).toBe(200);
    expect(summary((await board('user-comments', 'weekly')).data)).toEqual([[1, 'TikiTakaTom', 1, 1]]);
    expect((await hide('unhide')).statusCode).toBe(200);
    expect(summary((await board('user-comments', 'weekly')).data)).toEqual([
      [1, 'TerraceTalk', 1, 1],
      [1, 'TikiTakaTom', 1, 1],
    ]);

    // Its author deletes it (a tombstone): the comment no longer counts. The likes it was given are
    // likes its author received (decision 0018); they go with the row itself.
    const deleted = await apiRequest(app, {
      method: 'DELETE',
      url: `/api/v2/comments/${first.id}`,
      token: tokenOf('TerraceTalk'),
    });
    expect(deleted.statusCode).toBe(200);
    expect(summary((await board('user-comments', 'total')).data)).toEqual([[1, 'TikiTakaTom', 1, 1]]);
    expect(summary((await board('user-likes', 'total')).data)).toEqual([
      [1, 'TerraceTalk', 0, 1],
      [1, 'TikiTakaTom', 1, 1],
    ]);
    await app.db.delete(comments).where(eq(comments.id, first.id));
    expect(summary((await board('user-likes', 'total')).data)).toEqual([[1, 'TikiTakaTom', 1, 1]]);
  });

  test('[COM-01] a like counts in the period it was given in, a comment in the one it was written in', async () => {
    const old = await writtenAt(idOf('TerraceTalk'), daysAgo(40));
    await liked('fan', old);
    // Written 40 days ago (another month), liked now: this week's and month's likes, no comment in them.
    expect(summary((await board('user-likes', 'weekly')).data)).toEqual([[1, 'TerraceTalk', 0, 1]]);
    expect((await board('user-comments', 'weekly')).data).toEqual([]);
    expect((await board('user-comments', 'monthly')).data).toEqual([]);
    expect(summary((await board('user-comments', 'total')).data)).toEqual([[1, 'TerraceTalk', 1, 1]]);

    // Written now, liked (by the book) 40 days ago: not this week's like.
    const recent = await writtenAt(idOf('TikiTakaTom'), new Date());
    await likedAt(idOf('fan'), recent, daysAgo(40));
    expect(summary((await board('user-likes', 'weekly')).data)).toEqual([[1, 'TerraceTalk', 0, 1]]);
    expect(summary((await board('user-comments', 'weekly')).data)).toEqual([[1, 'TikiTakaTom', 1, 0]]);
    expect(summary((await board('user-likes', 'total')).data)).toEqual([
      [1, 'TerraceTalk', 1, 1],
      [1, 'TikiTakaTom', 1, 1],
    ]);
  });

  test('[COM-01] liking your own comment is refused, and the trigger would not count it anyway', async () => {
    const mine = await post('TerraceTalk', await topic());
    const own = await like('TerraceTalk', mine.id);
    expect(own.statusCode).toBe(422);
    expect(own.json<ErrorBody>().metaData.message).toBe('You cannot like your own comment.');
    await likedAt(idOf('TerraceTalk'), mine.id, new Date());
    expect(summary((await board('user-likes', 'total')).data)).toEqual([]);
    expect(summary((await board('user-comments', 'total')).data)).toEqual([[1, 'TerraceTalk', 1, 0]]);
    // …nor take it away when it goes.
    await app.db.delete(commentLikes).where(eq(commentLikes.commentId, mine.id));
    expect(summary((await board('user-comments', 'total')).data)).toEqual([[1, 'TerraceTalk', 1, 0]]);
  });

  test('[COM-01] a deleted account leaves every board, and the likes it gave go from the others’ counts', async () => {
    const leaver = await registerUser(app, { username: 'Leaver', email: 'leaver@tribune.test' });
    const resource = await topic();
    const theirs = await comment(app, leaver.token, resource);
    await liked('fan', theirs.id);
    const other = await post('TerraceTalk', resource);
    const byLeaver = await apiRequest(app, {
      method: 'POST',
      url: `/api/v2/comments/${other.id}/like`,
      token: leaver.token,
    });
    expect(byLeaver.statusCode).toBe(200);
    expect(summary((await board('user-comments', 'weekly')).data)).toEqual([
      [1, 'TerraceTalk', 1, 1],
      [1, 'Leaver', 1, 1],
    ]);

    await app.db.transaction((tx) => app.accounts.deleteUser(tx, 'tribune', leaver.id));
    expect(summary((await board('user-comments', 'weekly')).data)).toEqual([[1, 'TerraceTalk', 1, 0]]);
    expect(summary((await board('user-likes', 'total')).data)).toEqual([]);
    const left = await app.db.select().from(karmaCounts).where(eq(karmaCounts.userId, leaver.id));
    expect(left).toEqual([]);
    // Their comment stays (decision 0005), written by nobody: it counts for no one.
    const [kept] = await app.db.select().from(comments).where(eq(comments.id, theirs.id));
    expect(kept?.userId).toBeNull();
  });

  test('[COM-01] karma_rebuild counts the same rows as the triggers kept through a series of writes', async () => {
    const resource = await topic();
    const a = await post('TerraceTalk', resource);
    const b = await post('TikiTakaTom', resource);
    const c = await post('fan', resource);
    await liked('fan', a.id);
    await liked('ParkTheBus', a.id);
    await liked('TerraceTalk', b.id);
    await liked('TikiTakaTom', c.id);
    await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${a.id}/like`, token: tokenOf('fan') });
    await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${c.id}`, token: tokenOf('fan') });
    await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/moderation/comments/${b.id}/hide`,
      token: tokenOf('editor'),
    });
    const old = await writtenAt(idOf('ParkTheBus'), daysAgo(70));
    await likedAt(idOf('TerraceTalk'), old, daysAgo(35));
    await likedAt(idOf('fan'), old, daysAgo(3));
    await writtenAt(idOf('OffsideTrap'), daysAgo(400), { status: 'hidden' });
    await writtenAt(idOf('OffsideTrap'), daysAgo(9));
    await writtenAt(null, daysAgo(2));
    // The other tenant's writes, which neither count must mix in.
    const dutch = await post('nl:fan', await topic('tribune-nl'));
    await liked('nl:OranjeLeeuw', dutch.id, 'tribune-nl');

    const kept = await karmaRows('tribune');
    expect(kept.length).toBeGreaterThan(8);
    await app.db.execute(sql`select karma_rebuild('tribune')`);
    expect(await karmaRows('tribune')).toEqual(kept);
    const dutchKept = await karmaRows('tribune-nl');
    await app.db.execute(sql`select karma_rebuild('tribune-nl')`);
    expect(await karmaRows('tribune-nl')).toEqual(dutchKept);
    expect(dutchKept.filter((row) => row.period === 'total')).toEqual([
      {
        period: 'total',
        periodStart: '1970-01-01',
        userId: idOf('fan', 'tribune-nl'),
        comments: 1,
        likes: 1,
        karma: 2,
      },
    ]);
  });

  test('[SCL-04] the all-time score levels follow every write, the rebuild and a deleted account', async () => {
    /** The levels the ranking reads, and the same counted from the all-time board, per tenant. */
    const level = z.object({ tenant_id: z.string(), karma_score: z.coerce.number(), fans: z.coerce.number() });
    const levels = async () =>
      rowsOf(
        await app.db.execute(sql`
          select tenant_id, karma_score, fans from karma_score_levels where fans <> 0 order by 1, 2`),
        level,
      );
    const counted = async () =>
      rowsOf(
        await app.db.execute(sql`
          select tenant_id, karma_score, count(*)::integer as fans from karma_counts
           where period = 'total' and karma_score > 0 group by 1, 2 order by 1, 2`),
        level,
      );
    const resource = await topic();
    const a = await post('TerraceTalk', resource);
    const b = await post('TikiTakaTom', resource);
    const c = await post('fan', resource);
    await liked('fan', a.id);
    await liked('ParkTheBus', a.id);
    await liked('TerraceTalk', b.id);
    expect(await levels()).toEqual(await counted());
    expect((await levels()).length).toBeGreaterThan(0);
    await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${a.id}/like`, token: tokenOf('fan') });
    await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${c.id}`, token: tokenOf('fan') });
    await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/moderation/comments/${b.id}/hide`,
      token: tokenOf('editor'),
    });
    await writtenAt(idOf('OffsideTrap'), daysAgo(400));
    const dutch = await post('nl:fan', await topic('tribune-nl'));
    await liked('nl:OranjeLeeuw', dutch.id, 'tribune-nl');
    expect(await levels()).toEqual(await counted());

    const leaver = await registerUser(app, { username: 'LevelLeaver', email: 'level-leaver@tribune.test' });
    await comment(app, leaver.token, resource);
    await comment(app, leaver.token, resource);
    expect(await levels()).toEqual(await counted());
    await app.db.transaction((tx) => app.accounts.deleteUser(tx, 'tribune', leaver.id));
    expect(await levels()).toEqual(await counted());

    await app.db.execute(sql`select karma_rebuild('tribune')`);
    expect(await levels()).toEqual(await counted());
    // The ranking reads its size from the levels.
    const ranking = await get(`/api/v1/user/${idOf('TerraceTalk')}/karma-ranking`);
    const ranked = (await counted()).filter((row) => row.tenant_id === 'tribune');
    expect(ranking.json<{ metaData: { ranked_users: number } }>().metaData.ranked_users).toBe(
      ranked.reduce((sum, row) => sum + row.fans, 0),
    );
  });

  test('[COM-01] the labels are in the tenant’s language', async () => {
    await post('nl:fan', await topic('tribune-nl'));
    const labels = [];
    for (const frame of ['weekly', 'monthly', 'total'])
      labels.push((await board('user-comments', frame, 'tribune-nl')).metaData.label);
    expect(labels).toEqual(['Deze week', 'Deze maand', 'Aller tijden']);
    const top = await get('/api/v2/community/top-comments/total', { tenant: 'tribune-nl' });
    expect(top.json<{ metaData: FrameMeta }>().metaData).toEqual({
      time_frame: 'total',
      label: 'Aller tijden',
      period_start: null,
    });
  });

  test('[COM-01] malformed time frames and limits are 400s in the error shape; tenant_id in the query works', async () => {
    for (const kind of ['user-comments', 'user-likes', 'top-comments']) {
      for (const frame of ['daily', 'WEEKLY', 'week']) {
        const response = await get(`/api/v2/community/${kind}/${frame}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          data: null,
          metaData: { message: 'Unknown time frame. Use weekly, monthly or total.' },
        });
      }
      const dutch = await get(`/api/v2/community/${kind}/yearly`, { language: 'nl' });
      expect(dutch.json<ErrorBody>().metaData.message).toBe('Onbekende periode. Kies weekly, monthly of total.');
      for (const limit of ['0', '51', 'abc', '2.5']) {
        const response = await get(`/api/v2/community/${kind}/weekly?limit=${limit}`);
        expect([limit, response.statusCode]).toEqual([limit, 400]);
        expect(response.json<ErrorBody>().data).toBeNull();
      }
      expect((await get(`/api/v2/community/${kind}/weekly?limit=50`)).statusCode).toBe(200);
    }
    const byQuery = await app.inject({
      method: 'GET',
      url: '/api/v2/community/user-comments/weekly?tenant_id=tribune-nl',
    });
    expect(byQuery.statusCode).toBe(200);
    expect(byQuery.json<{ metaData: FrameMeta }>().metaData.label).toBe('Deze week');
    const unknown = await app.inject({ method: 'GET', url: '/api/v2/community/user-comments/weekly?tenant_id=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ data: null, metaData: { message: 'Unknown tenant.' } });
  });
});

describe('[COM-01] top comments', () => {
  test('[COM-01] the most liked visible comments of the frame, at least one like, newest first on a tie, with their resource', async () => {
    const resource = await topic();
    const quiet = await post('TerraceTalk', resource, 'nobody liked this');
    const popular = await post('TerraceTalk', resource, 'two likes');
    const tiedOld = await post('TikiTakaTom', resource, 'one like, older');
    const tiedNew = await post('ParkTheBus', resource, 'one like, newer');
    await liked('fan', popular.id);
    await liked('TikiTakaTom', popular.id);
    await liked('fan', tiedOld.id);
    await liked('fan', tiedNew.id);
    await post('fan', resource, 'a reply');
    await comment(app, tokenOf('fan'), resource, { replyTo: popular.id, content: 'I agree' });
    const lastOld = await writtenAt(idOf('OffsideTrap'), daysAgo(40), {
      resource: { type: 'forum', id: resource.id },
      likes: 9,
    });

    const weekly = await topComments('weekly');
    expect(weekly.map((row) => row.content)).toEqual(['two likes', 'one like, newer', 'one like, older']);
    expect(weekly.map((row) => row.id)).not.toContain(quiet.id);
    expect(weekly[0]).toEqual({
      id: popular.id,
      url: `/forum/topic/${resource.id}`,
      comment_url: `/forum/topic/${resource.id}?comment=${popular.id}#comments`,
      content: 'two likes',
      replies_count: 1,
      created_at: popular.created_at,
      likes_count: 2,
      user_id: idOf('TerraceTalk'),
      username: 'TerraceTalk',
      user_url: '/user/TerraceTalk',
      user_avatar: null,
      resource: forumTopicResource(resource.id),
    });
    // Written 40 days ago: on the all-time list only, first with its 9 likes.
    expect((await topComments('monthly')).map((row) => row.id)).not.toContain(lastOld);
    expect((await topComments('total'))[0]?.id).toBe(lastOld);
    const limited = await get('/api/v2/community/top-comments/weekly?limit=1');
    expect(limited.json<{ data: TopComment[] }>().data.map((row) => row.id)).toEqual([popular.id]);
    expect(limited.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
  });

  test('[COM-01] hidden comments and comments on what visitors cannot open (a scheduled article) are left out; a deleted author is named so', async () => {
    const [author] = await app.db
      .insert(authors)
      .values({ tenantId: 'tribune', slug: `karma-${Date.now()}`, name: 'Karma Desk' })
      .returning({ id: authors.id });
    const [tag] = await app.db
      .insert(tags)
      .values({ tenantId: 'tribune', slug: `karma-${Date.now()}`, title: 'Karma' })
      .returning({ id: tags.id });
    if (author === undefined || tag === undefined) throw new Error('no author or tag');
    const article = async (slug: string, publishedAt: Date) => {
      const [row] = await app.db
        .insert(articles)
        .values({
          tenantId: 'tribune',
          slug,
          title: `Title of ${slug}`,
          bTitle: `Title of ${slug}`,
          excerpt: '',
          content: '<p>x</p>',
          image: '/x.jpg',
          authorId: author.id,
          primaryTagId: tag.id,
          publishedAt,
        })
        .returning({ id: articles.id });
      if (row === undefined) throw new Error('no article');
      return row.id;
    };
    const published = await article(`published-${Date.now()}`, daysAgo(1));
    const scheduled = await article(`scheduled-${Date.now()}`, daysAgo(-2));
    const onPublished = await writtenAt(idOf('TerraceTalk'), new Date(), {
      resource: { type: 'article', id: published },
      likes: 2,
    });
    await writtenAt(idOf('TerraceTalk'), new Date(), { resource: { type: 'article', id: scheduled }, likes: 5 });
    await writtenAt(idOf('TikiTakaTom'), new Date(), { status: 'hidden', likes: 7 });
    const orphan = await writtenAt(null, new Date(), { likes: 1 });

    const top = await topComments('weekly');
    expect(top.map((row) => row.id)).toEqual([onPublished, orphan]);
    expect(top[0]).toMatchObject({
      url: expect.stringMatching(new RegExp(`^/article/${published}/published-`)),
      resource: { type: 'article', id: published, title: expect.stringMatching(/^Title of published-/) },
    });
    expect(top[1]).toMatchObject({ user_id: null, username: 'Deleted user', user_url: null, user_avatar: null });
  });
});

describe('[KAR-01][KAR-02] karma', () => {
  test('[KAR-01] this week’s and this month’s top fans by comments (default) or likes, 5 by default', async () => {
    const resource = await topic();
    const names = ['fan', 'TerraceTalk', 'TikiTakaTom', 'ParkTheBus', 'OffsideTrap', 'editor'];
    for (const [index, name] of names.entries()) for (let i = 0; i <= index; i += 1) await post(name, resource);
    const [firstOfEditor] = await app.db
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.userId, idOf('editor')))
      .limit(1);
    await liked('fan', firstOfEditor?.id ?? 0);
    await writtenAt(idOf('fan'), daysAgo(40), { likes: 0 });

    const week = await get('/api/v1/user/karma-stats-in-a-week');
    expect(week.statusCode).toBe(200);
    expect(week.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
    const rows = week.json<{ data: Omit<LeaderboardUser, 'rank'>[] }>().data;
    expect(rows.map((row) => [row.username, row.comments_count])).toEqual([
      ['editor', 6],
      ['OffsideTrap', 5],
      ['ParkTheBus', 4],
      ['TikiTakaTom', 3],
      ['TerraceTalk', 2],
    ]);
    expect(rows[0]).toEqual({
      user_id: idOf('editor'),
      username: 'editor',
      user_url: '/user/editor',
      user_avatar: null,
      comments_count: 6,
      likes_count: 1,
    });
    const likes = await get('/api/v1/user/karma-stats-in-a-month?order_by=likes&limit=10');
    expect(likes.json<{ data: LeaderboardUser[] }>().data.map((row) => [row.username, row.likes_count])).toEqual([
      ['editor', 1],
    ]);
    const monthAll = await get('/api/v1/user/karma-stats-in-a-month?order_by=comments&limit=50&tenant_id=tribune');
    expect(monthAll.json<{ data: LeaderboardUser[] }>().data).toHaveLength(6);
  });

  test('[KAR-01] order_by other than comments or likes, and limits out of 1–50, are 400s', async () => {
    for (const path of ['karma-stats-in-a-week', 'karma-stats-in-a-month']) {
      for (const query of ['order_by=karma', 'order_by=', 'limit=0', 'limit=51', 'limit=five']) {
        const response = await get(`/api/v1/user/${path}?${query}`);
        expect([query, response.statusCode]).toEqual([query, 400]);
      }
      const response = await get(`/api/v1/user/${path}?order_by=karma`);
      expect(response.json()).toEqual({
        data: null,
        metaData: {
          message: 'Invalid query: The selected order by is invalid.',
          errors: { order_by: ['The selected order by is invalid.'] },
        },
      });
    }
  });

  test('[KAR-02] a fan’s 12 months up to this one, oldest first, empty months as 0, and all-time totals', async () => {
    const month = thisMonth();
    const middleOf = (start: string) => zonedTimeToInstant(`${start.slice(0, 7)}-15`, 12, 0);
    const user = idOf('TerraceTalk');
    const twoAgo = await writtenAt(user, middleOf(addMonths(month, -2)));
    await writtenAt(user, middleOf(addMonths(month, -2)));
    await writtenAt(user, middleOf(addMonths(month, -11)));
    await writtenAt(user, middleOf(addMonths(month, -12)));
    await likedAt(idOf('fan'), twoAgo, middleOf(addMonths(month, -1)));
    await post('TerraceTalk', await topic());

    const response = await get(`/api/v1/user/${user}/karma-stats`);
    expect(response.statusCode).toBe(200);
    const { data, metaData } = response.json<{
      data: { month: string; comments_count: number; likes_count: number }[];
      metaData: Record<string, number>;
    }>();
    expect(data).toHaveLength(12);
    expect(data.map((row) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => addMonths(month, index - 11).slice(0, 7)),
    );
    const counts = Object.fromEntries(data.map((row) => [row.month, [row.comments_count, row.likes_count]]));
    expect(counts[addMonths(month, -11).slice(0, 7)]).toEqual([1, 0]);
    expect(counts[addMonths(month, -2).slice(0, 7)]).toEqual([2, 0]);
    expect(counts[addMonths(month, -1).slice(0, 7)]).toEqual([0, 1]);
    expect(counts[month.slice(0, 7)]).toEqual([1, 0]);
    expect(data.filter((row) => row.comments_count === 0 && row.likes_count === 0)).toHaveLength(8);
    expect(metaData).toEqual({ user_id: user, comments_count: 5, likes_count: 1, karma_score: 6 });

    // A fan with nothing yet: twelve empty months.
    const quiet = await get(`/api/v1/user/${idOf('OffsideTrap')}/karma-stats`);
    expect(quiet.json<{ data: { comments_count: number }[] }>().data.every((row) => row.comments_count === 0)).toBe(
      true,
    );
    expect(quiet.json<{ metaData: unknown }>().metaData).toEqual({
      user_id: idOf('OffsideTrap'),
      comments_count: 0,
      likes_count: 0,
      karma_score: 0,
    });
  });

  test('[KAR-02] the karma ranking: top 3 and two above and below the fan, competition ranks; an unranked fan gets the top 5', async () => {
    // Eleven fans by id with these all-time scores: ranks 1, 2, 2, 4, 5, 6, 6, 8, 9, 10 (the last has none).
    const fans = Object.entries(ids)
      .sort(([, a], [, b]) => a - b)
      .map(([name, id]) => ({ name, id }));
    const scores = [10, 9, 9, 7, 6, 5, 5, 4, 3, 2, 0];
    await app.db.insert(karmaCounts).values(
      fans.map((fan, index) => ({
        tenantId: 'tribune',
        period: 'total' as const,
        periodStart: '1970-01-01',
        userId: fan.id,
        commentsCount: Math.ceil((scores[index] ?? 0) / 2),
        likesCount: Math.floor((scores[index] ?? 0) / 2),
      })),
    );
    const ranking = async (index: number) => {
      const fan = fans[index];
      if (fan === undefined) throw new Error('no fan');
      const response = await get(`/api/v1/user/${fan.id}/karma-ranking`);
      expect(response.statusCode).toBe(200);
      const body = response.json<{
        data: { rank: number; user_id: number; username: string; avatar: string | null; karma_score: number }[];
        metaData: { user_rank: number | null; ranked_users: number };
      }>();
      return {
        rows: body.data.map((row) => [row.rank, fans.findIndex((f) => f.id === row.user_id), row.karma_score]),
        metaData: body.metaData,
        first: body.data[0],
      };
    };

    const eighth = await ranking(7);
    expect(eighth.rows).toEqual([
      [1, 0, 10],
      [2, 1, 9],
      [2, 2, 9],
      [6, 5, 5],
      [6, 6, 5],
      [8, 7, 4],
      [9, 8, 3],
      [10, 9, 2],
    ]);
    expect(eighth.metaData).toEqual({ user_rank: 8, ranked_users: 10 });
    expect(eighth.first).toEqual({
      rank: 1,
      user_id: fans[0]?.id,
      username: fans[0]?.name,
      avatar: null,
      karma_score: 10,
    });

    // Near the top the parts overlap: no fan twice.
    expect((await ranking(1)).rows.map((row) => row[1])).toEqual([0, 1, 2, 3]);
    expect((await ranking(4)).rows.map((row) => row[1])).toEqual([0, 1, 2, 3, 4, 5, 6]);
    // The last ranked fan: two above, none below.
    expect((await ranking(9)).rows.map((row) => row[1])).toEqual([0, 1, 2, 7, 8, 9]);
    // A fan with no karma: the top 5 and no rank.
    const unranked = await ranking(10);
    expect(unranked.rows.map((row) => row[0])).toEqual([1, 2, 2, 4, 5]);
    expect(unranked.metaData).toEqual({ user_rank: null, ranked_users: 10 });
  });

  test('[KAR-02] unknown fans and the other tenant’s are 404s; malformed ids 400s', async () => {
    for (const path of ['karma-stats', 'karma-ranking']) {
      for (const id of [99_999_999, idOf('fan', 'tribune-nl')]) {
        const response = await get(`/api/v1/user/${id}/${path}`);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ data: null, metaData: { message: 'This user does not exist.' } });
      }
      const dutch = await get(`/api/v1/user/99999999/${path}`, { language: 'nl' });
      expect(dutch.json<ErrorBody>().metaData.message).toBe('Deze gebruiker bestaat niet.');
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await get(`/api/v1/user/${id}/${path}`);
        expect([id, response.statusCode]).toEqual([id, 400]);
        expect(response.json<ErrorBody>().data).toBeNull();
      }
      const own = await app.inject({
        method: 'GET',
        url: `/api/v1/user/${idOf('fan', 'tribune-nl')}/${path}?tenant_id=tribune-nl`,
      });
      expect(own.statusCode).toBe(200);
    }
  });
});

describe('[PRF-01] a profile’s comments', () => {
  test('[PRF-01] the count and the pages: visible comments for everyone, the owner also sees their hidden ones', async () => {
    const resource = await topic();
    const user = idOf('TerraceTalk');
    for (let i = 0; i < 11; i += 1) await post('TerraceTalk', resource, `comment ${i}`);
    const hidden = await writtenAt(user, new Date(), {
      resource: { type: 'forum', id: resource.id },
      status: 'hidden',
    });
    await writtenAt(user, new Date(), { resource: { type: 'forum', id: resource.id }, status: 'deleted' });
    await writtenAt(user, zonedTimeToInstant('2025-03-04', 10, 30), { content: 'an old one', likes: 3 });

    const count = (token?: string) => get(`/ajax/user/${user}/comments/count`, { token });
    const guest = await count();
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ data: { count: 12 } });
    expect(guest.headers['cache-control']).toBe('public, max-age=30, stale-while-revalidate=120');
    const owner = await count(tokenOf('TerraceTalk'));
    expect(owner.json()).toEqual({ data: { count: 13 } });
    expect(owner.headers['cache-control']).toBe('private, no-store');
    expect((await count(tokenOf('fan'))).json()).toEqual({ data: { count: 12 } });

    const page = async (number: number, token?: string) => {
      const response = await get(`/ajax/user/${user}/comments/${number}`, { token });
      expect(response.statusCode).toBe(200);
      return response.json<{
        data: { comments: ProfileComment[]; read: string };
        metaData: { current_page: number; per_page: number; count: number };
      }>();
    };
    const first = await page(1);
    expect(first.metaData).toEqual({ current_page: 1, per_page: 10, count: 12 });
    expect(first.data.read).toBe('10 of 12 comments read');
    expect(first.data.comments.map((row) => row.content)).toEqual(
      Array.from({ length: 10 }, (_, index) => `comment ${10 - index}`),
    );
    expect(first.data.comments[0]).toEqual({
      id: expect.any(Number),
      content: 'comment 10',
      likes_count: 0,
      replies_count: 0,
      created_at: expect.any(String),
      date: expect.stringMatching(/^\d{2}:\d{2}$/),
      status: 'visible',
      url: `/forum/topic/${resource.id}?comment=${first.data.comments[0]?.id}#comments`,
      resource: forumTopicResource(resource.id),
    });
    const second = await page(2);
    expect(second.data.read).toBe('12 of 12 comments read');
    expect(second.data.comments.map((row) => row.content)).toEqual(['comment 0', 'an old one']);
    expect(second.data.comments[1]).toMatchObject({ date: '04-03-2025', likes_count: 3, status: 'visible' });
    expect(await page(3)).toEqual({
      data: { comments: [], read: '12 of 12 comments read' },
      metaData: { current_page: 3, per_page: 10, count: 12 },
    });

    const own = await page(1, tokenOf('TerraceTalk'));
    expect(own.metaData.count).toBe(13);
    expect(own.data.comments[0]).toMatchObject({ id: hidden, status: 'hidden' });
    expect((await page(1, tokenOf('fan'))).data.comments.map((row) => row.id)).not.toContain(hidden);
  });

  test('[PRF-01] the read label is text in the tenant’s language: how many of the comments the pages so far hold', async () => {
    const readLabel = async (userId: number, page: number, tenant = 'tribune') => {
      // The label follows the site, not the visitor's Accept-Language.
      const response = await get(`/ajax/user/${userId}/comments/${page}`, { tenant, language: 'en' });
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { read: unknown } }>().data.read;
    };
    const english = idOf('OffsideTrap');
    expect(await readLabel(english, 1)).toBe('No comments yet');
    await writtenAt(english, new Date());
    expect(await readLabel(english, 1)).toBe('1 of 1 comment read');

    const dutch = idOf('fan', 'tribune-nl');
    expect(await readLabel(dutch, 1, 'tribune-nl')).toBe('Nog geen reacties');
    await writtenAt(dutch, new Date(), { tenant: 'tribune-nl' });
    expect(await readLabel(dutch, 1, 'tribune-nl')).toBe('1 van 1 reactie gelezen');
    const resource = { type: 'forum' as const, id: await newTopic(app, 'tribune-nl') };
    for (let i = 0; i < 11; i += 1)
      await writtenAt(dutch, new Date(Date.now() - i * 60_000), { tenant: 'tribune-nl', resource });
    expect(await readLabel(dutch, 1, 'tribune-nl')).toBe('10 van 12 reacties gelezen');
    expect(await readLabel(dutch, 2, 'tribune-nl')).toBe('12 van 12 reacties gelezen');
  });

  test('[PRF-01] unknown fans and the other tenant’s are 404s; malformed ids and pages 400s', async () => {
    for (const url of [
      `/ajax/user/99999999/comments/count`,
      `/ajax/user/${idOf('fan', 'tribune-nl')}/comments/count`,
      `/ajax/user/99999999/comments/1`,
      `/ajax/user/${idOf('fan', 'tribune-nl')}/comments/1`,
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toEqual({ data: null, metaData: { message: 'This user does not exist.' } });
    }
    const fan = idOf('fan');
    for (const url of [
      `/ajax/user/abc/comments/count`,
      `/ajax/user/0/comments/1`,
      `/ajax/user/${fan}/comments/0`,
      `/ajax/user/${fan}/comments/abc`,
      `/ajax/user/${fan}/comments/-2`,
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json<ErrorBody>().data).toBeNull();
    }
  });
});

describe('tenants and time', () => {
  test('[PLT-01] [COM-01] one tenant’s comments and likes never count on the other’s boards, karma or profiles', async () => {
    const dutchTopic = await topic('tribune-nl');
    const dutch = await post('nl:fan', dutchTopic, 'Dutch comment');
    await liked('nl:OranjeLeeuw', dutch.id, 'tribune-nl');
    const english = await post('TerraceTalk', await topic(), 'English comment');
    await liked('fan', english.id);

    expect(summary((await board('user-comments', 'weekly')).data)).toEqual([[1, 'TerraceTalk', 1, 1]]);
    expect(summary((await board('user-likes', 'total', 'tribune-nl')).data)).toEqual([[1, 'fan', 1, 1]]);
    expect((await board('user-likes', 'total', 'tribune-nl')).data[0]?.user_id).toBe(idOf('fan', 'tribune-nl'));
    expect((await topComments('total')).map((row) => row.content)).toEqual(['English comment']);
    expect((await topComments('total', 'tribune-nl')).map((row) => row.content)).toEqual(['Dutch comment']);
    const week = await get('/api/v1/user/karma-stats-in-a-week?order_by=likes');
    expect(week.json<{ data: { username: string; user_id: number }[] }>().data).toEqual([
      expect.objectContaining({ username: 'TerraceTalk', user_id: idOf('TerraceTalk') }),
    ]);
    // The fan named "fan" of tribune has no karma there, whatever their namesake did in tribune-nl.
    const stats = await get(`/api/v1/user/${idOf('fan')}/karma-stats`);
    expect(stats.json<{ metaData: unknown }>().metaData).toMatchObject({ comments_count: 0, likes_count: 0 });
    const ranking = await get(`/api/v1/user/${idOf('TerraceTalk')}/karma-ranking`);
    expect(ranking.json<{ data: { user_id: number }[] }>().data.map((row) => row.user_id)).toEqual([
      idOf('TerraceTalk'),
    ]);
    // A profile read through the other tenant finds nobody.
    const crossed = await get(`/ajax/user/${idOf('fan', 'tribune-nl')}/comments/1`);
    expect(crossed.statusCode).toBe(404);
    const own = await get(`/ajax/user/${idOf('fan', 'tribune-nl')}/comments/count`, { tenant: 'tribune-nl' });
    expect(own.json()).toEqual({ data: { count: 1 } });
  });

  test('[COM-01] the API’s week and month start where the triggers’ do, around midnight and daylight saving', async () => {
    const instants = [
      '2026-03-29T00:30:00Z', // Sunday 01:30 in Amsterdam, before summer time
      '2026-03-29T22:30:00Z', // Monday 00:30 (summer time)
      '2026-10-25T22:59:00Z', // Sunday 23:59 (winter time)
      '2026-10-25T23:00:00Z', // Monday 00:00
      '2026-10-31T22:59:00Z', // Saturday 31 October 23:59
      '2026-10-31T23:00:00Z', // Sunday 1 November 00:00
      '2026-12-31T23:30:00Z', // New Year's Day 00:30
    ];
    for (const instant of instants) {
      const at = new Date(instant);
      const result = await app.db.execute(sql`
        select date_trunc('week', (${instant}::timestamptz at time zone 'Europe/Amsterdam')::date)::date::text as week,
               date_trunc('month', (${instant}::timestamptz at time zone 'Europe/Amsterdam')::date)::date::text as month`);
      const [row] = rowsOf(result, z.object({ week: z.string(), month: z.string() }));
      expect([instant, windowOf('weekly', at).periodStart, windowOf('monthly', at).periodStart]).toEqual([
        instant,
        row?.week,
        row?.month,
      ]);
    }
    // The window's instants: Monday 00:00 to the next Monday 00:00, Amsterdam time.
    expect(windowOf('weekly', new Date('2026-10-25T22:59:00Z'))).toMatchObject({
      period: 'week',
      periodStart: '2026-10-19',
      from: new Date('2026-10-18T22:00:00Z'),
      until: new Date('2026-10-25T23:00:00Z'),
    });
  });

  test('[COM-01] the boards follow the clock: a week later this week’s board is empty, all time keeps the counts', async () => {
    await post('TerraceTalk', await topic());
    expect((await board('user-comments', 'weekly')).data).toHaveLength(1);
    jest.useFakeTimers({
      // Only the date moves: timers and ticks stay real, so the database and Fastify work as always.
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
      now: Date.now() + 7 * 24 * 60 * 60_000,
    });
    try {
      const later = await board('user-comments', 'weekly');
      expect(later.data).toEqual([]);
      expect(later.metaData.period_start).toBe(weekStartOf(new Date()));
      expect(later.metaData.period_start).not.toBe(weekStartOf(daysAgo(7)));
      expect(summary((await board('user-comments', 'total')).data)).toEqual([[1, 'TerraceTalk', 1, 0]]);
    } finally {
      jest.useRealTimers();
    }
  });
});
