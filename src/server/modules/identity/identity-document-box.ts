import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const version = 'v1';
const ivLength = 12;
/** Bound into every box, so a sealed document number cannot be passed off as another secret. */
const additionalData = Buffer.from('kleinkram:identity-document-number');

/** AES-256-GCM with a 32-byte key: `v1.<iv>.<tag>.<ciphertext>`, each part base64url (ADR 059). */
export function sealDocumentNumber(key: Buffer, documentNumber: string): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData);
  const ciphertext = Buffer.concat([cipher.update(documentNumber, 'utf8'), cipher.final()]);
  return [version, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** Opens what `sealDocumentNumber` produced; throws when it was altered or sealed with another key. */
export function openDocumentNumber(key: Buffer, sealed: string): string {
  const [boxVersion, iv, tag, ciphertext, ...rest] = sealed.split('.');
  if (boxVersion !== version || !iv || !tag || ciphertext === undefined || rest.length > 0) {
    throw new Error('Unrecognised document number box');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(additionalData);
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
    'utf8',
  );
}
