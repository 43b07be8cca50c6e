import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../../../src/config';
import type { Database } from '../../../../src/db/client';
import { createDemoFootballProvider } from '../../../../src/modules/matchcenter/provider/demo-football-provider';
import {
  ProviderError,
  type FootballDataProvider,
} from '../../../../src/modules/matchcenter/provider/football-data-provider';
import {
  createFootballDataSync,
  SyncConflictError,
} from '../../../../src/modules/matchcenter/provider/football-data-sync';
import { createSportmonksProvider } from '../../../../src/modules/matchcenter/provider/sportmonks-provider';
import { fixtureEvents, fixtures, leagues, players, teams } from '../../../../src/modules/matchcenter/schema';
import { apiRequest, buildTestApp } from '../../../helper';

/*
 * The SportMonks adapter against recorded answers (test/fixtures/sportmonks/) served by a local HTTP
 * server on 127.0.0.1: the network edge. Nothing here reaches the internet.
 */

const TOKEN = 'test-sportmonks-token';
const SEASON_ID = 25597;
const LIVE_FIXTURE = 19400009;

/** The sync as the provider plugin makes it: its writes in one transaction of `db`. */
function syncInto(db: Database, provider: FootballDataProvider) {
  return createFootballDataSync({ runInTransaction: (work) => db.transaction(work), provider });
}

function recorded(name: string): string {
  return readFileSync(path.join(__dirname, '../../../fixtures', 'sportmonks', name), 'utf8');
}

interface Scripted {
  status: number;
  body: string;
  /** Answer this late (a timeout test never gets it). */
  delayMs?: number;
  headers?: Record<string, string>;
}

interface SeenRequest {
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
}

/** A SportMonks stand-in: the recorded answers by path, with scripted answers taking their turn first. */
class SportmonksEdge {
  readonly requests: SeenRequest[] = [];
  private readonly scripts = new Map<string, Scripted[]>();
  private readonly server: Server;
  url = '';

  constructor() {
    this.server = createServer((request, response) => this.answer(request, response));
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.url = `http://127.0.0.1:${port}/v3/football`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next answers for a path (with its query, `page=2` style, when given), in order. */
  script(key: string, answers: Scripted[]): void {
    this.scripts.set(key, [...(this.scripts.get(key) ?? []), ...answers]);
  }

  reset(): void {
    this.scripts.clear();
    this.requests.length = 0;
  }

  seen(pathname: string): SeenRequest[] {
    return this.requests.filter((r) => r.path === pathname);
  }

  private answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const pathname = url.pathname.replace(/^\/v3\/football/, '');
    this.requests.push({ path: pathname, query: url.searchParams, authorization: request.headers.authorization });
    const send = ({ status, body, delayMs, headers }: Scripted) => {
      const write = () => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(body);
      };
      if (delayMs === undefined) write();
      else setTimeout(write, delayMs).unref();
    };
    if (request.headers.authorization !== TOKEN) {
      send({ status: 401, body: JSON.stringify({ message: 'Unauthenticated.' }) });
      return;
    }
    const page = url.searchParams.get('page');
    for (const key of [`${pathname}?page=${page ?? ''}`, pathname]) {
      const queued = this.scripts.get(key);
      const next = queued?.shift();
      if (next) {
        send(next);
        return;
      }
    }
    const file = this.recordedFor(pathname, url.searchParams);
    if (file === undefined) send({ status: 404, body: JSON.stringify({ message: 'No result(s) found.' }) });
    else send({ status: 200, body: recorded(file) });
  }

  private recordedFor(pathname: string, query: URLSearchParams): string | undefined {
    if (pathname === '/leagues/72') return 'league-72.json';
    if (pathname === `/teams/seasons/${SEASON_ID}`) return 'teams-season-25597.json';
    if (pathname === '/fixtures' && query.get('filters') === `fixtureSeasons:${SEASON_ID}`) {
      return `fixtures-season-25597-page-${query.get('page') ?? '1'}.json`;
    }
    if (pathname.startsWith('/fixtures/between/')) return 'fixtures-between-live.json';
    return undefined;
  }
}

const edge = new SportmonksEdge();

