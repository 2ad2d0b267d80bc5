import type { DraftFieldEvidence } from '@shared/ai/draft-suggestion.schema';
import type { Language } from '@shared/i18n/languages';
import { toEuros } from '@shared/pricing/cents';
import type { PriceConfidence } from '@shared/pricing/pricing.schema';
import type { DbExecutor } from '../../db/transaction';
import type { PriceReferenceInput } from './price-reference.types';
import {
  type PricedFields,
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
  confidence: PriceConfidence;
}

/** How sure the draft's price field is, by the engine's confidence. */
const evidenceConfidence: Record<PriceConfidence, number> = { low: 0.25, medium: 0.5, high: 0.7 };

function draftPriceOf(
  recommendation: PriceRecommendation,
  fields: PricedFields,
  language: Language,
): DraftPrice | null {
  if (recommendation.suggestionCents === null || recommendation.confidence === null) return null;
  return {
    value: toEuros(recommendation.suggestionCents),
    rationale: draftPriceRationale(rationaleOf(recommendation, fields, language)),
    evidence: {
      confidence: evidenceConfidence[recommendation.confidence],
      // Comparables are this marketplace's listings; the reference is our model of the market.
      sources: recommendation.combined.basis === 'comparables' ? ['catalogue'] : ['model'],
    },
    confidence: recommendation.confidence,
  };
}

/**
 * The price for an AI draft whose seller named none: the recommendation the price panel shows
 * for the same fields (comparables shrunk toward the reference, the seller's calibration), so
 * the draft and the panel agree. `extra` carries what drafting understood beyond the fields
 * (model, year, mileage, quantity; ADR 047). Null when pricing cannot place the category or
 * the item is given away.
 */
export async function recommendDraftPrice(
  executor: DbExecutor,
  sellerId: string,
  fields: PricedFields,
  language: Language,
  extra: Partial<PriceReferenceInput> = {},
): Promise<DraftPrice | null> {
  return draftPriceOf(await recommendPrice(executor, sellerId, fields, extra), fields, language);
}

/** The same without a database (offline drafting, the evaluation): the reference model alone. */
export function recommendDraftPriceOffline(
  fields: PricedFields,
  language: Language,
  extra: Partial<PriceReferenceInput> = {},
): DraftPrice | null {
  return draftPriceOf(recommendPriceOffline(fields, extra), fields, language);
}
