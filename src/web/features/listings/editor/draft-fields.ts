import type { ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import {
  type AiSuggestion,
  type DraftSnapshot,
  draftSnapshotFormatVersion,
  type ListingDraftFields,
  listingDraftFieldsSchema,
  type PreviewFieldKey,
  previewFieldKeys,
} from '@shared/listings/listing-editor.schema';
import type { Language } from '../../../lib/i18n';

/** Structural equality for the JSON values a draft holds (strings, numbers, arrays, records). */
export function isSameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => isSameValue(item, right[index]));
  }
  if (typeof left === 'object' && typeof right === 'object' && left !== null && right !== null) {
    const leftRecord = left as Record<string, unknown>;
    const rightRecord = right as Record<string, unknown>;
    const keys = new Set([...Object.keys(leftRecord), ...Object.keys(rightRecord)]);
    for (const key of keys) {
      // An absent key and an undefined one mean the same in JSON.
      if (!isSameValue(leftRecord[key], rightRecord[key])) return false;
    }
    return true;
  }
  return false;
}

/** A blank draft (the AI's preview fields go on top), placed where the seller usually is. */
export function emptyDraftFields(
  language: Language,
  mediaIds: string[] = [],
  locationSlug = '',
): ListingDraftFields {
  return listingDraftFieldsSchema.parse({ language, mediaIds, locationSlug });
}

/** The AI's draft as the preview fields it proposes (spec §3 "Listing preview draft"). */
export function aiSuggestionFromDraft(draft: ListingDraftSuggestion): AiSuggestion {
  return {
    title: draft.title,
    description: draft.description,
    categoryId: draft.categoryId,
    categoryPath: draft.categoryPath,
    priceValue: draft.price.value,
    priceCurrency: draft.price.currency,
    tags: draft.tags,
    attributes: draft.attributes,
    condition: draft.condition,
  };
}

/** Copies the AI's preview fields onto the fields, for the keys given (all by default). */
export function withSuggestion(
  fields: ListingDraftFields,
  suggestion: AiSuggestion,
  keys: readonly PreviewFieldKey[] = previewFieldKeys,
): ListingDraftFields {
  const next: Record<string, unknown> = { ...fields };
  for (const key of keys) next[key] = structuredClone(suggestion[key]);
  return next as ListingDraftFields;
}

export function snapshotOf(fields: ListingDraftFields, aiSuggestion: AiSuggestion | null): DraftSnapshot {
  return { formatVersion: draftSnapshotFormatVersion, fields, aiSuggestion };
}

/** Field keys whose values differ between two sets of fields, in schema order. */
export function differingFieldKeys(
  left: ListingDraftFields,
  right: ListingDraftFields,
): (keyof ListingDraftFields)[] {
  const keys = Object.keys(listingDraftFieldsSchema.shape) as (keyof ListingDraftFields)[];
  return keys.filter((key) => !isSameValue(left[key], right[key]));
}
