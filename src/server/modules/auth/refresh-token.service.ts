import { randomUUID } from 'node:crypto';
import { rememberedRefreshLifetimeSeconds, sessionRefreshLifetimeSeconds } from '@shared/auth/auth.constants';
import type { TokenPair } from '@shared/auth/auth.schema';
import { AppError } from '../../core/app-error';
import { signAccessToken } from './access-token';
import { findUserById } from './auth.repository';
import { type AuthContext, sessionExpiredMessage } from './auth.service';
import { generateOpaqueToken, hashOpaqueToken } from './opaque-token';
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshTokenFamily,
} from './refresh-token.repository';

type TokenContext = Pick<AuthContext, 'db' | 'config'>;

/**
 * Signs an access token and hands out a new refresh token. A new sign-in starts a family; a
 * rotation continues it and keeps its end: a session lasts 12 hours, or 30 days with "stay signed
 * in", counted from the sign-in, however often it is refreshed.
 */
export async function issueTokenPair(
  context: TokenContext,
  user: { id: string; roles: string[] },
  session: { isRemembered: boolean; userAgent: string | undefined; familyId?: string; expiresAt?: Date },
  now = new Date(),
): Promise<TokenPair> {
  const access = await signAccessToken(
    context.config.authSecret,
    { userId: user.id, roles: user.roles },
    now,
  );
  const lifetimeSeconds = session.isRemembered
    ? rememberedRefreshLifetimeSeconds
    : sessionRefreshLifetimeSeconds;
  const refreshExpiresAt = session.expiresAt ?? new Date(now.getTime() + lifetimeSeconds * 1000);
  const refreshToken = generateOpaqueToken();
  await insertRefreshToken(context.db, {
    userId: user.id,
    familyId: session.familyId ?? randomUUID(),
    tokenHash: hashOpaqueToken(refreshToken),
    isRemembered: session.isRemembered,
    expiresAt: refreshExpiresAt,
    userAgent: session.userAgent?.slice(0, 500) ?? null,
    createdAt: now,
  });
  return {
    accessToken: access.token,
    refreshToken,
    accessTokenExpiresAt: access.expiresAt.toISOString(),
    refreshTokenExpiresAt: refreshExpiresAt.toISOString(),
  };
}

/**
 * Exchanges a refresh token for a new pair. A token that was already exchanged is presented
 * again only when someone copied it: the whole family is revoked, so the thief and the owner
 * both have to sign in again.
 */
export async function rotateRefreshToken(
  context: Pick<AuthContext, 'db' | 'config' | 'log'>,
  presentedToken: string,
  userAgent: string | undefined,
  now = new Date(),
): Promise<TokenPair> {
  const row = await findRefreshTokenByHash(context.db, hashOpaqueToken(presentedToken));
  if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  }
  const isFirstUse = row.rotatedAt === null && (await markRefreshTokenRotated(context.db, row.id, now));
  if (!isFirstUse) {
    await revokeRefreshTokenFamily(context.db, row.familyId, now);
    context.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token reused: session family revoked',
    );
    throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  }
  const user = await findUserById(context.db, row.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', sessionExpiredMessage);
  return issueTokenPair(
    context,
    user,
    { isRemembered: row.isRemembered, userAgent, familyId: row.familyId, expiresAt: row.expiresAt },
    now,
  );
}

/** Ends the session the token belongs to (its whole family). Unknown tokens are ignored. */
export async function revokeSession(
  context: Pick<AuthContext, 'db'>,
  presentedToken: string,
  now = new Date(),
) {
  const row = await findRefreshTokenByHash(context.db, hashOpaqueToken(presentedToken));
  if (row) await revokeRefreshTokenFamily(context.db, row.familyId, now);
}
