import {
  type IdentityCheckReview,
  type IdentityCheckStatus,
  type IdentityQueueQuery,
  type IdentityQueueResponse,
  type IdentitySubmission,
  identityQueuePageSize,
  identityResubmitCooldownDays,
} from '@shared/identity/identity.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { notifyIdentityDecision } from '../notifications/notifications.service';
import { presentIdentityReview, presentIdentityStatus } from './identity.presenter';
import {
  countIdentityQueueRows,
  decideIdentityCheckRow,
  findIdentityCheck,
  findIdentityQueueRow,
  findLatestIdentityCheck,
  hasApprovedIdentityCheck,
  type IdentityQueueRow,
  insertIdentityCheck,
  listIdentityQueueRows,
} from './identity.repository';
import { openDocumentNumber, sealDocumentNumber } from './identity-document-box';

const dayMs = 24 * 60 * 60 * 1000;

export async function getMyIdentityCheck(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<IdentityCheckStatus> {
  return presentIdentityStatus(await findLatestIdentityCheck(db, userId), now);
}

/** What other modules (trust badges) may know: whether the user's identity is verified. */
export function isIdentityVerified(db: Db, userId: string): Promise<boolean> {
  return hasApprovedIdentityCheck(db, userId);
}

/**
 * Spec §4 identity: one pending check at a time, none after an approval, and after a rejection
 * only once its cooldown has passed. The document number is sealed before it reaches the database.
 */
export async function submitIdentityCheck(
  deps: Pick<AppDependencies, 'config' | 'database'>,
  userId: string,
  submission: IdentitySubmission,
  now = new Date(),
): Promise<IdentityCheckStatus> {
  const { db } = deps.database;
  const latest = await findLatestIdentityCheck(db, userId);
  if (latest?.status === 'pending')
    throw new AppError('IDENTITY_PENDING', 'A check is already waiting for review');
  if (latest?.status === 'approved')
    throw new AppError('IDENTITY_ALREADY_VERIFIED', 'Identity already verified');
  if (latest?.status === 'rejected' && latest.cooldownUntil && latest.cooldownUntil > now) {
    throw new AppError('IDENTITY_COOLDOWN', "We couldn't submit your verification. Try again later.", {
      cooldownUntil: latest.cooldownUntil.toISOString(),
    });
  }
  const row = await insertIdentityCheck(db, {
    userId,
    documentType: submission.documentType,
    issuingCountry: submission.issuingCountry,
    firstName: submission.firstName,
    lastName: submission.lastName,
    documentNumberEncrypted: sealDocumentNumber(deps.config.identityEncryptionKey, submission.documentNumber),
    birthDate: submission.birthDate,
    submittedAt: now,
  });
  // A concurrent submission won the one pending slot.
  if (!row) throw new AppError('IDENTITY_PENDING', 'A check is already waiting for review');
  return presentIdentityStatus(row, now);
}

function reviewOf(key: Buffer, row: IdentityQueueRow, log?: FastifyBaseLogger): IdentityCheckReview {
  const sealed = row.check.documentNumberEncrypted;
  let documentNumber: string | null = null;
  if (sealed) {
    try {
      documentNumber = openDocumentNumber(key, sealed);
    } catch (error) {
      // Another key (a rotated IDENTITY_ENCRYPTION_KEY): the moderator rejects and the user resubmits.
      log?.warn({ err: error, checkId: row.check.id }, 'identity document number could not be opened');
    }
  }
  return presentIdentityReview(row, documentNumber);
}

export async function listIdentityQueue(
  deps: Pick<AppDependencies, 'config' | 'database'>,
  query: IdentityQueueQuery,
  log?: FastifyBaseLogger,
): Promise<IdentityQueueResponse['data']> {
  const { db } = deps.database;
  const [rows, total] = await Promise.all([
    listIdentityQueueRows(db, {
      status: query.status,
      limit: identityQueuePageSize,
      offset: (query.page - 1) * identityQueuePageSize,
    }),
    countIdentityQueueRows(db, query.status),
  ]);
  return {
    checks: rows.map((row) => reviewOf(deps.config.identityEncryptionKey, row, log)),
    total,
    page: query.page,
    pageSize: identityQueuePageSize,
  };
}

/**
 * Approves or rejects a pending check, erases its personal data and tells the user, in one
 * transaction. Nobody decides their own check.
 */
export async function decideIdentityCheck(
  deps: Pick<AppDependencies, 'config' | 'database'>,
  moderatorId: string,
  checkId: string,
  decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  now = new Date(),
): Promise<IdentityCheckReview> {
  const { db } = deps.database;
  const existing = await findIdentityCheck(db, checkId);
  if (!existing) throw new AppError('NOT_FOUND', 'Identity check not found');
  if (existing.userId === moderatorId) {
    throw new AppError('FORBIDDEN', 'Moderators do not decide their own identity check');
  }
  const isRejected = decision.status === 'rejected';
  const cooldownUntil = isRejected ? new Date(now.getTime() + identityResubmitCooldownDays * dayMs) : null;
  const decided = await runInTransaction(db, async (executor) => {
    const row = await decideIdentityCheckRow(executor, checkId, {
      status: decision.status,
      decidedAt: now,
      decidedBy: moderatorId,
      failureReason: isRejected ? decision.reason : null,
      cooldownUntil,
    });
    if (!row) return undefined;
    await notifyIdentityDecision(executor, row.userId, {
      checkId: row.id,
      status: decision.status,
      reason: row.failureReason,
      cooldownUntil: cooldownUntil?.toISOString() ?? null,
    });
    return row;
  });
  if (!decided) throw new AppError('CONFLICT', 'This identity check was already decided');
  const row = await findIdentityQueueRow(db, checkId);
  if (!row) throw new AppError('NOT_FOUND', 'Identity check not found');
  return presentIdentityReview(row, null);
}
