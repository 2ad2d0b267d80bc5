import { findTaxonomyCategory, topCategoryIdOf } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { ListingDraft, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { draftSnapshotSchema } from '@shared/listings/listing-editor.schema';
import type { PriceKind } from '@shared/listings/price-kind';
import { toCents, toEuros } from '@shared/pricing/cents';
import {
  type PriceConfidence,
  type PricingInsight,
  priceFeedbackHistoryMax,
  type RationaleItem,
} from '@shared/pricing/pricing.schema';
import {
  type Calibration,
  calibrationFromFeedback,
  computeFees,
  type FeeLine,
  netProceedsCents,
  roundSuggestionCents,
  type SampleSummary,
  summarizeSample,
} from '@shared/pricing/pricing-rules';
import { roundAskingPrice } from '../../catalog-corpus/asking-prices';
import { notFound } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { type ComparablesResult, comparableWindows, findComparables } from './comparables.service';
import type { PriceReferenceInput } from './price-reference.types';
import { type CombinedPrice, combineWithReference } from './price-shrinkage';
import { presentPricingInsight } from './pricing.presenter';
import { findRecentFeedback } from './pricing.repository';
import { buildRationale } from './pricing-rationale';
import { type ReferencePrice, referencePrice } from './reference/reference-price';

/**
 * The caller's own draft, or NOT_FOUND: the listings module's `getDraft`, passed in as
 * `app.deps.findOwnDraft`. Listings calls pricing (its price check, ADR 037), so pricing never
 * imports listings; it takes a draft's fields as input.
 */
export type FindOwnDraft = (sellerId: string, draftId: string) => Promise<Pick<ListingDraft, 'snapshot'>>;

export interface PriceRecommendation {
  comparables: ComparablesResult;
  /** Floor, median and ceiling of the comparables shown (all of the sample). */
  sample: SampleSummary | null;
  calibration: Calibration;
  /** The reference model's price for the item (ADR 047), null for an unknown category or a give-away. */
  reference: ReferencePrice | null;
  /** The reference price as a seller would write it, in cents. */
  referenceCents: number | null;
  /** The comparables shrunk toward the reference: weight, basis, confidence. */
  combined: CombinedPrice;
  /** Combined price × calibration, rounded for display; null without evidence or for a give-away. */
  suggestionCents: number | null;
  /** Null without a suggestion. */
  confidence: PriceConfidence | null;
  isGiveAway: boolean;
  categoryName: { de: string; en: string } | null;
  topCategoryId: string | null;
}

/** What the engine reads from the editor's (or the draft's) fields. */
export type PricedFields = Pick<ListingDraftFields, 'categoryId' | 'condition' | 'attributes'> &
  Partial<Pick<ListingDraftFields, 'title' | 'description'>> & { priceKind?: PriceKind | null };

const textAttribute = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
const numberAttribute = (value: unknown) => {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string'
        ? Number(value.replace(/[.\s]/g, ''))
        : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
};

/** The reference model's input from a draft's fields; `extra` (drafting's facts) wins where given. */
export function referenceInputOf(
  fields: PricedFields,
  extra: Partial<PriceReferenceInput> = {},
): PriceReferenceInput {
  const { attributes } = fields;
  return {
    categoryId: fields.categoryId,
    brand: textAttribute(attributes.brand),
    model: textAttribute(attributes.model),
    condition: fields.condition,
    // The listing's quantity is units sold one by one at this price each, not a lot: the set
    // size is read from the text ("30 Schallplatten") unless drafting passes it.
    quantity: null,
    year: numberAttribute(attributes.firstRegistrationYear) ?? numberAttribute(attributes.year),
    mileageKm: numberAttribute(attributes.mileageKm),
    text: fields.title ?? '',
    priceKind: fields.priceKind ?? null,
    ...Object.fromEntries(Object.entries(extra).filter(([, value]) => value !== undefined && value !== null)),
  };
}

/**
 * The reference for the fields: from the title, brand and model first; when those name no known
 * model or item, the description may (a seller's "Espressotasse" can sit there).
 */
export function referenceFor(input: PriceReferenceInput, description = ''): ReferencePrice | null {
  const fromTitle = referencePrice(input);
  if (fromTitle?.source !== 'category' || !description.trim()) return fromTitle;
  const withDescription = referencePrice({ ...input, text: `${input.text ?? ''} ${description}` });
  return withDescription && withDescription.source !== 'category' ? withDescription : fromTitle;
}

const isGiveAwayOf = (fields: PricedFields, extra: Partial<PriceReferenceInput>) =>
  (extra.priceKind ?? fields.priceKind) === 'free';

function recommendationOf(
  fields: PricedFields,
  extra: Partial<PriceReferenceInput>,
  comparables: ComparablesResult,
  calibration: Calibration,
  categoryName: PriceRecommendation['categoryName'],
  topCategoryId: string | null,
): PriceRecommendation {
  const isGiveAway = isGiveAwayOf(fields, extra);
  const reference = isGiveAway ? null : referenceFor(referenceInputOf(fields, extra), fields.description);
  const referenceCents = reference ? toCents(roundAskingPrice(reference.euros)) : null;
  const prices = comparables.listings.map((listing) => listing.priceCents);
  const combined = combineWithReference(
    reference && referenceCents ? { cents: reference.euros * 100, uncertainty: reference.uncertainty } : null,
    isGiveAway ? [] : prices,
  );
  const suggestionCents =
    isGiveAway || combined.cents === null ? null : roundSuggestionCents(combined.cents * calibration.factor);
  return {
    comparables,
    sample: summarizeSample(prices),
    calibration,
    reference,
    referenceCents,
    combined,
    suggestionCents,
    confidence: suggestionCents === null ? null : combined.confidence,
    isGiveAway,
    categoryName,
    topCategoryId,
  };
}

/**
 * The suggestion (ADR 047): comparable listings of the draft's leaf and similar ones of its
 * sibling leaves (`findComparables`), shrunk toward the reference model's typical used price
 * (`combineWithReference`), times the seller's calibration from their last 20 feedbacks,
 * rounded to 0.50 € under 20 € and whole euros above (ADR 031). The seller's own listings are
 * not comparables: their asking prices would echo back as "the market", and their habits already
 * enter through the calibration. A give-away gets no suggestion.
 */
export async function recommendPrice(
  executor: DbExecutor,
  sellerId: string,
  fields: PricedFields,
  extra: Partial<PriceReferenceInput> = {},
): Promise<PriceRecommendation> {
  const [{ lineage, ...comparables }, feedback] = await Promise.all([
    findComparables(executor, sellerId, fields),
    findRecentFeedback(executor, sellerId, priceFeedbackHistoryMax),
  ]);
  // The rationale names the category the sample came from: the parent's when siblings were needed.
  const category =
    comparables.scope === 'parent-category' ? (lineage?.path.at(-2) ?? lineage?.category) : lineage?.category;
  return recommendationOf(
    fields,
    extra,
    comparables,
    calibrationFromFeedback(feedback),
    category ? { de: category.nameDe, en: category.nameEn } : null,
    lineage?.path[0]?.id ?? topCategoryIdOf(fields.categoryId) ?? null,
  );
}

/**
 * The recommended price in EUR for the editor's fields, for checks such as the price deviation.
 * Null when the suggestion is weak (low confidence, ADR 047) or there is none: a weak guess is
 * shown to the seller as a hint, but it must not warn anyone that their price deviates.
 */
export async function suggestPriceForFields(
  db: Db,
  sellerId: string,
  fields: ListingDraftFields,
): Promise<number | null> {
  const recommendation = await recommendPrice(db, sellerId, fields);
  if (recommendation.suggestionCents === null || recommendation.confidence === 'low') return null;
  return toEuros(recommendation.suggestionCents);
}

export function feesFor(
  priceCents: number,
  topCategoryId: string | null,
): { fees: FeeLine[]; netCents: number } {
  const fees = computeFees(priceCents, topCategoryId);
  return { fees, netCents: netProceedsCents(priceCents, fees) };
}

/** The reasons behind a recommendation, as the price panel lists them. */
export function rationaleOf(
  recommendation: PriceRecommendation,
  fields: Pick<ListingDraftFields, 'condition'>,
  language: Language,
): RationaleItem[] {
  return buildRationale({
    language,
    categoryName: recommendation.categoryName,
    condition: fields.condition,
    scope: recommendation.comparables.scope,
    windowDays: recommendation.comparables.windowDays,
    sampleSize: recommendation.comparables.listings.length,
    sample: recommendation.sample,
    reference:
      recommendation.reference && recommendation.referenceCents !== null
        ? { ...recommendation.reference, cents: recommendation.referenceCents }
        : null,
    comparablesWeight: recommendation.combined.comparablesWeight,
    setAside: recommendation.comparables.listings.length - recommendation.combined.keptCents.length,
    confidence: recommendation.confidence,
    basis: recommendation.combined.basis,
    isGiveAway: recommendation.isGiveAway,
    calibration: recommendation.calibration,
    wasWidened: recommendation.comparables.wasWidened,
  });
}

/**
 * What `recommendPrice` answers when there is no database to ask (offline drafting, the
 * evaluation): no comparables, no calibration, the reference model alone.
 */
export function recommendPriceOffline(
  fields: PricedFields,
  extra: Partial<PriceReferenceInput> = {},
): PriceRecommendation {
  const category = findTaxonomyCategory(fields.categoryId);
  return recommendationOf(
    fields,
    extra,
    { scope: 'none', windowDays: comparableWindows.at(-1)!, listings: [], wasWidened: true },
    calibrationFromFeedback([]),
    category ? { de: category.name.de, en: category.name.en } : null,
    topCategoryIdOf(fields.categoryId) ?? null,
  );
}

/** `GET /api/listing-drafts/:id/pricing-insight` for the caller's own draft. */
export async function getDraftPricingInsight(
  deps: { db: Db; findOwnDraft: FindOwnDraft },
  sellerId: string,
  draftId: string,
  language: Language,
): Promise<PricingInsight> {
  const draft = await deps.findOwnDraft(sellerId, draftId);
  // Older or hand-written snapshots get the schema's defaults instead of failing the insight.
  const parsed = draftSnapshotSchema.safeParse(draft.snapshot);
  if (!parsed.success) throw notFound('Draft not found');
  const fields = parsed.data.fields;
  const recommendation = await recommendPrice(deps.db, sellerId, fields);
  const basePriceCents =
    fields.priceValue !== null ? toCents(fields.priceValue) : recommendation.suggestionCents;
  const rationale = rationaleOf(recommendation, fields, language);
  const money = basePriceCents === null ? null : feesFor(basePriceCents, recommendation.topCategoryId);
  return presentPricingInsight({ recommendation, basePriceCents, money, rationale, now: new Date() });
}
