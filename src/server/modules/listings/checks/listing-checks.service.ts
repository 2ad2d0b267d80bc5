import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import {
  type CheckSeverity,
  type ListingCheckCode,
  type ListingCheckIssue,
  type ListingDraftFields,
  priceDeviationWarningPercent,
} from '@shared/listings/listing-editor.schema';
import { publishedPriceOf } from '@shared/listings/listing-rules';
import { findBrand } from '../../ai/understanding/brand-gazetteer';
import { findBlockedTerm } from './blocked-terms';
import { findContactDetails } from './contact-detection';
import { type CheckParams, renderCheckMessage } from './listing-check-messages';

/** The price recommendation for these fields in EUR, or null when there is none (too few comparables). */
export type RecommendPrice = (fields: ListingDraftFields) => Promise<number | null>;

export interface ListingChecksContext {
  language: Language;
  recommendPrice: RecommendPrice;
}

function issue(
  field: string,
  code: ListingCheckCode,
  severity: CheckSeverity,
  language: Language,
  params: CheckParams = {},
): ListingCheckIssue {
  return { field, code, severity, message: renderCheckMessage(code, params, language), params };
}

/** Checks that need nothing but the text: blocked terms, contact details, category and brand. */
export function runTextChecks(fields: ListingDraftFields, language: Language): ListingCheckIssue[] {
  const issues: ListingCheckIssue[] = [];
  const term = findBlockedTerm(fields.title);
  if (term) issues.push(issue('title', 'blocked_term', 'error', language, { term }));

  for (const finding of findContactDetails(fields.description)) {
    if (finding === 'phone_number') issues.push(issue('description', 'phone_number', 'error', language));
    else if (!issues.some((known) => known.code === 'contact_details')) {
      issues.push(issue('description', 'contact_details', 'error', language, { kind: finding }));
    }
  }

  const categoryId = fields.categoryId.trim();
  // An empty category is the "Select a category." rule's business, not an unsupported one.
  if (categoryId !== '' && !findTaxonomyCategory(categoryId)?.isLeaf) {
    issues.push(issue('categoryId', 'unsupported_category', 'error', language, { categoryId }));
  }

  const brand = fields.attributes.brand;
  if (typeof brand === 'string' && brand.trim().length >= 2 && !findBrand(brand.trim())) {
    issues.push(issue('attributes.brand', 'unknown_brand', 'warning', language, { brand: brand.trim() }));
  }
  return issues;
}

/** The price warnings: under 1 EUR, and more than the stated percentage away from the recommendation. */
export function priceIssues(
  price: number | null,
  recommendation: number | null,
  language: Language,
): ListingCheckIssue[] {
  if (price === null || !Number.isFinite(price) || price <= 0) return [];
  const issues: ListingCheckIssue[] = [];
  if (price < 1) issues.push(issue('priceValue', 'price_under_one', 'warning', language, { minimum: 1 }));
  if (recommendation !== null && recommendation > 0) {
    const percent = Math.round((Math.abs(price - recommendation) / recommendation) * 100);
    if (percent > priceDeviationWarningPercent) {
      issues.push(
        issue('priceValue', 'price_deviation', 'warning', language, {
          percent,
          thresholdPercent: priceDeviationWarningPercent,
          recommendation,
          direction: price > recommendation ? 'above' : 'below',
        }),
      );
    }
  }
  return issues;
}

/**
 * Spec §5 "Asynchronous checks". A failing recommendation must not block the other checks, so it
 * counts as "no recommendation".
 */
export async function runListingChecks(
  fields: ListingDraftFields,
  context: ListingChecksContext,
): Promise<ListingCheckIssue[]> {
  // A give-away goes live at 0 whatever price was typed before (ADR 042): no price to warn about.
  const price = publishedPriceOf(fields);
  const hasPrice = price !== null && price > 0;
  const recommendation = hasPrice ? await context.recommendPrice(fields).catch(() => null) : null;
  return [
    ...runTextChecks(fields, context.language),
    ...priceIssues(price, recommendation, context.language),
  ];
}
