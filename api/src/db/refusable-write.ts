import type { Database, Transaction } from './client';

/** What a write answers instead of its result when one of its rules refuses it; the route makes it its 4xx. */
export interface Refused<Reason extends string> {
  refused: Reason;
}

/** Thrown by `refuse` so the write's transaction rolls back; `writeOrRefuse` turns it into `Refused`. */
class RefusedWrite extends Error {}

/**
 * Runs `work` in one transaction. `refuse(reason)` ends it as a rollback, and the answer is
 * `{ refused: reason }`: what the request may not do is a typed result, not an error with a route's text.
 */
export async function writeOrRefuse<Reason extends string, T>(
  db: Database,
  work: (tx: Transaction, refuse: (reason: Reason) => never) => Promise<T>,
): Promise<T | Refused<Reason>> {
  const state: { refusal?: Refused<Reason> } = {};
  const refuse = (reason: Reason): never => {
    state.refusal = { refused: reason };
    throw new RefusedWrite(reason);
  };
  try {
    return await db.transaction((tx) => work(tx, refuse));
  } catch (error) {
    if (error instanceof RefusedWrite && state.refusal !== undefined) return state.refusal;
    throw error;
  }
}
