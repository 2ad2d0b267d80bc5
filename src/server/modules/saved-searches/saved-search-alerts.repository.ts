import { and, eq, inArray, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listings } from '../../db/schema/listings.schema';
import { savedSearches, savedSearchMatches } from '../../db/schema/search.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

const alertListingColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  sellerId: listings.sellerId,
  categoryId: listings.categoryId,
  priceCents: listings.priceCents,
  publishedAt: listings.publishedAt,
};

const isLive = and(
  eq(listings.status, 'PUBLISHED'),
  isNull(listings.soldAt),
  isNotNull(listings.publishedAt),
);

export type AlertListing = Awaited<ReturnType<typeof findAlertListings>>[number];

/** Only published, unsold listings are ever reported. */
export function findAlertListings(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(alertListingColumns)
    .from(listings)
    .where(and(inArray(listings.id, ids), isLive));
}

const alertSearchColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  label: savedSearches.label,
  params: savedSearches.params,
  notificationsEnabled: savedSearches.notificationsEnabled,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  preferences: users.preferences,
};

export type AlertSearch = Awaited<ReturnType<typeof findCandidateSearches>>[number];

/**
 * Saved searches that might match a new listing, narrowed cheaply in SQL: not the seller's own,
 * saved before the listing went live, not reported yet, and with no category or one on the
 * listing's category path. The search rules confirm each candidate afterwards.
 */
export function findCandidateSearches(
  db: Db,
  listing: { id: string; sellerId: string; publishedAt: Date; categoryPath: string[] },
) {
  const category = sql`${savedSearches.params} ->> 'category'`;
  return db
    .select(alertSearchColumns)
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(
      and(
        ne(savedSearches.userId, listing.sellerId),
        lte(savedSearches.createdAt, listing.publishedAt),
        or(sql`${category} IS NULL`, inArray(category, listing.categoryPath)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(savedSearchMatches)
            .where(
              and(
                eq(savedSearchMatches.savedSearchId, savedSearches.id),
                eq(savedSearchMatches.listingId, listing.id),
              ),
            ),
        ),
      ),
    );
}

/**
 * Saved searches whose window (from `alerted_until` minus an overlap, never before the search
 * was saved) may hold a listing: only when something was published after the window started.
 */
export function findSearchesToSweep(db: Db, overlapSeconds: number) {
  const windowStart = sql<Date>`greatest(${savedSearches.alertedUntil} - ${overlapSeconds}::int * interval '1 second', ${savedSearches.createdAt})`;
  const latestPublished = sql`(SELECT max(${listings.publishedAt}) FROM ${listings} WHERE ${listings.status} = 'PUBLISHED')`;
  return db
    .select({ ...alertSearchColumns, windowStart: windowStart.mapWith((value) => new Date(value)) })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(sql`${windowStart} < ${latestPublished}`);
}

export async function databaseNow(db: Db): Promise<Date> {
  const result = await db.execute<{ now: string | Date }>(sql`SELECT now() AS now`);
  return new Date(result.rows[0]?.now ?? Date.now());
}

export async function advanceAlertedUntil(db: Db, savedSearchId: string, until: Date): Promise<void> {
  await db
    .update(savedSearches)
    .set({ alertedUntil: until })
    .where(and(eq(savedSearches.id, savedSearchId), lte(savedSearches.alertedUntil, until)));
}

/** The idempotency record: true only for the one caller that reports this pair first. */
export async function insertSavedSearchMatch(
  executor: DbExecutor,
  savedSearchId: string,
  listingId: string,
): Promise<boolean> {
  const rows = await executor
    .insert(savedSearchMatches)
    .values({ savedSearchId, listingId })
    .onConflictDoNothing()
    .returning({ listingId: savedSearchMatches.listingId });
  return rows.length > 0;
}
