import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../../../src/app';
import { loadConfig } from '../../../../src/config';
import { openDatabase, type DatabaseHandle } from '../../../../src/db/client';
import { fixtures } from '../../../../src/modules/matchcenter/schema';
import { predictionGames, predictionScores, predictions } from '../../../../src/modules/football-pool/schema';
import { pointsFor } from '../../../../src/modules/football-pool/settlement/scoring';
import { buildTestApp, loginToken } from '../../../helper';
import { finishFixture, openGames, savePicks, week } from '../../../football-pool-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function boardRows(db: FastifyInstance['db'], tenantId: string, period: string) {
  return db
    .select()
    .from(predictionScores)
    .where(
      and(
        eq(predictionScores.tenantId, tenantId),
        eq(predictionScores.board, 'W'),
        eq(predictionScores.period, period),
      ),
    );
}

test('[FP-08] a finished match scores every pick once (round(10 × odds) or 0), fills the boards and announces it', async () => {
  const fan = await loginToken(app, { login: 'fan' });
  const other = await loginToken(app, { login: 'TikiTakaTom' });
  const [game] = await openGames(app, { token: fan });
  if (!game) throw new Error('no game');
  expect(
    (await savePicks(app, { token: fan, predictions: [{ bet: 'home_win', prediction_game_id: game.id }] })).statusCode,
  ).toBe(201);
  expect(
    (await savePicks(app, { token: other, predictions: [{ bet: 'away_win', prediction_game_id: game.id }] }))
      .statusCode,
  ).toBe(201);
  const publish = jest.spyOn(app.realtime, 'publish');

  expect((await finishFixture(app, game.fixtureId)).statusCode).toBe(200);

  const [fixture] = await app.db.select().from(fixtures).where(eq(fixtures.id, game.fixtureId));
  if (!fixture || fixture.homeScore === null || fixture.awayScore === null) throw new Error('not finished');
  const { homeScore, awayScore } = fixture;
  const shown = (await week(app, `for=predict&week_start=${game.week_start}`, { token: fan })).games.find(
    (g) => g.id === game.id,
  );
  const expected = pointsFor('home_win', game.odds.home_win, homeScore, awayScore);
  expect(shown).toMatchObject({ status: 'finished', result: `${homeScore}:${awayScore}` });
  expect(shown?.userPrediction).toEqual({
    bet: 'home_win',
    result: `${homeScore}:${awayScore}`,
    points: expected,
    outcome: expected > 0 ? 'correct' : 'wrong',
  });
  const [settled] = await app.db.select().from(predictionGames).where(eq(predictionGames.id, game.id));
  expect(settled?.settledAt).toBeInstanceOf(Date);

  const rowsAfterFirst = await boardRows(app.db, 'tribune', game.week_start);
  expect(rowsAfterFirst.length).toBeGreaterThanOrEqual(2);
  const settledEvents = publish.mock.calls.filter((call) => call[2] === 'PredictionsSettled');
  expect(settledEvents.map((call) => [call[0].id, call[1], call[3]])).toEqual(
    expect.arrayContaining([
      [
        'tribune',
        'football-pool',
        { prediction_game_id: game.id, fixture_id: game.fixtureId, week_start: game.week_start },
      ],
    ]),
  );
  expect(settledEvents.filter((call) => call[0].id === 'tribune')).toHaveLength(1);

  // The event again (a second process, a retry): nothing moves.
  publish.mockClear();
  await app.footballEvents.emit('matchFinished', {
    fixtureId: game.fixtureId,
    leagueId: fixture.leagueId,
    round: fixture.round,
    homeTeamId: fixture.homeTeamId,
    awayTeamId: fixture.awayTeamId,
    homeScore,
    awayScore,
    finishedAt: new Date(),
  });
  expect(await boardRows(app.db, 'tribune', game.week_start)).toEqual(rowsAfterFirst);
  expect(publish.mock.calls.filter((call) => call[2] === 'PredictionsSettled')).toHaveLength(0);
  publish.mockRestore();
});

