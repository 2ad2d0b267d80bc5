import type { HealthResponse, ReplicaHealth } from '@shared/health/health.schema';
import type { Database } from '../../db/database';
import { countAppliedMigrations } from './health.repository';

export interface HealthContext {
  database: Database;
  version: string;
  expectedMigrations: number;
  startedAt: number;
}

export async function readHealth(context: HealthContext): Promise<HealthResponse> {
  let applied = 0;
  let isReachable = true;
  try {
    applied = await withTimeout(countAppliedMigrations(context.database.db), 2000);
  } catch {
    isReachable = false;
  }
  const isUpToDate = isReachable && applied >= context.expectedMigrations;
  return {
    status: isReachable && isUpToDate ? 'ok' : 'degraded',
    version: context.version,
    uptimeSeconds: Math.round((Date.now() - context.startedAt) / 1000),
    database: {
      engine: context.database.engine,
      reachable: isReachable,
      migrations: { applied, expected: context.expectedMigrations, isUpToDate },
    },
    replicas: presentReplicas(context.database),
  };
}

/** From the last health check (every 0.5 s, ADR 083); named by position so no address leaks. */
function presentReplicas(database: Database): ReplicaHealth[] {
  return (database.replicas?.states() ?? []).map((replica, index) => ({
    name: `replica-${index + 1}`,
    state: replica.condition,
    lagMs: replica.lagMs,
  }));
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
