import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createMatchcenterRepository } from '../../../../src/modules/matchcenter/matchcenter-repository';
import {
  fixtureEvents,
  fixtures,
  matchEvents,
  matchSimulations,
  matchStatistics,
} from '../../../../src/modules/matchcenter/schema';
import { ManualClock } from '../../../../src/modules/matchcenter/simulator/clock';
import type { MatchFinishedEvent } from '../../../../src/modules/matchcenter/simulator/domain-events';
import { liveFixturePayload, matchEventPayload } from '../../../../src/modules/matchcenter/simulator/live-events';
import {
  createMatchSimulator,
  type MatchSimulator,
} from '../../../../src/modules/matchcenter/simulator/match-simulator';
import { matchPlanSchema, type MatchPlan } from '../../../../src/modules/matchcenter/simulator/match-plan';
import { createScheduleRepository } from '../../../../src/modules/matchcenter/simulator/schedule-repository';
import { createSimulationsRepository } from '../../../../src/modules/matchcenter/simulator/simulations-repository';
import { computeTopScorers } from '../../../../src/modules/matchcenter/rankings/top-scorers';
import { apiRequest, buildTestApp } from '../../../helper';
import { apps, eventually, record, type RealtimeHarness, startRealtimeApp, subscribed } from '../../realtime/harness';

/**
 * MC-03 / MC-12: the live-match simulator against a real PGlite with the demo season, publishing
 * through the real embedded real-time server to real pusher-js clients. Time is a ManualClock moved by
 * the test, which calls `tick()`: nothing here waits for match time to pass (only for events that are
 * already published to arrive over the loopback socket).
 */

jest.setTimeout(60_000);

const MINUTE = 60_000;
const silent = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

let rt: RealtimeHarness;
let app: FastifyInstance;
beforeAll(async () => {
  rt = await startRealtimeApp({ demo: true });
  app = rt.app;
}, 60_000);
afterEach(() => rt.cleanup());
afterAll(() => rt.close());

function simulator(
  clock: ManualClock,
  options: {
    owner?: string;
    leaseMs?: number;
    automatic?: boolean;
    onDataChanged?: (tenantIds: string[]) => void;
  } = {},
): MatchSimulator {
  return createMatchSimulator({
    schedule: createScheduleRepository(app.db),
    simulations: createSimulationsRepository(app.db),
    publisher: app.realtime,
    tenants: app.tenants,
    log: silent,
    clock,
    ...options,
  });
}

/** The clock's start: a whole minute, so kick-offs fall on ticks. */
function wholeMinuteNow(): Date {
  return new Date(Math.ceil(Date.now() / MINUTE) * MINUTE);
}

/**
 * A scheduled fixture nobody has simulated, moved to kick off at `kickoffAt` (as the start rule
 * would), so each test plays its own match at a known time.
 */
async function fixtureKickingOffAt(kickoffAt: Date): Promise<number> {
  const [row] = await app.db
    .select({ id: fixtures.id })
    .from(fixtures)
    .leftJoin(matchSimulations, eq(matchSimulations.fixtureId, fixtures.id))
    .where(
      and(eq(fixtures.status, 'scheduled'), gt(fixtures.kickoffAt, new Date()), isNull(matchSimulations.fixtureId)),
    )
    .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
    .limit(1);
  if (!row) throw new Error('no scheduled fixture left');
  await app.db.update(fixtures).set({ kickoffAt }).where(eq(fixtures.id, row.id));
  return row.id;
}

async function fixtureRow(id: number) {
  const [row] = await app.db.select().from(fixtures).where(eq(fixtures.id, id));
  if (!row) throw new Error(`fixture ${id} missing`);
  return row;
}

async function storedPlan(id: number): Promise<MatchPlan> {
  const [row] = await app.db
    .select({ plan: matchSimulations.plan })
    .from(matchSimulations)
    .where(eq(matchSimulations.fixtureId, id));
  return matchPlanSchema.parse(row?.plan);
}

async function listen(fixtureId: number, key: string = apps.tribune.key) {
  const client = await rt.connectedClient({ key });
  const channel = client.subscribe(`fixture-${fixtureId}`);
  await subscribed(channel);
  return record(channel);
}

