import {
  renameSavedSearch,
  type SavedSearch,
  savedSearchesMax,
  savedSearchSchema,
  upsertSavedSearch,
} from '@shared/saved-searches/saved-search.schema';
import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { storageKeys } from '../../lib/storage-keys';

/** What the store needs from localStorage; tests pass a Map-backed stand-in. */
export type TextStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storedSchema = z.object({ version: z.literal(1), savedSearches: z.array(z.unknown()) });
const localIdPattern = /^local-[a-z0-9-]{1,64}$/;

export function newLocalSavedSearchId(): string {
  return `local-${crypto.randomUUID()}`;
}

/**
 * A guest's saved searches as kept under `storageKeys.savedSearches` (`{ version: 1, savedSearches }`).
 * Entries that do not fit the schema are dropped rather than failing the whole list.
 */
export function parseLocalSavedSearches(raw: string | null): SavedSearch[] {
  let stored: unknown = null;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return [];
  }
  const parsed = storedSchema.safeParse(stored);
  if (!parsed.success) return [];
  const list = parsed.data.savedSearches.flatMap((entry): SavedSearch[] => {
    const item = savedSearchSchema.safeParse(entry);
    return item.success && localIdPattern.test(item.data.id) ? [item.data] : [];
  });
  return list.slice(0, savedSearchesMax);
}

export function readLocalSavedSearches(storage: TextStorage): SavedSearch[] {
  try {
    return parseLocalSavedSearches(storage.getItem(storageKeys.savedSearches));
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

export function writeLocalSavedSearches(storage: TextStorage, savedSearches: SavedSearch[]): void {
  try {
    if (savedSearches.length === 0) storage.removeItem(storageKeys.savedSearches);
    else storage.setItem(storageKeys.savedSearches, JSON.stringify({ version: 1, savedSearches }));
  } catch {
    // Private mode or a full quota: nothing else to do; the list stays as it was.
  }
  notify();
}

export type LocalSaveResult =
  | { saved: SavedSearch; created: boolean }
  | { error: 'limit_reached' | 'empty_params' };

/** Spec §4 rules (identical params update, newest first, at most 20) applied to the guest's list. */
export function saveLocalSavedSearch(
  storage: TextStorage,
  input: { label?: string; params: Record<string, string>; notificationsEnabled?: boolean },
  now: Date = new Date(),
): LocalSaveResult {
  const result = upsertSavedSearch(readLocalSavedSearches(storage), input, {
    now,
    newId: newLocalSavedSearchId,
  });
  if ('error' in result) return result;
  writeLocalSavedSearches(storage, result.list);
  return { saved: result.saved, created: result.created };
}

export function renameLocalSavedSearch(storage: TextStorage, id: string, label: string): void {
  writeLocalSavedSearches(storage, renameSavedSearch(readLocalSavedSearches(storage), id, label));
}

export function updateLocalSavedSearch(
  storage: TextStorage,
  id: string,
  changes: Partial<Pick<SavedSearch, 'notificationsEnabled' | 'lastRunAt'>>,
): void {
  const list = readLocalSavedSearches(storage);
  writeLocalSavedSearches(
    storage,
    list.map((item) => (item.id === id ? { ...item, ...changes } : item)),
  );
}

/** Removes one and returns it with its position, so an undo can put it back where it was. */
export function deleteLocalSavedSearch(
  storage: TextStorage,
  id: string,
): { removed: SavedSearch; index: number } | null {
  const list = readLocalSavedSearches(storage);
  const index = list.findIndex((item) => item.id === id);
  const removed = list[index];
  if (!removed) return null;
  writeLocalSavedSearches(
    storage,
    list.filter((item) => item.id !== id),
  );
  return { removed, index };
}

export function restoreLocalSavedSearch(storage: TextStorage, removed: SavedSearch, index: number): void {
  const list = readLocalSavedSearches(storage).filter((item) => item.id !== removed.id);
  if (list.length >= savedSearchesMax) return;
  list.splice(Math.min(index, list.length), 0, removed);
  writeLocalSavedSearches(storage, list);
}

let cached: { raw: string | null; value: SavedSearch[] } = { raw: null, value: [] };

function snapshot(): SavedSearch[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(storageKeys.savedSearches);
  } catch {
    return cached.value;
  }
  if (raw !== cached.raw) cached = { raw, value: parseLocalSavedSearches(raw) };
  return cached.value;
}

const emptyList: SavedSearch[] = [];

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab saving a search updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKeys.savedSearches || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLocalSavedSearches(): SavedSearch[] {
  return useSyncExternalStore(subscribe, snapshot, () => emptyList);
}
