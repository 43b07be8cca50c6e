import { isDatabaseUnavailable } from './errors';

/** A driver error as node-postgres and Node's sockets shape them: a message and a `code`. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

/** drizzle wraps what the driver threw: "Failed query: …" with the driver's error as its cause. */
function wrapped(cause: unknown): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}

test.each([
  ['a refused connection', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a reset connection', driverError('read ECONNRESET', 'ECONNRESET')],
  ['an unknown database host', driverError('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
  ['a connection lost mid-query', driverError('Connection terminated unexpectedly')],
  ['no connection in time', driverError('Connection terminated due to connection timeout')],
  ['no free pooled connection in time', driverError('timeout exceeded when trying to connect')],
  ['no answer in time', driverError('Query read timeout')],
  ['a client used after its connection failed', driverError('Client was closed and is not queryable')],
  ['Postgres shutting down', driverError('terminating connection due to administrator command', '57P01')],
  ['Postgres starting up', driverError('the database system is starting up', '57P03')],
  ['too many connections', driverError('sorry, too many clients already', '53300')],
  ['a connection exception', driverError('connection failure', '08006')],
  ['a statement timeout', driverError('canceling statement due to statement timeout', '57014')],
  ['PGlite closed under a request', driverError('PGlite is closed')],
])('[HARD-faults] %s is an outage (503)', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
  expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
});

test('[HARD-faults] a refused connection to every address of a host (AggregateError) is an outage', () => {
  const refused = new AggregateError([
    driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED'),
    driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  ]);
  expect(isDatabaseUnavailable(refused)).toBe(true);
});

test.each([
  ['a unique violation', driverError('duplicate key value violates unique constraint', '23505')],
  ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['not an error at all', 'ECONNREFUSED'],
  ['nothing', undefined],
])('[HARD-faults] %s is not an outage (500 or its own answer)', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
  expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
});
