/** Query keys of the chat feature, per signed-in user so a second account never sees the first's cache. */
export const chatQueryKeyRoot = ['chat'] as const;

export const chatQueryKeys = {
  threads: (userId: string) => [...chatQueryKeyRoot, userId, 'threads'] as const,
  thread: (userId: string, threadId: string) => [...chatQueryKeyRoot, userId, 'thread', threadId] as const,
  messages: (userId: string, threadId: string) =>
    [...chatQueryKeyRoot, userId, 'messages', threadId] as const,
  pending: (userId: string) => [...chatQueryKeyRoot, userId, 'pending'] as const,
  blocks: (userId: string) => [...chatQueryKeyRoot, userId, 'blocks'] as const,
  consent: (userId: string) => [...chatQueryKeyRoot, userId, 'consent'] as const,
};
