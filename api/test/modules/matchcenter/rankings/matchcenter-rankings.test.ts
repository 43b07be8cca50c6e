import type { FastifyInstance } from 'fastify';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { fixtureEvents, fixtures, leagues, teams } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, body, buildTestApp } from '../../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface RankingRow {
  position: number;
  teamId: number;
  team: string;
  logo: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  form: string[];
}

interface RankingsData {
  league: { id: number; slug: string; name: string; season: string };
  leagues: { slug: string; name: string }[];
  seasonRankings: { id: string; rankingName: string; teamRankings: RankingRow[] }[];
  breadcrumbActiveItemText: string;
}

interface Scorer {
  position: number;
  playerId: number;
  playerCommonName: string;
  playerImage: string | null;
  teamId: number;
  teamName: string;
  goals: number;
  penalties: number;
}

interface RoundFixture {
  id: number;
  round: number;
  status: string;
  homeTeamId: number;
  awayTeamId: number;
  homeTeam: string;
  awayTeam: string;
  homeTeamLogo: string;
  awayTeamLogo: string;
  score: string | null;
  date: string;
  hasStarted: boolean;
}

interface LeagueRound {
  round: number;
  name: string;
  state: 'upcoming' | 'playing' | 'finished';
  isCurrent: boolean;
  startsAt: string;
  endsAt: string;
  fixtures: RoundFixture[];
}

async function get<T>(url: string, tenant = 'tribune'): Promise<T> {
  const response = await apiRequest(app, { method: 'GET', url, tenant });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json<{ data: T }>().data;
}

function checkTable(rows: RankingRow[], teamCount: number): void {
  expect(rows).toHaveLength(teamCount);
  expect(rows.map((r) => r.position)).toEqual(Array.from({ length: teamCount }, (_, i) => i + 1));
  for (const row of rows) {
    expect(row.played).toBe(row.won + row.drawn + row.lost);
    expect(row.points).toBe(3 * row.won + row.drawn);
    expect(row.goalDifference).toBe(row.goalsFor - row.goalsAgainst);
    expect(row.form.length).toBe(Math.min(5, row.played));
    expect(row.logo).toMatch(/^\/assets\/clubs\/[a-z-]+\.png$/);
  }
  for (let i = 1; i < rows.length; i++) {
    const [above, below] = [rows[i - 1], rows[i]];
    if (!above || !below) continue;
    expect(above.points * 1000 + above.goalDifference).toBeGreaterThanOrEqual(
      below.points * 1000 + below.goalDifference,
    );
  }
  const goalsFor = rows.reduce((sum, r) => sum + r.goalsFor, 0);
  expect(rows.reduce((sum, r) => sum + r.goalsAgainst, 0)).toBe(goalsFor);
}

test('[MC-09] the Eredivisie ranking: grouped season rankings with one table of 18, and the league buttons', async () => {
  const data = await get<RankingsData>('/ajax/matchcenter/rankings/league/eredivisie');
  expect(data.league).toMatchObject({ id: 72, slug: 'eredivisie', name: 'Eredivisie' });
  expect(data.leagues.map((l) => l.slug)).toEqual(['eredivisie', 'keuken-kampioen-divisie']);
  expect(data.seasonRankings).toHaveLength(1);
  const [season] = data.seasonRankings;
  expect(season).toMatchObject({ id: 'season', rankingName: `Eredivisie ${data.league.season}` });
  checkTable(season?.teamRankings ?? [], 18);
  // About half the season is played when the demo starts.
  expect(season?.teamRankings.every((r) => r.played >= 14 && r.played <= 18)).toBe(true);
  expect(data.breadcrumbActiveItemText).toBe('Eredivisie table');

  const dutch = await get<RankingsData>('/ajax/matchcenter/rankings/league/72', 'tribune-nl');
  expect(dutch.breadcrumbActiveItemText).toBe('Stand Eredivisie');
  expect(dutch.seasonRankings[0]?.teamRankings).toEqual(season?.teamRankings);
});

