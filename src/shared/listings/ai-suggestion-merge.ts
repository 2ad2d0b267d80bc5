import type { ListingDraftSuggestion } from '../ai/draft-suggestion.schema';
import {
  type AiSuggestion,
  type ListingDraftFields,
  type PreviewFieldKey,
  previewFieldKeys,
} from './listing-editor.schema';
import { defaultPriceKind } from './price-kind';

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
    // Only when the AI said so: without it the seller's choice (or the default) stands.
    ...(draft.priceKind ? { priceKind: draft.priceKind } : {}),
  };
}

/** Copies the AI's preview fields onto the fields, for the keys given (all by default). */
export function withSuggestion(
  fields: ListingDraftFields,
  suggestion: AiSuggestion,
  keys: readonly PreviewFieldKey[] = previewFieldKeys,
): ListingDraftFields {
  const next: Record<string, unknown> = { ...fields };
  for (const key of keys) {
    // A key the AI did not propose (priceKind of an older suggestion) keeps the field's value.
    if (suggestion[key] !== undefined) next[key] = structuredClone(suggestion[key]);
  }
  return next as ListingDraftFields;
}

/** Preview fields the seller changed: those that differ from the AI's suggestion. */
export function fieldsChangedFromSuggestion(
  fields: ListingDraftFields,
  aiSuggestion: AiSuggestion | null,
): PreviewFieldKey[] {
  if (!aiSuggestion) return [];
  return previewFieldKeys.filter(
    (key) => aiSuggestion[key] !== undefined && !isSameValue(fields[key], aiSuggestion[key]),
  );
}

/** Whether the seller has left the field as a new draft starts it. */
function isUntouched(fields: ListingDraftFields, key: PreviewFieldKey): boolean {
  // The price kind always has a value; the default (Festpreis) counts as not chosen yet.
  if (key === 'priceKind') return fields.priceKind === defaultPriceKind;
  return isBlank(fields[key]);
}

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Spec §4: a new AI suggestion keeps the fields the seller edited (changed from the previous
 * suggestion) and overwrites the others. Without a previous suggestion, only empty fields are
 * filled, so nothing a seller typed is lost. The editor (with its undo step) and
 * `POST /api/ai/drafts` on a saved draft (ADR 040) merge the same way.
 */
export function mergeAiSuggestion(
  fields: ListingDraftFields,
  previous: AiSuggestion | null,
  suggestion: AiSuggestion,
): ListingDraftFields {
  const kept = new Set<PreviewFieldKey>(
    previous
      ? fieldsChangedFromSuggestion(fields, previous)
      : previewFieldKeys.filter((key) => !isUntouched(fields, key)),
  );
  return withSuggestion(
    fields,
    suggestion,
    previewFieldKeys.filter((key) => !kept.has(key)),
  );
}