function sportmonks(overrides: Partial<Parameters<typeof createSportmonksProvider>[0]> = {}): FootballDataProvider {
  return createSportmonksProvider({
    baseUrl: edge.url,
    token: TOKEN,
    timeoutMs: 2000,
    backoffMs: 10,
    maxBackoffMs: 2000,
    leagueIds: [72],
    ...overrides,
  });
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ProviderError) return error;
    throw error;
  }
  throw new Error('expected a ProviderError');
}

/** Every football row, to show a failed sync changed nothing. */
async function footballRows(db: Database) {
  return {
    leagues: await db
      .select({ id: leagues.id, slug: leagues.slug, season: leagues.season, generatedAt: leagues.generatedAt })
      .from(leagues)
      .orderBy(asc(leagues.id)),
    teams: await db.select().from(teams).orderBy(asc(teams.id)),
    players: await db.select().from(players).orderBy(asc(players.id)),
    fixtures: await db.select().from(fixtures).orderBy(asc(fixtures.id)),
    goals: await db.select().from(fixtureEvents).orderBy(asc(fixtureEvents.id)),
  };
}

interface RoundView {
  round: number;
  rounds: number;
  league: { slug: string; name: string };
  fixtures: {
    id: number;
    status: string;
    homeTeam: string;
    awayTeam: string;
    score: string | null;
    events: { type: string; team: 'home' | 'away'; result: string; playerName: string | null; minute: number }[];
  }[];
}

async function round(app: FastifyInstance, which: string): Promise<RoundView> {
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/league/eredivisie/rounds/${which}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: RoundView }>().data;
}

beforeAll(async () => {
  await edge.start();
});

afterAll(async () => {
  await edge.stop();
});

beforeEach(() => {
  edge.reset();
});

