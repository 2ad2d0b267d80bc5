import type { DraftFieldEvidence, ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { toCents, toEuros } from '@shared/pricing/cents';
import { serverText } from '../../../core/server-texts';
import type { DbExecutor } from '../../../db/transaction';
import { recommendDraftPrice, recommendDraftPriceOffline } from '../../pricing/draft-price.service';
import type { DraftFacts } from './draft-facts';

export interface PriceSuggestion {
  value: number;
  currency: 'EUR';
  rationale: string;
  evidence: DraftFieldEvidence;
}

/**
 * The local provider's price: the seller's own when they said one; else the pricing module's
 * typical price for the category (no market here: `priceDraftFromMarket` replaces it with the
 * recommendation once the draft is made for a seller).
 */
export function suggestPrice(options: {
  facts: DraftFacts;
  categoryId: string;
  condition: ListingCondition | null;
  language: Language;
}): PriceSuggestion {
  const { facts, categoryId, condition, language } = options;
  if (facts.price) {
    const value = toEuros(toCents(facts.price.value.euros));
    const negotiable = facts.price.value.isNegotiable;
    return {
      value,
      currency: 'EUR',
      rationale: serverText(
        negotiable
          ? 'server-pricing:rationale.mentioned.negotiable'
          : 'server-pricing:rationale.mentioned.fixed',
        language,
      ),
      evidence: { confidence: facts.price.confidence, sources: ['speech'] },
    };
  }
  const typical = recommendDraftPriceOffline({ categoryId, condition, attributes: {} }, language);
  // The provider only drafts into taxonomy categories, and pricing has a default for each.
  if (!typical) throw new Error(`no catalogue price for category ${categoryId}`);
  return { ...typical, currency: 'EUR' };
}

/**
 * One price engine (ADR 037): a draft's price the seller did not say becomes the pricing module's
 * recommendation for the draft's category, condition and attributes, the same suggestion the
 * editor's price panel shows for those fields. Whichever provider wrote the draft; a price the
 * seller said stays, as the provider read it from the transcript (`DraftResult.isPriceSaid`), so
 * the transcript is not read a second time here (ADR 040).
 */
export async function priceDraftFromMarket(
  executor: DbExecutor,
  sellerId: string,
  draft: ListingDraftSuggestion,
  isPriceSaid: boolean,
): Promise<ListingDraftSuggestion> {
  if (isPriceSaid) return draft;
  const recommended = await recommendDraftPrice(executor, sellerId, draft, draft.language);
  if (!recommended) return draft;
  return {
    ...draft,
    price: { value: recommended.value, currency: 'EUR', rationale: recommended.rationale },
    evidence: { ...draft.evidence, price: recommended.evidence },
  };
}
