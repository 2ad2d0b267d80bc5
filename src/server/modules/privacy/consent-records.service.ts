import {
  type ConsentDecision,
  type ConsentKind,
  consentTextVersions,
} from '@shared/privacy/privacy-constants';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { type ConsentRecordRow, insertConsentRecord, listConsentRecords } from './consent-records.repository';

/**
 * Art. 7(1) GDPR: keep proof of every consent given, refused or withdrawn, with the text version
 * that was shown. Other modules (analytics, chat consent) call this in the same transaction as the
 * state change they make, so the record and the state never disagree.
 */
export async function recordConsent(
  executor: Db | DbExecutor,
  userId: string,
  kind: ConsentKind,
  decision: ConsentDecision,
  recordedAt: Date = new Date(),
): Promise<ConsentRecordRow> {
  return insertConsentRecord(executor, {
    userId,
    kind,
    decision,
    textVersion: consentTextVersions[kind],
    recordedAt,
  });
}

export async function consentHistory(
  executor: Db | DbExecutor,
  userId: string,
  kind?: ConsentKind,
): Promise<ConsentRecordRow[]> {
  return listConsentRecords(executor, userId, kind);
}
