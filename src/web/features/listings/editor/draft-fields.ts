import { isSameValue } from '@shared/listings/ai-suggestion-merge';
import {
  type AiSuggestion,
  type DraftSnapshot,
  draftSnapshotFormatVersion,
  type ListingDraftFields,
  listingDraftFieldsSchema,
} from '@shared/listings/listing-editor.schema';
import type { Language } from '../../../lib/i18n';

/** A blank draft (the AI's preview fields go on top), placed where the seller usually is. */
export function emptyDraftFields(
  language: Language,
  mediaIds: string[] = [],
  locationSlug = '',
): ListingDraftFields {
  return listingDraftFieldsSchema.parse({ language, mediaIds, locationSlug });
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
