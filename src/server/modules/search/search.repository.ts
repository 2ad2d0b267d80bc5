import type { PriceKind } from '@shared/listings/price-kind';
import type { SearchCondition, SearchFulfillment } from '@shared/search/search-params';
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { type ListingCardRow, listingCardColumns } from '../../db/projections/listing-card.projection';
import { cities } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';
import { executeWithSettings } from '../../db/statement-with-settings';
import type { DbExecutor } from '../../db/transaction';
import type { SearchCursorKey } from './search-cursor';
import { distanceMetersFrom } from './search-distance';
import { compoundInflections } from './search-expansion';
import {
  categoryTokenQueryText,
  placeCategoryPriceTokens,
  placeCategoryQueryText,
  placeCategoryTokens,
  placePriceBandsOverlapping,
  priceTokenQueryText,
} from './search-filter-tokens';
import { geoCellQueryText, geoCellTokensCovering } from './search-geo-cells';

/** What the service resolved the parameters to; every field narrows the match set. */
export interface SearchFilter {
  /** Text for to_tsquery, already built from safe words (see search-text.ts). */
  tsQueryText?: string;
  /**
   * The same matches as tsquery text of normalised lexemes (search-match-query.ts), so GIN reads
   * each posting list once; ranking keeps `tsQueryText`.
   */
  tsMatchQuery?: string;
  /** Categories the words name (ADR 045): their listings rank higher; never narrows the match. */
  boostCategoryIds?: string[];
  /** The category asked for; with text or a radius it is matched by its token in the GIN index. */
  categoryId?: string;
  /** The category and everything under it, for the B-tree paths. */
  categoryIds?: string[];
  tag?: string;
  conditions?: SearchCondition[];
  fulfillment?: SearchFulfillment[];
  isFreeShippingOnly?: boolean;
  /** Festpreis, VB, zu verschenken (ADR 042). */
  priceKinds?: PriceKind[];
  priceMinCents?: number;
  priceMaxCents?: number;
  around?: { latitude: number; longitude: number; radiusMeters: number };
  isPriceDropOnly?: boolean;
  listingIds?: string[];
  publishedAfter?: Date;
}

/**
 * Relevance ranks by the words as typed (`tsQueryText`, parsed like the match); with a widened
 * query (ADR 045) half the rank of `expandedQuery` (synonyms, compounds: they count, but less than
 * the typed words) and 2 for a listing in a category the words name (the item above its
 * accessories: a bike above a bike helmet for "Fahrrad").
 */
export type SearchPageSort =
  | { sort: 'relevance'; tsQueryText: string; expandedQuery?: string; boostCategoryIds?: string[] }
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

type RelevanceOrder = Extract<SearchPageSort, { sort: 'relevance' }>;

/**
 * Normalisation 32 (rank / (rank + 1)) keeps each text rank below 1, however many lexemes a
 * prefix matches ("tisch":* in a title and tags full of "Tischlampe"), so the category boost of 2
 * always outweighs the text: a table above a table lamp for "Tisch".
 */
function rankOf(order: RelevanceOrder) {
  const typed = sql`ts_rank(${searchVector}, ${tsQuery(order.tsQueryText)}, 32)`;
  const expanded = order.expandedQuery
    ? sql` + ts_rank(${searchVector}, ${order.expandedQuery}::tsquery, 32) / 2`
    : sql``;
  const boost = order.boostCategoryIds?.length
    ? sql` + CASE WHEN ${listings.categoryId} = ANY(${sql.param(order.boostCategoryIds)}::text[]) THEN 2 ELSE 0 END`
    : sql``;
  return sql<string>`round((${typed}${expanded}${boost})::numeric, 6)`;
}

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

/**
 * The GIN condition. A category + radius without text is one token per cell and category (0011),
 * 36-110 of them: as one ORed tsquery GIN evaluated the whole OR for each of the ~30,000 listings
 * in those lists (53-60 ms for electronics within 50 km of Düsseldorf); as `@@ ANY` of one-token
 * queries the bitmap index scan looks each list up on its own (5.5 ms, the same 33,059 rows).
 */
