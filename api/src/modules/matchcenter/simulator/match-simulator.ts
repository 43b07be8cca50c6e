import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { RealtimePublisher } from '../../realtime/publisher';
import type { Tenant } from '../../tenants/tenants-repository';
import { systemClock, type Clock } from './clock';
import { createDomainEvents, type DomainEvents, type FootballDomainEvents } from './domain-events';
import { fixtureChannel, liveMessages } from './live-events';
import { matchSeed, simulateMatch } from './match-model';
import type { MatchPlan } from './match-plan';
import type { FixtureListFilter, OperatorFixtureRecord, ScheduleRepository } from './schedule-repository';
import type { SimulationRow, SimulationsRepository } from './simulations-repository';

/**
 * The live-match simulator (MC-03): plays every scheduled match of the demo leagues from its kick-off,
 * one match minute per real minute (or `speed` times faster, for the operator), and for each minute
 * stores what happened, updates the fixture and publishes it to the tenants that run the match centre
 * (live-events.ts lists the events). At full time it emits `matchFinished` (domain-events.ts).
 *
 * Several API processes may run it against one database: a process plays a match only while it holds
 * the match's lease (taken in the database, renewed as it plays, released at shutdown, expiring after
 * LEASE_MS when a process dies), and every write compares the step it continues from, so a minute is
 * applied once whoever tries. The process that takes over (or a restarted one) resumes from the stored
 * step; minutes that fell due while nobody played are applied at once and published one by one, in
 * order, so clients see the match catch up (live-events.ts).
 *
 * Time comes from the injected clock; the service never sleeps. `tick()` does all due work and is what
 * the timer calls (every TICK_MS) and what tests call after moving a manual clock.
 */

/**
 * How long a lease lasts without renewal. With a tick every TICK_MS and renewal once a third of it is
 * gone, a match whose process dies is taken over within LEASE_MS + TICK_MS (4 s; issue 31 asks for 5,
 * SCL-03). A process whose event loop stalls longer than that loses its matches to another, which
 * continues them from the stored minute: nothing is played twice.
 */
const LEASE_MS = 3_000;
/** How often the running service looks for due work; a minute at speed 60 is due every second. */
const TICK_MS = 1_000;
/** The start rule: a match is "about to start" when it kicks off within this window… */
const ABOUT_TO_START_MS = 15 * 60_000;
/** …and, when none is, the next one is brought forward to kick off this long from now. */
const BRING_FORWARD_LEAD_MS = 3 * 60_000;
/** Fixtures kicked off per tick at most: a long-stopped demo catches up over a few ticks, not in one. */
const KICK_OFFS_PER_TICK = 20;

const MATCHCENTER_REMOTE = 'mf_matchcenter';

interface SimulatorLog {
  debug(context: object, message: string): void;
  info(context: object, message: string): void;
  warn(context: object, message: string): void;
  error(context: object, message: string): void;
}

interface MatchSimulatorOptions {
  schedule: ScheduleRepository;
  simulations: SimulationsRepository;
  publisher: Pick<RealtimePublisher, 'publish'>;
  tenants: { list(): Promise<Tenant[]> };
  log: SimulatorLog;
  clock?: Clock;
  /** Where `matchFinished` goes; a new emitter by default. */
  events?: DomainEvents<FootballDomainEvents>;
  /** This process's name in leases; unique per service by default. */
  owner?: string;
  leaseMs?: number;
  /**
   * Whether scheduled matches kick off by themselves and the start rule runs (true by default); false
   * plays only what the operator starts (SIMULATOR=manual).
   */
  automatic?: boolean;
  /**
   * Told, after a write and before its events go out, which tenants' pages now show other football
   * data: their cached pages and public answers must go (plugins/content-changes.ts), or a fan who
   * refetches on an event would get the answer from before it.
   */
  onDataChanged?: (tenantIds: string[]) => void;
  /**
   * Runs a step's telling (`onDataChanged` and the events) as one change, so the tenants' caches are
   * announced once for all its events rather than once per event (plugins/cluster-changes.ts
   * `inOneAnnouncement`). Without it each event announces its own.
   */
  publishTogether?: (work: () => Promise<void>) => Promise<void>;
}

