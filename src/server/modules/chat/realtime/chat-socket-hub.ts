import { chatSocketCloseCodes, type ServerFrame } from '@shared/chat/chat-socket.schema';
import type { WebSocket } from 'ws';
import type { ChatDelivery } from './chat-bus';

/** The server pings each socket this often; one that has not answered the last ping is dropped. */
export const heartbeatIntervalMs = 25_000;
/** After the shutdown close frame, how long a client gets to answer before its socket is cut. */
const closeGraceMs = 1_000;
/**
 * Unsent bytes a socket may hold on this node. A client that stopped reading (a phone in a tunnel,
 * a stuck tab) would otherwise make the server buffer every frame for it without bound; past this
 * it is closed with `tooSlow` and catches up over HTTP when it reconnects (ADR 085).
 */
export const maxBufferedBytes = 1024 * 1024;

/**
 * Writes to an open socket unless the client has left more than `maxBufferedBytes` unread; such a
 * socket is closed instead (4008) and nothing more is queued for it. True when the data was queued.
 */
export function sendBounded(
  socket: WebSocket,
  data: string,
  onTooSlow: (socket: WebSocket) => void,
): boolean {
  if (socket.readyState !== socket.OPEN) return false;
  if (socket.bufferedAmount > maxBufferedBytes) {
    // The close frame waits behind the unread bytes; ws cuts the socket if no answer comes within 30 s.
    socket.close(chatSocketCloseCodes.tooSlow, 'Client too slow');
    onTooSlow(socket);
    return false;
  }
  socket.send(data);
  return true;
}

/**
 * This node's open chat sockets by user (ADR 051). The bus hands every delivery to every node;
 * each writes it to the sockets it holds for that user and ignores the rest.
 */
export interface ChatSocketHub {
  /** Watches a socket from the moment it opens: heartbeat and shutdown include it before it signs in. */
  track(socket: WebSocket): void;
  /** The socket signed in as this user: deliveries for them reach it from now on. */
  attach(userId: string, socket: WebSocket): void;
  deliver(delivery: ChatDelivery): void;
  /** A frame for one socket (ready, pong, errors), under the same bound as deliveries. */
  send(socket: WebSocket, frame: ServerFrame): void;
  /** Sockets signed in on this node (for the bench and logs). */
  connectionCount(): number;
  /** Sockets this node closed because their client stopped reading (4008), since it started. */
  tooSlowCount(): number;
  /** Closes every socket with this code; those that do not finish the close handshake are cut. */
  closeAll(code: number, reason: string): Promise<void>;
}

export function createChatSocketHub(options: { onTooSlow?: (count: number) => void } = {}): ChatSocketHub {
  const socketsByUser = new Map<string, Set<WebSocket>>();
  const allSockets = new Set<WebSocket>();
  const isAlive = new WeakMap<WebSocket, boolean>();
  let attachedCount = 0;
  let tooSlowCount = 0;
  const closedTooSlow = () => {
    tooSlowCount += 1;
    options.onTooSlow?.(tooSlowCount);
  };

  const heartbeat = setInterval(() => {
    for (const socket of allSockets) {
      if (isAlive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      isAlive.set(socket, false);
      socket.ping();
    }
  }, heartbeatIntervalMs);
  heartbeat.unref();

  return {
    track(socket) {
      allSockets.add(socket);
      isAlive.set(socket, true);
      socket.on('pong', () => isAlive.set(socket, true));
      socket.once('close', () => allSockets.delete(socket));
    },
    attach(userId, socket) {
      let sockets = socketsByUser.get(userId);
      if (!sockets) {
        sockets = new Set();
        socketsByUser.set(userId, sockets);
      }
      sockets.add(socket);
      attachedCount += 1;
      socket.once('close', () => {
        attachedCount -= 1;
        sockets.delete(socket);
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets) socketsByUser.delete(userId);
      });
    },
    deliver({ userId, frame }) {
      const sockets = socketsByUser.get(userId);
      if (!sockets) return;
      // Serialised once for all of the user's tabs and devices.
      const data = JSON.stringify(frame);
      for (const socket of sockets) sendBounded(socket, data, closedTooSlow);
    },
    send(socket, frame) {
      sendBounded(socket, JSON.stringify(frame), closedTooSlow);
    },
    connectionCount: () => attachedCount,
    tooSlowCount: () => tooSlowCount,
    async closeAll(code, reason) {
      clearInterval(heartbeat);
      const open = [...allSockets];
      if (open.length === 0) return;
      const closed = open.map(
        (socket) =>
          new Promise<void>((resolve) => {
            if (socket.readyState === socket.CLOSED) return resolve();
            socket.once('close', () => resolve());
          }),
      );
      for (const socket of open) socket.close(code, reason);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(closed),
        new Promise((resolve) => {
          timer = setTimeout(resolve, closeGraceMs);
        }),
      ]);
      clearTimeout(timer);
      for (const socket of open) {
        if (socket.readyState !== socket.CLOSED) socket.terminate();
      }
    },
  };
}
