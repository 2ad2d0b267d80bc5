import type { ChatSeverity } from '@shared/chat/chat-filter.schema';
import type { ChatFlagStatus, ChatModerationAction } from '@shared/chat/chat-moderation.schema';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { chatFlagEvents, chatFlags, chatMessages, chatThreads } from '../../db/schema/chat.schema';
import { listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

/** How many messages before the flagged one a moderator sees. */
export const flagContextSize = 5;

const senders = alias(users, 'flag_senders');
const reporters = alias(users, 'flag_reporters');

/** Low-severity warnings: the sender's delivered messages the filter found something in. */
const warningsOfSender = sql<number>`(
  select count(*)::int from ${chatMessages}
  where ${chatMessages.senderId} = ${chatFlags.senderId}
    and ${chatMessages.status} = 'delivered'
    and ${chatMessages.filterFindings} <> '[]'::jsonb
)`;

/** Earlier flags on the same sender that a moderator rejected (with or without a block). */
const priorViolationsOfSender = sql<number>`(
  select count(*)::int from ${chatFlags} as earlier
  where earlier.sender_id = ${chatFlags.senderId}
    and earlier.id <> ${chatFlags.id}
    and earlier.flagged_at < ${chatFlags.flaggedAt}
    and earlier.decision in ('reject', 'reject-and-block')
)`;

const flagColumns = {
  id: chatFlags.id,
  source: chatFlags.source,
  status: chatFlags.status,
  severity: chatFlags.severity,
  findings: chatFlags.findings,
  moderatorNotes: chatFlags.moderatorNotes,
  decision: chatFlags.decision,
  flaggedAt: chatFlags.flaggedAt,
  reportReason: chatFlags.reportReason,
  reportNote: chatFlags.reportNote,
  reporterName: reporters.displayName,
  senderId: chatFlags.senderId,
  senderName: senders.displayName,
  senderChatBlockedAt: senders.chatBlockedAt,
  senderWarnings: warningsOfSender,
  senderPriorViolations: priorViolationsOfSender,
  threadId: chatThreads.id,
  buyerId: chatThreads.buyerId,
  sellerId: chatThreads.sellerId,
  listingTitle: listings.title,
  listingSlug: listings.slug,
  messageId: chatFlags.messageId,
  messageBody: chatMessages.body,
  messageCreatedAt: chatMessages.createdAt,
  messageStatus: chatMessages.status,
};
export type ChatFlagRow = Awaited<ReturnType<typeof selectFlags>>[number];

function selectFlags(executor: DbExecutor, where: SQL | undefined) {
  return executor
    .select(flagColumns)
    .from(chatFlags)
    .innerJoin(chatThreads, eq(chatThreads.id, chatFlags.threadId))
    .innerJoin(listings, eq(listings.id, chatThreads.listingId))
    .innerJoin(senders, eq(senders.id, chatFlags.senderId))
    .leftJoin(reporters, eq(reporters.id, chatFlags.reporterId))
    .leftJoin(chatMessages, eq(chatMessages.id, chatFlags.messageId))
    .where(where)
    .$dynamic();
}

export interface FlagFilter {
  status?: ChatFlagStatus;
  severity?: ChatSeverity;
}

const filterCondition = (filter: FlagFilter) =>
  and(
    filter.status ? eq(chatFlags.status, filter.status) : undefined,
    filter.severity ? eq(chatFlags.severity, filter.severity) : undefined,
  );

/** The queue order: undecided before resolved, critical first, oldest first. */
const queueOrder = [
  asc(sql`case when ${chatFlags.status} = 'resolved' then 1 else 0 end`),
  asc(
    sql`case ${chatFlags.severity} when 'critical' then 0 when 'high' then 1 when 'medium' then 2 else 3 end`,
  ),
  asc(chatFlags.flaggedAt),
  asc(chatFlags.id),
];

export async function listFlagRows(db: Db, filter: FlagFilter, page: { offset: number; limit: number }) {
  return selectFlags(db, filterCondition(filter))
    .orderBy(...queueOrder)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countFlagRows(db: Db, filter: FlagFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(chatFlags).where(filterCondition(filter));
  return row?.value ?? 0;
}

export async function findFlagRow(executor: DbExecutor, flagId: string) {
  const [row] = await selectFlags(executor, eq(chatFlags.id, flagId));
  return row ?? null;
}

/** The flag's own row, locked until the transaction ends, so two moderators cannot both decide it. */
export async function lockFlag(executor: DbExecutor, flagId: string) {
  const [row] = await executor
    .select({
      id: chatFlags.id,
      status: chatFlags.status,
      threadId: chatFlags.threadId,
      messageId: chatFlags.messageId,
      senderId: chatFlags.senderId,
    })
    .from(chatFlags)
    .where(eq(chatFlags.id, flagId))
    .for('update');
  return row ?? null;
}

export async function updateFlag(
  executor: DbExecutor,
  flagId: string,
  changes: { status?: ChatFlagStatus; moderatorNotes?: string | null },
) {
  await executor.update(chatFlags).set(changes).where(eq(chatFlags.id, flagId));
}

export async function recordFlagDecision(
  executor: DbExecutor,
  flagId: string,
  decision: { action: ChatModerationAction; moderatorId: string },
) {
  await executor
    .update(chatFlags)
    .set({
      status: 'resolved',
      decision: decision.action,
      decidedBy: decision.moderatorId,
      decidedAt: sql`now()`,
    })
    .where(eq(chatFlags.id, flagId));
}

export async function insertFlagEvent(
  executor: DbExecutor,
  event: { flagId: string; action: string; actorId: string | null; note: string | null },
) {
  // The statement's own time, not the transaction's: two steps in one request keep their order.
  await executor.insert(chatFlagEvents).values({ ...event, createdAt: sql`clock_timestamp()` });
}

/** Every step of the given flags with the actor's name, oldest first. */
export function listFlagEventRows(db: DbExecutor, flagIds: string[]) {
  if (flagIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      flagId: chatFlagEvents.flagId,
      action: chatFlagEvents.action,
      actorId: chatFlagEvents.actorId,
      actorName: users.displayName,
      note: chatFlagEvents.note,
      createdAt: chatFlagEvents.createdAt,
    })
    .from(chatFlagEvents)
    .leftJoin(users, eq(users.id, chatFlagEvents.actorId))
    .where(inArray(chatFlagEvents.flagId, flagIds))
    .orderBy(asc(chatFlagEvents.createdAt), asc(chatFlagEvents.id));
}

/**
 * Up to `flagContextSize` messages of the thread before `before` (the flagged message, or the
 * report's time), newest last. Messages with the same timestamp are ordered by id so the flagged
 * one never appears in its own context.
 */
export async function listContextRows(
  executor: DbExecutor,
  threadId: string,
  before: { createdAt: Date; messageId: string | null },
) {
  const earlier = before.messageId
    ? or(
        lt(chatMessages.createdAt, before.createdAt),
        and(eq(chatMessages.createdAt, before.createdAt), lt(chatMessages.id, before.messageId)),
      )
    : lt(chatMessages.createdAt, before.createdAt);
  const rows = await executor
    .select({
      senderId: chatMessages.senderId,
      senderName: users.displayName,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
    })
    .from(chatMessages)
    .innerJoin(users, eq(users.id, chatMessages.senderId))
    .where(
      and(
        eq(chatMessages.threadId, threadId),
        earlier,
        before.messageId ? ne(chatMessages.id, before.messageId) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(flagContextSize);
  return rows.reverse();
}

export async function lockMessage(executor: DbExecutor, messageId: string) {
  const [row] = await executor
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.id, messageId))
    .for('update');
  return row ?? null;
}

/** A held message reaches its recipient: delivered now, and the thread is active again. */
export async function deliverHeldMessage(executor: DbExecutor, messageId: string) {
  const [row] = await executor
    .update(chatMessages)
    .set({ status: 'delivered', deliveredAt: sql`now()` })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.status, 'held')))
    .returning();
  if (row) {
    await executor
      .update(chatThreads)
      .set({ lastActivityAt: sql`now()`, status: 'active', archivedAt: null })
      .where(eq(chatThreads.id, row.threadId));
  }
  return row ?? null;
}

