import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { describe, expect, it } from 'vitest';
import { categoryClassifier } from './category-classifier';
import { categoryLexicon } from './category-lexicon';

const top = (
  text: string,
  extra: Partial<Parameters<ReturnType<typeof categoryClassifier>['classify']>[0]> = {},
) => categoryClassifier().classify({ text, ...extra })[0]!;

describe('category classifier', () => {
  it('has item words for every leaf category', () => {
    const leaves = flattenTaxonomy().filter((category) => category.isLeaf);
    for (const leaf of leaves) expect(categoryLexicon[leaf.id]?.de.length, leaf.id).toBeGreaterThan(0);
    expect(categoryClassifier().categoryCount).toBe(leaves.length);
  });

  it('ranks leaf categories with confidences that sum to one', () => {
    const ranked = categoryClassifier().classify({ text: 'Kinderwagen von Bugaboo mit Babywanne' });
    expect(ranked[0]!.categoryId).toBe('family-kids-strollers');
    expect(ranked.reduce((sum, entry) => sum + entry.confidence, 0)).toBeCloseTo(1, 6);
    expect(ranked[0]!.confidence).toBeGreaterThan(ranked[1]!.confidence);
  });

  it('classifies German and English descriptions', () => {
    expect(top('Damen Sommerkleid von Zara, hellblau').categoryId).toBe('fashion-women-dresses');
    expect(top('Dell laptop with 16 gigs of RAM').categoryId).toBe('electronics-computers-laptops');
    expect(top('Herrenwinterjacke, Größe XL').categoryId).toBe('fashion-men-jackets');
    expect(top('Akkuschrauber mit zwei Akkus im Koffer').categoryId).toBe('garden-diy-power-tools');
  });

  it('takes the head noun, not what it fits', () => {
    expect(top('Hülle für iPhone 13, neu').categoryId).toBe('electronics-phones-accessories');
  });

  it('uses the wearer and the size set', () => {
    expect(top("women's rain jacket").categoryId).toBe('fashion-women-jackets');
    expect(top('Winterjacke', { sizes: ['110'] }).categoryId).toBe('family-kids-clothing-kids');
  });

  it('uses detected objects when there are no words', () => {
    expect(top('', { objects: [{ label: 'laptop', score: 0.9 }] }).categoryId).toBe(
      'electronics-computers-laptops',
    );
    expect(top('', { objects: [{ label: 'couch', score: 0.8 }] }).categoryId).toBe('home-furniture-sofas');
  });

  it('is uniform when it has nothing to go on', () => {
    const ranked = categoryClassifier().classify({ text: 'äh ja also' });
    expect(ranked[0]!.confidence).toBeCloseTo(1 / ranked.length, 6);
  });
});
