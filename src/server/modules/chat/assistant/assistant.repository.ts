import { and, desc, eq } from 'drizzle-orm';
import { cities } from '../../../db/schema/catalog.schema';
import { chatAssistantPreferences, chatMessages, chatThreads } from '../../../db/schema/chat.schema';
import { listings } from '../../../db/schema/listings.schema';
import type { DbExecutor } from '../../../db/transaction';

export type AssistantPreferencesRow = typeof chatAssistantPreferences.$inferSelect;
export type AssistantListingRow = NonNullable<Awaited<ReturnType<typeof findAssistantListing>>>;

export async function findAssistantPreferences(db: DbExecutor, userId: string) {
  const [row] = await db
    .select()
    .from(chatAssistantPreferences)
    .where(eq(chatAssistantPreferences.userId, userId));
  return row;
}

export async function upsertAssistantPreferences(
  db: DbExecutor,
  userId: string,
  values: { isEnabled: boolean; autoSendTopics: string[] },
): Promise<AssistantPreferencesRow> {
  const now = new Date();
  const [row] = await db
    .insert(chatAssistantPreferences)
    .values({ userId, ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: chatAssistantPreferences.userId,
      set: { ...values, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('assistant preferences were not saved');
  return row;
}

export async function findThread(db: DbExecutor, threadId: string) {
  const [row] = await db
    .select({
      id: chatThreads.id,
      listingId: chatThreads.listingId,
      buyerId: chatThreads.buyerId,
      sellerId: chatThreads.sellerId,
    })
    .from(chatThreads)
    .where(eq(chatThreads.id, threadId));
  return row;
}

/**
 * The listing's own data the assistant may answer from; the chat module owns this read (the
 * listings module has no service that reads one listing by id without counting a view).
 */
export async function findAssistantListing(db: DbExecutor, listingId: string) {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      description: listings.description,
      language: listings.language,
      status: listings.status,
      categoryId: listings.categoryId,
      condition: listings.condition,
      priceCents: listings.priceCents,
      priceKind: listings.priceKind,
      attributes: listings.attributes,
      offersPickup: listings.offersPickup,
      offersShipping: listings.offersShipping,
      shippingOptions: listings.shippingOptions,
      soldAt: listings.soldAt,
      reservedAt: listings.reservedAt,
      placeLabel: cities.label,
    })
    .from(listings)
    .innerJoin(cities, eq(cities.id, listings.cityId))
    .where(eq(listings.id, listingId));
  return row;
}

/** One delivered text message of the buyer in the thread: the given one, or their latest. */
export async function findBuyerMessage(
  db: DbExecutor,
  thread: { id: string; buyerId: string },
  messageId: string | undefined,
) {
  const conditions = [
    eq(chatMessages.threadId, thread.id),
    eq(chatMessages.senderId, thread.buyerId),
    eq(chatMessages.status, 'delivered'),
    eq(chatMessages.kind, 'text'),
  ];
  if (messageId) conditions.push(eq(chatMessages.id, messageId));
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(1);
  return row;
}

/**
 * The seller's auto-sent answer, delivered at once. The client id is derived from the buyer's
 * message, so a second run on the same message inserts nothing (returns undefined).
 */
export async function insertAutoReply(
  db: DbExecutor,
  values: { threadId: string; senderId: string; clientId: string; body: string; now: Date },
) {
  const [row] = await db
    .insert(chatMessages)
    .values({
      threadId: values.threadId,
      senderId: values.senderId,
      clientId: values.clientId,
      kind: 'text',
      body: values.body,
      status: 'delivered',
      isAutoSent: true,
      createdAt: values.now,
      deliveredAt: values.now,
    })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  return row;
}

/** A new message is activity: the archive job counts from here, and an archived thread reopens. */
export async function touchThread(db: DbExecutor, threadId: string, at: Date): Promise<void> {
  await db
    .update(chatThreads)
    .set({ lastActivityAt: at, status: 'active', archivedAt: null })
    .where(eq(chatThreads.id, threadId));
}
