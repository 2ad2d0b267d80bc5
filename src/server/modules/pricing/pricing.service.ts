import { findTaxonomyCategory, topCategoryIdOf } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import type { ListingDraft, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { draftSnapshotSchema } from '@shared/listings/listing-editor.schema';
import { toCents, toEuros } from '@shared/pricing/cents';
import {
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
import { notFound } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { catalogueDefaultCents } from './catalogue-price';
import { type ComparablesResult, comparableWindows, findComparables } from './comparables.service';
import { presentPricingInsight } from './pricing.presenter';
import { findRecentFeedback } from './pricing.repository';
import { buildRationale } from './pricing-rationale';

/**
 * The caller's own draft, or NOT_FOUND: the listings module's `getDraft`, passed in as
 * `app.deps.findOwnDraft`. Listings calls pricing (its price check, ADR 037), so pricing never
 * imports listings; it takes a draft's fields as input.
 */
export type FindOwnDraft = (sellerId: string, draftId: string) => Promise<Pick<ListingDraft, 'snapshot'>>;

export interface PriceRecommendation {
  comparables: ComparablesResult;
  sample: SampleSummary | null;
  calibration: Calibration;
  /** The catalogue's typical price, used only when there were too few comparables. */
  catalogueDefaultCents: number | null;
  /** Market (or catalogue) price × calibration, rounded for display; null without either. */
  suggestionCents: number | null;
  isEvidenceBased: boolean;
  categoryName: { de: string; en: string } | null;
  topCategoryId: string | null;
}

/**
 * The suggestion: median of the comparables (see `findComparables` for the widening rule), else the
 * catalogue default, times the seller's calibration from their last 20 feedbacks, rounded to 0.50 €
 * under 20 € and whole euros above. The seller's own listings are not comparables: their asking
 * prices would echo back as "the market", and their habits already enter through the calibration.
 */
export async function recommendPrice(
  executor: DbExecutor,
  sellerId: string,
  fields: Pick<ListingDraftFields, 'categoryId' | 'condition' | 'attributes'>,
): Promise<PriceRecommendation> {
  const [{ lineage, ...comparables }, feedback] = await Promise.all([
    findComparables(executor, sellerId, fields),
    findRecentFeedback(executor, sellerId, priceFeedbackHistoryMax),
  ]);
  const calibration = calibrationFromFeedback(feedback);
  const sample = summarizeSample(comparables.listings.map((listing) => listing.priceCents));
  const defaultCents = sample ? null : catalogueDefaultCents(fields);
  const marketCents = sample?.medianCents ?? defaultCents;
  // The rationale names the category the sample came from, which is wider after widening.
  const category =
    comparables.scope === 'parent-category'
      ? (lineage?.path.at(-2) ?? lineage?.category)
      : comparables.scope === 'top-category'
        ? (lineage?.path[0] ?? lineage?.category)
        : lineage?.category;
  return {
    comparables,
    sample,
    calibration,
    catalogueDefaultCents: defaultCents,
    suggestionCents: marketCents === null ? null : roundSuggestionCents(marketCents * calibration.factor),
    isEvidenceBased: sample !== null,
    categoryName: category ? { de: category.nameDe, en: category.nameEn } : null,
    topCategoryId: lineage?.path[0]?.id ?? topCategoryIdOf(fields.categoryId) ?? null,
  };
}

/**
 * The recommended price in EUR for the editor's fields, for checks such as the price deviation.
 * Null unless comparable listings back it: a catalogue guess is shown to the seller as a hint,
 * but it is too weak to warn anyone that their price deviates.
 */
export async function suggestPriceForFields(
  db: Db,
  sellerId: string,
  fields: ListingDraftFields,
): Promise<number | null> {
  const recommendation = await recommendPrice(db, sellerId, fields);
  if (!recommendation.isEvidenceBased || recommendation.suggestionCents === null) return null;
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
    catalogueDefaultCents: recommendation.catalogueDefaultCents,
    calibration: recommendation.calibration,
    wasWidened: recommendation.comparables.wasWidened,
  });
}

/**
 * What `recommendPrice` answers when there is no database to ask (offline drafting, the
 * evaluation): no comparables, no calibration, the catalogue default for the taxonomy's category.
 */
export function recommendPriceOffline(
  fields: Pick<ListingDraftFields, 'categoryId' | 'condition'>,
): PriceRecommendation {
  const category = findTaxonomyCategory(fields.categoryId);
  const defaultCents = catalogueDefaultCents(fields);
  return {
    comparables: { scope: 'none', windowDays: comparableWindows.at(-1)!, listings: [], wasWidened: true },
    sample: null,
    calibration: calibrationFromFeedback([]),
    catalogueDefaultCents: defaultCents,
    suggestionCents: defaultCents === null ? null : roundSuggestionCents(defaultCents),
    isEvidenceBased: false,
    categoryName: category ? { de: category.name.de, en: category.name.en } : null,
    topCategoryId: topCategoryIdOf(fields.categoryId) ?? null,
  };
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
