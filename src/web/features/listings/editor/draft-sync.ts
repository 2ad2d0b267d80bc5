import { isSameValue } from '@shared/listings/ai-suggestion-merge';
import { type DraftSnapshot, draftSnapshotSchema } from '@shared/listings/listing-editor.schema';
import { z } from 'zod';
import type { ApiErrorCode } from '../../../lib/api-client/api-error';
import { retryDelayMs } from '../../../lib/api-client/backoff';
import { storageKeys } from '../../../lib/storage-keys';

/** Spec §3 "Draft session" sync states. */
export type SyncStatus =
  /** Nothing to send (opened, or a conflict just cleared with nothing new). */
  | 'idle'
  /** Changed here, waiting for the debounce before it goes to the server. */
  | 'pending'
  | 'saving'
  | 'saved'
  /** The browser is offline: kept on this device, sent when it is back. */
  | 'offline'
  /** The save failed; retried with backoff (or, when not retryable, after the next change). */
  | 'error'
  /** Spec §8 "Konflikt beim Speichern": the server holds a newer version from elsewhere. */
  | 'conflict'
  /** The session expired: kept on this device, sent after signing in again. */
  | 'signedOut';

/** Spec §4: debounce before a change is sent to the server. */
export const serverSaveDebounceMs = 800;

export interface DraftConflict {
  snapshot: DraftSnapshot;
  serverVersion: number;
  detectedAt: string;
  /** The tab that saved the server's copy (null when unknown). */
  clientSessionId: string | null;
}

export interface SyncError {
  code: ApiErrorCode | undefined;
  status: number;
  message: string;
  isRetryable: boolean;
}

export interface DraftSession {
  draftId: string | null;
  clientSessionId: string;
  serverVersion: number | null;
  syncStatus: SyncStatus;
  lastLocalSaveAt: string | null;
  lastServerSaveAt: string | null;
  error: SyncError | null;
  conflict: DraftConflict | null;
  /** Grows with every local change; the server holds `savedRevision`. */
  localRevision: number;
  savedRevision: number;
  /** Failed attempts in a row, for the backoff. */
  retryAttempt: number;
  /** Save without waiting (back online, publishing, "retry now"). */
  isSaveDue: boolean;
  /** The snapshot the server accepted last: the base of a three-way merge and of "dirty". */
  savedSnapshot: DraftSnapshot | null;
}

export type SyncEvent =
  | { type: 'changed'; at: string; isSavedOnServer: boolean }
  | { type: 'saveStarted' }
  | {
      type: 'saveSucceeded';
      revision: number;
      draftId: string;
      version: number;
      at: string;
      snapshot: DraftSnapshot;
    }
  | { type: 'saveFailed'; error: SyncError; isOffline: boolean }
  | { type: 'conflictDetected'; conflict: DraftConflict }
  /** Keep mine or merge: the next save goes on top of the server's version. */
  | { type: 'conflictCleared' }
  /** Take theirs: the server's copy becomes this tab's, nothing left to send. */
  | { type: 'serverCopyTaken'; at: string }
  /**
   * The server saved this draft for this tab in another call (the AI's draft, ADR 040): taken as
   * saved when it is the next version after the one this tab knows, so no other save is skipped.
   */
  | { type: 'savedByOtherCall'; draftId: string; version: number; at: string; snapshot: DraftSnapshot }
  | { type: 'wentOffline' }
  | { type: 'wentOnline' }
  | { type: 'saveRequested' };

export const hasUnsavedChanges = (session: DraftSession) => session.localRevision > session.savedRevision;

export function createDraftSession(init: {
  clientSessionId: string;
  draftId: string | null;
  serverVersion: number | null;
  lastLocalSaveAt: string | null;
  lastServerSaveAt: string | null;
  savedSnapshot: DraftSnapshot | null;
  hasUnsavedChanges: boolean;
  isOnline: boolean;
}): DraftSession {
  const isPending = init.hasUnsavedChanges;
  // A copy the server holds as it is (a draft the AI call saved, ADR 040, or one just opened) is saved.
  const isOnServer = init.draftId !== null && init.savedSnapshot !== null;
  let syncStatus: SyncStatus = isPending ? 'pending' : isOnServer ? 'saved' : 'idle';
  if (isPending && !init.isOnline) syncStatus = 'offline';
  return {
    draftId: init.draftId,
    clientSessionId: init.clientSessionId,
    serverVersion: init.serverVersion,
    syncStatus,
    lastLocalSaveAt: init.lastLocalSaveAt,
    lastServerSaveAt: init.lastServerSaveAt,
    error: null,
    conflict: null,
    localRevision: isPending ? 1 : 0,
    savedRevision: 0,
    retryAttempt: 0,
    isSaveDue: false,
    savedSnapshot: init.savedSnapshot,
  };
}

