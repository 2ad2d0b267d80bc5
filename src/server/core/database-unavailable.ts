/**
 * Whether an error means the database cannot be reached right now (a restart, a failover, a
 * network cut, a full pool that could not connect in time), as opposed to a fault in our code
 * or in a statement. Such a request is answered 503 with Retry-After: trying again shortly works
 * once the server is back, and the pool replaces dead connections by itself (ADR 085).
 */

/** PostgreSQL SQLSTATEs for a server going away or not yet taking connections. */
const unavailableSqlStates = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a fast or smart shutdown
  '57P02', // crash_shutdown: another backend crashed, the server resets every connection
  '57P03', // cannot_connect_now: starting up, in recovery, shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
]);

/** Node's socket errors on the way to the database. */
const unavailableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What `pg` says without a code when a connection dies or cannot be had in time. */
const unavailableMessages = [
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Retry-After for a 503 caused by the database: about what a restart or failover takes. */
export const databaseRetryAfterSeconds = 5;

function isUnavailableError(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (unavailableSqlStates.has(code) || unavailableSocketCodes.has(code))) {
    return true;
  }
  return typeof message === 'string' && unavailableMessages.some((text) => message.startsWith(text));
}

/**
 * True when the error, or one it wraps (`cause`, as Drizzle's DrizzleQueryError does, or the
 * `errors` of an AggregateError from a connection attempt to several addresses), says so.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  if (isUnavailableError(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
