import { randomUUID } from 'node:crypto';

/**
 * A media_assets row as an upload leaves it (alt text written), without the upload: for tests,
 * benches and scripts whose subject is not media. The variant files do not exist.
 */
export function photoAssetRow(ownerId: string, altText: string) {
  const key = randomUUID();
  return {
    ownerId,
    contentHash: key,
    originalKey: `originals/${ownerId}/${key}.jpg`,
    variantPrefix: `variants/${ownerId}/${key}`,
    mimeType: 'image/jpeg' as const,
    originalName: 'photo.jpg',
    sizeBytes: 120_000,
    width: 1600,
    height: 1200,
    variantSizes: { thumbnail: { width: 320, height: 240 }, detail: { width: 1280, height: 960 } },
    source: 'upload' as const,
    altText,
    altTextStatus: 'accepted' as const,
  };
}
