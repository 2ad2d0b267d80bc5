import { createHmac, timingSafeEqual } from 'node:crypto';
import { deriveAuthKey } from '../auth/secret-box';

/**
 * The objection link of a statement of reasons (ADR 075). A suspended user cannot sign in, yet
 * Art. 20 DSA wants the complaint system open to them for six months, so the statement carries a
 * capability: `<expires>.<signature>`, HMAC-SHA256 over the decision, the affected user and the
 * objection deadline under a key derived from AUTH_SECRET for this purpose only. It lets its holder
 * read that one statement and object to it until the deadline, nothing else.
 */
const purpose = 'moderation-objection-link';
const tokenPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signatureOf(authSecret: string, decisionId: string, userId: string, expires: number): Buffer {
  return createHmac('sha256', deriveAuthKey(authSecret, purpose))
    .update(`${decisionId}.${userId}.${expires}`)
    .digest();
}

export function createObjectionToken(
  authSecret: string,
  input: { decisionId: string; userId: string; expiresAt: Date },
): string {
  const expires = Math.floor(input.expiresAt.getTime() / 1000);
  const signature = signatureOf(authSecret, input.decisionId, input.userId, expires);
  return `${expires}.${signature.toString('base64url')}`;
}

/** The page the link opens, relative to the site. */
export function objectionLinkPath(decisionId: string, token: string): string {
  return `/moderation/decisions/${decisionId}?token=${encodeURIComponent(token)}`;
}

export type ObjectionTokenCheck = { status: 'valid' } | { status: 'invalid' } | { status: 'expired' };

/**
 * Valid only for the decision and user it was signed for; a tampered expiry breaks the signature,
 * so "expired" is only ever said of a link we issued.
 */
export function checkObjectionToken(
  authSecret: string,
  token: string,
  expected: { decisionId: string; userId: string },
  now = new Date(),
): ObjectionTokenCheck {
  const match = tokenPattern.exec(token);
  if (!match?.[1] || !match[2]) return { status: 'invalid' };
  const expires = Number(match[1]);
  const given = Buffer.from(match[2], 'base64url');
  const wanted = signatureOf(authSecret, expected.decisionId, expected.userId, expires);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return { status: 'invalid' };
  return now.getTime() > expires * 1000 ? { status: 'expired' } : { status: 'valid' };
}
