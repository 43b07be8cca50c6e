/**
 * The name of the unique constraint (or index) a failed statement violated, else undefined. Drizzle
 * wraps driver errors, so the Postgres error (`code` 23505) may be some levels down the `cause` chain;
 * node-postgres and PGlite both expose `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (Reflect.get(current, 'code') === '23505') {
      const constraint: unknown = Reflect.get(current, 'constraint');
      return typeof constraint === 'string' ? constraint : '';
    }
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}

/**
 * Postgres SQLSTATEs that mean "the database cannot serve this now", not "this statement is wrong":
 * class 08 (connection exception), the server shutting down or starting (57P01 admin shutdown, 57P02
 * crash shutdown, 57P03 cannot connect now), 53300 too many connections, and 57014 query canceled,
 * which only `statement_timeout` causes here (the API never cancels a query itself).
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** Node's socket errors for a database host that is down, unreachable or gone mid-conversation. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Messages node-postgres, pg-pool and PGlite throw without a code: a connection lost or not made in time
 * (`connectionTimeoutMillis`), no free pooled connection in time, no answer in time (`query_timeout`),
 * a client used after its connection failed, PGlite closing under a request at shutdown.
 */
const unavailableMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^PGlite is clos(ed|ing)$/,
  // db/outage-breaker.ts: refused at once while an outage lasts.
  /^Database unavailable: waiting for it to answer again$/,
];

/**
 * Whether `error` means the database is unreachable or refusing work for now (a 503 that passes),
 * rather than a bug or a bad statement (a 500). Looks through drizzle's `cause` chain and through the
 * AggregateError a connection attempt to several addresses (IPv4 and IPv6) throws.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const code: unknown = Reflect.get(error, 'code');
  if (typeof code === 'string') {
    if (unavailableSocketCodes.has(code) || unavailableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  const message: unknown = Reflect.get(error, 'message');
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  const errors: unknown = Reflect.get(error, 'errors');
  if (Array.isArray(errors) && errors.some((inner: unknown) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(Reflect.get(error, 'cause'), depth + 1);
}