function matchConditionOf(filter: SearchFilter): SQL {
  if (!filter.tsQueryText && filter.categoryId && filter.around) {
    const { latitude, longitude, radiusMeters } = filter.around;
    const cells = geoCellTokensCovering(latitude, longitude, radiusMeters / 1000);
    // With a price range, the tokens carry the price band too (0013), so rows outside the bands
    // are never read: 33,157 -> 13,757 heap rows for 50 km around Düsseldorf at 20-250 €.
    const bands = placePriceBandsOverlapping(filter.priceMinCents, filter.priceMaxCents);
    const tokens = (
      bands
        ? placeCategoryPriceTokens(cells, filter.categoryId, bands)
        : placeCategoryTokens(cells, filter.categoryId)
    ).map((token) => `'${token}'`);
    // The array reaches the planner as a sub-select's result, not as constants: it estimated each
    // of these rare tokens at 0.1 % of the table from the statistics (a few hundred of them looked
    // like half the table, so it walked another index: 0.9-4 s), and estimating 180-440 elements
    // took 18 ms of planning. Unseen, the array gets the default estimate, and the index still
    // looks each element up at run time.
    return sql`${searchVector} @@ ANY(CAST((SELECT ${sql.param(tokens)}::tsquery[]) AS tsquery[]))`;
  }
  return sql`${searchVector} @@ ${matchQueryOf(filter)}`;
}

/**
 * Up to this radius a text search intersects its words with the fine cells (16 or fewer): a coarse
 * cell is about 110 x 100 km, so for a common word near a big city it let through tens of thousands
 * of rows that the exact distance then dropped ("lampe", Dortmund, 10 km: 92,000 read for 3,886).
 */
const textFineCellsMaxMeters = 10_000;

