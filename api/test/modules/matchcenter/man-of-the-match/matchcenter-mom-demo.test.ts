import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../../../src/modules/accounts/schema';
import { DEMO_VOTED_ROUNDS, seedDemoMomVotes } from '../../../../src/modules/matchcenter/man-of-the-match/demo-votes';
import { momBallots, momVotes } from '../../../../src/modules/matchcenter/man-of-the-match/schema';
import { fixtures, leagues } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, buildTestApp } from '../../../helper';

/** MC-06: the demo's man-of-the-match votes, so a fresh site shows results, averages and a season list. */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function seed(tenantId: string) {
  const [league] = await app.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.slug, 'eredivisie'));
  if (!league) throw new Error('no Eredivisie');
  const fans = await app.db.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
  await seedDemoMomVotes(app.db, { tenantId, userIds: fans.map((u) => u.id), leagueId: league.id, now: new Date() });
  return { leagueId: league.id };
}

test('[MC-06] the demo votes on the latest played rounds, once, per tenant; the season list then has players', async () => {
  // The demo seed has voted already (api/src/demo/seed.ts); start from no votes to see what one run does.
  await app.db.delete(momVotes);
  await app.db.delete(momBallots);
  const { leagueId } = await seed('tribune');
  const ballots = await app.db.select().from(momBallots).where(eq(momBallots.tenantId, 'tribune'));
  const grades = await app.db.select().from(momVotes).where(eq(momVotes.tenantId, 'tribune'));
  expect(ballots.length).toBeGreaterThan(20);
  expect(grades.length).toBeGreaterThanOrEqual(ballots.length * 3);
  expect(grades.every((g) => g.grade >= 1 && g.grade <= 5)).toBe(true);
  const rounds = new Set<number>();
  for (const ballot of ballots) {
    const [fixture] = await app.db
      .select({ round: fixtures.round, status: fixtures.status, kickoffAt: fixtures.kickoffAt })
      .from(fixtures)
      .where(and(eq(fixtures.id, ballot.fixtureId), eq(fixtures.leagueId, leagueId)));
    expect(fixture?.status).toBe('finished');
    expect(ballot.createdAt.getTime()).toBeGreaterThan(fixture?.kickoffAt.getTime() ?? Infinity);
    rounds.add(fixture?.round ?? 0);
  }
  expect(rounds.size).toBe(DEMO_VOTED_ROUNDS);

  // Idempotent: a second run adds nothing.
  await seed('tribune');
  expect(await app.db.select().from(momBallots).where(eq(momBallots.tenantId, 'tribune'))).toHaveLength(ballots.length);
  // Per tenant: the other tenant has none until it is seeded itself.
  expect(await app.db.select().from(momBallots).where(eq(momBallots.tenantId, 'tribune-nl'))).toHaveLength(0);

  const top = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/top-mom' });
  expect(top.statusCode).toBe(200);
  expect(top.json<{ data: { players: unknown[] } }>().data.players.length).toBeGreaterThan(0);
});
