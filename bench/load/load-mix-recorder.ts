/** What `npm run bench:load` measured: every request's time and answer, per action. */
export type RequestKind = 'read' | 'write';

interface ActionSamples {
  kind: RequestKind;
  latencies: number[];
  /** Status (or `network` for no answer at all) → count, for answers that were not 2xx. */
  failures: Map<string, number>;
}

export interface ActionSummary {
  action: string;
  kind: RequestKind;
  count: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
}

export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

export class LoadRecorder {
  private readonly actions = new Map<string, ActionSamples>();
  private readonly failureSamples: string[] = [];
  /** Samples before this moment (the warm-up) are not kept. */
  measuringFrom = Number.POSITIVE_INFINITY;

  record(action: string, kind: RequestKind, startedAt: number, status: number | 'network', detail = '') {
    if (startedAt < this.measuringFrom) return;
    const samples: ActionSamples = this.actions.get(action) ?? { kind, latencies: [], failures: new Map() };
    this.actions.set(action, samples);
    samples.latencies.push(performance.now() - startedAt);
    const isSuccess = typeof status === 'number' && status >= 200 && status < 300;
    if (isSuccess) return;
    const key = String(status);
    samples.failures.set(key, (samples.failures.get(key) ?? 0) + 1);
    if (this.failureSamples.length < 10)
      this.failureSamples.push(`${action} → ${key} ${detail.slice(0, 200)}`);
  }

  summaries(): ActionSummary[] {
    return [...this.actions.entries()]
      .map(([action, samples]) => summarise(action, samples.kind, samples.latencies, samples.failures))
      .sort((a, b) => b.count - a.count);
  }

  byKind(kind: RequestKind): ActionSummary {
    const latencies: number[] = [];
    const failures = new Map<string, number>();
    for (const samples of this.actions.values()) {
      if (samples.kind !== kind) continue;
      latencies.push(...samples.latencies);
      for (const [key, count] of samples.failures) failures.set(key, (failures.get(key) ?? 0) + count);
    }
    return summarise(`all ${kind}s`, kind, latencies, failures);
  }

  failureBreakdown(): string[] {
    const lines: string[] = [];
    for (const [action, samples] of this.actions) {
      for (const [status, count] of samples.failures) lines.push(`${action}: ${count} × ${status}`);
    }
    return [...lines, ...this.failureSamples.map((sample) => `  e.g. ${sample}`)];
  }
}

function summarise(
  action: string,
  kind: RequestKind,
  latencies: number[],
  failures: Map<string, number>,
): ActionSummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    action,
    kind,
    count: sorted.length,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    p99Ms: percentile(sorted, 0.99),
    failures: [...failures.values()].reduce((sum, count) => sum + count, 0),
  };
}
