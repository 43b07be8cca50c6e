/**
 * The database's circuit breaker (issue 31, finding 7). Once a statement fails because the database
 * cannot be reached, every request that would check out a connection is refused at once (the
 * error handler's 503, or a public answer's last good copy, plugins/public-answer-store.ts) instead
 * of each waiting out the connect or query timeout on a black-holed network. Meanwhile one probe
 * (`select 1`, bounded by its own timeout) asks every `probeIntervalMs` whether the database is back;
 * its first answer closes the breaker. So during an outage only the requests already in flight when
 * it began wait, and at most for the query timeout.
 */

/** What a refused checkout throws: errors.ts counts it among the "unavailable" failures (a 503). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
  constructor(readonly since: number) {
    super('Database unavailable: waiting for it to answer again');
  }
}

interface OutageBreakerOptions {
  /** Asks the database once (a fresh round trip, not through the breaker); rejects when it cannot. */
  probe: () => Promise<void>;
  probeIntervalMs: number;
  now?: () => number;
}

export interface OutageBreaker {
  /** Whether requests are refused now (an outage was seen and no probe has answered since). */
  readonly open: boolean;
  /** When the outage was first seen (ms since the epoch), while open. */
  readonly openSince: number | undefined;
  /** A statement failed because the database is unreachable: refuse checkouts until a probe answers. */
  trip(): void;
  /** Throws DatabaseUnavailableError while open. */
  check(): void;
  stop(): void;
}

export function createOutageBreaker(options: OutageBreakerOptions): OutageBreaker {
  const now = options.now ?? Date.now;
  let openSince: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  let probing = false;

  function schedule(): void {
    if (timer !== undefined || openSince === undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void probeOnce();
    }, options.probeIntervalMs);
    // A breaker waiting for the database never keeps the process alive at shutdown.
    timer.unref();
  }

  async function probeOnce(): Promise<void> {
    if (probing || openSince === undefined) return;
    probing = true;
    try {
      await options.probe();
      openSince = undefined;
    } catch {
      // Still away: ask again after the interval.
    } finally {
      probing = false;
      schedule();
    }
  }

  return {
    get open() {
      return openSince !== undefined;
    },
    get openSince() {
      return openSince;
    },
    trip() {
      if (openSince !== undefined) return;
      openSince = now();
      schedule();
    },
    check() {
      if (openSince !== undefined) throw new DatabaseUnavailableError(openSince);
    },
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
