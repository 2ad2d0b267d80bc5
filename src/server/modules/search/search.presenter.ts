import { categoryPathOf } from '@shared/catalog/taxonomy';
import { listingConditions } from '@shared/listings/listing.schema';
import { type SearchFacets, type SearchResult, searchPriceBands } from '@shared/search/search.schema';
import { presentListingCard } from '../listings/listings.presenter';
import type { SearchFacetRow, SearchRow } from './search.repository';

export function presentSearchResult(row: SearchRow): SearchResult {
  return {
    ...presentListingCard(row),
    distanceKm: row.distanceMeters === null ? null : Math.round(row.distanceMeters / 100) / 10,
  };
}

/**
 * Sums the per-category groups into the filter panel's counts. Categories are counted per
 * top-level category and, when the search is inside a category, per direct child of it.
 */
export function presentSearchFacets(
  rows: readonly SearchFacetRow[],
  searchedCategoryId: string | undefined,
  isPartial: boolean,
): SearchFacets {
  const byCategory = new Map<string, number>();
  const add = (id: string, count: number) => byCategory.set(id, (byCategory.get(id) ?? 0) + count);
  const sum = (pick: (row: SearchFacetRow) => number) => rows.reduce((total, row) => total + pick(row), 0);
  for (const row of rows) {
    const path = categoryPathOf(row.categoryId);
    const top = path[0] ?? row.categoryId;
    add(top, row.total);
    if (!searchedCategoryId) continue;
    const depth = path.indexOf(searchedCategoryId);
    const child = depth >= 0 ? path[depth + 1] : undefined;
    if (child && child !== top) add(child, row.total);
  }
  const conditionCounts = {
    new: sum((row) => row.conditionNew),
    excellent: sum((row) => row.conditionExcellent),
    good: sum((row) => row.conditionGood),
    fair: sum((row) => row.conditionFair),
    refurbished: sum((row) => row.conditionRefurbished),
  };
  return {
    categories: [...byCategory].map(([id, count]) => ({ id, count })),
    conditions: listingConditions.map((value) => ({ value, count: conditionCounts[value] })),
    fulfillment: [
      { value: 'pickup', count: sum((row) => row.pickup) },
      { value: 'shipping', count: sum((row) => row.shipping) },
      { value: 'sameday', count: sum((row) => row.sameday) },
    ],
    priceBands: searchPriceBands.map((band, index) => ({
      min: band.min,
      max: band.max,
      count: sum((row) => Number(row.bands[index] ?? 0)),
    })),
    isPartial,
  };
}