/** States that wait for something other than time: the seller, the network or a sign-in. */
const isHeld = (status: SyncStatus) =>
  status === 'conflict' || status === 'offline' || status === 'signedOut';

function settledStatus(session: DraftSession): SyncStatus {
  return hasUnsavedChanges(session) ? 'pending' : 'saved';
}

export function syncReducer(session: DraftSession, event: SyncEvent): DraftSession {
  switch (event.type) {
    case 'changed': {
      const localRevision = session.localRevision + 1;
      const next = { ...session, localRevision, lastLocalSaveAt: event.at };
      if (event.isSavedOnServer && session.syncStatus !== 'saving') {
        // Undo back to what the server has: nothing to send.
        return {
          ...next,
          savedRevision: localRevision,
          syncStatus: isHeld(session.syncStatus) ? session.syncStatus : 'saved',
        };
      }
      if (isHeld(session.syncStatus) || session.syncStatus === 'saving') return next;
      // A change after a failure is retried on the normal debounce, not the backoff.
      return { ...next, syncStatus: 'pending' };
    }
    case 'saveStarted':
      return { ...session, syncStatus: 'saving', isSaveDue: false };
    case 'saveSucceeded': {
      const next: DraftSession = {
        ...session,
        draftId: event.draftId,
        serverVersion: event.version,
        lastServerSaveAt: event.at,
        savedRevision: Math.max(session.savedRevision, event.revision),
        savedSnapshot: event.snapshot,
        error: null,
        retryAttempt: 0,
      };
      return { ...next, syncStatus: settledStatus(next) };
    }
    case 'saveFailed': {
      if (event.isOffline) return { ...session, syncStatus: 'offline', error: event.error };
      if (event.error.status === 401) return { ...session, syncStatus: 'signedOut', error: event.error };
      return {
        ...session,
        syncStatus: 'error',
        error: event.error,
        retryAttempt: event.error.isRetryable ? session.retryAttempt + 1 : session.retryAttempt,
      };
    }
    case 'conflictDetected':
      return { ...session, syncStatus: 'conflict', conflict: event.conflict, error: null, retryAttempt: 0 };
    case 'conflictCleared': {
      if (!session.conflict) return session;
      return {
        ...session,
        serverVersion: session.conflict.serverVersion,
        savedSnapshot: session.conflict.snapshot,
        conflict: null,
        syncStatus: 'idle',
        // What this tab has now still has to reach the server.
        localRevision: session.localRevision + 1,
        isSaveDue: true,
      };
    }
    case 'serverCopyTaken': {
      if (!session.conflict) return session;
      return {
        ...session,
        serverVersion: session.conflict.serverVersion,
        savedSnapshot: session.conflict.snapshot,
        conflict: null,
        syncStatus: 'idle',
        savedRevision: session.localRevision,
        lastLocalSaveAt: event.at,
      };
    }
    case 'savedByOtherCall': {
      const isNext =
        session.draftId === event.draftId &&
        session.serverVersion !== null &&
        event.version === session.serverVersion + 1;
      // A save on its way or a conflict open decide on their own; this call's save then surfaces there.
      if (!isNext || session.syncStatus === 'saving' || session.syncStatus === 'conflict') return session;
      return {
        ...session,
        serverVersion: event.version,
        savedSnapshot: event.snapshot,
        lastServerSaveAt: event.at,
      };
    }
    case 'wentOffline':
      if (session.syncStatus === 'conflict' || session.syncStatus === 'signedOut') return session;
      return { ...session, syncStatus: 'offline' };
    case 'wentOnline':
      if (session.syncStatus !== 'offline' && session.syncStatus !== 'error') return session;
      return { ...session, syncStatus: settledStatus(session), retryAttempt: 0, isSaveDue: true };
    case 'saveRequested':
      if (isHeld(session.syncStatus) && session.syncStatus !== 'offline') return session;
      return {
        ...session,
        syncStatus: hasUnsavedChanges(session) ? 'pending' : session.syncStatus,
        isSaveDue: true,
      };
  }
}

/**
 * When the next server save should run, in ms from now, or null for "not now": after the
 * debounce, at once when due, or after the backoff (spec §9: 600 ms doubling up to 4000 ms).
 */
