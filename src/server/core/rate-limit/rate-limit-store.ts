import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { Database } from '../../db/database';
import { storeReportingFailures } from './count-failure';
import { postgresRateLimitStore } from './postgres-rate-limit-store';

/**
 * The plugin's own Redis store, built here rather than through its `redis` option so that its
 * failures can be wrapped (`storeReportingFailures`); the plugin exports no type for it.
 */
const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  nameSpace: string,
) => FastifyRateLimitStore;

export type RateLimitBackend = 'redis' | 'postgres' | 'memory';

export interface RateLimitStorage {
  backend: RateLimitBackend;
  /** What the plugin is registered with, besides `global` and `hook`. */
  pluginOptions: Pick<RateLimitPluginOptions, 'store' | 'skipOnError'>;
  close(): Promise<void>;
}

/**
 * Where the API's rate-limit counters live (ADR 083): in Redis when REDIS_URL is set, else in
 * PostgreSQL on a database server, so every app node counts against one limit; in memory only on
 * the embedded database, which runs exactly one node. A shared store that cannot count makes the
 * limited endpoint answer 503 SERVICE_UNAVAILABLE with Retry-After (ADR 087), not 500.
 */
export function createRateLimitStorage(options: {
  redisUrl: string | undefined;
  database: Database;
  logger: FastifyBaseLogger;
  /** False keeps the counters in this process whatever is configured (test apps on one database). */
  isShared?: boolean;
}): RateLimitStorage {
  if (options.isShared === false) return { backend: 'memory', pluginOptions: {}, close: async () => {} };
  if (options.redisUrl) {
    // Fail a count fast rather than queue it while Redis is away (the plugin's advice); 2 s, not
    // its 500 ms: on a busy 2-CPU machine a node's first connect at start timed out at 500 ms.
    const redis = new Redis(options.redisUrl, {
      connectTimeout: 2_000,
      maxRetriesPerRequest: 1,
      lazyConnect: false,
    });
    redis.on('error', (error) => options.logger.warn({ err: error }, 'rate-limit redis error'));
    return {
      backend: 'redis',
      pluginOptions: {
        store: storeReportingFailures((pluginOptions) => {
          const { continueExceeding = false, exponentialBackoff = false } = pluginOptions;
          return new RedisStore(continueExceeding, exponentialBackoff, redis, 'kleinkram:rate-limit:');
        }),
        skipOnError: false,
      },
      async close() {
        await redis.quit().catch(() => redis.disconnect());
      },
    };
  }
  if (options.database.engine === 'server') {
    return {
      backend: 'postgres',
      pluginOptions: {
        store: storeReportingFailures((pluginOptions) => {
          const PostgresStore = postgresRateLimitStore(options.database.db);
          return new PostgresStore(pluginOptions);
        }),
        skipOnError: false,
      },
      close: async () => {},
    };
  }
  return { backend: 'memory', pluginOptions: {}, close: async () => {} };
}
