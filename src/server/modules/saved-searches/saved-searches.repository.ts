import { and, desc, eq, sql } from 'drizzle-orm';
import { savedSearches } from '../../db/schema/search.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

const savedSearchColumns = {
  id: savedSearches.id,
  label: savedSearches.label,
  params: savedSearches.params,
  notificationsEnabled: savedSearches.notificationsEnabled,
  createdAt: savedSearches.createdAt,
  lastRunAt: savedSearches.lastRunAt,
};

export type SavedSearchRow = Awaited<ReturnType<typeof listSavedSearchRows>>[number];

/**
 * Locks the owner's row until the transaction ends, so two concurrent saves of one user run one
 * after the other and cannot both pass the limit. False when the account no longer exists.
 */
export async function lockSavedSearchOwner(executor: DbExecutor, userId: string): Promise<boolean> {
  const result = await executor.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`);
  return result.rows.length > 0;
}

/** Newest first (spec §4: new ones go first). */
export function listSavedSearchRows(executor: DbExecutor, userId: string) {
  return executor
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function findSavedSearchRow(executor: DbExecutor, userId: string, id: string) {
  const [row] = await executor
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return row ?? null;
}

export interface NewSavedSearchRow {
  id: string;
  label: string;
  params: Record<string, string>;
  paramsKey: string;
  notificationsEnabled: boolean;
  createdAt: Date;
  lastRunAt: Date;
}

export async function insertSavedSearchRow(executor: DbExecutor, userId: string, row: NewSavedSearchRow) {
  const [inserted] = await executor
    .insert(savedSearches)
    .values({ ...row, userId })
    .returning(savedSearchColumns);
  if (!inserted) throw new Error('saved search was not inserted');
  return inserted;
}

export interface SavedSearchChanges {
  label?: string;
  notificationsEnabled?: boolean;
  lastRunAt?: Date;
}

export async function updateSavedSearchRow(
  executor: DbExecutor,
  userId: string,
  id: string,
  changes: SavedSearchChanges,
) {
  const [row] = await executor
    .update(savedSearches)
    .set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning(savedSearchColumns);
  return row ?? null;
}

export async function deleteSavedSearchRow(
  executor: DbExecutor,
  userId: string,
  id: string,
): Promise<boolean> {
  const rows = await executor
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/** Alert mails go out in the language the user last turned alerts on in (ADR 025). */
export async function rememberAlertLanguage(executor: DbExecutor, userId: string, language: string) {
  await executor
    .update(users)
    .set({ preferences: sql`${users.preferences} || ${JSON.stringify({ mailLanguage: language })}::jsonb` })
    .where(eq(users.id, userId));
}
