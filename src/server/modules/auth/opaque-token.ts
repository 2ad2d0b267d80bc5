import { createHash, randomBytes } from 'node:crypto';

/** A random token to hand out (refresh tokens, email links, OAuth state): 32 bytes, base64url. */
export function generateOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak hands out no usable token. */
export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
