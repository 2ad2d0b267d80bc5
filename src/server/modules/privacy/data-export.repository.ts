import { and, desc, eq, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { dataExports } from '../../db/schema/privacy.schema';
import type { DbExecutor } from '../../db/transaction';

export type DataExportRow = typeof dataExports.$inferSelect;

export async function findLatestDataExport(db: Db | DbExecutor, userId: string) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function findDataExport(db: Db | DbExecutor, exportId: string) {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  return row;
}

/** Serialises two requests of the same user, so both cannot pass the one-at-a-time check. */
export async function lockDataExportsOf(executor: DbExecutor, userId: string) {
  await executor.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`data-export:${userId}`}))`);
}

/** The user's export that is still pending or running, if any (one at a time). */
export async function findActiveDataExport(executor: DbExecutor, userId: string) {
  const [row] = await executor
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['pending', 'running'])))
    .limit(1);
  return row;
}

export async function insertDataExport(executor: DbExecutor, userId: string): Promise<DataExportRow> {
  const [row] = await executor.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('data export was not inserted');
  return row;
}

/** Moves a pending (or retried failed) export to running; false when another worker has it. */
export async function claimDataExport(db: Db, exportId: string): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'running', progress: 1, error: null })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function setDataExportProgress(db: Db, exportId: string, progress: number) {
  await db
    .update(dataExports)
    .set({ progress })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')));
}

export async function markDataExportReady(
  db: Db,
  exportId: string,
  input: { storageKey: string; sizeBytes: number; readyAt: Date; expiresAt: Date },
) {
  await db
    .update(dataExports)
    .set({ status: 'ready', progress: 100, ...input })
    .where(eq(dataExports.id, exportId));
}

export async function markDataExportFailed(db: Db, exportId: string, error: string) {
  await db
    .update(dataExports)
    .set({ status: 'failed', error: error.slice(0, 500) })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['pending', 'running'])));
}

export async function incrementDownloadCount(db: Db, row: DataExportRow) {
  await db
    .update(dataExports)
    .set({ downloadCount: row.downloadCount + 1 })
    .where(eq(dataExports.id, row.id));
}

/**
 * Ready archives past their expiry, and the user's older ready archives once a newer one is ready:
 * their files are deleted and the rows marked expired by the sweep and the job.
 */
export function listExpiredArchives(db: Db, now: Date) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)));
}

export function listSupersededArchives(db: Db, userId: string, keepId: string) {
  return db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'ready'), ne(dataExports.id, keepId)));
}

export async function markDataExportExpired(db: Db, exportId: string) {
  await db
    .update(dataExports)
    .set({ status: 'expired', storageKey: null })
    .where(eq(dataExports.id, exportId));
}

/** Exports a crashed process left pending or running longer than the time box: they failed. */
export async function failStaleDataExports(db: Db, startedBefore: Date): Promise<number> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'failed', error: 'timed out' })
    .where(
      and(
        or(eq(dataExports.status, 'pending'), eq(dataExports.status, 'running')),
        lt(dataExports.requestedAt, startedBefore),
      ),
    )
    .returning({ id: dataExports.id });
  return rows.length;
}
