import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import {
  insertSession,
  isSessionActive,
  revokeSessionById,
  revokeSessionsOfUser,
} from './session.repository';

/*
 * A session is one sign-in (ADR 035): its id is the family of its refresh tokens and the `sid` of
 * its access tokens. The guards look it up on every authenticated request, so ending it ends its
 * access tokens at once, in every process, not when they run out.
 */

/** Starts a session that ends at `expiresAt` at the latest; returns its id. */
export function startSession(
  executor: DbExecutor,
  userId: string,
  expiresAt: Date,
  now: Date,
): Promise<string> {
  return insertSession(executor, { userId, expiresAt, createdAt: now });
}

/** Whether the access token's session still lets it in: one primary-key lookup. */
export function isSessionOpen(db: Db, sessionId: string, userId: string, now = new Date()): Promise<boolean> {
  return isSessionActive(db, sessionId, userId, now);
}

/** Logout, or a refresh token presented twice: that session's tokens stop working. */
export function endSession(executor: DbExecutor, sessionId: string, at = new Date()): Promise<void> {
  return revokeSessionById(executor, sessionId, at);
}

/**
 * A password reset, a role change, or Google confirming an address an unconfirmed account held:
 * every session of the user ends, so a stolen or outdated token stops working at once. Pass the
 * transaction that makes the change, so both happen together.
 */
export function endAllSessionsOfUser(executor: DbExecutor, userId: string, at = new Date()): Promise<void> {
  return revokeSessionsOfUser(executor, userId, at);
}