interface TickReport {
  kickedOff: number[];
  /** Fixtures that advanced, with the frames applied. */
  advanced: { fixtureId: number; frames: number }[];
  finished: number[];
}

type StartTarget = number | 'next';

/** Expected failures of the operator's commands (the routes turn them into 404 and 409). */
export class SimulatorCommandError extends Error {
  override name = 'SimulatorCommandError';
  constructor(readonly reason: 'not-found' | 'nothing-to-start' | 'not-playable' | 'not-simulated') {
    super(reason);
  }
}

export type MatchSimulator = ReturnType<typeof createMatchSimulator>;

/** Each goal's number in the match (1, 2, …) by event sequence: the key of its fixture_events row. */
function goalNumbersOf(plan: MatchPlan): Map<number, number> {
  const numbers = new Map<number, number>();
  for (const event of plan.frames.flatMap((frame) => frame.events)) {
    if (event.type === 'goal' || event.type === 'penalty' || event.type === 'own_goal') {
      numbers.set(event.sequence, numbers.size + 1);
    }
  }
  return numbers;
}

export function createMatchSimulator(options: MatchSimulatorOptions) {
  const { schedule, simulations, publisher, tenants, log } = options;
  const clock = options.clock ?? systemClock;
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const automatic = options.automatic ?? true;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const events = options.events ?? createDomainEvents<FootballDomainEvents>(log);
  /** Plans never change once stored; kept per fixture while its match is played here. */
  const plans = new Map<number, MatchPlan>();
  /** Whether this service ever took a lease (only then is there anything to hand back at shutdown). */
  let tookLeases = false;

  // One command at a time in this process (the timer's tick and an operator's start must not interleave).
  let queue: Promise<unknown> = Promise.resolve();
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = queue.then(work, work);
    queue = run.catch(() => undefined);
    return run;
  }

  async function planOf(fixtureId: number): Promise<MatchPlan> {
    let plan = plans.get(fixtureId);
    if (plan === undefined) {
      plan = await simulations.plan(fixtureId);
      plans.set(fixtureId, plan);
    }
    return plan;
  }

  /** Draws the match and stores it; the first minute is due at `startAt`. */
  async function kickOff(fixtureId: number, startAt: Date, speed: number, now: Date): Promise<boolean> {
    const fixture = await schedule.fixtureToPlay(fixtureId);
    if (!fixture) return false;
    const plan = simulateMatch({ seed: matchSeed(fixtureId), home: fixture.home, away: fixture.away });
    const created = await simulations.createSimulation({
      fixtureId,
      plan,
      speed,
      startAt,
      owner,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      now,
    });
    if (created) {
      tookLeases = true;
      plans.set(fixtureId, plan);
      log.info({ fixtureId, startAt, speed }, 'match simulator: kick-off');
      // The match is live from now (its predictions locked): pages and answers kept from before must go.
      options.onDataChanged?.((await audience()).map((tenant) => tenant.id));
    }
    return created;
  }

  /** The last frame due at `now`: one a minute (of the simulation's speed) from `nextStepAt`. */
  function dueStep(simulation: SimulationRow, now: Date): number {
    const elapsed = now.getTime() - simulation.nextStepAt.getTime();
    if (elapsed < 0) return simulation.step;
    const stepMs = 60_000 / simulation.speed;
    return Math.min(simulation.frameCount - 1, simulation.step + 1 + Math.floor(elapsed / stepMs));
  }

  /**
   * Plays what is due of one match (everything left with `playToEnd`), if this process may: it holds
   * the lease, or the lease is free or expired (or `playToEnd`, the operator's finish, takes it).
   */
  async function advance(simulation: SimulationRow, now: Date, report: TickReport, playToEnd = false): Promise<void> {
    const heldByOther =
      simulation.leaseOwner !== null &&
      simulation.leaseOwner !== owner &&
      simulation.leaseExpiresAt !== null &&
      simulation.leaseExpiresAt > now;
    if (heldByOther && !playToEnd) return;
    const due = playToEnd ? simulation.frameCount - 1 : dueStep(simulation, now);
    const ours = simulation.leaseOwner === owner;
    const renewSoon =
      ours &&
      (simulation.leaseExpiresAt === null || simulation.leaseExpiresAt.getTime() - now.getTime() < (leaseMs * 2) / 3);
    if (due <= simulation.step && !renewSoon) return;

    const leased = await simulations.takeLease(simulation.fixtureId, owner, now, new Date(now.getTime() + leaseMs), {
      force: playToEnd,
    });
    if (!leased) return;
    tookLeases = true;
    const target = playToEnd ? leased.frameCount - 1 : dueStep(leased, now);
    if (target <= leased.step) return;

    const plan = await planOf(leased.fixtureId);
    const frames = plan.frames.slice(leased.step + 1, target + 1);
    const stepMs = 60_000 / leased.speed;
    const nextStepAt = playToEnd ? now : new Date(leased.nextStepAt.getTime() + (target - leased.step) * stepMs);
    const result = await simulations.applyFrames({
      fixtureId: leased.fixtureId,
      owner,
      fromStep: leased.step,
      frames,
      toStep: target,
      nextStepAt,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
      now,
      goalNumbers: goalNumbersOf(plan),
    });
    if (!result.applied) return;
    report.advanced.push({ fixtureId: leased.fixtureId, frames: frames.length });

    try {
      await publishFrames(leased.fixtureId, plan, leased.step, target, { clockEveryMinute: !playToEnd });
    } catch (error) {
      // The minutes are stored; clients catch up when they refetch. The finished event must still go.
      log.warn({ err: error, fixtureId: leased.fixtureId }, 'match simulator: could not publish a minute');
    }
    const sequences = frames.flatMap((frame) => frame.events.map((event) => event.sequence));
    if (sequences.length > 0) await events.emit('matchEventsStored', { fixtureId: leased.fixtureId, sequences });

    const last = frames[frames.length - 1];
    if (last?.phase === 'full-time') {
      plans.delete(leased.fixtureId);
      report.finished.push(leased.fixtureId);
      log.info(
        { fixtureId: leased.fixtureId, score: `${last.homeScore}-${last.awayScore}` },
        'match simulator: full time',
      );
    }
    if (result.matchFinished && last) {
      const fixture = await schedule.fixtureToPlay(leased.fixtureId);
      await events.emit('matchFinished', {
        fixtureId: leased.fixtureId,
        leagueId: fixture?.leagueId ?? 0,
        round: fixture?.round ?? 0,
        homeTeamId: plan.homeTeamId,
        awayTeamId: plan.awayTeamId,
        homeScore: last.homeScore,
        awayScore: last.awayScore,
        finishedAt: now,
      });
    }
  }

  /** Tenants whose sites show the match centre: only they get its events. */
  async function audience(): Promise<Tenant[]> {
    return (await tenants.list()).filter((tenant) =>
      tenant.remotes.some((remote) => remote.name === MATCHCENTER_REMOTE && remote.enabled),
    );
  }

  /** Publishes frames fromStep+1 … toStep (live-events.ts says what and in which order). */
  async function publishFrames(
    fixtureId: number,
    plan: MatchPlan,
    fromStep: number,
    toStep: number,
    sending: { clockEveryMinute: boolean },
  ): Promise<void> {
    const receivers = await audience();
    if (receivers.length === 0) return;
    const frames = plan.frames.slice(fromStep + 1, toStep + 1);
    const playerIds = frames.flatMap((f) => f.events.flatMap((e) => [e.playerId, e.secondPlayerId]));
    const names = await simulations.playerNames([...new Set(playerIds.filter((id): id is number => id !== null))]);
    const messages = liveMessages(fixtureId, plan.frames[fromStep], frames, names, sending);
    const channel = fixtureChannel(fixtureId);
    const together = options.publishTogether ?? ((work: () => Promise<void>) => work());
    await together(async () => {
      options.onDataChanged?.(receivers.map((tenant) => tenant.id));
      // In order per tenant (a client must see the goal before the score that follows it); tenants at once.
      await Promise.all(
        receivers.map(async (tenant) => {
          for (const message of messages) await publisher.publish(tenant, channel, message.event, message.data);
        }),
      );
    });
  }

  async function tickNow(): Promise<TickReport> {
    const now = clock.now();
    const report: TickReport = { kickedOff: [], advanced: [], finished: [] };
    const dueKickOffs = automatic ? await schedule.dueKickOffs(now, KICK_OFFS_PER_TICK) : [];
    for (const due of dueKickOffs) {
      if (await kickOff(due.id, due.kickoffAt, 1, now)) report.kickedOff.push(due.id);
    }
    for (const simulation of await simulations.unfinishedSimulations()) {
      try {
        await advance(simulation, now, report);
      } catch (error) {
        // One broken match (a plan that no longer validates) must not stop the others.
        log.error({ err: error, fixtureId: simulation.fixtureId }, 'match simulator: could not advance a match');
      }
      // Between matches, the event loop serves what waits (a publish, a page): on embedded PGlite the
      // database work runs on this thread, and nine matches in one go held it for ~40 ms (the bench).
      await yieldToEventLoop();
    }
    return report;
  }

  async function operatorView(fixtureId: number): Promise<OperatorFixtureRecord> {
    const view = await schedule.operatorFixture(fixtureId);
    if (!view) throw new SimulatorCommandError('not-found');
    return view;
  }

  /**
   * Starts a fixture now (or changes the speed of one that is being played): a scheduled fixture kicks
   * off at once, so its kick-off time becomes now (the prediction game locks at kick-off).
   */
  async function startNow(target: StartTarget, speed: number): Promise<OperatorFixtureRecord> {
    const now = clock.now();
    const fixtureId = target === 'next' ? (await schedule.nextScheduled())?.id : target;
    if (fixtureId === undefined) throw new SimulatorCommandError('nothing-to-start');
    const fixture = await schedule.fixtureToPlay(fixtureId);
    if (!fixture) throw new SimulatorCommandError('not-found');
    const existing = await simulations.simulation(fixtureId);
    if (existing) {
      if (existing.finishedAt !== null) throw new SimulatorCommandError('not-playable');
      const nextStepAt = new Date(Math.min(existing.nextStepAt.getTime(), now.getTime() + 60_000 / speed));
      await simulations.setSpeed(fixtureId, speed, nextStepAt);
    } else {
      if (!fixture.demo) throw new SimulatorCommandError('not-simulated');
      if (fixture.status !== 'scheduled') throw new SimulatorCommandError('not-playable');
      if (fixture.kickoffAt > now) await schedule.moveKickOff(fixtureId, fixture.kickoffAt, now, now);
      await kickOff(fixtureId, now, speed, now);
    }
    const report: TickReport = { kickedOff: [], advanced: [], finished: [] };
    const simulation = await simulations.simulation(fixtureId);
    if (simulation && simulation.finishedAt === null) await advance(simulation, now, report);
    return operatorView(fixtureId);
  }

  /** Plays the rest of a match at once (starting it first when it has not kicked off). */
  async function finishNow(fixtureId: number): Promise<OperatorFixtureRecord> {
    const now = clock.now();
    const fixture = await schedule.fixtureToPlay(fixtureId);
    if (!fixture) throw new SimulatorCommandError('not-found');
    let simulation = await simulations.simulation(fixtureId);
    if (!simulation) {
      if (fixture.status === 'finished') return operatorView(fixtureId);
      if (!fixture.demo) throw new SimulatorCommandError('not-simulated');
      if (fixture.status !== 'scheduled') throw new SimulatorCommandError('not-playable');
      if (fixture.kickoffAt > now) await schedule.moveKickOff(fixtureId, fixture.kickoffAt, now, now);
      await kickOff(fixtureId, now, 1, now);
      simulation = await simulations.simulation(fixtureId);
    }
    if (simulation && simulation.finishedAt === null) {
      await advance(simulation, now, { kickedOff: [], advanced: [], finished: [] }, true);
    }
    return operatorView(fixtureId);
  }

  /**
   * The start rule ("starting the site always leaves a match live or about to start"): when no demo
   * match is live and none kicks off within ABOUT_TO_START_MS, the next one is brought forward to kick
   * off BRING_FORWARD_LEAD_MS from now (on a whole minute). Nothing happens once the season is over.
   */
  async function ensureMatchSoon(): Promise<{ fixtureId: number; kickoffAt: Date } | undefined> {
    const now = clock.now();
    if (await schedule.matchLiveOrKickingOffBy(new Date(now.getTime() + ABOUT_TO_START_MS))) return undefined;
    const next = await schedule.nextKickOffAfter(now);
    if (!next) return undefined;
    const kickoffAt = new Date(Math.ceil((now.getTime() + BRING_FORWARD_LEAD_MS) / 60_000) * 60_000);
    if (!(await schedule.moveKickOff(next.id, next.kickoffAt, kickoffAt, now))) return undefined;
    log.info({ fixtureId: next.id, from: next.kickoffAt, kickoffAt }, 'match simulator: next match brought forward');
    return { fixtureId: next.id, kickoffAt };
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  return {
    owner,
    events,
    /** Does every due thing once: kick-offs, minutes, full times. */
    tick: (): Promise<TickReport> => exclusive(tickNow),
    start: (target: StartTarget, speed = 1): Promise<OperatorFixtureRecord> => exclusive(() => startNow(target, speed)),
    finish: (fixtureId: number): Promise<OperatorFixtureRecord> => exclusive(() => finishNow(fixtureId)),
    ensureMatchSoon: () => exclusive(ensureMatchSoon),
    fixture: (fixtureId: number) => schedule.operatorFixture(fixtureId),
    fixtures: (filter: FixtureListFilter, limit: number) => schedule.operatorFixtures(filter, limit),

    /** The running service: a first tick and the start rule, then a tick every TICK_MS. */
    startLoop(intervalMs = TICK_MS): void {
      if (timer !== undefined) return;
      const run = () => {
        if (running !== undefined) return;
        running = exclusive(async () => {
          await tickNow();
        })
          .catch((error: unknown) => log.error({ err: error }, 'match simulator: tick failed'))
          .finally(() => {
            running = undefined;
          });
      };
      running = exclusive(async () => {
        // Catch up first (matches that kicked off while no process ran), so the start rule sees what is
        // really live; then the rule, then the minute that may be due.
        let caughtUp: TickReport;
        do {
          caughtUp = await tickNow();
        } while (caughtUp.kickedOff.length === KICK_OFFS_PER_TICK);
        if (automatic) await ensureMatchSoon();
        await tickNow();
      })
        .catch((error: unknown) => log.error({ err: error }, 'match simulator: start failed'))
        .finally(() => {
          running = undefined;
        });
      timer = setInterval(run, intervalMs);
      timer.unref();
    },

    /** Stops the timer, waits for a tick in progress and hands this process's matches back. */
    async stop(): Promise<void> {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
      if (!tookLeases) return;
      try {
        await exclusive(() => simulations.releaseLeases(owner));
      } catch (error) {
        // The leases then expire on their own after LEASE_MS.
        log.warn({ err: error }, 'match simulator: could not hand its matches back');
      }
    },

    /** Resolves when the tick in progress (the timer's) is done: lets a test observe the running service. */
    async settled(): Promise<void> {
      await running;
    },
  };
}

/** Lets timers, I/O callbacks and queued requests run before going on (setImmediate, not a microtask). */
function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
