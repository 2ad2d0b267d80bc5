import { randomUUID } from 'node:crypto';
import type { ServerFrame } from '@shared/chat/chat-socket.schema';
import { describe, expect, it } from 'vitest';
import { maxNotifyPayloadBytes, notifyPayloadOf } from './postgres-chat-bus';

const threadId = randomUUID();
const userId = randomUUID();

function messageFrame(body: string): ServerFrame {
  return {
    type: 'message',
    message: {
      id: randomUUID(),
      threadId,
      clientId: randomUUID(),
      senderId: randomUUID(),
      isOwn: false,
      kind: 'text',
      body,
      status: 'delivered',
      createdAt: new Date().toISOString(),
      readAt: null,
      isAutoSent: false,
      warnings: [],
      offer: null,
      systemEvent: null,
    },
  };
}

describe('notifyPayloadOf', () => {
  it('carries a delivery whole when it fits, umlauts and all', () => {
    const frame = messageFrame('Grüße aus Köln – ist das Fahrrad noch da?');
    const payload = notifyPayloadOf({ userId, frame });
    expect(JSON.parse(payload as string)).toEqual({ u: userId, f: frame });
  });

  it('turns a delivery over the NOTIFY limit into a refetch of its thread, counting bytes not characters', () => {
    // 3,000 characters but 9,000 bytes in UTF-8: too large although the string looks short.
    const frame = messageFrame('€'.repeat(3_000));
    const payload = notifyPayloadOf({ userId, frame }) as string;
    expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(maxNotifyPayloadBytes);
    expect(JSON.parse(payload)).toEqual({ u: userId, f: { type: 'thread', threadId } });
  });

  it('keeps a payload just under the limit as it is', () => {
    const overhead = Buffer.byteLength(notifyPayloadOf({ userId, frame: messageFrame('') }) as string);
    const frame = messageFrame('a'.repeat(maxNotifyPayloadBytes - overhead));
    const payload = notifyPayloadOf({ userId, frame }) as string;
    expect(Buffer.byteLength(payload)).toBe(maxNotifyPayloadBytes);
    expect(JSON.parse(payload).f.type).toBe('message');
  });

  it('drops an oversized frame that names no thread', () => {
    const frame: ServerFrame = { type: 'error', code: 'INTERNAL', message: 'x'.repeat(9_000) };
    expect(notifyPayloadOf({ userId, frame })).toBeNull();
  });
});
