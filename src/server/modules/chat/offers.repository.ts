import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages, chatOffers, chatThreads } from '../../db/schema/chat.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';
import type { ChatMessageRow, ChatOfferRow } from './chat-message.presenter';

export type ChatThreadRow = typeof chatThreads.$inferSelect;

const listingColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  sellerId: listings.sellerId,
  status: listings.status,
  language: listings.language,
  priceCents: listings.priceCents,
  priceKind: listings.priceKind,
  minimumOfferCents: listings.minimumOfferCents,
  soldAt: listings.soldAt,
  reservedAt: listings.reservedAt,
  reservedForUserId: listings.reservedForUserId,
};
export type OfferListingRow = NonNullable<Awaited<ReturnType<typeof findOfferListing>>>;

/** The listing an offer is about; `lock` holds it until the transaction ends (accepting reserves it). */
export async function findOfferListing(executor: DbExecutor, listingId: string, lock = false) {
  const query = executor.select(listingColumns).from(listings).where(eq(listings.id, listingId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The name an offer notification shows for who acted. */
export async function findDisplayName(executor: DbExecutor, userId: string): Promise<string> {
  const [row] = await executor
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  return row?.displayName ?? '';
}

/**
 * The buyer's thread about the listing, created when there is none, reopened when archived, its
 * activity stamped now; the row stays locked until the transaction ends, so offers in one thread
 * are made one after another.
 */
export async function openThreadForOffer(
  executor: DbExecutor,
  thread: { listingId: string; buyerId: string; sellerId: string },
): Promise<{ thread: ChatThreadRow; isNew: boolean; wasArchived: boolean }> {
  const [before] = await executor
    .select({ status: chatThreads.status })
    .from(chatThreads)
    .where(and(eq(chatThreads.listingId, thread.listingId), eq(chatThreads.buyerId, thread.buyerId)));
  const [row] = await executor
    .insert(chatThreads)
    .values(thread)
    .onConflictDoUpdate({
      target: [chatThreads.listingId, chatThreads.buyerId],
      set: { status: 'active', archivedAt: null, lastActivityAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('chat thread was not written');
  return { thread: row, isNew: before === undefined, wasArchived: before?.status === 'archived' };
}

export async function lockThread(executor: DbExecutor, threadId: string): Promise<ChatThreadRow | null> {
  const [row] = await executor.select().from(chatThreads).where(eq(chatThreads.id, threadId)).for('update');
  return row ?? null;
}

/** New activity in a thread: it is live again, and the archive job counts from now. */
export async function touchThread(executor: DbExecutor, threadId: string): Promise<void> {
  await executor
    .update(chatThreads)
    .set({ status: 'active', archivedAt: null, lastActivityAt: sql`now()` })
    .where(eq(chatThreads.id, threadId));
}

export async function findThread(executor: DbExecutor, threadId: string): Promise<ChatThreadRow | null> {
  const [row] = await executor.select().from(chatThreads).where(eq(chatThreads.id, threadId));
  return row ?? null;
}

export async function findOfferByClientId(executor: DbExecutor, proposerId: string, clientId: string) {
  const [row] = await executor
    .select()
    .from(chatOffers)
    .where(and(eq(chatOffers.proposerId, proposerId), eq(chatOffers.clientId, clientId)));
  return row ?? null;
}

export async function findOffer(executor: DbExecutor, offerId: string, lock = false) {
  const query = executor.select().from(chatOffers).where(eq(chatOffers.id, offerId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The thread's open offer, locked; there is at most one (a partial unique index). */
export async function findOpenOfferInThread(executor: DbExecutor, threadId: string) {
  const [row] = await executor
    .select()
    .from(chatOffers)
    .where(and(eq(chatOffers.threadId, threadId), eq(chatOffers.status, 'open')))
    .for('update');
  return row ?? null;
}

export type NewOffer = Omit<typeof chatOffers.$inferInsert, 'id' | 'status' | 'respondedAt'> & {
  createdAt: Date;
};

/** Null when the proposer's client id was used already (a concurrent retry) or the thread has an open offer. */
export async function insertOffer(executor: DbExecutor, offer: NewOffer): Promise<ChatOfferRow | null> {
  const [row] = await executor.insert(chatOffers).values(offer).onConflictDoNothing().returning();
  return row ?? null;
}

/** Closes an offer that is still open (`respondedAt` null for an expiry); null when it was closed meanwhile. */
export async function closeOffer(
  executor: DbExecutor,
  offerId: string,
  status: Exclude<ChatOfferRow['status'], 'open'>,
  respondedAt: Date | null,
): Promise<ChatOfferRow | null> {
  const [row] = await executor
    .update(chatOffers)
    .set({ status, respondedAt })
    .where(and(eq(chatOffers.id, offerId), eq(chatOffers.status, 'open')))
    .returning();
  return row ?? null;
}

/** Open offers in the listing's other threads, locked: what accepting one buyer's offer answers too. */
export function lockOtherOpenOffers(executor: DbExecutor, listingId: string, threadId: string) {
  return executor
    .select()
    .from(chatOffers)
    .where(
      and(
        eq(chatOffers.listingId, listingId),
        eq(chatOffers.status, 'open'),
        ne(chatOffers.threadId, threadId),
      ),
    )
    .orderBy(asc(chatOffers.createdAt))
    .for('update');
}

/** Open offers past their expiry, oldest first; rows another node is expiring are skipped. */
export function lockExpiredOpenOffers(executor: DbExecutor, now: Date, limit: number) {
  return executor
    .select()
    .from(chatOffers)
    .where(and(eq(chatOffers.status, 'open'), lte(chatOffers.expiresAt, now)))
    .orderBy(asc(chatOffers.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export type NewChatMessage = Pick<
  typeof chatMessages.$inferInsert,
  'threadId' | 'senderId' | 'clientId' | 'kind' | 'body' | 'offerId' | 'systemEvent' | 'filterFindings'
>;

/** A delivered message: offers and system notes pass no filter and are never held. */
export async function insertDeliveredMessage(
  executor: DbExecutor,
  message: NewChatMessage,
): Promise<ChatMessageRow> {
  const [row] = await executor
    .insert(chatMessages)
    .values({ ...message, status: 'delivered', deliveredAt: sql`now()` })
    .returning();
  if (!row) throw new Error('chat message was not written');
  return row;
}

/** The message that carries an offer into the thread (kind offer). */
export async function findOfferMessage(executor: DbExecutor, offerId: string) {
  const [row] = await executor
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.offerId, offerId), eq(chatMessages.kind, 'offer')))
    .limit(1);
  return row ?? null;
}

/** The buyer's accepted offer for the listing, the latest should there ever be more than one. */
export async function findAcceptedOffer(db: Db | DbExecutor, listingId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(chatOffers)
    .where(
      and(
        eq(chatOffers.listingId, listingId),
        eq(chatOffers.buyerId, buyerId),
        eq(chatOffers.status, 'accepted'),
      ),
    )
    .orderBy(desc(chatOffers.respondedAt))
    .limit(1);
  return row ?? null;
}
