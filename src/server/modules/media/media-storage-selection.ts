import path from 'node:path';
import type { Config } from '../../config/env';
import { createLocalMediaStorage } from './local-media-storage';
import { isValidMediaKey, type MediaStorage } from './media-storage';
import { createS3MediaStorage } from './s3-media-storage';

export interface MediaStores {
  /** Uploads: originals and their variants. S3 when `config.s3` is set, else local disk. */
  uploads: MediaStorage;
  /** Local disk under DATA_DIR/media, where the demo seed renders its pictures in either case. */
  local: MediaStorage;
}

const storesByConfig = new WeakMap<Config, MediaStores>();

/** One set of stores per app configuration, shared by the media routes, media serving and drafting. */
export function mediaStoresOf(config: Config): MediaStores {
  const known = storesByConfig.get(config);
  if (known) return known;
  const local = createLocalMediaStorage(path.join(config.dataDir, 'media'));
  const stores = { uploads: config.s3 ? createS3MediaStorage(config.s3) : local, local };
  storesByConfig.set(config, stores);
  return stores;
}

/** Public variant keys: `<prefix>/<variant>.webp`. Originals (`originals/…`) are never public. */
const publicVariantKey = /^(?!originals\/)[a-z0-9][a-z0-9._/-]*\/(thumbnail|card|detail|zoom)\.webp$/i;

/**
 * Also a valid storage key (length, no empty or dot segments), checked before any storage sees it:
 * a request path such as 2,000 segments long used to reach the storage's own check and answer 500.
 */
export function isPublicVariantKey(key: string): boolean {
  return publicVariantKey.test(key) && isValidMediaKey(key);
}

/** Uploaded variants live under `uploads/`; anything else public (the demo seed) on local disk. */
export const uploadPrefixRoot = 'uploads';
export function storeForPublicKey(stores: MediaStores, key: string): MediaStorage {
  return key.startsWith(`${uploadPrefixRoot}/`) ? stores.uploads : stores.local;
}
