import { categoryPathMax } from '../ai/draft-suggestion.schema';
import { findTaxonomyCategory } from '../catalog/taxonomy';
import { validateAttributes } from './attribute-rules';
import {
  listingDescriptionMax,
  listingDescriptionMin,
  listingDraftMessages,
  listingPriceMax,
  listingTagsMax,
  listingTitleMax,
  listingTitleMin,
} from './listing-draft.schema';
import type { ListingDraftFields } from './listing-editor.schema';
import { acceptsOffers, hasPrice } from './price-kind';

/**
 * Spec §5 "Listing preview" plus what a listing needs to go live (condition, place, a photo, a
 * way to hand the item over), shared by the editor's form status and the server's publish step.
 * `message` is the spec's English text; the web translates `code` (`rules.<code>`).
 */
export const listingRuleMessages = {
  title_too_short: listingDraftMessages.titleTooShort,
  title_too_long: listingDraftMessages.titleTooLong,
  description_too_short: listingDraftMessages.descriptionTooShort,
  description_too_long: listingDraftMessages.descriptionTooLong,
  category_required: listingDraftMessages.category,
  category_path_too_long: `A category path has at most ${categoryPathMax} levels.`,
  price_required: listingDraftMessages.priceRequired,
  price_too_low: listingDraftMessages.priceTooLow,
  price_too_high: listingDraftMessages.priceTooHigh,
  minimum_offer_too_low: 'The lowest offer you accept must be greater than 0.',
  minimum_offer_too_high: 'The lowest offer you accept must be below the price.',
  currency_invalid: listingDraftMessages.currency,
  tag_empty: listingDraftMessages.tagEmpty,
  too_many_tags: listingDraftMessages.tooManyTags,
  condition_required: 'Select the condition.',
  location_required: listingDraftMessages.location,
  media_required: 'Add at least one photo.',
  fulfilment_required: 'Offer pickup, shipping or same-day delivery.',
  shipping_option_required: 'Add at least one shipping option.',
} as const;
export type ListingRuleCode = keyof typeof listingRuleMessages;

/**
 * What only the server can judge when publishing: the place and photos it holds, and whether an
 * edit of a listing a moderator sent back changed anything (ADR 038). The web translates the code.
 */
export const listingPublishMessages = {
  unknown_location: listingDraftMessages.location,
  media_unavailable: 'None of the photos can be used: they are missing or held for review.',
  content_unchanged: 'A moderator asked for changes: edit the listing before publishing it again.',
} as const;
export type ListingPublishCode = keyof typeof listingPublishMessages;

/** The editor sections of spec §3 "Form status" a rule belongs to. */
export type ListingRuleSection = 'article' | 'media' | 'preview';

export interface ListingRuleIssue {
  /** Field path: "title", "tags.2", "attributes.brand", "mediaIds". */
  field: string;
  code: string;
  message: string;
  section: ListingRuleSection;
}

const sectionOfField = (field: string): ListingRuleSection => {
  if (field === 'mediaIds') return 'media';
  if (/^(title|description|categoryId|categoryPath|priceValue|minimumOffer|priceCurrency|tags)/.test(field)) {
    return 'preview';
  }
  return 'article';
};

function rule(field: string, code: ListingRuleCode): ListingRuleIssue {
  return { field, code, message: listingRuleMessages[code], section: sectionOfField(field) };
}

