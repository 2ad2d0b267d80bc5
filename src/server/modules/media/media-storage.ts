import type { Readable } from 'node:stream';

/** One stored object as read back: a stream of its bytes plus what the HTTP answer needs. */
export interface StoredMedia {
  body: Readable;
  contentType: string;
  contentLength: number;
}

/**
 * Where media bytes live: local disk (default) or S3-compatible object storage (`config.s3`).
 * Keys are slash-separated paths such as `originals/<ownerId>/<assetId>` or
 * `uploads/<ownerId>/<assetId>-<version>/detail.webp`; the storage never decides who may read them.
 */
export interface MediaStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
  /** The whole object in memory, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removing a key that is not there is fine. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/** Keys come from our own ids, but a request path reaches `get` too: no `..`, no absolute paths. */
export function isValidMediaKey(key: string): boolean {
  return key.length <= 512 && keyPattern.test(key) && !key.split('/').some((part) => part === '..');
}

export function assertValidMediaKey(key: string): void {
  if (!isValidMediaKey(key)) throw new Error(`invalid media key: ${key}`);
}

export async function readStream(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}
