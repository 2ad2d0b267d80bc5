import { and, desc, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  chatFlagEvents,
  chatFlags,
  chatMessages,
  chatOffers,
  chatThreads,
} from '../../db/schema/chat.schema';
import type { DbExecutor } from '../../db/transaction';
import type { ChatMessageRow, ChatOfferRow } from './chat-message.presenter';

export type NewChatMessage = typeof chatMessages.$inferInsert;
export type NewChatFlag = typeof chatFlags.$inferInsert;

/**
 * Idempotent by (sender, client id): a retry inserts nothing and gets the first message back. A
 * delivered message is delivered at the database's now, the clock every other time here uses.
 */
export async function insertMessageOnce(
  executor: DbExecutor,
  values: Omit<NewChatMessage, 'deliveredAt'>,
): Promise<{ message: ChatMessageRow; isNew: boolean }> {
  const [inserted] = await executor
    .insert(chatMessages)
    .values({ ...values, deliveredAt: values.status === 'held' ? null : sql`now()` })
    .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientId] })
    .returning();
  if (inserted) return { message: inserted, isNew: true };
  const existing = await findMessageByClientId(executor, values.senderId, values.clientId);
  if (!existing) throw new Error('chat message vanished between insert and select');
  return { message: existing, isNew: false };
}

export async function findMessageByClientId(
  executor: DbExecutor,
  senderId: string,
  clientId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await executor
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)))
    .limit(1);
  return row;
}

export async function findMessage(
  executor: DbExecutor,
  messageId: string,
): Promise<ChatMessageRow | undefined> {
  const [row] = await executor.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
  return row;
}

/** A held message's flag and its first event, in the sender's transaction. */
export async function insertFlag(
  executor: DbExecutor,
  flag: NewChatFlag,
  event: { action: string; actorId: string | null; note?: string | null },
): Promise<string> {
  const [row] = await executor.insert(chatFlags).values(flag).returning({ id: chatFlags.id });
  if (!row) throw new Error('chat flag was not inserted');
  await executor.insert(chatFlagEvents).values({ flagId: row.id, ...event });
  return row.id;
}

/** What the viewer may see: everything they wrote, and the counterpart's delivered messages. */
const visibleTo = (viewerId: string) =>
  or(eq(chatMessages.senderId, viewerId), eq(chatMessages.status, 'delivered')) as SQL;

/** A page of messages, newest first (the service turns it around), before the given message. */
export function findVisibleMessages(
  executor: DbExecutor,
  threadId: string,
  viewerId: string,
  options: { beforeMessageId: string | undefined; limit: number },
) {
  const conditions: SQL[] = [eq(chatMessages.threadId, threadId), visibleTo(viewerId)];
  if (options.beforeMessageId) {
    conditions.push(sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (
      SELECT b.created_at, b.id FROM ${chatMessages} b WHERE b.id = ${options.beforeMessageId})`);
  }
  return executor
    .select()
    .from(chatMessages)
    .where(and(...conditions))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(options.limit);
}

export function findOffersByIds(executor: DbExecutor, offerIds: string[]): Promise<ChatOfferRow[]> {
  if (offerIds.length === 0) return Promise.resolve([]);
  return executor.select().from(chatOffers).where(inArray(chatOffers.id, offerIds));
}

/**
 * Read receipt: the counterpart's delivered, unread messages up to `upTo` (all when null) get
 * `read_at`. Returns the newest message that is read now, for the receipt frame.
 */
export async function markMessagesRead(
  executor: DbExecutor,
  threadId: string,
  readerId: string,
  upToMessageId: string | null,
): Promise<{ id: string; readAt: Date } | null> {
  const conditions: SQL[] = [
    eq(chatMessages.threadId, threadId),
    ne(chatMessages.senderId, readerId),
    eq(chatMessages.status, 'delivered'),
    isNull(chatMessages.readAt),
  ];
  if (upToMessageId) {
    conditions.push(sql`(${chatMessages.createdAt}, ${chatMessages.id}) <= (
      SELECT u.created_at, u.id FROM ${chatMessages} u WHERE u.id = ${upToMessageId})`);
  }
  const rows = await executor
    .update(chatMessages)
    .set({ readAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: chatMessages.id, createdAt: chatMessages.createdAt, readAt: chatMessages.readAt });
  const newest = rows.reduce<(typeof rows)[number] | undefined>(
    (latest, row) =>
      !latest ||
      row.createdAt > latest.createdAt ||
      (row.createdAt.getTime() === latest.createdAt.getTime() && row.id > latest.id)
        ? row
        : latest,
    undefined,
  );
  return newest?.readAt ? { id: newest.id, readAt: newest.readAt } : null;
}

const addressedTo = (userId: string) =>
  and(
    or(eq(chatThreads.buyerId, userId), eq(chatThreads.sellerId, userId)),
    ne(chatMessages.senderId, userId),
    eq(chatMessages.status, 'delivered'),
  ) as SQL;

export async function countUnreadAddressedTo(executor: DbExecutor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(addressedTo(userId), isNull(chatMessages.readAt)));
  return row?.count ?? 0;
}

/** Messages delivered to the user (after `since` when given), newest delivery first. */
export function findDeliveriesTo(
  executor: DbExecutor,
  userId: string,
  since: Date | undefined,
  limit: number,
) {
  const deliveredAt = sql`coalesce(${chatMessages.deliveredAt}, ${chatMessages.createdAt})`;
  const conditions: SQL[] = [addressedTo(userId)];
  // Clients know times to the millisecond; the database keeps microseconds.
  if (since) conditions.push(sql`date_trunc('milliseconds', ${deliveredAt}) > ${since}`);
  return executor
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(...conditions))
    .orderBy(desc(deliveredAt), desc(chatMessages.id))
    .limit(limit);
}
