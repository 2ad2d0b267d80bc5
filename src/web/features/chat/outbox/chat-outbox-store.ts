import type { ChatMessage } from '@shared/chat/chat.schema';
import { ApiError } from '../../../lib/api-client/api-error';
import {
  classifySendFailure,
  enqueue,
  type KeyValueStorage,
  nextToSend,
  type OutboxItem,
  readOutbox,
  removeItem,
  updateItem,
  writeOutbox,
} from './chat-outbox';

export interface OutboxStoreOptions {
  storage: KeyValueStorage;
  storageKey: string;
  send(threadId: string, clientId: string, body: string): Promise<ChatMessage>;
  /** The server took the message (new or a retry of one it had): put it into the thread. */
  onSent(message: ChatMessage): void;
  isOnline(): boolean;
  newClientId(): string;
  now(): Date;
}

export interface OutboxStore {
  getItems(): OutboxItem[];
  subscribe(listener: () => void): () => void;
  /** Queues a message and tries to send it at once. */
  write(threadId: string, body: string): OutboxItem;
  /** Sends queued messages one by one, oldest first; stops at the first that has to wait. */
  flush(): Promise<void>;
  retry(clientId: string): Promise<void>;
  discard(clientId: string): void;
  /** Reads the stored queue again (another tab changed it). */
  reload(): void;
}

export function createOutboxStore(options: OutboxStoreOptions): OutboxStore {
  let items = readOutbox(options.storage, options.storageKey);
  const listeners = new Set<() => void>();
  let flushing: Promise<void> | null = null;

  const set = (next: OutboxItem[]) => {
    items = next;
    writeOutbox(options.storage, options.storageKey, items);
    for (const listener of listeners) listener();
  };

  async function sendOne(item: OutboxItem): Promise<'sent' | 'wait' | 'failed'> {
    set(updateItem(items, item.clientId, { state: 'sending' }));
    try {
      const message = await options.send(item.threadId, item.clientId, item.body);
      set(removeItem(items, item.clientId));
      options.onSent(message);
      return 'sent';
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (classifySendFailure(status) === 'retry-later') {
        set(updateItem(items, item.clientId, { state: 'queued' }));
        return 'wait';
      }
      set(
        updateItem(items, item.clientId, {
          state: 'failed',
          errorCode: error instanceof ApiError ? (error.code ?? null) : null,
          errorMessage: error instanceof Error ? error.message : null,
        }),
      );
      return 'failed';
    }
  }

  async function drain(): Promise<void> {
    for (;;) {
      if (!options.isOnline()) return;
      const item = nextToSend(items);
      if (!item) return;
      if ((await sendOne(item)) === 'wait') return;
    }
  }

  function flush(): Promise<void> {
    // One sender at a time keeps the order and never sends one message twice at once.
    flushing ??= drain().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  return {
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    write(threadId, body) {
      const item: OutboxItem = {
        clientId: options.newClientId(),
        threadId,
        body,
        createdAt: options.now().toISOString(),
        state: 'queued',
        errorCode: null,
        errorMessage: null,
      };
      set(enqueue(items, item));
      void flush();
      return item;
    },
    flush,
    async retry(clientId) {
      set(updateItem(items, clientId, { state: 'queued', errorCode: null, errorMessage: null }));
      await flush();
    },
    discard(clientId) {
      set(removeItem(items, clientId));
    },
    reload() {
      if (flushing) return;
      items = readOutbox(options.storage, options.storageKey);
      for (const listener of listeners) listener();
    },
  };
}
