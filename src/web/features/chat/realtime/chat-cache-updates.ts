import type { ChatMessage, ChatMessageStatus } from '@shared/chat/chat.schema';
import {
  bannerBodyMaxLength,
  bannerDeliveriesShown,
  deliveredMessagesKept,
} from '@shared/chat/chat-constants';
import type { MessagePages } from '../api/get-messages';
import type { ThreadList } from '../api/get-threads';

/**
 * Pure updates of the cached chat data for what the socket reports (ADR 056). The socket is best
 * effort: anything these cannot place (a thread not in the list) is left to a refetch.
 */

function samePlace(a: ChatMessage, b: ChatMessage): boolean {
  return a.id === b.id || (a.clientId === b.clientId && a.senderId === b.senderId);
}

/** Puts a new message after the newest, or replaces the copy already there (same id or client id). */
export function upsertMessage(
  pages: MessagePages | undefined,
  message: ChatMessage,
): MessagePages | undefined {
  if (!pages || pages.pages.length === 0) return pages;
  let isReplaced = false;
  const replaced = pages.pages.map((page) => ({
    ...page,
    messages: page.messages.map((existing) => {
      if (!samePlace(existing, message)) return existing;
      isReplaced = true;
      // A read receipt may arrive before the answer to the send that carries the same message.
      return { ...message, readAt: message.readAt ?? existing.readAt };
    }),
  }));
  if (isReplaced) return { ...pages, pages: replaced };
  const [newest, ...older] = pages.pages;
  if (!newest) return pages;
  return { ...pages, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
}

function mapMessages(pages: MessagePages, change: (message: ChatMessage) => ChatMessage): MessagePages {
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, messages: page.messages.map(change) })) };
}

export function hasMessage(pages: MessagePages | undefined, messageId: string): boolean {
  return pages?.pages.some((page) => page.messages.some((message) => message.id === messageId)) ?? false;
}

/** Oldest first, across the loaded pages (pages[0] is the newest page). */
export function flattenMessages(pages: MessagePages | undefined): ChatMessage[] {
  if (!pages) return [];
  return [...pages.pages].reverse().flatMap((page) => page.messages);
}

/** A read receipt: the viewer's own messages up to and including `upToMessageId` were read. */
export function applyReadReceipt(
  pages: MessagePages | undefined,
  upToMessageId: string,
  readAt: string,
): MessagePages | undefined {
  if (!pages) return pages;
  const all = flattenMessages(pages);
  const upTo = all.find((message) => message.id === upToMessageId);
  if (!upTo) return pages;
  return mapMessages(pages, (message) =>
    message.isOwn && message.readAt === null && message.createdAt <= upTo.createdAt
      ? { ...message, readAt }
      : message,
  );
}

export function applyMessageStatus(
  pages: MessagePages | undefined,
  messageId: string,
  status: ChatMessageStatus,
): MessagePages | undefined {
  if (!pages) return pages;
  return mapMessages(pages, (message) => (message.id === messageId ? { ...message, status } : message));
}

/**
 * A new message in the thread list: last message and time set, the thread moved to the top, and one
 * more unread unless the viewer wrote it or has the thread open. Returns null when the thread is not
 * in the list (a new thread): the caller refetches.
 */
export function applyMessageToThreads(
  list: ThreadList | undefined,
  message: ChatMessage,
  isThreadOpen: boolean,
): ThreadList | undefined | null {
  if (!list) return list;
  const thread = list.threads.find((candidate) => candidate.id === message.threadId);
  if (!thread) return null;
  const isNewUnread = !message.isOwn && message.status === 'delivered' && !isThreadOpen;
  const isSameAsLast =
    thread.lastMessage?.createdAt === message.createdAt && thread.lastMessage.body === message.body;
  const updated = {
    ...thread,
    updatedAt: message.createdAt.localeCompare(thread.updatedAt) > 0 ? message.createdAt : thread.updatedAt,
    lastMessage: {
      body: message.body,
      kind: message.kind,
      isOwn: message.isOwn,
      createdAt: message.createdAt,
    },
    unreadCount: thread.unreadCount + (isNewUnread && !isSameAsLast ? 1 : 0),
  };
  const wasUnread = thread.unreadCount > 0;
  const countsChange = isNewUnread && !isSameAsLast;
  return {
    ...list,
    threads: [updated, ...list.threads.filter((candidate) => candidate.id !== thread.id)],
    unreadMessages: list.unreadMessages + (countsChange ? 1 : 0),
    unreadThreads: list.unreadThreads + (countsChange && !wasUnread ? 1 : 0),
  };
}

/** The thread was read by the viewer: its unread count goes to zero at once. */
export function clearThreadUnread(list: ThreadList | undefined, threadId: string): ThreadList | undefined {
  if (!list) return list;
  const thread = list.threads.find((candidate) => candidate.id === threadId);
  if (!thread || thread.unreadCount === 0) return list;
  return {
    ...list,
    threads: list.threads.map((candidate) =>
      candidate.id === threadId ? { ...candidate, unreadCount: 0 } : candidate,
    ),
    unreadMessages: Math.max(0, list.unreadMessages - thread.unreadCount),
    unreadThreads: Math.max(0, list.unreadThreads - 1),
  };
}

/** Spec §3 Chat: a delivered message as the device keeps it (id, body, time, thread). */
export interface ChatDelivery {
  id: string;
  threadId: string;
  body: string;
  createdAt: string;
}

/** Keeps the newest `deliveredMessagesKept` deliveries, newest first, each once. */
export function addDeliveries(kept: ChatDelivery[], incoming: ChatDelivery[]): ChatDelivery[] {
  const byId = new Map<string, ChatDelivery>();
  for (const delivery of [...incoming, ...kept]) {
    if (!byId.has(delivery.id)) byId.set(delivery.id, delivery);
  }
  return [...byId.values()]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, deliveredMessagesKept);
}

export function deliveryOf(message: ChatMessage): ChatDelivery {
  return { id: message.id, threadId: message.threadId, body: message.body, createdAt: message.createdAt };
}

/** Spec §2/§9 status banner: the latest 3 deliveries, bodies cut at 140 characters. */
export function bannerDeliveries(kept: ChatDelivery[]): ChatDelivery[] {
  return kept.slice(0, bannerDeliveriesShown).map((delivery) => ({
    ...delivery,
    body: truncateBody(delivery.body, bannerBodyMaxLength),
  }));
}

/** Keeps the first `maxLength` characters (not UTF-16 units, so an emoji is never split), then "…". */
export function truncateBody(body: string, maxLength: number): string {
  const characters = [...body];
  if (characters.length <= maxLength) return body;
  return `${characters.slice(0, maxLength).join('').trimEnd()}…`;
}
