import { loginServerMessages } from '@shared/auth/auth.constants';
import type { LoginRequest, TokenPair } from '@shared/auth/auth.schema';
import { AppError } from '../../core/app-error';
import { clearFailedLogins, findUserByEmail, recordFailedLogin, type UserRow } from './auth.repository';
import type { AuthContext, RequestMeta } from './auth.service';
import { verifyAgainstDummyPassword, verifyPassword } from './password';
import {
  accountKey,
  accountLockPolicy,
  authLimits,
  clearAttempts,
  countRecentAttempts,
  enforceAttemptLimit,
  failureDelayMs,
  ipKey,
  newestRecentAttempt,
  recordAttempt,
  sleep,
} from './rate-limit.service';
import { issueTokenPair } from './refresh-token.service';
import { checkSecondFactor } from './two-factor.service';

export const invalidCredentialsMessage = 'Email or password is not correct';
const lockedMessage = 'Too many failed sign-in attempts. Please try again later.';

/**
 * Email and password, then the second factor when it is on. Unknown emails and wrong passwords
 * get the same answer after the same work; failures of one account (registered or not) slow the
 * next attempts down and then lock it for a while; failures from one IP are capped.
 */
export async function login(
  context: AuthContext,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<TokenPair> {
  const { db } = context;
  const now = new Date();
  const account = accountKey(input.email);
  await enforceAttemptLimit(db, ipKey(meta.ip), authLimits.loginFailuresPerIp, now);

  const user = await findUserByEmail(db, input.email);
  const policy = accountLockPolicy;
  const priorFailures = await countRecentAttempts(db, account, policy.action, policy.windowMs, now);
  await assertNotLocked(context, account, user, priorFailures, now);
  await sleep(failureDelayMs(priorFailures, context.config.authDelayBaseMs));

  const isPasswordCorrect = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummyPassword(input.password);
  if (!user || !isPasswordCorrect) {
    await recordFailure(context, account, user, meta, priorFailures, now);
    throw new AppError('INVALID_CREDENTIALS', invalidCredentialsMessage);
  }

  if (user.totpEnabledAt) {
    const outcome = await checkSecondFactor(context, user, input, now);
    if (outcome === 'missing')
      throw new AppError('TWO_FACTOR_REQUIRED', loginServerMessages.twoFactorRequired);
    if (outcome !== 'accepted') {
      await recordFailure(context, account, user, meta, priorFailures, now);
      throw outcome === 'invalid-otp'
        ? new AppError('INVALID_OTP', loginServerMessages.invalidOtp)
        : new AppError('INVALID_RECOVERY_CODE', loginServerMessages.invalidRecoveryCode);
    }
  }

  await clearAttempts(db, account, policy.action);
  if (user.failedLoginCount > 0 || user.lockedUntil) await clearFailedLogins(db, user.id);
  return issueTokenPair(
    context,
    user,
    { isRemembered: input.rememberMe ?? false, userAgent: meta.userAgent },
    new Date(),
  );
}

/**
 * A lock set on the user (by the tenth failure, or by hand) or, for any email, ten failures
 * within the window: the lock lasts from the last failure. Unknown emails lock the same way.
 */
async function assertNotLocked(
  context: AuthContext,
  account: string,
  user: UserRow | undefined,
  recentFailures: number,
  now: Date,
): Promise<void> {
  const policy = accountLockPolicy;
  let lockedUntil = user?.lockedUntil && user.lockedUntil > now ? user.lockedUntil : undefined;
  if (!lockedUntil && recentFailures >= policy.lockAfterFailures) {
    const lastFailure = await newestRecentAttempt(context.db, account, policy.action, policy.windowMs, now);
    if (lastFailure) lockedUntil = new Date(lastFailure.getTime() + policy.lockMs);
  }
  if (!lockedUntil || lockedUntil <= now) return;
  throw new AppError('ACCOUNT_LOCKED', lockedMessage, {
    retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
  });
}

async function recordFailure(
  context: AuthContext,
  account: string,
  user: UserRow | undefined,
  meta: RequestMeta,
  priorFailures: number,
  now: Date,
): Promise<void> {
  const policy = accountLockPolicy;
  await recordAttempt(context.db, ipKey(meta.ip), authLimits.loginFailuresPerIp.action, now);
  await recordAttempt(context.db, account, policy.action, now);
  if (!user) return;
  const isNowLocked = priorFailures + 1 >= policy.lockAfterFailures;
  await recordFailedLogin(context.db, user.id, isNowLocked ? new Date(now.getTime() + policy.lockMs) : null);
  if (isNowLocked) context.log.warn({ userId: user.id }, 'account locked after repeated failed sign-ins');
}
