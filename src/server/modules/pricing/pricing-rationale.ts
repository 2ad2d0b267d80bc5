import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import type { RationaleItem } from '@shared/pricing/pricing.schema';
import { type Calibration, toEuros } from '@shared/pricing/pricing-rules';
import type { ComparablesScope } from './comparables.service';

/** EUR with cents, as each language writes it: "1.250,50 €" and "€1,250.50". */
export function formatEuros(cents: number, language: Language): string {
  return formatEuro(toEuros(cents), language, { isWhole: false });
}

const conditionNames: Record<ListingCondition, [de: string, en: string]> = {
  new: ['neu', 'new'],
  excellent: ['sehr gut', 'excellent'],
  good: ['gut', 'good'],
  fair: ['akzeptabel', 'fair'],
  refurbished: ['generalüberholt', 'refurbished'],
};

const scopeNames: Record<Exclude<ComparablesScope, 'none'>, [de: string, en: string]> = {
  exact: [
    'gleiche Kategorie, gleicher Zustand und gleiche Merkmale',
    'same category, condition and attributes',
  ],
  category: ['gleiche Kategorie und gleicher Zustand', 'same category and condition'],
  'category-any-condition': ['gleiche Kategorie, jeder Zustand', 'same category, any condition'],
  'parent-category': ['übergeordnete Kategorie', 'parent category'],
  'top-category': ['Hauptkategorie', 'top-level category'],
};

export interface RationaleInput {
  language: Language;
  categoryName: { de: string; en: string } | null;
  condition: ListingCondition | null;
  scope: ComparablesScope;
  windowDays: number;
  sampleSize: number;
  sample: { floorCents: number; medianCents: number; ceilingCents: number } | null;
  /** The catalogue's typical price, when there were too few comparables. */
  catalogueDefaultCents: number | null;
  calibration: Calibration;
  wasWidened: boolean;
}

const percent = (fraction: number) => Math.round(Math.abs(fraction) * 100);

/**
 * The reasons behind a suggestion, in the request's language. Weights say roughly how much of the
 * price each reason accounts for: the market evidence most, the seller's calibration by the share
 * it moved the price, condition and widening as context.
 */
export function buildRationale(input: RationaleInput): RationaleItem[] {
  const { language, calibration } = input;
  const t = (de: string, en: string) => (language === 'de' ? de : en);
  const lang = language === 'de' ? 0 : 1;
  const money = (cents: number) => formatEuros(cents, language);
  const category = input.categoryName?.[language] ?? t('dieser Kategorie', 'this category');
  const calibrationWeight = Math.min(1, Math.abs(calibration.factor - 1));
  const items: RationaleItem[] = [];

  if (input.sample) {
    const { floorCents, medianCents, ceilingCents } = input.sample;
    items.push({
      id: 'comparables',
      summary: t(
        `${input.sampleSize} vergleichbare Anzeigen, Median ${money(medianCents)}`,
        `${input.sampleSize} comparable listings, median ${money(medianCents)}`,
      ),
      detail: t(
        `Median von ${input.sampleSize} Anzeigen in „${category}“ der letzten ${input.windowDays} Tage (verkaufte eingeschlossen), von ${money(floorCents)} bis ${money(ceilingCents)}.`,
        `Median of ${input.sampleSize} listings in “${category}” from the last ${input.windowDays} days (sold ones included), ranging from ${money(floorCents)} to ${money(ceilingCents)}.`,
      ),
      weight: Math.max(0, 1 - calibrationWeight),
    });
  } else {
    items.push({
      id: 'no-comparables',
      summary: t('Zu wenige vergleichbare Anzeigen', 'Too few comparable listings'),
      detail:
        input.catalogueDefaultCents === null
          ? t(
              `In „${category}“ gab es in den letzten ${input.windowDays} Tagen zu wenige Anzeigen für einen Preisvorschlag.`,
              `There were too few listings in “${category}” in the last ${input.windowDays} days to suggest a price.`,
            )
          : t(
              `In „${category}“ gab es zu wenige Anzeigen; ${money(input.catalogueDefaultCents)} ist ein typischer Preis für die Kategorie. Bitte prüfen.`,
              `There were too few listings in “${category}”; ${money(input.catalogueDefaultCents)} is a typical price for the category. Please check it.`,
            ),
      weight: input.catalogueDefaultCents === null ? 0 : 0.5,
    });
  }

  if (input.condition) {
    const isSameCondition = input.scope === 'exact' || input.scope === 'category';
    const name = conditionNames[input.condition][lang];
    items.push({
      id: 'condition',
      summary: t(`Zustand: ${name}`, `Condition: ${name}`),
      detail: isSameCondition
        ? t(
            'Verglichen wurden nur Anzeigen im selben Zustand.',
            'Only listings in the same condition were compared.',
          )
        : t(
            'Zu wenige Anzeigen im selben Zustand; verglichen wurden Anzeigen in jedem Zustand.',
            'Too few listings in the same condition; listings in any condition were compared.',
          ),
      weight: isSameCondition ? 0.3 : 0.1,
    });
  }

  if (calibration.sampleSize > 0) {
    const shift = calibration.factor - 1;
    const direction = calibration.meanRelativeDelta < 0 ? t('niedriger', 'lower') : t('höher', 'higher');
    items.push({
      id: 'calibration',
      summary:
        Math.abs(shift) < 0.005
          ? t('Deine bisherigen Preise: keine Anpassung', 'Your past prices: no adjustment')
          : t(
              `Deine bisherigen Preise: ${shift < 0 ? '−' : '+'}${percent(shift)} %`,
              `Your past prices: ${shift < 0 ? '−' : '+'}${percent(shift)}%`,
            ),
      detail: t(
        `Bei deinen letzten ${calibration.sampleSize} Preisvorschlägen lagst du im Schnitt ${percent(calibration.meanRelativeDelta)} % ${direction}; der Vorschlag ist um ${percent(shift)} % angepasst (höchstens 15 %, mit wenigen Rückmeldungen schwächer).`,
        `Over your last ${calibration.sampleSize} price suggestions you chose ${percent(calibration.meanRelativeDelta)}% ${direction} on average; the suggestion is adjusted by ${percent(shift)}% (at most 15%, less with few answers).`,
      ),
      weight: calibrationWeight,
    });
  }

  if (input.wasWidened && input.scope !== 'none') {
    const scopeName = scopeNames[input.scope][lang];
    items.push({
      id: 'widened',
      summary: t('Suche erweitert', 'Search widened'),
      detail: t(
        `Zu wenige genau passende Anzeigen in den letzten 14 Tagen; verglichen wurde: ${scopeName}, letzte ${input.windowDays} Tage.`,
        `Too few closely matching listings in the last 14 days; compared: ${scopeName}, last ${input.windowDays} days.`,
      ),
      weight: 0.2,
    });
  }
  return items;
}

/**
 * The one text an AI draft's price carries: the price panel's main reason (the comparables, or
 * the catalogue's typical price) and, when it moved the price, the seller's calibration, in the
 * panel's own words.
 */
export function draftPriceRationale(items: readonly RationaleItem[]): string {
  const main = items.find((item) => item.id === 'comparables' || item.id === 'no-comparables');
  const calibration = items.find((item) => item.id === 'calibration' && item.weight >= 0.005);
  return [main?.detail, calibration ? `${calibration.summary}.` : undefined]
    .filter(Boolean)
    .join(' ')
    .slice(0, 400);
}
