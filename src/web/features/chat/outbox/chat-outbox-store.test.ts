import type { ChatMessage } from '@shared/chat/chat.schema';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client/api-error';
import { createOutboxStore } from './chat-outbox-store';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

function setup(storage = memoryStorage()) {
  let online = true;
  let counter = 0;
  const serverMessages = new Map<string, string>();
  const calls: string[] = [];
  let failWith: ApiError | null = null;
  const sent: ChatMessage[] = [];
  const store = createOutboxStore({
    storage,
    storageKey: 'outbox.user-1',
    isOnline: () => online,
    newClientId: () => `client-${++counter}`,
    now: () => new Date('2026-11-26T03:00:00.000Z'),
    onSent: (message) => sent.push(message),
    async send(threadId, clientId, body) {
      calls.push(clientId);
      if (failWith) throw failWith;
      // The server keeps one message per client id, as the API does.
      if (!serverMessages.has(clientId)) serverMessages.set(clientId, body);
      return { id: `message-${clientId}`, threadId, clientId, body } as ChatMessage;
    },
  });
  return {
    store,
    storage,
    calls,
    sent,
    serverMessages,
    setOnline: (value: boolean) => {
      online = value;
    },
    failWith: (error: ApiError | null) => {
      failWith = error;
    },
  };
}

describe('outbox store', () => {
  it('keeps messages written offline, in order, across a reload, and sends them once online', async () => {
    const first = setup();
    first.setOnline(false);
    first.store.write('thread-1', 'one');
    first.store.write('thread-1', 'two');
    await first.store.flush();
    expect(first.calls).toEqual([]);
    expect(first.store.getItems().map((item) => item.state)).toEqual(['queued', 'queued']);

    const second = setup(first.storage);
    expect(second.store.getItems().map((item) => item.body)).toEqual(['one', 'two']);
    await second.store.flush();
    expect(second.calls).toEqual(['client-1', 'client-2']);
    expect(second.sent.map((message) => message.body)).toEqual(['one', 'two']);
    expect(second.store.getItems()).toEqual([]);
  });

  it('waits after a network failure and retries with the same client id, without a duplicate', async () => {
    const { store, calls, failWith, serverMessages } = setup();
    failWith(new ApiError({ status: 0, message: 'Network request failed.' }));
    store.write('thread-1', 'hello');
    store.write('thread-1', 'second');
    await store.flush();
    expect(calls).toEqual(['client-1']);
    expect(store.getItems().map((item) => item.state)).toEqual(['queued', 'queued']);

    failWith(null);
    await store.flush();
    await store.flush();
    expect(calls).toEqual(['client-1', 'client-1', 'client-2']);
    expect([...serverMessages.keys()]).toEqual(['client-1', 'client-2']);
  });

  it('marks a refused message failed with its code, goes on with the next, and can retry or discard it', async () => {
    const { store, failWith, calls } = setup();
    failWith(new ApiError({ status: 403, code: 'CHAT_BLOCKED', message: 'Blocked' }));
    store.write('thread-1', 'blocked one');
    await store.flush();
    expect(store.getItems()[0]).toMatchObject({ state: 'failed', errorCode: 'CHAT_BLOCKED' });

    failWith(null);
    store.write('thread-1', 'next');
    await store.flush();
    expect(store.getItems().map((item) => item.body)).toEqual(['blocked one']);

    await store.retry('client-1');
    expect(store.getItems()).toEqual([]);
    expect(calls.filter((id) => id === 'client-1')).toHaveLength(2);

    failWith(new ApiError({ status: 400, code: 'BAD_REQUEST', message: 'Too long' }));
    store.write('thread-1', 'x');
    await store.flush();
    store.discard('client-3');
    expect(store.getItems()).toEqual([]);
  });
});