describe('the SportMonks adapter', () => {
  test('[MC-14] maps a recorded season: their ids, clubs with squads, rounds, states, scores and goals', async () => {
    const season = await sportmonks().season(72);

    expect(season.league).toEqual({
      id: 72,
      slug: 'eredivisie',
      name: 'Eredivisie',
      country: 'Netherlands',
      season: '2025/2026',
    });
    expect(season.generatedAt).toBeNull();
    expect(season.teams.map((t) => t.id)).toEqual([944, 2394, 2905, 1653]);
    expect(season.teams[0]).toMatchObject({
      id: 944,
      leagueId: 72,
      slug: 'psv',
      name: 'PSV',
      code: 'PSV',
      stadium: 'Philips Stadion',
      city: 'Eindhoven',
      founded: 1913,
      logoPath: 'https://cdn.sportmonks.com/images/soccer/teams/16/944.png',
      attack: null,
    });
    expect(season.players).toHaveLength(16);
    expect(season.players.find((p) => p.id === 37401004)).toEqual({
      id: 37401004,
      teamId: 944,
      firstName: 'Sem',
      lastName: 'Overduin',
      commonName: 'S. Overduin',
      displayName: 'Sem Overduin',
      nationality: 'Netherlands',
      position: 'Attacker',
      shirtNumber: 9,
      dateOfBirth: '1998-10-30',
      imagePath: 'https://cdn.sportmonks.com/images/soccer/players/12/37401004.png',
    });
    // Position "Unknown" (28) is listed with the midfielders.
    expect(season.players.find((p) => p.id === 37404004)?.position).toBe('Midfielder');

    // Both pages of the season's fixtures were read.
    expect(season.fixtures).toHaveLength(12);
    expect(edge.seen('/fixtures').map((r) => r.query.get('page'))).toEqual(['1', '2']);
    expect(new Set(season.fixtures.map((f) => f.round))).toEqual(new Set([1, 2, 3, 4, 5, 6]));

    const opener = season.fixtures.find((f) => f.id === 19400001);
    expect(opener).toMatchObject({
      leagueId: 72,
      season: '2025/2026',
      round: 1,
      homeTeamId: 944,
      awayTeamId: 2394,
      kickoffAt: new Date('2025-08-09T18:45:00Z'),
      status: 'finished',
      minute: null,
      homeScore: 2,
      awayScore: 1,
    });
    // Goals only (the yellow card and the missed penalty are not), with the score after each.
    expect(opener?.goals).toEqual([
      expect.objectContaining({
        type: 'goal',
        minute: 23,
        extraMinute: null,
        teamId: 944,
        playerId: 37401004,
        homeScore: 1,
        awayScore: 0,
      }),
      expect.objectContaining({
        type: 'goal',
        minute: 58,
        teamId: 2394,
        playerId: 37402004,
        homeScore: 1,
        awayScore: 1,
      }),
      expect.objectContaining({ type: 'penalty', minute: 90, extraMinute: 3, teamId: 944, homeScore: 2, awayScore: 1 }),
    ]);
    // An own goal by an AZ defender counts for Ajax, the home side.
    const ownGoal = season.fixtures.find((f) => f.id === 19400002)?.goals[1];
    expect(ownGoal).toMatchObject({ type: 'own-goal', teamId: 2905, playerId: 37404002, homeScore: 1, awayScore: 1 });

    expect(season.fixtures.find((f) => f.id === LIVE_FIXTURE)).toMatchObject({
      status: 'live',
      minute: 67,
      homeScore: 1,
      awayScore: 1,
    });
    expect(season.fixtures.find((f) => f.id === 19400010)).toMatchObject({
      status: 'scheduled',
      homeScore: null,
      awayScore: null,
      goals: [],
    });
    // A state the adapter does not know (PENDING) is not guessed.
    expect(season.fixtures.find((f) => f.id === 19400012)?.status).toBeNull();

    // The token travels in the Authorization header, never in the URL.
    expect(edge.requests.every((r) => r.authorization === TOKEN && !r.query.has('api_token'))).toBe(true);
    expect(edge.seen('/leagues/72')[0]?.query.get('include')).toBe('currentSeason;country');
  });

  test('[MC-14] a 429 is retried after a back-off, then the answer is used', async () => {
    edge.script('/leagues/72', [
      { status: 429, body: recorded('rate-limited.json') },
      { status: 429, body: recorded('rate-limited.json'), headers: { 'retry-after': '0' } },
    ]);
    const season = await sportmonks().season(72);
    expect(season.league.id).toBe(72);
    expect(edge.seen('/leagues/72')).toHaveLength(3);
  });

  test('[MC-14] rate limiting beyond the bounded retries fails the call, without waiting out the hour', async () => {
    const limited = { status: 429, body: recorded('rate-limited.json') };
    edge.script('/leagues/72', [limited, limited, limited]);
    const error = await rejection(sportmonks({ maxRetries: 2 }).season(72));
    expect(error.kind).toBe('rate-limited');
    expect(edge.seen('/leagues/72')).toHaveLength(3);

    // The limit resets in an hour: no retry at all.
    edge.reset();
    const hourly = JSON.stringify({ message: 'Rate limit', rate_limit: { resets_in_seconds: 3400, remaining: 0 } });
    edge.script('/leagues/72', [{ status: 429, body: hourly }]);
    const started = Date.now();
    expect((await rejection(sportmonks().season(72))).kind).toBe('rate-limited');
    expect(edge.seen('/leagues/72')).toHaveLength(1);
    // Not even the first back-off (the limit resets in 3,400 s).
    expect(Date.now() - started).toBeLessThan(3000);
  });

  test('[MC-14] an answer that does not come in time fails with a timeout', async () => {
    edge.script('/leagues/72', [{ status: 200, body: recorded('league-72.json'), delayMs: 10_000 }]);
    const started = Date.now();
    const error = await rejection(sportmonks({ timeoutMs: 200 }).season(72));
    expect(error.kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('[MC-14] malformed answers, errors and a wrong token are refused with a typed error', async () => {
    edge.script('/fixtures?page=2', [{ status: 200, body: recorded('fixtures-season-25597-malformed.json') }]);
    const malformed = await rejection(sportmonks().season(72));
    expect(malformed.kind).toBe('malformed');
    expect(malformed.message).toMatch(/participants/);

    edge.script('/leagues/72', [{ status: 200, body: '<html>502 Bad Gateway</html>' }]);
    expect((await rejection(sportmonks().season(72))).kind).toBe('malformed');

    edge.script('/leagues/72', [{ status: 500, body: JSON.stringify({ message: 'Server Error' }) }]);
    expect((await rejection(sportmonks().season(72))).kind).toBe('unavailable');

    expect((await rejection(sportmonks({ token: 'wrong' }).season(72))).kind).toBe('unauthorized');
    expect((await rejection(sportmonks().season(73))).kind).toBe('not-found');
  });

  test('[MC-14] fixture updates of a window: the live score and minute, only inside the window', async () => {
    const window = { from: new Date('2025-09-06T18:00:00Z'), to: new Date('2025-09-06T23:00:00Z') };
    const updates = await sportmonks().fixtureUpdates(window);
    const [between] = edge.seen('/fixtures/between/2025-09-06/2025-09-06');
    expect(between?.query.get('filters')).toBe('fixtureLeagues:72');
    expect(updates.find((f) => f.id === LIVE_FIXTURE)).toMatchObject({
      status: 'live',
      minute: 84,
      homeScore: 2,
      awayScore: 1,
      season: '2025/2026',
    });
    expect(updates.find((f) => f.id === 19400010)).toMatchObject({ status: 'half-time', homeScore: 0, awayScore: 0 });
    expect(updates.every((f) => f.kickoffAt >= window.from && f.kickoffAt < window.to)).toBe(true);
  });
});

describe('the sync into our tables', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // Answers straight from the tables: the in-memory answer cache would hide a change for 5 s.
    app = await buildTestApp({ env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } });
  }, 60_000);

  afterAll(async () => {
    await app.close();
  });

  test('[MC-14] a failed or malformed first import writes nothing', async () => {
    const sync = syncInto(app.db, sportmonks());
    const before = await footballRows(app.db);
    edge.script('/fixtures?page=2', [{ status: 200, body: recorded('fixtures-season-25597-malformed.json') }]);
    await expect(sync.syncSeason(72)).rejects.toThrow(ProviderError);
    edge.script('/teams/seasons/25597', [
      { status: 503, body: '{}' },
      { status: 503, body: '{}' },
    ]);
    await expect(syncInto(app.db, sportmonks({ maxRetries: 1 })).syncSeason(72)).rejects.toThrow(ProviderError);
    expect(await footballRows(app.db)).toEqual(before);
    expect(
      (await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/league/eredivisie/rounds/current' })).statusCode,
    ).toBe(404);
  });

  test('[MC-14] a season imported from SportMonks is what the round endpoint shows, and a second run changes nothing', async () => {
    const sync = syncInto(app.db, sportmonks());
    const first = await sync.syncSeason(72);
    expect(first).toEqual({ leagueId: 72, teams: 4, players: 16, fixtures: 12, goals: 17, droppedFixtures: 0 });

    const current = await round(app, 'current');
    expect(current).toMatchObject({ round: 5, rounds: 6, league: { slug: 'eredivisie', name: 'Eredivisie' } });
    expect(current.fixtures.map((f) => [f.id, f.homeTeam, f.awayTeam, f.status, f.score])).toEqual([
      [LIVE_FIXTURE, 'PSV', 'AZ', 'live', '1-1'],
      [19400010, 'Ajax', 'Feyenoord', 'scheduled', null],
    ]);
    const opener = (await round(app, '1')).fixtures.find((f) => f.id === 19400001);
    expect(opener).toMatchObject({ status: 'finished', score: '2-1' });
    expect(opener?.events).toEqual([
      expect.objectContaining({ type: 'goal', team: 'home', result: '1-0', playerName: 'S. Overduin', minute: 23 }),
      expect.objectContaining({ type: 'goal', team: 'away', result: '1-1', playerName: 'N. Wildeboer', minute: 58 }),
      expect.objectContaining({ type: 'penalty', team: 'home', result: '2-1', playerName: 'S. Overduin', minute: 90 }),
    ]);
    // A scorer who is in no squad is shown without a name.
    const unknownScorer = (await round(app, '2')).fixtures.find((f) => f.id === 19400004)?.events[2];
    expect(unknownScorer).toMatchObject({ team: 'away', result: '2-1', playerName: null });
    // The unknown state of a new fixture is stored as scheduled.
    const [pending] = await app.db.select().from(fixtures).where(eq(fixtures.id, 19400012));
    expect(pending?.status).toBe('scheduled');

    const afterFirst = await footballRows(app.db);
    expect(afterFirst.leagues).toEqual([{ id: 72, slug: 'eredivisie', season: '2025/2026', generatedAt: null }]);
    const second = await sync.syncSeason(72);
    expect(second).toEqual(first);
    // Same rows, and not one rewritten (updated_at unchanged).
    expect(await footballRows(app.db)).toEqual(afterFirst);
  });

  test('[MC-14] live updates of the window change the stored score, minute and goals', async () => {
    const sync = syncInto(app.db, sportmonks());
    const window = { from: new Date('2025-09-06T18:00:00Z'), to: new Date('2025-09-06T23:00:00Z') };
    const result = await sync.syncFixtureUpdates(window);
    // Two matches changed and one goal came; the fixture we do not store yet waits for the season sync.
    expect(result).toEqual({ fixtures: 2, goals: 1, ignored: 1 });

    const [live] = await app.db.select().from(fixtures).where(eq(fixtures.id, LIVE_FIXTURE));
    expect(live).toMatchObject({ status: 'live', minute: 84, homeScore: 2, awayScore: 1, round: 5 });
    const current = await round(app, 'current');
    expect(current.fixtures.map((f) => [f.status, f.score])).toEqual([
      ['live', '2-1'],
      ['half-time', '0-0'],
    ]);
    expect(current.fixtures[0]?.events.at(-1)).toMatchObject({ team: 'home', result: '2-1', minute: 83 });

    const afterUpdate = await footballRows(app.db);
    expect(await sync.syncFixtureUpdates(window)).toEqual({ fixtures: 0, goals: 0, ignored: 1 });
    expect(await footballRows(app.db)).toEqual(afterUpdate);
  });

  test('[MC-14] a malformed or failing answer later leaves the imported tables as they were', async () => {
    const sync = syncInto(app.db, sportmonks({ maxRetries: 0 }));
    const before = await footballRows(app.db);
    edge.script('/fixtures?page=2', [{ status: 200, body: recorded('fixtures-season-25597-malformed.json') }]);
    await expect(sync.syncSeason(72)).rejects.toMatchObject({ kind: 'malformed' });
    edge.script('/fixtures/between/2025-09-06/2025-09-06', [{ status: 200, body: '{"data": [{"id": "x"}]}' }]);
    await expect(
      sync.syncFixtureUpdates({ from: new Date('2025-09-06T18:00:00Z'), to: new Date('2025-09-06T23:00:00Z') }),
    ).rejects.toMatchObject({ kind: 'malformed' });
    edge.script('/leagues/72', [{ status: 429, body: recorded('rate-limited.json') }]);
    await expect(sync.syncSeason(72)).rejects.toMatchObject({ kind: 'rate-limited' });
    expect(await footballRows(app.db)).toEqual(before);
  });
});

