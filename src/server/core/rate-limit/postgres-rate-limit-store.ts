import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../../db/database';
import { deleteCountersEndedBefore, incrementCounter, readCounter } from './rate-limit-counters.repository';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Ended windows are of no use; they are removed now and then, not on every request. */
const pruneIntervalMs = 10 * 60_000;

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A fixed-window store for @fastify/rate-limit over the `rate_limit_counters` table, so every app
 * node counts against the same limit (ADR 083). The plugin constructs the store itself, hence a
 * class made for one database. Keys are prefixed by method and route, as the plugin's Redis store does.
 */
export function postgresRateLimitStore(db: Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let lastPrunedAt = now();

  const prune = () => {
    if (now() - lastPrunedAt < pruneIntervalMs) return;
    lastPrunedAt = now();
    void deleteCountersEndedBefore(db, new Date(now())).catch(() => {
      // The next prune tries again; counting does not depend on it.
    });
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'rate-limit:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      incrementCounter(db, this.prefix + key, timeWindow).then(
        (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
      prune();
    }

    /** Peeks without counting, for `{ increment: false }`. */
    read(key: string, callback: Callback) {
      readCounter(db, this.prefix + key).then(
        (state) => callback(null, { current: state.hits, ttl: state.ttlMs }),
        (error: Error) => callback(error),
      );
    }

    /** The plugin passes the route's merged limit options, with the route itself as `routeInfo`. */
    child(routeOptions: object) {
      const { method, url } = (routeOptions as RouteInfo).routeInfo ?? {};
      return new PostgresRateLimitStore(routeOptions, `${this.prefix}${String(method ?? '')}${url ?? ''}-`);
    }
  }
  return PostgresRateLimitStore as unknown as FastifyRateLimitStoreCtor;
}
