import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import {
  listingMarketplaces,
  marketplaceAccounts,
  marketplaceCategoryCache,
  marketplaceConnectStates,
  marketplaceEvents,
  publishJobs,
} from '../../db/schema/marketplaces.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;
export type MarketplaceAccountRow = typeof marketplaceAccounts.$inferSelect;
export type ListingChannelRow = typeof listingMarketplaces.$inferSelect;
export type PublishJobRow = typeof publishJobs.$inferSelect;
export type PublishOperation = PublishJobRow['operation'];
type Channel = MarketplaceAccountRow['channel'];

// --- accounts -------------------------------------------------------------------------------

export async function findAccount(executor: Executor, userId: string, channel: Channel) {
  const [row] = await executor
    .select()
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.userId, userId), eq(marketplaceAccounts.channel, channel)));
  return row;
}

export async function findAccountById(executor: Executor, id: string) {
  const [row] = await executor.select().from(marketplaceAccounts).where(eq(marketplaceAccounts.id, id));
  return row;
}

/** A new connect replaces the user's earlier tokens (a reconnect after a revocation). */
export async function upsertAccount(
  executor: Executor,
  values: Omit<typeof marketplaceAccounts.$inferInsert, 'id' | 'connectedAt' | 'updatedAt' | 'status'>,
): Promise<MarketplaceAccountRow> {
  const now = new Date();
  const [row] = await executor
    .insert(marketplaceAccounts)
    .values({ ...values, status: 'connected', connectedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [marketplaceAccounts.userId, marketplaceAccounts.channel],
      set: { ...values, status: 'connected', connectedAt: now, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('marketplace account upsert returned no row');
  return row;
}

export async function updateAccount(
  executor: Executor,
  id: string,
  changes: Partial<
    Pick<
      MarketplaceAccountRow,
      | 'accessTokenEncrypted'
      | 'accessTokenExpiresAt'
      | 'status'
      | 'merchantLocationKey'
      | 'fulfillmentPolicyId'
      | 'paymentPolicyId'
      | 'returnPolicyId'
      | 'ordersPolledAt'
    >
  >,
): Promise<void> {
  await executor
    .update(marketplaceAccounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(marketplaceAccounts.id, id));
}

export async function deleteAccount(executor: Executor, userId: string, channel: Channel): Promise<boolean> {
  const deleted = await executor
    .delete(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.userId, userId), eq(marketplaceAccounts.channel, channel)))
    .returning({ id: marketplaceAccounts.id });
  return deleted.length > 0;
}

export function listConnectedAccounts(executor: Executor, channel: Channel) {
  return executor
    .select()
    .from(marketplaceAccounts)
    .where(and(eq(marketplaceAccounts.channel, channel), eq(marketplaceAccounts.status, 'connected')))
    .orderBy(asc(marketplaceAccounts.id));
}

// --- connect states -------------------------------------------------------------------------

export async function insertConnectState(
  executor: Executor,
  values: typeof marketplaceConnectStates.$inferInsert,
): Promise<void> {
  await executor.delete(marketplaceConnectStates).where(lt(marketplaceConnectStates.expiresAt, new Date()));
  await executor.insert(marketplaceConnectStates).values(values);
}

/** Takes the state once: a replayed redirect finds nothing. Expired states count as missing. */
export async function takeConnectState(executor: Executor, state: string, channel: Channel) {
  const [row] = await executor
    .delete(marketplaceConnectStates)
    .where(and(eq(marketplaceConnectStates.state, state), eq(marketplaceConnectStates.channel, channel)))
    .returning();
  if (!row || row.expiresAt.getTime() < Date.now()) return undefined;
  return row;
}

// --- listings as the marketplace sees them ----------------------------------------------------

export function findListingsForPublish(executor: Executor, listingIds: string[]) {
  return executor
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      soldAt: listings.soldAt,
    })
    .from(listings)
    .where(inArray(listings.id, listingIds));
}

/** What an inventory item and offer are built from; read afresh at every step of a job. */
export async function findListingForMarketplace(executor: Executor, listingId: string) {
  const [row] = await executor
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      soldAt: listings.soldAt,
      title: listings.title,
      description: listings.description,
      categoryId: listings.categoryId,
      condition: listings.condition,
      priceCents: listings.priceCents,
      quantity: listings.quantity,
      attributes: listings.attributes,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) return undefined;
  const media = await executor
    .select({ storageKey: listingMedia.storageKey })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(desc(listingMedia.isPrimary), asc(listingMedia.position));
  return { ...row, storageKeys: media.map((item) => item.storageKey) };
}
export type MarketplaceListing = NonNullable<Awaited<ReturnType<typeof findListingForMarketplace>>>;

