import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import { recoverFromLostConnections } from './recovering-pool';

/** What `GET /api/health` says of a replica: taking reads, skipped for lag, or skipped otherwise. */
export type ReplicaCondition = 'ok' | 'lagging' | 'down';

export interface ReplicaState {
  /** host:port/database, never the credentials. */
  name: string;
  isHealthy: boolean;
  /** `down` also before the first check and for a server that is no standby: it takes no reads. */
  condition: ReplicaCondition;
  /** How stale its data may be, from the last check; null before the first. */
  lagMs: number | null;
  /** Why it is skipped, while it is. */
  reason: string | null;
}

export interface ReadReplicas {
  /** A Drizzle instance whose queries go to a healthy replica in turn, else to the primary. */
  db: NodePgDatabase;
  states(): ReplicaState[];
  /** Runs one health check of every replica now (the timer runs them every `checkIntervalMs`). */
  checkNow(): Promise<void>;
  close(): Promise<void>;
}

interface Replica extends Omit<ReplicaState, 'condition'> {
  pool: pg.Pool;
  /** One connection with a short statement timeout, so a hung check cannot hold a read's connection. */
  checkPool: pg.Pool;
}

/** One sample of the primary's WAL position, to date a replica's replay position. */
interface PrimarySample {
  lsn: bigint;
  sampledAt: number;
}

/** Samples older than this are dropped; a replica further behind is "at least this far" behind. */
const sampleHistoryMs = 60_000;
const checkTimeoutMs = 1_000;
const tooFarBehind = 'too far behind';

/**
 * SQLSTATEs and socket errors after which the same read is run again on the primary: the replica
 * is unreachable or shutting down (class 08, 57P0x), cancelled the read for a conflict with
 * recovery (40001), or refused a write that reached it by mistake (25006). A read is safe to
 * repeat; every other error is the query's own and is thrown as it is.
 */
const replicaErrorCodes = new Set(['40001', '25006', '57P01', '57P02', '57P03', '53300']);
const socketErrorCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

export function isReplicaFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (code.startsWith('08') || replicaErrorCodes.has(code))) return true;
  if (typeof code === 'string' && socketErrorCodes.has(code)) return true;
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|connection .*closed/i.test(message);
}

function nameOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
}

