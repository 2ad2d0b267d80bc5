import { randomUUID } from 'node:crypto';
import { chatMessages, chatThreads } from '../../../db/schema/chat.schema';
import type { TestContext } from '../../../test/test-app';
import type { ChatMessageRow } from '../chat-message.presenter';

/**
 * A thread and its messages as rows, for the assistant's tests (the chat core's send endpoint is
 * built in parallel; one test goes through it once it lands).
 */
export async function insertTestThread(
  context: TestContext,
  values: { listingId: string; buyerId: string; sellerId: string },
) {
  const [row] = await context.database.db
    .insert(chatThreads)
    .values(values)
    .returning({ id: chatThreads.id, buyerId: chatThreads.buyerId, sellerId: chatThreads.sellerId });
  if (!row) throw new Error('test thread was not inserted');
  return row;
}

export async function insertTestMessage(
  context: TestContext,
  values: { threadId: string; senderId: string; body: string; createdAt?: Date },
): Promise<ChatMessageRow> {
  const createdAt = values.createdAt ?? new Date();
  const [row] = await context.database.db
    .insert(chatMessages)
    .values({ ...values, clientId: randomUUID(), createdAt, deliveredAt: createdAt })
    .returning();
  if (!row) throw new Error('test message was not inserted');
  return row;
}
