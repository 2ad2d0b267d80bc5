import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@shared/chat/chat-socket.schema';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChatBus, ChatDelivery } from './chat-bus';
import { createPostgresChatBus } from './postgres-chat-bus';

const silentLogger = { warn: () => {}, info: () => {} };

/** Waits until `count` deliveries arrived (or fails after the time allowed). */
function collect(bus: ChatBus) {
  const received: ChatDelivery[] = [];
  bus.subscribe((delivery) => received.push(delivery));
  return {
    received,
    async waitFor(count: number, timeoutMs = 2_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} of ${count} deliveries arrived`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

/** LISTEN/NOTIFY needs the PostgreSQL server; the embedded database runs one node and the in-process bus. */
describe.skipIf(inject('databaseEngine') !== 'server')('the PostgreSQL chat bus', () => {
  const connectionString = inject('databaseUrl');
  // A channel of this file's own: other test files' apps listen on the default one.
  const channel = `chat_events_test_${randomUUID().replaceAll('-', '')}`;
  let pool: pg.Pool;
  let nodeA: ChatBus;
  let nodeB: ChatBus;

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString, max: 2 });
    nodeA = createPostgresChatBus({ connectionString, pool, logger: silentLogger, channel });
    nodeB = createPostgresChatBus({ connectionString, pool, logger: silentLogger, channel });
    expect(await nodeA.whenReady(5_000)).toBe(true);
    expect(await nodeB.whenReady(5_000)).toBe(true);
  });
  afterAll(async () => {
    await nodeA.close();
    await nodeB.close();
    await pool.end();
  });

  it('hands a delivery published on one node to every node once, in order', async () => {
    const onA = collect(nodeA);
    const onB = collect(nodeB);
    const threadId = randomUUID();
    const deliveries: ChatDelivery[] = [
      { userId: randomUUID(), frame: { type: 'typing', threadId, userId: randomUUID(), isTyping: true } },
      { userId: randomUUID(), frame: { type: 'thread', threadId } },
    ];
    await nodeA.publish(deliveries);
    await onA.waitFor(2);
    await onB.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onA.received).toEqual(deliveries);
    expect(onB.received).toEqual(deliveries);
  });

  it('sends a frame too large for NOTIFY as a refetch of its thread', async () => {
    const onB = collect(nodeB);
    const threadId = randomUUID();
    const frame: ServerFrame = {
      type: 'message-status',
      threadId,
      messageId: randomUUID(),
      status: 'delivered',
    };
    const oversized = { ...frame, padding: 'ä'.repeat(5_000) } as ServerFrame;
    await nodeA.publish([{ userId: 'u', frame: oversized }]);
    await onB.waitFor(1);
    expect(onB.received).toEqual([{ userId: 'u', frame: { type: 'thread', threadId } }]);
  });

  it('listens again after its connection was cut, and delivers what is published then', async () => {
    const onB = collect(nodeB);
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where query = $1 and pid <> pg_backend_pid()',
        [`LISTEN "${channel}"`],
      );
      expect(rowCount).toBe(2);
    } finally {
      await admin.end();
    }
    const frame: ServerFrame = { type: 'thread', threadId: randomUUID() };
    // Published until it arrives: what went out while no node listened is lost (best effort).
    const deadline = Date.now() + 5_000;
    while (onB.received.length === 0 && Date.now() < deadline) {
      await nodeA.publish([{ userId: 'after-cut', frame }]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(onB.received[0]).toEqual({ userId: 'after-cut', frame });
  });
});