// --- listing channels -----------------------------------------------------------------------

export async function findListingChannel(executor: Executor, listingId: string, channel: Channel) {
  const [row] = await executor
    .select()
    .from(listingMarketplaces)
    .where(and(eq(listingMarketplaces.listingId, listingId), eq(listingMarketplaces.channel, channel)));
  return row;
}

export function findListingChannels(executor: Executor, listingIds: string[], channel: Channel) {
  if (listingIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(listingMarketplaces)
    .where(and(inArray(listingMarketplaces.listingId, listingIds), eq(listingMarketplaces.channel, channel)));
}

/** The channels a listing is live on with their item URL (the buyer-facing links, ADR 077). */
export async function findLiveListingChannels(executor: Executor, listingId: string) {
  const rows = await executor
    .select({ channel: listingMarketplaces.channel, url: listingMarketplaces.url })
    .from(listingMarketplaces)
    .where(
      and(
        eq(listingMarketplaces.listingId, listingId),
        eq(listingMarketplaces.status, 'LIVE'),
        isNotNull(listingMarketplaces.url),
      ),
    )
    .orderBy(asc(listingMarketplaces.channel));
  return rows.flatMap((row) => (row.url === null ? [] : [{ channel: row.channel, url: row.url }]));
}

/** Creates the row on the first publish request; later requests keep its SKU and offer. */
export async function ensureListingChannel(
  executor: Executor,
  values: { listingId: string; channel: Channel; accountId: string; sku: string },
): Promise<void> {
  await executor
    .insert(listingMarketplaces)
    .values({ ...values, status: 'PENDING' })
    .onConflictDoUpdate({
      target: [listingMarketplaces.listingId, listingMarketplaces.channel],
      set: { accountId: values.accountId, updatedAt: new Date() },
    });
}

export async function updateListingChannel(
  executor: Executor,
  listingId: string,
  channel: Channel,
  changes: Partial<
    Pick<
      ListingChannelRow,
      | 'status'
      | 'offerId'
      | 'externalListingId'
      | 'externalCategoryId'
      | 'url'
      | 'publishedPriceCents'
      | 'syncedListingUpdatedAt'
      | 'lastError'
    >
  >,
): Promise<void> {
  await executor
    .update(listingMarketplaces)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(listingMarketplaces.listingId, listingId), eq(listingMarketplaces.channel, channel)));
}

