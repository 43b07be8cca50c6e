import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createAccountsRepository } from '../../../../src/modules/accounts/accounts-repository';
import { users } from '../../../../src/modules/accounts/schema';
import { predictionScores } from '../../../../src/modules/football-pool/schema';
import { rebuildScoreLevels } from '../../../../src/modules/football-pool/rankings/score-levels';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';

let app: FastifyInstance;
let fanToken: string;
let fanId: number;
/** user ids of the made-up players, in the order of the board (index 0 = first). */
const ranked: number[] = [];

interface Row {
  rank: number;
  user_id: number;
  username: string;
  image: string | null;
  points: number;
  correct: number;
  played: number;
}

interface Ranking {
  ranking: Row[];
  page: number;
  pages: number;
  details: { filter: string; value: string; points: number | null };
  user_rank: Row | null;
  user_page: number | null;
}

const WEEK = '2026-11-16';

/**
 * A board of 61 players on week 2026-11-16: 60 made-up players with points 200, 190, 190, 180 … (the
 * second and third tie on points; the third has more correct picks, so it is listed first), and `fan`
 * last with 1 point.
 */
beforeAll(async () => {
  app = await buildTestApp();
  fanToken = await loginToken(app, { login: 'fan' });
  const [fan] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'fan@tribune.test'));
  if (!fan) throw new Error('no fan');
  fanId = fan.id;
  const created = await app.db
    .insert(users)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        tenantId: 'tribune',
        username: `Player${String(i + 1).padStart(2, '0')}`,
        email: `player${i + 1}@tribune.test`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  const points = (i: number) => (i === 0 ? 200 : i <= 2 ? 190 : 190 - (i - 2) * 3);
  const correct = (i: number) => (i === 1 ? 3 : i === 2 ? 5 : 4);
  const rows = created.map((user, i) => ({
    tenantId: 'tribune',
    board: 'W' as const,
    period: WEEK,
    userId: user.id,
    points: points(i),
    correct: correct(i),
    played: 6,
  }));
  rows.push({ tenantId: 'tribune', board: 'W', period: WEEK, userId: fanId, points: 1, correct: 0, played: 2 });
  await app.db.insert(predictionScores).values(rows);
  // The same players on the month and the season board, and another tenant's board in the same week.
  await app.db.insert(predictionScores).values(rows.map((r) => ({ ...r, board: 'M' as const, period: '2026-11' })));
  await app.db.insert(predictionScores).values(rows.map((r) => ({ ...r, board: 'T' as const, period: '2026/2027' })));
  const [dutch] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, 'fan@tribune-nl.test'));
  if (!dutch) throw new Error('no Dutch fan');
  await app.db
    .insert(predictionScores)
    .values({ tenantId: 'tribune-nl', board: 'W', period: WEEK, userId: dutch.id, points: 999, correct: 9, played: 9 });
  // The settlement counts each board's score levels with its rows; boards written by hand need the same.
  for (const [tenantId, board, period] of [
    ['tribune', 'W', WEEK],
    ['tribune', 'M', '2026-11'],
    ['tribune', 'T', '2026/2027'],
    ['tribune-nl', 'W', WEEK],
  ] as const)
    await rebuildScoreLevels(app.db, { tenantId, board, period });
  const [first, second, third] = created;
  if (!first || !second || !third) throw new Error('no players');
  ranked.push(first.id, third.id, second.id, ...created.slice(3).map((u) => u.id), fanId);
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function ranking(query: string, token?: string, tenant?: string) {
  return apiRequest(app, { method: 'GET', url: `/api/v2/ranking?${query}`, token, tenant });
}

test('[FP-04] competition ranks on points ("1, 2, 2, 4"); ties listed by correct picks, then user id; 50 a page', async () => {
  const response = await ranking(`filter=week&value=${WEEK}`);
  expect(response.statusCode).toBe(200);
  const data = response.json<{ data: Ranking }>().data;
  expect(data.ranking).toHaveLength(50);
  expect(data.pages).toBe(2);
  expect(data.page).toBe(0);
  expect(data.details).toEqual({ filter: 'week', value: WEEK, points: null });
  expect(data.user_rank).toBeNull();
  expect(data.user_page).toBeNull();
  expect(data.ranking.slice(0, 4).map((r) => [r.rank, r.points, r.correct])).toEqual([
    [1, 200, 4],
    [2, 190, 5],
    [2, 190, 3],
    [4, 187, 4],
  ]);
  expect(data.ranking.map((r) => r.user_id)).toEqual(ranked.slice(0, 50));
  expect(data.ranking[0]).toEqual({
    rank: 1,
    user_id: ranked[0],
    username: 'Player01',
    image: null,
    points: 200,
    correct: 4,
    played: 6,
  });
});

test('[FP-04] the next page, and a page past the last is a 404', async () => {
  const second = (await ranking(`filter=week&value=${WEEK}&page=1`)).json<{ data: Ranking }>().data;
  expect(second.ranking.map((r) => r.user_id)).toEqual(ranked.slice(50));
  expect(second.ranking.at(-1)).toMatchObject({ rank: 61, points: 1, username: 'fan' });
  const past = await ranking(`filter=week&value=${WEEK}&page=2`);
  expect(past.statusCode).toBe(404);
  expect(past.json()).toEqual({ data: null, metaData: { message: 'This ranking has no page 2.' } });
  const negative = await ranking(`filter=week&value=${WEEK}&page=-1`);
  expect(negative.statusCode).toBe(400);
});

