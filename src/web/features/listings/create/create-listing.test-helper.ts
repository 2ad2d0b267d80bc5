import type { MediaAsset } from '@shared/media/media-asset.schema';
import type { DraftResult } from '../api/create-draft';

/** A stored photo as the media API returns it. */
export function mediaAssetFixture(id: string, overrides: Partial<MediaAsset> = {}): MediaAsset {
  const variant = (width: number) => ({ url: `/media/${id}/${width}.webp`, width, height: width });
  return {
    id,
    url: `/media/${id}/detail.webp`,
    originalUrl: `/api/media/${id}/original`,
    variants: { thumbnail: variant(160), card: variant(480), detail: variant(1200), zoom: variant(2000) },
    source: 'upload',
    capturedAt: null,
    name: `${id.slice(0, 4)}.jpg`,
    size: 120_000,
    mimeType: 'image/jpeg',
    altText: '',
    altTextEdited: false,
    altTextStatus: 'empty',
    width: 2000,
    height: 2000,
    crop: null,
    order: 0,
    primary: true,
    moderation: 'clear',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** A draft for a smartphone, with evidence for the main fields and two attributes. */
export function draftResultFixture(overrides: Partial<DraftResult['draft']> = {}): DraftResult {
  return {
    draft: {
      language: 'de',
      title: 'Apple iPhone 13, 128 GB, Mitternacht',
      description:
        'Gut erhaltenes iPhone 13 mit 128 GB Speicher, Akku bei 89 %, ohne SIM-Lock. Abholung in Berlin.',
      categoryId: 'electronics-phones-smartphones',
      categoryPath: ['electronics', 'electronics-phones', 'electronics-phones-smartphones'],
      attributes: {
        brand: 'Apple',
        storageGb: '128',
        connectivity: ['5g', 'wifi'],
        simLockFree: true,
        batteryHealthPercent: 89,
      },
      condition: 'good',
      tags: ['iphone', 'apple'],
      price: { value: 389.5, currency: 'EUR', rationale: 'Similar phones sold for 360–420 €.' },
      evidence: {
        title: { confidence: 0.9, sources: ['speech', 'photo_text'] },
        categoryId: { confidence: 0.55, sources: ['photo_object', 'catalogue'] },
        'attributes.brand': { confidence: 0.3, sources: ['photo_text'] },
      },
      alternativeCategories: [{ categoryId: 'electronics-phones', confidence: 0.2 }],
      ...overrides,
    },
    provider: 'local',
    requestId: 'req-7',
    elapsedMs: 1840,
    heldMediaIds: [],
    notices: [],
    listingDraft: null,
  };
}
