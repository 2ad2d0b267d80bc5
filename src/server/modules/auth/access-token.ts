import { createHash } from 'node:crypto';
import { accessTokenLifetimeSeconds } from '@shared/auth/auth.constants';
import { type AccessTokenPayload, accessTokenPayloadSchema } from '@shared/auth/auth.schema';
import { jwtVerify, SignJWT } from 'jose';

const issuer = 'kleinkram';
const audience = 'kleinkram-api';

/** A purpose-bound key, so the same AUTH_SECRET never signs two kinds of thing with one key. */
function signingKey(authSecret: string): Uint8Array {
  return createHash('sha256').update(`access-token:${authSecret}`).digest();
}

export async function signAccessToken(
  authSecret: string,
  subject: { userId: string; roles: string[]; sessionId: string },
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + accessTokenLifetimeSeconds) * 1000);
  // `sid` names the session (ADR 035): the guards check on each request that it has not ended.
  const token = await new SignJWT({ roles: subject.roles, sid: subject.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(subject.userId)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(signingKey(authSecret));
  return { token, expiresAt };
}

/** Returns the payload of a valid, unexpired token, or null. */
export async function verifyAccessToken(
  authSecret: string,
  token: string,
): Promise<AccessTokenPayload | null> {
  try {
    const { payload } = await jwtVerify(token, signingKey(authSecret), {
      issuer,
      audience,
      algorithms: ['HS256'],
    });
    const parsed = accessTokenPayloadSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
