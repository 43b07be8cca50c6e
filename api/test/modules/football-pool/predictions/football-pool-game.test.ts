import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { articles } from '../../../../src/modules/content/schema';
import { predictions } from '../../../../src/modules/football-pool/schema';
import { apiRequest, buildTestApp, loginToken } from '../../../helper';
import { openGames, savePicks, startFixture, week, type Game } from '../../../football-pool-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface Stats {
  prediction_game_id: number;
  fixture_id: number;
  visible: boolean;
  total: number | null;
  shares: { home_win: number; draw: number; away_win: number } | null;
  userPrediction: { bet: string } | null;
}

async function stats(gameId: number | string, token?: string, tenant?: string) {
  return apiRequest(app, { method: 'GET', url: `/api/v2/predictions/fixtures/${gameId}/public`, token, tenant });
}

test("[FP-06] the crowd's split is public before kick-off, to guests too; a fan's pick counts at once and comes back to them", async () => {
  const token = await loginToken(app, { login: 'NutmegNed' });
  const games = await openGames(app, { token });
  const game = games.find((g) => g.userPrediction === null);
  if (!game) throw new Error('no unpicked game');
  const before = (await stats(game.id)).json<{ data: Stats }>().data;
  expect(before).toMatchObject({ prediction_game_id: game.id, fixture_id: game.fixtureId, visible: true });
  expect(before.userPrediction).toBeNull();

  expect(
    (await savePicks(app, { token, predictions: [{ bet: 'draw', prediction_game_id: game.id }] })).statusCode,
  ).toBe(201);
  const shown = (await stats(game.id, token)).json<{ data: Stats }>().data;
  expect(shown).toMatchObject({ visible: true, userPrediction: { bet: 'draw' } });
  expect(shown.total).toBe((before.total ?? 0) + 1);
  const shares = shown.shares;
  if (shares === null) throw new Error('no shares');
  expect(shares.home_win + shares.draw + shares.away_win).toBe(100);
  for (const share of Object.values(shares)) expect(Number.isInteger(share)).toBe(true);
  // A guest sees the same split, without anybody's pick; after kick-off it stays.
  const guest = (await stats(game.id)).json<{ data: Stats }>().data;
  expect(guest).toMatchObject({ visible: true, total: shown.total, shares: shown.shares, userPrediction: null });
  expect((await startFixture(app, game.fixtureId)).statusCode).toBe(200);
  const locked = (await stats(game.id)).json<{ data: Stats }>().data;
  expect(locked).toMatchObject({ visible: true, total: shown.total, shares: shown.shares, userPrediction: null });
});

test('[FP-06] unknown game 404, malformed id 400, another tenant 404', async () => {
  const unknown = await stats(99_999_999);
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ data: null, metaData: { message: 'This game does not exist.' } });
  expect((await stats('abc')).statusCode).toBe(400);
  const [english] = await openGames(app);
  if (!english) throw new Error('no game');
  expect((await stats(english.id, undefined, 'tribune-nl')).statusCode).toBe(404);
});

test('[FP-06] the game of a fixture, for the article widget; articles that preview a match name it', async () => {
  const [game] = await openGames(app);
  if (!game) throw new Error('no game');
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/predictions/by-fixture/${game.fixtureId}` });
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: Game }>().data).toEqual(game);
  const none = await apiRequest(app, { method: 'GET', url: '/api/v2/predictions/by-fixture/99999999' });
  expect(none.statusCode).toBe(404);
  expect(none.json()).toEqual({ data: null, metaData: { message: 'This game does not exist.' } });

  const [preview] = await app.db
    .select({ id: articles.id, fixtureId: articles.fixtureId })
    .from(articles)
    .where(and(eq(articles.tenantId, 'tribune'), isNotNull(articles.fixtureId), lte(articles.publishedAt, new Date())))
    .limit(1);
  if (!preview || preview.fixtureId === null) throw new Error('no preview with a match');
  const article = await apiRequest(app, { method: 'GET', url: `/api/v2/article/${preview.id}` });
  expect(article.statusCode).toBe(200);
  expect(article.json<{ data: { fixture_id: number | null } }>().data.fixture_id).toBe(preview.fixtureId);
  const itsGame = await apiRequest(app, { method: 'GET', url: `/api/v2/predictions/by-fixture/${preview.fixtureId}` });
  expect(itsGame.statusCode).toBe(200);
  const dutch = await app.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.tenantId, 'tribune-nl'), isNotNull(articles.fixtureId)));
  expect(dutch).toHaveLength(0);
});

test('[FP-02] finished games in the history show the outcome of the pick', async () => {
  const token = await loginToken(app, { login: 'TerraceTalk' });
  const history = await week(app, 'for=history', { token });
  const picked = history.games.filter((g) => g.status === 'finished' && g.userPrediction !== null);
  expect(picked.length).toBeGreaterThan(0);
  for (const game of picked) {
    const points = game.userPrediction?.points ?? null;
    expect(points).not.toBeNull();
    expect(game.userPrediction?.outcome).toBe((points ?? 0) > 0 ? 'correct' : 'wrong');
  }
});

test('[FP-04] the demo has rankings: this season, last week; a fan has a league with a ranking', async () => {
  const token = await loginToken(app, { login: 'fan' });
  const total = await apiRequest(app, { method: 'GET', url: '/api/v2/ranking?filter=total', token });
  expect(total.statusCode).toBe(200);
  const data = total.json<{ data: { ranking: { rank: number; points: number }[]; details: { value: string } } }>().data;
  expect(data.ranking.length).toBeGreaterThan(3);
  expect(data.ranking[0]?.rank).toBe(1);
  expect(data.details.value).toMatch(/^\d{4}\/\d{4}$/);
  const history = await week(app, 'for=history');
  const lastWeek = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/ranking?filter=week&value=${history.week.start}`,
  });
  expect(lastWeek.json<{ data: { ranking: unknown[] } }>().data.ranking.length).toBeGreaterThan(0);

  const leagues = (await apiRequest(app, { method: 'GET', url: '/api/v2/football-pool/leagues', token })).json<{
    data: { id: number; name: string; members_count: number; is_owner: boolean }[];
  }>().data;
  expect(leagues).toEqual([
    expect.objectContaining({ name: 'The Terrace Predictors', members_count: 7, is_owner: false }),
  ]);
  const leagueRanking = await apiRequest(app, {
    method: 'GET',
    url: `/api/v2/ranking?filter=total&league=${leagues[0]?.id}`,
    token,
  });
  expect(leagueRanking.statusCode).toBe(200);
  expect(leagueRanking.json<{ data: { ranking: unknown[] } }>().data.ranking.length).toBeGreaterThan(0);
});

