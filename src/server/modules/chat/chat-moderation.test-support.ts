import { randomUUID } from 'node:crypto';
import type { ChatFilterFinding, ChatSeverity } from '@shared/chat/chat-filter.schema';
import { chatFlagEvents, chatFlags, chatMessages, chatThreads } from '../../db/schema/chat.schema';
import { createTestListings } from '../../test/listing-factory';
import type { TestContext } from '../../test/test-app';

/**
 * Rows as the chat core writes them (a thread, messages, a held message with its flag, a reported
 * thread), inserted directly so the moderation tests do not depend on the send path. Test-only.
 */
export async function createTestThread(
  context: TestContext,
  people: { buyerId: string; sellerId: string },
): Promise<{ id: string; listingId: string; buyerId: string; sellerId: string }> {
  const [listingId] = await createTestListings(context, { sellerId: people.sellerId, count: 1 });
  if (!listingId) throw new Error('no test listing');
  const [thread] = await context.database.db
    .insert(chatThreads)
    .values({ listingId, buyerId: people.buyerId, sellerId: people.sellerId })
    .returning();
  if (!thread) throw new Error('no test thread');
  return { id: thread.id, listingId, buyerId: thread.buyerId, sellerId: thread.sellerId };
}

export async function insertTestMessage(
  context: TestContext,
  message: {
    threadId: string;
    senderId: string;
    body: string;
    status?: 'delivered' | 'held' | 'rejected';
    findings?: ChatFilterFinding[];
    createdAt?: Date;
  },
) {
  const [row] = await context.database.db
    .insert(chatMessages)
    .values({
      threadId: message.threadId,
      senderId: message.senderId,
      clientId: randomUUID(),
      body: message.body,
      status: message.status ?? 'delivered',
      filterFindings: message.findings ?? [],
      createdAt: message.createdAt ?? new Date(),
      deliveredAt: message.status === 'held' ? null : (message.createdAt ?? new Date()),
    })
    .returning();
  if (!row) throw new Error('no test message');
  return row;
}

/** A message the filter held, with its open flag and the 'flagged' event, as the core writes them. */
export async function insertHeldMessageFlag(
  context: TestContext,
  options: {
    threadId: string;
    senderId: string;
    body: string;
    severity?: ChatSeverity;
    findings?: ChatFilterFinding[];
    flaggedAt?: Date;
  },
) {
  const severity = options.severity ?? 'high';
  const findings = options.findings ?? [{ kind: 'phone', severity, match: '017612345678' }];
  const message = await insertTestMessage(context, {
    threadId: options.threadId,
    senderId: options.senderId,
    body: options.body,
    status: 'held',
    findings,
    createdAt: options.flaggedAt,
  });
  const [flag] = await context.database.db
    .insert(chatFlags)
    .values({
      source: 'filter',
      severity,
      threadId: options.threadId,
      messageId: message.id,
      senderId: options.senderId,
      findings,
      flaggedAt: options.flaggedAt ?? new Date(),
    })
    .returning();
  if (!flag) throw new Error('no test flag');
  await context.database.db
    .insert(chatFlagEvents)
    .values({ flagId: flag.id, action: 'flagged', actorId: null, note: null, createdAt: flag.flaggedAt });
  return { flag, message };
}

/** A user's report of a thread: the flag is about the counterpart's conduct, with no one message. */
export async function insertReportFlag(
  context: TestContext,
  options: { threadId: string; senderId: string; reporterId: string; note?: string; flaggedAt?: Date },
) {
  const [flag] = await context.database.db
    .insert(chatFlags)
    .values({
      source: 'report',
      severity: 'medium',
      threadId: options.threadId,
      senderId: options.senderId,
      reporterId: options.reporterId,
      reportReason: 'scam',
      reportNote: options.note ?? null,
      flaggedAt: options.flaggedAt ?? new Date(),
    })
    .returning();
  if (!flag) throw new Error('no test flag');
  await context.database.db
    .insert(chatFlagEvents)
    .values({ flagId: flag.id, action: 'reported', actorId: options.reporterId, note: options.note ?? null });
  return flag;
}
