import { describe, expect, it } from 'vitest';
import {
  classifySendFailure,
  enqueue,
  nextToSend,
  type OutboxItem,
  readOutbox,
  removeItem,
  updateItem,
  writeOutbox,
} from './chat-outbox';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const item = (clientId: string, overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  clientId,
  threadId: 'thread-1',
  body: `body ${clientId}`,
  createdAt: '2026-11-26T03:00:00.000Z',
  state: 'queued',
  errorCode: null,
  errorMessage: null,
  ...overrides,
});

describe('chat outbox', () => {
  it('queues in the order written and sends the oldest queued first', () => {
    let items: OutboxItem[] = [];
    items = enqueue(items, item('a'));
    items = enqueue(items, item('b'));
    items = enqueue(items, item('c'));
    expect(items.map((entry) => entry.clientId)).toEqual(['a', 'b', 'c']);
    expect(nextToSend(items)?.clientId).toBe('a');
    items = removeItem(items, 'a');
    expect(nextToSend(items)?.clientId).toBe('b');
  });

  it('keeps a client id once, in its first place', () => {
    let items = enqueue([], item('a', { body: 'first' }));
    items = enqueue(items, item('b'));
    items = enqueue(items, item('a', { body: 'again' }));
    expect(items.map((entry) => [entry.clientId, entry.body])).toEqual([
      ['a', 'first'],
      ['b', 'body b'],
    ]);
  });

  it('skips failed messages but keeps them until deleted', () => {
    let items = [item('a'), item('b')];
    items = updateItem(items, 'a', { state: 'failed', errorCode: 'CHAT_BLOCKED', errorMessage: 'Blocked' });
    expect(nextToSend(items)?.clientId).toBe('b');
    expect(items[0]).toMatchObject({ state: 'failed', errorCode: 'CHAT_BLOCKED' });
    expect(removeItem(items, 'a').map((entry) => entry.clientId)).toEqual(['b']);
  });

  it('survives a reload through storage, and a message caught mid-send is queued again', () => {
    const storage = memoryStorage();
    writeOutbox(storage, 'outbox.user-1', [item('a', { state: 'sending' }), item('b', { state: 'failed' })]);
    const restored = readOutbox(storage, 'outbox.user-1');
    expect(restored.map((entry) => [entry.clientId, entry.state])).toEqual([
      ['a', 'queued'],
      ['b', 'failed'],
    ]);
    expect(readOutbox(storage, 'outbox.user-2')).toEqual([]);
  });

  it('forgets the stored entry when empty and ignores what it cannot read', () => {
    const storage = memoryStorage();
    writeOutbox(storage, 'k', [item('a')]);
    writeOutbox(storage, 'k', []);
    expect(storage.values.has('k')).toBe(false);
    storage.setItem('k', '{not json');
    expect(readOutbox(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify({ version: 2, items: [item('a')] }));
    expect(readOutbox(storage, 'k')).toEqual([]);
  });

  it('retries later on no answer, throttling and server errors; fails on refusals', () => {
    expect(classifySendFailure(0)).toBe('retry-later');
    expect(classifySendFailure(429)).toBe('retry-later');
    expect(classifySendFailure(503)).toBe('retry-later');
    expect(classifySendFailure(403)).toBe('failed');
    expect(classifySendFailure(400)).toBe('failed');
    expect(classifySendFailure(404)).toBe('failed');
  });
});