/** Moves the clock a minute at a time, ticking after each, until the match is over. */
async function playToFullTime(clock: ManualClock, sims: MatchSimulator[], fixtureId: number): Promise<number> {
  for (let minute = 1; minute <= 130; minute++) {
    clock.advanceMinutes(1);
    await Promise.all(sims.map((sim) => sim.tick()));
    if ((await fixtureRow(fixtureId)).status === 'finished') return minute;
  }
  throw new Error(`fixture ${fixtureId} did not finish`);
}

test('[MC-03][MC-12] a match is played minute by minute from its kick-off: stored, and published to the tenants that run the match centre', async () => {
  const start = wholeMinuteNow();
  const clock = new ManualClock(start);
  const sim = simulator(clock);
  const finished: MatchFinishedEvent[] = [];
  const fixtureId = await fixtureKickingOffAt(new Date(start.getTime() + MINUTE));
  // This match's only: on a match day the demo's own matches are being played (and finish) meanwhile.
  sim.events.on('matchFinished', (event) => {
    if (event.fixtureId === fixtureId) finished.push(event);
  });
  const before = await fixtureRow(fixtureId);
  const matchcenter = createMatchcenterRepository(app.db);
  const teamIds = (await matchcenter.teams(before.leagueId)).map((t) => t.id);
  const tableBefore = await matchcenter.standings(before.leagueId, teamIds);

  const tribune = await listen(fixtureId);
  // Tribune NL does not run the match centre: its clients hear nothing of the match.
  const tribuneNl = await listen(fixtureId, apps.tribuneNl.key);

  await sim.tick();
  expect((await fixtureRow(fixtureId)).status).toBe('scheduled');

  // Kick-off: live in the first minute, 0-0.
  clock.advanceMinutes(1);
  await sim.tick();
  expect(await fixtureRow(fixtureId)).toMatchObject({ status: 'live', minute: 1, homeScore: 0, awayScore: 0 });
  expect(await eventually(() => tribune.events.some((e) => e.event === 'LiveFixture'))).toBe(true);
  expect(
    tribune.events
      .filter((e) => e.event !== 'MatchEvent')
      .slice(0, 2)
      .map(({ event, data }) => ({ event, data })),
  ).toEqual([
    {
      event: 'MatchStatus',
      data: { fixtureId, status: 'live', phase: 'first-half', minute: 1, stoppageMinute: null, score: '0-0' },
    },
    { event: 'LiveFixture', data: { time: 1, score: '0-0' } },
  ]);

  const plan = await storedPlan(fixtureId);
  expect(plan.seed).toBe(`match:${fixtureId}`);
  const minutesPlayed = 1 + (await playToFullTime(clock, [sim], fixtureId));
  // One frame a minute, the break included: the match lasts as long as its plan.
  expect(minutesPlayed).toBe(plan.frames.length);

  // The fixture, its events, statistics and goal list agree with the drawn match.
  const last = plan.frames[plan.frames.length - 1];
  if (!last) throw new Error('empty plan');
  const after = await fixtureRow(fixtureId);
  expect(after).toMatchObject({ status: 'finished', homeScore: last.homeScore, awayScore: last.awayScore });
  const planned = plan.frames.flatMap((f) => f.events);
  const stored = await app.db
    .select()
    .from(matchEvents)
    .where(eq(matchEvents.fixtureId, fixtureId))
    .orderBy(asc(matchEvents.sequence));
  expect(
    stored.map((e) => [e.sequence, e.type, e.minute, e.stoppageMinute, e.playerId, e.homeScore, e.awayScore]),
  ).toEqual(planned.map((e) => [e.sequence, e.type, e.minute, e.stoppageMinute, e.playerId, e.homeScore, e.awayScore]));
  const [statistics] = await app.db.select().from(matchStatistics).where(eq(matchStatistics.fixtureId, fixtureId));
  expect(statistics).toMatchObject({
    homePossession: last.statistics.home.possession,
    awayPossession: last.statistics.away.possession,
    homeShots: last.statistics.home.shots,
    awayShotsOnTarget: last.statistics.away.shotsOnTarget,
    homeCorners: last.statistics.home.corners,
    awayFouls: last.statistics.away.fouls,
  });
  const goals = await app.db.select().from(fixtureEvents).where(eq(fixtureEvents.fixtureId, fixtureId));
  expect(goals).toHaveLength(last.homeScore + last.awayScore);

  // matchFinished: once, with the final score.
  expect(finished).toEqual([
    expect.objectContaining({
      fixtureId,
      homeTeamId: before.homeTeamId,
      awayTeamId: before.awayTeamId,
      homeScore: last.homeScore,
      awayScore: last.awayScore,
      finishedAt: clock.now(),
    }),
  ]);

  // The match centre shows the result with its goals, and the table counts it.
  const round = await apiRequest(app, {
    method: 'GET',
    url: `/ajax/matchcenter/league/eredivisie/rounds/${before.round}`,
  });
  const shown = round
    .json<{ data: { fixtures: { id: number; status: string; score: string; events: { result: string }[] }[] } }>()
    .data.fixtures.find((f) => f.id === fixtureId);
  expect(shown).toMatchObject({ status: 'finished', score: `${last.homeScore}-${last.awayScore}` });
  expect(shown?.events).toHaveLength(last.homeScore + last.awayScore);
  const tableAfter = await matchcenter.standings(before.leagueId, teamIds);
  const played = (rows: typeof tableAfter, teamId: number) => rows.find((r) => r.teamId === teamId)?.played ?? -1;
  expect(played(tableAfter, before.homeTeamId)).toBe(played(tableBefore, before.homeTeamId) + 1);
  expect(played(tableAfter, before.awayTeamId)).toBe(played(tableBefore, before.awayTeamId) + 1);
  // Scorers come from the same goal list.
  const scorer = planned.find((e) => e.type === 'goal' || e.type === 'penalty');
  if (scorer?.playerId) {
    const leagueGoals = await app.db
      .select({ type: fixtureEvents.type, playerId: fixtureEvents.playerId })
      .from(fixtureEvents)
      .where(eq(fixtureEvents.playerId, scorer.playerId));
    const tally = computeTopScorers(
      leagueGoals.flatMap((g) => (g.playerId === null ? [] : [{ type: g.type, playerId: g.playerId }])),
      10,
    );
    const inThisMatch = planned.filter(
      (e) => e.playerId === scorer.playerId && (e.type === 'goal' || e.type === 'penalty'),
    ).length;
    expect(tally[0]?.goals).toBeGreaterThanOrEqual(inThisMatch);
  }

  // What the clients heard: every event once and in order, a LiveFixture for every minute on the clock.
  expect(
    await eventually(() =>
      tribune.events.some((e) => e.event === 'MatchStatus' && Reflect.get(Object(e.data), 'status') === 'finished'),
    ),
  ).toBe(true);
  const heardEvents = tribune.events
    .filter((e) => e.event === 'MatchEvent')
    .map((e) => matchEventPayload.parse(e.data));
  expect(heardEvents.map((e) => e.sequence)).toEqual(planned.map((e) => e.sequence));
  expect(heardEvents.every((e) => e.playerId === null || typeof e.playerName === 'string')).toBe(true);
  const times = tribune.events
    .filter((e) => e.event === 'LiveFixture')
    .map((e) => liveFixturePayload.parse(e.data).time);
  const firstStoppage = plan.frames.filter((f) => f.phase === 'first-half' && f.stoppageMinute !== null).length;
  const secondStoppage = plan.frames.filter((f) => f.phase === 'second-half' && f.stoppageMinute !== null).length;
  expect(times).toEqual([
    ...Array.from({ length: 45 }, (_, i) => i + 1),
    ...Array.from({ length: firstStoppage }, (_, i) => `45+${i + 1}`),
    45, // half time
    ...Array.from({ length: 45 }, (_, i) => i + 46),
    ...Array.from({ length: secondStoppage }, (_, i) => `90+${i + 1}`),
    90, // full time
  ]);
  const finalLive = tribune.events.filter((e) => e.event === 'LiveFixture').at(-1);
  expect(finalLive?.data).toEqual({ time: 90, score: `${last.homeScore}-${last.awayScore}` });
  expect(
    tribune.events.filter((e) => e.event === 'MatchStatus').map((e) => Reflect.get(Object(e.data), 'phase')),
  ).toEqual(['first-half', 'half-time', 'second-half', 'full-time']);
  expect(tribune.events.some((e) => e.event === 'MatchStatistics')).toBe(true);
  expect(tribuneNl.events).toEqual([]);

  // Ticking on after full time changes nothing and emits nothing.
  clock.advanceMinutes(30);
  const report = await sim.tick();
  expect(report.advanced.filter((a) => a.fixtureId === fixtureId)).toEqual([]);
  expect(finished).toHaveLength(1);
});

