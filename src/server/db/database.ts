import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Logger } from 'pino';
import { type EmbeddedDatabase, startEmbeddedDatabase } from './embedded/embedded-database';
import { createReadReplicas, type ReadReplicas } from './read-replicas';
import { recoverFromLostConnections } from './recovering-pool';

export type DatabaseEngine = 'embedded' | 'server';
export type Db = NodePgDatabase;

export interface Database {
  /** The primary: every write, and every read that must see the caller's own writes. */
  db: Db;
  /**
   * Reads that may lag a second (ADR 083): a healthy streaming replica in turn, else the primary.
   * The same instance as `db` when no replica is configured.
   */
  readDb: Db;
  /** Replica health, when DATABASE_REPLICA_URLS names any. */
  replicas: ReadReplicas | undefined;
  pool: pg.Pool;
  engine: DatabaseEngine;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Handles whose statements all queue for one backend (the embedded database, PGlite). */
const oneBackendHandles = new WeakSet<Db>();

/**
 * Whether this handle's statements run one at a time whatever the pool holds: on the embedded
 * database, starting a statement beside another gains no time, and one that turns out unneeded
 * delays everyone else's (docs/performance.md, the embedded profile). False for a server.
 */
export function runsOneStatementAtATime(db: Db): boolean {
  return oneBackendHandles.has(db);
}

/** How long closing waits for connections still in use before it stops the embedded server anyway. */
const poolEndTimeoutMs = 3_000;
/**
 * How long a query waits for a connection (a new one, or a free one from a full pool). Without a
 * bound a request hangs for as long as the database is down; with it, it fails and is answered
 * 503 with Retry-After (ADR 085).
 */
export const connectionTimeoutMs = 10_000;

// PostgreSQL returns bigint (count(*)) as text by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

/**
 * Connects to PostgreSQL: the server at `databaseUrl`, or the embedded one under `dataDir` when no
 * URL is given. Both are reached through the same `pg` driver, so the rest of the code never knows.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir?: string;
  logger?: Logger;
  /** Tests reach an embedded database started elsewhere by URL; this keeps health reporting honest. */
  engine?: DatabaseEngine;
  /** Streaming replicas of the server at `databaseUrl` (ADR 083). */
  replicaUrls?: readonly string[];
  replicaMaxLagMs?: number;
  /** Connections to a PostgreSQL server (DATABASE_POOL_SIZE); the embedded database gets 8. */
  poolSize?: number;
}): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedDatabase({ dataDir: options.dataDir });
    url = embedded.url;
  }
  // The embedded server is a single backend underneath; a handful of connections is plenty.
  // JIT compiling costs 20-50 ms on PostgreSQL's larger search plans and never pays back on queries
  // this short (measured at 1,000,000 listings; docs/performance.md). PGlite has no JIT.
  const isServer = (options.engine ?? (embedded ? 'embedded' : 'server')) === 'server';
  const pool = new pg.Pool({
    connectionString: url,
    max: embedded ? 8 : (options.poolSize ?? 20),
    connectionTimeoutMillis: connectionTimeoutMs,
    ...(isServer ? { options: '-c jit=off' } : {}),
  });
  recoverFromLostConnections(pool);
  pool.on('error', (error) => options.logger?.error({ err: error }, 'database pool error'));
  // The pool listens for errors only on idle clients; a connection that drops while checked out
  // (its query is rejected anyway) would otherwise emit an unhandled 'error' and end the process.
  // Seen when the bench stopped an app on the embedded database: "Connection terminated unexpectedly".
  pool.on('connect', (client) => {
    client.on('error', (error) => options.logger?.warn({ err: error }, 'database connection lost'));
  });
  const db = drizzle(pool);
  if (!isServer) oneBackendHandles.add(db);
  const replicas =
    !embedded && options.replicaUrls?.length
      ? createReadReplicas({
          primary: pool,
          urls: options.replicaUrls,
          maxLagMs: options.replicaMaxLagMs ?? 1_000,
          logger: options.logger,
        })
      : undefined;
  return {
    db,
    readDb: replicas?.db ?? db,
    replicas,
    pool,
    engine: options.engine ?? (embedded ? 'embedded' : 'server'),
    async close() {
      // A client still checked out (work cut off at the shutdown deadline) would keep pool.end()
      // waiting for ever; the embedded server ends such connections itself when it stops, and its
      // stop checkpoints, so every committed row is on disk.
      await replicas?.close();
      await Promise.race([
        pool.end(),
        new Promise((resolve) => setTimeout(resolve, poolEndTimeoutMs).unref()),
      ]);
      await embedded?.stop();
    },
  };
}

export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}

export function countExpectedMigrations(): number {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}
