import type { FastifyInstance } from 'fastify';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { comments } from '../src/modules/community/schema';
import { articles } from '../src/modules/content/schema';
import { predictionGames, predictions } from '../src/modules/football-pool/schema';
import { fixtureEvents, fixtures, players, teams } from '../src/modules/matchcenter/schema';
import { users } from '../src/modules/accounts/schema';
import { seedDemoContent } from '../src/demo/seed';
import { buildTestApp } from './helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

async function rowCount(table: PgTable, where?: SQL): Promise<number> {
  const query = app.db.select({ n: count() }).from(table);
  const [row] = where ? await query.where(where) : await query;
  return Number(row?.n ?? 0);
}

test('seeds league, news, pool and comments for both tenants', async () => {
  const started = Date.now();
  expect(await rowCount(teams, eq(teams.leagueId, 72))).toBe(18);
  expect(await rowCount(players, inArray(players.teamId, range(1, 18)))).toBe(18 * 22);
  expect(await rowCount(fixtures, eq(fixtures.leagueId, 72))).toBe(306);
  expect(await rowCount(fixtureEvents)).toBeGreaterThan(300);
  for (const tenantId of ['tribune', 'tribune-nl']) {
    expect(await rowCount(articles, eq(articles.tenantId, tenantId))).toBeGreaterThanOrEqual(40);
    expect(await rowCount(predictionGames, eq(predictionGames.tenantId, tenantId))).toBeGreaterThan(150);
    expect(await rowCount(predictions, eq(predictions.tenantId, tenantId))).toBeGreaterThan(500);
    expect(await rowCount(comments, eq(comments.tenantId, tenantId))).toBeGreaterThan(50);
  }
  const [fan] = await app.db.select({ image: users.image }).from(users).where(eq(users.username, 'TerraceTalk'));
  expect(fan?.image).toBe('/assets/avatars/users/en-terracetalk.svg');
  expect(Date.now() - started).toBeLessThan(5000);
});

test('[MC-01] the Keuken Kampioen Divisie is the second league: 20 clubs, 38 rounds of 10 matches', async () => {
  expect(await rowCount(teams, eq(teams.leagueId, 74))).toBe(20);
  expect(await rowCount(players, inArray(players.teamId, range(101, 120)))).toBe(20 * 22);
  expect(await rowCount(fixtures, eq(fixtures.leagueId, 74))).toBe(380);
  expect(await rowCount(teams)).toBe(38);
});

test('seeding again changes nothing', async () => {
  const before = await rowCount(comments);
  const userIds = (await app.db.select({ id: users.id }).from(users).where(eq(users.tenantId, 'tribune'))).map(
    (u) => u.id,
  );
  await seedDemoContent(app.db, { tenantId: 'tribune', language: 'en', userIds });
  expect(await rowCount(comments)).toBe(before);
  expect(await rowCount(teams)).toBe(38);
});
