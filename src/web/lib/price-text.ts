import type { Language } from './i18n';

export type ParsedPrice = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; value: number };

const separators: Record<Language, { decimal: string; group: string }> = {
  en: { decimal: '.', group: ',' },
  de: { decimal: ',', group: '.' },
};

const escapeForPattern = (character: string) => `\\${character}`;

/**
 * A typed price in EUR: "12,50" and "1.250" in German, "12.50" and "1,250" in English. The other
 * language's decimal mark is accepted when it cannot be a thousands separator ("12.50" in German).
 */
export function parsePriceText(text: string, language: Language): ParsedPrice {
  const cleaned = text.replace(/[\s\u00a0\u202f€]/g, '').replace(/eur$/i, '');
  if (cleaned === '') return { kind: 'empty' };
  let { decimal, group } = separators[language];
  const groupCount = cleaned.split(group).length - 1;
  if (
    !cleaned.includes(decimal) &&
    groupCount === 1 &&
    new RegExp(`${escapeForPattern(group)}\\d{1,2}$`).test(cleaned)
  ) {
    [decimal, group] = [group, decimal];
  }
  const pattern = new RegExp(
    `^(\\d{1,3}(${escapeForPattern(group)}\\d{3})+|\\d+)(${escapeForPattern(decimal)}\\d{1,2})?$`,
  );
  if (!pattern.test(cleaned)) return { kind: 'invalid' };
  const value = Number(cleaned.split(group).join('').replace(decimal, '.'));
  return Number.isFinite(value) ? { kind: 'valid', value } : { kind: 'invalid' };
}

/** A price as the seller would type it: "12,50" / "12.50", no grouping, whole euros without cents. */
export function formatPriceText(value: number, language: Language): string {
  const isWhole = Number.isInteger(value);
  return value.toFixed(isWhole ? 0 : 2).replace('.', separators[language].decimal);
}
