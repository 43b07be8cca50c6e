import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { predictions } from '../../../../src/modules/football-pool/schema';
import { registerUser } from '../../../account-helpers';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';
import { openGames, savePicks, startFixture, week } from '../../../football-pool-helpers';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  token = await loginToken(app, { login: 'fan' });
}, 60_000);

afterAll(async () => {
  await app.close();
});

async function storedPicks(gameIds: number[]) {
  const rows = await app.db.select().from(predictions).where(eq(predictions.tenantId, 'tribune'));
  return rows.filter((r) => gameIds.includes(r.predictionGameId));
}

test('[FP-03] saving needs a login: 401 before anything about the body', async () => {
  const response = await savePicks(app, { predictions: 'not json at all', raw: true });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ data: null, metaData: { message: 'Unauthenticated.' } });
});

test('[FP-03] saves picks with their frozen odds (201); the week shows them, outcome null until settled', async () => {
  const [first, second] = await openGames(app, { token });
  if (!first || !second) throw new Error('no games');
  const response = await savePicks(app, {
    token,
    predictions: [
      { bet: 'home_win', prediction_game_id: first.id },
      { bet: 'draw', prediction_game_id: second.id },
    ],
  });
  expect(response.statusCode).toBe(201);
  expect(response.json()).toEqual({
    data: {
      predictions: [
        { prediction_game_id: first.id, bet: 'home_win', odds: first.odds.home_win },
        { prediction_game_id: second.id, bet: 'draw', odds: second.odds.draw },
      ],
    },
  });
  const games = await openGames(app, { token });
  expect(games.find((g) => g.id === first.id)?.userPrediction).toEqual({
    bet: 'home_win',
    result: null,
    points: null,
    outcome: null,
  });
  expect(games.find((g) => g.id === second.id)?.userPrediction?.bet).toBe('draw');
});

test('[FP-03] a new pick for a game replaces the earlier one until kick-off', async () => {
  const [, , third] = await openGames(app, { token });
  if (!third) throw new Error('no game');
  expect(
    (await savePicks(app, { token, predictions: [{ bet: 'away_win', prediction_game_id: third.id }] })).statusCode,
  ).toBe(201);
  const again = await savePicks(app, { token, predictions: [{ bet: 'draw', prediction_game_id: third.id }] });
  expect(again.statusCode).toBe(201);
  // The demo's own fans may have picked this game too (on a match day they have): the fan's picks only.
  const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
  const fanId = me.json<{ data: { id: number } }>().data.id;
  const rows = (await storedPicks([third.id])).filter((row) => row.userId === fanId);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ bet: 'draw', odds: third.odds.draw });
});

test("[FP-03] an empty list: 422 'Please select a game to play' (en) and its Dutch text (nl)", async () => {
  const english = await savePicks(app, { token, predictions: [] });
  expect(english.statusCode).toBe(422);
  expect(english.json()).toEqual({
    data: null,
    metaData: { message: 'Please select a game to play', errors: { predictions: ['Please select a game to play'] } },
  });
  const dutch = await savePicks(app, { token, predictions: [], language: 'nl' });
  expect(dutch.statusCode).toBe(422);
  expect(dutch.json()).toEqual({
    data: null,
    metaData: {
      message: 'Selecteer een wedstrijd om te voorspellen',
      errors: { predictions: ['Selecteer een wedstrijd om te voorspellen'] },
    },
  });
});

test('[FP-03] a field that is not JSON, or not a list: 422 under predictions', async () => {
  for (const text of ['{not json', '{"bet":"draw"}', '"draw"']) {
    const response = await savePicks(app, { token, predictions: text, raw: true });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      data: null,
      metaData: {
        message: 'The predictions must be a list of games with a bet each.',
        errors: { predictions: ['The predictions must be a list of games with a bet each.'] },
      },
    });
  }
});

test('[FP-03] per-item errors, and nothing is written when one item is bad (all or nothing)', async () => {
  const games = await openGames(app, { token });
  const [a, b, , , e] = games;
  if (!a || !b) throw new Error('no games');
  const fresh = games.slice(4).find((g) => g.userPrediction === null) ?? e;
  if (!fresh) throw new Error('no fresh game');
  const before = await storedPicks([fresh.id]);
  const response = await savePicks(app, {
    token,
    predictions: [
      { bet: 'home_win', prediction_game_id: fresh.id },
      { bet: 'home_win', prediction_game_id: 99_999_999 },
      { bet: 'win', prediction_game_id: a.id },
      { bet: 'draw', prediction_game_id: fresh.id },
      'nonsense',
    ],
  });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: {
      message: 'This game does not exist.',
      errors: {
        'predictions.1': ['This game does not exist.'],
        'predictions.2': ['Choose home win, draw or away win.'],
        'predictions.3': ['This game is in the list twice.'],
        'predictions.4': ['This game does not exist.', 'Choose home win, draw or away win.'],
      },
    },
  });
  expect(await storedPicks([fresh.id])).toEqual(before);
});

