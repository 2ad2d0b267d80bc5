import { isSameValue } from '@shared/listings/ai-suggestion-merge';
import type {
  DraftConflictDetails,
  DraftSnapshot,
  ListingDraft,
} from '@shared/listings/listing-editor.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { ApiError } from '../../../lib/api-client/api-error';
import { createListingDraft } from './api/create-listing-draft';
import { listingDraftsQueryKey } from './api/list-listing-drafts';
import { conflictOf, saveListingDraft } from './api/save-listing-draft';
import {
  createDraftSession,
  type DraftSession,
  hasUnsavedChanges,
  type LocalDraftRecord,
  nextSaveDelay,
  type SyncError,
  syncReducer,
  tabClientSessionId,
  writeLocalDraft,
} from './draft-sync';

export interface DraftSyncOptions {
  ownerId: string;
  localId: string;
  /** What the editor holds now; every change is saved locally at once and to the server shortly after. */
  snapshot: DraftSnapshot;
  /** The local copy this editor was opened from. */
  initial: LocalDraftRecord | null;
}

export interface SavedDraftRef {
  draftId: string;
  version: number;
}

export class DraftNotSavedError extends Error {
  constructor(readonly session: DraftSession) {
    super(`The draft could not be saved (${session.syncStatus})`);
  }
}

function syncErrorOf(error: unknown): SyncError {
  if (error instanceof ApiError) {
    return { code: error.code, status: error.status, message: error.message, isRetryable: error.isRetryable };
  }
  return { code: undefined, status: 0, message: String(error), isRetryable: true };
}

const isBrowserOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * Spec §4 "Draft sync": a local copy at once (this device, per owner and draft), the server copy
 * ~800 ms after the last change (POST first, then PUT on the known version), retries with backoff,
 * waits while offline or signed out, and stops at a version conflict until the seller chooses.
 */
