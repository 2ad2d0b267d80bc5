import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { findEndedSuspensions, findSuspension, setSuspension } from './account-suspension.repository';
import { endAllSessionsOfUser } from './session.service';

/**
 * Issue 18 (ADR 065): a moderator's suspension. Every session and refresh token ends at once;
 * sign-in and refresh answer ACCOUNT_SUSPENDED (with `details.until`) until it is lifted by an
 * upheld objection or its end passes.
 */
export interface SuspensionRestorePoint {
  suspendedAt: string | null;
  suspendedUntil: string | null;
}

const suspendedMessage = 'This account is suspended.';

export function isSuspended(
  row: { suspendedAt: Date | null; suspendedUntil: Date | null } | null,
  now = new Date(),
): boolean {
  if (!row?.suspendedAt) return false;
  return row.suspendedUntil === null || row.suspendedUntil.getTime() > now.getTime();
}

/** Refuses sign-in and refresh of a suspended account. */
export async function assertAccountNotSuspended(
  executor: Db | DbExecutor,
  userId: string,
  now = new Date(),
): Promise<void> {
  const row = await findSuspension(executor, userId);
  if (!row || !isSuspended(row, now)) return;
  throw new AppError('ACCOUNT_SUSPENDED', suspendedMessage, {
    until: row.suspendedUntil?.toISOString() ?? null,
  });
}

export async function suspendAccount(
  executor: DbExecutor,
  userId: string,
  until: Date,
  now = new Date(),
): Promise<SuspensionRestorePoint> {
  const before = await findSuspension(executor, userId);
  await setSuspension(executor, userId, { suspendedAt: now, suspendedUntil: until });
  await endAllSessionsOfUser(executor, userId, now);
  return {
    suspendedAt: before?.suspendedAt?.toISOString() ?? null,
    suspendedUntil: before?.suspendedUntil?.toISOString() ?? null,
  };
}

/** Restores the suspension fields as they were (an upheld objection or the end of a suspension). */
export async function restoreSuspension(
  executor: DbExecutor,
  userId: string,
  point: SuspensionRestorePoint,
): Promise<void> {
  await setSuspension(executor, userId, {
    suspendedAt: point.suspendedAt ? new Date(point.suspendedAt) : null,
    suspendedUntil: point.suspendedUntil ? new Date(point.suspendedUntil) : null,
  });
}

export function listEndedSuspensions(db: Db, now = new Date()): Promise<string[]> {
  return findEndedSuspensions(db, now);
}
