import type { FastifyInstance } from 'fastify';
import { apiRequest, body, buildTestApp } from '../../../helper';

/** MC-07, MC-13: the team page's calls against a fresh PGlite with the demo season. */

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
}, 60_000);

afterAll(async () => {
  await app.close();
});

interface WireFixture {
  id: number;
  status: string;
  homeTeamId: number;
  awayTeamId: number;
  score: string | null;
  date: string;
  hasStarted: boolean;
}

async function get(url: string, language: 'en' | 'nl' = 'en') {
  return apiRequest(app, { method: 'GET', url, language });
}

const notFound = { data: null, metaData: { message: 'The requested resource was not found.' } };

test('[MC-07] club information by id and by slug', async () => {
  const byId = await get('/api/v2/matchcenter/teams/3');
  expect(byId.statusCode).toBe(200);
  expect(body(byId)['data']).toEqual({
    id: 3,
    slug: 'ajax',
    name: 'AFC Ajax',
    shortName: 'Ajax',
    code: 'AJA',
    logo: '/assets/clubs/ajax.png',
    city: 'Amsterdam',
    stadium: 'Johan Cruijff ArenA',
    founded: 1900,
    coach: expect.any(String),
    colours: { primary: '#c8102e', secondary: '#ffffff' },
    league: { id: 72, slug: 'eredivisie', name: 'Eredivisie', season: expect.stringMatching(/^\d{4}\/\d{4}$/) },
    squad: expect.any(Array),
  });
  const bySlug = await get('/api/v2/matchcenter/teams/ajax');
  expect(bySlug.statusCode).toBe(200);
  expect(bySlug.json()).toEqual(byId.json());
  // League data: the same public answer for every visitor.
  expect(byId.headers['cache-control']).toMatch(/^public/);
});

test('[MC-10] the club comes with its squad: sportMonksId, commonName, imagePath and position as the spec words them', async () => {
  const response = await get('/api/v2/matchcenter/teams/3');
  expect(response.statusCode).toBe(200);
  const { squad } = response.json<{
    data: { squad: { sportMonksId: number; commonName: string; imagePath: string | null; position: string }[] };
  }>().data;
  expect(squad).toHaveLength(22);
  for (const player of squad) {
    expect(player).toMatchObject({
      sportMonksId: expect.any(Number),
      commonName: expect.any(String),
      imagePath: expect.any(String),
    });
    expect(['Defender', 'Goalkeeper', 'Midfielder', 'Attacker']).toContain(player.position);
  }
  const count = (position: string) => squad.filter((p) => p.position === position).length;
  expect(['Goalkeeper', 'Defender', 'Midfielder', 'Attacker'].map(count)).toEqual([3, 7, 7, 5]);
  // The same players the team page's squad lists, in the same shape.
  const grouped = await get('/ajax/matchcenter/team/3/squad');
  const groups = grouped.json<{ data: { groups: { players: { sportMonksId: number }[] }[] } }>().data.groups;
  expect(squad.map((p) => p.sportMonksId).sort((a, b) => a - b)).toEqual(
    groups.flatMap((g) => g.players.map((p) => p.sportMonksId)).sort((a, b) => a - b),
  );
  // The Dutch site gets the same words: they are the data's, not the interface's.
  expect((await get('/api/v2/matchcenter/teams/ajax', 'nl')).json()).toEqual(response.json());
});

test('[MC-07] an unknown club is a 404 and a malformed one a 400, in the error shape', async () => {
  for (const url of ['/api/v2/matchcenter/teams/9999', '/api/v2/matchcenter/teams/no-such-club']) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual(notFound);
  }
  for (const url of [
    '/api/v2/matchcenter/teams/0',
    '/api/v2/matchcenter/teams/-3',
    '/api/v2/matchcenter/teams/3.5',
    '/api/v2/matchcenter/teams/Ajax%20Amsterdam',
    '/api/v2/matchcenter/teams/99999999999',
    '/ajax/matchcenter/team/%3Cscript%3E/fixtures',
    '/ajax/matchcenter/team/1e3/squad',
    '/api/v1/widgets/team/__proto__/league/eredivisie',
  ]) {
    const response = await get(url);
    expect([url, response.statusCode]).toEqual([url, 400]);
    expect(body(response)['data']).toBeNull();
    expect(body(response)['metaData']).toEqual(expect.objectContaining({ message: expect.any(String) }));
  }
});

interface Widget {
  team: { id: number; name: string };
  position: { position: number; teamId: number; played: number; points: number; form: string[] };
  form: { result: 'W' | 'D' | 'L'; fixture: WireFixture }[];
  nextMatch: WireFixture | null;
}

