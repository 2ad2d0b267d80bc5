import type { AiSuggestion, ListingDraftFields } from '@shared/listings/listing-editor.schema';
import { validateListingForPublish } from '@shared/listings/listing-rules';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { currentLanguage } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useListingChecks } from './api/check-listing';
import { snapshotOf } from './draft-fields';
import type { LocalDraftRecord } from './draft-sync';
import { computeFormStatus } from './form-status';
import {
  applyAiSuggestion,
  canRedo,
  canUndo,
  createPreviewHistory,
  dirtyFields,
  editFields,
  type PreviewHistoryState,
  redo,
  replaceFieldsQuietly,
  resetToAi,
  undo,
} from './preview-history';
import { useDraftSync } from './use-draft-sync';

/** Spec: the server checks run ~600 ms after the last change. */
export const checksDebounceMs = 600;

type HistoryAction =
  | { type: 'edit'; patch: Partial<ListingDraftFields>; at: number }
  | { type: 'quiet'; patch: Partial<ListingDraftFields> }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'resetToAi' }
  | { type: 'applyAi'; suggestion: AiSuggestion; at: number }
  | { type: 'replace'; fields: ListingDraftFields; aiSuggestion: AiSuggestion | null };

function historyReducer(state: PreviewHistoryState, action: HistoryAction): PreviewHistoryState {
  switch (action.type) {
    case 'edit':
      return editFields(state, action.patch, action.at);
    case 'quiet':
      return replaceFieldsQuietly(state, action.patch);
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    case 'resetToAi':
      return resetToAi(state);
    case 'applyAi':
      return applyAiSuggestion(state, action.suggestion, action.at);
    case 'replace':
      // The server's copy or a merge replaces this tab's: a history across it would mislead.
      return createPreviewHistory(action.fields, action.aiSuggestion);
  }
}

export interface ListingEditorOptions {
  ownerId: string;
  localId: string;
  record: LocalDraftRecord;
  uploadsInFlight: number;
}

/** The editor's state: fields with undo/redo, the draft sync, the server checks and the form status. */
export function useListingEditor({ ownerId, localId, record, uploadsInFlight }: ListingEditorOptions) {
  const [history, dispatch] = useReducer(historyReducer, record, (initial) =>
    createPreviewHistory(initial.snapshot.fields, initial.snapshot.aiSuggestion),
  );
  const { fields, aiSuggestion } = history;
  const snapshot = useMemo(() => snapshotOf(fields, aiSuggestion), [fields, aiSuggestion]);
  const sync = useDraftSync({ ownerId, localId, snapshot, initial: record });

  const language = currentLanguage();
  const checkedFields = useDebouncedValue(fields, checksDebounceMs);
  const checks = useListingChecks(checkedFields, language);
  const isChecking = checks.isFetching || checkedFields !== fields;

  const status = useMemo(
    () =>
      computeFormStatus({
        fields,
        savedFields: sync.session.savedSnapshot?.fields ?? null,
        uploadsInFlight,
        checks: {
          isPending: checks.data === undefined && !checks.isError && !isChecking,
          isRunning: isChecking,
          hasFailed: checks.isError && !checks.isFetching,
          issues: checks.data ?? [],
        },
      }),
    [
      fields,
      sync.session.savedSnapshot,
      uploadsInFlight,
      checks.data,
      checks.isError,
      checks.isFetching,
      isChecking,
    ],
  );
  const ruleIssues = useMemo(() => validateListingForPublish(fields), [fields]);

  /** Fields the seller has changed in this visit: their rule errors show; all show after a publish try. */
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);

  const edit = useCallback((patch: Partial<ListingDraftFields>) => {
    setTouched((previous) => new Set([...previous, ...Object.keys(patch)]));
    dispatch({ type: 'edit', patch, at: Date.now() });
  }, []);

  // Ctrl+Z / Ctrl+Shift+Z (and Ctrl+Y) outside text inputs, which keep their own undo.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
      else if ((key === 'z' && event.shiftKey) || key === 'y') dispatch({ type: 'redo' });
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return {
    fields,
    aiSuggestion,
    snapshot,
    history: {
      canUndo: canUndo(history),
      canRedo: canRedo(history),
      dirtyFields: dirtyFields(history),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      resetToAi: () => dispatch({ type: 'resetToAi' }),
    },
    edit,
    setQuietly: useCallback((patch: Partial<ListingDraftFields>) => dispatch({ type: 'quiet', patch }), []),
    applyAi: useCallback(
      (suggestion: AiSuggestion) => dispatch({ type: 'applyAi', suggestion, at: Date.now() }),
      [],
    ),
    replace: useCallback(
      (next: ListingDraftFields, nextAi: AiSuggestion | null) =>
        dispatch({ type: 'replace', fields: next, aiSuggestion: nextAi }),
      [],
    ),
    sync,
    checks: { issues: checks.data ?? [], isRunning: isChecking, hasFailed: checks.isError },
    status,
    ruleIssues,
    touched,
    showAllErrors,
    setShowAllErrors,
  };
}

export type ListingEditorState = ReturnType<typeof useListingEditor>;
