import type { SavedSearch } from '@shared/saved-searches/saved-search.schema';
import type { ImportedSavedSearch } from './api/import-saved-searches';
import { readLocalSavedSearches, type TextStorage, writeLocalSavedSearches } from './local-saved-searches';

export type SavedSearchHandoffOutcome =
  | { outcome: 'skipped' }
  | { outcome: 'failed' }
  | { outcome: 'sent'; savedSearches: SavedSearch[] };

/**
 * Issue 4: a guest's saved searches move to the account on sign-in. They are sent oldest first (so
 * the newest end up first), cleared locally only when the server took them, and a failure keeps
 * them on this device for the next sign-in.
 */
export async function moveLocalSavedSearchesToAccount(options: {
  storage: TextStorage;
  send: (savedSearches: ImportedSavedSearch[]) => Promise<SavedSearch[]>;
}): Promise<SavedSearchHandoffOutcome> {
  const local = readLocalSavedSearches(options.storage);
  if (local.length === 0) return { outcome: 'skipped' };
  const request = [...local].reverse().map(
    (item): ImportedSavedSearch => ({
      label: item.label,
      params: item.params,
      notificationsEnabled: item.notificationsEnabled,
      createdAt: item.createdAt,
      lastRunAt: item.lastRunAt,
    }),
  );
  let savedSearches: SavedSearch[];
  try {
    savedSearches = await options.send(request);
  } catch (error) {
    console.warn('Moving the saved searches to the account failed; they stay on this device', error);
    return { outcome: 'failed' };
  }
  // Anything saved while the request was under way stays for the next sign-in.
  const sentIds = new Set(local.map((item) => item.id));
  writeLocalSavedSearches(
    options.storage,
    readLocalSavedSearches(options.storage).filter((item) => !sentIds.has(item.id)),
  );
  return { outcome: 'sent', savedSearches };
}
