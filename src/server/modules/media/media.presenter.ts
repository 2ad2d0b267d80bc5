import { buildEndpointPath } from '@shared/api/endpoint';
import { mediaEndpoints } from '@shared/media/media.endpoints';
import { type MediaAsset, mediaVariantNames } from '@shared/media/media-asset.schema';
import type { MediaAssetRow } from './media.repository';
import { mediaUrl } from './media-url';

/** Where the owner fetches the private original (auth required). */
export const originalUrlOf = (id: string) =>
  `/api${buildEndpointPath(mediaEndpoints.getOriginal.path, { id })}`;

/** Every field of the response named here, so column names never leak (variant prefix, hash, analysis). */
export function presentMediaAsset(row: MediaAssetRow): MediaAsset {
  const variants = Object.fromEntries(
    mediaVariantNames.map((name) => {
      const size = row.variantSizes[name] ?? { width: 0, height: 0 };
      return [name, { url: mediaUrl(row.variantPrefix, name), width: size.width, height: size.height }];
    }),
  ) as MediaAsset['variants'];
  return {
    id: row.id,
    url: variants.detail.url,
    originalUrl: originalUrlOf(row.id),
    variants,
    source: row.source,
    capturedAt: row.capturedAt?.toISOString() ?? null,
    name: row.originalName,
    size: row.sizeBytes,
    mimeType: row.mimeType,
    altText: row.altText,
    altTextEdited: row.altTextEdited,
    altTextStatus: row.altTextStatus,
    width: row.width,
    height: row.height,
    crop: row.crop ?? null,
    order: row.position,
    primary: row.isPrimary,
    moderation: row.moderation,
    createdAt: row.createdAt.toISOString(),
  } satisfies MediaAsset;
}
