import {
  fieldsChangedFromSuggestion,
  isSameValue,
  mergeAiSuggestion,
  withSuggestion,
} from '@shared/listings/ai-suggestion-merge';
import type {
  AiSuggestion,
  ListingDraftFields,
  PreviewFieldKey,
} from '@shared/listings/listing-editor.schema';

/** Spec §9: the undo history keeps at most 20 states. */
export const historyLimit = 20;
/** Edits of the same field closer together than this are one undo step (a typing burst). */
export const coalesceWindowMs = 1000;

export interface PreviewHistoryState {
  fields: ListingDraftFields;
  aiSuggestion: AiSuggestion | null;
  /** Earlier field states, oldest first. */
  past: ListingDraftFields[];
  /** States undone, the next redo last. */
  future: ListingDraftFields[];
  /** The field and time of the last edit, to merge a typing burst into one step. */
  lastEdit: { field: string; at: number } | null;
}

export function createPreviewHistory(
  fields: ListingDraftFields,
  aiSuggestion: AiSuggestion | null,
): PreviewHistoryState {
  return { fields, aiSuggestion, past: [], future: [], lastEdit: null };
}

function pushPast(past: ListingDraftFields[], fields: ListingDraftFields): ListingDraftFields[] {
  const next = [...past, fields];
  return next.length > historyLimit ? next.slice(next.length - historyLimit) : next;
}

/**
 * One change by the seller. It becomes an undo step unless it continues a burst on the same field
 * (within `coalesceWindowMs`); either way it clears redo.
 */
export function editFields(
  state: PreviewHistoryState,
  patch: Partial<ListingDraftFields>,
  now: number,
): PreviewHistoryState {
  const fields = { ...state.fields, ...patch };
  const changed = (Object.keys(patch) as (keyof ListingDraftFields)[]).filter(
    (key) => !isSameValue(state.fields[key], fields[key]),
  );
  if (changed.length === 0) return state;
  const field = changed.join(',');
  const isBurst =
    state.lastEdit !== null &&
    state.lastEdit.field === field &&
    now - state.lastEdit.at < coalesceWindowMs &&
    state.future.length === 0 &&
    state.past.length > 0;
  return {
    ...state,
    fields,
    past: isBurst ? state.past : pushPast(state.past, state.fields),
    future: [],
    lastEdit: { field, at: now },
  };
}

/**
 * A change that is not the seller's edit of the preview (photos reordered in step 1, a draft
 * replaced by the server's copy): no undo step, and the history stays as it is.
 */
export function replaceFieldsQuietly(
  state: PreviewHistoryState,
  patch: Partial<ListingDraftFields>,
): PreviewHistoryState {
  return { ...state, fields: { ...state.fields, ...patch } };
}

export const canUndo = (state: PreviewHistoryState) => state.past.length > 0;
export const canRedo = (state: PreviewHistoryState) => state.future.length > 0;

/** Undo and redo move every edited field; the photos belong to the gallery (step 1) and stay. */
function withPreviewOf(current: ListingDraftFields, source: ListingDraftFields): ListingDraftFields {
  return { ...source, mediaIds: current.mediaIds };
}

export function undo(state: PreviewHistoryState): PreviewHistoryState {
  const previous = state.past.at(-1);
  if (!previous) return state;
  return {
    ...state,
    fields: withPreviewOf(state.fields, previous),
    past: state.past.slice(0, -1),
    future: [...state.future, state.fields].slice(-historyLimit),
    lastEdit: null,
  };
}

export function redo(state: PreviewHistoryState): PreviewHistoryState {
  const next = state.future.at(-1);
  if (!next) return state;
  return {
    ...state,
    fields: withPreviewOf(state.fields, next),
    past: pushPast(state.past, state.fields),
    future: state.future.slice(0, -1),
    lastEdit: null,
  };
}

/** Preview fields the seller changed: those that differ from the AI's suggestion. */
export function dirtyFields(state: Pick<PreviewHistoryState, 'fields' | 'aiSuggestion'>): PreviewFieldKey[] {
  return fieldsChangedFromSuggestion(state.fields, state.aiSuggestion);
}

/** Spec §4: back to the AI's preview fields; the history is cleared. */
export function resetToAi(state: PreviewHistoryState): PreviewHistoryState {
  if (!state.aiSuggestion) return state;
  return {
    ...state,
    fields: withSuggestion(state.fields, state.aiSuggestion),
    past: [],
    future: [],
    lastEdit: null,
  };
}

/** Spec §4: a new AI suggestion goes over the fields the seller has not changed; one undo step. */
export function applyAiSuggestion(
  state: PreviewHistoryState,
  suggestion: AiSuggestion,
  now: number,
): PreviewHistoryState {
  const fields = mergeAiSuggestion(state.fields, state.aiSuggestion, suggestion);
  const hasChanged = !isSameValue(fields, state.fields);
  return {
    ...state,
    fields,
    aiSuggestion: suggestion,
    past: hasChanged ? pushPast(state.past, state.fields) : state.past,
    future: hasChanged ? [] : state.future,
    lastEdit: { field: 'ai', at: now },
  };
}