function matchQueryOf(filter: SearchFilter): SQL {
  const parts: SQL[] = [];
  // Beside text wider than textFineCellsMaxMeters the coarse grid (1-4 cells) served better: ORing
  // the 36+ fine cells of a circle with a prefix word's lexemes cost GIN 45 ms, the coarse ones 23
  // ms (measured before ADR 078 dropped prefixes); haversine then checks the exact radius. Within
  // it, the fine cells (16 or fewer). A category pairs with the fine cells (0011).
  const cells = filter.around
    ? geoCellTokensCovering(
        filter.around.latitude,
        filter.around.longitude,
        filter.around.radiusMeters / 1000,
        {
          isCoarseOnly: Boolean(
            filter.tsQueryText && !filter.categoryId && filter.around.radiusMeters > textFineCellsMaxMeters,
          ),
        },
      )
    : null;
  if (filter.tsMatchQuery) parts.push(sql`${filter.tsMatchQuery}::tsquery`);
  else if (filter.tsQueryText) parts.push(tsQuery(filter.tsQueryText));
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
  if (isIndexedMatch) conditions.push(matchConditionOf(filter));
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
  if (filter.priceKinds) conditions.push(inArray(listings.priceKind, filter.priceKinds));
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
    return sql`(${rankOf(order)}, ${listings.publishedAt}, ${listings.id}) < (${after.rank}::numeric, ${after.publishedAt}::timestamptz, ${after.id}::uuid)`;
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
      return [sql`${rankOf(order)} DESC`, desc(listings.publishedAt), desc(listings.id)];
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
 * every match first. `newestWindow` (newest first only) walks only the newest that many published
 * listings: the page is then exact when it comes back full, and the walk cannot run on for long
 * when the matches are few.
 */
export function findSearchPage(
  db: Db,
  filter: SearchFilter,
  order: SearchPageSort,
  after: SearchCursorKey | undefined,
  limit: number,
  options: { walkOrderIndex?: boolean; newestWindow?: number } = {},
): Promise<SearchRow[]> {
  if (options.walkOrderIndex && order.sort !== 'relevance') {
    const window = order.sort === 'new' ? options.newestWindow : undefined;
    return db.transaction(async (transaction) => {
      await transaction.execute(
        sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_bitmapscan', 'off', true)`,
      );
      return findPage(transaction, filter, order, after, limit, window);
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
  newestWindow?: number,
): Promise<SearchRow[]> {
  const conditions = conditionsOf(filter);
  if (after) conditions.push(keysetOf(order, after));
  if (newestWindow) {
    // Rows at or after the newest window's last one are a prefix of the newest-first order.
    conditions.push(sql`${listings.publishedAt} >= coalesce((
      SELECT newest.published_at FROM ${listings} AS newest
      WHERE newest.status = 'PUBLISHED' AND newest.sold_at IS NULL
      ORDER BY newest.published_at DESC, newest.id DESC OFFSET ${newestWindow - 1}::int LIMIT 1), '-infinity')`);
  }
  const around = filter.around;
  return db
    .select({
      ...listingCardColumns,
      publishedAtKey,
      rank: order.sort === 'relevance' ? sql<string>`${rankOf(order)}::text` : sql<null>`NULL`,
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
 * Settings for the match-index statements (see withMatchIndexes): bitmap scans, no workers, and
 * with a radius room for an exact bitmap. With the default 4 MB of work_mem a common word's bitmap
 * (92,000 rows for "lampe" in the cells around Dortmund at 1,000,000 listings) turned lossy: 33,000
 * heap pages were read whole and 150,000 rows rechecked against the query, 1.5 s (ADR 095). 32 MB
 * holds an exact bitmap of every page of the table at that size. Without a radius every row the
 * bitmap yields is a match, the read stops at its limit after a few pages, and a lossy bitmap is
 * the cheaper one to build (with 32 MB for every search, the text-only first page's p95 went from
 * 187 to 237 ms in one bench run: "lamp", 200,000 matches).
 */
function matchIndexSettingsOf(filter: SearchFilter): Record<string, string> {
  return {
    enable_seqscan: 'off',
    enable_indexscan: 'off',
    max_parallel_workers_per_gather: '0',
    ...(filter.around ? { work_mem: '32MB' } : {}),
  };
}

/**
 * Text searches run on bitmap scans only, without parallel workers: starting them took 5-20 ms on
 * a 2-core machine for scans that take 2-5 ms (a category + radius page of 452 matches: 22 ms with
 * two workers, 6 ms without). The planner overestimates prefix tsqueries (about 4x at
 * 1,000,000 listings) and underestimates radius matches, and then walks the table or the radius
 * index row by row, testing every tsvector (measured: 4 s for text + radius). Bitmaps of the GIN
 * (text) and GiST (radius) indexes, ANDed, read only the rows that match both.
 */
function withMatchIndexes<T>(db: Db, filter: SearchFilter, work: (executor: DbExecutor) => Promise<T>) {
  if (!usesMatchIndex(filter)) return work(db);
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`SELECT ${sql.join(
        Object.entries(matchIndexSettingsOf(filter)).map(
          ([name, value]) => sql`set_config(${name}, ${value}, true)`,
        ),
        sql`, `,
      )}`,
    );
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

/** The page's order over the columns of `alias` (a first-page summary's rows, see below). */
function summaryOrderOf(order: SearchPageSort, alias: string): SQL {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  switch (order.sort) {
    case 'relevance':
      return sql`${column('rank')} DESC NULLS LAST, ${column('published_at')} DESC, ${column('id')} DESC`;
    case 'new':
      return sql`${column('published_at')} DESC, ${column('id')} DESC`;
    case 'price-low':
      return sql`${column('price_cents')} ASC, ${column('id')} ASC`;
    case 'price-high':
      return sql`${column('price_cents')} DESC, ${column('id')} DESC`;
  }
}

export interface FirstPageSummary {
  /** Matches counted up to the number the statement reads (see summarizeFirstPage), plus one. */
  total: number;
  /** Facets over the capped set: the first `cap + 1` matches read. */
  facetRows: SearchFacetRow[] | null;
  /**
   * The page's ids in order (with the rank when ranked) when the statement read every match;
   * null when there were more (the page must then walk the sort order's index).
   */
  page: { id: string; rank: string | null }[] | null;
}

interface FirstPageOptions {
  order: SearchPageSort;
  /** The count cap (searchCountCap): the facets count the first `cap + 1` matches. */
  cap: number;
  /** Relevance ranks by ts_rank below this many matches, newest first from it (ADR 023). */
  rankBelow: number;
  limit: number;
  withFacets: boolean;
  priceBandsCents: readonly { min: number; max: number | null }[];
}

/**
 * A first page through the match index in one statement: the first matches are read once (one GIN
 * scan, one heap visit per match) into a materialised set that gives the total, the facets (over
 * its first `cap + 1` rows) and, when the set holds every match, the page. The set holds up to
 * max(cap, rankBelow) + 1 matches: what the page needs, not what the count needs (ADR 078). Fewer
 * matches than rankBelow are ranked from the set; more walk the order's index, which at 1,000,000
 * listings costs about what reading that many matches costs. ts_rank runs only on ranked pages,
 * on rows found again by their ctid.
 */
export async function summarizeFirstPage(
  db: Db,
  filter: SearchFilter,
  options: FirstPageOptions,
): Promise<FirstPageSummary> {
  const statement = firstPageStatement(filter, options);
  // With the match index the settings and the statement go in one round trip, not a transaction
  // of four (statement-with-settings.ts).
  const [row] = usesMatchIndex(filter)
    ? await executeWithSettings<FirstPageRow>(db, matchIndexSettingsOf(filter), statement)
    : (await db.execute<FirstPageRow>(statement)).rows;
  const total = Number(row?.total ?? 0);
  return {
    total,
    facetRows: options.withFacets ? (row?.facets ?? []) : null,
    page: total > Math.max(options.cap, options.rankBelow) ? null : (row?.page ?? []),
  };
}

type FirstPageRow = {
  total: number;
  facets: SearchFacetRow[] | null;
  page: { id: string; rank: string | null }[] | null;
};

function firstPageStatement(filter: SearchFilter, options: FirstPageOptions): SQL {
  const { order, cap, rankBelow, limit } = options;
  const readMax = Math.max(cap, rankBelow);
  const countWhere = (condition: SQL) => sql`(count(*) FILTER (WHERE ${condition}))::int`;
  const bands = options.priceBandsCents.map((band) =>
    countWhere(
      band.max === null
        ? sql`capped.price_cents >= ${band.min}::int`
        : sql`capped.price_cents >= ${band.min}::int AND capped.price_cents < ${band.max}::int`,
    ),
  );
  const facets = options.withFacets
    ? sql`(SELECT coalesce(json_agg(facet), '[]'::json) FROM (
        SELECT capped.category_id AS "categoryId", count(*)::int AS total,
          ${countWhere(sql`capped.condition = 'new'`)} AS "conditionNew",
          ${countWhere(sql`capped.condition = 'excellent'`)} AS "conditionExcellent",
          ${countWhere(sql`capped.condition = 'good'`)} AS "conditionGood",
          ${countWhere(sql`capped.condition = 'fair'`)} AS "conditionFair",
          ${countWhere(sql`capped.condition = 'refurbished'`)} AS "conditionRefurbished",
          ${countWhere(sql`capped.offers_pickup`)} AS pickup,
          ${countWhere(sql`capped.offers_shipping`)} AS shipping,
          ${countWhere(sql`capped.offers_same_day`)} AS sameday,
          ARRAY[${sql.join(bands, sql`, `)}] AS bands
        FROM (SELECT * FROM matched LIMIT ${cap + 1}::int) AS capped GROUP BY capped.category_id) AS facet)`
    : sql`NULL::json`;
  // Uncorrelated, so each part runs only when its condition holds (a one-time filter).
  const matchCount = sql`(SELECT count(*) FROM matched)`;
  const unranked = (pageOrder: SearchPageSort, condition: SQL) => sql`(
      SELECT matched.id, NULL::numeric AS rank, matched.published_at, matched.price_cents
      FROM matched WHERE ${condition}
      ORDER BY ${summaryOrderOf(pageOrder, 'matched')} LIMIT ${limit}::int)`;
  const pageRows =
    order.sort === 'relevance'
      ? sql`(
          SELECT matched.id, ${rankOf(order)} AS rank, matched.published_at, matched.price_cents
          FROM matched JOIN ${listings} ON ${listings}.ctid = matched.row_id
          WHERE ${matchCount} < ${rankBelow}::int
          ORDER BY rank DESC, matched.published_at DESC, matched.id DESC LIMIT ${limit}::int)
        UNION ALL ${unranked({ sort: 'new' }, sql`${matchCount} >= ${rankBelow}::int AND ${matchCount} <= ${readMax}::int`)}`
      : unranked(order, sql`${matchCount} <= ${readMax}::int`);
  return sql`
    WITH matched AS MATERIALIZED (
      SELECT ${listings}.ctid AS row_id, ${listings.id} AS id, ${listings.publishedAt} AS published_at,
        ${listings.priceCents} AS price_cents, ${listings.categoryId} AS category_id,
        ${listings.condition} AS condition, ${listings.offersPickup} AS offers_pickup,
        ${listings.offersShipping} AS offers_shipping, ${listings.offersSameDay} AS offers_same_day
      FROM ${listings} WHERE ${and(...conditionsOf(filter))}
      LIMIT ${readMax + 1}::int
    )
    SELECT (SELECT count(*)::int FROM matched) AS total, ${facets} AS facets,
      (SELECT coalesce(json_agg(json_build_object('id', page.id, 'rank', page.rank::text)
          ORDER BY ${summaryOrderOf(order, 'page')}), '[]'::json)
        FROM (${pageRows}) AS page) AS page`;
}

/**
 * Listing cards for ids, in the order given (a first page from summarizeFirstPage): a primary-key
 * lookup per id.
 */
export async function findSearchRowsByIds(
  db: Db,
  filter: SearchFilter,
  page: readonly { id: string; rank: string | null }[],
): Promise<SearchRow[]> {
  if (page.length === 0) return [];
  const around = filter.around;
  const rows = await db
    .select({
      ...listingCardColumns,
      publishedAtKey,
      distanceMeters: around
        ? distanceMetersFrom(around.latitude, around.longitude).mapWith(Number)
        : sql<null>`NULL`,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(
      inArray(
        listings.id,
        page.map((entry) => entry.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((entry) => {
    const row = byId.get(entry.id);
    return row ? [{ ...row, rank: entry.rank }] : [];
  });
}

/**
 * The search text parsed as to_tsquery does it, per configuration (German, English, simple), and
 * whether a word of `words` (3+ letters, as the lexicon holds them) starts no lexicon word: such a
 * search most likely finds next to nothing (a typo), which the service uses to skip work that only
 * pays off for broad searches. A hint only; it never changes what matches.
 */
export async function parseSearchTsQueries(
  db: Db,
  text: string,
  words: readonly string[] = [],
): Promise<{ tsQueries: string[]; hasUnknownWord: boolean }> {
  const lexiconWords = words.filter((word) => word.length >= 3);
  // Words hold letters and digits only (search-text.ts), so LIKE sees no wildcard in them.
  const unknownWord =
    lexiconWords.length > 0
      ? sql`EXISTS (SELECT 1 FROM unnest(${sql.param(lexiconWords)}::text[]) AS word
          WHERE NOT EXISTS (SELECT 1 FROM search_terms WHERE term LIKE word || '%'))`
      : sql`false`;
  const result = await db.execute<{ german: string; english: string; simple: string; unknown_word: boolean }>(
    sql`SELECT to_tsquery('german', ${text})::text AS german, to_tsquery('english', ${text})::text AS english,
      to_tsquery('simple', ${text})::text AS simple, ${unknownWord} AS unknown_word`,
  );
  const row = result.rows[0];
  return {
    tsQueries: row ? [row.german, row.english, row.simple] : [],
    hasUnknownWord: row?.unknown_word === true,
  };
}

/**
 * What the widened search (search-expansion.ts) needs from the database, in one statement: each
 * text as to_tsquery parses it per configuration (German, English, simple), the listing words
 * (search_terms, trigram-indexed) that end in each head with an optional inflection ("tasse" ->
 * "espressotassen"), at most `compoundsMax` per head, and which of `probes` are a listing word,
 * inflections allowed ("jacke" for "jacken"): a submitted search matches whole words (ADR 078), so a
 * word that only starts listing words ("kinderwag") finds nothing and may be corrected.
 */
/** The regular expression's tail for a compound's optional inflection: '(n|en|...)?$'. */
const compoundEndingPattern = `(${compoundInflections.join('|')})?$`;

export async function lookUpSearchWords(
  db: Db,
  input: { texts: readonly string[]; heads: readonly string[]; probes: readonly string[] },
  compoundsMax = 24,
): Promise<{
  normalised: Map<string, string[]>;
  compounds: Map<string, string[]>;
  knownProbes: Set<string>;
}> {
  // Texts, heads and probes hold letters and digits only (search-text.ts), so neither to_tsquery,
  // the regular expressions nor LIKE see an operator in them.
  const result = await db.execute<{
    normalised: { text: string; queries: string[] }[] | null;
    compounds: { head: string; terms: string[] }[] | null;
    known: string[] | null;
  }>(sql`SELECT
    (SELECT json_agg(json_build_object('text', t.text, 'queries', ARRAY[to_tsquery('german', t.text)::text,
        to_tsquery('english', t.text)::text, to_tsquery('simple', t.text)::text]))
      FROM unnest(${sql.param([...input.texts])}::text[]) AS t(text)) AS normalised,
    (SELECT json_agg(json_build_object('head', h.head, 'terms', ARRAY(
        SELECT term FROM search_terms WHERE term ~ ('^.{3,}' || h.head || ${compoundEndingPattern})
        ORDER BY term LIMIT ${compoundsMax}::int)))
      FROM unnest(${sql.param([...input.heads])}::text[]) AS h(head)) AS compounds,
    (SELECT json_agg(p.word) FROM unnest(${sql.param([...input.probes])}::text[]) AS p(word)
      WHERE EXISTS (SELECT 1 FROM search_terms WHERE term LIKE p.word || '%'
        AND term ~ ('^' || p.word || '(n|en|e|s|er|es|ern|r)?$'))) AS known`);
  const row = result.rows[0];
  return {
    normalised: new Map((row?.normalised ?? []).map((entry) => [entry.text, entry.queries])),
    compounds: new Map((row?.compounds ?? []).map((entry) => [entry.head, entry.terms])),
    knownProbes: new Set(row?.known ?? []),
  };
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
