import { isSameValue } from '@shared/listings/ai-suggestion-merge';
import type { DraftSnapshot, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { differingFieldKeys } from './draft-fields';

export type FieldKey = keyof ListingDraftFields;
export type ConflictSide = 'mine' | 'theirs';
export type MergeChoices = Partial<Record<FieldKey, ConflictSide>>;

/** Fields whose values differ between this tab's copy and the server's, in form order. */
export function conflictingFields(mine: ListingDraftFields, theirs: ListingDraftFields): FieldKey[] {
  return differingFieldKeys(mine, theirs);
}

/**
 * The preselected side per differing field. With the version both started from (`base`), a field
 * only one side changed takes that side's value (a three-way merge); a field both changed, or
 * any field without a base, keeps mine, so nothing the seller typed here is dropped silently.
 */
export function defaultMergeChoices(
  mine: ListingDraftFields,
  theirs: ListingDraftFields,
  base: ListingDraftFields | null,
): MergeChoices {
  const choices: MergeChoices = {};
  for (const key of conflictingFields(mine, theirs)) {
    const isUnchangedHere = base !== null && isSameValue(mine[key], base[key]);
    choices[key] = isUnchangedHere ? 'theirs' : 'mine';
  }
  return choices;
}

/** Field by field: each differing field from the chosen side (mine where nothing was chosen). */
export function mergeSnapshots(
  mine: DraftSnapshot,
  theirs: DraftSnapshot,
  choices: MergeChoices,
): DraftSnapshot {
  const fields: Record<string, unknown> = { ...mine.fields };
  for (const key of conflictingFields(mine.fields, theirs.fields)) {
    if (choices[key] === 'theirs') fields[key] = theirs.fields[key];
  }
  return {
    formatVersion: mine.formatVersion,
    fields: fields as ListingDraftFields,
    aiSuggestion: mine.aiSuggestion ?? theirs.aiSuggestion,
  };
}

/**
 * The category path belongs to its category: merged apart, the two could describe different
 * categories. Choosing a side for one chooses it for the other.
 */
export function chooseSide(choices: MergeChoices, key: FieldKey, side: ConflictSide): MergeChoices {
  const next = { ...choices, [key]: side };
  if (key === 'categoryId' && 'categoryPath' in choices) next.categoryPath = side;
  if (key === 'categoryPath' && 'categoryId' in choices) next.categoryId = side;
  return next;
}
