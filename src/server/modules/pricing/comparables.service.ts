import type { ListingDraftFields } from '@shared/listings/listing-editor.schema';
import type { Comparables } from '@shared/pricing/pricing.schema';
import { comparablesSampleSize, comparablesWindowDays } from '@shared/pricing/pricing.schema';
import type { DbExecutor } from '../../db/transaction';
import {
  type CategoryRow,
  type ComparableCandidate,
  findAllCategories,
  findComparableCandidates,
} from './pricing.repository';
import { referenceTokens } from './reference/reference-text';

export type ComparablesScope = Comparables['scope'];

/**
 * Scopes from narrow to wide; the index is the scope rank. 'parent-category' is the draft's
 * sibling leaves, and only listings similar to the draft count there. Wider scopes (the top
 * category) are never searched any more (ADR 047): a floor lamp is no comparable for a cup.
 */
export const comparableScopes = [
  'exact',
  'category',
  'category-any-condition',
  'parent-category',
] as const satisfies readonly ComparablesScope[];

/** Windows tried in turn, in days; the first is the spec's 14. */
export const comparableWindows = [comparablesWindowDays, 30, 90] as const;
/** Below this many listings even the widest search is no evidence: the scope is 'none'. */
export const comparablesMinimum = 3;
/** Candidates read per recommendation, newest first; enough for a busy leaf's 90 days. */
const candidateLimit = 400;
/** Attributes that name the item itself; all of those the draft has must match for 'exact'. */
const identifyingAttributeKeys = ['brand', 'model', 'size'];
const dayMs = 86_400_000;

export interface CategoryLineage {
  /** Top-level first, the draft's category last. */
  path: CategoryRow[];
  category: CategoryRow;
}

export interface ComparableListing extends ComparableCandidate {
  /** Share of the draft's words (title, brand, model) the listing shares, 0..1. */
  similarity: number;
}

export interface ComparablesResult {
  scope: ComparablesScope;
  windowDays: number;
  listings: ComparableListing[];
  /** True when the 14-day window or the exact scope was not enough. */
  wasWidened: boolean;
}

type PricedFields = Pick<ListingDraftFields, 'categoryId' | 'condition' | 'attributes'> &
  Partial<Pick<ListingDraftFields, 'title'>>;

const scalarAttributes = (attributes: Record<string, unknown>) =>
  Object.entries(attributes).flatMap(
    ([key, value]): Array<[string, string]> =>
      typeof value === 'string'
        ? value.trim()
          ? [[key, value.trim().toLowerCase()]]
          : []
        : typeof value === 'number' || typeof value === 'boolean'
          ? [[key, String(value)]]
          : [],
  );

/** The words that say what an item is: its title, brand and model. */
function itemTokens(title: string, attributes: Record<string, unknown>): Set<string> {
  const named = ['brand', 'model'].map((key) => attributes[key]).filter((value) => typeof value === 'string');
  return referenceTokens([title, ...named].join(' '));
}

/**
 * How much of the draft a listing names: the share of the draft's words found among the
 * listing's, a compound counting when one word holds the other ("espressotasse" ↔ "tasse").
 */
export function similarityOf(draftTokens: ReadonlySet<string>, listingTokens: ReadonlySet<string>): number {
  if (!draftTokens.size) return 0;
  let shared = 0;
  for (const word of draftTokens) {
    if (listingTokens.has(word)) shared += 1;
    else if (
      word.length >= 4 &&
      [...listingTokens].some((other) => other.length >= 4 && (other.includes(word) || word.includes(other)))
    )
      shared += 0.75;
  }
  return shared / draftTokens.size;
}