test('[MC-09] the Keuken Kampioen Divisie: 20 clubs, and a table for each period that has begun', async () => {
  const data = await get<RankingsData>('/ajax/matchcenter/rankings/league/keuken-kampioen-divisie');
  expect(data.league).toMatchObject({ id: 74, name: 'Keuken Kampioen Divisie' });
  expect(data.leagues.map((l) => l.slug)).toEqual(['eredivisie', 'keuken-kampioen-divisie']);
  // Round 19 is this week's: periods 1 (rounds 1–9) and 2 (10–19) have begun, 3 and 4 have not.
  expect(data.seasonRankings.map((g) => [g.id, g.rankingName])).toEqual([
    ['season', `Keuken Kampioen Divisie ${data.league.season}`],
    ['period-1', 'Period 1'],
    ['period-2', 'Period 2'],
  ]);
  for (const group of data.seasonRankings) checkTable(group.teamRankings, 20);
  const [season, first, second] = data.seasonRankings;
  // Every club plays each round: nine period-1 matches each; the season adds the periods up.
  expect(first?.teamRankings.every((r) => r.played === 9)).toBe(true);
  for (const row of season?.teamRankings ?? []) {
    const inFirst = first?.teamRankings.find((r) => r.teamId === row.teamId);
    const inSecond = second?.teamRankings.find((r) => r.teamId === row.teamId);
    expect(row.points).toBe((inFirst?.points ?? 0) + (inSecond?.points ?? 0));
  }
  const clubs = (season?.teamRankings ?? []).map((r) => r.team);
  expect(clubs).toEqual(expect.arrayContaining(['Vitesse', 'Roda JC Kerkrade', 'Jong PSV', 'FC Volendam']));
  const dutch = await get<RankingsData>('/ajax/matchcenter/rankings/league/keuken-kampioen-divisie', 'tribune-nl');
  expect(dutch.seasonRankings.map((g) => g.rankingName).slice(1)).toEqual(['Periode 1', 'Periode 2']);
});

test('[MC-01] the top 10 scorers come from the goals of the league, own goals excluded', async () => {
  for (const [slug, leagueId] of [
    ['eredivisie', 72],
    ['keuken-kampioen-divisie', 74],
  ] as const) {
    const { scorers } = await get<{ scorers: Scorer[] }>(`/ajax/matchcenter/top-scorers/league/${slug}`);
    expect(scorers).toHaveLength(10);
    for (let i = 1; i < scorers.length; i++) {
      expect(scorers[i - 1]?.goals).toBeGreaterThanOrEqual(scorers[i]?.goals ?? 0);
      expect(scorers[i - 1]?.position).toBeLessThanOrEqual(scorers[i]?.position ?? 0);
    }
    expect(scorers[0]?.position).toBe(1);
    const leagueTeams = await app.db.select({ id: teams.id }).from(teams).where(eq(teams.leagueId, leagueId));
    const teamIds = new Set(leagueTeams.map((t) => t.id));
    for (const scorer of scorers) {
      expect(teamIds.has(scorer.teamId)).toBe(true);
      expect(scorer.playerCommonName).toEqual(expect.any(String));
      expect(scorer.penalties).toBeLessThanOrEqual(scorer.goals);
      const [counted] = await app.db
        .select({ n: count() })
        .from(fixtureEvents)
        .innerJoin(fixtures, eq(fixtures.id, fixtureEvents.fixtureId))
        .where(
          and(
            eq(fixtures.leagueId, leagueId),
            eq(fixtureEvents.playerId, scorer.playerId),
            ne(fixtureEvents.type, 'own-goal'),
          ),
        );
      expect(counted?.n).toBe(scorer.goals);
    }
  }
});

test('[MC-01] "All rounds": every round of the season with its fixtures, named in the tenant\'s language', async () => {
  const all = await get<{
    name: string;
    currentRound: number;
    rounds: { round: number; name: string; fixtures: { id: number; round: number; status: string }[] }[];
  }>('/ajax/matchcenter/league/eredivisie/rounds/all');
  expect(all.name).toBe('All rounds');
  expect(all.rounds.map((r) => r.round)).toEqual(Array.from({ length: 34 }, (_, i) => i + 1));
  for (const round of all.rounds) {
    expect(round.name).toBe(`Round ${round.round}`);
    expect(round.fixtures).toHaveLength(9);
    expect(round.fixtures.every((f) => f.round === round.round)).toBe(true);
  }
  const current = await get<{ round: number }>('/ajax/matchcenter/league/eredivisie/rounds/current');
  expect(all.currentRound).toBe(current.round);

  const dutch = await get<{ name: string; rounds: { name: string; fixtures: unknown[] }[] }>(
    '/ajax/matchcenter/league/keuken-kampioen-divisie/rounds/all',
    'tribune-nl',
  );
  expect(dutch.name).toBe('Alle speelrondes');
  expect(dutch.rounds).toHaveLength(38);
  expect(dutch.rounds[0]?.name).toBe('Speelronde 1');
  expect(dutch.rounds.every((r) => r.fixtures.length === 10)).toBe(true);
});