export function nextSaveDelay(session: DraftSession): number | null {
  if (!hasUnsavedChanges(session)) return null;
  if (session.syncStatus === 'pending' || session.syncStatus === 'idle') {
    return session.isSaveDue ? 0 : serverSaveDebounceMs;
  }
  if (session.syncStatus === 'error') {
    if (session.isSaveDue) return 0;
    return session.error?.isRetryable ? retryDelayMs(session.retryAttempt) : null;
  }
  return null;
}

/** What this device keeps of a draft under `storageKeys.listingDraft`.<owner>.<localId>. */
export const localDraftRecordSchema = z.object({
  version: z.literal(1),
  ownerId: z.string().min(1),
  localId: z.string().min(1),
  draftId: z.uuid().nullable(),
  /**
   * Until the server has confirmed the draft: the id its first save creates it with, so that a
   * reload inside the lost-answer window sends the same id and finds that draft again instead of
   * creating a second one (ADR 085, ADR 087). Absent in copies written before it existed.
   */
  pendingDraftId: z.uuid().optional(),
  serverVersion: z.number().int().nullable(),
  snapshot: draftSnapshotSchema,
  savedSnapshot: draftSnapshotSchema.nullable(),
  hasUnsavedChanges: z.boolean(),
  lastLocalSaveAt: z.string().nullable(),
  lastServerSaveAt: z.string().nullable(),
});
export type LocalDraftRecord = z.infer<typeof localDraftRecordSchema>;

/** Storage as the local draft store needs it; tests pass a Map-backed stand-in. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export function localDraftKey(ownerId: string, localId: string): string {
  return `${storageKeys.listingDraft}.${ownerId}.${localId}`;
}

export function readLocalDraft(
  storage: DraftStorage,
  ownerId: string,
  localId: string,
): LocalDraftRecord | null {
  try {
    const raw = storage.getItem(localDraftKey(ownerId, localId));
    const parsed = localDraftRecordSchema.safeParse(raw ? JSON.parse(raw) : null);
    if (!parsed.success || parsed.data.ownerId !== ownerId) return null;
    return { ...parsed.data, hasUnsavedChanges: isUnsent(parsed.data) };
  } catch {
    return null;
  }
}

/**
 * Whether the copy on this device still has to reach the server. The stored flag alone is not
 * enough: the copy is written in the same render as a change, before the change marks the session
 * pending, so a reload right after typing can find the new text beside `hasUnsavedChanges: false`
 * (a restored description was shown as Saved and never sent, CI stop 29). A copy that differs from
 * what the server holds is unsent whatever the flag says.
 */
function isUnsent(record: LocalDraftRecord): boolean {
  if (record.hasUnsavedChanges) return true;
  return record.savedSnapshot !== null && !isSameValue(record.savedSnapshot, record.snapshot);
}

export function writeLocalDraft(storage: DraftStorage, record: LocalDraftRecord): boolean {
  try {
    storage.setItem(localDraftKey(record.ownerId, record.localId), JSON.stringify(record));
    return true;
  } catch {
    // A full quota or private mode: the server copy is all there is.
    return false;
  }
}

export function removeLocalDraft(storage: DraftStorage, ownerId: string, localId: string): void {
  try {
    storage.removeItem(localDraftKey(ownerId, localId));
  } catch {
    // Nothing stored.
  }
}

/** Every draft this owner keeps on this device, newest change first. */
export function listLocalDrafts(storage: DraftStorage, ownerId: string): LocalDraftRecord[] {
  const prefix = `${storageKeys.listingDraft}.${ownerId}.`;
  const records: LocalDraftRecord[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (!key?.startsWith(prefix)) continue;
    const record = readLocalDraft(storage, ownerId, key.slice(prefix.length));
    if (record) records.push(record);
  }
  return records.sort((left, right) =>
    (right.lastLocalSaveAt ?? '').localeCompare(left.lastLocalSaveAt ?? ''),
  );
}

export function findLocalDraftByDraftId(
  storage: DraftStorage,
  ownerId: string,
  draftId: string,
): LocalDraftRecord | null {
  return listLocalDrafts(storage, ownerId).find((record) => record.draftId === draftId) ?? null;
}

/** One id per tab (sessionStorage), so the server can tell this tab's saves from another's. */
export function tabClientSessionId(storage: Pick<Storage, 'getItem' | 'setItem'>): string {
  try {
    const stored = storage.getItem(storageKeys.editorClientSession);
    if (stored) return stored;
    const created = crypto.randomUUID();
    storage.setItem(storageKeys.editorClientSession, created);
    return created;
  } catch {
    return crypto.randomUUID();
  }
}
