import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '../../config/env';
import { deriveAuthKey } from '../auth/secret-box';

const version = 'v1';
const ivLength = 12;
/** Bound into every box, so a sealed tax id cannot pass for another kind of secret. */
const purpose = 'dac7-tax-id';

/**
 * The 32-byte AES-256-GCM key for tax identification numbers (spec §9, ADR 058):
 * TAX_ID_ENCRYPTION_KEY, or else one derived from AUTH_SECRET for this purpose alone.
 */
export function taxIdKeyOf(config: Pick<Config, 'taxIdEncryptionKey' | 'authSecret'>): Buffer {
  return config.taxIdEncryptionKey ?? deriveAuthKey(config.authSecret, purpose);
}

/** `v1.<iv>.<tag>.<ciphertext>`, each part base64url, like the auth module's secret box. */
export function sealTaxId(key: Buffer, taxId: string): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const ciphertext = Buffer.concat([cipher.update(taxId, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** For the yearly DAC7 report (not built here, ADR 058); throws when altered or sealed with another key. */
export function openTaxId(key: Buffer, sealed: string): string {
  const [boxVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (boxVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised tax id box');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