export function useDraftSync({ ownerId, localId, snapshot, initial }: DraftSyncOptions) {
  const queryClient = useQueryClient();
  const [session, dispatch] = useReducer(syncReducer, null, () =>
    createDraftSession({
      clientSessionId: tabClientSessionId(sessionStorage),
      draftId: initial?.draftId ?? null,
      serverVersion: initial?.serverVersion ?? null,
      lastLocalSaveAt: initial?.lastLocalSaveAt ?? null,
      lastServerSaveAt: initial?.lastServerSaveAt ?? null,
      savedSnapshot: initial?.savedSnapshot ?? null,
      hasUnsavedChanges: initial ? initial.hasUnsavedChanges : true,
      isOnline: isBrowserOnline(),
    }),
  );
  const sessionRef = useRef(session);
  // The id a new draft is created with, the same on every retry: a create whose answer was lost
  // (a node died after the commit) is found again instead of becoming a second draft (ADR 085).
  // Kept with the local copy, so a reload before the answer came reuses it too (ADR 087).
  const newDraftIdRef = useRef<string>(initial?.pendingDraftId ?? crypto.randomUUID());
  sessionRef.current = session;
  const snapshotRef = useRef(snapshot);
  const isSavingRef = useRef(false);
  const waitersRef = useRef<{ resolve(ref: SavedDraftRef): void; reject(error: Error): void }[]>([]);

  // Every change: note it (the reducer decides whether the server needs it).
  const previousSnapshotRef = useRef(snapshot);
  useEffect(() => {
    snapshotRef.current = snapshot;
    if (previousSnapshotRef.current === snapshot) return;
    previousSnapshotRef.current = snapshot;
    const saved = sessionRef.current.savedSnapshot;
    dispatch({
      type: 'changed',
      at: new Date().toISOString(),
      isSavedOnServer: saved !== null && isSameValue(saved, snapshot),
    });
  }, [snapshot]);

  // The local copy, written whenever the snapshot or what the server holds changes.
  const isPending = hasUnsavedChanges(session);
  useEffect(() => {
    writeLocalDraft(localStorage, {
      version: 1,
      ownerId,
      localId,
      draftId: session.draftId,
      ...(session.draftId ? {} : { pendingDraftId: newDraftIdRef.current }),
      serverVersion: session.serverVersion,
      snapshot,
      savedSnapshot: session.savedSnapshot,
      hasUnsavedChanges: isPending,
      lastLocalSaveAt: session.lastLocalSaveAt ?? new Date().toISOString(),
      lastServerSaveAt: session.lastServerSaveAt,
    });
  }, [
    ownerId,
    localId,
    snapshot,
    isPending,
    session.draftId,
    session.serverVersion,
    session.savedSnapshot,
    session.lastLocalSaveAt,
    session.lastServerSaveAt,
  ]);

  const runSave = useCallback(async () => {
    if (isSavingRef.current) return;
    const current = sessionRef.current;
    const sent = snapshotRef.current;
    const revision = current.localRevision;
    if (!isBrowserOnline()) {
      dispatch({ type: 'wentOffline' });
      return;
    }
    isSavingRef.current = true;
    dispatch({ type: 'saveStarted' });
    try {
      const body = { snapshot: sent, clientSessionId: current.clientSessionId };
      const draft =
        current.draftId && current.serverVersion !== null
          ? await saveListingDraft(current.draftId, { ...body, baseVersion: current.serverVersion })
          : await createListingDraft({ ...body, id: newDraftIdRef.current });
      dispatch({
        type: 'saveSucceeded',
        revision,
        draftId: draft.id,
        version: draft.version,
        at: draft.updatedAt,
        snapshot: sent,
      });
      void queryClient.invalidateQueries({ queryKey: listingDraftsQueryKey });
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict && isSameValue(conflict.snapshot, sent)) {
        // Our own earlier save whose answer was lost: the server already has exactly this.
        dispatch({
          type: 'saveSucceeded',
          revision,
          draftId: current.draftId ?? newDraftIdRef.current,
          version: conflict.serverVersion,
          at: conflict.updatedAt,
          snapshot: sent,
        });
      } else if (conflict) {
        dispatch({
          type: 'conflictDetected',
          conflict: {
            snapshot: conflict.snapshot,
            serverVersion: conflict.serverVersion,
            detectedAt: new Date().toISOString(),
            clientSessionId: conflict.clientSessionId,
          },
        });
      } else {
        const syncError = syncErrorOf(error);
        dispatch({
          type: 'saveFailed',
          error: syncError,
          isOffline: syncError.status === 0 && !isBrowserOnline(),
        });
      }
    } finally {
      isSavingRef.current = false;
    }
  }, [queryClient]);

  // The next server save: after the debounce, at once, or after the backoff.
  const delay = nextSaveDelay(session);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new change (revision) restarts the debounce.
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => void runSave(), delay);
    return () => clearTimeout(timer);
  }, [delay, session.localRevision, session.retryAttempt, session.syncStatus, runSave]);

  useEffect(() => {
    const goOnline = () => dispatch({ type: 'wentOnline' });
    const goOffline = () => dispatch({ type: 'wentOffline' });
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  // Callers waiting for the server copy (publishing) learn when it is there or cannot be.
  useEffect(() => {
    if (waitersRef.current.length === 0) return;
    const isDone = !hasUnsavedChanges(session) && session.syncStatus !== 'saving' && session.draftId;
    const isStuck =
      ['conflict', 'offline', 'signedOut'].includes(session.syncStatus) ||
      (session.syncStatus === 'error' && session.error !== null);
    if (!isDone && !isStuck) return;
    const waiters = waitersRef.current;
    waitersRef.current = [];
    for (const waiter of waiters) {
      if (isDone && session.draftId && session.serverVersion !== null) {
        waiter.resolve({ draftId: session.draftId, version: session.serverVersion });
      } else waiter.reject(new DraftNotSavedError(session));
    }
  }, [session]);

  /** Sends what is pending now and resolves with the saved draft's id and version. */
  const flush = useCallback((): Promise<SavedDraftRef> => {
    const current = sessionRef.current;
    if (
      !hasUnsavedChanges(current) &&
      current.syncStatus !== 'saving' &&
      current.draftId &&
      current.serverVersion
    ) {
      return Promise.resolve({ draftId: current.draftId, version: current.serverVersion });
    }
    return new Promise((resolve, reject) => {
      waitersRef.current.push({ resolve, reject });
      dispatch({ type: 'saveRequested' });
    });
  }, []);

  const retryNow = useCallback(() => dispatch({ type: 'saveRequested' }), []);
  /** Keep mine or merge: the editor already holds the chosen snapshot; it goes on top of the server's. */
  const clearConflict = useCallback(() => dispatch({ type: 'conflictCleared' }), []);
  /** Take theirs: the editor was given the server's copy; nothing to send. */
  const takeServerCopy = useCallback((serverSnapshot: DraftSnapshot) => {
    // The editor's next snapshot is the server's: it must not count as a change to send.
    previousSnapshotRef.current = serverSnapshot;
    snapshotRef.current = serverSnapshot;
    dispatch({ type: 'serverCopyTaken', at: new Date().toISOString() });
  }, []);

  /** A conflict found elsewhere (publishing on an outdated version). */
  const reportConflict = useCallback(
    (details: DraftConflictDetails) =>
      dispatch({
        type: 'conflictDetected',
        conflict: {
          snapshot: details.snapshot,
          serverVersion: details.serverVersion,
          detectedAt: new Date().toISOString(),
          clientSessionId: details.clientSessionId,
        },
      }),
    [],
  );

  /**
   * The server saved this draft in another call of this tab (the AI's draft, ADR 040). The editor's
   * next snapshot is compared with it: when equal, nothing is sent again.
   */
  const noteSavedByOtherCall = useCallback(
    (draft: ListingDraft) =>
      dispatch({
        type: 'savedByOtherCall',
        draftId: draft.id,
        version: draft.version,
        at: draft.updatedAt,
        snapshot: draft.snapshot,
      }),
    [],
  );

  return { session, flush, retryNow, clearConflict, takeServerCopy, reportConflict, noteSavedByOtherCall };
}