export async function rejectHeldMessage(executor: DbExecutor, messageId: string) {
  const [row] = await executor
    .update(chatMessages)
    .set({ status: 'rejected' })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.status, 'held')))
    .returning();
  return row ?? null;
}

export async function findThreadParticipants(executor: DbExecutor, threadId: string) {
  const [row] = await executor
    .select({
      id: chatThreads.id,
      buyerId: chatThreads.buyerId,
      sellerId: chatThreads.sellerId,
      listingTitle: listings.title,
    })
    .from(chatThreads)
    .innerJoin(listings, eq(listings.id, chatThreads.listingId))
    .where(eq(chatThreads.id, threadId));
  return row ?? null;
}

/** Blocks the user from chatting (the send path answers CHAT_BLOCKED); an earlier block stays. */
export async function blockUserFromChat(executor: DbExecutor, userId: string) {
  await executor
    .update(users)
    .set({ chatBlockedAt: sql`now()` })
    .where(and(eq(users.id, userId), isNull(users.chatBlockedAt)));
}

/** Every thread the user takes part in, for the frames that tell both sides to refetch. */
export function listThreadsOfUser(executor: DbExecutor, userId: string) {
  return executor
    .select({ id: chatThreads.id, buyerId: chatThreads.buyerId, sellerId: chatThreads.sellerId })
    .from(chatThreads)
    .where(or(eq(chatThreads.buyerId, userId), eq(chatThreads.sellerId, userId)));
}