test('[MC-14] the soccer-data service lists the rounds with their state', async () => {
  const data = await get<{ currentRound: number; rounds: LeagueRound[] }>('/api/v1/leagues/eredivisie/rounds');
  expect(data.rounds).toHaveLength(34);
  expect(data.rounds.filter((r) => r.isCurrent).map((r) => r.round)).toEqual([data.currentRound]);
  for (const round of data.rounds) {
    expect(round.fixtures).toHaveLength(9);
    expect(Date.parse(round.startsAt)).toBeLessThanOrEqual(Date.parse(round.endsAt));
    if (round.round < data.currentRound) expect(round.state).toBe('finished');
    if (round.round > data.currentRound) expect(round.state).toBe('upcoming');
  }
  expect(['playing', 'upcoming']).toContain(data.rounds.find((r) => r.isCurrent)?.state);
  const kkd = await get<{ rounds: LeagueRound[] }>('/api/v1/leagues/keuken-kampioen-divisie/rounds', 'tribune-nl');
  expect(kkd.rounds).toHaveLength(38);
  expect(kkd.rounds[4]).toMatchObject({ name: 'Speelronde 5', state: 'finished' });
  expect(kkd.rounds[4]?.fixtures).toHaveLength(10);
});

test('[MC-14] each soccer-data round has its name and fixtures (spec 000 §3), the season read in one query', async () => {
  // A URL of its own, so the answer is read from the database and not from the in-process answer store.
  const url = '/api/v1/leagues/eredivisie/rounds?tenant_id=tribune';
  const select = jest.spyOn(app.db, 'select');
  let data: { currentRound: number; rounds: LeagueRound[] };
  try {
    data = await get<{ currentRound: number; rounds: LeagueRound[] }>(url);
    // The tenant, the league, the season's fixtures, their goals and the current round: a handful of
    // reads for the 34 rounds, never one per round.
    expect(select).toHaveBeenCalled();
    expect(select.mock.calls.length).toBeLessThanOrEqual(8);
  } finally {
    select.mockRestore();
  }
  expect(data.rounds).toHaveLength(34);
  const ids = data.rounds.flatMap((round) => round.fixtures.map((fixture) => fixture.id));
  expect(new Set(ids).size).toBe(306);
  for (const round of data.rounds) {
    expect(round.name).toBe(`Round ${round.round}`);
    expect(round.fixtures.every((fixture) => fixture.round === round.round)).toBe(true);
    const kickoffs = round.fixtures.map((fixture) => Date.parse(fixture.date));
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    expect(round.startsAt).toBe(round.fixtures[0]?.date);
    expect(Date.parse(round.endsAt)).toBe(Math.max(...kickoffs));
    for (const fixture of round.fixtures) {
      expect(fixture.homeTeamId).not.toBe(fixture.awayTeamId);
      expect(fixture.homeTeam).toEqual(expect.any(String));
      expect(fixture.homeTeamLogo).toMatch(/^\/assets\/clubs\/[a-z-]+\.png$/);
      expect(fixture.awayTeamLogo).toMatch(/^\/assets\/clubs\/[a-z-]+\.png$/);
      // A score once the match has started, none before.
      expect(fixture.score === null).toBe(!fixture.hasStarted);
    }
    if (round.state === 'finished') expect(round.fixtures.every((f) => f.status === 'finished')).toBe(true);
    if (round.state === 'upcoming') expect(round.fixtures.every((f) => !f.hasStarted)).toBe(true);
  }
  // The same fixtures, in the same shape, as the match centre's "All rounds".
  const all = await get<{ rounds: { round: number; fixtures: RoundFixture[] }[] }>(
    '/ajax/matchcenter/league/eredivisie/rounds/all',
  );
  expect(data.rounds.map((round) => round.fixtures)).toEqual(all.rounds.map((round) => round.fixtures));
});

