import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { chatMessages, chatOffers, chatThreads, userBlocks } from '../../db/schema/chat.schema';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

export type ChatThreadRow = typeof chatThreads.$inferSelect;

export interface ThreadListingRow {
  id: string;
  sellerId: string;
  status: string;
  soldAt: Date | null;
}

export async function findListingForThread(
  executor: DbExecutor,
  listingId: string,
): Promise<ThreadListingRow | undefined> {
  const [row] = await executor
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      status: listings.status,
      soldAt: listings.soldAt,
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .limit(1);
  return row;
}

/** The one thread per listing and buyer: inserts it, or finds the one a concurrent open wrote. */
export async function insertThreadIfMissing(
  executor: DbExecutor,
  values: { listingId: string; buyerId: string; sellerId: string },
): Promise<{ thread: ChatThreadRow; isNew: boolean }> {
  const [inserted] = await executor.insert(chatThreads).values(values).onConflictDoNothing().returning();
  if (inserted) return { thread: inserted, isNew: true };
  const existing = await findThreadByListingAndBuyer(executor, values.listingId, values.buyerId);
  if (!existing) throw new Error('chat thread vanished between insert and select');
  return { thread: existing, isNew: false };
}

export async function findThreadByListingAndBuyer(
  executor: DbExecutor,
  listingId: string,
  buyerId: string,
): Promise<ChatThreadRow | undefined> {
  const [row] = await executor
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.listingId, listingId), eq(chatThreads.buyerId, buyerId)))
    .limit(1);
  return row;
}

export async function findThread(executor: DbExecutor, threadId: string): Promise<ChatThreadRow | undefined> {
  const [row] = await executor.select().from(chatThreads).where(eq(chatThreads.id, threadId)).limit(1);
  return row;
}

/** Locks the thread for a write that checks its state (send, reopen, read). */
export async function lockThread(executor: DbExecutor, threadId: string): Promise<ChatThreadRow | undefined> {
  const [row] = await executor.select().from(chatThreads).where(eq(chatThreads.id, threadId)).for('update');
  return row;
}

/** A delivered message: the thread is live again and its 10 minutes start over. */
export async function touchThreadActivity(executor: DbExecutor, threadId: string): Promise<void> {
  await executor
    .update(chatThreads)
    .set({ status: 'active', archivedAt: null, lastActivityAt: sql`now()` })
    .where(eq(chatThreads.id, threadId));
}

export async function setThreadReadAt(
  executor: DbExecutor,
  threadId: string,
  role: 'buyer' | 'seller',
): Promise<void> {
  await executor
    .update(chatThreads)
    .set(role === 'buyer' ? { buyerReadAt: sql`now()` } : { sellerReadAt: sql`now()` })
    .where(eq(chatThreads.id, threadId));
}

/** Archives the live threads idle since before `idleSince`; returns them for the socket frames. */
export function archiveIdleThreads(executor: DbExecutor, idleSince: Date, now: Date) {
  return executor
    .update(chatThreads)
    .set({ status: 'archived', archivedAt: now })
    .where(and(eq(chatThreads.status, 'active'), lt(chatThreads.lastActivityAt, idleSince)))
    .returning({ id: chatThreads.id, buyerId: chatThreads.buyerId, sellerId: chatThreads.sellerId });
}

export function findThreadsBetween(executor: DbExecutor, userId: string, otherId: string) {
  return executor
    .select({ id: chatThreads.id, buyerId: chatThreads.buyerId, sellerId: chatThreads.sellerId })
    .from(chatThreads)
    .where(
      or(
        and(eq(chatThreads.buyerId, userId), eq(chatThreads.sellerId, otherId)),
        and(eq(chatThreads.buyerId, otherId), eq(chatThreads.sellerId, userId)),
      ),
    );
}

