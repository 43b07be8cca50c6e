import type { FastifyInstance } from 'fastify';
import { devAdminToken } from '../../../src/config';
import { apiRequest, body, buildTestApp } from '../../helper';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface FixtureItem {
  id: number;
  round: number;
  status: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamId: number;
  awayTeamId: number;
  homeTeamLogo: string;
  awayTeamLogo: string;
  score: string | null;
  date: string;
  dateStr: string;
  hasStarted: boolean;
  events: { type: string; team: 'home' | 'away'; result: string; playerName: string | null; minute: number }[];
}

interface RoundData {
  round: number;
  name: string;
  rounds: number;
  league: { slug: string };
  fixtures: FixtureItem[];
}

async function round(path: string, tenant = 'tribune'): Promise<RoundData> {
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/league/${path}`, tenant });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RoundData }>().data;
}

test('[MC-13] a played round: nine results whose goals add up to the score', async () => {
  const data = await round('eredivisie/rounds/1');
  expect(data).toMatchObject({ round: 1, name: 'Round 1', rounds: 34, league: { slug: 'eredivisie' } });
  expect(data.fixtures).toHaveLength(9);
  for (const fixture of data.fixtures) {
    expect(fixture.status).toBe('finished');
    expect(fixture.hasStarted).toBe(true);
    expect(fixture.score).toMatch(/^\d+-\d+$/);
    expect(fixture.homeTeamLogo).toMatch(/^\/assets\/clubs\/[a-z-]+\.svg$/);
    const [home, away] = (fixture.score ?? '').split('-').map(Number);
    expect(fixture.events.filter((e) => e.team === 'home')).toHaveLength(home ?? -1);
    expect(fixture.events.filter((e) => e.team === 'away')).toHaveLength(away ?? -1);
    if (fixture.events.length > 0) expect(fixture.events[fixture.events.length - 1]?.result).toBe(fixture.score);
    for (const event of fixture.events) {
      expect(['goal', 'penalty', 'own-goal']).toContain(event.type);
      expect(event.playerName).toEqual(expect.any(String));
    }
  }
  const teams = data.fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]);
  expect(new Set(teams).size).toBe(18);
});

test("[MC-14] the current round is this week's, and the league can be named by id", async () => {
  const current = await round('eredivisie/rounds/current');
  expect(current.fixtures).toHaveLength(9);
  expect(current.fixtures.some((f) => f.status !== 'finished')).toBe(true);
  const previous = await round(`72/rounds/${current.round - 1}`);
  expect(previous.fixtures.every((f) => f.status === 'finished')).toBe(true);
  // The season is generated so that about half of it is played.
  expect(current.round).toBeGreaterThanOrEqual(15);
  expect(current.round).toBeLessThanOrEqual(20);
  const later = await round(`eredivisie/rounds/${current.round + 1}`);
  expect(
    later.fixtures.every((f) => f.status === 'scheduled' && f.score === null && !f.hasStarted && f.events.length === 0),
  ).toBe(true);
});

test('[MC-01] unknown leagues and rounds are 404s in the error shape; a malformed round a 400', async () => {
  for (const url of [
    '/ajax/matchcenter/league/premier-league/rounds/1',
    '/ajax/matchcenter/league/eredivisie/rounds/35',
  ]) {
    const response = await apiRequest(app, { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ data: null, metaData: { message: expect.any(String) } });
  }
  const malformed = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/league/eredivisie/rounds/first' });
  expect(malformed.statusCode).toBe(400);
});

test("[PLT-06] fixtures are described in the tenant's language", async () => {
  const english = await round('eredivisie/rounds/1', 'tribune');
  const dutch = await round('eredivisie/rounds/1', 'tribune-nl');
  expect(dutch.name).toBe('Speelronde 1');
  expect(dutch.fixtures.map((f) => f.id)).toEqual(english.fixtures.map((f) => f.id));
  expect(english.fixtures.every((f) => /^(Fri|Sat|Sun)\b/.test(f.dateStr))).toBe(true);
  expect(dutch.fixtures.every((f) => /^(vr|za|zo)\b/.test(f.dateStr))).toBe(true);
});

interface HomepageData {
  fixtures: FixtureItem[];
  upcoming: FixtureItem[];
  latest: FixtureItem[];
  ranking: { teamId: number | null; rows: { position: number; teamId: number; points: number; form: string[] }[] };
}

async function homepage(query = ''): Promise<HomepageData> {
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/homepage${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: HomepageData }>().data;
}

test('[MC-08] the homepage shows two fixtures, the latest results and a five-row ranking window', async () => {
  const data = await homepage();
  expect(data.fixtures).toHaveLength(2);
  expect(data.latest).toHaveLength(2);
  expect(data.latest.every((f) => f.status === 'finished')).toBe(true);
  expect(Date.parse(data.latest[0]?.date ?? '')).toBeGreaterThanOrEqual(Date.parse(data.latest[1]?.date ?? ''));
  expect(data.upcoming.length).toBeGreaterThan(0);
  for (const fixture of data.upcoming)
    expect(fixture.status === 'live' || Date.parse(fixture.date) >= Date.now() - 60_000).toBe(true);
  expect(data.fixtures[0]?.id).toBe(data.upcoming[0]?.id);
  expect(data.ranking.teamId).toBeNull();
  expect(data.ranking.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5]);
  const points = data.ranking.rows.map((r) => r.points);
  expect(points).toEqual([...points].sort((a, b) => b - a));
});

test('[MC-08] [MC-11] with a favourite team: its fixtures and the table rows around it', async () => {
  const { fixtures } = await round('eredivisie/rounds/1');
  const teamId = fixtures[0]?.awayTeamId ?? 0;
  const data = await homepage(`?team=${teamId}`);
  expect(data.ranking.teamId).toBe(teamId);
  expect(data.ranking.rows).toHaveLength(5);
  expect(data.ranking.rows.map((r) => r.teamId)).toContain(teamId);
  const positions = data.ranking.rows.map((r) => r.position);
  expect(positions).toEqual(Array.from({ length: 5 }, (_, i) => (positions[0] ?? 0) + i));
  for (const fixture of [...data.upcoming, ...data.latest])
    expect([fixture.homeTeamId, fixture.awayTeamId]).toContain(teamId);
  const unknownTeam = await homepage('?team=9999');
  expect(unknownTeam.ranking.teamId).toBeNull();
});

test('[MC-03][MC-13] the live matches: every match being played now, of every league, with its league', async () => {
  const live = async () => {
    const response = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/sidebar/live-matches' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=0');
    return body(response)['data'] as { fixtures: (FixtureItem & { league: { slug: string } })[] };
  };
  expect((await live()).fixtures).toEqual([]);

  // One match kicks off (the operator API, as `npm run match -- start next` does).
  const started = await apiRequest(app, {
    method: 'POST',
    url: '/api/admin/fixtures/next/start?speed=1',
    headers: { authorization: `Bearer ${devAdminToken}` },
  });
  expect(started.statusCode).toBe(200);
  const { fixtures } = await live();
  expect(fixtures).toHaveLength(1);
  expect(fixtures[0]).toMatchObject({ status: 'live', hasStarted: true, league: { slug: 'eredivisie' } });
});

test("[MC-13] today's matches: every league's, kicking off today in the leagues' time zone, each with its league", async () => {
  const response = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/today' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=0');
  const data = body(response)['data'] as { date: string; fixtures: (FixtureItem & { league: { slug: string } })[] };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  expect(data.date).toBe(today);
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(iso));
  for (const fixture of data.fixtures) {
    expect(dayOf(fixture.date)).toBe(today);
    expect(['eredivisie', 'keuken-kampioen-divisie']).toContain(fixture.league.slug);
  }
  // The match the previous test kicked off now is one of them, live.
  expect(data.fixtures.some((fixture) => fixture.status === 'live')).toBe(true);
  const kickOffs = data.fixtures.map((fixture) => Date.parse(fixture.date));
  expect(kickOffs).toEqual([...kickOffs].sort((a, b) => a - b));
});
