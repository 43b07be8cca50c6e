import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundTasks {
  /** Runs `task` after the current answer has gone out; a failure is logged with `what`, never thrown. */
  run(what: string, log: FastifyBaseLogger, task: () => Promise<void>): void;
  /** Waits for every started task (at shutdown, so none is cut off halfway). */
  drain(): Promise<void>;
}

/**
 * Work a route does after answering, so the answer's timing cannot tell what the work found (ACC-07:
 * whether an account exists for an address).
 */
export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(what, log, task) {
      // setImmediate: the reply is written in the current turn of the event loop; the task starts after.
      const started: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
        .finally(() => pending.delete(started));
      pending.add(started);
    },
    async drain() {
      // Bounded: a task cannot start another one, so two rounds are plenty; the third is a safety net.
      for (let round = 0; round < 3 && pending.size > 0; round += 1) await Promise.allSettled([...pending]);
    },
  };
}
