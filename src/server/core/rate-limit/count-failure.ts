import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';

/**
 * The rate-limit store (Redis or PostgreSQL) could not count a request. A limited endpoint then
 * answers 503 SERVICE_UNAVAILABLE with Retry-After, never 500 and never unlimited (ADR 087).
 */
export class RateLimitCountFailed extends Error {
  constructor(cause: unknown) {
    super('The rate-limit counter could not be read or raised', { cause });
    this.name = 'RateLimitCountFailed';
  }
}

type Callback = (error: Error | null, result?: { current: number; ttl: number } | null) => void;
type StoreMethod = (key: string, callback: Callback, timeWindow?: number, max?: number) => void;

/** Wraps a store so that each of its failures reaches the error handler as `RateLimitCountFailed`. */
function reportingFailures(inner: FastifyRateLimitStore): FastifyRateLimitStore {
  const forward =
    (method: StoreMethod): StoreMethod =>
    (key, callback, timeWindow, max) =>
      method(
        key,
        (error, result) => callback(error ? new RateLimitCountFailed(error) : null, result),
        timeWindow,
        max,
      );
  const store = inner as unknown as { incr: StoreMethod; read?: StoreMethod };
  return {
    incr: forward(store.incr.bind(inner)) as FastifyRateLimitStore['incr'],
    ...(store.read ? { read: forward(store.read.bind(inner)) as FastifyRateLimitStore['incr'] } : {}),
    child: (routeOptions) => reportingFailures(inner.child(routeOptions)),
  };
}

/**
 * A store class for the plugin's `store` option: the plugin constructs it with its options, and
 * `createInner` builds the real store from them.
 */
export function storeReportingFailures(
  createInner: (pluginOptions: RateLimitOptions) => FastifyRateLimitStore,
) {
  // Called with `new`: a constructor that returns an object makes that object the instance.
  return function reportingStore(pluginOptions: RateLimitOptions) {
    return reportingFailures(createInner(pluginOptions));
  } as unknown as FastifyRateLimitStoreCtor;
}