test('[FP-08] boards add up: each user row has the points of their settled picks and counts every pick made', async () => {
  const rows = await app.db
    .select()
    .from(predictionScores)
    .where(and(eq(predictionScores.tenantId, 'tribune'), eq(predictionScores.board, 'T')));
  expect(rows.length).toBeGreaterThan(3);
  // Every pick (played counts them all, from when they are made), with the points its bet, odds and
  // the final score give once its game is settled.
  const picks = await app.db
    .select({
      userId: predictions.userId,
      bet: predictions.bet,
      odds: predictions.odds,
      settledAt: predictionGames.settledAt,
      fixture: fixtures,
    })
    .from(predictions)
    .innerJoin(predictionGames, eq(predictionGames.id, predictions.predictionGameId))
    .innerJoin(fixtures, eq(fixtures.id, predictionGames.fixtureId))
    .where(eq(predictions.tenantId, 'tribune'));
  const scored = picks.map((pick) => ({
    userId: pick.userId,
    points:
      pick.settledAt === null
        ? 0
        : pointsFor(pick.bet, pick.odds, pick.fixture.homeScore ?? -1, pick.fixture.awayScore ?? -1),
  }));
  for (const row of rows) {
    const mine = scored.filter((p) => p.userId === row.userId);
    expect(row.points).toBe(mine.reduce((sum, p) => sum + p.points, 0));
    expect(row.played).toBe(mine.length);
    expect(row.correct).toBe(mine.filter((p) => p.points > 0).length);
  }
});

test('[FP-08] a restart settles a match that finished without its event, once', async () => {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' });
  const database: DatabaseHandle = await openDatabase({ dataDir: 'memory://' });
  try {
    const first = await buildApp({ config, database, logger: false, seed: { demoAccounts: true, demoContent: true } });
    await first.ready();
    const token = await loginToken(first, { login: 'fan' });
    const [game] = await openGames(first, { token });
    if (!game) throw new Error('no game');
    expect(
      (await savePicks(first, { token, predictions: [{ bet: 'draw', prediction_game_id: game.id }] })).statusCode,
    ).toBe(201);
    // The match ends but the process dies before the event: only the fixture row says so.
    await first.db
      .update(fixtures)
      .set({ status: 'finished', homeScore: 1, awayScore: 1, minute: null })
      .where(eq(fixtures.id, game.fixtureId));
    await first.close();

    const second = await buildApp({ config, database, logger: false, seed: { demoAccounts: true, demoContent: true } });
    await second.ready();
    const shown = (await week(second, `for=predict&week_start=${game.week_start}`, { token })).games.find(
      (g) => g.id === game.id,
    );
    const points = pointsFor('draw', game.odds.draw, 1, 1);
    expect(shown?.userPrediction).toMatchObject({ bet: 'draw', points, outcome: 'correct' });
    const rows = await boardRows(second.db, 'tribune', game.week_start);
    await second.close();

    // A third start finds nothing left to do.
    const third = await buildApp({ config, database, logger: false, seed: { demoAccounts: true, demoContent: true } });
    await third.ready();
    expect(await boardRows(third.db, 'tribune', game.week_start)).toEqual(rows);
    await third.close();
  } finally {
    await database.close();
  }
}, 120_000);

test('[FP-04][FP-08] after settling, the score levels give every row the rank Postgres gives it', async () => {
  const result = await app.db.execute(sql`
    select s.board, s.period, s.user_id, s.points,
           rank() over (partition by s.board, s.period order by s.points desc) as expected,
           1 + coalesce((select sum(l.users) from prediction_score_levels l
             where l.tenant_id = s.tenant_id and l.board = s.board and l.period = s.period and l.points > s.points), 0)
             as from_levels
    from prediction_scores s where s.tenant_id = 'tribune'`);
  const rows = (result as unknown as { rows: { expected: number | string; from_levels: number | string }[] }).rows;
  expect(rows.length).toBeGreaterThan(10);
  for (const row of rows) expect(Number(row.from_levels)).toBe(Number(row.expected));
  const sizes = await app.db.execute(sql`
    select (select count(*) from prediction_scores where tenant_id = 'tribune')::int as board_rows,
           (select coalesce(sum(users), 0) from prediction_score_levels where tenant_id = 'tribune')::int as level_users`);
  const [size] = (sizes as unknown as { rows: { board_rows: number; level_users: number }[] }).rows;
  expect(size?.level_users).toBe(size?.board_rows);
});
