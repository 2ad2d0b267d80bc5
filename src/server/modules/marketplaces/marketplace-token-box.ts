import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';
const ivLength = 12;
/** Bound into every box, so a sealed marketplace token cannot pass for another kind of secret. */
const purpose = 'marketplace-token';

/** `v1.<iv>.<tag>.<ciphertext>` (AES-256-GCM, base64url parts), like the tax id box (ADR 058). */
export function sealMarketplaceToken(key: Buffer, token: string): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [
    version,
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    ciphertext.toString('base64url'),
  ].join('.');
}

/** Throws when the box was altered or sealed with another key (the seller then connects again). */
export function openMarketplaceToken(key: Buffer, sealed: string): string {
  const [boxVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (boxVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised marketplace token box');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