/** An eBay order's line item, matched by our SKU or by eBay's item id, within one account. */
export async function findListingChannelForLineItem(
  executor: Executor,
  accountId: string,
  item: { sku?: string; legacyItemId?: string },
) {
  const matches = [
    item.sku ? eq(listingMarketplaces.sku, item.sku) : undefined,
    item.legacyItemId ? eq(listingMarketplaces.externalListingId, item.legacyItemId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return undefined;
  const [row] = await executor
    .select({ channel: listingMarketplaces, title: listings.title, sellerId: listings.sellerId })
    .from(listingMarketplaces)
    .innerJoin(listings, eq(listings.id, listingMarketplaces.listingId))
    .where(and(eq(listingMarketplaces.accountId, accountId), or(...matches)));
  return row;
}

/**
 * Live channels whose listing moved on here without a job in flight: archived (withdraw), sold
 * (end), or repriced or otherwise changed since the last job sent it (update). The safety net
 * behind `onListingChanged`, e.g. for sales by orders or an edit that arrived while a job ran.
 * The timestamps are compared to the millisecond, as the driver hands them to the job.
 */
export function findChannelsNeedingFollowUp(executor: Executor, limit: number) {
  const operation = sql<PublishOperation>`CASE
      WHEN ${listings.soldAt} IS NOT NULL THEN 'end'
      WHEN ${listings.status} = 'ARCHIVED' THEN 'withdraw'
      ELSE 'update' END`;
  return executor
    .select({ listingId: listingMarketplaces.listingId, sellerId: listings.sellerId, operation })
    .from(listingMarketplaces)
    .innerJoin(listings, eq(listings.id, listingMarketplaces.listingId))
    .where(
      and(
        eq(listingMarketplaces.status, 'LIVE'),
        or(
          isNotNull(listings.soldAt),
          eq(listings.status, 'ARCHIVED'),
          and(
            eq(listings.status, 'PUBLISHED'),
            or(
              ne(listings.priceCents, sql`coalesce(${listingMarketplaces.publishedPriceCents}, -1)`),
              isNull(listingMarketplaces.syncedListingUpdatedAt),
              sql`abs(extract(epoch from ${listings.updatedAt} - ${listingMarketplaces.syncedListingUpdatedAt})) >= 0.001`,
            ),
          ),
        ),
        sql`NOT EXISTS (SELECT 1 FROM ${publishJobs} WHERE ${publishJobs.listingId} = ${listingMarketplaces.listingId}
          AND ${publishJobs.channel} = ${listingMarketplaces.channel} AND ${publishJobs.status} IN ('PENDING', 'RUNNING'))`,
      ),
    )
    .limit(limit);
}

// --- publish jobs ---------------------------------------------------------------------------

/** Null when a job for the listing and channel is already in flight (the partial unique index). */
export async function insertPublishJob(
  executor: Executor,
  values: { listingId: string; sellerId: string; channel: Channel; operation: PublishOperation },
): Promise<PublishJobRow | null> {
  const [row] = await executor.insert(publishJobs).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findPublishJob(executor: Executor, jobId: string) {
  const [row] = await executor.select().from(publishJobs).where(eq(publishJobs.id, jobId));
  return row;
}

export async function findActivePublishJob(executor: Executor, listingId: string, channel: Channel) {
  const [row] = await executor
    .select()
    .from(publishJobs)
    .where(
      and(
        eq(publishJobs.listingId, listingId),
        eq(publishJobs.channel, channel),
        inArray(publishJobs.status, ['PENDING', 'RUNNING']),
      ),
    );
  return row;
}

/** PENDING -> RUNNING with one more attempt; null when another worker took it or it is done. */
export async function claimPublishJob(executor: Executor, jobId: string): Promise<PublishJobRow | null> {
  const now = new Date();
  const [row] = await executor
    .update(publishJobs)
    .set({
      status: 'RUNNING',
      attempts: sql`${publishJobs.attempts} + 1`,
      startedAt: sql`coalesce(${publishJobs.startedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(and(eq(publishJobs.id, jobId), eq(publishJobs.status, 'PENDING')))
    .returning();
  return row ?? null;
}

export async function updatePublishJob(
  executor: Executor,
  jobId: string,
  changes: Partial<
    Pick<
      PublishJobRow,
      'status' | 'finishedAt' | 'durationMs' | 'errorCode' | 'errorMessage' | 'externalErrorId' | 'warnings'
    >
  >,
): Promise<void> {
  await executor
    .update(publishJobs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(publishJobs.id, jobId));
}

/**
 * PENDING jobs untouched for `quietMs` (the queue was down when they were sent, or their retry is
 * due), after returning jobs a crash left RUNNING for ten minutes to PENDING.
 */
export async function listQuietPendingJobs(executor: Executor, now: Date, quietMs: number, limit: number) {
  await executor
    .update(publishJobs)
    .set({ status: 'PENDING', updatedAt: now })
    .where(
      and(
        eq(publishJobs.status, 'RUNNING'),
        lt(publishJobs.updatedAt, new Date(now.getTime() - 10 * 60_000)),
      ),
    );
  return executor
    .select({ id: publishJobs.id, attempts: publishJobs.attempts, updatedAt: publishJobs.updatedAt })
    .from(publishJobs)
    .where(
      and(eq(publishJobs.status, 'PENDING'), lt(publishJobs.updatedAt, new Date(now.getTime() - quietMs))),
    )
    .orderBy(asc(publishJobs.queuedAt))
    .limit(limit);
}

// --- events and the category cache ----------------------------------------------------------

export async function insertMarketplaceEvent(
  executor: Executor,
  values: typeof marketplaceEvents.$inferInsert,
): Promise<void> {
  await executor.insert(marketplaceEvents).values(values);
}

export async function findCachedCategory(executor: Executor, cacheKey: string) {
  const [row] = await executor
    .select()
    .from(marketplaceCategoryCache)
    .where(eq(marketplaceCategoryCache.cacheKey, cacheKey));
  return row;
}

export async function upsertCachedCategory(
  executor: Executor,
  values: typeof marketplaceCategoryCache.$inferInsert,
): Promise<void> {
  await executor
    .insert(marketplaceCategoryCache)
    .values(values)
    .onConflictDoUpdate({
      target: marketplaceCategoryCache.cacheKey,
      set: {
        externalCategoryId: values.externalCategoryId,
        externalCategoryName: values.externalCategoryName,
        fetchedAt: new Date(),
      },
    });
}
