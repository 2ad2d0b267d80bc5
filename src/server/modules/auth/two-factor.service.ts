import { createHmac, randomInt } from 'node:crypto';
import { recoveryCodeCount } from '@shared/auth/auth.constants';
import { generateSecret, generateURI, verify } from 'otplib';
import { AppError } from '../../core/app-error';
import { findUserById, type UserRow } from './auth.repository';
import { type AuthContext, type RequestMeta, sessionExpiredMessage } from './auth.service';
import { verifyPassword } from './password';
import {
  authLimits,
  clearAttempts,
  enforceAttemptLimit,
  ipKey,
  recordAttempt,
  userKey,
} from './rate-limit.service';
import { deriveAuthKey, openSecret, sealSecret } from './secret-box';
import {
  claimTotpStep,
  consumeRecoveryCode,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  replaceRecoveryCodes,
  savePendingTotpSecret,
} from './two-factor.repository';

type TwoFactorContext = Pick<AuthContext, 'db' | 'config'>;

const totpIssuer = 'Kleinkram';
const totpSecretPurpose = 'totp-secret';
/** 30-second steps; one step either side is accepted for clock drift. */
const totpToleranceSeconds = 30;
/** No 0/O or 1/I: 32 symbols, 10 of them per code (50 bits), shown as ABCD-EFGH-IJ. */
const recoveryAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const recoveryCodeLength = 10;

export interface TwoFactorStatus {
  isEnabled: boolean;
  enabledAt: string | null;
  recoveryCodesRemaining: number;
  isSetupPending: boolean;
}

export type SecondFactorOutcome = 'accepted' | 'missing' | 'invalid-otp' | 'invalid-recovery-code';

export async function getTwoFactorStatus(
  context: TwoFactorContext,
  userId: string,
): Promise<TwoFactorStatus> {
  const user = await requireUser(context, userId);
  return {
    isEnabled: user.totpEnabledAt !== null,
    enabledAt: user.totpEnabledAt?.toISOString() ?? null,
    recoveryCodesRemaining: user.totpEnabledAt ? await countUnusedRecoveryCodes(context.db, user.id) : 0,
    isSetupPending: user.totpEnabledAt === null && user.totpSecretEncrypted !== null,
  };
}

/** Creates a new secret (not active until a code from it is verified) and its otpauth URI. */
export async function startTwoFactorSetup(context: TwoFactorContext, userId: string, now = new Date()) {
  const user = await requireUser(context, userId);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
  const secret = generateSecret();
  await savePendingTotpSecret(
    context.db,
    user.id,
    sealSecret(context.config.authSecret, totpSecretPurpose, secret),
    now,
  );
  return { secret, otpauthUri: generateURI({ issuer: totpIssuer, label: user.email, secret }) };
}

