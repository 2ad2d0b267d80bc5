import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { chatMessages, chatThreads } from '../../db/schema/chat.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';

/**
 * Issue 18 (ADR 064): a conversation reported through the moderation endpoint, as a moderator
 * reads it in the case: its two people, the listing it is about and the latest 50 messages.
 */
export async function findConversationForModeration(db: Db, threadId: string) {
  const [thread] = await db
    .select({
      id: chatThreads.id,
      buyerId: chatThreads.buyerId,
      sellerId: chatThreads.sellerId,
      listingTitle: listings.title,
    })
    .from(chatThreads)
    .leftJoin(listings, eq(listings.id, chatThreads.listingId))
    .where(eq(chatThreads.id, threadId));
  if (!thread) return null;
  const messages = await db
    .select({
      id: chatMessages.id,
      senderId: chatMessages.senderId,
      body: chatMessages.body,
      sentAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(desc(chatMessages.createdAt))
    .limit(50);
  const people = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, [thread.buyerId, thread.sellerId]));
  return { ...thread, people, messages: messages.reverse() };
}
