import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { chatMessages, chatOffers, chatThreads } from '../../db/schema/chat.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

const senders = alias(users, 'chat_email_senders');
const recipients = alias(users, 'chat_email_recipients');

/** A delivered message with what its email needs: thread, listing, sender's name, recipient, offer. */
export async function findMessageEmailContext(executor: DbExecutor, messageId: string) {
  const [row] = await executor
    .select({
      messageId: chatMessages.id,
      kind: chatMessages.kind,
      body: chatMessages.body,
      status: chatMessages.status,
      readAt: chatMessages.readAt,
      findingsCount: sql<number>`jsonb_array_length(${chatMessages.filterFindings})`,
      threadId: chatThreads.id,
      buyerId: chatThreads.buyerId,
      senderId: chatMessages.senderId,
      listingTitle: listings.title,
      listingLanguage: listings.language,
      senderName: senders.displayName,
      recipientEmail: recipients.email,
      recipientEmailVerifiedAt: recipients.emailVerifiedAt,
      recipientPreferences: recipients.preferences,
      offerAmountCents: chatOffers.amountCents,
    })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .innerJoin(listings, eq(listings.id, chatThreads.listingId))
    .innerJoin(senders, eq(senders.id, chatMessages.senderId))
    .innerJoin(
      recipients,
      eq(
        recipients.id,
        sql`CASE WHEN ${chatMessages.senderId} = ${chatThreads.buyerId} THEN ${chatThreads.sellerId} ELSE ${chatThreads.buyerId} END`,
      ),
    )
    .leftJoin(chatOffers, eq(chatOffers.id, chatMessages.offerId))
    .where(eq(chatMessages.id, messageId))
    .limit(1);
  return row;
}

/**
 * Takes the thread's one email for this side: only when they were never emailed about it, or
 * have read it since the last email. One statement, so two jobs racing send one email.
 */
export async function claimThreadEmail(
  executor: DbExecutor,
  threadId: string,
  recipientRole: 'buyer' | 'seller',
): Promise<boolean> {
  const emailedAt = recipientRole === 'buyer' ? chatThreads.buyerEmailedAt : chatThreads.sellerEmailedAt;
  const readAt = recipientRole === 'buyer' ? chatThreads.buyerReadAt : chatThreads.sellerReadAt;
  const rows = await executor
    .update(chatThreads)
    .set(recipientRole === 'buyer' ? { buyerEmailedAt: sql`now()` } : { sellerEmailedAt: sql`now()` })
    .where(
      and(
        eq(chatThreads.id, threadId),
        or(isNull(emailedAt), and(isNotNull(readAt), sql`${readAt} > ${emailedAt}`)),
      ),
    )
    .returning({ id: chatThreads.id });
  return rows.length > 0;
}
