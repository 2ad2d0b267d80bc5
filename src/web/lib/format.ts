import { formatEuro, localeByLanguage } from '@shared/format/euro';
import type { Language } from './i18n';

/** The one mapping from app language to the locale Intl formats with. */
export function localeFor(language: Language): string {
  return localeByLanguage[language];
}

/** Prices are always EUR; only the way they are written follows the language. */
export function formatPrice(amount: number, language: Language, options: { isWhole?: boolean } = {}): string {
  return formatEuro(amount, language, options);
}

export function formatNumber(value: number, language: Language, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(localeByLanguage[language], options).format(value);
}

export function formatDate(
  value: Date | string,
  language: Language,
  style: 'short' | 'long' = 'short',
): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(localeByLanguage[language], {
    dateStyle: style === 'short' ? 'medium' : 'long',
  }).format(date);
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

export function formatRelativeTime(value: Date | string, language: Language, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  const formatter = new Intl.RelativeTimeFormat(localeByLanguage[language], { numeric: 'auto' });
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.round(seconds / size), unit);
  }
  return formatter.format(0, 'minute');
}