test("[FP-04] the viewer's own row and page, even when it is not on the page asked for", async () => {
  const data = (await ranking(`filter=week&value=${WEEK}&page=0`, fanToken)).json<{ data: Ranking }>().data;
  expect(data.ranking.some((r) => r.user_id === fanId)).toBe(false);
  expect(data.user_rank).toEqual({
    rank: 61,
    user_id: fanId,
    username: 'fan',
    image: null,
    points: 1,
    correct: 0,
    played: 2,
  });
  expect(data.user_page).toBe(1);
  expect(data.details.points).toBe(1);
  const mine = await apiRequest(app, {
    method: 'GET',
    url: `/api/v1/football-pool/my-ranking?filter=week&value=${WEEK}`,
    token: fanToken,
  });
  expect(mine.statusCode).toBe(200);
  expect(mine.json()).toEqual({ data: { ...data.user_rank, page: 1 } });
});

test('[FP-04] any day selects its week; month and total boards; a week without scores is empty', async () => {
  const wednesday = (await ranking('filter=week&value=2026-11-18')).json<{ data: Ranking }>().data;
  expect(wednesday.details.value).toBe(WEEK);
  expect(wednesday.ranking).toHaveLength(50);
  const month = (await ranking('filter=month&value=2026-11')).json<{ data: Ranking }>().data;
  expect(month.details).toEqual({ filter: 'month', value: '2026-11', points: null });
  expect(month.ranking[1]?.rank).toBe(2);
  const total = (await ranking('filter=total')).json<{ data: Ranking }>().data;
  expect(total.details.value).toBe('2026/2027');
  expect(total.pages).toBe(2);
  const empty = await ranking('filter=week&value=2020-01-06');
  expect(empty.statusCode).toBe(200);
  expect(empty.json<{ data: Ranking }>().data).toMatchObject({ ranking: [], pages: 0, user_rank: null });
  const unranked = await apiRequest(app, {
    method: 'GET',
    url: '/api/v1/football-pool/my-ranking?filter=week&value=2020-01-06',
    token: fanToken,
  });
  expect(unranked.json()).toEqual({ data: null });
});

test('[FP-04] malformed board selections are 400; my-ranking needs a login', async () => {
  for (const query of [
    'filter=year',
    'filter=week&value=2026-11-31',
    'filter=month&value=2026-13',
    'filter=month&value=november',
  ]) {
    const response = await ranking(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: null }>().data).toBeNull();
  }
  const bad = await ranking('filter=month&value=2026-13');
  expect(bad.json()).toEqual({
    data: null,
    metaData: {
      message: 'The month value is not a valid period.',
      errors: { value: ['The month value is not a valid period.'] },
    },
  });
  const guest = await apiRequest(app, { method: 'GET', url: '/api/v1/football-pool/my-ranking' });
  expect(guest.statusCode).toBe(401);
  expect(guest.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
});

test('[PLT-01] each tenant ranks its own players', async () => {
  const dutch = (await ranking(`filter=week&value=${WEEK}`, undefined, 'tribune-nl')).json<{ data: Ranking }>().data;
  expect(dutch.ranking).toHaveLength(1);
  expect(dutch.ranking[0]).toMatchObject({ rank: 1, points: 999, username: 'fan' });
  const english = (await ranking(`filter=week&value=${WEEK}`)).json<{ data: Ranking }>().data;
  expect(english.ranking.some((r) => r.points === 999)).toBe(false);
});

test("[FP-04] a player's public page: their row; unknown or another tenant's user is a 404", async () => {
  const id = ranked[1];
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/${id}/ranking?filter=week&value=${WEEK}` });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    data: {
      user: { id, username: 'Player03', image: null },
      row: { rank: 2, user_id: id, username: 'Player03', image: null, points: 190, correct: 5, played: 6 },
      games: [],
    },
  });
  const unknown = await apiRequest(app, { method: 'GET', url: '/api/v2/99999999/ranking' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ data: null, metaData: { message: 'Unknown user.' } });
  const foreign = await apiRequest(app, { method: 'GET', url: `/api/v2/${id}/ranking`, tenant: 'tribune-nl' });
  expect(foreign.statusCode).toBe(404);
  const dutchText = await apiRequest(app, { method: 'GET', url: '/api/v2/99999999/ranking', language: 'nl' });
  expect(dutchText.json()).toEqual({ data: null, metaData: { message: 'Onbekende gebruiker.' } });
});

test('[FP-04] a deleted account leaves the boards, and the ranks below it move up', async () => {
  const leader = ranked[0];
  if (leader === undefined) throw new Error('no leader');
  await app.db.transaction((tx) => createAccountsRepository(tx).deleteUser(tx, 'tribune', leader));
  ranked.shift();
  const data = (await ranking(`filter=week&value=${WEEK}`)).json<{ data: Ranking }>().data;
  expect(data.ranking.slice(0, 3).map((r) => [r.rank, r.points])).toEqual([
    [1, 190],
    [1, 190],
    [3, 187],
  ]);
  expect(data.ranking.map((r) => r.user_id)).toEqual(ranked.slice(0, 50));
  expect(data.pages).toBe(2);
  const own = (await ranking(`filter=week&value=${WEEK}&page=1`, fanToken)).json<{ data: Ranking }>().data;
  expect(own.user_rank).toMatchObject({ rank: 60, points: 1 });
  expect(own.ranking.at(-1)).toMatchObject({ rank: 60, user_id: fanId });
});
