import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
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

/** What to compare against: other sellers' listings in the draft's leaf and its sibling leaves. */
export interface ComparableQuery {
  sellerId: string;
  /** The draft's leaf and its sibling leaves (never a wider category: ADR 047). */
  categoryIds: string[];
  /** The widest window considered. */
  maxWindowDays: number;
  limit: number;
}

export interface ComparableCandidate {
  id: string;
  slug: string;
  title: string;
  categoryId: string;
  priceCents: number;
  condition: string;
  attributes: Record<string, unknown>;
  isSold: boolean;
  publishedAt: Date;
}

/**
 * Other sellers' published listings, sold ones included (they are the best evidence of a price),
 * newest first; the service ranks them by scope and similarity. Give-aways (price 0) are no price.
 */
export async function findComparableCandidates(
  executor: DbExecutor,
  query: ComparableQuery,
): Promise<ComparableCandidate[]> {
  if (!query.categoryIds.length) return [];
  const rows = await executor
    .select({
      id: listings.id,
      slug: listings.slug,
      title: listings.title,
      categoryId: listings.categoryId,
      priceCents: listings.priceCents,
      condition: listings.condition,
      attributes: listings.attributes,
      soldAt: listings.soldAt,
      publishedAt: listings.publishedAt,
    })
    .from(listings)
    .where(
      and(
        inArray(listings.categoryId, query.categoryIds),
        sql`${listings.sellerId} <> ${query.sellerId}`,
        sql`(${listings.status} = 'PUBLISHED' OR ${listings.soldAt} IS NOT NULL)`,
        sql`${listings.priceCents} > 0`,
        sql`${listings.publishedAt} >= now() - (${query.maxWindowDays}::int * interval '1 day')`,
      ),
    )
    .orderBy(desc(listings.publishedAt), listings.id)
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    categoryId: row.categoryId,
    priceCents: Number(row.priceCents),
    condition: row.condition,
    attributes: (row.attributes ?? {}) as Record<string, unknown>,
    isSold: row.soldAt !== null,
    publishedAt: new Date(row.publishedAt ?? 0),
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
