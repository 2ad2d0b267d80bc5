import { describe, expect, it } from 'vitest';
import { categoryTokenQueryText, placeCategoryQueryText, priceTokenQueryText } from './search-filter-tokens';

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

  it('adds nothing when the range spans every band', () => {
    expect(priceTokenQueryText(undefined, undefined)).toBeNull();
    expect(priceTokenQueryText(0, 1_000_000)).toBeNull();
  });
});
