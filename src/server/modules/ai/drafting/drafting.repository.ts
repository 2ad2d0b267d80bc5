import type { ListingCondition } from '@shared/listings/listing.schema';
import { sql } from 'drizzle-orm';
import { listings } from '../../../db/schema/listings.schema';
import type { DbExecutor } from '../../../db/transaction';

export interface ComparablePrices {
  sameCondition: { count: number; medianCents: number | null };
  anyCondition: { count: number; medianCents: number | null };
}

/**
 * Median asking prices of the published, unsold listings of one category: of the same condition
 * and of any condition. One indexed scan (listings_category_idx), two aggregates.
 */
export async function findComparablePrices(
  executor: DbExecutor,
  categoryId: string,
  condition: ListingCondition | null,
): Promise<ComparablePrices> {
  const result = await executor.execute<{
    same_count: number;
    same_median: number | null;
    any_count: number;
    any_median: number | null;
  }>(sql`
    SELECT
      count(*) FILTER (WHERE ${listings.condition} = ${condition ?? ''})::int AS same_count,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${listings.priceCents})
        FILTER (WHERE ${listings.condition} = ${condition ?? ''}) AS same_median,
      count(*)::int AS any_count,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${listings.priceCents}) AS any_median
    FROM ${listings}
    WHERE ${listings.categoryId} = ${categoryId}
      AND ${listings.status} = 'PUBLISHED'
      AND ${listings.soldAt} IS NULL`);
  const row = result.rows[0];
  const toCents = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  return {
    sameCondition: { count: Number(row?.same_count ?? 0), medianCents: toCents(row?.same_median) },
    anyCondition: { count: Number(row?.any_count ?? 0), medianCents: toCents(row?.any_median) },
  };
}
