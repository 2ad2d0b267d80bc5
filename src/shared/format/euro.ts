import type { Language } from '../i18n/languages';

/** The locale Intl writes each interface language in (spec §1: en and de). */
export const localeByLanguage: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

// Building an Intl.NumberFormat costs about 0.1 ms, formatting with one microseconds: keep the four.
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Prices are always EUR; only the way they are written follows the language ("€1,250.50",
 * "1.250,50 €"). Whole amounts drop the cents unless `isWhole` says otherwise. One rule for the
 * web, mails, notifications and the server's check and pricing texts. Amounts in cents go through
 * `toEuros` (shared/pricing/cents.ts), the one euro/cent conversion, first.
 */
export function formatEuro(amount: number, language: Language, options: { isWhole?: boolean } = {}): string {
  const isWhole = options.isWhole ?? Number.isInteger(amount);
  const key = `${language}:${isWhole}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(localeByLanguage[language], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: isWhole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
