import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fixtures, matchEvents, matchSimulations, players } from '../../../../src/modules/matchcenter/schema';
import { ManualClock } from '../../../../src/modules/matchcenter/simulator/clock';
import { matchPlanSchema, type MatchPlan } from '../../../../src/modules/matchcenter/simulator/match-plan';
import { createMatchSimulator } from '../../../../src/modules/matchcenter/simulator/match-simulator';
import { createScheduleRepository } from '../../../../src/modules/matchcenter/simulator/schedule-repository';
import { createSimulationsRepository } from '../../../../src/modules/matchcenter/simulator/simulations-repository';
import { apiRequest, buildTestApp } from '../../../helper';

/**
 * MC-12 / MC-13 / MC-04 / MC-14: one match through the API: the match page's fixture, a team's upcoming
 * fixture and the soccer-data service's fixture, for a seeded result, a match still to play and a match
 * played by the simulator with a manual clock. The in-process answer store is off so each request reads
 * the database after the clock moved.
 */

jest.setTimeout(60_000);

const MINUTE = 60_000;
const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ demo: true, env: { PUBLIC_ANSWER_CACHE_SECONDS: '0' } });
}, 60_000);
afterAll(async () => {
  await app.close();
});

interface LineupPlayer {
  playerId: number;
  name: string;
  shirtNumber: number | null;
  position: string;
  positionCode: string;
}
interface SideLineup {
  teamId: number;
  formation: string | null;
  starting: LineupPlayer[];
  bench: LineupPlayer[];
}
interface DetailEvent {
  sequence: number;
  type: string;
  minute: number;
  extraMinute: number | null;
  team: 'home' | 'away';
  teamId: number;
  playerId: number | null;
  playerName: string | null;
  relatedPlayerId: number | null;
  relatedPlayerName: string | null;
  result: string;
}
interface SideStats {
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  fouls: number;
}
interface FixtureDetail {
  id: number;
  status: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamId: number;
  awayTeamId: number;
  homeTeamLogo: string;
  score: string | null;
  date: string;
  dateStr: string;
  hasStarted: boolean;
  time: number | null;
  extraMinute: number | null;
  league: { slug: string; name: string };
  venue: { name: string; city: string };
  events: DetailEvent[];
  timeline: { kind: string; minute: number; team: string | null; sequence: number | null }[];
  lineup: { derived: boolean; home: SideLineup; away: SideLineup } | null;
  stats: { home: SideStats; away: SideStats } | null;
}

