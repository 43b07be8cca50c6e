import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { comments } from '../../src/modules/community/schema';
import { articles, authors } from '../../src/modules/content/schema';
import { predictionGames, predictions } from '../../src/modules/football-pool/schema';
import { fixtureEvents, fixtures, matchStatistics, players, teams } from '../../src/modules/matchcenter/schema';
import { users } from '../../src/modules/accounts/schema';
import { seedDemoContent } from '../../src/demo/seed';
import { seedRuns } from '../../src/db/seed-runs';
import { createPasswordHasher } from '../../src/lib/password';
import { seedPlatform } from '../../src/seed';
import { apiRequest, buildTestApp } from '../helper';

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

test('[MD-07] seeds league, news, pool and comments for both tenants', async () => {
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
  expect(fan?.image).toBe('/assets/avatars/users/en-terracetalk.png');
  expect(Date.now() - started).toBeLessThan(5000);
});

test('[MD-07] the demo shows its crests and avatars as PNG files that exist, and a database seeded with the SVGs gets them on the next start, once', async () => {
  const [ajax] = await app.db.select({ logo: teams.logoPath }).from(teams).where(eq(teams.id, 1));
  const [author] = await app.db.select({ avatar: authors.avatar }).from(authors).limit(1);
  const pictures = await app.db.select({ image: users.image }).from(users).where(isNotNull(users.image));
  for (const picture of [ajax?.logo, author?.avatar, ...pictures.map((row) => row.image)]) {
    expect(picture).toMatch(/^\/assets\/(clubs|avatars)\/.+\.png$/);
    const answer = await apiRequest(app, { method: 'GET', url: picture ?? '' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
  }

  // As an older start left it: the SVGs' paths, and a fan's own picture that must stay as it is.
  const svg = (path: string | null | undefined) => (path ?? '').replace(/\.png$/, '.svg');
  await app.db
    .update(teams)
    .set({ logoPath: svg(ajax?.logo) })
    .where(eq(teams.id, 1));
  await app.db
    .update(users)
    .set({ image: '/assets/avatars/users/en-terracetalk.svg' })
    .where(eq(users.username, 'TerraceTalk'));
  await app.db.update(users).set({ image: '/pictures/mine.svg' }).where(eq(users.username, 'fan'));
  await app.db.delete(seedRuns).where(eq(seedRuns.name, 'demo-picture-pngs'));
  await seedPlatform(app.db, { passwords: createPasswordHasher(4) });

  const [after] = await app.db.select({ logo: teams.logoPath }).from(teams).where(eq(teams.id, 1));
  expect(after?.logo).toBe(ajax?.logo);
  const fans = await app.db
    .select({ username: users.username, image: users.image })
    .from(users)
    .where(and(eq(users.tenantId, 'tribune'), inArray(users.username, ['TerraceTalk', 'fan'])));
  expect(Object.fromEntries(fans.map((fan) => [fan.username, fan.image]))).toEqual({
    TerraceTalk: '/assets/avatars/users/en-terracetalk.png',
    fan: '/pictures/mine.svg',
  });
  expect(await rowCount(seedRuns, eq(seedRuns.name, 'demo-picture-pngs'))).toBe(1);
});

test('[MC-01] the Keuken Kampioen Divisie is the second league: 20 clubs, 38 rounds of 10 matches', async () => {
  expect(await rowCount(teams, eq(teams.leagueId, 74))).toBe(20);
  expect(await rowCount(players, inArray(players.teamId, range(101, 120)))).toBe(20 * 22);
  expect(await rowCount(fixtures, eq(fixtures.leagueId, 74))).toBe(380);
  expect(await rowCount(teams)).toBe(38);
});

test('[MD-07] seeding again changes nothing', async () => {
  const before = await rowCount(comments);
  const userIds = (await app.db.select({ id: users.id }).from(users).where(eq(users.tenantId, 'tribune'))).map(
    (u) => u.id,
  );
  await seedDemoContent(app.db, { tenantId: 'tribune', language: 'en', userIds });
  expect(await rowCount(comments)).toBe(before);
  expect(await rowCount(teams)).toBe(38);
});

interface SideStats {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
}

interface PlayedFixture {
  id: number;
  status: string;
  score: string | null;
  events: { team: 'home' | 'away'; type: string }[];
  lineup: { home: { starting: unknown[] }; away: { starting: unknown[] } } | null;
  stats: { home: SideStats; away: SideStats } | null;
}

test('[MC-12] every finished match the seed creates has its events, line-ups and statistics, consistent with the score', async () => {
  const finished = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(eq(fixtures.status, 'finished'))
    .orderBy(fixtures.id);
  // Both leagues: 17 played rounds of 9 and 18 of 10.
  expect(finished.length).toBeGreaterThan(300);
  const ids = finished.map((f) => f.id);
  expect(await rowCount(matchStatistics, inArray(matchStatistics.fixtureId, ids))).toBe(ids.length);
  for (const id of ids) {
    const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${id}` });
    expect([id, response.statusCode]).toEqual([id, 200]);
    const fixture = response.json<{ data: PlayedFixture }>().data;
    const [home = -1, away = -1] = (fixture.score ?? '').split('-').map(Number);
    const goals = { home, away };
    expect(fixture.events.filter((e) => e.team === 'home')).toHaveLength(home);
    expect(fixture.events.filter((e) => e.team === 'away')).toHaveLength(away);
    expect(fixture.lineup?.home.starting).toHaveLength(11);
    expect(fixture.lineup?.away.starting).toHaveLength(11);
    const stats = fixture.stats;
    if (stats === null) throw new Error(`fixture ${id} has no statistics`);
    expect(stats.home.possession + stats.away.possession).toBe(100);
    for (const side of ['home', 'away'] as const) {
      const own = stats[side];
      expect(own.possession).toBeGreaterThanOrEqual(25);
      expect(own.possession).toBeLessThanOrEqual(75);
      expect(own.shotsOnTarget).toBeGreaterThanOrEqual(goals[side]);
      expect(own.shots).toBeGreaterThanOrEqual(own.shotsOnTarget);
      expect(own.corners).toBeGreaterThanOrEqual(0);
      expect(own.fouls).toBeGreaterThanOrEqual(0);
    }
  }
}, 120_000);

test('[MC-12] a database seeded before the seed wrote statistics gets them on the next start, once, keeping the simulator’s', async () => {
  const finished = await app.db.select({ id: fixtures.id }).from(fixtures).where(eq(fixtures.status, 'finished'));
  const ids = finished.map((f) => f.id);
  const [kept, ...dropped] = ids;
  if (kept === undefined) throw new Error('the demo has no results');
  // As the simulator leaves them for a match it played: other figures than the seed's.
  await app.db.update(matchStatistics).set({ homeCorners: 99 }).where(eq(matchStatistics.fixtureId, kept));
  await app.db.delete(matchStatistics).where(inArray(matchStatistics.fixtureId, dropped));
  await app.db.delete(seedRuns).where(eq(seedRuns.name, 'demo-statistics'));

  await seedPlatform(app.db, { passwords: createPasswordHasher(10) });

  expect(await rowCount(matchStatistics, inArray(matchStatistics.fixtureId, ids))).toBe(ids.length);
  const [simulated] = await app.db
    .select({ corners: matchStatistics.homeCorners })
    .from(matchStatistics)
    .where(eq(matchStatistics.fixtureId, kept));
  expect(simulated?.corners).toBe(99);
  expect(await rowCount(seedRuns, eq(seedRuns.name, 'demo-statistics'))).toBe(1);
}, 120_000);
