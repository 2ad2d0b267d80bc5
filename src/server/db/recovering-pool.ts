import type pg from 'pg';
import { isDatabaseUnavailable } from '../core/database-unavailable';

/**
 * The first keyword of a statement that only reads, after leading blanks, comments and brackets.
 * `with` is allowed because a data-modifying CTE is caught by the keyword check below.
 */
const readingStart = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/|\()*(?:select|with)\b/i;
/**
 * Words that make a statement more than a read: writes, row locks, `select … into`, sequences,
 * notifications, advisory locks, settings, and the server functions that act on other sessions.
 * A false alarm only costs the retry; the functions our migrations define are all pure.
 */
const effectWords =
  /\b(?:insert|update|delete|merge|into|share|nextval|setval|pg_notify|pg_(?:try_)?advisory_\w+|set_config|pg_terminate_backend|pg_cancel_backend|pg_sleep\w*|lo_\w+|dblink\w*|txid_current|pg_current_xact_id)\b/i;

/** Whether running the statement twice is as good as once: a plain read, nothing else. */
export function isRepeatableStatement(text: string): boolean {
  return readingStart.test(text) && !effectWords.test(text);
}

/** `pg`'s errors for a query handed to a client already known dead: it never left the process. */
function wasNeverSent(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return message.endsWith('is not queryable');
}

function textOf(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

/** Released with this, a connection opened before the last fault is closed instead of reused. */
const staleConnection = new Error('connection opened before the last connection fault');

/**
 * Makes `pool` get over a database restart at once instead of one failed request per dead idle
 * connection (ADR 087). A restart or `pg_terminate_backend` ends every connection, but the pool
 * learns of each idle one's death only when its socket is read, so requests arriving in that
 * moment were handed dead connections and answered 503 one by one.
 *
 * - **A fault condemns its generation.** When a connection fails for a connection-level reason
 *   (`isDatabaseUnavailable`), every connection opened before it is taken for dead: it is closed
 *   when next checked out, and a new one is opened in its place. No ping per checkout: the cost
 *   is one reconnect per pooled connection, paid only after a fault.
 * - **A read runs once more.** A single statement run through `pool.query` that failed that way
 *   runs again on a new connection when it is a plain read (`isRepeatableStatement`) or never
 *   left the process. A write, or any statement inside a transaction, is not repeated: the server
 *   may have applied it before the connection died; the caller gets 503 and retries with its
 *   idempotency key (ADR 085).
 * - A failure to open a connection is not retried here: the database is down, and a second
 *   attempt would only double the wait.
 */
export function recoverFromLostConnections(pool: pg.Pool): void {
  const sequenceOf = new WeakMap<pg.PoolClient, number>();
  let openedCount = 0;
  let staleUpTo = 0;

  /** Errors a query met on a connection (released with them), as opposed to failing to connect. */
  const metOnConnection = new WeakSet<object>();

  const noteFault = (client: pg.PoolClient) => {
    // A connection of an older generation dying is the same incident; a newer one dying is news.
    if ((sequenceOf.get(client) ?? 0) > staleUpTo) staleUpTo = openedCount;
  };
  pool.on('connect', (client) => {
    openedCount += 1;
    sequenceOf.set(client, openedCount);
    // A client emits 'error' only when its connection is broken.
    client.on('error', () => noteFault(client));
  });
  pool.on('release', (error, client) => {
    if (!error || typeof error !== 'object') return;
    metOnConnection.add(error);
    if (isDatabaseUnavailable(error)) noteFault(client);
  });

  // Callbacks rather than promises: this runs for every query, and pg-pool's own `query` calls it.
  type ConnectCallback = (
    error: Error | undefined,
    client: pg.PoolClient | undefined,
    done: (release?: unknown) => void,
  ) => void;
  const connectAny = pool.connect.bind(pool) as unknown as (callback: ConnectCallback) => void;
  const connectFresh = (callback: ConnectCallback) => {
    connectAny((error, client, done) => {
      if (error || !client) return callback(error, undefined, done);
      const sequence = sequenceOf.get(client);
      if (sequence === undefined || sequence > staleUpTo) return callback(undefined, client, done);
      // Stale: closed, and another taken. Ends: stale connections are finite, new ones fresh.
      client.release(staleConnection);
      connectFresh(callback);
    });
  };
  pool.connect = ((callback?: ConnectCallback) => {
    if (callback) return connectFresh(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connectFresh((error, client) => (client ? resolve(client) : reject(error))),
    );
  }) as typeof pool.connect;

  const queryDirectly = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  /** Only a query that got a connection and lost it, and that is safe to run twice. */
  const canRepeat = (error: unknown, query: unknown) => {
    if (typeof error !== 'object' || error === null || !metOnConnection.has(error)) return false;
    if (!isDatabaseUnavailable(error)) return false;
    const text = textOf(query);
    return wasNeverSent(error) || (text !== undefined && isRepeatableStatement(text));
  };
  pool.query = ((...args: unknown[]) => {
    const isCallbackOrStream =
      args.some((argument) => typeof argument === 'function') ||
      typeof (args[0] as { submit?: unknown } | null)?.submit === 'function';
    if (isCallbackOrStream) return queryDirectly(...args);
    // pg-pool released the dead connection with the error, so its generation is stale by now and
    // the second run gets a new connection.
    return queryDirectly(...args).catch((error: unknown) => {
      if (!canRepeat(error, args[0])) throw error;
      return queryDirectly(...args);
    });
  }) as typeof pool.query;
}