async function getFixture(id: number | string, language: 'en' | 'nl' = 'en'): Promise<FixtureDetail> {
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${id}`, language });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: FixtureDetail }>().data;
}

/** The first seeded result with goals on both sides, or the first match still to play. */
async function firstFixture(status: 'finished' | 'scheduled'): Promise<number> {
  const condition =
    status === 'finished'
      ? and(eq(fixtures.status, 'finished'), gt(fixtures.homeScore, 0), gt(fixtures.awayScore, 0))
      : and(eq(fixtures.status, 'scheduled'), gt(fixtures.kickoffAt, new Date()));
  const [row] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .where(condition)
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(1);
  if (!row) throw new Error(`no ${status} fixture`);
  return row.id;
}

function ids(side: SideLineup): number[] {
  return [...side.starting, ...side.bench].map((p) => p.playerId);
}

test('[MC-12] a seeded result: its goals, a timeline, line-ups derived from the squads with the scorers on the pitch, its statistics', async () => {
  const id = await firstFixture('finished');
  const response = await apiRequest(app, { method: 'GET', url: `/ajax/matchcenter/fixture/${id}` });
  expect(response.statusCode).toBe(200);
  // Public, and short-lived: a live match changes every minute.
  expect(response.headers['cache-control']).toBe('public, max-age=0');
  const fixture = response.json<{ data: FixtureDetail }>().data;

  expect(fixture).toMatchObject({ id, status: 'finished', hasStarted: true, time: null, extraMinute: null });
  expect(fixture.league).toEqual({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) });
  expect(fixture.venue.name).toEqual(expect.any(String));
  expect(fixture.homeTeamLogo).toMatch(/^\/assets\/clubs\/[a-z-]+\.png$/);
  const [home, away] = (fixture.score ?? '').split('-').map(Number);
  expect(fixture.events.filter((e) => e.team === 'home')).toHaveLength(home ?? -1);
  expect(fixture.events.filter((e) => e.team === 'away')).toHaveLength(away ?? -1);
  expect(fixture.events.map((e) => e.sequence)).toEqual(fixture.events.map((_, i) => i + 1));
  expect(fixture.events.at(-1)?.result).toBe(fixture.score);
  for (const event of fixture.events) {
    expect(['goal', 'penalty', 'own-goal']).toContain(event.type);
    expect(event.playerName).toEqual(expect.any(String));
  }

  expect(fixture.timeline[0]).toMatchObject({ kind: 'kick-off', minute: 0 });
  expect(fixture.timeline.at(-1)).toMatchObject({ kind: 'full-time', minute: 90 });
  expect(fixture.timeline.filter((m) => m.kind === 'half-time')).toHaveLength(1);
  expect(fixture.timeline.filter((m) => m.kind === 'goal').map((m) => m.sequence)).toEqual(
    fixture.events.map((e) => e.sequence),
  );

  const lineup = fixture.lineup;
  if (!lineup) throw new Error('no line-up');
  expect(lineup.derived).toBe(true);
  for (const side of [lineup.home, lineup.away]) {
    expect(side.starting).toHaveLength(11);
    expect(side.formation).toBe('4-3-3');
    expect(side.starting.filter((p) => p.positionCode === 'GK')).toHaveLength(1);
    expect(side.bench.length).toBeGreaterThanOrEqual(7);
    expect(new Set(ids(side)).size).toBe(ids(side).length);
  }
  expect(lineup.home.teamId).toBe(fixture.homeTeamId);
  // Whoever scored (or put it in his own net) was on the pitch.
  const onPitch = new Set([...lineup.home.starting, ...lineup.away.starting].map((p) => p.playerId));
  for (const event of fixture.events) expect(onPitch.has(event.playerId ?? -1)).toBe(true);
  const homeSquad = await app.db.select({ id: players.id }).from(players).where(eq(players.teamId, fixture.homeTeamId));
  expect(ids(lineup.home).every((p) => homeSquad.some((s) => s.id === p))).toBe(true);

  // Written with the season (demo/football/match-statistics.ts), in line with the score.
  const stats = fixture.stats;
  if (!stats) throw new Error('no statistics');
  expect(stats.home.possession + stats.away.possession).toBe(100);
  expect(stats.home.shotsOnTarget).toBeGreaterThanOrEqual(home ?? 0);
  expect(stats.away.shotsOnTarget).toBeGreaterThanOrEqual(away ?? 0);
  expect(stats.home.shots).toBeGreaterThanOrEqual(stats.home.shotsOnTarget);
  expect(stats.away.shots).toBeGreaterThanOrEqual(stats.away.shotsOnTarget);
  // Derived line-ups are the same on every request.
  expect((await getFixture(id)).lineup).toEqual(lineup);
});

test('[MC-12] every seeded result of a round has line-ups in which its scorers play', async () => {
  const round = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/league/eredivisie/rounds/1' });
  const ids = round.json<{ data: { fixtures: { id: number }[] } }>().data.fixtures.map((f) => f.id);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const fixture = await getFixture(id);
    const lineup = fixture.lineup;
    if (!lineup) throw new Error(`fixture ${id} has no line-up`);
    const starters = new Set([...lineup.home.starting, ...lineup.away.starting].map((p) => p.playerId));
    expect(starters.size).toBe(22);
    for (const event of fixture.events) expect(starters.has(event.playerId ?? -1)).toBe(true);
  }
});

test('[MC-12] a match still to play: no score, events, timeline or line-ups yet; the date in the language asked', async () => {
  const id = await firstFixture('scheduled');
  const fixture = await getFixture(id);
  expect(fixture).toMatchObject({
    status: 'scheduled',
    score: null,
    hasStarted: false,
    events: [],
    timeline: [],
    lineup: null,
    stats: null,
  });
  const dutch = await getFixture(id, 'nl');
  expect(dutch.date).toBe(fixture.date);
});

test('[MC-12] an unknown fixture is a 404 and a malformed id a 400, in the one error shape', async () => {
  for (const url of ['/ajax/matchcenter/fixture/999999', '/api/v1/fixtures/999999']) {
    const response = await apiRequest(app, { method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ data: null, metaData: { message: expect.any(String) } });
  }
  for (const id of ['abc', '0', '-3', '1.5', '99999999999', '1e3x']) {
    for (const url of [
      `/ajax/matchcenter/fixture/${id}`,
      `/api/v1/fixtures/${id}`,
      `/ajax/matchcenter/upcoming-fixture/${id}`,
    ]) {
      const response = await apiRequest(app, { method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ data: null, metaData: { message: expect.any(String) } });
    }
  }
});

test('[MC-04] the upcoming fixture of a team is its next match; an unknown team is a 404', async () => {
  const id = await firstFixture('scheduled');
  const scheduled = await getFixture(id);
  const response = await apiRequest(app, {
    method: 'GET',
    url: `/ajax/matchcenter/upcoming-fixture/${scheduled.homeTeamId}`,
  });
  expect(response.statusCode).toBe(200);
  const upcoming = response.json<{ data: FixtureDetail | null }>().data;
  if (!upcoming) throw new Error('no upcoming fixture');
  expect([upcoming.homeTeamId, upcoming.awayTeamId]).toContain(scheduled.homeTeamId);
  expect(['scheduled', 'live', 'half-time']).toContain(upcoming.status);
  expect(Date.parse(upcoming.date)).toBeLessThanOrEqual(Date.parse(scheduled.date));

  const unknown = await apiRequest(app, { method: 'GET', url: '/ajax/matchcenter/upcoming-fixture/999999' });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json()).toEqual({ data: null, metaData: { message: expect.any(String) } });
});

test('[MC-14] the soccer-data service answers the same fixture in its own shape', async () => {
  const id = await firstFixture('finished');
  const detail = await getFixture(id);
  const response = await apiRequest(app, { method: 'GET', url: `/api/v1/fixtures/${id}` });
  expect(response.statusCode).toBe(200);
  const data = response.json<{
    data: {
      id: number;
      name: string;
      state: string;
      starting_at: string;
      participants: { id: number; meta: { location: string; winner: boolean | null } }[];
      scores: { participant_id: number; score: { goals: number; participant: string }; description: string }[];
      events: { id: number; type: string; participant_id: number; result: string }[];
      lineups: { player_id: number; team_id: number; type: string }[];
      formations: { participant_id: number; formation: string }[];
      statistics: { participant_id: number; location: string; type: string; value: number }[];
    };
  }>().data;
  expect(data).toMatchObject({
    id,
    name: `${detail.homeTeam} vs ${detail.awayTeam}`,
    state: 'finished',
    starting_at: detail.date,
  });
  expect(data.participants.map((p) => [p.id, p.meta.location])).toEqual([
    [detail.homeTeamId, 'home'],
    [detail.awayTeamId, 'away'],
  ]);
  const [home, away] = (detail.score ?? '').split('-').map(Number);
  expect(data.scores.map((s) => [s.participant_id, s.score.goals, s.description])).toEqual([
    [detail.homeTeamId, home, 'CURRENT'],
    [detail.awayTeamId, away, 'CURRENT'],
  ]);
  const homeWins = (home ?? 0) > (away ?? 0);
  const draw = home === away;
  expect(data.participants[0]?.meta.winner).toBe(draw ? null : homeWins);
  expect(data.events.map((e) => [e.id, e.type, e.result])).toEqual(
    detail.events.map((e) => [e.sequence, e.type, e.result]),
  );
  expect(data.lineups.filter((l) => l.type === 'lineup')).toHaveLength(22);
  expect(data.formations).toEqual([
    { participant_id: detail.homeTeamId, location: 'home', formation: '4-3-3' },
    { participant_id: detail.awayTeamId, location: 'away', formation: '4-3-3' },
  ]);
  const stats = detail.stats;
  if (!stats) throw new Error('no statistics');
  expect(data.statistics.filter((s) => s.location === 'home').map((s) => [s.participant_id, s.type, s.value])).toEqual([
    [detail.homeTeamId, 'possession', stats.home.possession],
    [detail.homeTeamId, 'shots', stats.home.shots],
    [detail.homeTeamId, 'shots-on-target', stats.home.shotsOnTarget],
    [detail.homeTeamId, 'corners', stats.home.corners],
    [detail.homeTeamId, 'fouls', stats.home.fouls],
  ]);
  expect(data.statistics.filter((s) => s.location === 'away')).toHaveLength(5);
});

async function storedPlan(fixtureId: number): Promise<MatchPlan> {
  const [row] = await app.db
    .select({ plan: matchSimulations.plan })
    .from(matchSimulations)
    .where(eq(matchSimulations.fixtureId, fixtureId));
  return matchPlanSchema.parse(row?.plan);
}

test('[MC-12][MC-03] a match played by the simulator: its stored events, line-ups and statistics, live and at full time', async () => {
  const start = new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
  const clock = new ManualClock(start);
  const simulator = createMatchSimulator({
    schedule: createScheduleRepository(app.db),
    simulations: createSimulationsRepository(app.db),
    publisher: { publish: async () => true },
    tenants: app.tenants,
    log: silent,
    clock,
  });
  const [row] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
    .where(
      and(eq(fixtures.status, 'scheduled'), gt(fixtures.kickoffAt, new Date()), isNull(matchSimulations.fixtureId)),
    )
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(1);
  if (!row) throw new Error('no scheduled fixture');
  const fixtureId = row.id;
  await app.db
    .update(fixtures)
    .set({ kickoffAt: new Date(start.getTime() + MINUTE) })
    .where(eq(fixtures.id, fixtureId));

  // Into the second half (45 minutes, stoppage, the 15-minute break, then some): live, with what happened so far.
  for (let minute = 1; minute <= 75; minute++) {
    clock.advanceMinutes(1);
    await simulator.tick();
  }
  const plan = await storedPlan(fixtureId);
  const live = await getFixture(fixtureId);
  expect(live.status).toBe('live');
  expect(live.hasStarted).toBe(true);
  expect(live.time).toBeGreaterThan(45);
  const stored = await app.db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.fixtureId, fixtureId))
    .orderBy(asc(matchEvents.sequence));
  expect(live.events.map((e) => [e.sequence, e.minute, e.playerId, e.relatedPlayerId])).toEqual(
    stored.map((e) => [e.sequence, e.minute, e.playerId, e.secondPlayerId]),
  );
  expect(live.timeline.map((m) => m.kind)).toContain('half-time');
  expect(live.timeline.map((m) => m.kind)).not.toContain('full-time');
  expect(live.lineup).toMatchObject({ derived: false });
  expect(live.lineup?.home.starting.map((p) => p.playerId)).toEqual(plan.lineups.home.starting);
  expect(live.lineup?.away.bench.map((p) => p.playerId)).toEqual(plan.lineups.away.bench);
  expect(live.lineup?.home.formation).toMatch(/^\d-\d-\d$/);
  const liveFrame = plan.frames.find(
    (f) => f.phase === 'second-half' && f.minute === live.time && f.stoppageMinute === null,
  );
  expect(live.stats).toEqual(liveFrame?.statistics);

  // Full time: every event of the plan, cards and substitutions too, and the final statistics.
  for (let minute = 0; minute < 80; minute++) {
    clock.advanceMinutes(1);
    await simulator.tick();
  }
  const final = await getFixture(fixtureId);
  const last = plan.frames[plan.frames.length - 1];
  if (!last) throw new Error('empty plan');
  expect(final).toMatchObject({ status: 'finished', score: `${last.homeScore}-${last.awayScore}`, time: null });
  const planned = plan.frames.flatMap((f) => f.events);
  const spelled = (type: string) => type.replace('_', '-');
  expect(final.events.map((e) => [e.sequence, e.type, e.minute, e.extraMinute, e.team, e.result])).toEqual(
    planned.map((e) => [
      e.sequence,
      spelled(e.type),
      e.minute,
      e.stoppageMinute,
      e.side,
      `${e.homeScore}-${e.awayScore}`,
    ]),
  );
  expect(final.events.some((e) => e.type === 'substitution')).toBe(true);
  for (const sub of final.events.filter((e) => e.type === 'substitution')) {
    const side = final.lineup?.[sub.team];
    expect(side?.bench.map((p) => p.playerId)).toContain(sub.playerId);
    expect(side?.starting.map((p) => p.playerId).concat(side.bench.map((p) => p.playerId))).toContain(
      sub.relatedPlayerId,
    );
    expect(sub.playerName).toEqual(expect.any(String));
    expect(sub.relatedPlayerName).toEqual(expect.any(String));
  }
  expect(final.timeline.at(-1)).toMatchObject({ kind: 'full-time' });
  expect(final.timeline.filter((m) => m.sequence !== null)).toHaveLength(planned.length);
  expect(final.stats).toEqual(last.statistics);
});