test('[MC-03] with several processes exactly one plays a match; one that takes over after a crash resumes without counting anything twice', async () => {
  const start = wholeMinuteNow();
  const clock = new ManualClock(start);
  // Leases of five minutes, so a process that ticks every minute keeps its match (the real service
  // ticks every second and keeps a 3-second lease: the next test).
  const first = simulator(clock, { owner: 'process-a', leaseMs: 5 * MINUTE });
  const second = simulator(clock, { owner: 'process-b', leaseMs: 5 * MINUTE });
  const finishedBy: string[] = [];
  first.events.on('matchFinished', () => {
    finishedBy.push('a');
  });
  second.events.on('matchFinished', () => {
    finishedBy.push('b');
  });
  const fixtureId = await fixtureKickingOffAt(new Date(start.getTime() + MINUTE));
  const heard = await listen(fixtureId);

  // Both tick at the same moments for 30 minutes: one of them plays.
  for (let minute = 0; minute < 30; minute++) {
    clock.advanceMinutes(1);
    await Promise.all([first.tick(), second.tick()]);
  }
  const [leased] = await app.db.select().from(matchSimulations).where(eq(matchSimulations.fixtureId, fixtureId));
  expect(leased).toMatchObject({ step: 29, minute: 30 });
  const player = leased?.leaseOwner;
  expect(['process-a', 'process-b']).toContain(player);
  const survivor = player === 'process-a' ? second : first;

  // The player dies without handing the match back; the other waits out its lease, then catches up.
  clock.advanceMinutes(3);
  await survivor.tick();
  expect((await fixtureRow(fixtureId)).minute).toBe(30);
  clock.advanceMinutes(3);
  await survivor.tick();
  const [takenOver] = await app.db.select().from(matchSimulations).where(eq(matchSimulations.fixtureId, fixtureId));
  expect(takenOver).toMatchObject({ leaseOwner: survivor.owner, step: 35, minute: 36 });

  // And a third process, started later, plays nothing while the survivor holds the lease.
  const restarted = simulator(clock, { owner: 'process-c', leaseMs: 5 * MINUTE });
  const restartedReport = await restarted.tick();
  expect(restartedReport.advanced.filter((a) => a.fixtureId === fixtureId)).toEqual([]);

  await playToFullTime(clock, [survivor, restarted], fixtureId);
  const plan = await storedPlan(fixtureId);
  const planned = plan.frames.flatMap((f) => f.events);
  const stored = await app.db.select().from(matchEvents).where(eq(matchEvents.fixtureId, fixtureId));
  expect(stored).toHaveLength(planned.length);
  const last = plan.frames[plan.frames.length - 1];
  expect(await fixtureRow(fixtureId)).toMatchObject({
    status: 'finished',
    homeScore: last?.homeScore,
    awayScore: last?.awayScore,
  });
  expect(
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(fixtureEvents)
      .where(eq(fixtureEvents.fixtureId, fixtureId)),
  ).toEqual([{ n: (last?.homeScore ?? 0) + (last?.awayScore ?? 0) }]);
  // The match-finished event: once, by the process that finished it.
  expect(finishedBy).toEqual([survivor === first ? 'a' : 'b']);
  const [done] = await app.db.select().from(matchSimulations).where(eq(matchSimulations.fixtureId, fixtureId));
  expect(done?.matchFinishedEmittedAt).toEqual(done?.finishedAt);
  expect(done?.leaseOwner).toBeNull();

  // Clients heard each minute and each event once, whoever played it, the caught-up minutes (31 to
  // 36) too, in order.
  expect(
    await eventually(() =>
      heard.events.some((e) => e.event === 'MatchStatus' && Reflect.get(Object(e.data), 'status') === 'finished'),
    ),
  ).toBe(true);
  const times = heard.events
    .filter((e) => e.event === 'LiveFixture')
    .map((e) => String(liveFixturePayload.parse(e.data).time));
  // Each once, but 45 and 90: the 45th minute and half time, the 90th minute and full time.
  expect(new Set(times).size).toBe(times.length - 2);
  expect(times.slice(28, 38)).toEqual(['29', '30', '31', '32', '33', '34', '35', '36', '37', '38']);
  const sequences = heard.events
    .filter((e) => e.event === 'MatchEvent')
    .map((e) => matchEventPayload.parse(e.data).sequence);
  expect(sequences).toEqual(planned.map((e) => e.sequence));
});

