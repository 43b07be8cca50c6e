import type { FastifyBaseLogger } from 'fastify';
import { ProviderError } from './football-data-provider';
import type { FootballDataSync } from './football-data-sync';

interface FootballDataSyncLoopOptions {
  sync: FootballDataSync;
  log: FastifyBaseLogger;
  /** Between two runs: every run brings the live window's fixtures up to date. */
  intervalMs: number;
  /** How often a run also re-imports the leagues' seasons (clubs, squads, schedule, results). */
  seasonIntervalMs: number;
  now?: () => Date;
}

/** The live window: matches that may still be running or have just ended, and those about to start. */
const WINDOW_BEFORE_MS = 3 * 60 * 60_000;
const WINDOW_AFTER_MS = 3 * 60 * 60_000;

/**
 * Runs the sync at start and then every interval until stopped: the seasons first (and again every
 * `seasonIntervalMs`; a failed one is retried at the next run), then the live window. A failure is
 * logged and retried at the next run; it never escapes, so it cannot crash the API. One run at a
 * time; `stop()` aborts the HTTP calls in flight and waits for the run to end.
 */
export function createFootballDataSyncLoop(options: FootballDataSyncLoopOptions) {
  const { sync, log, intervalMs, seasonIntervalMs } = options;
  const now = options.now ?? (() => new Date());
  const controller = new AbortController();
  const { signal } = controller;
  let loop: Promise<void> | undefined;
  let seasonsSyncedAt: number | undefined;
  let completedRuns = 0;
  let waiters: { runs: number; resolve: () => void }[] = [];

  function report(error: unknown, context: Record<string, unknown>, what: string): void {
    if (signal.aborted) return;
    // A provider's expected failures are warnings; anything else (the database, a bug) is an error.
    if (error instanceof ProviderError) log.warn({ err: error, kind: error.kind, ...context }, what);
    else log.error({ err: error, ...context }, what);
  }

  async function runOnce(): Promise<void> {
    const started = now().getTime();
    if (seasonsSyncedAt === undefined || started - seasonsSyncedAt >= seasonIntervalMs) {
      let failed = false;
      for (const leagueId of sync.provider.leagueIds) {
        if (signal.aborted) return;
        try {
          const result = await sync.syncSeason(leagueId, { signal });
          if (result.skipped === 'demo-league') {
            log.warn({ leagueId }, 'football data: league holds the demo season; not overwritten (decision 0014)');
          }
        } catch (error) {
          failed = true;
          report(error, { leagueId }, 'football data: season sync failed; retried at the next run');
        }
      }
      if (!failed) seasonsSyncedAt = started;
    }
    if (signal.aborted) return;
    try {
      await sync.syncFixtureUpdates(
        { from: new Date(started - WINDOW_BEFORE_MS), to: new Date(started + WINDOW_AFTER_MS) },
        { signal },
      );
    } catch (error) {
      report(error, {}, 'football data: live update failed; retried at the next run');
    }
  }

  function settle(): void {
    completedRuns++;
    const due = waiters.filter((w) => w.runs <= completedRuns);
    waiters = waiters.filter((w) => w.runs > completedRuns);
    for (const waiter of due) waiter.resolve();
  }

  return {
    start(): void {
      if (loop !== undefined || signal.aborted) return;
      loop = (async () => {
        while (!signal.aborted) {
          await runOnce();
          settle();
          await pause(intervalMs, signal);
        }
      })();
    },

    /** Ends the loop: aborts what is in flight and waits for the current run to end. */
    async stop(): Promise<void> {
      controller.abort();
      await loop;
      for (const waiter of waiters) waiter.resolve();
      waiters = [];
    },

    /** Resolves once `runs` runs have completed since start (or at stop); for tests and operators. */
    waitForRuns(runs: number): Promise<void> {
      if (completedRuns >= runs || signal.aborted) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ runs, resolve }));
    },

    get completedRuns(): number {
      return completedRuns;
    },
  };
}

export type FootballDataSyncLoop = ReturnType<typeof createFootballDataSyncLoop>;

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
