import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import { describe, expect, it } from 'vitest';
import { rollUpCategoryCounts } from './categories.service';

describe('rollUpCategoryCounts', () => {
  it('adds each category’s count to all of its ancestors', () => {
    const counts = new Map(
      rollUpCategoryCounts([
        { categoryId: 'electronics-phones-smartphones', count: 3 },
        { categoryId: 'electronics-phones-smartwatches', count: 2 },
        { categoryId: 'electronics', count: 1 },
      ]).map((entry) => [entry.id, entry.count]),
    );
    expect(counts.get('electronics-phones-smartphones')).toBe(3);
    expect(counts.get('electronics-phones')).toBe(5);
    expect(counts.get('electronics')).toBe(6);
    expect(counts.get('fashion')).toBe(0);
  });

  it('lists every taxonomy category once and ignores unknown ones', () => {
    const counts = rollUpCategoryCounts([{ categoryId: 'no-such-category', count: 7 }]);
    expect(counts.map((entry) => entry.id)).toEqual(flattenTaxonomy().map((category) => category.id));
    expect(counts.every((entry) => entry.count === 0)).toBe(true);
  });
});
