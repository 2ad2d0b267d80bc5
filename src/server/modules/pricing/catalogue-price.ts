import { findTaxonomyCategory, type TaxonomyCategory, topCategoryIdOf } from '@shared/catalog/taxonomy';
import type { ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { toCents } from '@shared/pricing/cents';
import { conditionFactor, roundAskingPrice } from '../../catalog-corpus/asking-prices';
import { templateSamples } from '../../catalog-corpus/template-samples';

/** A category the catalogue corpus has no template for, nor its top-level category. */
const unknownCategoryEuros = 20;

let medians: Map<string, number> | undefined;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Median template price per category and per top-level category: the catalogue's own idea of a price. */
function categoryMedianEuros(category: TaxonomyCategory): number {
  if (!medians) {
    const prices = new Map<string, number[]>();
    for (const sample of templateSamples()) {
      for (const id of [sample.categoryId, topCategoryIdOf(sample.categoryId) ?? '']) {
        prices.set(id, [...(prices.get(id) ?? []), sample.draft.basePrice]);
      }
    }
    medians = new Map([...prices].map(([id, values]) => [id, median(values)]));
  }
  return medians.get(category.id) ?? medians.get(category.path[0]!) ?? unknownCategoryEuros;
}

/**
 * The typical price of the category in this condition, in cents, for when comparable listings are
 * too few: the median price of the catalogue corpus's templates for the category (else its top
 * category), times the condition's factor, rounded the way private sellers write prices. Null for
 * a category the taxonomy does not know.
 */
export function catalogueDefaultCents(
  fields: Pick<ListingDraftFields, 'categoryId' | 'condition'>,
): number | null {
  const category = findTaxonomyCategory(fields.categoryId);
  if (!category) return null;
  const factor = fields.condition ? conditionFactor[fields.condition] : 1;
  return toCents(roundAskingPrice(categoryMedianEuros(category) * factor));
}
