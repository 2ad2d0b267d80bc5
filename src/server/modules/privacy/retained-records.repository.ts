import { and, eq, sql } from 'drizzle-orm';
import { retainedRecords } from '../../db/schema/privacy.schema';
import type { DbExecutor } from '../../db/transaction';

export type RetainedRecordValues = typeof retainedRecords.$inferInsert;
export type RetainedRecordRow = typeof retainedRecords.$inferSelect;

/** Restricted storage (Art. 18 GDPR): written by the erasure, read only for the legal purpose. */
export async function insertRetainedRecords(
  executor: DbExecutor,
  records: RetainedRecordValues[],
): Promise<void> {
  if (records.length === 0) return;
  await executor.insert(retainedRecords).values(records);
}

export function listRetainedRecordsOf(executor: DbExecutor, formerUserId: string, kind?: string) {
  return executor
    .select()
    .from(retainedRecords)
    .where(
      kind
        ? and(eq(retainedRecords.formerUserId, formerUserId), eq(retainedRecords.kind, kind))
        : eq(retainedRecords.formerUserId, formerUserId),
    );
}

/** The retention sweep: records whose period has ended are deleted. */
export async function deleteExpiredRetainedRecords(executor: DbExecutor, now: Date): Promise<number> {
  const rows = await executor
    .delete(retainedRecords)
    .where(sql`${retainedRecords.retainUntil} <= ${now}`)
    .returning({ id: retainedRecords.id });
  return rows.length;
}