test('[SCL-03][MC-03] with the real lease, a match whose process dies is taken over within 4 s, and clients hear every missed minute in order', async () => {
  const start = wholeMinuteNow();
  const clock = new ManualClock(start);
  const SECOND = 1_000;
  const playing = simulator(clock, { owner: 'process-a' });
  const survivor = simulator(clock, { owner: 'process-b' });
  const fixtureId = await fixtureKickingOffAt(new Date(start.getTime() + 60 * MINUTE));
  const heard = await listen(fixtureId);
  // The operator's speed 60: a match minute every second, so the seconds nobody plays are minutes to
  // catch up.
  await playing.start(fixtureId, 60);
  for (let second = 0; second < 10; second++) {
    clock.advance(SECOND);
    await Promise.all([playing.tick(), survivor.tick()]);
  }
  const minuteOf = async () => (await fixtureRow(fixtureId)).minute ?? 0;
  const [held] = await app.db.select().from(matchSimulations).where(eq(matchSimulations.fixtureId, fixtureId));
  expect(held?.leaseOwner).toBe('process-a');
  const minuteAtDeath = await minuteOf();
  expect(minuteAtDeath).toBeGreaterThanOrEqual(10);

  // process-a dies (kill -9: no hand-back). The survivor ticks every second, as the service does.
  let takenOverAfter = 0;
  for (let second = 1; second <= 4 && takenOverAfter === 0; second++) {
    clock.advance(SECOND);
    await survivor.tick();
    if ((await minuteOf()) > minuteAtDeath) takenOverAfter = second;
  }
  expect(takenOverAfter).toBeGreaterThan(0);
  expect(takenOverAfter).toBeLessThanOrEqual(4);
  // Caught up: the clock is where it would have been had nobody died.
  expect(await minuteOf()).toBe(minuteAtDeath + takenOverAfter);
  const [taken] = await app.db.select().from(matchSimulations).where(eq(matchSimulations.fixtureId, fixtureId));
  expect(taken?.leaseOwner).toBe('process-b');

  // Every minute on the clock reached the clients once and in order, the missed ones too.
  const expected = Array.from({ length: minuteAtDeath + takenOverAfter }, (_, i) => i + 1);
  expect(await eventually(() => heard.events.filter((e) => e.event === 'LiveFixture').length >= expected.length)).toBe(
    true,
  );
  const times = heard.events.filter((e) => e.event === 'LiveFixture').map((e) => liveFixturePayload.parse(e.data).time);
  expect(times).toEqual(expected);
  await survivor.finish(fixtureId);
});