test('[FP-08] locked at kick-off: a started match refuses the whole list with its teams named', async () => {
  const games = await openGames(app, { token });
  const target = games[games.length - 1];
  const other = games[games.length - 2];
  if (!target || !other) throw new Error('no games');
  const before = await storedPicks([other.id]);
  expect((await startFixture(app, target.fixtureId)).statusCode).toBe(200);
  const response = await savePicks(app, {
    token,
    predictions: [
      { bet: 'home_win', prediction_game_id: other.id },
      { bet: 'away_win', prediction_game_id: target.id },
    ],
  });
  expect(response.statusCode).toBe(422);
  const message = `${target.matchData.homeTeam.name} - ${target.matchData.awayTeam.name} has kicked off: its predictions are closed.`;
  expect(response.json()).toEqual({ data: null, metaData: { message, errors: { 'predictions.1': [message] } } });
  expect(await storedPicks([other.id])).toEqual(before);
  const dutch = await savePicks(app, {
    token,
    language: 'nl',
    predictions: [{ bet: 'away_win', prediction_game_id: target.id }],
  });
  expect(dutch.json<{ metaData: { message: string } }>().metaData.message).toBe(
    `${target.matchData.homeTeam.name} - ${target.matchData.awayTeam.name} is begonnen: voorspellen kan niet meer.`,
  );
  // The week shows it as live.
  const shown = await week(app, `for=predict&week_start=${target.week_start}`, { token });
  expect(shown.games.find((g) => g.id === target.id)?.status).toBe('live');
});

test("[PLT-01] another tenant's game does not exist here", async () => {
  const dutchGames = await openGames(app, { tenant: 'tribune-nl' });
  const dutchGame = dutchGames[0];
  if (!dutchGame) throw new Error('no game');
  const response = await savePicks(app, {
    token,
    predictions: [{ bet: 'draw', prediction_game_id: dutchGame.id }],
  });
  expect(response.statusCode).toBe(422);
  expect(response.json()).toEqual({
    data: null,
    metaData: { message: 'This game does not exist.', errors: { 'predictions.0': ['This game does not exist.'] } },
  });
  const stored = await app.db
    .select()
    .from(predictions)
    .where(and(eq(predictions.predictionGameId, dutchGame.id)));
  expect(stored.every((p) => p.tenantId === 'tribune-nl')).toBe(true);
});

test('[FP-01] a malformed week_start is a 400', async () => {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/predictions?week_start=2026-02-30' });
  expect(response.statusCode).toBe(400);
  expect(response.json<{ data: null }>().data).toBeNull();
});

test('[FP-03][FP-04] a first pick puts the fan on the week, month and season boards with 0 points; a changed pick is not counted twice', async () => {
  const newcomer = await registerUser(app, { username: 'FirstTimer', email: 'first-timer@tribune.test' });
  const [game] = await openGames(app, { token: newcomer.token });
  if (!game) throw new Error('no game');
  const board = async () =>
    (
      await apiRequest(app, {
        method: 'GET',
        url: `/api/v1/football-pool/my-ranking?filter=week&value=${game.week_start}`,
        token: newcomer.token,
      })
    ).json<{ data: { points: number; played: number; rank: number } | null }>().data;
  expect(await board()).toBeNull();
  await savePicks(app, { token: newcomer.token, predictions: [{ bet: 'home_win', prediction_game_id: game.id }] });
  expect(await board()).toMatchObject({ points: 0, played: 1 });
  await savePicks(app, { token: newcomer.token, predictions: [{ bet: 'draw', prediction_game_id: game.id }] });
  expect(await board()).toMatchObject({ points: 0, played: 1 });
  // The month of the kick-off (a game of next week may be in next month), and the season.
  for (const query of [`filter=month&value=${game.date.slice(0, 7)}`, 'filter=total'])
    expect(
      (
        await apiRequest(app, {
          method: 'GET',
          url: `/api/v1/football-pool/my-ranking?${query}`,
          token: newcomer.token,
        })
      ).json<{ data: { played: number } | null }>().data,
    ).toMatchObject({ played: 1 });
});
