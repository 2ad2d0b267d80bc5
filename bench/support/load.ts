import autocannon from 'autocannon';

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/**
 * Bounded load against a local address: fixed duration and connections, then it stops. With
 * `pathOf`, every request asks for the path it returns (a workload of many URLs on one host).
 */
export async function runLoad(
  label: string,
  url: string,
  options: {
    connections: number;
    durationSeconds: number;
    headers?: Record<string, string>;
    pathOf?: () => string;
  },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const { pathOf } = options;
  const instance = autocannon({
    url,
    connections: options.connections,
    duration: options.durationSeconds,
    headers: options.headers,
    ...(pathOf ? { requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }] } : {}),
  });
  // autocannon reports p97.5 but not p95, so the latencies are collected here.
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTimeMs: number) => {
      latencies.push(responseTimeMs);
    },
  );
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function printResults(title: string, results: LoadResult[]) {
  console.info(`\n${title}`);
  console.table(
    results.map((result) => ({
      endpoint: result.label,
      'req/s': result.requestsPerSecond,
      'p50 ms': result.p50Ms.toFixed(1),
      'p95 ms': result.p95Ms.toFixed(1),
      'p99 ms': result.p99Ms.toFixed(1),
      errors: result.errors,
      non2xx: result.non2xx,
    })),
  );
}
