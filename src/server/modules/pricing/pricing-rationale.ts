import { formatEuro } from '@shared/format/euro';
import type { Language } from '@shared/i18n/languages';
import type { ListingCondition } from '@shared/listings/listing.schema';
import { toEuros } from '@shared/pricing/cents';
import type { PriceBasis, PriceConfidence, RationaleItem } from '@shared/pricing/pricing.schema';
import type { Calibration } from '@shared/pricing/pricing-rules';
import { serverText, type TextParams } from '../../core/server-texts';
import type { ComparablesScope } from './comparables.service';

/** EUR with cents, as each language writes it: "1.250,50 €" and "€1,250.50". */
export function formatEuros(cents: number, language: Language): string {
  return formatEuro(toEuros(cents), language, { isWhole: false });
}

export interface RationaleInput {
  language: Language;
  categoryName: { de: string; en: string } | null;
  condition: ListingCondition | null;
  scope: ComparablesScope;
  windowDays: number;
  sampleSize: number;
  sample: { floorCents: number; medianCents: number; ceilingCents: number } | null;
  /** The reference model's price and what it knew (ADR 047); null for a give-away or an unknown category. */
  reference: {
    cents: number;
    source: 'model' | 'item' | 'category';
    label: string | null;
    brandTier: 'premium' | 'budget' | null;
    quantity: number;
  } | null;
  /** Share of the suggestion the comparables carry; the reference carries the rest. */
  comparablesWeight: number;
  /** Comparables set aside as implausibly far from the reference. */
  setAside: number;
  confidence: PriceConfidence | null;
  basis: PriceBasis;
  isGiveAway: boolean;
  calibration: Calibration;
  wasWidened: boolean;
}

const percent = (fraction: number) => Math.round(Math.abs(fraction) * 100);

/**
 * The reasons behind a suggestion, in the request's language, worded in the server-pricing
 * catalogue (ADR 039). Weights say roughly how much of the price each reason accounts for: the
 * market evidence most, the seller's calibration by the share it moved the price, condition and
 * widening as context.
 */
export function buildRationale(input: RationaleInput): RationaleItem[] {
  const { language, calibration } = input;
  const text = (key: string, params?: TextParams) =>
    serverText(`server-pricing:rationale.${key}`, language, params);
  const money = (cents: number) => formatEuros(cents, language);
  const category = input.categoryName?.[language] ?? text('thisCategory');
  const calibrationWeight = Math.min(1, Math.abs(calibration.factor - 1));
  const items: RationaleItem[] = [];

  if (input.isGiveAway) {
    items.push({
      id: 'give-away',
      summary: text('giveAway.summary'),
      detail: text('giveAway.detail'),
      weight: 0,
    });
    return items;
  }
  const share = Math.max(0, 1 - calibrationWeight);
  if (input.sample) {
    const { floorCents, medianCents, ceilingCents } = input.sample;
    const params = {
      sampleSize: input.sampleSize,
      median: money(medianCents),
      floor: money(floorCents),
      ceiling: money(ceilingCents),
      category,
      windowDays: input.windowDays,
    };
    items.push({
      id: 'comparables',
      summary: text('comparables.summary', params),
      detail: text('comparables.detail', params),
      weight: input.reference ? share * input.comparablesWeight : share,
    });
    if (input.setAside > 0) {
      items.push({
        id: 'set-aside',
        summary: text('setAside.summary', { count: input.setAside }),
        detail: text('setAside.detail', { count: input.setAside }),
        weight: 0,
      });
    }
  } else {
    items.push({
      id: 'no-comparables',
      summary: text('noComparables.summary'),
      detail: text('noComparables.detail', { category, windowDays: input.windowDays }),
      weight: 0,
    });
  }

  if (input.reference) {
    const { reference } = input;
    const sentences = [
      text(`reference.${reference.source}`, {
        price: money(reference.cents),
        label: reference.label ?? '',
        category,
      }),
      reference.brandTier ? text(`reference.brand.${reference.brandTier}`) : '',
      reference.quantity > 1 ? text('reference.set', { quantity: reference.quantity }) : '',
      text('reference.source'),
    ];
    items.push({
      id: 'reference',
      summary: text('reference.summary', { price: money(reference.cents) }),
      detail: sentences.filter(Boolean).join(' '),
      weight: share * (1 - input.comparablesWeight),
    });
  }

  if (input.confidence) {
    items.push({
      id: 'confidence',
      summary: text('confidence.summary', {
        level: text(`confidence.levels.${input.confidence}`),
        basis: text(`confidence.bases.${input.basis}`),
        percent: percent(
          input.basis === 'comparables' ? input.comparablesWeight : 1 - input.comparablesWeight,
        ),
      }),
      detail: text(`confidence.detail.${input.confidence}`),
      weight: 0,
    });
  }

  if (input.condition) {
    const isSameCondition = input.scope === 'exact' || input.scope === 'category';
    // The condition's name as the editor shows it, so a condition has one wording.
    const condition = serverText(`listing-editor:conditions.${input.condition}`, language);
    items.push({
      id: 'condition',
      summary: text('condition.summary', { condition }),
      detail: text(isSameCondition ? 'condition.same' : 'condition.any'),
      weight: isSameCondition ? 0.3 : 0.1,
    });
  }

  if (calibration.sampleSize > 0) {
    const shift = calibration.factor - 1;
    items.push({
      id: 'calibration',
      summary:
        Math.abs(shift) < 0.005
          ? text('calibration.summaryUnchanged')
          : text('calibration.summary', { sign: shift < 0 ? '−' : '+', percent: percent(shift) }),
      detail: text('calibration.detail', {
        sampleSize: calibration.sampleSize,
        deltaPercent: percent(calibration.meanRelativeDelta),
        direction: text(calibration.meanRelativeDelta < 0 ? 'calibration.lower' : 'calibration.higher'),
        percent: percent(shift),
      }),
      weight: calibrationWeight,
    });
  }

  if (input.wasWidened && input.scope !== 'none') {
    items.push({
      id: 'widened',
      summary: text('widened.summary'),
      detail: text('widened.detail', {
        scope: text(`scopes.${input.scope}`),
        windowDays: input.windowDays,
      }),
      weight: 0.2,
    });
  }
  return items;
}

/**
 * The one text an AI draft's price carries: the price panel's main reason (the comparables or
 * the reference, whichever carried more), its confidence and, when it moved the price, the
 * seller's calibration, in the panel's own words.
 */
export function draftPriceRationale(items: readonly RationaleItem[]): string {
  const main = [...items]
    .filter((item) => ['comparables', 'reference', 'no-comparables', 'give-away'].includes(item.id))
    .sort((left, right) => right.weight - left.weight)[0];
  const confidence = items.find((item) => item.id === 'confidence');
  const calibration = items.find((item) => item.id === 'calibration' && item.weight >= 0.005);
  return [
    main?.detail,
    confidence ? `${confidence.summary}.` : undefined,
    calibration ? `${calibration.summary}.` : undefined,
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 400);
}