/** `0/3000148` → 0x3000148. */
export function parseLsn(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/**
 * How stale a replica at `replayLsn` may be: it holds everything the primary held at the last
 * sample at or below its position, so its data is at most `now - that sample` old. Measured by WAL
 * position rather than `now() - pg_last_xact_replay_timestamp()`, which grows on a replica that is
 * fully caught up while the primary is idle.
 */
export function lagOf(replayLsn: bigint, samples: readonly PrimarySample[], now: number): number {
  const newest = samples.at(-1);
  if (!newest || replayLsn >= newest.lsn) return 0;
  let caughtUpAt: number | undefined;
  for (const sample of samples) if (sample.lsn <= replayLsn) caughtUpAt = sample.sampledAt;
  return now - (caughtUpAt ?? samples[0]?.sampledAt ?? now);
}

/**
 * Streaming replicas for reads that may lag (ADR 083). Each is checked every `checkIntervalMs`:
 * one that does not answer, is no standby, or is further behind than `maxLagMs` is skipped until
 * a check finds it fit again; a read that fails on a replica for the replica's sake runs again on
 * the primary. Without a fit replica every read goes to the primary. Transactions opened on this
 * `db` (which a read-only service has no need of) also run on the primary.
 */
export function createReadReplicas(options: {
  primary: pg.Pool;
  urls: readonly string[];
  maxLagMs: number;
  checkIntervalMs?: number;
  logger?: Logger;
}): ReadReplicas {
  const { primary, logger } = options;
  const replicas: Replica[] = options.urls.map((url) => ({
    name: nameOf(url),
    pool: new pg.Pool({
      connectionString: url,
      max: 10,
      connectionTimeoutMillis: 2_000,
      options: '-c jit=off',
      application_name: 'kleinkram-read',
    }),
    checkPool: new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: checkTimeoutMs,
      statement_timeout: checkTimeoutMs,
      application_name: 'kleinkram-replica-check',
    }),
    // A replica takes reads only once a check has found it fit.
    isHealthy: false,
    lagMs: null,
    reason: 'not checked yet',
  }));
  for (const replica of replicas) {
    recoverFromLostConnections(replica.pool);
    replica.checkPool.on('error', () => {
      // The next check reports it.
    });
    // Code and message say enough; pg's error carries the whole client, which would flood the log.
    const warn = (message: string) => (error: Error & { code?: string }) =>
      logger?.warn({ replica: replica.name, code: error.code, reason: error.message }, message);
    replica.pool.on('error', warn('replica pool error'));
    replica.pool.on('connect', (client) => {
      client.on('error', warn('replica connection lost'));
    });
  }
  let samples: PrimarySample[] = [];
  let nextIndex = 0;

  const mark = (replica: Replica, isHealthy: boolean, lagMs: number | null, reason: string | null) => {
    if (replica.isHealthy !== isHealthy) {
      if (isHealthy) logger?.info({ replica: replica.name, lagMs }, 'replica takes reads');
      else
        logger?.warn(
          { replica: replica.name, lagMs, reason },
          'replica skipped; its reads go to the primary',
        );
    }
    replica.isHealthy = isHealthy;
    replica.lagMs = lagMs;
    replica.reason = reason;
  };

  const checkReplica = async (replica: Replica) => {
    try {
      const { rows } = await replica.checkPool.query<{ in_recovery: boolean; replay_lsn: string | null }>(
        'select pg_is_in_recovery() as in_recovery, pg_last_wal_replay_lsn()::text as replay_lsn',
      );
      const row = rows[0];
      if (!row?.in_recovery || !row.replay_lsn) {
        mark(replica, false, null, 'not a standby');
        return;
      }
      const lagMs = lagOf(parseLsn(row.replay_lsn), samples, Date.now());
      mark(replica, lagMs <= options.maxLagMs, lagMs, lagMs <= options.maxLagMs ? null : tooFarBehind);
    } catch (error) {
      mark(replica, false, null, (error as Error).message);
    }
  };

  const checkNow = async () => {
    try {
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      const now = Date.now();
      samples = [...samples.filter((sample) => now - sample.sampledAt <= sampleHistoryMs)];
      if (rows[0]) samples.push({ lsn: parseLsn(rows[0].lsn), sampledAt: now });
    } catch (error) {
      // Without the primary's position no lag can be told; the replicas keep their last state.
      logger?.warn({ reason: (error as Error).message }, 'replica check could not read the primary position');
      return;
    }
    await Promise.all(replicas.map(checkReplica));
  };

  let isChecking = false;
  const timer = setInterval(() => {
    if (isChecking) return;
    isChecking = true;
    void checkNow().finally(() => {
      isChecking = false;
    });
  }, options.checkIntervalMs ?? 500);
  timer.unref();

  const nextHealthy = (): Replica | undefined => {
    for (let step = 0; step < replicas.length; step += 1) {
      const replica = replicas[(nextIndex + step) % replicas.length];
      if (replica?.isHealthy) {
        nextIndex = (nextIndex + step + 1) % replicas.length;
        return replica;
      }
    }
    return undefined;
  };

  // Drizzle calls `query(config, params)` for single statements and `connect()` for transactions;
  // its name ends in Pool so Drizzle treats it as one.
  class ReadRoutingPool {
    async query(...args: unknown[]) {
      const replica = nextHealthy();
      const run = (pool: pg.Pool) =>
        (pool.query as (...rest: unknown[]) => Promise<unknown>).apply(pool, args);
      if (!replica) return run(primary);
      try {
        return await run(replica.pool);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        const code = (error as { code?: string }).code;
        // A refused write (25006) or a recovery conflict says nothing about the replica's health.
        if (code !== '25006' && code !== '40001')
          mark(replica, false, replica.lagMs, (error as Error).message);
        if (code === '25006')
          logger?.warn(
            { reason: (error as Error).message },
            'a write reached the read pool; run on the primary',
          );
        return run(primary);
      }
    }

    connect() {
      return primary.connect();
    }
  }

  return {
    db: drizzle(new ReadRoutingPool() as unknown as pg.Pool),
    states: () =>
      replicas.map(({ name, isHealthy, lagMs, reason }) => ({
        name,
        isHealthy,
        condition: isHealthy ? 'ok' : reason === tooFarBehind ? 'lagging' : 'down',
        lagMs,
        reason,
      })),
    checkNow,
    async close() {
      clearInterval(timer);
      await Promise.all(
        replicas.flatMap((replica) => [
          replica.pool.end().catch(() => {}),
          replica.checkPool.end().catch(() => {}),
        ]),
      );
    },
  };
}
