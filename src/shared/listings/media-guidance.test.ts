import { describe, expect, it } from 'vitest';
import { mediaGuidanceFor, meetsMediaGuidance } from './media-guidance';

describe('mediaGuidanceFor', () => {
  it('fashion: front, back and a detail', () => {
    expect(mediaGuidanceFor('fashion-women-jackets')).toEqual({
      group: 'fashion',
      minimumPhotos: 3,
      shots: ['front', 'back', 'detail'],
    });
  });

  it('electronics: overall plus detail', () => {
    expect(mediaGuidanceFor('electronics-phones-smartphones')).toEqual({
      group: 'electronics',
      minimumPhotos: 2,
      shots: ['overall', 'detail'],
    });
  });

  it('collectibles: at least four', () => {
    const guidance = mediaGuidanceFor('collectibles');
    expect(guidance.group).toBe('collectibles');
    expect(guidance.minimumPhotos).toBe(4);
    expect(guidance.shots.length).toBeGreaterThanOrEqual(4);
  });

  it('home: overall plus surface detail', () => {
    expect(mediaGuidanceFor('home')).toMatchObject({
      group: 'home',
      minimumPhotos: 2,
      shots: ['overall', 'surface_detail'],
    });
  });

  it('other and unknown categories: at least one overall photo', () => {
    for (const categoryId of ['pets', 'toys-games', '', 'no-such-category']) {
      expect(mediaGuidanceFor(categoryId), categoryId).toEqual({
        group: 'default',
        minimumPhotos: 1,
        shots: ['overall'],
      });
    }
  });

  it('returns a copy the caller may change', () => {
    mediaGuidanceFor('home').shots.push('defects');
    expect(mediaGuidanceFor('home').shots).toEqual(['overall', 'surface_detail']);
  });
});

describe('meetsMediaGuidance', () => {
  it('compares the photo count with the minimum', () => {
    const collectibles = mediaGuidanceFor('collectibles');
    expect(meetsMediaGuidance(collectibles, 3)).toBe(false);
    expect(meetsMediaGuidance(collectibles, 4)).toBe(true);
    expect(meetsMediaGuidance(mediaGuidanceFor('pets'), 0)).toBe(false);
  });
});
