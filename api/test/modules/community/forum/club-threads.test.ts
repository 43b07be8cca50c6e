import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { comments, forumTopics } from '../../../../src/modules/community/schema';
import { fixtures, teams } from '../../../../src/modules/matchcenter/schema';
import { comment, type ErrorBody } from '../../../community-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

/** CLB-02: the fans' threads about a club, over a fresh database with the demo season. */

/** The ClubThread of the API's contract. */
interface ClubThread {
  kind: 'topic' | 'match';
  id: number;
  title: string;
  url: string;
  comments_count: number;
  last_comment_at: string;
}

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

/** Each test starts without topics or match threads in either tenant (the demo has both). */
beforeEach(async () => {
  await app.db.delete(comments).where(or(eq(comments.resourceType, 'forum'), eq(comments.resourceType, 'fixture')));
  await app.db.delete(forumTopics);
  for (const tenant of ['tribune', 'tribune-nl']) app.tenantContentChanged(tenant);
});

async function club(slug: string) {
  const [row] = await app.db.select().from(teams).where(eq(teams.slug, slug));
  if (row === undefined) throw new Error(`no club ${slug}`);
  return row;
}

/** The club's first `count` fixtures by kick-off. */
async function matchesOf(teamId: number, count: number) {
  const rows = await app.db
    .select({ id: fixtures.id, homeTeamId: fixtures.homeTeamId, awayTeamId: fixtures.awayTeamId })
    .from(fixtures)
    .where(or(eq(fixtures.homeTeamId, teamId), eq(fixtures.awayTeamId, teamId)))
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(count);
  if (rows.length < count) throw new Error(`club ${teamId} has fewer than ${count} matches`);
  return rows;
}

/** The match's title as the list writes it, from the teams' names. */
async function matchTitle(match: { homeTeamId: number; awayTeamId: number }) {
  const rows = await app.db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [match.homeTeamId, match.awayTeamId]));
  const name = (id: number) => rows.find((row) => row.id === id)?.name;
  return `${name(match.homeTeamId)} – ${name(match.awayTeamId)}`;
}

let topicsStarted = 0;

/** Starts a topic through the API (its first post sets its count and activity); returns its id. */
async function startTopic(title: string, options: { token?: string; tenant?: string } = {}): Promise<number> {
  topicsStarted += 1;
  const response = await apiRequest(app, {
    method: 'POST',
    url: '/api/v2/forum/topics',
    token: options.token ?? fan,
    tenant: options.tenant,
    payload: { title, content: `Opening post ${topicsStarted}` },
  });
  if (response.statusCode !== 201) throw new Error(`start: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { id: number } }>().data.id;
}

const base = Date.parse('2026-11-20T12:00:00.000Z');

/** `minutes` after a fixed moment: the activity times the tests order by. */
function at(minutes: number): Date {
  return new Date(base + minutes * 60_000);
}

/**
 * Moves comments to a time of the test's choosing, behind the API's back, and drops the tenant's kept
 * answers as a write would.
 */
async function writtenAt(commentIds: number[], when: Date, tenant = 'tribune'): Promise<void> {
  await app.db.update(comments).set({ createdAt: when }).where(inArray(comments.id, commentIds));
  app.tenantContentChanged(tenant);
}

/**
 * Moves all of a topic's posts to one time, and the topic's latest activity with them (the trigger of
 * decision 0018 follows a change of status, not of time).
 */
async function topicActiveAt(topicId: number, when: Date, tenant = 'tribune'): Promise<void> {
  await app.db
    .update(comments)
    .set({ createdAt: when })
    .where(and(eq(comments.resourceType, 'forum'), eq(comments.resourceId, topicId)));
  await app.db.update(forumTopics).set({ lastCommentAt: when }).where(eq(forumTopics.id, topicId));
  app.tenantContentChanged(tenant);
}

function clubThreads(teamId: number | string, options: { tenant?: string; query?: string } = {}) {
  return apiRequest(app, {
    method: 'GET',
    url: `/api/v2/forum/club/${teamId}${options.query ?? ''}`,
    tenant: options.tenant,
  });
}

async function threadsOf(teamId: number, options: { tenant?: string; query?: string } = {}): Promise<ClubThread[]> {
  const response = await clubThreads(teamId, options);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: ClubThread[] }>().data;
}

test('[CLB-02] a club’s threads: the topics naming it and its matches’ threads, by latest activity', async () => {
  const feyenoord = await club('feyenoord');
  const [match] = await matchesOf(feyenoord.id, 1);
  if (match === undefined) throw new Error('no match');
  const signing = await startTopic('Feyenoord sign a new keeper');
  const defence = await startTopic("Is feyenoord's defence good enough?");
  const elsewhere = await startTopic('PSV run away with the league');
  const first = await comment(app, fan, { type: 'fixture', id: match.id }, { content: 'Come on!' });
  const second = await comment(app, other, { type: 'fixture', id: match.id }, { content: 'What a start' });
  await topicActiveAt(signing, at(10));
  await writtenAt([first.id], at(20));
  await writtenAt([second.id], at(25));
  await topicActiveAt(defence, at(30));
  await topicActiveAt(elsewhere, at(40));

  const response = await clubThreads(feyenoord.id);
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
  expect(response.json<{ data: ClubThread[] }>().data).toEqual([
    {
      kind: 'topic',
      id: defence,
      title: "Is feyenoord's defence good enough?",
      url: `/forum/topic/${defence}`,
      comments_count: 1,
      last_comment_at: at(30).toISOString(),
    },
    {
      kind: 'match',
      id: match.id,
      title: await matchTitle(match),
      // The thread beside the match page's tabs, where comment links land too (CMT-02).
      url: `/matchcenter/match/${match.id}#comments`,
      comments_count: 2,
      last_comment_at: at(25).toISOString(),
    },
    {
      kind: 'topic',
      id: signing,
      title: 'Feyenoord sign a new keeper',
      url: `/forum/topic/${signing}`,
      comments_count: 1,
      last_comment_at: at(10).toISOString(),
    },
  ]);
  // The other club's topic is in the other club's list.
  const psv = await club('psv');
  expect((await threadsOf(psv.id)).map((thread) => thread.id)).toContain(elsewhere);
});

