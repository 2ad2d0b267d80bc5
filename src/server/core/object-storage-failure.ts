/**
 * How an S3-compatible object store (AWS, MinIO, Ceph, Garage) says it cannot take a write now.
 * Read from the error the AWS SDK throws (`name` is the store's error code, `$metadata` the
 * answer's status), so core needs no SDK import (ADR 087).
 */
export type ObjectStorageFault = 'full' | 'busy';

/** The bucket or the store has no room, or refuses an object of this size: nothing was kept. */
const fullCodes = new Set([
  'QuotaExceeded', // Ceph RGW and others: the bucket's or the user's quota is used up
  'XMinioStorageFull', // MinIO: the drives reached their free-space floor
  'XMinioAdminBucketQuotaExceeded',
  'InsufficientStorage',
  'EntityTooLarge', // larger than the store allows per object; ours are far below S3's 5 GB
]);

/** The store asks to slow down or is briefly unable to answer; AWS advises trying again later. */
const busyCodes = new Set(['SlowDown', 'ServiceUnavailable', 'InternalError', 'XMinioServerNotInitialized']);

export function objectStorageFaultOf(error: unknown): ObjectStorageFault | null {
  if (typeof error !== 'object' || error === null || !('$metadata' in error)) return null;
  const { name, $metadata } = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } };
  const status = $metadata?.httpStatusCode;
  if ((typeof name === 'string' && fullCodes.has(name)) || status === 507) return 'full';
  if ((typeof name === 'string' && busyCodes.has(name)) || status === 503) return 'busy';
  return null;
}
