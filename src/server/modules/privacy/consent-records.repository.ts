import type { Language } from '@shared/i18n/languages';
import type { ConsentDecision, ConsentKind } from '@shared/privacy/privacy-constants';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { consentRecords } from '../../db/schema/privacy.schema';
import { users } from '../../db/schema/users.schema';
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

/** The consent columns on the users row: what the app acts on (the records are the proof). */
export async function findConsentState(executor: Db | DbExecutor, userId: string, forUpdate = false) {
  const query = executor
    .select({
      analyticsConsent: users.analyticsConsent,
      analyticsConsentAt: users.analyticsConsentAt,
      communicationConsentAt: users.communicationConsentAt,
      communicationConsentVersion: users.communicationConsentVersion,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Gives (now, for `version`) or withdraws (both cleared, so chat asks again) the communication
 * consent. Giving also keeps the language the user agreed in, which chat mails use.
 */
export async function updateCommunicationConsent(
  executor: Db | DbExecutor,
  userId: string,
  change: { granted: true; version: string; language: Language; at: Date } | { granted: false },
): Promise<void> {
  await executor
    .update(users)
    .set(
      change.granted
        ? {
            communicationConsentAt: change.at,
            communicationConsentVersion: change.version,
            preferences: sql`${users.preferences} || ${JSON.stringify({ mailLanguage: change.language })}::jsonb`,
          }
        : { communicationConsentAt: null, communicationConsentVersion: null },
    )
    .where(eq(users.id, userId));
}
