/**
 * The chat's query keys in one place, so whatever changes a thread (a message, an offer answer)
 * refreshes the same caches the chat page reads. Everything lives under ['chat'].
 */
export const chatQueryKeys = {
  all: ['chat'] as const,
  threads: ['chat', 'threads'] as const,
  thread: (threadId: string) => ['chat', 'thread', threadId] as const,
  messages: (threadId: string) => ['chat', 'messages', threadId] as const,
};
