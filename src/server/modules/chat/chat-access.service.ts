import type { ChatRole } from '@shared/chat/chat.schema';
import { AppError } from '../../core/app-error';
import type { AppDependencies } from '../../core/app-instance';
import type { DbExecutor } from '../../db/transaction';
import type { ThreadParticipants } from './chat-delivery.service';
import { roleOf } from './chat-thread.presenter';
import { type ChatThreadRow, findThread, lockThread } from './chat-threads.repository';
import { findChatUser, isBlockedBetween } from './chat-users.repository';

export interface ParticipantThread {
  thread: ChatThreadRow;
  role: ChatRole;
  counterpartId: string;
}

/**
 * The thread, if the user takes part in it. Anyone else gets NOT_FOUND, the same answer as for a
 * thread that does not exist, so ids cannot be probed. `lock` holds the row for a write.
 */
export async function loadParticipantThread(
  executor: DbExecutor,
  userId: string,
  threadId: string,
  options: { lock?: boolean } = {},
): Promise<ParticipantThread> {
  const thread = options.lock ? await lockThread(executor, threadId) : await findThread(executor, threadId);
  if (!thread || (thread.buyerId !== userId && thread.sellerId !== userId)) {
    throw new AppError('NOT_FOUND', 'Conversation not found');
  }
  const role = roleOf(thread, userId);
  return { thread, role, counterpartId: role === 'buyer' ? thread.sellerId : thread.buyerId };
}

/**
 * Whether the user may write to the counterpart (messages and offers): consent given, not
 * barred from chat by a moderator, and neither of the two blocked the other.
 */
export async function assertMayWrite(
  executor: DbExecutor,
  userId: string,
  counterpartId: string,
): Promise<void> {
  const user = await findChatUser(executor, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (!user.communicationConsentAt) {
    throw new AppError('CONSENT_REQUIRED', 'Agree to communicate with other users first.');
  }
  if (user.chatBlockedAt) throw new AppError('CHAT_BLOCKED', 'You can no longer send chat messages.');
  if (await isBlockedBetween(executor, userId, counterpartId)) {
    throw new AppError('CHAT_BLOCKED', 'You cannot write to this user.');
  }
}

/** Tells both sides' sockets that something about these threads changed (refetch them). */
export async function publishThreadsChanged(
  deps: Pick<AppDependencies, 'chat'>,
  threads: readonly ThreadParticipants[],
): Promise<void> {
  if (threads.length === 0) return;
  await deps.chat.bus.publish(
    threads.flatMap((thread) =>
      [thread.buyerId, thread.sellerId].map((userId) => ({
        userId,
        frame: { type: 'thread' as const, threadId: thread.id },
      })),
    ),
  );
}
