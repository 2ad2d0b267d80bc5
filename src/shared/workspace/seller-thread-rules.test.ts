import { describe, expect, it } from 'vitest';
import type { ChatThread } from '../chat/chat.schema';
import { isThreadAwaitingSeller as isAwaitingSeller } from './seller-thread-rules';

const thread = (id: string, overrides: Partial<ChatThread>): ChatThread =>
  ({
    id,
    unreadCount: 0,
    isBlocked: false,
    openOffer: null,
    lastMessage: null,
    ...overrides,
  }) as ChatThread;
const lastMessage = (isOwn: boolean) => ({
  body: 'Hi',
  kind: 'text' as const,
  isOwn,
  createdAt: '2026-11-26T03:00:00.000Z',
});

describe('the seller’s conversation tasks', () => {
  it('counts unread threads, a buyer’s last word and a buyer’s open offer; not the seller’s own last word', () => {
    expect(isAwaitingSeller(thread('a', { unreadCount: 2, lastMessage: lastMessage(false) }))).toBe(true);
    expect(isAwaitingSeller(thread('b', { lastMessage: lastMessage(false) }))).toBe(true);
    expect(
      isAwaitingSeller(
        thread('c', {
          lastMessage: lastMessage(true),
          openOffer: { madeBy: 'buyer' } as ChatThread['openOffer'],
        }),
      ),
    ).toBe(true);
    expect(isAwaitingSeller(thread('d', { lastMessage: lastMessage(true) }))).toBe(false);
    expect(isAwaitingSeller(thread('e', { lastMessage: null }))).toBe(false);
    expect(isAwaitingSeller(thread('f', { unreadCount: 1, isBlocked: true }))).toBe(false);
  });
});
