import type { ListingDraftFields } from '@shared/listings/listing-editor.schema';
import type { Comparables } from '@shared/pricing/pricing.schema';
import { comparablesSampleSize, comparablesWindowDays } from '@shared/pricing/pricing.schema';
import type { DbExecutor } from '../../db/transaction';
import {
  type CategoryRow,
  type ComparableQuery,
  type ComparableRow,
  countComparables,
  findAllCategories,
  findComparableSample,
} from './pricing.repository';

export type ComparablesScope = Comparables['scope'];

/** Scopes from narrow to wide; the index is the repository's scope rank. */
export const comparableScopes = [
  'exact',
  'category',
  'category-any-condition',
  'parent-category',
  'top-category',
] as const satisfies readonly ComparablesScope[];

/** Windows tried in turn, in days; the first is the spec's 14. */
export const comparableWindows = [comparablesWindowDays, 30, 90] as const;
/** Below this many listings even the widest search is no evidence: the scope is 'none'. */
export const comparablesMinimum = 3;
/** Attributes that name the item itself; all of those the draft has must match for 'exact'. */
const identifyingAttributeKeys = ['brand', 'model', 'size'];

export interface CategoryLineage {
  /** Top-level first, the draft's category last. */
  path: CategoryRow[];
  category: CategoryRow;
}

export interface ComparablesResult {
  scope: ComparablesScope;
  windowDays: number;
  listings: ComparableRow[];
  /** True when the 14-day window or the exact scope was not enough. */
  wasWidened: boolean;
}

function subtreeIds(rows: readonly CategoryRow[], rootId: string): string[] {
  const ids = [rootId];
  for (let index = 0; index < ids.length; index += 1) {
    for (const row of rows) if (row.parentId === ids[index]) ids.push(row.id);
  }
  return ids;
}

const scalarAttributes = (attributes: ListingDraftFields['attributes']) =>
  Object.entries(attributes).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string'
        ? value.trim()
          ? [[key, value]]
          : []
        : Array.isArray(value)
          ? []
          : [[key, String(value)]],
  );

/**
 * The widening rule: scopes narrow → wide (exact: same category, condition and identifying
 * attributes; category: any attributes; category-any-condition; parent-category; top-category),
 * and within each scope the windows 14 → 30 → 90 days. The first (scope, window) with 12
 * listings wins. When none has 12, the narrowest scope with at least 3 in 90 days is used with
 * the smaller sample; fewer than 3 anywhere is 'none'.
 */
export async function findComparables(
  executor: DbExecutor,
  sellerId: string,
  fields: Pick<ListingDraftFields, 'categoryId' | 'condition' | 'attributes'>,
): Promise<ComparablesResult & { lineage: CategoryLineage | null }> {
  const none = {
    scope: 'none' as const,
    windowDays: comparableWindows.at(-1)!,
    listings: [],
    wasWidened: true,
  };
  if (!fields.categoryId) return { ...none, lineage: null };
  const allRows = await findAllCategories(executor);
  const lineage = lineageFrom(allRows, fields.categoryId);
  if (!lineage) return { ...none, lineage: null };
  const { path, category } = lineage;
  const parent = path.length >= 2 ? path[path.length - 2]! : null;
  const top = path[0]!;
  const scored = scalarAttributes(fields.attributes);
  const query: ComparableQuery = {
    sellerId,
    categoryIds: subtreeIds(allRows, category.id),
    parentCategoryIds: parent ? subtreeIds(allRows, parent.id) : [],
    topCategoryIds: subtreeIds(allRows, top.id),
    condition: fields.condition,
    scoredAttributes: scored,
    requiredAttributes: scored.filter(([key]) => identifyingAttributeKeys.includes(key)),
    maxWindowDays: comparableWindows.at(-1)!,
  };
  const counts = await countComparables(executor, query);
  const countWithin = (maxRank: number, windowDays: number) =>
    counts
      .filter((entry) => entry.scopeRank <= maxRank && entry.ageDays < windowDays)
      .reduce((sum, entry) => sum + entry.count, 0);

  let chosen: { rank: number; windowDays: number } | null = null;
  for (let rank = 0; rank < comparableScopes.length && !chosen; rank += 1) {
    const windowDays = comparableWindows.find((days) => countWithin(rank, days) >= comparablesSampleSize);
    if (windowDays) chosen = { rank, windowDays };
  }
  if (!chosen) {
    const widest = comparableWindows.at(-1)!;
    const rank = comparableScopes.findIndex((_, index) => countWithin(index, widest) >= comparablesMinimum);
    if (rank >= 0) chosen = { rank, windowDays: widest };
  }
  if (!chosen) return { ...none, lineage };
  const sample = await findComparableSample(executor, query, {
    maxScopeRank: chosen.rank,
    windowDays: chosen.windowDays,
    limit: comparablesSampleSize,
  });
  return {
    scope: comparableScopes[chosen.rank]!,
    windowDays: chosen.windowDays,
    listings: sample,
    wasWidened: chosen.rank > 0 || chosen.windowDays > comparablesWindowDays,
    lineage,
  };
}

/** The category's ancestors from the database, so categories added after the taxonomy file count too. */
function lineageFrom(rows: readonly CategoryRow[], categoryId: string): CategoryLineage | null {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const category = byId.get(categoryId);
  if (!category) return null;
  const path: CategoryRow[] = [category];
  for (let parentId = category.parentId; parentId && path.length < 10; ) {
    const row = byId.get(parentId);
    if (!row) break;
    path.unshift(row);
    parentId = row.parentId;
  }
  return { path, category };
}
