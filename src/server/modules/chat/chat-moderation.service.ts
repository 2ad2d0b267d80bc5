import type { ChatSeverity } from '@shared/chat/chat-filter.schema';
import type {
  ChatFlag,
  ChatFlagListResponse,
  ChatFlagStatus,
  ChatModerationAction,
} from '@shared/chat/chat-moderation.schema';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { notifyChatModerationRejected } from '../notifications/notifications.service';
import { publishThreadsChanged } from './chat-access.service';
import { afterMessageDelivered } from './chat-delivered.service';
import { publishMessage, type ThreadParticipants } from './chat-delivery.service';
import type { ChatMessageRow } from './chat-message.presenter';
import { runAfterCommit } from './chat-messages.service';
import { presentChatFlag } from './chat-moderation.presenter';
import {
  blockUserFromChat,
  type ChatFlagRow,
  countFlagRows,
  deliverHeldMessage,
  findFlagRow,
  findThreadParticipants,
  insertFlagEvent,
  listContextRows,
  listFlagEventRows,
  listFlagRows,
  listThreadsOfUser,
  lockFlag,
  recordFlagDecision,
  rejectHeldMessage,
  updateFlag,
} from './chat-moderation.repository';

async function presentRows(executor: DbExecutor, rows: ChatFlagRow[]): Promise<ChatFlag[]> {
  const events = await listFlagEventRows(
    executor,
    rows.map((row) => row.id),
  );
  const contexts = await Promise.all(
    rows.map((row) =>
      listContextRows(executor, row.threadId, {
        createdAt: row.messageCreatedAt ?? row.flaggedAt,
        messageId: row.messageId,
      }),
    ),
  );
  return rows.map((row, index) =>
    presentChatFlag(
      row,
      contexts[index] ?? [],
      events.filter((event) => event.flagId === row.id),
    ),
  );
}

/** The queue: undecided flags first, the most severe and then the oldest first (spec §2). */
export async function listChatFlags(
  db: Db,
  query: { status?: ChatFlagStatus; severity?: ChatSeverity; page: number; pageSize: number },
): Promise<ChatFlagListResponse['data']> {
  const filter = { status: query.status, severity: query.severity };
  const [rows, total] = await Promise.all([
    listFlagRows(db, filter, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    countFlagRows(db, filter),
  ]);
  return { flags: await presentRows(db, rows), total, page: query.page, pageSize: query.pageSize };
}

export async function getChatFlag(executor: DbExecutor, flagId: string): Promise<ChatFlag> {
  const row = await findFlagRow(executor, flagId);
  if (!row) throw notFound('Flag not found');
  const [flag] = await presentRows(executor, [row]);
  if (!flag) throw notFound('Flag not found');
  return flag;
}

async function lockOpenFlag(executor: DbExecutor, flagId: string) {
  const flag = await lockFlag(executor, flagId);
  if (!flag) throw notFound('Flag not found');
  if (flag.status === 'resolved') throw new AppError('CONFLICT', 'This flag has already been decided');
  return flag;
}

/** Takes a flag under review or escalates it, and/or replaces the notes; each change is recorded. */
export async function updateChatFlag(
  db: Db,
  moderatorId: string,
  flagId: string,
  changes: { status?: 'underReview' | 'escalated'; notes?: string },
): Promise<ChatFlag> {
  await runInTransaction(db, async (executor) => {
    const flag = await lockOpenFlag(executor, flagId);
    if (changes.status !== undefined && changes.status !== flag.status) {
      await updateFlag(executor, flagId, { status: changes.status });
      await insertFlagEvent(executor, { flagId, action: changes.status, actorId: moderatorId, note: null });
    }
    if (changes.notes !== undefined) {
      const notes = changes.notes === '' ? null : changes.notes;
      await updateFlag(executor, flagId, { moderatorNotes: notes });
      await insertFlagEvent(executor, { flagId, action: 'note', actorId: moderatorId, note: notes });
    }
  });
  return getChatFlag(db, flagId);
}

interface DecisionOutcome {
  thread: ThreadParticipants;
  senderId: string;
  delivered: ChatMessageRow | null;
  rejected: ChatMessageRow | null;
  blockedThreads: ThreadParticipants[];
}

/**
 * Approve delivers a held message (a report: nothing to do); reject keeps it from the recipient and
 * tells the sender; reject-and-block also blocks the sender from chatting. Each is recorded with
 * who and when; the frames go out after the commit.
 */
export async function decideChatFlag(
  deps: AppDependencies,
  moderatorId: string,
  flagId: string,
  decision: { action: ChatModerationAction; note?: string },
  logger: FastifyBaseLogger,
): Promise<ChatFlag> {
  const { db } = deps.database;
  const outcome = await runInTransaction(db, async (executor): Promise<DecisionOutcome> => {
    const flag = await lockOpenFlag(executor, flagId);
    const thread = await findThreadParticipants(executor, flag.threadId);
    if (!thread) throw notFound('Flag not found');
    const isRejection = decision.action !== 'approve';
    const delivered =
      decision.action === 'approve' && flag.messageId
        ? await deliverHeldMessage(executor, flag.messageId)
        : null;
    const rejected = isRejection && flag.messageId ? await rejectHeldMessage(executor, flag.messageId) : null;
    const isBlocking = decision.action === 'reject-and-block';
    if (isBlocking) await blockUserFromChat(executor, flag.senderId);
    await recordFlagDecision(executor, flagId, { action: decision.action, moderatorId });
    await insertFlagEvent(executor, {
      flagId,
      action: decision.action,
      actorId: moderatorId,
      note: decision.note || null,
    });
    if (isRejection) {
      await notifyChatModerationRejected(executor, flag.senderId, {
        flagId,
        threadId: thread.id,
        listingTitle: thread.listingTitle,
        isReport: flag.messageId === null,
        isBlocked: isBlocking,
      });
    }
    return {
      thread,
      senderId: flag.senderId,
      delivered,
      rejected,
      blockedThreads: isBlocking ? await listThreadsOfUser(executor, flag.senderId) : [],
    };
  });
  publishOutcome(deps, outcome, logger);
  return getChatFlag(db, flagId);
}

/**
 * After the commit, without holding up the moderator's answer (a failed frame is logged; the
 * decision stands): the recipient gets an approved message live, the sender its new status, and
 * a blocked sender's threads refresh on both sides.
 */
function publishOutcome(deps: AppDependencies, outcome: DecisionOutcome, logger: FastifyBaseLogger): void {
  const { delivered, rejected, thread } = outcome;
  const changed = delivered ?? rejected;
  if (changed) {
    runAfterCommit(logger, 'chat moderation status', () =>
      deps.chat.bus.publish([
        {
          userId: changed.senderId,
          frame: {
            type: 'message-status',
            threadId: changed.threadId,
            messageId: changed.id,
            status: changed.status,
          },
        },
      ]),
    );
  }
  if (delivered) {
    runAfterCommit(logger, 'chat moderation publish', () => publishMessage(deps, thread, delivered));
    runAfterCommit(logger, 'chat moderation delivered', () => afterMessageDelivered(deps, thread, delivered));
  }
  if (outcome.blockedThreads.length > 0) {
    runAfterCommit(logger, 'chat moderation block', () =>
      publishThreadsChanged(deps, outcome.blockedThreads),
    );
  }
}
