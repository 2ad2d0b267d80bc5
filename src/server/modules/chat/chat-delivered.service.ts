import type { AppDependencies } from '../../core/app-instance';
import { autoReplyToBuyerMessage } from './assistant/assistant-auto-reply.service';
import type { ThreadParticipants } from './chat-delivery.service';
import type { ChatMessageRow } from './chat-message.presenter';
import type { ChatThreadRow } from './chat-threads.repository';

/** The thread's email and read times, when the caller holds the thread row. */
type ThreadEmailState = Pick<
  ChatThreadRow,
  'buyerEmailedAt' | 'buyerReadAt' | 'sellerEmailedAt' | 'sellerReadAt'
>;

/**
 * Whether the recipient already has an email about this thread that they have not read since: then
 * the job would claim nothing, and a busy conversation does not queue a job per message. Only a
 * shortcut; the job's own claim (one UPDATE) still decides, so a stale row can only queue a job
 * that sends nothing.
 */
function isRecipientAwaitingEmailRead(
  thread: Partial<ThreadEmailState> & ThreadParticipants,
  senderId: string,
) {
  const isBuyerRecipient = senderId !== thread.buyerId;
  const emailedAt = isBuyerRecipient ? thread.buyerEmailedAt : thread.sellerEmailedAt;
  const readAt = isBuyerRecipient ? thread.buyerReadAt : thread.sellerReadAt;
  if (!emailedAt) return false;
  return !readAt || readAt <= emailedAt;
}

/**
 * What follows a message reaching its recipient, whichever way it got there (sent clean or with a
 * warning, or approved by a moderator): the unread email (at most one per thread while unread,
 * decided by the job, which runs once on whichever node takes it) and the seller's chat assistant
 * on a buyer's question. Runs after the commit; callers run it without waiting and log failures.
 */
export async function afterMessageDelivered(
  deps: AppDependencies,
  thread: ThreadParticipants & Partial<ThreadEmailState>,
  message: ChatMessageRow,
): Promise<void> {
  if (message.status !== 'delivered') return;
  if (message.kind !== 'system' && !isRecipientAwaitingEmailRead(thread, message.senderId)) {
    await deps.jobs.send('chat-message-email', { messageId: message.id });
  }
  if (message.kind === 'text' && message.senderId === thread.buyerId && !message.isAutoSent) {
    await autoReplyToBuyerMessage(deps, thread, message);
  }
}
