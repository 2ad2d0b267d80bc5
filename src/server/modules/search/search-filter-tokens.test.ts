import { describe, expect, it } from 'vitest';
import {
  categoryTokenQueryText,
  placeCategoryPriceTokens,
  placeCategoryQueryText,
  placePriceBandsOverlapping,
  priceTokenQueryText,
} from './search-filter-tokens';

describe('search filter tokens', () => {
  it('quotes a category id and refuses anything else', () => {
    expect(categoryTokenQueryText('fashion-women')).toBe("'~kfashion-women'");
    expect(() => categoryTokenQueryText("x' | '~kall")).toThrow();
  });

  it('joins each cell with the category, as listing_place_category_tokens writes them', () => {
    expect(placeCategoryQueryText(['~f524_89', '~f524_90'], 'fashion-women')).toBe(
      "'~f524_89.fashion-women' | '~f524_90.fashion-women'",
    );
  });

  it('picks the price bands a range overlaps, as width_bucket numbers them', () => {
    expect(priceTokenQueryText(undefined, 5000)).toBe("'~p0' | '~p1' | '~p2' | '~p3' | '~p4'");
    expect(priceTokenQueryText(2000, 25000)).toBe("'~p3' | '~p4' | '~p5' | '~p6'");
    expect(priceTokenQueryText(300000, undefined)).toBe("'~p9'");
    expect(priceTokenQueryText(499, 499)).toBe("'~p0'");
  });

  it('appends each overlapped band to each cell and category, as listing_place_category_price_tokens writes them', () => {
    // Upper bounds included: up to 100 € is bands 0-4, from 20 € starts in band 2 (10 < price <= 20).
    expect(placePriceBandsOverlapping(undefined, 10000)).toEqual([0, 1, 2, 3, 4]);
    expect(placePriceBandsOverlapping(2000, 25000)).toEqual([2, 3, 4, 5]);
    expect(placePriceBandsOverlapping(2001, 24999)).toEqual([3, 4, 5]);
    expect(placePriceBandsOverlapping(0, 0)).toEqual([0]);
    expect(placeCategoryPriceTokens(['~f524_89', '~c52_8'], 'fashion', [3, 4])).toEqual([
      '~f524_89.fashion.p3',
      '~f524_89.fashion.p4',
      '~c52_8.fashion.p3',
      '~c52_8.fashion.p4',
    ]);
  });

  it('adds nothing when the range spans every band', () => {
    expect(placePriceBandsOverlapping(undefined, undefined)).toBeNull();
    expect(placePriceBandsOverlapping(0, 300000)).toBeNull();
    expect(priceTokenQueryText(undefined, undefined)).toBeNull();
    expect(priceTokenQueryText(0, 1_000_000)).toBeNull();
  });
});
