import type { SearchCondition, SearchFulfillment } from '@shared/search/search-params';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cities } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';
import type { DbExecutor } from '../../db/transaction';
import { type ListingCardRow, listingCardColumns } from '../listings/listings.repository';
import type { SearchCursorKey } from './search-cursor';
import { distanceMetersFrom } from './search-distance';
import { categoryTokenQueryText, placeCategoryQueryText, priceTokenQueryText } from './search-filter-tokens';
import { geoCellQueryText, geoCellTokensCovering } from './search-geo-cells';

/** What the service resolved the parameters to; every field narrows the match set. */
export interface SearchFilter {
  /** Text for to_tsquery, already built from safe words (see search-text.ts). */
  tsQueryText?: string;
  /** The category asked for; with text or a radius it is matched by its token in the GIN index. */
  categoryId?: string;
  /** The category and everything under it, for the B-tree paths. */
  categoryIds?: string[];
  tag?: string;
  conditions?: SearchCondition[];
  fulfillment?: SearchFulfillment[];
  isFreeShippingOnly?: boolean;
  priceMinCents?: number;
  priceMaxCents?: number;
  around?: { latitude: number; longitude: number; radiusMeters: number };
  isPriceDropOnly?: boolean;
  listingIds?: string[];
  publishedAfter?: Date;
}

export type SearchPageSort =
  | { sort: 'relevance'; tsQueryText: string }
  | { sort: 'new' | 'price-low' | 'price-high' };

export type SearchRow = ListingCardRow & {
  publishedAtKey: string;
  rank: string | null;
  distanceMeters: number | null;
};

export interface SearchFacetRow {
  categoryId: string;
  total: number;
  conditionNew: number;
  conditionExcellent: number;
  conditionGood: number;
  conditionFair: number;
  conditionRefurbished: number;
  pickup: number;
  shipping: number;
  sameday: number;
  bands: number[];
}

// The generated tsvector column (migration 0005) is not part of the Drizzle schema.
const searchVector = sql.raw('"listings"."search_vector"');

const tsQuery = (text: string) =>
  sql`(to_tsquery('german', ${text}) || to_tsquery('english', ${text}) || to_tsquery('simple', ${text}))`;

const rankOf = (text: string) => sql<string>`round(ts_rank(${searchVector}, ${tsQuery(text)})::numeric, 6)`;

const listingPoint = sql`ll_to_earth(${listings.latitude}, ${listings.longitude})`;

const publishedAtKey = sql<string>`to_char(${listings.publishedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const fulfillmentColumn = {
  pickup: listings.offersPickup,
  shipping: listings.offersShipping,
  sameday: listings.offersSameDay,
} as const;

/**
 * Text, category, price and place meet in one GIN condition when text, or a category with a radius,
 * narrows the search: the index then intersects them (grid cells, migration 0008; category and
 * price tokens, 0010) and only rows matching all of them are read. Otherwise the B-tree and GiST
 * paths serve better (a category or a radius alone).
 */
export function usesMatchIndex(filter: SearchFilter): boolean {
  return Boolean(filter.tsQueryText || (filter.categoryId && filter.around));
}

function matchQueryOf(filter: SearchFilter): SQL {
  const parts: SQL[] = [];
  // Beside text the coarse grid (1-4 cells) serves better: ORing the 36+ fine cells of a circle with
  // a prefix word's lexemes cost GIN 45 ms, the coarse ones 23 ms, and the text keeps the candidates
  // few; haversine then checks the exact radius. A category pairs with the fine cells (0011).
  const cells = filter.around
    ? geoCellTokensCovering(
        filter.around.latitude,
        filter.around.longitude,
        filter.around.radiusMeters / 1000,
        {
          isCoarseOnly: Boolean(filter.tsQueryText && !filter.categoryId),
        },
      )
    : null;
  if (filter.tsQueryText) parts.push(tsQuery(filter.tsQueryText));
  if (filter.categoryId && cells) {
    // One token per cell and category (0011): small lists, where '~k' & cells would decode two big ones.
    parts.push(sql`${placeCategoryQueryText(cells, filter.categoryId)}::tsquery`);
  } else {
    if (filter.categoryId) parts.push(sql`${categoryTokenQueryText(filter.categoryId)}::tsquery`);
    if (cells) parts.push(sql`${geoCellQueryText(cells)}::tsquery`);
  }
  // Price bands narrow the scan only beside a word the index must find anyway; ANDed with ORs alone
  // they would make GIN merge every band's long list.
  const priceTokens = filter.tsQueryText
    ? priceTokenQueryText(filter.priceMinCents, filter.priceMaxCents)
    : null;
  if (priceTokens) parts.push(sql`${priceTokens}::tsquery`);
  return sql`(${sql.join(parts, sql` && `)})`;
}

function conditionsOf(filter: SearchFilter): SQL[] {
  // Literal, not a parameter, so the planner can use the partial indexes (WHERE status = 'PUBLISHED').
  const conditions: SQL[] = [sql`${listings.status} = 'PUBLISHED' AND ${listings.soldAt} IS NULL`];
  const isIndexedMatch = usesMatchIndex(filter);
  if (isIndexedMatch) conditions.push(sql`${searchVector} @@ ${matchQueryOf(filter)}`);
  if (filter.categoryIds && !(isIndexedMatch && filter.categoryId)) {
    conditions.push(inArray(listings.categoryId, filter.categoryIds));
  }
  if (filter.tag) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM unnest(${listings.tags}) AS tag WHERE lower(tag) = ${filter.tag})`,
    );
  }
  if (filter.conditions) conditions.push(inArray(listings.condition, filter.conditions));
  if (filter.fulfillment) {
    const offered = filter.fulfillment.map((option) => sql`${fulfillmentColumn[option]}`);
    conditions.push(sql`(${sql.join(offered, sql` OR `)})`);
  }
  if (filter.isFreeShippingOnly) {
    conditions.push(
      sql`${listings.offersShipping} AND ${listings.shippingOptions} @> '[{"type":"shipping","price":0}]'::jsonb`,
    );
  }
  if (filter.priceMinCents !== undefined)
    conditions.push(sql`${listings.priceCents} >= ${filter.priceMinCents}`);
  if (filter.priceMaxCents !== undefined)
    conditions.push(sql`${listings.priceCents} <= ${filter.priceMaxCents}`);
  if (filter.around) {
    const { latitude, longitude, radiusMeters } = filter.around;
    const center = sql`ll_to_earth(${latitude}::float8, ${longitude}::float8)`;
    const withinDistance = sql`${distanceMetersFrom(latitude, longitude)} <= ${radiusMeters}::float8`;
    conditions.push(
      isIndexedMatch
        ? withinDistance
        : sql`earth_box(${center}, ${radiusMeters}::float8) @> ${listingPoint} AND ${withinDistance}`,
    );
  }
  if (filter.isPriceDropOnly) conditions.push(sql`${listings.previousPriceCents} IS NOT NULL`);
  if (filter.listingIds) conditions.push(inArray(listings.id, filter.listingIds));
  if (filter.publishedAfter) conditions.push(gt(listings.publishedAt, filter.publishedAfter));
  return conditions;
}

