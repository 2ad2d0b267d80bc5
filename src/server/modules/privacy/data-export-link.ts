import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The download link of an archive is a capability (ADR 067): whoever holds it until `expires` gets
 * the file, because a browser download cannot send the bearer token. It is bound to the export and
 * its owner with HMAC-SHA256 under a key derived from AUTH_SECRET for this purpose only.
 */
function linkKey(authSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', authSecret, 'kleinkram', 'kleinkram:data-export-link', 32));
}

function signatureOf(authSecret: string, exportId: string, userId: string, expires: number): string {
  return createHmac('sha256', linkKey(authSecret)).update(`${exportId}.${expires}.${userId}`).digest('hex');
}

/** `/api/privacy/exports/<id>/download?expires=<unix seconds>&signature=<hex>`, relative to the site. */
export function signDownloadPath(
  authSecret: string,
  exportId: string,
  userId: string,
  expiresAt: Date,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  const signature = signatureOf(authSecret, exportId, userId, expires);
  return `/api/privacy/exports/${exportId}/download?expires=${expires}&signature=${signature}`;
}

export function isValidDownloadSignature(
  authSecret: string,
  input: { exportId: string; userId: string; expires: number; signature: string },
): boolean {
  const expected = Buffer.from(signatureOf(authSecret, input.exportId, input.userId, input.expires), 'hex');
  const given = Buffer.from(input.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