test("[FP-04] a fan's public page lists only picks on games that have locked, newest first", async () => {
  const token = await loginToken(app, { login: 'LateWinner90' });
  const games = await openGames(app, { token });
  const open = games[0];
  if (!open) throw new Error('no game');
  await savePicks(app, { token, predictions: [{ bet: 'home_win', prediction_game_id: open.id }] });
  const me = await apiRequest(app, { method: 'GET', url: '/api/v2/user/me-as-resource', token });
  const id = me.json<{ data: { id: number } }>().data.id;
  const page = await apiRequest(app, { method: 'GET', url: `/api/v2/${id}/ranking?filter=total` });
  expect(page.statusCode).toBe(200);
  const data = page.json<{ data: { user: { username: string }; row: { played: number } | null; games: Game[] } }>()
    .data;
  expect(data.user.username).toBe('LateWinner90');
  expect(data.games.length).toBeGreaterThan(0);
  expect(data.games.some((g) => g.id === open.id)).toBe(false);
  expect(data.games.every((g) => g.status !== 'active' && g.userPrediction !== null)).toBe(true);
  const dates = data.games.map((g) => g.date);
  expect([...dates].sort().reverse()).toEqual(dates);
  // Played counts every pick of the season, the open ones too (boards.ts).
  const made = await app.db.select().from(predictions).where(eq(predictions.userId, id));
  expect(made.some((pick) => pick.predictionGameId === open.id)).toBe(true);
  expect(data.row?.played).toBe(made.length);
});

test('[FP-04] the ranking filter periods, newest first, labelled in the tenant language', async () => {
  const weeks = await apiRequest(app, { method: 'GET', url: '/ajax/football-pool/rankings/load-time-period/weeks' });
  expect(weeks.statusCode).toBe(200);
  const list = weeks.json<{ data: { value: string; label: string }[] }>().data;
  expect(list.length).toBeGreaterThan(3);
  expect(list.map((w) => w.value)).toEqual([...list.map((w) => w.value)].sort().reverse());
  for (const item of list)
    expect(item.label).toMatch(/^Week \d{1,2} · \d{1,2}(–| [A-Z][a-z]{2} – )\d{1,2} [A-Z][a-z]{2}$/);
  const months = (
    await apiRequest(app, {
      method: 'GET',
      url: '/ajax/football-pool/rankings/load-time-period/months',
      tenant: 'tribune-nl',
    })
  ).json<{
    data: { value: string; label: string }[];
  }>().data;
  expect(months[0]?.value).toMatch(/^\d{4}-\d{2}$/);
  expect(months[0]?.label).toMatch(/^[a-z]+ \d{4}$/);
  const total = (
    await apiRequest(app, { method: 'GET', url: '/ajax/football-pool/rankings/load-time-period/total' })
  ).json<{
    data: { value: string; label: string }[];
  }>().data;
  expect(total).toEqual([
    { value: expect.stringMatching(/^\d{4}\/\d{4}$/), label: expect.stringMatching(/^Season \d{4}\/\d{4}$/) },
  ]);
  expect(
    (await apiRequest(app, { method: 'GET', url: '/ajax/football-pool/rankings/load-time-period/years' })).statusCode,
  ).toBe(400);
});
