/** ENOSPC: no space left on the device; EDQUOT: the user's disk quota is used up. */
const storageFullCodes = new Set(['ENOSPC', 'EDQUOT']);

/**
 * True when a file write failed because the disk (or the quota) is full, here or in an error it
 * wraps. The write is answered 507 STORAGE_FULL; whoever wrote undoes what they kept (ADR 085).
 */
export function isStorageFull(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  if (typeof code === 'string' && storageFullCodes.has(code)) return true;
  return isStorageFull(cause, depth + 1);
}
