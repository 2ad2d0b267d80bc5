import type { IdentityCheckReview, IdentityCheckStatus } from '@shared/identity/identity.schema';
import type { IdentityCheckRow, IdentityQueueRow } from './identity.repository';

/** The owner's view: the outcome only, never the submitted data (ADR 059). */
export function presentIdentityStatus(row: IdentityCheckRow | undefined, now: Date): IdentityCheckStatus {
  if (!row) {
    return {
      status: 'none',
      documentType: null,
      submittedAt: null,
      decidedAt: null,
      failureReason: null,
      cooldownUntil: null,
      canSubmit: true,
    };
  }
  const isCoolingDown = row.cooldownUntil !== null && row.cooldownUntil > now;
  return {
    status: row.status,
    documentType: row.status === 'pending' ? row.documentType : null,
    submittedAt: row.submittedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    failureReason: row.status === 'rejected' ? row.failureReason : null,
    cooldownUntil: row.status === 'rejected' ? (row.cooldownUntil?.toISOString() ?? null) : null,
    canSubmit: row.status === 'rejected' && !isCoolingDown,
  };
}

/** The moderator's view, with the document number opened by the caller. */
export function presentIdentityReview(
  row: IdentityQueueRow,
  documentNumber: string | null,
): IdentityCheckReview {
  const { check } = row;
  return {
    id: check.id,
    status: check.status,
    user: { id: check.userId, name: row.userName, email: row.userEmail },
    documentType: check.documentType,
    issuingCountry: check.issuingCountry,
    firstName: check.firstName,
    lastName: check.lastName,
    documentNumber,
    birthDate: check.birthDate,
    submittedAt: check.submittedAt.toISOString(),
    decidedAt: check.decidedAt?.toISOString() ?? null,
    failureReason: check.failureReason,
    cooldownUntil: check.cooldownUntil?.toISOString() ?? null,
  };
}
