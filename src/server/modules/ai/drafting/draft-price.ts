import type { DraftFieldEvidence, ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { toCents, toEuros } from '@shared/pricing/cents';
import { serverText } from '../../../core/server-texts';
import type { DbExecutor } from '../../../db/transaction';
import { recommendDraftPrice, recommendDraftPriceOffline } from '../../pricing/draft-price.service';
import type { PriceReferenceInput } from '../../pricing/price-reference.types';
import type { PricedFields } from '../../pricing/pricing.service';
import type { DraftFacts } from './draft-facts';

export interface PriceSuggestion {
  value: number;
  currency: 'EUR';
  rationale: string;
  evidence: DraftFieldEvidence;
}

/**
 * What drafting understood about the item beyond the draft's fields, for the price engine
 * (ADR 047): brand, model, year, mileage, quantity, a give-away. The category and condition
 * come from the draft.
 */
export type DraftPriceFacts = Partial<Omit<PriceReferenceInput, 'categoryId' | 'condition'>>;

/**
 * The local provider's price: the seller's own when they said one; else the pricing module's
 * reference price for the item (no market here: `priceDraftFromMarket` replaces it with the
 * recommendation once the draft is made for a seller). `reference` adds what the understanding
 * extracted (model, year, mileage, quantity); the transcript and photo text are read for known
 * models and items either way.
 */
export function suggestPrice(options: {
  facts: DraftFacts;
  categoryId: string;
  condition: ListingCondition | null;
  language: Language;
  /**
   * The draft's attribute values (brand, model, year, mileage, screen size …): the engine reads
   * them as it reads the editor's fields, so the draft and the price panel start from the same
   * facts. Without them a brand's tier is lost and every branded item prices as its leaf.
   */
  attributes?: PricedFields['attributes'];
  reference?: DraftPriceFacts;
}): PriceSuggestion {
  const { facts, categoryId, condition, language, attributes = {} } = options;
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
  const typical = recommendDraftPriceOffline({ categoryId, condition, attributes }, language, {
    model: facts.model?.value ?? null,
    text: facts.text,
    ...options.reference,
  });
  // The provider only drafts into taxonomy categories, and the reference has a price for each;
  // a give-away has none, and its price is 0.
  if (!typical) {
    return {
      value: 0,
      currency: 'EUR',
      rationale: serverText('server-pricing:rationale.giveAway.detail', language),
      evidence: { confidence: 0.5, sources: ['model'] },
    };
  }
  const { confidence: _confidence, ...price } = typical;
  return { ...price, currency: 'EUR' };
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
  reference: DraftPriceFacts = {},
): Promise<ListingDraftSuggestion> {
  if (isPriceSaid) return draft;
  const recommended = await recommendDraftPrice(executor, sellerId, draft, draft.language, reference);
  if (!recommended) return draft;
  return {
    ...draft,
    price: { value: recommended.value, currency: 'EUR', rationale: recommended.rationale },
    evidence: { ...draft.evidence, price: recommended.evidence },
  };
}
