import type { ChatMessage } from '@shared/chat/chat.schema';
import { typingIndicatorTtlMs } from '@shared/chat/chat-constants';
import type { ServerFrame } from '@shared/chat/chat-socket.schema';
import type { QueryClient } from '@tanstack/react-query';
import { currentSession } from '../../../lib/api';
import { sessionStore } from '../../../lib/session/session-client';
import { storageKeys } from '../../../lib/storage-keys';
import { chatQueryKeys } from '../api/chat-query-keys';
import type { MessagePages } from '../api/get-messages';
import { getOfflinePending } from '../api/get-offline-pending';
import type { ThreadList } from '../api/get-threads';
import { sendMessage } from '../api/send-message';
import { outboxStorageKey } from '../outbox/chat-outbox';
import { createOutboxStore, type OutboxStore } from '../outbox/chat-outbox-store';
import {
  addDeliveries,
  applyMessageStatus,
  applyMessageToThreads,
  applyReadReceipt,
  type ChatDelivery,
  deliveryOf,
  hasMessage,
  upsertMessage,
} from './chat-cache-updates';
import { type ChatConnectionStatus, ChatSocketClient, chatSocketUrl } from './chat-socket-client';

/** How often queued messages are tried again when no event says the network is back. */
const QUEUED_RETRY_MS = 5_000;

/** What the header popovers, the banner and the thread show about the live connection. */
export interface ChatConnectionState {
  status: ChatConnectionStatus;
  /** Newest first, at most `deliveredMessagesKept`. */
  deliveries: ChatDelivery[];
  /** Unread messages addressed to the user (GET /chat/offline/pending). */
  unreadCount: number;
  /** Thread id -> when its typing indicator expires (epoch ms). */
  typingUntil: Record<string, number>;
}

interface StoredDeliveries {
  version: 1;
  deliveries: ChatDelivery[];
  lastSyncAt: string | null;
}

function readDeliveries(key: string): StoredDeliveries {
  try {
    const parsed = JSON.parse(localStorage.getItem(key) ?? 'null') as StoredDeliveries | null;
    if (parsed?.version === 1 && Array.isArray(parsed.deliveries)) return parsed;
  } catch {
    // Unreadable: start empty; the server's pending list fills it again.
  }
  return { version: 1, deliveries: [], lastSyncAt: null };
}

/**
 * The tab's one chat connection (ADR 056): the socket, the outbox and what they report, shared by
 * every component that asks for it and kept only while one does and the user is signed in.
 */
class ChatConnection {
  private state: ChatConnectionState;
  private readonly listeners = new Set<() => void>();
  private readonly socket: ChatSocketClient;
  readonly outbox: OutboxStore;
  private readonly deliveriesKey: string;
  private lastSyncAt: string | null;
  private readonly typingTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly cleanups: (() => void)[] = [];
  /** The thread the user has on screen, whose new messages are not counted unread. */
  openThreadId: string | null = null;

  constructor(
    readonly userId: string,
    private readonly queryClient: QueryClient,
  ) {
    this.deliveriesKey = `${storageKeys.chatDeliveries}.${userId}`;
    const stored = readDeliveries(this.deliveriesKey);
    this.lastSyncAt = stored.lastSyncAt;
    this.state = { status: 'disconnected', deliveries: stored.deliveries, unreadCount: 0, typingUntil: {} };
    this.outbox = createOutboxStore({
      storage: localStorage,
      storageKey: outboxStorageKey(storageKeys.chatOutbox, userId),
      send: sendMessage,
      onSent: (message) => this.placeMessage(message),
      isOnline: () => navigator.onLine,
      newClientId: () => crypto.randomUUID(),
      now: () => new Date(),
    });
    this.socket = new ChatSocketClient({
      url: chatSocketUrl(window.location),
      createSocket: (url) => new WebSocket(url),
      getAccessToken: async () => (await currentSession.getAccessToken()) ?? null,
      refreshSession: () => currentSession.refresh(),
      onStatus: (status) => this.update({ status }),
      onFrame: (frame) => this.handleFrame(frame),
      onReady: () => {
        this.catchUp();
        // A socket that could reconnect means the network is back, even where no 'online' event came.
        void this.outbox.flush();
      },
    });
  }

  start(): void {
    const online = () => {
      this.socket.reconnectNow();
      void this.outbox.flush();
    };
    const storage = (event: StorageEvent) => {
      if (event.key?.startsWith(storageKeys.chatOutbox)) this.outbox.reload();
    };
    let tokenExpiry = sessionStore.getSnapshot().accessTokenExpiresAt;
    const unsubscribeSession = sessionStore.subscribe(() => {
      const next = sessionStore.getSnapshot().accessTokenExpiresAt;
      if (next !== tokenExpiry && next !== null) void this.socket.reauthenticate();
      tokenExpiry = next;
    });
    window.addEventListener('online', online);
    window.addEventListener('storage', storage);
    // Browsers drop or coalesce 'online' events on a quick offline-online flap, and a failed send only
    // waits for the next event: a slow retry delivers what is queued even if none comes.
    const retryQueued = window.setInterval(() => {
      if (this.outbox.getItems().some((item) => item.state === 'queued')) void this.outbox.flush();
    }, QUEUED_RETRY_MS);
    this.cleanups.push(
      () => window.clearInterval(retryQueued),
      () => window.removeEventListener('online', online),
      () => window.removeEventListener('storage', storage),
      unsubscribeSession,
    );
    this.socket.start();
    void this.outbox.flush();
  }

