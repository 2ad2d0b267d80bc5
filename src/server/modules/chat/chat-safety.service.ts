import type { chatReportReasons } from '@shared/chat/chat.schema';
import type { ChatSeverity } from '@shared/chat/chat-filter.schema';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { Db } from '../../db/database';
import { runInTransaction } from '../../db/transaction';
import { loadParticipantThread, publishThreadsChanged } from './chat-access.service';
import { insertFlag } from './chat-messages.repository';
import { findThreadsBetween } from './chat-threads.repository';
import { deleteBlock, findBlockedUsers, findChatUser, insertBlock } from './chat-users.repository';

export async function listBlockedUsers(db: Db, blockerId: string) {
  const rows = await findBlockedUsers(db, blockerId);
  return rows.map((row) => ({ id: row.id, name: row.name, blockedAt: row.blockedAt.toISOString() }));
}

/** Blocks a user: neither can write to the other; their threads' sockets are told to refetch. */
export async function blockUser(
  deps: Pick<AppDependencies, 'database' | 'chat'>,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  if (blockerId === blockedId) throw new AppError('BAD_REQUEST', 'You cannot block yourself.');
  const { db } = deps.database;
  if (!(await findChatUser(db, blockedId))) throw new AppError('NOT_FOUND', 'User not found');
  if (await insertBlock(db, blockerId, blockedId)) {
    await publishThreadsChanged(deps, await findThreadsBetween(db, blockerId, blockedId));
  }
}

export async function unblockUser(
  deps: Pick<AppDependencies, 'database' | 'chat'>,
  blockerId: string,
  blockedId: string,
): Promise<void> {
  const { db } = deps.database;
  if (await deleteBlock(db, blockerId, blockedId)) {
    await publishThreadsChanged(deps, await findThreadsBetween(db, blockerId, blockedId));
  }
}

type ReportReason = (typeof chatReportReasons)[number];

/** A scam report goes to the top of the queue; every other reason is medium. */
export const reportSeverityOf = (reason: ReportReason): ChatSeverity =>
  reason === 'scam' ? 'high' : 'medium';

/**
 * `POST /api/chat/threads/{id}/report`: a moderation flag about the counterpart's conduct in this
 * thread, with its first event, for the chat moderation queue.
 */
export async function reportThread(
  db: Db,
  reporterId: string,
  threadId: string,
  input: { reason: ReportReason; note?: string | undefined },
): Promise<{ reportId: string }> {
  return runInTransaction(db, async (executor) => {
    const { counterpartId } = await loadParticipantThread(executor, reporterId, threadId);
    const note = input.note ? input.note : null;
    const reportId = await insertFlag(
      executor,
      {
        source: 'report',
        severity: reportSeverityOf(input.reason),
        threadId,
        messageId: null,
        senderId: counterpartId,
        reporterId,
        reportReason: input.reason,
        reportNote: note,
      },
      { action: 'reported', actorId: reporterId, note },
    );
    return { reportId };
  });
}
