import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../lib/storage-keys';
import { emptyDraftFields, snapshotOf } from './draft-fields';
import {
  createDraftSession,
  type DraftSession,
  type DraftStorage,
  findLocalDraftByDraftId,
  hasUnsavedChanges,
  type LocalDraftRecord,
  listLocalDrafts,
  nextSaveDelay,
  readLocalDraft,
  removeLocalDraft,
  type SyncError,
  serverSaveDebounceMs,
  syncReducer,
  tabClientSessionId,
  writeLocalDraft,
} from './draft-sync';

const draftId = '7a0c2b1e-4444-4444-8444-444444444444';
const snapshot = snapshotOf({ ...emptyDraftFields('de'), title: 'Nike Jacke' }, null);
const serverError: SyncError = { code: 'INTERNAL', status: 503, message: 'down', isRetryable: true };

function fresh(overrides: Partial<Parameters<typeof createDraftSession>[0]> = {}): DraftSession {
  return createDraftSession({
    clientSessionId: 'tab-1',
    draftId: null,
    serverVersion: null,
    lastLocalSaveAt: null,
    lastServerSaveAt: null,
    savedSnapshot: null,
    hasUnsavedChanges: false,
    isOnline: true,
    ...overrides,
  });
}

const changed = { type: 'changed', at: '2026-11-21T10:00:00.000Z', isSavedOnServer: false } as const;

function saved(session: DraftSession, version: number): DraftSession {
  return syncReducer(session, {
    type: 'saveSucceeded',
    revision: session.localRevision,
    draftId,
    version,
    at: '2026-11-21T10:00:01.000Z',
    snapshot,
  });
}

describe('draft sync reducer', () => {
  it('takes a save the AI call made as its own only when it is the next version (ADR 040)', () => {
    const aiSnapshot = snapshotOf({ ...emptyDraftFields('de'), title: 'Nike Jacke, Größe M' }, null);
    const event = {
      type: 'savedByOtherCall',
      draftId,
      version: 4,
      at: '2026-11-21T10:00:02.000Z',
      snapshot: aiSnapshot,
    } as const;
    const atThree = saved(syncReducer(fresh({ draftId, serverVersion: 2 }), changed), 3);
    const taken = syncReducer(atThree, event);
    expect(taken).toMatchObject({ serverVersion: 4, savedSnapshot: aiSnapshot });
    // The editor's merge equals the server's: nothing left to send.
    const settled = syncReducer(taken, { ...changed, isSavedOnServer: true });
    expect(settled.syncStatus).toBe('saved');
    expect(hasUnsavedChanges(settled)).toBe(false);

    // Another save came in between (version 3 unseen here), one is on its way, or another draft:
    // the tab's own save finds out, on the version it knows.
    const behind = saved(syncReducer(fresh({ draftId, serverVersion: 1 }), changed), 2);
    expect(syncReducer(behind, event)).toBe(behind);
    const saving = syncReducer(syncReducer(atThree, changed), { type: 'saveStarted' });
    expect(syncReducer(saving, event)).toBe(saving);
    expect(syncReducer(atThree, { ...event, draftId: 'another' })).toBe(atThree);
  });

  it('goes idle → pending → saving → saved, and debounces the server save', () => {
    let session = fresh();
    expect(session.syncStatus).toBe('idle');
    expect(nextSaveDelay(session)).toBeNull();
    session = syncReducer(session, changed);
    expect(session.syncStatus).toBe('pending');
    expect(session.lastLocalSaveAt).toBe(changed.at);
    expect(nextSaveDelay(session)).toBe(serverSaveDebounceMs);
    session = syncReducer(session, { type: 'saveStarted' });
    expect(session.syncStatus).toBe('saving');
    expect(nextSaveDelay(session)).toBeNull();
    session = saved(session, 1);
    expect(session).toMatchObject({ syncStatus: 'saved', draftId, serverVersion: 1 });
    expect(hasUnsavedChanges(session)).toBe(false);
  });

  it('sends again when the seller changed something during a save', () => {
    let session = syncReducer(syncReducer(fresh(), changed), { type: 'saveStarted' });
    const revisionSent = session.localRevision;
    session = syncReducer(session, changed);
    session = syncReducer(session, {
      type: 'saveSucceeded',
      revision: revisionSent,
      draftId,
      version: 1,
      at: changed.at,
      snapshot,
    });
    expect(session.syncStatus).toBe('pending');
    expect(hasUnsavedChanges(session)).toBe(true);
  });

  it('retries failed saves with backoff 600 ms doubling to 4000 ms, at once when back online', () => {
    let session = syncReducer(fresh(), changed);
    const delays: (number | null)[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      session = syncReducer(syncReducer(session, { type: 'saveStarted' }), {
        type: 'saveFailed',
        error: serverError,
        isOffline: false,
      });
      delays.push(nextSaveDelay(session));
    }
    expect(session.syncStatus).toBe('error');
    expect(delays).toEqual([600, 1200, 2400, 4000, 4000]);
    session = syncReducer(session, { type: 'wentOnline' });
    expect(nextSaveDelay(session)).toBe(0);
    expect(session.retryAttempt).toBe(0);
  });

  it('waits while offline and keeps the change', () => {
    let session = syncReducer(syncReducer(fresh(), changed), { type: 'wentOffline' });
    expect(session.syncStatus).toBe('offline');
    session = syncReducer(session, changed);
    expect(session.syncStatus).toBe('offline');
    expect(nextSaveDelay(session)).toBeNull();
    session = syncReducer(session, { type: 'wentOnline' });
    expect(session.syncStatus).toBe('pending');
    expect(nextSaveDelay(session)).toBe(0);
  });

  it('holds after a 401 and a non-retryable failure waits for the next change', () => {
    let session = syncReducer(fresh(), changed);
    session = syncReducer(session, {
      type: 'saveFailed',
      error: { code: 'UNAUTHENTICATED', status: 401, message: 'no', isRetryable: false },
      isOffline: false,
    });
    expect(session.syncStatus).toBe('signedOut');
    expect(nextSaveDelay(session)).toBeNull();
    session = syncReducer(fresh(), changed);
    session = syncReducer(session, {
      type: 'saveFailed',
      error: { code: 'VALIDATION_FAILED', status: 400, message: 'bad', isRetryable: false },
      isOffline: false,
    });
    expect(nextSaveDelay(session)).toBeNull();
    expect(syncReducer(session, changed).syncStatus).toBe('pending');
  });

  it('returns to idle when a conflict is cleared and saves on top of the server version', () => {
    let session = saved(syncReducer(fresh(), changed), 3);
    session = syncReducer(session, changed);
    session = syncReducer(session, {
      type: 'conflictDetected',
      conflict: { snapshot, serverVersion: 5, detectedAt: changed.at, clientSessionId: 'tab-2' },
    });
    expect(session.syncStatus).toBe('conflict');
    expect(syncReducer(session, changed).syncStatus).toBe('conflict');
    expect(nextSaveDelay(session)).toBeNull();
    const kept = syncReducer(session, { type: 'conflictCleared' });
    expect(kept).toMatchObject({ syncStatus: 'idle', conflict: null, serverVersion: 5 });
    expect(nextSaveDelay(kept)).toBe(0);
    const taken = syncReducer(session, { type: 'serverCopyTaken', at: changed.at });
    expect(taken).toMatchObject({ syncStatus: 'idle', conflict: null, serverVersion: 5 });
    expect(hasUnsavedChanges(taken)).toBe(false);
  });

  it('starts pending when the device holds changes the server has not seen', () => {
    expect(fresh({ hasUnsavedChanges: true }).syncStatus).toBe('pending');
    expect(fresh({ hasUnsavedChanges: true, isOnline: false }).syncStatus).toBe('offline');
  });
});

