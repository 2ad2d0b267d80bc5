import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const version = 'v1';
const ivLength = 12;

/**
 * A 32-byte key for one purpose, derived from AUTH_SECRET (HKDF-SHA256), so one secret never
 * protects two kinds of thing with the same key.
 */
export function deriveAuthKey(authSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'kleinkram', `kleinkram:${purpose}`, 32));
}

/** Encrypts with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>`, each part base64url. */
export function sealSecret(authSecret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', deriveAuthKey(authSecret, purpose), iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Decrypts what `sealSecret` produced; throws when the box was altered or sealed with another key. */
export function openSecret(authSecret: string, purpose: string, sealed: string): string {
  const [boxVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (boxVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised secret box');
  }
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveAuthKey(authSecret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