test('[MC-07] the club widget: information, league position, the last five with their matches, the next match', async () => {
  const response = await get('/api/v1/widgets/team/3/league/eredivisie');
  expect(response.statusCode).toBe(200);
  const widget = response.json<{ data: Widget }>().data;
  expect(widget.team).toMatchObject({ id: 3, name: 'AFC Ajax' });
  expect(widget.position.teamId).toBe(3);
  expect(widget.position.position).toBeGreaterThanOrEqual(1);
  expect(widget.position.position).toBeLessThanOrEqual(18);
  expect(widget.position.played).toBeGreaterThanOrEqual(5);

  // The same position as the league table has (computed once from the same results).
  const table = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/homepage?team=3' });
  const rows = table.json<{ data: { ranking: { rows: { teamId: number; position: number }[] } } }>().data.ranking.rows;
  expect(rows.find((r) => r.teamId === 3)?.position).toBe(widget.position.position);

  expect(widget.form).toHaveLength(5);
  expect(widget.form.map((f) => f.result)).toEqual(widget.position.form);
  const kickOffs = widget.form.map((f) => Date.parse(f.fixture.date));
  expect(kickOffs).toEqual([...kickOffs].sort((a, b) => a - b));
  for (const { result, fixture } of widget.form) {
    expect(fixture.status).toBe('finished');
    expect([fixture.homeTeamId, fixture.awayTeamId]).toContain(3);
    const [home, away] = (fixture.score ?? '').split('-').map(Number);
    const [own, other] = fixture.homeTeamId === 3 ? [home, away] : [away, home];
    expect(result).toBe(own === other ? 'D' : (own ?? 0) > (other ?? 0) ? 'W' : 'L');
  }

  expect(widget.nextMatch).not.toBeNull();
  expect([widget.nextMatch?.homeTeamId, widget.nextMatch?.awayTeamId]).toContain(3);
  expect(['scheduled', 'live', 'half-time']).toContain(widget.nextMatch?.status);
  expect(Date.parse(widget.nextMatch?.date ?? '')).toBeGreaterThan(kickOffs[kickOffs.length - 1] ?? 0);
});

test('[MC-07] the club widget: a club in a league it does not play in, or an unknown league, is a 404', async () => {
  for (const url of ['/api/v1/widgets/team/3/league/eerste-divisie-x', '/api/v1/widgets/team/9999/league/eredivisie']) {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual(notFound);
  }
});

test('[MC-13] the team fixtures: to come in kick-off order, results most recent first, the whole season', async () => {
  const response = await get('/ajax/matchcenter/team/ajax/fixtures');
  expect(response.statusCode).toBe(200);
  const data = response.json<{
    data: { teamId: number; league: { slug: string }; fixtures: WireFixture[]; results: WireFixture[] };
  }>().data;
  expect(data.teamId).toBe(3);
  expect(data.league.slug).toBe('eredivisie');
  // A double round-robin of 18 clubs: 34 matches each.
  expect(data.fixtures.length + data.results.length).toBe(34);
  expect(data.results.length).toBeGreaterThan(10);
  expect(data.fixtures.length).toBeGreaterThan(10);
  for (const f of [...data.fixtures, ...data.results]) expect([f.homeTeamId, f.awayTeamId]).toContain(3);
  expect(data.results.every((f) => f.status === 'finished' && f.hasStarted && /^\d+-\d+$/.test(f.score ?? ''))).toBe(
    true,
  );
  expect(data.fixtures.every((f) => f.status !== 'finished' && f.status !== 'cancelled')).toBe(true);
  const upcoming = data.fixtures.map((f) => Date.parse(f.date));
  expect(upcoming).toEqual([...upcoming].sort((a, b) => a - b));
  const played = data.results.map((f) => Date.parse(f.date));
  expect(played).toEqual([...played].sort((a, b) => b - a));
  expect(played[0] ?? 0).toBeLessThan(upcoming[0] ?? 0);

  const unknown = await get('/ajax/matchcenter/team/9999/fixtures');
  expect(unknown.statusCode).toBe(404);
  expect(body(unknown)).toEqual(notFound);
});

test('[MC-13] the team fixtures speak the tenant language in their dates', async () => {
  const en = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/team/3/fixtures', tenant: 'tribune' });
  const nl = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/team/3/fixtures', tenant: 'tribune-nl' });
  const first = (r: typeof en) => r.json<{ data: { results: { dateStr: string }[] } }>().data.results[0]?.dateStr;
  expect(first(en)).not.toEqual(first(nl));
});

interface SquadGroup {
  position: string;
  players: {
    id: number;
    sportMonksId: number;
    commonName: string;
    position: string;
    positionCode: string;
    shirtNumber: number | null;
  }[];
}

test('[MC-13] the squad by position: GK, DEF, MF, ST, each by shirt number', async () => {
  const response = await get('/ajax/matchcenter/team/3/squad');
  expect(response.statusCode).toBe(200);
  const { teamId, groups } = response.json<{ data: { teamId: number; groups: SquadGroup[] } }>().data;
  expect(teamId).toBe(3);
  expect(groups.map((g) => g.position)).toEqual(['GK', 'DEF', 'MF', 'ST']);
  expect(groups.map((g) => g.players.length)).toEqual([3, 7, 7, 5]);
  const names = { GK: 'Goalkeeper', DEF: 'Defender', MF: 'Midfielder', ST: 'Attacker' } as Record<string, string>;
  for (const group of groups) {
    for (const player of group.players) {
      expect(player.positionCode).toBe(group.position);
      expect(player.position).toBe(names[group.position]);
      expect(player.sportMonksId).toBe(player.id);
      expect(Math.floor(player.id / 100)).toBe(3);
    }
    const numbers = group.players.map((p) => p.shirtNumber ?? 0);
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  }
  const unknown = await get('/ajax/matchcenter/team/no-such-club/squad');
  expect(unknown.statusCode).toBe(404);
  expect(body(unknown)).toEqual(notFound);
});

test('[MC-13] an unknown tenant is a 404 here too', async () => {
  const response = await apiRequest(app, { method: 'GET', url: '/api/v2/matchcenter/teams/3', tenant: 'nobody' });
  expect(response.statusCode).toBe(404);
  expect(body(response)['data']).toBeNull();
});