test('[MC-03] a match whose kick-off passed while no process ran is played at once when one starts', async () => {
  const start = wholeMinuteNow();
  const fixtureId = await fixtureKickingOffAt(new Date(start.getTime() + MINUTE));
  const clock = new ManualClock(new Date(start.getTime() + 3 * 60 * MINUTE));
  const sim = simulator(clock);
  const finished: number[] = [];
  sim.events.on('matchFinished', (event) => {
    finished.push(event.fixtureId);
  });
  const report = await sim.tick();
  expect(report.kickedOff).toContain(fixtureId);
  expect(report.finished).toContain(fixtureId);
  const plan = await storedPlan(fixtureId);
  expect(report.advanced).toContainEqual({ fixtureId, frames: plan.frames.length });
  expect((await fixtureRow(fixtureId)).status).toBe('finished');
  expect(finished.filter((id) => id === fixtureId)).toHaveLength(1);
});

test('[MC-03] with SIMULATOR=manual no match kicks off by itself, and one the operator starts is played', async () => {
  const start = wholeMinuteNow();
  const fixtureId = await fixtureKickingOffAt(new Date(start.getTime() + MINUTE));
  const clock = new ManualClock(new Date(start.getTime() + 5 * MINUTE));
  const changed: string[][] = [];
  const sim = simulator(clock, { automatic: false, onDataChanged: (tenantIds) => changed.push(tenantIds) });
  expect((await sim.tick()).kickedOff).toEqual([]);
  expect((await fixtureRow(fixtureId)).status).toBe('scheduled');

  await sim.start(fixtureId, 1);
  clock.advanceMinutes(1);
  await sim.tick();
  expect((await fixtureRow(fixtureId)).status).toBe('live');
  // The tenants that show the match centre hear that their cached pages are out of date (not tribune-nl).
  expect(changed.at(-1)).toEqual(['tribune']);
  await sim.finish(fixtureId);
  expect((await fixtureRow(fixtureId)).status).toBe('finished');
});

