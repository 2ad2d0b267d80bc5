import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import type { ProtocolQueueStats } from './protocol-queue-stats';

/**
 * pglite-socket queues every wire-protocol message of every connection separately and runs them
 * in arrival order. PGlite is one backend, so an extended-protocol query of one connection
 * (Parse, Bind, Describe, Execute, then Sync) could be interleaved with another connection's:
 * client A's Bind then binds client B's unnamed statement and A receives B's rows. We saw exactly
 * that once background jobs polled beside web requests (a profile answered with a job's columns).
 *
 * This replaces the queue's scheduler with one that, once a connection has started a message
 * sequence, keeps serving that connection until the sequence ends (Sync, simple Query or
 * Terminate), and inside a transaction until the transaction ends, as the original did.
 */
interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
  timestamp: number;
  onData: (data: Uint8Array) => void;
}

interface QueryQueue {
  queue: QueuedMessage[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

const sync = 0x53; // 'S'
const simpleQuery = 0x51; // 'Q'
const terminate = 0x58; // 'X'

/** True when this message leaves the connection with no sequence half done. */
export function endsSequence(message: Uint8Array): boolean {
  const type = message[0];
  // The startup message has no type byte: it begins with its 4-byte length, so a 0 here.
  return type === sync || type === simpleQuery || type === terminate || type === 0;
}

export function keepProtocolSequencesTogether(
  server: PGLiteSocketServer,
  stats: ProtocolQueueStats | null = null,
): void {
  const queryQueue = (server as unknown as { queryQueue?: QueryQueue }).queryQueue;
  if (!queryQueue || typeof queryQueue.processQueue !== 'function') {
    throw new Error('pglite-socket changed: its query queue is not where this patch expects it');
  }
  let openSequenceOf: number | null = null;

  queryQueue.processQueue = async function processQueue(this: QueryQueue) {
    if (this.processing || this.queue.length === 0) return;
    stats?.resumed();
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = openSequenceOf ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        let index = 0;
        if (owner !== null) {
          index = this.queue.findIndex((item) => item.handlerId === owner);
          // The owner's next message has not arrived yet: wait for it, serve nobody else.
          if (index === -1) {
            stats?.blocked();
            break;
          }
        }
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        let bytes = 0;
        const startedAt = stats ? performance.now() : 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          openSequenceOf = null;
          item.reject(error);
          continue;
        }
        stats?.executed(item.message, item.handlerId, performance.now() - startedAt);
        this.lastHandlerId = item.handlerId;
        openSequenceOf = endsSequence(item.message) ? null : item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };

  // A connection that closes mid-sequence must not leave everyone else waiting for it.
  const clearQueueForHandler = queryQueue.clearQueueForHandler.bind(queryQueue);
  queryQueue.clearQueueForHandler = (handlerId: number) => {
    clearQueueForHandler(handlerId);
    if (openSequenceOf === handlerId) openSequenceOf = null;
    void queryQueue.processQueue();
  };
}
