import type { MediaAsset } from '@shared/media/media-asset.schema';

let counter = 0;

/** A valid asset as the server presents it; ids are UUIDs ending in a running number. */
export function buildAsset(overrides: Partial<MediaAsset> = {}): MediaAsset {
  counter += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  const variant = (name: string, width: number) => ({
    url: `/media/${id}/${name}.webp`,
    width,
    height: Math.round((width * 3) / 4),
  });
  return {
    id,
    url: `/media/${id}/detail.webp`,
    originalUrl: `/api/media/${id}/original`,
    variants: {
      thumbnail: variant('thumbnail', 160),
      card: variant('card', 480),
      detail: variant('detail', 1024),
      zoom: variant('zoom', 1600),
    },
    source: 'upload',
    capturedAt: null,
    name: `photo-${counter}.jpg`,
    size: 123_456,
    mimeType: 'image/jpeg',
    altText: '',
    altTextEdited: false,
    altTextStatus: 'empty',
    width: 4000,
    height: 3000,
    crop: null,
    order: 0,
    primary: false,
    moderation: 'clear',
    createdAt: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}