/** Turns two-factor on once the user proves their app produces codes; returns fresh recovery codes. */
export async function confirmTwoFactorSetup(
  context: TwoFactorContext,
  userId: string,
  otp: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<string[]> {
  const user = await requireUser(context, userId);
  if (user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is already enabled');
  if (!user.totpSecretEncrypted) throw new AppError('CONFLICT', 'Start the two-factor setup first');
  await guardProof(context, user, meta, now, () => acceptTotp(context, user, otp, now), 'invalid-otp');
  await enableTotp(context.db, user.id, now);
  return issueRecoveryCodes(context, user.id, now);
}

export async function regenerateRecoveryCodes(
  context: TwoFactorContext,
  userId: string,
  otp: string,
  meta: RequestMeta,
  now = new Date(),
): Promise<string[]> {
  const user = await requireEnabledUser(context, userId);
  await guardProof(context, user, meta, now, () => acceptTotp(context, user, otp, now), 'invalid-otp');
  return issueRecoveryCodes(context, user.id, now);
}

/** Turns two-factor off with proof of presence: a current code, an unused recovery code, or the password. */
export async function disableTwoFactor(
  context: TwoFactorContext,
  userId: string,
  proof: { otp?: string | undefined; recoveryCode?: string | undefined; password?: string | undefined },
  meta: RequestMeta,
  now = new Date(),
): Promise<TwoFactorStatus> {
  const user = await requireEnabledUser(context, userId);
  if (proof.otp) {
    const otp = proof.otp;
    await guardProof(context, user, meta, now, () => acceptTotp(context, user, otp, now), 'invalid-otp');
  } else if (proof.recoveryCode) {
    const code = proof.recoveryCode;
    await guardProof(
      context,
      user,
      meta,
      now,
      () => acceptRecoveryCode(context, user.id, code, now),
      'invalid-recovery-code',
    );
  } else {
    const password = proof.password ?? '';
    await guardProof(context, user, meta, now, () => verifyPassword(user.passwordHash, password), 'password');
  }
  await disableTotp(context.db, user.id, now);
  return getTwoFactorStatus(context, user.id);
}

/** The second step of a sign-in for a user with two-factor on. Failures are counted by the caller. */
export async function checkSecondFactor(
  context: TwoFactorContext,
  user: UserRow,
  input: { otp?: string | undefined; recoveryCode?: string | undefined },
  now = new Date(),
): Promise<SecondFactorOutcome> {
  if (input.otp) return (await acceptTotp(context, user, input.otp, now)) ? 'accepted' : 'invalid-otp';
  if (input.recoveryCode) {
    return (await acceptRecoveryCode(context, user.id, input.recoveryCode, now))
      ? 'accepted'
      : 'invalid-recovery-code';
  }
  return 'missing';
}

/** Accepts a code of the current step or one either side, once: its step must be newer than the last used one. */
async function acceptTotp(
  context: TwoFactorContext,
  user: UserRow,
  otp: string,
  now: Date,
): Promise<boolean> {
  if (!user.totpSecretEncrypted) return false;
  const secret = openSecret(context.config.authSecret, totpSecretPurpose, user.totpSecretEncrypted);
  try {
    const result = await verify({
      secret,
      token: otp.trim(),
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: totpToleranceSeconds,
      ...(user.totpLastUsedStep === null ? {} : { afterTimeStep: user.totpLastUsedStep }),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    return claimTotpStep(context.db, user.id, result.timeStep);
  } catch {
    // Malformed codes (letters, wrong length) and a last-used step beyond the window are simply wrong.
    return false;
  }
}

async function acceptRecoveryCode(context: TwoFactorContext, userId: string, code: string, now: Date) {
  const normalised = normaliseRecoveryCode(code);
  if (!normalised) return false;
  return consumeRecoveryCode(
    context.db,
    userId,
    hashRecoveryCode(context.config.authSecret, normalised),
    now,
  );
}

async function issueRecoveryCodes(context: TwoFactorContext, userId: string, now: Date): Promise<string[]> {
  const codes = Array.from({ length: recoveryCodeCount }, generateRecoveryCode);
  await replaceRecoveryCodes(
    context.db,
    userId,
    codes.map((code) => hashRecoveryCode(context.config.authSecret, normaliseRecoveryCode(code) ?? code)),
    now,
  );
  return codes;
}

/**
 * Runs one proof check under the per-user and per-IP limits for two-factor attempts: a failure
 * is recorded and answered with the matching error; a success clears the user's failures.
 */
async function guardProof(
  context: TwoFactorContext,
  user: UserRow,
  meta: RequestMeta,
  now: Date,
  check: () => Promise<boolean>,
  kind: 'invalid-otp' | 'invalid-recovery-code' | 'password',
): Promise<void> {
  const limit = authLimits.twoFactorFailuresPerUser;
  await enforceAttemptLimit(context.db, userKey(user.id), limit, now);
  await enforceAttemptLimit(context.db, ipKey(meta.ip), authLimits.twoFactorFailuresPerIp, now);
  if (await check()) {
    await clearAttempts(context.db, userKey(user.id), limit.action);
    return;
  }
  await recordAttempt(context.db, userKey(user.id), limit.action, now);
  await recordAttempt(context.db, ipKey(meta.ip), authLimits.twoFactorFailuresPerIp.action, now);
  if (kind === 'invalid-otp') throw new AppError('INVALID_OTP', 'Invalid one-time password');
  if (kind === 'invalid-recovery-code') throw new AppError('INVALID_RECOVERY_CODE', 'Invalid recovery code');
  throw new AppError('INVALID_CREDENTIALS', 'Password is not correct');
}

export function generateRecoveryCode(): string {
  const symbols = Array.from({ length: recoveryCodeLength }, () => recoveryAlphabet[randomInt(32)]).join('');
  return `${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}

/** Upper-cased, without dashes or spaces; null when it cannot be a recovery code. */
export function normaliseRecoveryCode(code: string): string | null {
  const compact = code.toUpperCase().replace(/[\s-]/g, '');
  return compact.length === recoveryCodeLength &&
    [...compact].every((symbol) => recoveryAlphabet.includes(symbol))
    ? compact
    : null;
}

/** Keyed with AUTH_SECRET, so a leaked table alone is no help in guessing codes. */
function hashRecoveryCode(authSecret: string, normalisedCode: string): string {
  return createHmac('sha256', deriveAuthKey(authSecret, 'recovery-code'))
    .update(normalisedCode)
    .digest('hex');
}

async function requireUser(context: TwoFactorContext, userId: string): Promise<UserRow> {
  const user = await findUserById(context.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  return user;
}

async function requireEnabledUser(context: TwoFactorContext, userId: string): Promise<UserRow> {
  const user = await requireUser(context, userId);
  if (!user.totpEnabledAt) throw new AppError('CONFLICT', 'Two-factor authentication is not enabled');
  return user;
}
