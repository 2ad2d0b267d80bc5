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

/** Shared with the server's first screen (ADR 089), so both write "3 hours ago" alike. */
export { formatRelativeTime } from '@shared/format/relative-time';
