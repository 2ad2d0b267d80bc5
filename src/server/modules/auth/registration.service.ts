import { verificationTokenLifetimeSeconds } from '@shared/auth/auth.constants';
import type { RegisterRequest, TokenPair } from '@shared/auth/auth.schema';
import type { Language } from '@shared/i18n/languages';
import type { Config } from '../../config/env';
import { AppError } from '../../core/app-error';
import { resolveMailLanguage } from '../mail/mail-language';
import { renderAlreadyRegisteredMail, renderVerifyEmailMail } from '../mail/mail-templates';
import {
  consumeVerificationToken,
  findUserByEmail,
  findUserById,
  findVerificationToken,
  insertUser,
  insertVerificationToken,
  markEmailVerified,
} from './auth.repository';
import { type AuthContext, displayNameFromEmail, type RequestMeta } from './auth.service';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';
import { hashPassword } from './password';
import { accountKey, authLimits, enforceAttemptLimit, ipKey, recordAttempt } from './rate-limit.service';
import { issueTokenPair } from './refresh-token.service';

/** The same answer whether the address was new or taken: the mail tells the owner which it was. */
export const registrationAcceptedMessage =
  'Thanks! We have sent an email to this address. Follow it to finish signing up.';
export const verificationResentMessage =
  'If an account with this address still needs confirming, we have sent a new link.';
export const emailConfirmedMessage = 'Your email address is confirmed. You can sign in now.';

export async function registerAccount(
  context: AuthContext,
  input: RegisterRequest,
  meta: RequestMeta,
): Promise<{ message: string }> {
  const now = new Date();
  const redirectUri = assertOwnRedirectUri(context.config, input.redirectUri);
  await consumeAttempt(context, ipKey(meta.ip), authLimits.registerPerIp, now);
  await consumeAttempt(context, accountKey(input.email), authLimits.registerPerEmail, now);
  const language = resolveMailLanguage(input.language, meta.acceptLanguage);

  // Hashing happens either way, so the answer takes as long for a taken address as for a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(context.db, input.email);
  const created = existing
    ? undefined
    : await insertUser(context.db, {
        email: input.email,
        passwordHash,
        displayName: displayNameFromEmail(input.email),
      });

  if (created) {
    await sendVerificationMail(context, created, redirectUri, language, now);
  } else {
    const origin = redirectUri.origin;
    const mail = renderAlreadyRegisteredMail(language, {
      loginUrl: `${origin}/login`,
      resetPasswordUrl: `${origin}/reset-password`,
    });
    context.mailer.sendInBackground({ kind: 'already-registered', to: input.email, ...mail });
  }
  return { message: registrationAcceptedMessage };
}

export async function resendVerification(
  context: AuthContext,
  input: { email: string; redirectUri: string; language?: Language | undefined },
  meta: RequestMeta,
): Promise<{ message: string }> {
  const now = new Date();
  const redirectUri = assertOwnRedirectUri(context.config, input.redirectUri);
  await consumeAttempt(context, ipKey(meta.ip), authLimits.resendPerIp, now);
  await consumeAttempt(context, accountKey(input.email), authLimits.resendPerEmail, now);
  const user = await findUserByEmail(context.db, input.email);
  if (user && !user.emailVerifiedAt) {
    const language = resolveMailLanguage(input.language, meta.acceptLanguage);
    await sendVerificationMail(context, user, redirectUri, language, now);
  }
  return { message: verificationResentMessage };
}

/** Confirms the address behind a link: each link works once, within 24 hours. */
/**
 * Confirms the address and signs the user in (ADR 048): only the mailbox's owner has the link, and
 * it works once. No session when signing in needs more (two-factor on, a lock set by hand).
 */
export async function confirmVerification(
  context: AuthContext,
  token: string,
  meta: RequestMeta,
): Promise<{ message: string; session: TokenPair | null }> {
  const now = new Date();
  const row = await findVerificationToken(context.db, hashOpaqueToken(token));
  if (!row || row.usedAt) throw new AppError('TOKEN_INVALID', 'This confirmation link is not valid');
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('TOKEN_EXPIRED', 'This confirmation link has expired');
  }
  if (!(await consumeVerificationToken(context.db, row.id, now))) {
    throw new AppError('TOKEN_INVALID', 'This confirmation link is not valid');
  }
  await markEmailVerified(context.db, row.userId, now);
  const user = await findUserById(context.db, row.userId);
  const canSignIn = user && !user.totpEnabledAt && !(user.lockedUntil && user.lockedUntil > now);
  const session = canSignIn
    ? await issueTokenPair(context, user, { isRemembered: false, userAgent: meta.userAgent }, now)
    : null;
  return { message: emailConfirmedMessage, session };
}

async function sendVerificationMail(
  context: AuthContext,
  user: { id: string; email: string },
  redirectUri: URL,
  language: Language,
  now: Date,
): Promise<void> {
  const token = generateOpaqueToken();
  await insertVerificationToken(context.db, {
    userId: user.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + verificationTokenLifetimeSeconds * 1000),
  });
  const link = new URL(redirectUri);
  link.searchParams.set('token', token);
  const mail = renderVerifyEmailMail(language, { link: link.toString() });
  context.mailer.sendInBackground({
    kind: 'verify-email',
    to: user.email,
    actionUrl: link.toString(),
    ...mail,
  });
}

export async function consumeAttempt(
  context: AuthContext,
  key: string,
  limit: { action: string; limit: number; windowMs: number },
  now: Date,
): Promise<void> {
  await enforceAttemptLimit(context.db, key, limit, now);
  await recordAttempt(context.db, key, limit.action, now);
}

/**
 * Links in our mails point only at this site: otherwise anyone could make us mail a stranger a
 * link to another site, carrying a token that confirms an account the stranger never made. The
 * link is built on PUBLIC_URL, never on the origin the request names: outside production a
 * localhost origin on any port (the Vite dev server) is accepted, but only its path is kept.
 */
export function assertOwnRedirectUri(config: Config, redirectUri: string): URL {
  const url = new URL(redirectUri);
  const publicOrigin = new URL(config.publicUrl).origin;
  const isOwnOrigin = url.origin === publicOrigin;
  const isLocalDevelopment =
    !config.isProduction &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!isOwnOrigin && !isLocalDevelopment) {
    throw new AppError('BAD_REQUEST', 'redirectUri must point to this site', {
      issues: [{ path: 'body.redirectUri', message: 'Must point to this site' }],
    });
  }
  // Concatenated, not resolved, and one leading slash: `//elsewhere.example/` stays a path here.
  const link = new URL(`${publicOrigin}${url.pathname.replace(/^\/+/, '/')}`);
  link.search = url.search;
  return link;
}
