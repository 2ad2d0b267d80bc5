import { randomUUID } from 'node:crypto';
import type { Language } from '@shared/i18n/languages';
import {
  type importSavedSearchesRequestSchema,
  renameSavedSearch,
  type SavedSearch,
  savedSearchesMax,
  savedSearchParamsKey,
  type saveSearchRequestSchema,
  type updateSavedSearchRequestSchema,
  upsertSavedSearch,
} from '@shared/saved-searches/saved-search.schema';
import type { z } from 'zod';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { presentSavedSearch } from './saved-searches.presenter';
import {
  deleteSavedSearchRow,
  findSavedSearchRow,
  insertSavedSearchRow,
  listSavedSearchRows,
  lockSavedSearchOwner,
  rememberAlertLanguage,
  updateSavedSearchRow,
} from './saved-searches.repository';

type SaveSearchInput = z.output<typeof saveSearchRequestSchema>;
type UpdateSavedSearchInput = z.output<typeof updateSavedSearchRequestSchema>;
type ImportSavedSearchesInput = z.output<typeof importSavedSearchesRequestSchema>;

export const savedSearchLimitMessage = `You can keep up to ${savedSearchesMax} saved searches. Delete one to save a new search.`;

const notFound = () => new AppError('NOT_FOUND', 'Saved search not found');
const accountGone = () => new AppError('UNAUTHENTICATED', 'This account no longer exists');
const emptyParams = () =>
  new AppError('VALIDATION_FAILED', 'A saved search needs at least one filter.', {
    issues: [{ path: 'body.params', message: 'A saved search needs at least one filter.', code: 'custom' }],
  });

export async function listSavedSearches(db: Db, userId: string): Promise<SavedSearch[]> {
  return (await listSavedSearchRows(db, userId)).map(presentSavedSearch);
}

/**
 * Spec §4: identical params update label and lastRunAt instead of adding; new ones go first; at
 * most 20. Read, check and write happen in one transaction behind a lock on the owner.
 */
export async function saveSearch(
  db: Db,
  userId: string,
  input: SaveSearchInput,
  options: { language?: Language; now?: Date } = {},
): Promise<{ savedSearch: SavedSearch; created: boolean }> {
  const now = options.now ?? new Date();
  return runInTransaction(db, async (executor) => {
    if (!(await lockSavedSearchOwner(executor, userId))) throw accountGone();
    const list = (await listSavedSearchRows(executor, userId)).map(presentSavedSearch);
    const outcome = upsertSavedSearch(list, input, { now, newId: randomUUID });
    if ('error' in outcome) {
      if (outcome.error === 'empty_params') throw emptyParams();
      throw new AppError('LIMIT_REACHED', savedSearchLimitMessage, { limit: savedSearchesMax });
    }
    await writeOutcome(executor, userId, outcome.saved, outcome.created);
    if (outcome.saved.notificationsEnabled && options.language) {
      await rememberAlertLanguage(executor, userId, options.language);
    }
    return { savedSearch: outcome.saved, created: outcome.created };
  });
}

async function writeOutcome(executor: DbExecutor, userId: string, saved: SavedSearch, isCreated: boolean) {
  if (isCreated) {
    await insertSavedSearchRow(executor, userId, {
      id: saved.id,
      label: saved.label,
      params: saved.params,
      paramsKey: savedSearchParamsKey(saved.params),
      notificationsEnabled: saved.notificationsEnabled,
      createdAt: new Date(saved.createdAt),
      lastRunAt: new Date(saved.lastRunAt),
    });
    return;
  }
  await updateSavedSearchRow(executor, userId, saved.id, {
    label: saved.label,
    notificationsEnabled: saved.notificationsEnabled,
    lastRunAt: new Date(saved.lastRunAt),
  });
}

/** Spec §4: a blank new label keeps the old one. */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  input: UpdateSavedSearchInput,
  options: { language?: Language } = {},
): Promise<SavedSearch> {
  const row = await findSavedSearchRow(db, userId, id);
  if (!row) throw notFound();
  const [renamed] = renameSavedSearch([presentSavedSearch(row)], id, input.label ?? '');
  const updated = await updateSavedSearchRow(db, userId, id, {
    label: renamed?.label ?? row.label,
    ...(input.notificationsEnabled === undefined ? {} : { notificationsEnabled: input.notificationsEnabled }),
  });
  if (!updated) throw notFound();
  if (input.notificationsEnabled && options.language) {
    await rememberAlertLanguage(db, userId, options.language);
  }
  return presentSavedSearch(updated);
}

export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deleteSavedSearchRow(db, userId, id))) throw notFound();
}

/** Opening a saved search runs it: lastRunAt moves to now. */
export async function runSavedSearch(db: Db, userId: string, id: string, now = new Date()) {
  const updated = await updateSavedSearchRow(db, userId, id, { lastRunAt: now });
  if (!updated) throw notFound();
  return presentSavedSearch(updated);
}

/**
 * A guest's searches moved to the account on sign-in, merged with the same rules (oldest first, so
 * the newest end up first). Never above 20: what does not fit is counted as skipped.
 */
export async function importSavedSearches(
  db: Db,
  userId: string,
  input: ImportSavedSearchesInput,
  now = new Date(),
): Promise<{ savedSearches: SavedSearch[]; skipped: number }> {
  const incoming = [...input.savedSearches].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  return runInTransaction(db, async (executor) => {
    if (!(await lockSavedSearchOwner(executor, userId))) throw accountGone();
    let list = (await listSavedSearchRows(executor, userId)).map(presentSavedSearch);
    let skipped = 0;
    for (const item of incoming) {
      const ranAt = new Date(item.lastRunAt ?? item.createdAt);
      const outcome = upsertSavedSearch(list, item, { now: ranAt > now ? now : ranAt, newId: randomUUID });
      if ('error' in outcome) {
        skipped += 1;
        continue;
      }
      const previous = list.find((entry) => entry.id === outcome.saved.id);
      const saved: SavedSearch = {
        ...outcome.saved,
        // A guest's search keeps when it was made; lastRunAt never moves backwards.
        createdAt: outcome.created ? item.createdAt : outcome.saved.createdAt,
        lastRunAt:
          previous && previous.lastRunAt > outcome.saved.lastRunAt
            ? previous.lastRunAt
            : outcome.saved.lastRunAt,
      };
      await writeOutcome(executor, userId, saved, outcome.created);
      list = outcome.list.map((entry) => (entry.id === saved.id ? saved : entry));
    }
    const savedSearches = (await listSavedSearchRows(executor, userId)).map(presentSavedSearch);
    return { savedSearches, skipped };
  });
}