/** The draft's leaf and its sibling leaves (children of the same parent that are leaves themselves). */
function leafAndSiblings(rows: readonly CategoryRow[], lineage: CategoryLineage): string[] {
  const { category } = lineage;
  const hasChildren = new Set(rows.map((row) => row.parentId).filter(Boolean));
  if (hasChildren.has(category.id)) {
    // A draft in a parent category: its own leaves are its comparables.
    return [category.id, ...rows.filter((row) => row.parentId === category.id).map((row) => row.id)];
  }
  const siblings = category.parentId
    ? rows.filter(
        (row) => row.parentId === category.parentId && row.id !== category.id && !hasChildren.has(row.id),
      )
    : [];
  return [category.id, ...siblings.map((row) => row.id)];
}

/**
 * Comparables from the draft's own leaf and, when similar to the draft, its sibling leaves
 * (ADR 047; the widening of ADR 031 within them): scopes narrow → wide (exact: same leaf,
 * condition and identifying attributes; category: same leaf and condition; any condition;
 * similar listings in sibling leaves), and within each the windows 14 → 30 → 90 days. The first
 * (scope, window) with 12 listings wins; else the narrowest scope with at least 3 in 90 days;
 * fewer than 3 is 'none'. The sample is ordered by similarity to the draft, matching attributes,
 * sold before unsold, newest first.
 */
export async function findComparables(
  executor: DbExecutor,
  sellerId: string,
  fields: PricedFields,
  now: Date = new Date(),
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
  const categoryIds = leafAndSiblings(allRows, lineage);
  const candidates = await findComparableCandidates(executor, {
    sellerId,
    categoryIds,
    maxWindowDays: comparableWindows.at(-1)!,
    limit: candidateLimit,
  });

  const draftAttributes = scalarAttributes(fields.attributes);
  const required = draftAttributes.filter(([key]) => identifyingAttributeKeys.includes(key));
  const draftTokens = itemTokens(fields.title ?? '', fields.attributes);
  const isParentCategory = allRows.some((row) => row.parentId === lineage.category.id);
  const ownCategoryIds = new Set(isParentCategory ? categoryIds : [lineage.category.id]);
  const ranked = candidates.flatMap((candidate) => {
    const attributes = new Map(scalarAttributes(candidate.attributes));
    const similarity = similarityOf(draftTokens, itemTokens(candidate.title, candidate.attributes));
    const isOwnLeaf = ownCategoryIds.has(candidate.categoryId);
    // In a sibling leaf only a listing that names the same item counts; without words to compare, any does.
    if (!isOwnLeaf && draftTokens.size && similarity === 0) return [];
    const sameCondition = fields.condition !== null && candidate.condition === fields.condition;
    const matchesAll = required.every(([key, value]) => attributes.get(key) === value);
    const rank = !isOwnLeaf ? 3 : !sameCondition ? 2 : matchesAll ? 0 : 1;
    const attributeScore = draftAttributes.filter(([key, value]) => attributes.get(key) === value).length;
    const ageDays = Math.floor((now.getTime() - candidate.publishedAt.getTime()) / dayMs);
    return [{ listing: { ...candidate, similarity }, rank, ageDays, attributeScore }];
  });
  // Without required attributes 'exact' is the same as 'category'.
  const countWithin = (maxRank: number, windowDays: number) =>
    ranked.filter((entry) => entry.rank <= maxRank && entry.ageDays < windowDays).length;

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
  const { rank: maxRank, windowDays } = chosen;
  const sample = ranked
    .filter((entry) => entry.rank <= maxRank && entry.ageDays < windowDays)
    .sort(
      (left, right) =>
        right.listing.similarity - left.listing.similarity ||
        right.attributeScore - left.attributeScore ||
        Number(right.listing.isSold) - Number(left.listing.isSold) ||
        right.listing.publishedAt.getTime() - left.listing.publishedAt.getTime() ||
        left.listing.id.localeCompare(right.listing.id),
    )
    .slice(0, comparablesSampleSize)
    .map((entry) => entry.listing);
  return {
    scope: comparableScopes[maxRank]!,
    windowDays,
    listings: sample,
    wasWidened: maxRank > 0 || windowDays > comparablesWindowDays,
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
