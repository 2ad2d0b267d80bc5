import type { AppDependencies } from '../../core/app-instance';
import { autoReplyToBuyerMessage } from './assistant/assistant-auto-reply.service';
import type { ThreadParticipants } from './chat-delivery.service';
import type { ChatMessageRow } from './chat-message.presenter';

/**
 * What follows a message reaching its recipient, whichever way it got there (sent clean or with a
 * warning, or approved by a moderator): the unread email (at most one per thread while unread,
 * decided by the job, which runs once on whichever node takes it) and the seller's chat assistant
 * on a buyer's question. Runs after the commit; callers run it without waiting and log failures.
 */
export async function afterMessageDelivered(
  deps: AppDependencies,
  thread: ThreadParticipants,
  message: ChatMessageRow,
): Promise<void> {
  if (message.status !== 'delivered') return;
  if (message.kind !== 'system') await deps.jobs.send('chat-message-email', { messageId: message.id });
  if (message.kind === 'text' && message.senderId === thread.buyerId && !message.isAutoSent) {
    await autoReplyToBuyerMessage(deps, thread, message);
  }
}
