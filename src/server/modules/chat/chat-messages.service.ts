import type { ChatMessage, MessageListResponse, PendingResponse } from '@shared/chat/chat.schema';
import { deliveredMessagesKept } from '@shared/chat/chat-constants';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { type DbExecutor, runInTransaction } from '../../db/transaction';
import { assertMayWrite, loadParticipantThread, publishThreadsChanged } from './chat-access.service';
import { afterMessageDelivered } from './chat-delivered.service';
import { publishMessage } from './chat-delivery.service';
import { type ChatMessageRow, presentChatMessage } from './chat-message.presenter';
import {
  countUnreadAddressedTo,
  findDeliveriesTo,
  findMessage,
  findMessageByClientId,
  findOffersByIds,
  findVisibleMessages,
  insertFlag,
  insertMessageOnce,
  markMessagesRead,
} from './chat-messages.repository';
import { setThreadReadAt, touchThreadActivity } from './chat-threads.repository';
import { type ScreenResult, screenMessage } from './filter/screen-message';

/** Presents rows for the viewer with the offers their offer messages carry. */
async function presentMessages(executor: DbExecutor, rows: ChatMessageRow[], viewerId: string) {
  const offerIds = [...new Set(rows.flatMap((row) => (row.offerId ? [row.offerId] : [])))];
  const offers = new Map((await findOffersByIds(executor, offerIds)).map((offer) => [offer.id, offer]));
  return rows.map((row) =>
    presentChatMessage(row, viewerId, row.offerId ? (offers.get(row.offerId) ?? null) : null),
  );
}

/** Oldest first, one page back from `before`; the counterpart's held and rejected messages are left out. */
export async function listMessages(
  db: Db,
  viewerId: string,
  threadId: string,
  query: { before?: string; limit: number },
): Promise<MessageListResponse['data']> {
  await loadParticipantThread(db, viewerId, threadId);
  const rows = await findVisibleMessages(db, threadId, viewerId, {
    beforeMessageId: query.before,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit).reverse();
  return { messages: await presentMessages(db, page, viewerId), hasOlder: rows.length > query.limit };
}

export type ScreenFunction = (body: string) => ScreenResult;

export interface SendMessageOptions {
  /** Where the after-commit work reports its failures (the request's logger). */
  logger: FastifyBaseLogger;
  /** The pre-delivery filter; tests pass their own result in to reach each path. */
  screen?: ScreenFunction;
}

/**
 * `POST /api/chat/threads/{id}/messages`. Idempotent by (sender, client id): a retry returns the
 * first message and changes nothing. The filter runs before the insert; a held message and its
 * moderation flag are written in one transaction, so a flag never lacks its message or the reverse.
 * Messages on a sold or archived listing are still allowed in an existing thread: buyer and
 * seller may need to arrange the handover (ADR 050).
 */
export async function sendMessage(
  deps: AppDependencies,
  senderId: string,
  threadId: string,
  input: { clientId: string; body: string },
  options: SendMessageOptions,
): Promise<{ message: ChatMessage; isNew: boolean }> {
  const { db } = deps.database;
  const screen =
    options.screen ??
    ((body: string) => screenMessage(body, { siteHost: new URL(deps.config.publicUrl).host }));
  const outcome = await runInTransaction(db, async (executor) => {
    const participant = await loadParticipantThread(executor, senderId, threadId, { lock: true });
    const retried = await findMessageByClientId(executor, senderId, input.clientId);
    if (retried) return { participant, message: retried, isNew: false, wasReopened: false };
    await assertMayWrite(executor, senderId, participant.counterpartId);
    const result = screen(input.body);
    const isHeld = result.action === 'hold';
    const { message, isNew } = await insertMessageOnce(executor, {
      threadId,
      senderId,
      clientId: input.clientId,
      kind: 'text',
      body: input.body,
      status: isHeld ? 'held' : 'delivered',
      filterFindings: result.findings,
    });
    if (!isNew) return { participant, message, isNew, wasReopened: false };
    if (isHeld) {
      await insertFlag(
        executor,
        {
          source: 'filter',
          severity: result.severity ?? 'high',
          threadId,
          messageId: message.id,
          senderId,
          findings: result.findings,
        },
        { action: 'flagged', actorId: null },
      );
      return { participant, message, isNew, wasReopened: false };
    }
    await touchThreadActivity(executor, threadId);
    return { participant, message, isNew, wasReopened: participant.thread.status === 'archived' };
  });
  if (outcome.message.threadId !== threadId) {
    // The client reused one id for two threads; the first message stands, the second is refused.
    throw new AppError('CONFLICT', 'This client id was already used for another message.');
  }
  const { thread } = outcome.participant;
  if (outcome.isNew) {
    runAfterCommit(options.logger, 'chat message publish', () =>
      publishMessage(deps, thread, outcome.message),
    );
    if (outcome.wasReopened)
      runAfterCommit(options.logger, 'chat thread reopen', () => publishThreadsChanged(deps, [thread]));
    if (outcome.message.status === 'delivered') {
      runAfterCommit(options.logger, 'chat message delivered', () =>
        afterMessageDelivered(deps, thread, outcome.message),
      );
    }
  }
  const [message] = await presentMessages(db, [outcome.message], senderId);
  if (!message) throw new Error('chat message could not be presented');
  return { message, isNew: outcome.isNew };
}

/** Fire and forget after the commit: the sender's answer never waits for or fails with it. */
export function runAfterCommit(logger: FastifyBaseLogger, what: string, work: () => Promise<void>) {
  work().catch((error: unknown) => logger.error({ err: error }, `${what} failed`));
}

/**
 * Read receipt: the counterpart's delivered messages up to `upToMessageId` (the latest when left
 * out) are read now, the viewer's read time moves on, and both sides' sockets learn it.
 */
export async function markThreadRead(
  deps: Pick<AppDependencies, 'database' | 'chat'>,
  readerId: string,
  threadId: string,
  upToMessageId: string | undefined,
): Promise<void> {
  const { db } = deps.database;
  const outcome = await runInTransaction(db, async (executor) => {
    const participant = await loadParticipantThread(executor, readerId, threadId);
    if (upToMessageId) {
      const upTo = await findMessage(executor, upToMessageId);
      if (!upTo || upTo.threadId !== threadId) throw new AppError('NOT_FOUND', 'Message not found');
    }
    const newest = await markMessagesRead(executor, threadId, readerId, upToMessageId ?? null);
    await setThreadReadAt(executor, threadId, participant.role);
    return { participant, newest };
  });
  const { participant, newest } = outcome;
  if (!newest) return;
  const frame = {
    type: 'read' as const,
    threadId,
    readerId,
    upToMessageId: newest.id,
    readAt: newest.readAt.toISOString(),
  };
  // The counterpart sees the receipt; the reader's other tabs and devices clear their unread count.
  await deps.chat.bus.publish([
    { userId: participant.counterpartId, frame },
    { userId: readerId, frame },
  ]);
}

/** Spec §7: unread messages addressed to the user, and the latest deliveries (after `since`). */
export async function getOfflinePending(
  db: Db,
  userId: string,
  since: string | undefined,
): Promise<PendingResponse['data']> {
  const pendingCount = await countUnreadAddressedTo(db, userId);
  const rows = await findDeliveriesTo(db, userId, since ? new Date(since) : undefined, deliveredMessagesKept);
  return {
    pendingCount,
    deliveries: await presentMessages(
      db,
      rows.map((row) => row.message),
      userId,
    ),
  };
}