  stop(): void {
    this.socket.stop();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const timer of this.typingTimers.values()) clearTimeout(timer);
    this.typingTimers.clear();
  }

  getState = (): ChatConnectionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  sendTyping(threadId: string, isTyping: boolean): void {
    this.socket.send({ type: 'typing', threadId, isTyping });
  }

  private update(change: Partial<ChatConnectionState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }

  private keepDeliveries(incoming: ChatDelivery[], syncedAt: string | null): void {
    const deliveries = addDeliveries(this.state.deliveries, incoming);
    if (syncedAt) this.lastSyncAt = syncedAt;
    try {
      localStorage.setItem(
        this.deliveriesKey,
        JSON.stringify({ version: 1, deliveries, lastSyncAt: this.lastSyncAt } satisfies StoredDeliveries),
      );
    } catch {
      // Kept in memory for this tab.
    }
    this.update({ deliveries });
  }

  /** After (re)connecting: HTTP is the truth, so refetch what the socket may have missed. */
  private catchUp(): void {
    void this.queryClient.invalidateQueries({ queryKey: ['chat', this.userId] });
    void this.outbox.flush();
    const syncedAt = new Date().toISOString();
    getOfflinePending(this.lastSyncAt).then(
      (pending) => {
        this.update({ unreadCount: pending.pendingCount });
        this.keepDeliveries(pending.deliveries.filter((message) => !message.isOwn).map(deliveryOf), syncedAt);
      },
      (error: unknown) => console.warn('Loading missed chat messages failed', error),
    );
  }

  /** A message the user sent or received: into its thread's messages and the thread list. */
  placeMessage(message: ChatMessage): void {
    this.queryClient.setQueryData<MessagePages>(
      chatQueryKeys.messages(this.userId, message.threadId),
      (pages) => upsertMessage(pages, message),
    );
    const threadsKey = chatQueryKeys.threads(this.userId);
    const list = this.queryClient.getQueryData<ThreadList>(threadsKey);
    const updated = applyMessageToThreads(list, message, this.openThreadId === message.threadId);
    if (updated === null) void this.queryClient.invalidateQueries({ queryKey: threadsKey });
    else if (updated) this.queryClient.setQueryData(threadsKey, updated);
  }

  private handleFrame(frame: ServerFrame): void {
    switch (frame.type) {
      case 'message': {
        this.placeMessage(frame.message);
        if (!frame.message.isOwn && frame.message.status === 'delivered') {
          this.setTyping(frame.message.threadId, false);
          this.keepDeliveries([deliveryOf(frame.message)], null);
          if (this.openThreadId !== frame.message.threadId) {
            this.update({ unreadCount: this.state.unreadCount + 1 });
          }
        }
        return;
      }
      case 'read': {
        if (frame.readerId === this.userId) return;
        const messagesKey = chatQueryKeys.messages(this.userId, frame.threadId);
        const pages = this.queryClient.getQueryData<MessagePages>(messagesKey);
        if (pages && !hasMessage(pages, frame.upToMessageId)) {
          // The receipt overtook the message it names (the send's answer is still on its way): ask HTTP.
          void this.queryClient.invalidateQueries({ queryKey: messagesKey });
          return;
        }
        this.queryClient.setQueryData<MessagePages>(messagesKey, (current) =>
          applyReadReceipt(current, frame.upToMessageId, frame.readAt),
        );
        return;
      }
      case 'typing': {
        if (frame.userId !== this.userId) this.setTyping(frame.threadId, frame.isTyping);
        return;
      }
      case 'message-status': {
        this.queryClient.setQueryData<MessagePages>(
          chatQueryKeys.messages(this.userId, frame.threadId),
          (pages) => applyMessageStatus(pages, frame.messageId, frame.status),
        );
        void this.queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads(this.userId) });
        return;
      }
      case 'offer':
      case 'thread': {
        void this.queryClient.invalidateQueries({
          queryKey: chatQueryKeys.thread(this.userId, frame.threadId),
        });
        void this.queryClient.invalidateQueries({
          queryKey: chatQueryKeys.messages(this.userId, frame.threadId),
        });
        void this.queryClient.invalidateQueries({ queryKey: chatQueryKeys.threads(this.userId) });
        return;
      }
      case 'error':
        console.warn('Chat socket error', frame.code, frame.message);
        return;
      default:
        return;
    }
  }

  /** Spec §3 typing indicators: shown until a stop frame, a message, or `typingIndicatorTtlMs` of silence. */
  private setTyping(threadId: string, isTyping: boolean): void {
    const existing = this.typingTimers.get(threadId);
    if (existing) clearTimeout(existing);
    this.typingTimers.delete(threadId);
    const typingUntil = { ...this.state.typingUntil };
    if (isTyping) {
      typingUntil[threadId] = Date.now() + typingIndicatorTtlMs;
      this.typingTimers.set(
        threadId,
        setTimeout(() => this.setTyping(threadId, false), typingIndicatorTtlMs),
      );
    } else {
      if (!(threadId in typingUntil)) return;
      delete typingUntil[threadId];
    }
    this.update({ typingUntil });
  }
}

let current: { connection: ChatConnection; holders: number } | null = null;

/** Takes the tab's connection for this user (starting it when it is the first); give it back with the returned function. */
export function acquireChatConnection(userId: string, queryClient: QueryClient): () => void {
  if (current && current.connection.userId !== userId) {
    current.connection.stop();
    current = null;
  }
  if (!current) {
    const connection = new ChatConnection(userId, queryClient);
    current = { connection, holders: 0 };
    connection.start();
  }
  current.holders += 1;
  const held = current;
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    held.holders -= 1;
    // A short grace period: moving between pages that both hold it keeps the socket open.
    setTimeout(() => {
      if (held.holders === 0 && current === held) {
        held.connection.stop();
        current = null;
      }
    }, 1_000);
  };
}

export function currentChatConnection(userId: string): ChatConnection | null {
  return current?.connection.userId === userId ? current.connection : null;
}

export type { ChatConnection };
