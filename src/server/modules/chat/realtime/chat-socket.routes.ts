import websocket from '@fastify/websocket';
import {
  type ClientFrame,
  chatSocketCloseCodes,
  chatSocketPath,
  clientFrameSchema,
} from '@shared/chat/chat-socket.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import type { AppDependencies, AppInstance } from '../../../core/app-instance';
import { apiNotFound } from '../../../core/error-handler.plugin';
import { authenticateSocket, relayTyping } from './chat-socket.service';
import { type ChatSocketHub, createChatSocketHub } from './chat-socket-hub';

/** A socket that has not sent a valid auth frame by then is closed (4408). */
export const socketAuthTimeoutMs = 5_000;
/** The largest frame a client may send; the protocol's frames are a few hundred bytes. */
export const maxClientFrameBytes = 16 * 1024;
/** A typing frame repeating the last state relayed for a thread is relayed at most this often. */
const typingRelayIntervalMs = 1_000;
/** setTimeout's longest delay; a token's remaining lifetime is far below it. */
const maxTimerMs = 2_147_483_647;

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data as ArrayBuffer).toString('utf8');
}

function parseFrame(data: RawData, isBinary: boolean): ClientFrame | null {
  if (isBinary) return null;
  let json: unknown;
  try {
    json = JSON.parse(textOf(data));
  } catch {
    return null;
  }
  const parsed = clientFrameSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/**
 * One chat socket (ADR 051): the first frame must be `auth` with an access token, then `ready`;
 * after that the socket receives the user's deliveries and may send `typing` and `ping`. Frames
 * are handled one after the other, so `auth` is settled before anything that follows it.
 */
function serveSocket(deps: AppDependencies, hub: ChatSocketHub, socket: WebSocket, log: FastifyBaseLogger) {
  hub.track(socket);
  let userId: string | null = null;
  let expiryTimer: NodeJS.Timeout | undefined;
  const lastTypingRelayed = new Map<string, { isTyping: boolean; at: number }>();
  const authTimer = setTimeout(
    () => socket.close(chatSocketCloseCodes.authTimeout, 'Authentication timed out'),
    socketAuthTimeoutMs,
  );
  socket.once('close', () => {
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
  });

  const refuse = (reason: string) => socket.close(chatSocketCloseCodes.unauthenticated, reason);

  const authenticate = async (token: string) => {
    const caller = await authenticateSocket(deps, token);
    // A later auth frame renews the token of a signed-in socket; it cannot switch the user.
    if (!caller || (userId !== null && caller.userId !== userId)) return refuse('Authentication failed');
    if (socket.readyState !== socket.OPEN) return;
    clearTimeout(authTimer);
    clearTimeout(expiryTimer);
    expiryTimer = setTimeout(
      () => refuse('Access token expired'),
      Math.min(Math.max(caller.expiresAt.getTime() - Date.now(), 0), maxTimerMs),
    );
    if (userId === null) {
      userId = caller.userId;
      hub.attach(userId, socket);
      hub.send(socket, { type: 'ready', userId });
    }
  };

  const relay = async (signedInUserId: string, frame: Extract<ClientFrame, { type: 'typing' }>) => {
    const last = lastTypingRelayed.get(frame.threadId);
    const now = Date.now();
    if (last && last.isTyping === frame.isTyping && now - last.at < typingRelayIntervalMs) return;
    lastTypingRelayed.set(frame.threadId, { isTyping: frame.isTyping, at: now });
    const isRelayed = await relayTyping(deps, signedInUserId, frame);
    if (!isRelayed) hub.send(socket, { type: 'error', code: 'NOT_FOUND', message: 'Thread not found' });
  };

  const handle = async (data: RawData, isBinary: boolean) => {
    const frame = parseFrame(data, isBinary);
    if (userId === null) {
      if (frame?.type !== 'auth') return refuse('Authentication required');
      return authenticate(frame.token);
    }
    if (!frame) {
      return hub.send(socket, { type: 'error', code: 'VALIDATION_FAILED', message: 'Invalid frame' });
    }
    switch (frame.type) {
      case 'auth':
        return authenticate(frame.token);
      case 'ping':
        return hub.send(socket, { type: 'pong' });
      case 'typing':
        return relay(userId, frame);
    }
  };

  let queue = Promise.resolve();
  socket.on('message', (data, isBinary) => {
    queue = queue
      .then(() => handle(data, isBinary))
      .catch((error: unknown) => {
        log.error({ err: error }, 'chat socket frame failed');
        hub.send(socket, { type: 'error', code: 'INTERNAL', message: 'Something went wrong' });
      });
  });
}

/**
 * The chat WebSocket at /api/chat/socket, outside the zod contract (a socket has no request and
 * response schema). Register after every other route: the websocket plugin wraps the handler of
 * each route added after it. On close, the sockets end with 4503 before the HTTP server stops, so
 * clients reconnect to another node (ADR 036, 051).
 */
export async function registerChatSocket(app: AppInstance): Promise<void> {
  const hub = createChatSocketHub({
    onTooSlow: (count) =>
      app.log.warn({ tooSlowCount: count }, 'chat socket closed: its client stopped reading'),
  });
  const unsubscribe = app.deps.chat.bus.subscribe((delivery) => hub.deliver(delivery));
  app.addHook('preClose', async () => {
    unsubscribe();
    await hub.closeAll(chatSocketCloseCodes.shuttingDown, 'Server shutting down');
  });
  await app.register(websocket, { options: { maxPayload: maxClientFrameBytes } });
  app.route({
    method: 'GET',
    url: chatSocketPath,
    schema: { hide: true },
    // A plain GET (no upgrade) is answered like any unknown API path.
    handler: (request, reply) => reply.status(404).send(apiNotFound(request.method, request.url)),
    wsHandler: (socket, request) => serveSocket(app.deps, hub, socket, request.log),
  });
}
