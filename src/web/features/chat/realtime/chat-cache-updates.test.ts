import type { ChatMessage, ChatThread } from '@shared/chat/chat.schema';
import { describe, expect, it } from 'vitest';
import type { MessagePages } from '../api/get-messages';
import type { ThreadList } from '../api/get-threads';
import {
  addDeliveries,
  applyMessageStatus,
  applyMessageToThreads,
  applyReadReceipt,
  bannerDeliveries,
  clearThreadUnread,
  flattenMessages,
  hasMessage,
  truncateBody,
  upsertMessage,
} from './chat-cache-updates';

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  threadId: 'thread-1',
  clientId: `client-${id}`,
  senderId: 'me',
  isOwn: true,
  kind: 'text',
  body: `body ${id}`,
  createdAt: `2026-11-26T03:00:0${id}.000Z`,
  status: 'delivered',
  readAt: null,
  isAutoSent: false,
  warnings: [],
  offer: null,
  systemEvent: null,
  ...overrides,
});

const pagesOf = (...pages: ChatMessage[][]): MessagePages => ({
  pages: pages.map((messages, index) => ({ messages, hasOlder: index < pages.length - 1 })),
  pageParams: pages.map((_, index) => (index === 0 ? null : `before-${index}`)),
});

const thread = (id: string, unreadCount: number) =>
  ({ id, unreadCount, updatedAt: '2026-11-26T02:00:00.000Z', lastMessage: null }) as unknown as ChatThread;

describe('chat cache updates', () => {
  it('appends a new message to the newest page and replaces a copy with the same client id', () => {
    const pages = pagesOf([message('3')], [message('1'), message('2')]);
    const appended = upsertMessage(pages, message('4'));
    expect(flattenMessages(appended).map((entry) => entry.id)).toEqual(['1', '2', '3', '4']);
    const again = upsertMessage(appended, message('9', { clientId: 'client-4', body: 'same' }));
    expect(flattenMessages(again).map((entry) => entry.body)).toEqual(['body 1', 'body 2', 'body 3', 'same']);
  });

  it('marks own messages read up to the receipt, not the counterpart’s nor later ones', () => {
    const pages = pagesOf([message('1'), message('2', { isOwn: false }), message('3'), message('4')]);
    const read = applyReadReceipt(pages, '3', '2026-11-26T03:01:00.000Z');
    expect(flattenMessages(read).map((entry) => entry.readAt !== null)).toEqual([true, false, true, false]);
    expect(applyReadReceipt(pages, 'unknown', 'x')).toBe(pages);
  });

  it('keeps a read receipt when the send answer arrives after it', () => {
    const pages = pagesOf([message('1', { readAt: '2026-11-26T03:01:00.000Z' })]);
    const replaced = upsertMessage(pages, message('1', { readAt: null }));
    expect(flattenMessages(replaced)[0]?.readAt).toBe('2026-11-26T03:01:00.000Z');
    expect(hasMessage(pages, '1')).toBe(true);
    expect(hasMessage(pages, '2')).toBe(false);
  });

  it('sets a held message approved or rejected', () => {
    const pages = pagesOf([message('1', { status: 'held' })]);
    expect(flattenMessages(applyMessageStatus(pages, '1', 'rejected'))[0]?.status).toBe('rejected');
  });

  it('moves the thread up with the new last message and counts it unread unless open or own', () => {
    const list: ThreadList = {
      threads: [thread('thread-0', 0), thread('thread-1', 0)],
      nextCursor: null,
      unreadThreads: 0,
      unreadMessages: 0,
    };
    const incoming = message('5', { isOwn: false });
    const closed = applyMessageToThreads(list, incoming, false);
    expect(closed?.threads.map((entry) => entry.id)).toEqual(['thread-1', 'thread-0']);
    expect(closed?.threads[0]?.unreadCount).toBe(1);
    expect(closed).toMatchObject({ unreadThreads: 1, unreadMessages: 1 });
    expect(applyMessageToThreads(list, incoming, true)?.threads[0]?.unreadCount).toBe(0);
    expect(applyMessageToThreads(list, message('5'), false)?.threads[0]?.unreadCount).toBe(0);
    expect(applyMessageToThreads(list, message('5', { threadId: 'new' }), false)).toBeNull();
    expect(clearThreadUnread(closed ?? undefined, 'thread-1')).toMatchObject({
      unreadThreads: 0,
      unreadMessages: 0,
    });
  });

  it('keeps 20 deliveries newest first, each once, and the banner shows 3 cut at 140 characters', () => {
    const many = Array.from({ length: 25 }, (_, index) => ({
      id: `m${index}`,
      threadId: 't',
      body: 'x'.repeat(200),
      createdAt: new Date(Date.UTC(2026, 10, 26, 3, 0, index)).toISOString(),
    }));
    const kept = addDeliveries(many.slice(0, 5), many);
    expect(kept).toHaveLength(20);
    expect(kept[0]?.id).toBe('m24');
    const banner = bannerDeliveries(kept);
    expect(banner.map((entry) => entry.id)).toEqual(['m24', 'm23', 'm22']);
    expect(banner[0]?.body).toBe(`${'x'.repeat(140)}…`);
  });

  it('cuts by characters, never inside an emoji, and leaves short bodies alone', () => {
    expect(truncateBody('short', 140)).toBe('short');
    expect(truncateBody('😀'.repeat(141), 140)).toBe(`${'😀'.repeat(140)}…`);
  });
});
