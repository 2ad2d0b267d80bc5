import type { Language } from '@shared/i18n/languages';
import type { PerformanceDay } from '@shared/workspace/workspace-performance.schema';

/**
 * Formatting of the performance figures (ADR 074). A null figure means "nothing to divide by" and is
 * shown as the caller's "no data yet" text, never as NaN or 0 %.
 */
export function formatShare(value: number | null, language: Language): string | null {
  if (value === null || !Number.isFinite(value)) return null;
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
}

/** Milliseconds as the largest sensible unit: 850 ms, 12.5 s, 3.2 min, 1.5 h. */
export function formatDuration(milliseconds: number | null, language: Language): string | null {
  if (milliseconds === null || !Number.isFinite(milliseconds)) return null;
  const units: [Intl.NumberFormatOptions['unit'], number][] = [
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1000],
  ];
  for (const [unit, size] of units) {
    if (milliseconds >= size) {
      return new Intl.NumberFormat(language, {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: 1,
      }).format(milliseconds / size);
    }
  }
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }).format(
    Math.round(milliseconds),
  );
}

/** A YYYY-MM-DD day as a short label (26 Nov / 26. Nov.), read as UTC like the server counts it. */
export function formatDayLabel(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Whether a trend has anything to draw; an all-zero range shows "no data yet" instead of a flat line. */
export function hasTrendData(trend: readonly PerformanceDay[]): boolean {
  return trend.some(
    (day) =>
      day.views > 0 ||
      day.sales > 0 ||
      day.publishRequested > 0 ||
      day.publishLive > 0 ||
      day.publishFailed > 0,
  );
}
