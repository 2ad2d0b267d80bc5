import { loginServerMessages } from '@shared/auth/auth.constants';
import type { LoginRequest, TokenPair } from '@shared/auth/auth.schema';
import { AppError } from '../../core/app-error';
import { clearFailedLogins, findUserByEmail, recordFailedLogin, type UserRow } from './auth.repository';
import type { AuthContext, RequestMeta } from './auth.service';
import { verifyAgainstDummyPassword, verifyPassword } from './password';
import {
  accountAddressKey,
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
 * next attempts down, failures of one account from one address lock that pair for a while (so an
 * attacker cannot lock the owner out, ADR 035), and failures from one IP are capped.
 */
export async function login(
  context: AuthContext,
  input: LoginRequest,
  meta: RequestMeta,
): Promise<TokenPair> {
  const { db } = context;
  const now = new Date();
  const keys = { account: accountKey(input.email), accountAddress: accountAddressKey(input.email, meta.ip) };
  await enforceAttemptLimit(db, ipKey(meta.ip), authLimits.loginFailuresPerIp, now);

  const user = await findUserByEmail(db, input.email);
  const policy = accountLockPolicy;
  const addressFailures = await countRecentAttempts(
    db,
    keys.accountAddress,
    policy.action,
    policy.windowMs,
    now,
  );
  await assertNotLocked(context, keys.accountAddress, user, addressFailures, now);
  const priorFailures = await countRecentAttempts(db, keys.account, policy.action, policy.windowMs, now);
  await sleep(failureDelayMs(priorFailures, context.config.authDelayBaseMs));

  const isPasswordCorrect = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummyPassword(input.password);
  if (!user || !isPasswordCorrect) {
    await recordFailure(context, keys, user, meta, addressFailures, now);
    throw new AppError('INVALID_CREDENTIALS', invalidCredentialsMessage);
  }

  if (user.totpEnabledAt) {
    const outcome = await checkSecondFactor(context, user, input, now);
    if (outcome === 'missing')
      throw new AppError('TWO_FACTOR_REQUIRED', loginServerMessages.twoFactorRequired);
    if (outcome !== 'accepted') {
      await recordFailure(context, keys, user, meta, addressFailures, now);
      throw outcome === 'invalid-otp'
        ? new AppError('INVALID_OTP', loginServerMessages.invalidOtp)
        : new AppError('INVALID_RECOVERY_CODE', loginServerMessages.invalidRecoveryCode);
    }
  }

  await clearAttempts(db, keys.accountAddress, policy.action);
  await clearAttempts(db, keys.account, policy.action);
  if (user.failedLoginCount > 0 || user.lockedUntil) await clearFailedLogins(db, user.id);
  return issueTokenPair(
    context,
    user,
    { isRemembered: input.rememberMe ?? false, userAgent: meta.userAgent },
    new Date(),
  );
}

/**
 * A lock set on the user by hand, or ten failures of this account from this address within the
 * window: that lock lasts from the last failure and holds for this address only. Unknown emails
 * lock the same way.
 */
async function assertNotLocked(
  context: AuthContext,
  accountAddress: string,
  user: UserRow | undefined,
  recentFailures: number,
  now: Date,
): Promise<void> {
  const policy = accountLockPolicy;
  let lockedUntil = user?.lockedUntil && user.lockedUntil > now ? user.lockedUntil : undefined;
  if (!lockedUntil && recentFailures >= policy.lockAfterFailures) {
    const lastFailure = await newestRecentAttempt(
      context.db,
      accountAddress,
      policy.action,
      policy.windowMs,
      now,
    );
    if (lastFailure) lockedUntil = new Date(lastFailure.getTime() + policy.lockMs);
  }
  if (!lockedUntil || lockedUntil <= now) return;
  throw new AppError('ACCOUNT_LOCKED', lockedMessage, {
    retryAfterSeconds: Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000),
  });
}

async function recordFailure(
  context: AuthContext,
  keys: { account: string; accountAddress: string },
  user: UserRow | undefined,
  meta: RequestMeta,
  priorAddressFailures: number,
  now: Date,
): Promise<void> {
  const policy = accountLockPolicy;
  await recordAttempt(context.db, ipKey(meta.ip), authLimits.loginFailuresPerIp.action, now);
  await recordAttempt(context.db, keys.account, policy.action, now);
  await recordAttempt(context.db, keys.accountAddress, policy.action, now);
  if (!user) return;
  await recordFailedLogin(context.db, user.id);
  if (priorAddressFailures + 1 === policy.lockAfterFailures) {
    context.log.warn({ userId: user.id }, 'sign-in locked for one address after repeated failures');
  }
}