function keysetOf(order: SearchPageSort, after: SearchCursorKey): SQL {
  if (order.sort === 'relevance' && after.sort === 'relevance') {
    return sql`(${rankOf(order.tsQueryText)}, ${listings.publishedAt}, ${listings.id}) < (${after.rank}::numeric, ${after.publishedAt}::timestamptz, ${after.id}::uuid)`;
  }
  // A broad relevance search pages newest first (see search.service.ts), its cursor rank is always 0.
  if (after.sort === 'new' || (after.sort === 'relevance' && order.sort === 'new')) {
    return sql`(${listings.publishedAt}, ${listings.id}) < (${after.publishedAt}::timestamptz, ${after.id}::uuid)`;
  }
  if (after.sort === 'price-low') {
    return sql`(${listings.priceCents}, ${listings.id}) > (${after.priceCents}::integer, ${after.id}::uuid)`;
  }
  if (after.sort === 'price-high') {
    return sql`(${listings.priceCents}, ${listings.id}) < (${after.priceCents}::integer, ${after.id}::uuid)`;
  }
  throw new Error(`cursor for ${after.sort} used with sort ${order.sort}`);
}

function orderOf(order: SearchPageSort): SQL[] {
  switch (order.sort) {
    case 'relevance':
      return [sql`${rankOf(order.tsQueryText)} DESC`, desc(listings.publishedAt), desc(listings.id)];
    case 'new':
      return [desc(listings.publishedAt), desc(listings.id)];
    case 'price-low':
      return [asc(listings.priceCents), asc(listings.id)];
    case 'price-high':
      return [desc(listings.priceCents), desc(listings.id)];
  }
}

/**
 * One page. `walkOrderIndex` is for broad searches (thousands of matches): walking the B-tree of
 * the sort order and testing each row stops after the page, where the match bitmap would read
 * every match first.
 */
export function findSearchPage(
  db: Db,
  filter: SearchFilter,
  order: SearchPageSort,
  after: SearchCursorKey | undefined,
  limit: number,
  options: { walkOrderIndex?: boolean } = {},
): Promise<SearchRow[]> {
  if (options.walkOrderIndex && order.sort !== 'relevance') {
    return db.transaction(async (transaction) => {
      await transaction.execute(sql`SET LOCAL enable_seqscan = off`);
      await transaction.execute(sql`SET LOCAL enable_bitmapscan = off`);
      return findPage(transaction, filter, order, after, limit);
    });
  }
  return withMatchIndexes(db, filter, (executor) => findPage(executor, filter, order, after, limit));
}

