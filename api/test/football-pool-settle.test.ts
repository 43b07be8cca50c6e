import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { fixtures } from '../src/modules/matchcenter/schema';
import { predictionGames, predictionScores, predictions } from '../src/modules/football-pool/schema';
import { pointsFor } from '../src/modules/football-pool/scoring';
import { buildTestApp, loginToken } from './helper';
import { finishFixture, openGames, savePicks, week } from './football-pool-helpers';

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
  const picks = await app.db.select().from(predictions).where(eq(predictions.predictionGameId, game.id));
  for (const pick of picks) expect(pick.points).toBe(pointsFor(pick.bet, pick.odds, homeScore, awayScore));
  publish.mockRestore();
});

test('[FP-08] boards add up: each user row equals the sum of their settled picks in the period', async () => {
  const rows = await app.db
    .select()
    .from(predictionScores)
    .where(and(eq(predictionScores.tenantId, 'tribune'), eq(predictionScores.board, 'T')));
  expect(rows.length).toBeGreaterThan(3);
  const picks = await app.db.select().from(predictions).where(eq(predictions.tenantId, 'tribune'));
  for (const row of rows) {
    const mine = picks.filter((p) => p.userId === row.userId && p.points !== null);
    expect(row.points).toBe(mine.reduce((sum, p) => sum + (p.points ?? 0), 0));
    expect(row.played).toBe(mine.length);
    expect(row.correct).toBe(mine.filter((p) => (p.points ?? 0) > 0).length);
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
