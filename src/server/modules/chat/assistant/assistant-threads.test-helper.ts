import { randomUUID } from 'node:crypto';
import { chatMessages, chatThreads } from '../../../db/schema/chat.schema';
import { publishTestListing } from '../../../test/published-listing-factory';
import type { TestContext } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/user-factory';
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

/** A German oak table: pickup in Berlin, DHL for 5.49 €, measurements given, VB. */
export async function publishAssistantTestTable(context: TestContext, owner: TestUser): Promise<string> {
  const listing = await publishTestListing(context, owner, {
    language: 'de',
    title: 'Esstisch aus Eiche, ausziehbar',
    description:
      'Esstisch aus massiver Eiche, ausziehbar. Leichte Kratzer an der Kante, sonst sehr gepflegt.',
    categoryId: 'home-furniture-tables',
    priceValue: 120,
    priceKind: 'negotiable',
    attributes: { widthCm: 160, depthCm: 90, heightCm: 75 },
    offersPickup: true,
    offersShipping: true,
    shippingOptions: [{ carrier: 'dhl', price: 5.49, estimatedDays: '2-3' }],
  });
  return listing.id;
}

/** One thread per listing and buyer: each call asks as a buyer of its own. */
export async function insertThreadWithNewBuyer(context: TestContext, listingId: string, sellerId: string) {
  const buyer = await createTestUser(context, { roles: ['buyer'], label: 'assistant-buyer' });
  return insertTestThread(context, { listingId, buyerId: buyer.id, sellerId });
}

export const assistantSuggestionsUrl = (threadId: string, messageId?: string) =>
  `/api/chat/threads/${threadId}/assistant/suggestions${messageId ? `?messageId=${messageId}` : ''}`;