/** The preview fields (spec §5 "Listing preview"): title, description, category, price, currency, tags. */
export function validatePreviewFields(fields: ListingDraftFields): ListingRuleIssue[] {
  const issues: ListingRuleIssue[] = [];
  const title = fields.title.trim();
  if (title.length < listingTitleMin) issues.push(rule('title', 'title_too_short'));
  else if (title.length > listingTitleMax) issues.push(rule('title', 'title_too_long'));

  const description = fields.description.trim();
  if (description.length < listingDescriptionMin) issues.push(rule('description', 'description_too_short'));
  else if (description.length > listingDescriptionMax)
    issues.push(rule('description', 'description_too_long'));

  if (fields.categoryId.trim().length < 3 || !findTaxonomyCategory(fields.categoryId)) {
    issues.push(rule('categoryId', 'category_required'));
  }
  if (fields.categoryPath.length > categoryPathMax)
    issues.push(rule('categoryPath', 'category_path_too_long'));

  // A give-away's price is 0 whatever was typed (ADR 042); the spec's "greater than 0" and
  // "at most 99999" bind the priced kinds.
  if (hasPrice(fields.priceKind)) {
    if (fields.priceValue === null || !Number.isFinite(fields.priceValue)) {
      issues.push(rule('priceValue', 'price_required'));
    } else if (fields.priceValue <= 0) issues.push(rule('priceValue', 'price_too_low'));
    else if (fields.priceValue > listingPriceMax) issues.push(rule('priceValue', 'price_too_high'));
  }

  issues.push(...validateMinimumOffer(fields));

  if (!/^[A-Z]{3}$/.test(fields.priceCurrency)) issues.push(rule('priceCurrency', 'currency_invalid'));

  fields.tags.forEach((tag, index) => {
    if (tag.trim() === '') issues.push(rule(`tags.${index}`, 'tag_empty'));
  });
  if (fields.tags.length > listingTagsMax) issues.push(rule('tags', 'too_many_tags'));
  return issues;
}

/** Condition, place, hand-over and the category's attributes. */
export function validateArticleFields(fields: ListingDraftFields): ListingRuleIssue[] {
  const issues: ListingRuleIssue[] = [];
  if (!fields.condition) issues.push(rule('condition', 'condition_required'));
  if (fields.locationSlug.trim() === '') issues.push(rule('locationSlug', 'location_required'));
  if (!fields.offersPickup && !fields.offersShipping && !fields.offersSameDay) {
    issues.push(rule('offersPickup', 'fulfilment_required'));
  }
  if (fields.offersShipping && fields.shippingOptions.length === 0) {
    issues.push(rule('shippingOptions', 'shipping_option_required'));
  }
  if (findTaxonomyCategory(fields.categoryId)) {
    for (const attributeIssue of validateAttributes(fields.categoryId, fields.attributes)) {
      issues.push({ ...attributeIssue, section: 'article' });
    }
  }
  return issues;
}

/** Spec §5 "Media": at least one image. The per-category photo guidance is advice, not a rule. */
export function validateMedia(fields: ListingDraftFields): ListingRuleIssue[] {
  return fields.mediaIds.length === 0 ? [rule('mediaIds', 'media_required')] : [];
}

/**
 * The seller's lowest accepted offer (VB only): above 0 and below the price, so some offer can
 * still be made. Only a negotiable listing has one; for the other kinds it is ignored.
 */
export function validateMinimumOffer(
  fields: Pick<ListingDraftFields, 'priceKind' | 'priceValue' | 'minimumOffer'>,
): ListingRuleIssue[] {
  const minimum = fields.minimumOffer;
  if (!acceptsOffers(fields.priceKind) || minimum === null) return [];
  if (!Number.isFinite(minimum) || minimum <= 0) return [rule('minimumOffer', 'minimum_offer_too_low')];
  if (fields.priceValue !== null && minimum >= fields.priceValue)
    return [rule('minimumOffer', 'minimum_offer_too_high')];
  return [];
}

/** The lowest offer a draft goes live with, in euros: null unless the listing is negotiable and names one. */
export function publishedMinimumOfferOf(
  fields: Pick<ListingDraftFields, 'priceKind' | 'minimumOffer'>,
): number | null {
  return acceptsOffers(fields.priceKind) ? fields.minimumOffer : null;
}

/**
 * The price a draft goes live with, in euros, once its rules pass: the typed price for the priced
 * kinds, 0 for a give-away. Null while a priced draft has none.
 */
export function publishedPriceOf(
  fields: Pick<ListingDraftFields, 'priceKind' | 'priceValue'>,
): number | null {
  return hasPrice(fields.priceKind) ? fields.priceValue : 0;
}

/** Everything that must hold before publishing, in form order. Empty means publishable. */
export function validateListingForPublish(fields: ListingDraftFields): ListingRuleIssue[] {
  return [...validateMedia(fields), ...validatePreviewFields(fields), ...validateArticleFields(fields)];
}
