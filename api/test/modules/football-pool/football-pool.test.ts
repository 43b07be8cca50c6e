import type { FastifyInstance } from 'fastify';
import { pointsFor } from '../../../src/modules/football-pool/settlement/scoring';
import { weekStartOf } from '../../../src/lib/league-time';
import { apiRequest, body, buildTestApp, loginToken } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface Game {
  id: number;
  status: 'active' | 'live' | 'finished';
  date: string;
  week_start: string;
  matchData: { homeTeam: { name: string; logo: string }; awayTeam: { name: string }; draw: { name: string } };
  odds: { home_win: number; draw: number; away_win: number };
  result: string | null;
  userPrediction: { bet: string; result: string | null; points: number | null } | null;
}

interface Week {
  games: Game[];
  week: { start: string; end: string; previous: string | null; next: string | null };
}

async function predictions(query: string, options: { tenant?: string; token?: string } = {}): Promise<Week> {
  const response = await apiRequest(app, { method: 'GET', url: `/api/v2/predictions?${query}`, ...options });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Week }>().data;
}

test("[FP-01] this week's games by default, with odds and states; guests have no prediction", async () => {
  const { games, week } = await predictions('for=predict');
  expect(week.start).toBe(weekStartOf(new Date()));
  expect(week.end > week.start).toBe(true);
  expect(week.previous).not.toBeNull();
  expect(week.next).not.toBeNull();
  expect(games).toHaveLength(9);
  for (const game of games) {
    expect(game.week_start).toBe(week.start);
    expect(['active', 'live', 'finished']).toContain(game.status);
    if (game.status === 'active') expect(Date.parse(game.date)).toBeGreaterThan(Date.now());
    if (game.status === 'finished') expect(game.result).toMatch(/^\d+:\d+$/);
    expect(game.userPrediction).toBeNull();
    for (const odds of Object.values(game.odds)) expect(odds).toBeGreaterThan(1);
    // A 5 % margin: the implied probabilities add up to a little over one.
    const overround = 1 / game.odds.home_win + 1 / game.odds.draw + 1 / game.odds.away_win;
    expect(overround).toBeGreaterThan(1.02);
    expect(overround).toBeLessThan(1.09);
    expect(game.matchData.draw.name).toBe('Draw');
    expect(game.matchData.homeTeam.logo).toMatch(/^\/assets\/clubs\//);
  }
});

test('[FP-01] history lists only games that have kicked off; any day selects its week', async () => {
  const history = await predictions('for=history');
  expect(history.games.length).toBeGreaterThan(0);
  expect(history.games.every((g) => g.status !== 'active')).toBe(true);
  expect(history.week.start < weekStartOf(new Date())).toBe(true);
  const wednesday = new Date(`${history.week.start}T12:00:00Z`);
  wednesday.setUTCDate(wednesday.getUTCDate() + 2);
  const sameWeek = await predictions(`for=predict&week_start=${wednesday.toISOString().slice(0, 10)}`);
  expect(sameWeek.week.start).toBe(history.week.start);
  expect(sameWeek.games.map((g) => g.id)).toEqual(history.games.map((g) => g.id));
});

test('[FP-01] a logged-in user sees their own predictions and their points on finished games', async () => {
  const token = await loginToken(app, { login: 'TerraceTalk' });
  let week = (await predictions('for=predict', { token })).week.previous;
  let found: Game | undefined;
  for (let i = 0; i < 8 && week !== null && found === undefined; i++) {
    const data = await predictions(`for=history&week_start=${week}`, { token });
    found = data.games.find((g) => g.userPrediction !== null);
    week = data.week.previous;
  }
  if (!found?.userPrediction) throw new Error('the demo fan has no predictions');
  expect(['home_win', 'draw', 'away_win']).toContain(found.userPrediction.bet);
  expect(found.userPrediction.result).toBe(found.result);
  const [home = 0, away = 0] = (found.result ?? '').split(':').map(Number);
  const bet =
    found.userPrediction.bet === 'home_win' ? 'home_win' : found.userPrediction.bet === 'draw' ? 'draw' : 'away_win';
  // Settled by the pool's own settlement: round(10 × odds) on whole cents (scoring.ts), 0 when wrong.
  expect(found.userPrediction.points).toBe(pointsFor(bet, found.odds[bet], home, away));
});

test('[PLT-01] each tenant has its own games; a malformed week is a 400', async () => {
  const english = await predictions('for=predict');
  const dutch = await predictions('for=predict', { tenant: 'tribune-nl' });
  expect(dutch.games).toHaveLength(english.games.length);
  const englishIds = new Set(english.games.map((g) => g.id));
  expect(dutch.games.some((g) => englishIds.has(g.id))).toBe(false);
  expect(dutch.games[0]?.matchData.draw.name).toBe('Gelijkspel');
  const malformed = await apiRequest(app, {
    method: 'GET',
    url: '/api/v2/predictions?for=predict&week_start=2026-13-45',
  });
  expect(malformed.statusCode).toBe(400);
  expect(body(malformed)['data']).toBeNull();
  const wrongFor = await apiRequest(app, { method: 'GET', url: '/api/v2/predictions?for=everything' });
  expect(wrongFor.statusCode).toBe(400);
});
