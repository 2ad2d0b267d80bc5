import { EventEmitter } from 'node:events';
import type { ServerFrame } from '@shared/chat/chat-socket.schema';

/** One frame for every open socket of one user, on whichever app node holds it. */
export interface ChatDelivery {
  userId: string;
  frame: ServerFrame;
}

export type ChatDeliveryListener = (delivery: ChatDelivery) => void;

/**
 * Fans chat frames out to the sockets of a user (ADR 051). Services publish after their
 * transaction committed; each node's socket hub subscribes and writes to the sockets it holds.
 * In one process (the embedded database) this is an in-memory emitter; on a PostgreSQL server
 * it goes through LISTEN/NOTIFY so every node sees every frame.
 */
export interface ChatBus {
  publish(deliveries: readonly ChatDelivery[]): Promise<void>;
  subscribe(listener: ChatDeliveryListener): () => void;
  /** True once deliveries published anywhere reach this node; false when that took over `timeoutMs`. */
  whenReady(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export function createInProcessChatBus(): ChatBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(deliveries) {
      for (const delivery of deliveries) emitter.emit('delivery', delivery);
    },
    subscribe(listener) {
      emitter.on('delivery', listener);
      return () => emitter.off('delivery', listener);
    },
    async whenReady() {
      return true;
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
