import type { DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import type { Language } from '@shared/i18n/languages';
import type { ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { toEuros } from '@shared/pricing/cents';
import type { DbExecutor } from '../../db/transaction';
import {
  type PriceRecommendation,
  rationaleOf,
  recommendPrice,
  recommendPriceOffline,
} from './pricing.service';
import { draftPriceRationale } from './pricing-rationale';

/** The price an AI draft starts with, in the draft's language. */
export interface DraftPrice {
  value: number;
  rationale: string;
  evidence: DraftFieldEvidence;
}

type PricedFields = Pick<ListingDraftFields, 'categoryId' | 'condition' | 'attributes'>;

function draftPriceOf(
  recommendation: PriceRecommendation,
  fields: PricedFields,
  language: Language,
): DraftPrice | null {
  if (recommendation.suggestionCents === null) return null;
  const { scope } = recommendation.comparables;
  const isSameCondition = scope === 'exact' || scope === 'category';
  return {
    value: toEuros(recommendation.suggestionCents),
    rationale: draftPriceRationale(rationaleOf(recommendation, fields, language)),
    evidence: recommendation.isEvidenceBased
      ? { confidence: isSameCondition ? 0.6 : 0.45, sources: ['catalogue'] }
      : { confidence: 0.2, sources: ['model'] },
  };
}

/**
 * The price for an AI draft whose seller named none: the recommendation the price panel shows
 * for the same category, condition and attributes (comparables, the seller's calibration, the
 * catalogue default when the market is thin), so the draft and the panel agree. Null when
 * pricing cannot place the category.
 */
export async function recommendDraftPrice(
  executor: DbExecutor,
  sellerId: string,
  fields: PricedFields,
  language: Language,
): Promise<DraftPrice | null> {
  return draftPriceOf(await recommendPrice(executor, sellerId, fields), fields, language);
}

/** The same without a database (offline drafting, the evaluation): the catalogue default. */
export function recommendDraftPriceOffline(fields: PricedFields, language: Language): DraftPrice | null {
  return draftPriceOf(recommendPriceOffline(fields), fields, language);
}
