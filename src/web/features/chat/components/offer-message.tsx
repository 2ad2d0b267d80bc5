import type { ChatMessage, ChatThread } from '@shared/chat/chat.schema';

/** An offer in the thread, with the answers the viewer may give. Foundation placeholder (issue 16). */
export function OfferMessage({ message }: { message: ChatMessage; thread: ChatThread }) {
  return <p>{message.body}</p>;
}
