import type { DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import { type TaxonomyCategory, topCategoryIdOf } from '@shared/catalog/taxonomy';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { conditionFactor, roundAskingPrice } from '../../../catalog-corpus/asking-prices';
import { templateSamples } from '../../../catalog-corpus/template-samples';
import type { DraftFacts } from './draft-facts';
import type { DraftLanguage } from './draft-text';
import type { ComparablePrices } from './drafting.repository';

export interface PriceSuggestion {
  value: number;
  currency: 'EUR';
  rationale: string;
  evidence: DraftFieldEvidence;
}

/** Fewer comparable listings than this and their median says little. */
const enoughSameCondition = 5;
const enoughAnyCondition = 3;

let defaults: Map<string, number> | undefined;

/** Median template price per category and per top-level category: the catalogue's own idea of a price. */
function categoryDefault(category: TaxonomyCategory): number {
  if (!defaults) {
    const prices = new Map<string, number[]>();
    for (const sample of templateSamples()) {
      for (const id of [sample.categoryId, topCategoryIdOf(sample.categoryId) ?? '']) {
        prices.set(id, [...(prices.get(id) ?? []), sample.draft.basePrice]);
      }
    }
    defaults = new Map([...prices].map(([id, values]) => [id, median(values)]));
  }
  return defaults.get(category.id) ?? defaults.get(category.path[0]!) ?? 20;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const euros = (value: number, language: DraftLanguage) =>
  language === 'de' ? `${value.toLocaleString('de-DE')} €` : `€${value.toLocaleString('en-GB')}`;

/**
 * The seller's own price when they said one; else the median of comparable published listings
 * (same category, same condition when there are enough); else the catalogue's typical price for
 * the category, adjusted for condition.
 */
export function suggestPrice(options: {
  facts: DraftFacts;
  category: TaxonomyCategory;
  condition: ListingCondition | null;
  comparables: ComparablePrices | null;
  language: DraftLanguage;
}): PriceSuggestion {
  const { facts, category, condition, comparables, language } = options;
  const categoryName = category.name[language];
  const t = (de: string, en: string) => (language === 'de' ? de : en);
  if (facts.price) {
    const value = Math.round(facts.price.value.euros * 100) / 100;
    return {
      value,
      currency: 'EUR',
      rationale: t(
        `Dein genannter Preis${facts.price.value.isNegotiable ? ' (Verhandlungsbasis)' : ''}.`,
        `The price you mentioned${facts.price.value.isNegotiable ? ' (open to offers)' : ''}.`,
      ),
      evidence: { confidence: facts.price.confidence, sources: ['speech'] },
    };
  }
  const same = comparables?.sameCondition;
  if (same && same.count >= enoughSameCondition && same.medianCents) {
    const value = roundAskingPrice(same.medianCents / 100);
    return {
      value,
      currency: 'EUR',
      rationale: t(
        `Median von ${same.count} aktuellen Anzeigen in „${categoryName}“ im selben Zustand: ${euros(value, language)}.`,
        `Median of ${same.count} current listings in “${categoryName}” in the same condition: ${euros(value, language)}.`,
      ),
      evidence: { confidence: 0.6, sources: ['catalogue'] },
    };
  }
  const any = comparables?.anyCondition;
  if (any && any.count >= enoughAnyCondition && any.medianCents) {
    const factor = condition ? conditionFactor[condition] : 1;
    const value = roundAskingPrice((any.medianCents / 100) * factor);
    return {
      value,
      currency: 'EUR',
      rationale: t(
        `Median von ${any.count} aktuellen Anzeigen in „${categoryName}“, an den Zustand angepasst: ${euros(value, language)}.`,
        `Median of ${any.count} current listings in “${categoryName}”, adjusted for condition: ${euros(value, language)}.`,
      ),
      evidence: { confidence: 0.45, sources: ['catalogue'] },
    };
  }
  const value = roundAskingPrice(categoryDefault(category) * (condition ? conditionFactor[condition] : 1));
  return {
    value,
    currency: 'EUR',
    rationale: t(
      `Noch zu wenige vergleichbare Anzeigen; typischer Preis in „${categoryName}“. Bitte prüfen.`,
      `Too few comparable listings yet; a typical price in “${categoryName}”. Please check it.`,
    ),
    evidence: { confidence: 0.2, sources: ['model'] },
  };
}
