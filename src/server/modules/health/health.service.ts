import type { HealthResponse } from '@shared/health/health.schema';
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
  };
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
