import type { ServerFrame } from '@shared/chat/chat-socket.schema';
import type { ChatDelivery } from '../modules/chat/realtime/chat-bus';
import type { TestContext } from './test-app';

export interface FrameRecorder {
  readonly deliveries: ChatDelivery[];
  /**
   * Resolves with every recorded delivery that matches once at least `count` do. Frames are
   * published after the commit and, on a PostgreSQL server, come back through LISTEN/NOTIFY, so
   * they arrive a moment after the request that caused them.
   */
  waitFor(
    predicate: (delivery: ChatDelivery) => boolean,
    count?: number,
    timeoutMs?: number,
  ): Promise<ChatDelivery[]>;
  /** The matching deliveries after a pause long enough for stragglers (to assert that none came). */
  settled(predicate: (delivery: ChatDelivery) => boolean, pauseMs?: number): Promise<ChatDelivery[]>;
}

/** Records every frame the app's chat bus carries, for any user. */
export function recordChatFrames(context: TestContext): FrameRecorder {
  const deliveries: ChatDelivery[] = [];
  context.app.deps.chat.bus.subscribe((delivery) => deliveries.push(delivery));
  return {
    deliveries,
    async waitFor(predicate, count = 1, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = deliveries.filter(predicate);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(
            `expected ${count} matching chat frames within ${timeoutMs} ms, got ${matching.length}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async settled(predicate, pauseMs = 400) {
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
      return deliveries.filter(predicate);
    },
  };
}

export const isFrame =
  (userId: string, frame: Partial<ServerFrame> & Record<string, unknown>) => (delivery: ChatDelivery) =>
    delivery.userId === userId &&
    Object.entries(frame).every(([key, value]) => (delivery.frame as Record<string, unknown>)[key] === value);