test('[MC-01] a league without matches yet: a table of zeros, no scorers, no rounds', async () => {
  await app.db
    .insert(leagues)
    .values({ id: 9001, slug: 'test-cup', name: 'Test Cup', country: 'Netherlands', season: '2026/2027' });
  await app.db.insert(teams).values(
    [1, 2].map((n) => ({
      id: 9000 + n,
      leagueId: 9001,
      slug: `test-cup-${n}`,
      name: `Club ${n}`,
      shortName: `Club ${n}`,
      code: `C${n}`,
      city: 'Utrecht',
      stadium: 'Park',
      primaryColor: '#000000',
      secondaryColor: '#ffffff',
      logoPath: `/assets/clubs/club-${n}.svg`,
    })),
  );
  try {
    const ranking = await get<RankingsData>('/ajax/matchcenter/rankings/league/test-cup');
    expect(ranking.seasonRankings).toHaveLength(1);
    expect(ranking.seasonRankings[0]?.teamRankings.map((r) => [r.position, r.played, r.points])).toEqual([
      [1, 0, 0],
      [2, 0, 0],
    ]);
    expect(ranking.leagues.map((l) => l.slug)).toEqual(['eredivisie', 'keuken-kampioen-divisie', 'test-cup']);
    expect(await get('/ajax/matchcenter/top-scorers/league/test-cup')).toMatchObject({ scorers: [] });
    expect(await get('/api/v1/leagues/test-cup/rounds')).toMatchObject({ rounds: [] });
    expect(await get('/ajax/matchcenter/league/test-cup/rounds/all')).toMatchObject({ rounds: [] });
  } finally {
    await app.db.delete(teams).where(inArray(teams.id, [9001, 9002]));
    await app.db.delete(leagues).where(eq(leagues.id, 9001));
  }
});

test('[MC-01] an unknown league is a 404 and a malformed one a 400, in the error shape', async () => {
  const paths = [
    (league: string) => `/ajax/matchcenter/rankings/league/${league}`,
    (league: string) => `/ajax/matchcenter/top-scorers/league/${league}`,
    (league: string) => `/ajax/matchcenter/league/${league}/rounds/all`,
    (league: string) => `/api/v1/leagues/${league}/rounds`,
  ];
  for (const path of paths) {
    for (const league of ['premier-league', '999']) {
      const response = await apiRequest(app, { method: 'GET', url: path(league) });
      expect({ url: path(league), status: response.statusCode }).toEqual({ url: path(league), status: 404 });
      expect(body(response)).toEqual({ data: null, metaData: { message: 'The requested resource was not found.' } });
    }
    for (const league of ['eredivisie%20', 'ere_divisie', 'x'.repeat(65), '%3Cscript%3E']) {
      const response = await apiRequest(app, { method: 'GET', url: path(league) });
      expect({ url: path(league), status: response.statusCode }).toEqual({ url: path(league), status: 400 });
      expect(body(response)).toMatchObject({ data: null, metaData: { message: expect.any(String) } });
    }
  }
  for (const round of ['0', 'first', '-1', '1.5']) {
    const response = await apiRequest(app, {
      method: 'GET',
      url: `/ajax/matchcenter/league/eredivisie/rounds/${round}`,
    });
    expect({ round, status: response.statusCode }).toEqual({ round, status: 400 });
  }
  const beyond = await apiRequest(app, {
    method: 'GET',
    url: '/ajax/matchcenter/league/keuken-kampioen-divisie/rounds/39',
  });
  expect(beyond.statusCode).toBe(404);
});

test('[MC-01] the ranking answers are public: an ETag, public Cache-Control, and 304 when unchanged', async () => {
  for (const url of [
    '/ajax/matchcenter/rankings/league/eredivisie',
    '/ajax/matchcenter/top-scorers/league/eredivisie',
    '/ajax/matchcenter/league/eredivisie/rounds/all',
    '/api/v1/leagues/eredivisie/rounds',
  ]) {
    const first = await apiRequest(app, { method: 'GET', url });
    expect(first.headers['cache-control']).toBe('public, max-age=15, stale-while-revalidate=60');
    const etag = first.headers['etag'];
    expect(typeof etag).toBe('string');
    const again = await apiRequest(app, { method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
  }
});
