import type { AppDependencies } from '../../core/app-instance';
import { type ChatMessageRow, type ChatOfferRow, presentChatMessage } from './chat-message.presenter';
import type { ChatDelivery } from './realtime/chat-bus';

export interface ThreadParticipants {
  id: string;
  buyerId: string;
  sellerId: string;
}

/**
 * Sends a message, as each participant sees it, to their open sockets: the sender always (their
 * other tabs and devices), the recipient only once it is delivered (a held message reaches them
 * when a moderator approves it). Call after the transaction that wrote it has committed.
 */
export async function publishMessage(
  deps: Pick<AppDependencies, 'chat'>,
  thread: ThreadParticipants,
  message: ChatMessageRow,
  offer: ChatOfferRow | null = null,
): Promise<void> {
  const recipientId = message.senderId === thread.buyerId ? thread.sellerId : thread.buyerId;
  const deliveries: ChatDelivery[] = [
    {
      userId: message.senderId,
      frame: { type: 'message', message: presentChatMessage(message, message.senderId, offer) },
    },
  ];
  if (message.status === 'delivered') {
    deliveries.push({
      userId: recipientId,
      frame: { type: 'message', message: presentChatMessage(message, recipientId, offer) },
    });
  }
  await deps.chat.bus.publish(deliveries);
}