test('[CLB-02] a title names the club by its full or short name as a whole word, in any case', async () => {
  const utrecht = await club('utrecht');
  expect([utrecht.name, utrecht.shortName]).toEqual(['FC Utrecht', 'Utrecht']);
  const named = [
    await startTopic('UTRECHT stun the leaders'),
    await startTopic('fc utrecht: the academy delivers again'),
    await startTopic('Away at Utrecht, who is going?'),
  ];
  const inAnotherWord = [await startTopic('Utrechtse derby plans'), await startTopic('Meeting at Utrechtsestraat')];

  const ids = (await threadsOf(utrecht.id, { query: '?limit=20' })).map((thread) => thread.id);
  expect(ids.sort()).toEqual([...named].sort());
  for (const id of inAnotherWord) expect(ids).not.toContain(id);
});

test('[CLB-02] a name is matched as written: its dots are dots, not any character', async () => {
  const az = await club('az');
  // Football data is league-wide; the name is put back after the test.
  await app.db.update(teams).set({ name: 'A.Z.', shortName: 'A.Z.' }).where(eq(teams.id, az.id));
  try {
    const dotted = await startTopic('A.Z. keep a clean sheet');
    const lookalike = await startTopic('ABZC is not a club');
    const ids = (await threadsOf(az.id)).map((thread) => thread.id);
    expect(ids).toContain(dotted);
    expect(ids).not.toContain(lookalike);
  } finally {
    await app.db.update(teams).set({ name: az.name, shortName: az.shortName }).where(eq(teams.id, az.id));
  }
});

test('[CLB-02] hidden and deleted comments never count; a match whose comments are all hidden has no thread', async () => {
  const ajax = await club('ajax');
  const [counted, hiddenOnly] = await matchesOf(ajax.id, 2);
  if (counted === undefined || hiddenOnly === undefined) throw new Error('no matches');
  const visible = await comment(app, fan, { type: 'fixture', id: counted.id }, { content: 'Stays' });
  const hidden = await comment(app, other, { type: 'fixture', id: counted.id }, { content: 'Hidden by a moderator' });
  const deleted = await comment(app, fan, { type: 'fixture', id: counted.id }, { content: 'Taken back' });
  const alone = await comment(app, other, { type: 'fixture', id: hiddenOnly.id }, { content: 'Hidden, alone' });
  // The hidden and deleted comments are the newest: they must not set the thread's latest activity either.
  await writtenAt([visible.id], at(5));
  await writtenAt([hidden.id, deleted.id, alone.id], at(50));
  for (const id of [hidden.id, alone.id]) {
    const hide = await apiRequest(app, {
      method: 'PATCH',
      url: `/api/v2/moderation/comments/${id}/hide`,
      token: editor,
    });
    expect(hide.statusCode).toBe(200);
  }
  const removal = await apiRequest(app, { method: 'DELETE', url: `/api/v2/comments/${deleted.id}`, token: fan });
  expect(removal.statusCode).toBe(200);

  const topic = await startTopic('Ajax need a striker');
  const hiddenReply = await comment(app, other, { type: 'forum', id: topic }, { content: 'Off topic' });
  await topicActiveAt(topic, at(1));
  const hideReply = await apiRequest(app, {
    method: 'PATCH',
    url: `/api/v2/moderation/comments/${hiddenReply.id}/hide`,
    token: editor,
  });
  expect(hideReply.statusCode).toBe(200);

  const threads = await threadsOf(ajax.id);
  expect(threads.map((thread) => [thread.kind, thread.id, thread.comments_count, thread.last_comment_at])).toEqual([
    ['match', counted.id, 1, at(5).toISOString()],
    ['topic', topic, 1, at(1).toISOString()],
  ]);
});