test('[MC-03] a tenant that switches the match centre off stops getting the match’s events', async () => {
  const start = wholeMinuteNow();
  const clock = new ManualClock(start);
  const sim = simulator(clock);
  const fixtureId = await fixtureKickingOffAt(new Date(start.getTime() + MINUTE));
  const heard = await listen(fixtureId);
  const tenant = await app.tenants.findById('tribune');
  const remote = tenant?.remotes.find((r) => r.name === 'mf_matchcenter');
  if (!remote) throw new Error('tribune runs the match centre');
  clock.advanceMinutes(1);
  await sim.tick();
  expect(await eventually(() => heard.events.some((e) => e.event === 'LiveFixture'))).toBe(true);
  try {
    await app.tenants.setRemote('tribune', { ...remote, enabled: false });
    const heardBefore = heard.events.length;
    clock.advanceMinutes(1);
    await sim.tick();
    expect((await fixtureRow(fixtureId)).minute).toBe(2);
    // A marker published after the tick arrives after anything the tick would have sent.
    const tribune = await app.tenants.findById('tribune');
    if (!tribune) throw new Error('tenant missing');
    await app.realtime.publish(tribune, `fixture-${fixtureId}`, 'Marker', {});
    expect(await eventually(() => heard.events.some((e) => e.event === 'Marker'))).toBe(true);
    expect(heard.events.slice(heardBefore).map((e) => e.event)).toEqual(['Marker']);
  } finally {
    await app.tenants.setRemote('tribune', remote);
  }
  await sim.finish(fixtureId);
});

describe('the start rule and the running service', () => {
  let fresh: FastifyInstance;
  beforeAll(async () => {
    fresh = await buildTestApp({ demo: true });
  }, 60_000);
  afterAll(async () => {
    await fresh.close();
  });

  test('[MC-03] with nothing live or kicking off within 15 minutes, the next match is brought forward to 3 minutes from now', async () => {
    // Push every match still to come a week back, so nothing is live or about to start.
    await fresh.db
      .update(fixtures)
      .set({ kickoffAt: sql`${fixtures.kickoffAt} + interval '7 days'` })
      .where(eq(fixtures.status, 'scheduled'));
    const [next] = await fresh.db
      .select({ id: fixtures.id, kickoffAt: fixtures.kickoffAt })
      .from(fixtures)
      .where(eq(fixtures.status, 'scheduled'))
      .orderBy(asc(fixtures.kickoffAt), asc(fixtures.id))
      .limit(1);
    if (!next) throw new Error('no scheduled fixture');
    const clock = new ManualClock(new Date());
    const sim = createMatchSimulator({
      schedule: createScheduleRepository(fresh.db),
      simulations: createSimulationsRepository(fresh.db),
      publisher: fresh.realtime,
      tenants: fresh.tenants,
      log: silent,
      clock,
    });
    const expected = new Date(Math.ceil((clock.now().getTime() + 3 * MINUTE) / MINUTE) * MINUTE);
    expect(await sim.ensureMatchSoon()).toEqual({ fixtureId: next.id, kickoffAt: expected });
    const [moved] = await fresh.db.select().from(fixtures).where(eq(fixtures.id, next.id));
    expect(moved?.kickoffAt).toEqual(expected);
    // Now one is about to start: a second start (another process) moves nothing.
    expect(await sim.ensureMatchSoon()).toBeUndefined();
    clock.set(expected);
    await sim.tick();
    expect((await fresh.db.select().from(fixtures).where(eq(fixtures.id, next.id)))[0]?.status).toBe('live');
    await sim.finish(next.id);
  });

  test('[MC-03] with SIMULATOR=on the app starts playing when ready: a match is then live or about to start', async () => {
    const running = await buildTestApp({ demo: true, env: { SIMULATOR: 'on' } });
    try {
      await running.matchSimulator.settled();
      const soon = new Date(Date.now() + 15 * MINUTE);
      const open = await running.db
        .select({ id: fixtures.id, status: fixtures.status, kickoffAt: fixtures.kickoffAt })
        .from(fixtures)
        .where(inArray(fixtures.status, ['live', 'half-time', 'scheduled']))
        .orderBy(asc(fixtures.kickoffAt))
        .limit(20);
      expect(open.some((f) => f.status !== 'scheduled' || f.kickoffAt <= soon)).toBe(true);
    } finally {
      await running.close();
    }
  });
});
