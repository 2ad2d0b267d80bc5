import type { ChatThread } from '@shared/chat/chat.schema';

/** The seller's reply suggestions on a buyer's message. Foundation placeholder (issue 16). */
export function AssistantSuggestions(_props: {
  thread: ChatThread;
  messageId: string;
  onUse: (text: string) => void;
}) {
  return null;
}