function findPage(
  db: DbExecutor,
  filter: SearchFilter,
  order: SearchPageSort,
  after: SearchCursorKey | undefined,
  limit: number,
): Promise<SearchRow[]> {
  const conditions = conditionsOf(filter);
  if (after) conditions.push(keysetOf(order, after));
  const around = filter.around;
  return db
    .select({
      ...listingCardColumns,
      publishedAtKey,
      rank: order.sort === 'relevance' ? sql<string>`${rankOf(order.tsQueryText)}::text` : sql<null>`NULL`,
      distanceMeters: around
        ? distanceMetersFrom(around.latitude, around.longitude).mapWith(Number)
        : sql<null>`NULL`,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(and(...conditions))
    .orderBy(...orderOf(order))
    .limit(limit);
}

/**
 * Text searches run on bitmap scans only. The planner overestimates prefix tsqueries (about 4x at
 * 1,000,000 listings) and underestimates radius matches, and then walks the table or the radius
 * index row by row, testing every tsvector (measured: 4 s for text + radius). Bitmaps of the GIN
 * (text) and GiST (radius) indexes, ANDed, read only the rows that match both.
 */
function withMatchIndexes<T>(db: Db, filter: SearchFilter, work: (executor: DbExecutor) => Promise<T>) {
  if (!usesMatchIndex(filter)) return work(db);
  return db.transaction(async (transaction) => {
    await transaction.execute(sql`SET LOCAL enable_seqscan = off`);
    await transaction.execute(sql`SET LOCAL enable_indexscan = off`);
    return work(transaction);
  });
}

/** Matches counted up to `cap + 1`, so a huge match set costs no more than a capped one. */
export function countSearchMatches(db: Db, filter: SearchFilter, cap: number): Promise<number> {
  return withMatchIndexes(db, filter, (executor) => countMatches(executor, filter, cap));
}

async function countMatches(db: DbExecutor, filter: SearchFilter, cap: number): Promise<number> {
  const matched = db
    .select({ one: sql`1`.as('one') })
    .from(listings)
    .where(and(...conditionsOf(filter)))
    .limit(cap + 1)
    .as('matched');
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matched);
  return row?.count ?? 0;
}

/** Facet counts per category over the first `cap + 1` matches; the service sums the groups. */
export function summarizeSearchMatches(
  db: Db,
  filter: SearchFilter,
  cap: number,
  priceBandsCents: readonly { min: number; max: number | null }[],
): Promise<SearchFacetRow[]> {
  return withMatchIndexes(db, filter, (executor) => summarizeMatches(executor, filter, cap, priceBandsCents));
}

async function summarizeMatches(
  db: DbExecutor,
  filter: SearchFilter,
  cap: number,
  priceBandsCents: readonly { min: number; max: number | null }[],
): Promise<SearchFacetRow[]> {
  const matched = db
    .select({
      categoryId: listings.categoryId,
      condition: listings.condition,
      offersPickup: listings.offersPickup,
      offersShipping: listings.offersShipping,
      offersSameDay: listings.offersSameDay,
      priceCents: listings.priceCents,
    })
    .from(listings)
    .where(and(...conditionsOf(filter)))
    .limit(cap + 1)
    .as('matched');
  const countWhere = (condition: SQL) => sql<number>`(count(*) FILTER (WHERE ${condition}))::int`;
  const bands = priceBandsCents.map((band) =>
    band.max === null
      ? sql`${matched.priceCents} >= ${band.min}`
      : sql`${matched.priceCents} >= ${band.min} AND ${matched.priceCents} < ${band.max}`,
  );
  const rows = await db
    .select({
      categoryId: matched.categoryId,
      total: sql<number>`count(*)::int`,
      conditionNew: countWhere(sql`${matched.condition} = 'new'`),
      conditionExcellent: countWhere(sql`${matched.condition} = 'excellent'`),
      conditionGood: countWhere(sql`${matched.condition} = 'good'`),
      conditionFair: countWhere(sql`${matched.condition} = 'fair'`),
      conditionRefurbished: countWhere(sql`${matched.condition} = 'refurbished'`),
      pickup: countWhere(sql`${matched.offersPickup}`),
      shipping: countWhere(sql`${matched.offersShipping}`),
      sameday: countWhere(sql`${matched.offersSameDay}`),
      bands: sql<number[]>`ARRAY[${sql.join(
        bands.map((band) => sql`(count(*) FILTER (WHERE ${band}))::int`),
        sql`, `,
      )}]`,
    })
    .from(matched)
    .groupBy(matched.categoryId);
  return rows;
}

/** Ids only, newest first: the saved-search alert job's question. */
export async function findMatchingListingIds(db: Db, filter: SearchFilter, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(...conditionsOf(filter)))
    .orderBy(desc(listings.publishedAt), desc(listings.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The lexicon word nearest to `word` by trigram distance (GiST index on search_terms). */
export async function findNearestSearchTerm(
  db: Db,
  word: string,
): Promise<{ term: string; similarity: number } | null> {
  const result = await db.execute<{ term: string; similarity: number }>(
    sql`SELECT term, similarity(term, ${word})::float8 AS similarity FROM search_terms ORDER BY term <-> ${word} LIMIT 1`,
  );
  const row = result.rows[0];
  return row ? { term: row.term, similarity: Number(row.similarity) } : null;
}