describe('the built-in demo provider', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ demo: true });
  }, 120_000);

  afterAll(async () => {
    await app.close();
  });

  test('[MC-14] serves the very season the seed stored, so syncing it changes nothing', async () => {
    const before = await footballRows(app.db);
    const provider = createDemoFootballProvider({ db: app.db });
    expect(provider.leagueIds).toEqual([72, 74]);
    const season = await provider.season(72);
    expect(season.generatedAt).toEqual(before.leagues.find((l) => l.id === 72)?.generatedAt);
    expect(season.fixtures.map((f) => f.id)).toEqual(before.fixtures.filter((f) => f.leagueId === 72).map((f) => f.id));

    const sync = syncInto(app.db, provider);
    for (const leagueId of provider.leagueIds) {
      const result = await sync.syncSeason(leagueId);
      expect(result.skipped).toBeUndefined();
    }
    expect(await footballRows(app.db)).toEqual(before);

    // Live updates come from our tables, where the simulator writes them.
    const firstRound = before.fixtures.filter((f) => f.leagueId === 72 && f.round === 1);
    const from = new Date(Math.min(...firstRound.map((f) => f.kickoffAt.getTime())));
    const to = new Date(from.getTime() + 4 * 86_400_000);
    const updates = await provider.fixtureUpdates({ from, to });
    const inWindow = before.fixtures.filter((f) => f.kickoffAt >= from && f.kickoffAt < to);
    expect(updates.map((f) => f.id)).toEqual(expect.arrayContaining(firstRound.map((f) => f.id)));
    expect(updates.map((f) => f.id).sort()).toEqual(inWindow.map((f) => f.id).sort());
    expect(
      updates.every((f) => f.status === 'finished' && f.goals.length === (f.homeScore ?? 0) + (f.awayScore ?? 0)),
    ).toBe(true);
  }, 60_000);

  test('[MC-14] a real provider never overwrites the demo league', async () => {
    const before = await footballRows(app.db);
    const result = await syncInto(app.db, sportmonks()).syncSeason(72);
    expect(result).toMatchObject({ leagueId: 72, skipped: 'demo-league', fixtures: 0 });
    expect(await footballRows(app.db)).toEqual(before);
  });

  test('[MC-14] a provider whose ids collide with demo rows is refused as a whole', async () => {
    const before = await footballRows(app.db);
    const [demoClub] = before.teams.filter((team) => team.leagueId === 74);
    if (!demoClub) throw new Error('the demo has a second league');
    // Any source can implement the interface; this one reuses a demo club's id in another league.
    const clashing: FootballDataProvider = {
      name: 'clashing',
      leagueIds: [999],
      season: async () => ({
        league: { id: 999, slug: 'other-league', name: 'Other League', country: 'Nowhere', season: '2025/2026' },
        teams: [{ ...demoClub, leagueId: 999, slug: 'other-club' }],
        players: [],
        fixtures: [],
        generatedAt: null,
      }),
      fixtureUpdates: async () => [],
    };
    await expect(syncInto(app.db, clashing).syncSeason(999)).rejects.toThrow(SyncConflictError);
    expect(await footballRows(app.db)).toEqual(before);
  });
});

