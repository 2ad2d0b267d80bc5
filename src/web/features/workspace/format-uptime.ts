import { localeFor } from '../../lib/format';
import type { Language } from '../../lib/i18n';

type UptimeUnit = 'day' | 'hour' | 'minute' | 'second';

const unitSeconds: [UptimeUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/** Whole days, hours, minutes and seconds in a duration; negative or non-finite input counts as 0. */
export function uptimeParts(totalSeconds: number): Record<UptimeUnit, number> {
  let rest = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const parts = { day: 0, hour: 0, minute: 0, second: 0 };
  for (const [unit, size] of unitSeconds) {
    parts[unit] = Math.floor(rest / size);
    rest -= parts[unit] * size;
  }
  return parts;
}

/**
 * Uptime as people say it: the two largest units that are not zero ("3 days, 4 hours",
 * "5 minutes, 2 seconds"); seconds only under a minute ("42 seconds"). Smaller units are dropped,
 * not rounded, so the figure never overstates.
 */
export function formatUptime(totalSeconds: number, language: Language): string {
  const locale = localeFor(language);
  const parts = uptimeParts(totalSeconds);
  const firstIndex = unitSeconds.findIndex(([unit]) => parts[unit] > 0);
  const shown = firstIndex === -1 ? [unitSeconds[3]] : unitSeconds.slice(firstIndex, firstIndex + 2);
  const texts = shown
    .filter((entry): entry is [UptimeUnit, number] => entry !== undefined)
    .filter(([unit], index) => index === 0 || parts[unit] > 0)
    .map(([unit]) =>
      new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(parts[unit]),
    );
  return new Intl.ListFormat(locale, { style: 'long', type: 'unit' }).format(texts);
}
