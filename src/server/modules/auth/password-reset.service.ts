import { passwordResetTokenLifetimeSeconds } from '@shared/auth/auth.constants';
import type { ForgotPasswordRequest, ResetPasswordRequest } from '@shared/auth/auth.schema';
import { AppError } from '../../core/app-error';
import { resolveMailLanguage } from '../mail/mail-language';
import { renderPasswordResetMail } from '../mail/mail-templates';
import {
  applyPasswordReset,
  consumePasswordResetToken,
  findPasswordResetToken,
  findUserByEmail,
  findUserById,
  insertPasswordResetToken,
} from './auth.repository';
import type { AuthContext, RequestMeta } from './auth.service';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';
import { hashPassword } from './password';
import { accountKey, accountLockPolicy, authLimits, clearAccountAttempts, ipKey } from './rate-limit.service';
import { assertOwnRedirectUri, consumeAttempt } from './registration.service';

/** The same answer whether or not an account has this address. */
export const passwordResetRequestedMessage =
  'If an account with this address exists, we have sent a link to choose a new password.';
export const passwordResetMessage = 'Your password has been changed. You can sign in with it now.';

/** Mails a single-use reset link (1 hour) to the address, if an account has it. */
export async function requestPasswordReset(
  context: AuthContext,
  input: ForgotPasswordRequest,
  meta: RequestMeta,
): Promise<{ message: string }> {
  const now = new Date();
  const redirectUri = assertOwnRedirectUri(context.config, input.redirectUri);
  await consumeAttempt(context, ipKey(meta.ip), authLimits.passwordForgotPerIp, now);
  await consumeAttempt(context, accountKey(input.email), authLimits.passwordForgotPerEmail, now);
  const user = await findUserByEmail(context.db, input.email);
  if (user) {
    const token = generateOpaqueToken();
    await insertPasswordResetToken(context.db, {
      userId: user.id,
      tokenHash: hashOpaqueToken(token),
      expiresAt: new Date(now.getTime() + passwordResetTokenLifetimeSeconds * 1000),
    });
    const link = new URL(redirectUri);
    link.searchParams.set('token', token);
    const language = resolveMailLanguage(input.language, meta.acceptLanguage);
    const mail = renderPasswordResetMail(language, { link: link.toString() });
    context.mailer.sendInBackground({
      kind: 'password-reset',
      to: user.email,
      actionUrl: link.toString(),
      ...mail,
    });
  }
  return { message: passwordResetRequestedMessage };
}

/**
 * Sets a new password with the token from the link (single use, 1 hour). The mail proved the
 * address, so it counts as confirmed; any lock is lifted and every session of the user ends.
 */
export async function resetPassword(
  context: AuthContext,
  input: ResetPasswordRequest,
): Promise<{ message: string }> {
  const now = new Date();
  const row = await findPasswordResetToken(context.db, hashOpaqueToken(input.token));
  if (!row || row.usedAt) throw new AppError('TOKEN_INVALID', 'This password reset link is not valid');
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('TOKEN_EXPIRED', 'This password reset link has expired');
  }
  const passwordHash = await hashPassword(input.password);
  if (!(await consumePasswordResetToken(context.db, row.id, now))) {
    throw new AppError('TOKEN_INVALID', 'This password reset link is not valid');
  }
  const user = await findUserById(context.db, row.userId);
  if (!user) throw new AppError('TOKEN_INVALID', 'This password reset link is not valid');

  await applyPasswordReset(context.db, user.id, passwordHash, now);
  await clearAccountAttempts(context.db, user.email, accountLockPolicy.action);
  context.log.info({ userId: user.id }, 'password reset by email; all sessions revoked');
  return { message: passwordResetMessage };
}