describe('the provider switch', () => {
  test('[MC-14] without a token the demo provider stays the source and nothing is imported', async () => {
    const app = await buildTestApp();
    try {
      expect(app.footballDataSync).toBeNull();
      expect(app.config.sportmonks).toMatchObject({
        url: 'https://api.sportmonks.com/v3/football',
        leagueIds: [72],
        syncIntervalMs: 60_000,
      });
      expect(edge.requests).toHaveLength(0);
    } finally {
      await app.close();
    }
  }, 60_000);

  test('[MC-14] with SPORTMONKS_TOKEN the API imports at start, keeps running on failures, and stops at close', async () => {
    // The first run fails (SportMonks down); the next one, an interval later, imports.
    edge.script('/leagues/72', [{ status: 500, body: JSON.stringify({ message: 'Server Error' }) }]);
    const app = await buildTestApp({
      env: {
        SPORTMONKS_TOKEN: TOKEN,
        SPORTMONKS_URL: edge.url,
        SPORTMONKS_LEAGUE_IDS: '72',
        SPORTMONKS_SYNC_INTERVAL_SECONDS: '5',
      },
    });
    try {
      const loop = app.footballDataSync;
      if (loop === null) throw new Error('the sync loop should run with a token');
      await loop.waitForRuns(1);
      expect(
        (await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/league/eredivisie/rounds/current' }))
          .statusCode,
      ).toBe(404);
      await loop.waitForRuns(2);
      expect((await round(app, 'current')).fixtures).toHaveLength(2);
    } finally {
      await app.close();
    }
    const requestsAtClose = edge.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(edge.requests).toHaveLength(requestsAtClose);
  }, 60_000);

  test('[MC-14] closing the API aborts a SportMonks call in flight instead of waiting for it', async () => {
    edge.script('/leagues/72', [{ status: 200, body: recorded('league-72.json'), delayMs: 20_000 }]);
    const app = await buildTestApp({
      env: { SPORTMONKS_TOKEN: TOKEN, SPORTMONKS_URL: edge.url, SPORTMONKS_TIMEOUT_MS: '20000' },
    });
    for (let waited = 0; edge.seen('/leagues/72').length === 0 && waited < 10_000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(edge.seen('/leagues/72')).toHaveLength(1);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 60_000);

  test('[MC-14] the SportMonks settings are checked at boot', () => {
    expect(loadConfig({ SPORTMONKS_TOKEN: 't', SPORTMONKS_LEAGUE_IDS: '72,74' }).sportmonks).toMatchObject({
      token: 't',
      leagueIds: [72, 74],
      seasonSyncIntervalMs: 360 * 60_000,
      timeoutMs: 10_000,
    });
    expect(() => loadConfig({ SPORTMONKS_LEAGUE_IDS: 'eredivisie' })).toThrow(/SPORTMONKS_LEAGUE_IDS/);
    expect(() => loadConfig({ SPORTMONKS_URL: 'ftp://example.test' })).toThrow(/SPORTMONKS_URL/);
    expect(() => loadConfig({ SPORTMONKS_SYNC_INTERVAL_SECONDS: '1' })).toThrow(/SPORTMONKS_SYNC_INTERVAL_SECONDS/);
  });
});
