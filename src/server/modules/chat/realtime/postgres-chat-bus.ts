import type { ServerFrame } from '@shared/chat/chat-socket.schema';
import pg from 'pg';
import type { ChatBus, ChatDelivery, ChatDeliveryListener } from './chat-bus';

/** The NOTIFY channel every node listens on; NOTIFY is per database, so test databases stay apart. */
export const chatNotifyChannel = 'chat_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (default build). */
export const maxNotifyPayloadBytes = 7_999;
const firstRetryDelayMs = 250;
const maxRetryDelayMs = 10_000;

interface Logger {
  warn(object: object, message: string): void;
  info(object: object, message: string): void;
}

/** The wire form of one delivery: short keys, as every byte counts against the limit. */
interface NotifyPayload {
  u: string;
  f: ServerFrame;
}

function threadIdOf(frame: ServerFrame): string | null {
  if (frame.type === 'message') return frame.message.threadId;
  return 'threadId' in frame ? frame.threadId : null;
}

/**
 * The payload of a delivery, under PostgreSQL's limit: a frame too large to notify (a long
 * message with an offer and attachments in the future) goes as a `thread` frame, and the client
 * refetches the thread over HTTP. Null for a frame that has neither room nor a thread to name.
 */
export function notifyPayloadOf(delivery: ChatDelivery): string | null {
  const payload = JSON.stringify({ u: delivery.userId, f: delivery.frame } satisfies NotifyPayload);
  if (Buffer.byteLength(payload, 'utf8') <= maxNotifyPayloadBytes) return payload;
  const threadId = threadIdOf(delivery.frame);
  if (!threadId) return null;
  return JSON.stringify({ u: delivery.userId, f: { type: 'thread', threadId } } satisfies NotifyPayload);
}

function deliveryOf(payload: string | undefined): ChatDelivery | null {
  if (!payload) return null;
  try {
    const parsed = JSON.parse(payload) as Partial<NotifyPayload>;
    if (typeof parsed.u !== 'string' || typeof parsed.f !== 'object' || parsed.f === null) return null;
    return { userId: parsed.u, frame: parsed.f };
  } catch {
    return null;
  }
}

export interface PostgresChatBusOptions {
  connectionString: string;
  /** Publishing borrows a pooled connection; listening holds one client of its own. */
  pool: pg.Pool;
  logger: Logger;
  channel?: string;
}

/**
 * The chat bus across app nodes on one PostgreSQL server (ADR 051): each node holds one connection
 * that LISTENs; publishing is a NOTIFY, which PostgreSQL hands to every listening node, this one
 * included, so a frame reaches local sockets the same way as remote ones and never twice. A lost
 * listening connection is reopened with backoff; frames published meanwhile are not replayed
 * (the socket is best effort: clients refetch over HTTP when they reconnect).
 */
export function createPostgresChatBus(options: PostgresChatBusOptions): ChatBus {
  const channel = options.channel ?? chatNotifyChannel;
  const listeners = new Set<ChatDeliveryListener>();
  let client: pg.Client | null = null;
  let isClosed = false;
  let retryDelayMs = firstRetryDelayMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let markListening: () => void = () => {};
  let listening = new Promise<void>((resolve) => {
    markListening = resolve;
  });

  const dispatch = (message: pg.Notification) => {
    if (message.channel !== channel) return;
    const delivery = deliveryOf(message.payload);
    if (!delivery) {
      options.logger.warn({ channel }, 'chat bus: unreadable notification ignored');
      return;
    }
    for (const listener of listeners) listener(delivery);
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (isClosed || client !== failed) return;
    client = null;
    failed.removeAllListeners('notification');
    void failed.end().catch(() => {});
    if (retryTimer) return;
    const delayMs = retryDelayMs;
    retryDelayMs = Math.min(retryDelayMs * 2, maxRetryDelayMs);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    if (isClosed) return;
    const candidate = new pg.Client({ connectionString: options.connectionString });
    client = candidate;
    candidate.on('error', (error) => {
      options.logger.warn({ err: error }, 'chat bus: listening connection lost; reconnecting');
      scheduleReconnect(candidate);
    });
    candidate.on('end', () => scheduleReconnect(candidate));
    candidate.on('notification', dispatch);
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== candidate) return;
      if (retryDelayMs !== firstRetryDelayMs) options.logger.info({ channel }, 'chat bus: listening again');
      retryDelayMs = firstRetryDelayMs;
      markListening();
    } catch (error) {
      options.logger.warn({ err: error }, 'chat bus: could not listen; retrying');
      scheduleReconnect(candidate);
    }
  }
  void connect();

  return {
    async publish(deliveries) {
      const payloads = deliveries.map(notifyPayloadOf).filter((payload) => payload !== null);
      if (payloads.length === 0) return;
      // One round trip for all of a message's deliveries; the statement commits on its own.
      await options.pool.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [
        channel,
        payloads,
      ]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async whenReady(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const isReady = await Promise.race([
        listening.then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      return isReady;
    },
    async close() {
      isClosed = true;
      clearTimeout(retryTimer);
      listeners.clear();
      const current = client;
      client = null;
      listening = Promise.resolve();
      if (current) {
        current.removeAllListeners('notification');
        await current.end().catch(() => {});
      }
    },
  };
}
