import type { PerformanceDay } from '@shared/workspace/workspace-performance.schema';

/**
 * Pure arithmetic of the performance figures (ADR 074): every rate is null when there is nothing to
 * divide by, so the web says "no data yet" and never shows NaN.
 */
const dayMs = 24 * 60 * 60 * 1000;

/** The range's days end today (UTC) inclusive: `from` is the start of the first, `to` of tomorrow. */
export function performanceWindow(days: number, now: Date): { from: Date; to: Date; dayKeys: string[] } {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(startOfToday - (days - 1) * dayMs);
  const to = new Date(startOfToday + dayMs);
  const dayKeys = Array.from({ length: days }, (_, index) =>
    new Date(from.getTime() + index * dayMs).toISOString().slice(0, 10),
  );
  return { from, to, dayKeys };
}

export function shareOf(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.min(1, Math.max(0, part / whole));
}

export function averageOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Nearest-rank percentile (the smallest value with at least p % of the values at or below it). */
export function percentileOf(values: readonly number[], percentile: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((percentile / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

export const roundedOrNull = (value: number | null) => (value === null ? null : Math.round(value));

export interface PublishJobFacts {
  status: 'PENDING' | 'RUNNING' | 'SUCCESS' | 'PARTIAL_SUCCESS' | 'FAILURE';
  attempts: number;
  queuedAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  durationMs: number | null;
}

const isLive = (job: PublishJobFacts) => job.status === 'SUCCESS' || job.status === 'PARTIAL_SUCCESS';
const isFinished = (job: PublishJobFacts) => isLive(job) || job.status === 'FAILURE';

/** Lead time (queued → live), funnel, success rate, attempts and duration of the window's publish jobs. */
export function publishJobFigures(jobs: readonly PublishJobFacts[]) {
  const live = jobs.filter((job) => isLive(job) && job.finishedAt !== null);
  const leadTimes = live.map((job) =>
    Math.max(0, (job.finishedAt as Date).getTime() - job.queuedAt.getTime()),
  );
  const durations = jobs.filter(isFinished).flatMap((job) => {
    if (job.durationMs !== null) return [job.durationMs];
    if (job.startedAt && job.finishedAt)
      return [Math.max(0, job.finishedAt.getTime() - job.startedAt.getTime())];
    return [];
  });
  const finished = jobs.filter(isFinished).length;
  return {
    leadTimeAverageMs: roundedOrNull(averageOf(leadTimes)),
    leadTimeP95Ms: roundedOrNull(percentileOf(leadTimes, 95)),
    funnel: {
      requested: jobs.length,
      // Every job that started, whether it is still running or already finished.
      running: jobs.filter((job) => job.startedAt !== null || job.status === 'RUNNING' || isFinished(job))
        .length,
      live: jobs.filter(isLive).length,
    },
    successRate: shareOf(jobs.filter(isLive).length, finished),
    attemptsPerJob:
      jobs.length === 0 ? null : Math.round((averageOf(jobs.map((job) => job.attempts)) ?? 0) * 100) / 100,
    jobDurationAverageMs: roundedOrNull(averageOf(durations)),
    jobDurationP95Ms: roundedOrNull(percentileOf(durations, 95)),
  };
}

/**
 * Views of a day: the anonymous count includes consented views, but a day the counter missed (it
 * came with migration 0023) still has its consented events, so the larger of the two counts.
 */
export function dailyTrend(
  dayKeys: readonly string[],
  inputs: {
    anonymousViews: readonly { day: string; views: number }[];
    consentedViews: readonly { day: string; views: number }[];
    sales: readonly { day: string; count: number }[];
    jobs: readonly PublishJobFacts[];
  },
): PerformanceDay[] {
  const byDay = <Row extends { day: string }>(rows: readonly Row[], value: (row: Row) => number) =>
    new Map(rows.map((row) => [row.day, value(row)]));
  const anonymous = byDay(inputs.anonymousViews, (row) => row.views);
  const consented = byDay(inputs.consentedViews, (row) => row.views);
  const sales = byDay(inputs.sales, (row) => row.count);
  const dayOf = (date: Date) => date.toISOString().slice(0, 10);
  return dayKeys.map((day) => ({
    day,
    views: Math.max(anonymous.get(day) ?? 0, consented.get(day) ?? 0),
    sales: sales.get(day) ?? 0,
    publishRequested: inputs.jobs.filter((job) => dayOf(job.queuedAt) === day).length,
    publishLive: inputs.jobs.filter((job) => isLive(job) && job.finishedAt && dayOf(job.finishedAt) === day)
      .length,
    publishFailed: inputs.jobs.filter(
      (job) => job.status === 'FAILURE' && job.finishedAt && dayOf(job.finishedAt) === day,
    ).length,
  }));
}

/** Sessions that reached the first sell-flow step but never published, of those that started. */
export function sellFlowDropOff(
  steps: readonly { step: string; sessions: number }[],
  order: readonly string[],
) {
  const sessionsAt = (step: string) => steps.find((row) => row.step === step)?.sessions ?? 0;
  const started = Math.max(0, ...order.map(sessionsAt));
  const published = sessionsAt(order[order.length - 1] ?? 'publish');
  return {
    dropOffRate: shareOf(Math.max(0, started - published), started),
    steps: order.map((step) => ({ step, sessions: sessionsAt(step) })),
  };
}
