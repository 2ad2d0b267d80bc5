import type { AppDependencies } from '../../../core/app-instance';
import type { ThreadParticipants } from '../chat-delivery.service';
import type { ChatMessageRow } from '../chat-message.presenter';

/**
 * The seller's chat assistant on a buyer's delivered message: answers the topics the seller chose
 * to have answered automatically, marks the answer as auto-sent, and leaves everything it cannot
 * answer safely to the seller. Foundation placeholder (issue 16): the assistant fills it in.
 */
export async function autoReplyToBuyerMessage(
  _deps: AppDependencies,
  _thread: ThreadParticipants,
  _message: ChatMessageRow,
): Promise<void> {}
