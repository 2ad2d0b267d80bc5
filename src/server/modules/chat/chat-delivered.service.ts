import type { AppDependencies } from '../../core/app-instance';
import type { ThreadParticipants } from './chat-delivery.service';
import type { ChatMessageRow } from './chat-message.presenter';

/**
 * What follows a message reaching its recipient, whichever way it got there (sent clean or with a
 * warning, or approved by a moderator): the unread email (at most one per thread while unread) and
 * the seller's chat assistant on a buyer's question. Runs after the commit; never throws into
 * the sender's request.
 */
export async function afterMessageDelivered(
  _deps: AppDependencies,
  _thread: ThreadParticipants,
  _message: ChatMessageRow,
): Promise<void> {
  // Filled in by the chat core (email notice) and the assistant (auto reply).
}
