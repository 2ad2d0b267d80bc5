import { rememberedRefreshLifetimeSeconds, sessionRefreshLifetimeSeconds } from '@shared/auth/auth.constants';
import type { TokenPair } from '@shared/auth/auth.schema';
import { AppError } from '../../core/app-error';
import { signAccessToken } from './access-token';
import { assertAccountNotSuspended } from './account-suspension.service';
import { findUserById } from './auth.repository';
import { type AuthContext, sessionExpiredMessage } from './auth.service';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  type RefreshTokenValues,
  replaceRefreshToken,
} from './refresh-token.repository';
import { endSession, startSession } from './session.service';

type TokenContext = Pick<AuthContext, 'db' | 'config'>;

/**
 * Signs in: starts a session and hands out its first token pair. A session lasts 12 hours, or 30
 * days with "stay signed in", counted from the sign-in, however often it is refreshed.
 */
export async function issueTokenPair(
  context: TokenContext,
  user: { id: string; roles: string[] },
  session: { isRemembered: boolean; userAgent: string | undefined },
  now = new Date(),
): Promise<TokenPair> {
  const lifetimeSeconds = session.isRemembered
    ? rememberedRefreshLifetimeSeconds
    : sessionRefreshLifetimeSeconds;
  const expiresAt = new Date(now.getTime() + lifetimeSeconds * 1000);
  // Every way of signing in ends here: a suspended account gets no session (issue 18, ADR 065).
  await assertAccountNotSuspended(context.db, user.id, now);
  const sessionId = await startSession(context.db, user.id, expiresAt, now);
  const { pair, refreshTokenValues } = await signTokenPair(
    context,
    user,
    { ...session, sessionId, expiresAt },
    now,
  );
  await insertRefreshToken(context.db, refreshTokenValues);
  return pair;
}

/** An access token of the session and a new refresh token of its family (not stored yet). */
async function signTokenPair(
  context: TokenContext,
  user: { id: string; roles: string[] },
  session: { isRemembered: boolean; userAgent: string | undefined; sessionId: string; expiresAt: Date },
  now: Date,
): Promise<{ pair: TokenPair; refreshTokenValues: RefreshTokenValues }> {
  const access = await signAccessToken(
    context.config.authSecret,
    { userId: user.id, roles: user.roles, sessionId: session.sessionId },
    now,
  );
  const refreshToken = generateOpaqueToken();
  return {
    pair: {
      accessToken: access.token,
      refreshToken,
      accessTokenExpiresAt: access.expiresAt.toISOString(),
      refreshTokenExpiresAt: session.expiresAt.toISOString(),
    },
    refreshTokenValues: {
      userId: user.id,
      familyId: session.sessionId,
      tokenHash: hashOpaqueToken(refreshToken),
      isRemembered: session.isRemembered,
      expiresAt: session.expiresAt,
      userAgent: session.userAgent?.slice(0, 500) ?? null,
      createdAt: now,
    },
  };
}

/**
 * Exchanges a refresh token for a new pair of the same session. A token that was already
 * exchanged is presented again only when someone copied it, or when two requests raced with it:
 * exactly one exchange wins (ADR 035), and any other ends the session, so the thief and the owner
 * both have to sign in again. Ending the session also ends the pair the winner was handed.
 */
export async function rotateRefreshToken(
  context: Pick<AuthContext, 'db' | 'config' | 'log'>,
  presentedToken: string,
  userAgent: string | undefined,
  now = new Date(),
): Promise<TokenPair> {
  const row = await findRefreshTokenByHash(context.db, hashOpaqueToken(presentedToken));
  // A suspension ends every session; the owner of such a token is told why (issue 18, ADR 065).
  if (row) await assertAccountNotSuspended(context.db, row.userId, now);
  if (!row || row.revokedAt || row.sessionRevokedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  }
  const user = await findUserById(context.db, row.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  const { pair, refreshTokenValues } = await signTokenPair(
    context,
    user,
    { isRemembered: row.isRemembered, userAgent, sessionId: row.familyId, expiresAt: row.expiresAt },
    now,
  );
  const isFirstUse =
    row.rotatedAt === null && (await replaceRefreshToken(context.db, row.id, refreshTokenValues, now));
  if (!isFirstUse) {
    await endSession(context.db, row.familyId, now);
    context.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token reused: session family revoked',
    );
    throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  }
  return pair;
}

/** Logout: ends the session the token belongs to, its access tokens included. Unknown tokens are ignored. */
export async function revokeSession(
  context: Pick<AuthContext, 'db'>,
  presentedToken: string,
  now = new Date(),
) {
  const row = await findRefreshTokenByHash(context.db, hashOpaqueToken(presentedToken));
  if (row) await endSession(context.db, row.familyId, now);
}