test('[CLB-02] 5 threads unless asked, at most 20, the newest across topics and matches', async () => {
  const twente = await club('twente');
  // Activity minutes 0 to 6, alternating a match's thread and a topic.
  const threads: { kind: string; id: number; minute: number }[] = [];
  for (const [index, match] of (await matchesOf(twente.id, 3)).entries()) {
    const written = await comment(app, fan, { type: 'fixture', id: match.id }, { content: `Match ${index}` });
    await writtenAt([written.id], at(index * 2));
    threads.push({ kind: 'match', id: match.id, minute: index * 2 });
  }
  for (let index = 0; index < 4; index += 1) {
    const topic = await startTopic(`Twente question number ${index}`);
    await topicActiveAt(topic, at(index * 2 + 1));
    threads.push({ kind: 'topic', id: topic, minute: index * 2 + 1 });
  }
  const newestFirst = threads.sort((a, b) => b.minute - a.minute).map((thread) => [thread.kind, thread.id]);

  const byDefault = await threadsOf(twente.id);
  expect(byDefault.map((thread) => [thread.kind, thread.id])).toEqual(newestFirst.slice(0, 5));
  const two = await threadsOf(twente.id, { query: '?limit=2' });
  expect(two.map((thread) => [thread.kind, thread.id])).toEqual(newestFirst.slice(0, 2));
  const all = await threadsOf(twente.id, { query: '?limit=20' });
  expect(all.map((thread) => [thread.kind, thread.id])).toEqual(newestFirst);

  for (const limit of ['0', '21', 'many']) {
    const response = await clubThreads(twente.id, { query: `?limit=${limit}` });
    expect([limit, response.statusCode]).toEqual([limit, 400]);
    expect(response.json<ErrorBody>().metaData.errors).toHaveProperty('limit');
  }
});

test('[CLB-02] tenants never see each other’s topics or match comments, not even on the same match', async () => {
  const psv = await club('psv');
  const [match] = await matchesOf(psv.id, 1);
  if (match === undefined) throw new Error('no match');
  const ours = await startTopic('PSV in the title race');
  const theirs = await startTopic('PSV wint de titel', { token: dutchFan, tenant: 'tribune-nl' });
  await comment(app, fan, { type: 'fixture', id: match.id }, { content: 'Ours' });
  for (const content of ['Van ons', 'Ook van ons']) {
    await comment(app, dutchFan, { type: 'fixture', id: match.id }, { content, tenant: 'tribune-nl' });
  }

  const english = await threadsOf(psv.id);
  expect(english.map((thread) => [thread.kind, thread.id, thread.comments_count])).toEqual(
    expect.arrayContaining([
      ['topic', ours, 1],
      ['match', match.id, 1],
    ]),
  );
  expect(english.map((thread) => thread.id)).not.toContain(theirs);
  const dutch = await threadsOf(psv.id, { tenant: 'tribune-nl' });
  expect(dutch.map((thread) => [thread.kind, thread.id, thread.comments_count])).toEqual(
    expect.arrayContaining([
      ['topic', theirs, 1],
      ['match', match.id, 2],
    ]),
  );
  expect(dutch.map((thread) => thread.id)).not.toContain(ours);
});

test('[CLB-02] an unknown club is a 404 in the spec’s shape; an id that is not a positive whole number is a 400', async () => {
  const unknown = await clubThreads(999_999);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json<ErrorBody>()).toEqual({ data: null, metaData: { message: 'This club does not exist.' } });
  const dutch = await clubThreads(999_999, { tenant: 'tribune-nl' });
  expect(dutch.statusCode).toBe(404);

  for (const id of ['0', '-3', 'abc', '1.5']) {
    const response = await clubThreads(id);
    expect([id, response.statusCode]).toEqual([id, 400]);
    const body = response.json<ErrorBody>();
    expect(body.data).toBeNull();
    expect(body.metaData.errors).toHaveProperty('teamId');
  }
});
