import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import {
  countAuthAttemptsSince,
  deleteAuthAttempts,
  deleteAuthAttemptsBefore,
  deleteAuthAttemptsOfAccount,
  findNthNewestAttemptSince,
  insertAuthAttempt,
} from './auth-attempt.repository';

const minute = 60_000;
const hour = 60 * minute;

export interface AttemptLimit {
  action: string;
  limit: number;
  windowMs: number;
}

/**
 * How many abuse-prone attempts one key may make within a window. Attempts live in the
 * `auth_attempts` table, so the limits hold across processes. Per-account keys are the email as
 * typed (normalised), registered or not, so a limit never tells whether an address exists.
 */
export const authLimits = {
  loginFailuresPerIp: { action: 'login-failed', limit: 30, windowMs: 15 * minute },
  registerPerIp: { action: 'register', limit: 20, windowMs: hour },
  registerPerEmail: { action: 'register', limit: 5, windowMs: hour },
  resendPerIp: { action: 'verification-resend', limit: 20, windowMs: hour },
  resendPerEmail: { action: 'verification-resend', limit: 5, windowMs: hour },
  passwordForgotPerIp: { action: 'password-forgot', limit: 20, windowMs: hour },
  passwordForgotPerEmail: { action: 'password-forgot', limit: 5, windowMs: hour },
  twoFactorFailuresPerIp: { action: 'two-factor-failed', limit: 30, windowMs: 15 * minute },
  twoFactorFailuresPerUser: { action: 'two-factor-failed', limit: 5, windowMs: 15 * minute },
} as const satisfies Record<string, AttemptLimit>;

/**
 * Failed sign-ins: growing delays after a few failures of one account (from anywhere), a
 * temporary lock after more failures of one account from one address (ADR 035), so an attacker
 * elsewhere can slow the owner down a little but never lock them out.
 */
export const accountLockPolicy = {
  action: 'login-failed',
  delayAfterFailures: 3,
  lockAfterFailures: 10,
  windowMs: 15 * minute,
  lockMs: 15 * minute,
} as const;

/** The longest delay is this many times the base delay (250 ms → 4 s). */
const maxDelayFactor = 16;
/** Attempts older than the longest window are of no use any more. */
const attemptRetentionMs = 24 * hour;
const pruneIntervalMs = 10 * minute;

export const ipKey = (ip: string) => `ip:${ip}`;
export const accountKey = (email: string) => `account:${email}`;
/** One account tried from one address: the key sign-in locks count (ADR 035). */
export const accountAddressKey = (email: string, ip: string) => `${accountKey(email)}|ip:${ip}`;
export const userKey = (userId: string) => `user:${userId}`;

/**
 * The wait before answering a sign-in, given the failures already recorded in the window:
 * none for the first few, then 2^n × base, capped at 16 × base (250 ms, 500 ms, 1 s, 2 s, 4 s, 4 s…).
 */
export function failureDelayMs(priorFailures: number, baseMs: number): number {
  if (priorFailures < accountLockPolicy.delayAfterFailures) return 0;
  const exponent = priorFailures - accountLockPolicy.delayAfterFailures;
  return Math.min(baseMs * 2 ** exponent, baseMs * maxDelayFactor);
}

export function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/** Throws RATE_LIMITED (429, with Retry-After) when `key` has used up `limit` within its window. */
export async function enforceAttemptLimit(db: Db, key: string, limit: AttemptLimit, now = new Date()) {
  const since = new Date(now.getTime() - limit.windowMs);
  const oldestCounted = await findNthNewestAttemptSince(db, key, limit.action, since, limit.limit);
  if (!oldestCounted) return;
  const retryAfterSeconds = Math.ceil((oldestCounted.getTime() + limit.windowMs - now.getTime()) / 1000);
  throw new AppError('RATE_LIMITED', 'Too many attempts. Please try again later.', { retryAfterSeconds });
}

let lastPrunedAt = 0;

export async function recordAttempt(db: Db, key: string, action: string, now = new Date()): Promise<void> {
  await insertAuthAttempt(db, key, action, now);
  if (now.getTime() - lastPrunedAt > pruneIntervalMs) {
    lastPrunedAt = now.getTime();
    await deleteAuthAttemptsBefore(db, new Date(now.getTime() - attemptRetentionMs));
  }
}

export function countRecentAttempts(db: Db, key: string, action: string, windowMs: number, now = new Date()) {
  return countAuthAttemptsSince(db, key, action, new Date(now.getTime() - windowMs));
}

export function newestRecentAttempt(db: Db, key: string, action: string, windowMs: number, now = new Date()) {
  return findNthNewestAttemptSince(db, key, action, new Date(now.getTime() - windowMs), 1);
}

export function clearAttempts(db: Db, key: string, action: string): Promise<void> {
  return deleteAuthAttempts(db, key, action);
}

/** The account's failures from everywhere and the locks of each address (after a password reset). */
export function clearAccountAttempts(db: Db, email: string, action: string): Promise<void> {
  return deleteAuthAttemptsOfAccount(db, accountKey(email), `${accountKey(email)}|`, action);
}