class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe('local drafts', () => {
  const record = (localId: string, at: string, id: string | null = null): LocalDraftRecord => ({
    version: 1,
    ownerId: 'owner-1',
    localId,
    draftId: id,
    serverVersion: id ? 2 : null,
    snapshot,
    savedSnapshot: null,
    hasUnsavedChanges: true,
    lastLocalSaveAt: at,
    lastServerSaveAt: null,
  });

  it('keeps one copy per owner and draft, newest first, and finds it by server id', () => {
    const storage = new MemoryStorage();
    writeLocalDraft(storage, record('a', '2026-11-21T10:00:00.000Z'));
    writeLocalDraft(storage, record('b', '2026-11-21T11:00:00.000Z', draftId));
    writeLocalDraft(storage, { ...record('c', '2026-11-21T12:00:00.000Z'), ownerId: 'owner-2' });
    storage.setItem(`${storageKeys.listingDraft}.owner-1.broken`, '{nope');
    expect(listLocalDrafts(storage, 'owner-1').map((entry) => entry.localId)).toEqual(['b', 'a']);
    expect(findLocalDraftByDraftId(storage, 'owner-1', draftId)?.localId).toBe('b');
    expect(readLocalDraft(storage, 'owner-2', 'a')).toBeNull();
    removeLocalDraft(storage, 'owner-1', 'a');
    expect(listLocalDrafts(storage, 'owner-1')).toHaveLength(1);
  });

  it('reads a copy that differs from the server copy as unsent, whatever its flag says', () => {
    const storage = new MemoryStorage();
    const typedBeforeReload = {
      ...snapshot,
      fields: { ...snapshot.fields, description: 'Typed just before the reload' },
    };
    const written = { ...record('d', '2026-11-21T13:00:00.000Z', draftId), hasUnsavedChanges: false };
    writeLocalDraft(storage, { ...written, snapshot: typedBeforeReload, savedSnapshot: snapshot });
    expect(readLocalDraft(storage, 'owner-1', 'd')?.hasUnsavedChanges).toBe(true);
    writeLocalDraft(storage, { ...written, snapshot, savedSnapshot: snapshot });
    expect(readLocalDraft(storage, 'owner-1', 'd')?.hasUnsavedChanges).toBe(false);
  });

  it('gives each tab one client session id', () => {
    const storage = new MemoryStorage();
    const first = tabClientSessionId(storage);
    expect(tabClientSessionId(storage)).toBe(first);
    expect(tabClientSessionId(new MemoryStorage())).not.toBe(first);
  });
});
