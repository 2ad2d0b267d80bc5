import type { ConsentDecision, ConsentKind } from '@shared/privacy/privacy-constants';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consentRecords } from '../../db/schema/privacy.schema';
import type { DbExecutor } from '../../db/transaction';

export type ConsentRecordRow = typeof consentRecords.$inferSelect;

export async function insertConsentRecord(
  executor: Db | DbExecutor,
  record: {
    userId: string;
    kind: ConsentKind;
    decision: ConsentDecision;
    textVersion: string;
    recordedAt?: Date;
  },
): Promise<ConsentRecordRow> {
  const [row] = await executor.insert(consentRecords).values(record).returning();
  if (!row) throw new Error('consent record not inserted');
  return row;
}

/** Newest first; `kind` narrows to one consent. */
export async function listConsentRecords(
  executor: Db | DbExecutor,
  userId: string,
  kind?: ConsentKind,
): Promise<ConsentRecordRow[]> {
  return executor
    .select()
    .from(consentRecords)
    .where(
      kind
        ? and(eq(consentRecords.userId, userId), eq(consentRecords.kind, kind))
        : eq(consentRecords.userId, userId),
    )
    .orderBy(desc(consentRecords.recordedAt), desc(consentRecords.id));
}
