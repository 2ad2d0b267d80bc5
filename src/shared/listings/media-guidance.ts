import { topCategoryIdOf } from '../catalog/taxonomy';

/**
 * Spec §5 "Media": the photos each kind of item needs to sell, per top-level category. Advice,
 * never a rule: only "at least one image" blocks publishing (`listing-rules.ts`).
 */
export const mediaGuidanceGroups = ['fashion', 'electronics', 'collectibles', 'home', 'default'] as const;
export type MediaGuidanceGroup = (typeof mediaGuidanceGroups)[number];

/** Shot ids; the web translates them (`listing-fields:media.shots.<id>`). */
export const mediaShots = [
  'overall',
  'front',
  'back',
  'detail',
  'surface_detail',
  'markings',
  'defects',
] as const;
export type MediaShot = (typeof mediaShots)[number];

export interface MediaGuidance {
  group: MediaGuidanceGroup;
  minimumPhotos: number;
  shots: MediaShot[];
}

const guidanceByGroup: Record<MediaGuidanceGroup, Omit<MediaGuidance, 'group'>> = {
  fashion: { minimumPhotos: 3, shots: ['front', 'back', 'detail'] },
  electronics: { minimumPhotos: 2, shots: ['overall', 'detail'] },
  // Buyers of collectibles judge authenticity and condition: all sides, marks and flaws.
  collectibles: { minimumPhotos: 4, shots: ['front', 'back', 'markings', 'defects'] },
  home: { minimumPhotos: 2, shots: ['overall', 'surface_detail'] },
  default: { minimumPhotos: 1, shots: ['overall'] },
};

function isGuidedGroup(id: string | undefined): id is Exclude<MediaGuidanceGroup, 'default'> {
  return id === 'fashion' || id === 'electronics' || id === 'collectibles' || id === 'home';
}

/** The guidance for a category by its top level; unknown or empty ids get the default (one photo). */
export function mediaGuidanceFor(categoryId: string): MediaGuidance {
  const top = topCategoryIdOf(categoryId);
  const group: MediaGuidanceGroup = isGuidedGroup(top) ? top : 'default';
  const { minimumPhotos, shots } = guidanceByGroup[group];
  return { group, minimumPhotos, shots: [...shots] };
}

/** Whether the photo count reaches the guidance's minimum. */
export function meetsMediaGuidance(guidance: MediaGuidance, photoCount: number): boolean {
  return photoCount >= guidance.minimumPhotos;
}
