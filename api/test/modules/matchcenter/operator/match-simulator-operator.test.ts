import type { AddressInfo } from 'node:net';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { runMatchCli } from '../../../../src/cli/match';
import { devAdminToken } from '../../../../src/config';
import { fixtures, leagues, matchEvents } from '../../../../src/modules/matchcenter/schema';
import { body, buildTestApp } from '../../../helper';

/**
 * MC-03: the match operator API (`/api/admin/fixtures…`, admin token as for the tenant operator API)
 * and `npm run match`, against a real API over a fresh PGlite with the demo season.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
let apiUrl: string;

beforeAll(async () => {
  app = await buildTestApp({ demo: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address: AddressInfo | string | null = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}`;
}, 60_000);

afterAll(async () => {
  await app.close();
});

const admin = { authorization: `Bearer ${devAdminToken}` };

interface OperatorFixture {
  id: number;
  status: string;
  time: number | string | null;
  score: string | null;
  kickoffAt: string;
  simulated: boolean;
  simulation: {
    speed: number;
    step: number;
    frames: number;
    leaseOwner: string | null;
    finishedAt: string | null;
  } | null;
}

async function post(url: string) {
  return app.inject({ method: 'POST', url, headers: admin });
}

async function scheduledFixtureIds(count: number): Promise<number[]> {
  const rows = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(and(eq(fixtures.status, 'scheduled'), gt(fixtures.kickoffAt, new Date())))
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(count);
  return rows.map((r) => r.id);
}

test('[MC-03] the operator API needs the admin token', async () => {
  for (const [method, url] of [
    ['GET', '/api/admin/fixtures'],
    ['POST', '/api/admin/fixtures/next/start'],
    ['POST', '/api/admin/fixtures/1/finish'],
  ] as const) {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(401);
    expect(body(response)).toEqual({ data: null, metaData: { message: 'A valid operator token is required.' } });
  }
});

test('[MC-03] list: live matches first, then those to come by kick-off; --live and --upcoming narrow it', async () => {
  const upcoming = await app.inject({
    method: 'GET',
    url: '/api/admin/fixtures?filter=upcoming&limit=5',
    headers: admin,
  });
  expect(upcoming.statusCode).toBe(200);
  expect(upcoming.headers['cache-control']).toBe('no-store');
  const list = upcoming.json<{ data: OperatorFixture[] }>().data;
  expect(list).toHaveLength(5);
  expect(list.every((f) => f.status === 'scheduled' && f.simulated && f.time === null && f.score === null)).toBe(true);
  const kickoffs = list.map((f) => f.kickoffAt);
  expect([...kickoffs].sort()).toEqual(kickoffs);

  const bad = await app.inject({ method: 'GET', url: '/api/admin/fixtures?filter=soon&limit=0', headers: admin });
  expect(bad.statusCode).toBe(400);
  expect(body(bad)).toMatchObject({
    data: null,
    metaData: { errors: { filter: expect.any(Array), limit: expect.any(Array) } },
  });
});

test('[MC-03] start now at a speed, change the speed, finish: the fixture and its state after each', async () => {
  const [fixtureId] = await scheduledFixtureIds(1);
  if (fixtureId === undefined) throw new Error('no scheduled fixture');
  const before = Date.now();

  const started = await post(`/api/admin/fixtures/${fixtureId}/start?speed=60`);
  expect(started.statusCode).toBe(200);
  const live = started.json<{ data: OperatorFixture }>().data;
  expect(live).toMatchObject({
    id: fixtureId,
    status: 'live',
    time: 1,
    score: '0-0',
    simulation: { speed: 60, step: 1, leaseOwner: app.matchSimulator.owner, finishedAt: null },
  });
  // It kicked off now: the prediction game locks at the real kick-off.
  expect(Date.parse(live.kickoffAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(live.kickoffAt)).toBeLessThanOrEqual(Date.now());

  const listed = await app.inject({ method: 'GET', url: '/api/admin/fixtures?filter=live', headers: admin });
  expect(listed.json<{ data: OperatorFixture[] }>().data.map((f) => f.id)).toContain(fixtureId);

  const faster = await post(`/api/admin/fixtures/${fixtureId}/start?speed=120`);
  expect(faster.statusCode).toBe(200);
  expect(faster.json<{ data: OperatorFixture }>().data).toMatchObject({ status: 'live', simulation: { speed: 120 } });

  const finished = await post(`/api/admin/fixtures/${fixtureId}/finish`);
  expect(finished.statusCode).toBe(200);
  const done = finished.json<{ data: OperatorFixture }>().data;
  expect(done).toMatchObject({ status: 'finished', time: 90, simulation: { leaseOwner: null } });
  expect(done.score).toMatch(/^\d+-\d+$/);
  expect(done.simulation?.step).toBe(done.simulation?.frames);

  // Finishing again answers the same; starting a finished match is refused.
  const again = await post(`/api/admin/fixtures/${fixtureId}/finish`);
  expect(again.statusCode).toBe(200);
  expect(again.json<{ data: OperatorFixture }>().data.score).toBe(done.score);
  const restart = await post(`/api/admin/fixtures/${fixtureId}/start`);
  expect(restart.statusCode).toBe(409);
  expect(body(restart)).toEqual({
    data: null,
    metaData: { message: 'This match cannot be played: it is finished, postponed or cancelled.' },
  });
});

test('[MC-03] finish a match that has not started: it is played in full at once', async () => {
  const [, fixtureId] = await scheduledFixtureIds(2);
  if (fixtureId === undefined) throw new Error('no scheduled fixture');
  const response = await post(`/api/admin/fixtures/${fixtureId}/finish`);
  expect(response.statusCode).toBe(200);
  expect(response.json<{ data: OperatorFixture }>().data).toMatchObject({ id: fixtureId, status: 'finished' });
  const events = await app.db.select().from(matchEvents).where(eq(matchEvents.fixtureId, fixtureId));
  expect(events.length).toBeGreaterThan(0);
});

test('[MC-03] bad input: a malformed id or speed is 400, an unknown fixture 404, in the one error shape', async () => {
  for (const url of [
    '/api/admin/fixtures/abc/start',
    '/api/admin/fixtures/-1/start',
    '/api/admin/fixtures/0/finish',
    '/api/admin/fixtures/next/finish',
    '/api/admin/fixtures/99999999999/finish',
    '/api/admin/fixtures/next/start?speed=0',
    '/api/admin/fixtures/next/start?speed=fast',
    '/api/admin/fixtures/next/start?speed=100000',
  ]) {
    const response = await post(url);
    expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    expect(body(response)).toMatchObject({
      data: null,
      metaData: { message: expect.any(String), errors: expect.any(Object) },
    });
  }
  for (const url of ['/api/admin/fixtures/999999/start', '/api/admin/fixtures/999999/finish']) {
    const response = await post(url);
    expect(response.statusCode).toBe(404);
    expect(body(response)).toEqual({ data: null, metaData: { message: 'Unknown fixture.' } });
  }
  // A league from a data provider (no generation time) is not the simulator's to play.
  const [scheduled] = await scheduledFixtureIds(1);
  // The fixture's own league (the demo has two).
  const [league] = await app.db
    .select({ id: leagues.id, generatedAt: leagues.generatedAt })
    .from(leagues)
    .innerJoin(fixtures, eq(fixtures.leagueId, leagues.id))
    .where(eq(fixtures.id, scheduled ?? -1));
  if (scheduled === undefined || !league) throw new Error('demo data missing');
  await app.db.update(leagues).set({ generatedAt: null }).where(eq(leagues.id, league.id));
  try {
    const refused = await post(`/api/admin/fixtures/${scheduled}/start`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toEqual({
      data: null,
      metaData: { message: 'This match comes from a data provider, not from the simulator.' },
    });
  } finally {
    await app.db.update(leagues).set({ generatedAt: league.generatedAt }).where(eq(leagues.id, league.id));
  }
  const dutch = await app.inject({
    method: 'POST',
    url: '/api/admin/fixtures/999999/finish',
    headers: { ...admin, 'accept-language': 'nl' },
  });
  expect(body(dutch)).toEqual({ data: null, metaData: { message: 'Onbekende wedstrijd.' } });
});

async function run(args: string[], adminToken = devAdminToken): Promise<string> {
  const lines: string[] = [];
  await runMatchCli(args, { apiUrl, adminToken }, (line) => lines.push(line));
  return lines.join('\n');
}

test('[MC-03] npm run match: list, start next at a speed, finish, each printing the fixture id and its state', async () => {
  const upcoming = await run(['list', '--upcoming', '--limit', '3']);
  const lines = upcoming.split('\n');
  expect(lines).toHaveLength(3);
  for (const line of lines) expect(line).toMatch(/^\d{6}\s+scheduled\s+\S.* - .*\(round \d+, kick-off \S+\)$/);
  const nextId = Number(lines[0]?.split(/\s+/)[0]);

  const started = await run(['start', 'next', '--speed', '60']);
  expect(started).toMatch(new RegExp(`^${nextId}\\s+live\\s+1'\\s+.+ 0-0 .+\\(round \\d+, kick-off \\S+, ×60\\)$`));
  expect(await run(['list', '--live'])).toContain(`${nextId} `);

  const finished = await run(['finish', String(nextId)]);
  expect(finished).toMatch(
    new RegExp(`^${nextId}\\s+finished\\s+90'\\s+.+ \\d+-\\d+ .+\\(round \\d+, kick-off \\S+\\)$`),
  );
});

test('[MC-03] npm run match reports the API’s errors and bad usage', async () => {
  await expect(run(['finish', '999999'])).rejects.toThrow('404: Unknown fixture.');
  await expect(run(['start', 'abc'])).rejects.toThrow(/^400: /);
  await expect(run(['start', 'next', '--speed', '0'])).rejects.toThrow(/400: [\s\S]*speed/);
  await expect(run(['list'], 'wrong-token')).rejects.toThrow('401: A valid operator token is required.');
  await expect(run(['start'])).rejects.toThrow(/Usage:/);
  await expect(run(['list', '--soon'])).rejects.toThrow(/Unknown option --soon/);
  await expect(run(['frobnicate'])).rejects.toThrow(/Usage:/);
});