/** One thread as its viewer sees it in the list: listing, counterpart, unread, last visible message. */
function threadViewColumns(viewerId: string) {
  const counterpartId = sql`CASE WHEN ${chatThreads.buyerId} = ${viewerId} THEN ${chatThreads.sellerId} ELSE ${chatThreads.buyerId} END`;
  return {
    thread: chatThreads,
    listingSlug: listings.slug,
    listingTitle: listings.title,
    listingPriceCents: listings.priceCents,
    listingStatus: listings.status,
    listingSoldAt: listings.soldAt,
    listingReservedAt: listings.reservedAt,
    listingStorageKey: sql<string | null>`(
      SELECT m.storage_key FROM ${listingMedia} m WHERE m.listing_id = ${listings.id}
      ORDER BY m.is_primary DESC, m.position ASC LIMIT 1)`,
    counterpartName: sql<string>`(SELECT u.display_name FROM ${users} u WHERE u.id = ${counterpartId})`,
    unreadCount: sql<number>`(
      SELECT count(*)::int FROM ${chatMessages} m
      WHERE m.thread_id = ${chatThreads.id} AND m.sender_id <> ${viewerId}
        AND m.status = 'delivered' AND m.read_at IS NULL)`,
    // The counterpart's held and rejected messages are not there for the viewer.
    lastMessage: sql<{ body: string; kind: string; senderId: string; createdAt: string } | null>`(
      SELECT json_build_object('body', m.body, 'kind', m.kind, 'senderId', m.sender_id, 'createdAt', m.created_at)
      FROM ${chatMessages} m
      WHERE m.thread_id = ${chatThreads.id} AND (m.sender_id = ${viewerId} OR m.status = 'delivered')
      ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`,
    hasBlockedCounterpart: sql<boolean>`EXISTS (
      SELECT 1 FROM ${userBlocks} b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = ${counterpartId})`,
    isBlockedByCounterpart: sql<boolean>`EXISTS (
      SELECT 1 FROM ${userBlocks} b WHERE b.blocker_id = ${counterpartId} AND b.blocked_id = ${viewerId})`,
    agreedPriceCents: sql<number | null>`(
      SELECT o.amount_cents FROM ${chatOffers} o
      WHERE o.thread_id = ${chatThreads.id} AND o.status = 'accepted'
      ORDER BY o.responded_at DESC NULLS LAST LIMIT 1)`,
  };
}

function selectThreadViews(executor: DbExecutor, viewerId: string) {
  return executor
    .select(threadViewColumns(viewerId))
    .from(chatThreads)
    .innerJoin(listings, eq(listings.id, chatThreads.listingId));
}
export type ThreadViewRow = Awaited<ReturnType<typeof selectThreadViews>>[number];

export async function findThreadView(
  executor: DbExecutor,
  viewerId: string,
  threadId: string,
): Promise<ThreadViewRow | undefined> {
  const [row] = await selectThreadViews(executor, viewerId).where(eq(chatThreads.id, threadId)).limit(1);
  return row;
}

export interface ThreadListFilter {
  status: 'active' | 'archived' | 'all';
  role: 'buyer' | 'seller' | 'all';
  /** The id of the last thread of the previous page. */
  afterThreadId: string | undefined;
  limit: number;
}

/** Latest activity first; the keyset is (last_activity_at, id) of the cursor's thread. */
export function findThreadViews(executor: DbExecutor, viewerId: string, filter: ThreadListFilter) {
  const conditions: SQL[] = [];
  if (filter.role === 'buyer') conditions.push(eq(chatThreads.buyerId, viewerId));
  else if (filter.role === 'seller') conditions.push(eq(chatThreads.sellerId, viewerId));
  else conditions.push(or(eq(chatThreads.buyerId, viewerId), eq(chatThreads.sellerId, viewerId)) as SQL);
  if (filter.status !== 'all') conditions.push(eq(chatThreads.status, filter.status));
  if (filter.afterThreadId) {
    conditions.push(sql`(${chatThreads.lastActivityAt}, ${chatThreads.id}) < (
      SELECT c.last_activity_at, c.id FROM ${chatThreads} c WHERE c.id = ${filter.afterThreadId})`);
  }
  return selectThreadViews(executor, viewerId)
    .where(and(...conditions))
    .orderBy(desc(chatThreads.lastActivityAt), desc(chatThreads.id))
    .limit(filter.limit);
}

/** Over all the viewer's threads: how many have unread messages, and how many those are. */
export async function countUnread(
  executor: DbExecutor,
  viewerId: string,
): Promise<{ unreadThreads: number; unreadMessages: number }> {
  const [row] = await executor
    .select({
      unreadThreads: sql<number>`count(DISTINCT ${chatMessages.threadId})::int`,
      unreadMessages: sql<number>`count(*)::int`,
    })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(
      and(
        or(eq(chatThreads.buyerId, viewerId), eq(chatThreads.sellerId, viewerId)),
        sql`${chatMessages.senderId} <> ${viewerId}`,
        eq(chatMessages.status, 'delivered'),
        sql`${chatMessages.readAt} IS NULL`,
      ),
    );
  return { unreadThreads: row?.unreadThreads ?? 0, unreadMessages: row?.unreadMessages ?? 0 };
}

export function findOpenOffers(executor: DbExecutor, threadIds: string[]) {
  if (threadIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(chatOffers)
    .where(and(inArray(chatOffers.threadId, threadIds), eq(chatOffers.status, 'open')));
}
