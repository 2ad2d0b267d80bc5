import { and, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { categories } from '../../db/schema/catalog.schema';
import { priceFeedback } from '../../db/schema/listing-drafts.schema';
import { listings } from '../../db/schema/listings.schema';
import type { DbExecutor } from '../../db/transaction';

export interface CategoryRow {
  id: string;
  parentId: string | null;
  nameEn: string;
  nameDe: string;
}

/** The whole category table (a few hundred rows): lineage and subtrees are resolved in memory. */
export function findAllCategories(executor: DbExecutor): Promise<CategoryRow[]> {
  return executor
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameEn: categories.nameEn,
      nameDe: categories.nameDe,
    })
    .from(categories);
}

/**
 * What to compare against. `scopeCategoryIds[n]` are the category ids of scope rank n (2: the
 * draft's category, 3: its parent's subtree, 4: its top category's subtree); ranks 0 and 1 narrow
 * rank 2 by condition and attributes.
 */
export interface ComparableQuery {
  sellerId: string;
  categoryIds: string[];
  parentCategoryIds: string[];
  topCategoryIds: string[];
  condition: string | null;
  /** Attributes to score by: a listing earns one point per equal value (case-insensitive text). */
  scoredAttributes: Array<[key: string, value: string]>;
  /** Attributes that must all be equal for the 'exact' scope; empty makes 'exact' equal 'category'. */
  requiredAttributes: Array<[key: string, value: string]>;
  /** The widest window considered. */
  maxWindowDays: number;
}

const attributeEquals = (key: string, value: string) =>
  sql`lower(trim(${listings.attributes} ->> ${key})) = ${value.trim().toLowerCase()}`;

function scopeRankOf(query: ComparableQuery): SQL {
  const inCategory = inArray(listings.categoryId, query.categoryIds);
  const sameCondition = query.condition ? sql`${listings.condition} = ${query.condition}` : sql`false`;
  const attributesMatch = query.requiredAttributes.length
    ? sql.join(
        query.requiredAttributes.map(([key, value]) => attributeEquals(key, value)),
        sql` AND `,
      )
    : sql`true`;
  const inParent = query.parentCategoryIds.length
    ? inArray(listings.categoryId, query.parentCategoryIds)
    : sql`false`;
  return sql`CASE
    WHEN ${inCategory} AND ${sameCondition} AND (${attributesMatch}) THEN 0
    WHEN ${inCategory} AND ${sameCondition} THEN 1
    WHEN ${inCategory} THEN 2
    WHEN ${inParent} THEN 3
    ELSE 4 END`;
}

/** Other sellers' published listings, sold ones included (they are the best evidence of a price). */
function candidateFilter(query: ComparableQuery, windowDays: number): SQL {
  const widest = [...new Set([...query.categoryIds, ...query.parentCategoryIds, ...query.topCategoryIds])];
  return and(
    inArray(listings.categoryId, widest),
    sql`${listings.sellerId} <> ${query.sellerId}`,
    sql`(${listings.status} = 'PUBLISHED' OR ${listings.soldAt} IS NOT NULL)`,
    sql`${listings.publishedAt} >= now() - (${windowDays}::int * interval '1 day')`,
  ) as SQL;
}

export interface ComparableCount {
  scopeRank: number;
  /** Age of the listing in whole days since publishing. */
  ageDays: number;
  count: number;
}

/**
 * How many candidates there are per scope rank and age, in one scan of the widest scope; the
 * service accumulates them to pick the narrowest scope and shortest window with enough listings.
 */
export async function countComparables(
  executor: DbExecutor,
  query: ComparableQuery,
): Promise<ComparableCount[]> {
  const rank = scopeRankOf(query);
  const age = sql`floor(extract(epoch FROM (now() - ${listings.publishedAt})) / 86400)::int`;
  const result = await executor.execute<{ scope_rank: number; age_days: number; count: number }>(sql`
    SELECT ${rank} AS scope_rank, ${age} AS age_days, count(*)::int AS count
    FROM ${listings}
    WHERE ${candidateFilter(query, query.maxWindowDays)}
    GROUP BY 1, 2`);
  return result.rows.map((row) => ({
    scopeRank: Number(row.scope_rank),
    ageDays: Number(row.age_days),
    count: Number(row.count),
  }));
}

export interface ComparableRow {
  id: string;
  slug: string;
  title: string;
  priceCents: number;
  condition: string;
  publishedAt: Date;
}

/** The sample: best attribute match first, then sold before unsold, then the newest. */
export async function findComparableSample(
  executor: DbExecutor,
  query: ComparableQuery,
  options: { maxScopeRank: number; windowDays: number; limit: number },
): Promise<ComparableRow[]> {
  // A bare integer in ORDER BY would name a column position, so no attributes means no score term.
  const scoreOrder = query.scoredAttributes.length
    ? sql`${sql.join(
        query.scoredAttributes.map(
          ([key, value]) => sql`(CASE WHEN ${attributeEquals(key, value)} THEN 1 ELSE 0 END)`,
        ),
        sql` + `,
      )} DESC, `
    : sql``;
  const result = await executor.execute<{
    id: string;
    slug: string;
    title: string;
    price_cents: number;
    condition: string;
    published_at: Date | string;
  }>(sql`
    SELECT ${listings.id} AS id, ${listings.slug} AS slug, ${listings.title} AS title,
      ${listings.priceCents} AS price_cents, ${listings.condition} AS condition,
      ${listings.publishedAt} AS published_at
    FROM ${listings}
    WHERE ${candidateFilter(query, options.windowDays)}
      AND ${scopeRankOf(query)} <= ${options.maxScopeRank}
    ORDER BY ${scoreOrder}(${listings.soldAt} IS NOT NULL) DESC, ${listings.publishedAt} DESC, ${listings.id}
    LIMIT ${options.limit}`);
  return result.rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    priceCents: Number(row.price_cents),
    condition: row.condition,
    publishedAt: new Date(row.published_at),
  }));
}

export type PriceFeedbackRow = typeof priceFeedback.$inferSelect;

export function findRecentFeedback(executor: DbExecutor, sellerId: string, limit: number) {
  return executor
    .select()
    .from(priceFeedback)
    .where(eq(priceFeedback.sellerId, sellerId))
    .orderBy(desc(priceFeedback.submittedAt), desc(priceFeedback.id))
    .limit(limit);
}

export async function insertFeedback(
  executor: DbExecutor,
  values: typeof priceFeedback.$inferInsert,
): Promise<PriceFeedbackRow> {
  const [row] = await executor.insert(priceFeedback).values(values).returning();
  if (!row) throw new Error('price feedback was not inserted');
  return row;
}

/** Deletes all but the seller's newest `keep` feedbacks. */
export async function deleteFeedbackBeyond(
  executor: DbExecutor,
  sellerId: string,
  keep: number,
): Promise<void> {
  const kept = executor
    .select({ id: priceFeedback.id })
    .from(priceFeedback)
    .where(eq(priceFeedback.sellerId, sellerId))
    .orderBy(desc(priceFeedback.submittedAt), desc(priceFeedback.id))
    .limit(keep);
  await executor
    .delete(priceFeedback)
    .where(and(eq(priceFeedback.sellerId, sellerId), notInArray(priceFeedback.id, kept)));
}
