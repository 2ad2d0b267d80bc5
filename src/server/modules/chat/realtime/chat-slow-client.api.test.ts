import type { Socket } from 'node:net';
import { chatSocketCloseCodes, chatSocketPath, type ServerFrame } from '@shared/chat/chat-socket.schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/user-factory';
import { maxBufferedBytes } from './chat-socket-hub';

interface Client {
  socket: WebSocket;
  frames: ServerFrame[];
  closed: Promise<number>;
}

/**
 * Issue 20, ADR 085: a client that stops reading its chat socket must not make the server buffer
 * without bound. Real TCP (the app listens on a port): the slow client pauses its socket, so the
 * kernel's buffers fill and then the server's; past 1 MiB the server closes it with 4008, while
 * another user's socket goes on as before.
 */
describe('a chat client that stops reading', () => {
  let context: TestContext;
  let baseUrl: string;
  let slowUser: TestUser;
  let otherUser: TestUser;
  const clients: WebSocket[] = [];
  let isolated: IsolatedDatabase | null;

  const connect = async (user: TestUser): Promise<Client> => {
    const socket = new WebSocket(`${baseUrl}${chatSocketPath}`);
    clients.push(socket);
    const frames: ServerFrame[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'auth', token: user.accessToken }));
    for (let waited = 0; !frames.some((frame) => frame.type === 'ready'); waited += 5) {
      if (waited > 5_000) throw new Error('no ready frame');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return { socket, frames, closed };
  };
  /** The server's side of the socket that opened last. */
  const newestServerSocket = (known: Set<WebSocket>) => {
    const socket = [...context.app.websocketServer.clients].find((candidate) => !known.has(candidate));
    if (!socket) throw new Error('no server socket');
    return socket;
  };

  beforeAll(async () => {
    // On the server engine frames go through NOTIFY, which reaches every app on one database: the
    // megabytes this test sends go to a database of its own.
    isolated = inject('databaseEngine') === 'server' ? await createIsolatedDatabase() : null;
    context = await createTestApp(isolated ? { databaseUrl: isolated.url } : {});
    expect(await context.app.deps.chat.bus.whenReady(5_000)).toBe(true);
    const address = await context.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = address.replace('http', 'ws');
    slowUser = await createTestUser(context, { label: 'slow-reader' });
    otherUser = await createTestUser(context, { label: 'fast-reader' });
  });
  afterAll(async () => {
    for (const socket of clients) socket.terminate();
    await context.close();
    await isolated?.drop();
  });

  it('closes it with 4008 once over 1 MiB is unsent, keeps the buffer bounded, and leaves others alone', async () => {
    const slow = await connect(slowUser);
    const slowOnServer = newestServerSocket(new Set());
    const other = await connect(otherUser);
    const otherOnServer = newestServerSocket(new Set([slowOnServer]));
    // The client stops reading: what the server writes piles up in the kernel, then in the server.
    (slow.socket as unknown as { _socket: Socket })._socket.pause();

    // Just under NOTIFY's 8,000-byte payload limit, so the frame goes through whole on either engine.
    const bigFrame: ServerFrame = { type: 'error', code: 'TEST_FILLER', message: 'x'.repeat(7_800) };
    const frameBytes = JSON.stringify(bigFrame).length;
    let largestBuffer = 0;
    let sentToOther = 0;
    let published = 0;
    // At most 64 MB: far more than the kernel's buffers and the limit together.
    while (slowOnServer.readyState === slowOnServer.OPEN && published < 8_000) {
      await context.app.deps.chat.bus.publish([
        { userId: slowUser.id, frame: bigFrame },
        { userId: otherUser.id, frame: { type: 'thread', threadId: crypto.randomUUID() } },
      ]);
      published += 1;
      sentToOther += 1;
      largestBuffer = Math.max(largestBuffer, slowOnServer.bufferedAmount);
      // NOTIFY reaches the hub a moment after publish returns: let the deliveries through now and then.
      if (published % 16 === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    }
    largestBuffer = Math.max(largestBuffer, slowOnServer.bufferedAmount);
    expect(slowOnServer.readyState).toBe(slowOnServer.CLOSING);
    // Bounded: the limit plus the one frame that went over it.
    expect(largestBuffer).toBeGreaterThan(maxBufferedBytes);
    expect(largestBuffer).toBeLessThanOrEqual(maxBufferedBytes + frameBytes + 1024);
    // Nothing more is queued for it once it is closing.
    await context.app.deps.chat.bus.publish([{ userId: slowUser.id, frame: bigFrame }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slowOnServer.bufferedAmount).toBeLessThanOrEqual(largestBuffer);

    // The other user's socket is open and got every frame.
    expect(otherOnServer.readyState).toBe(otherOnServer.OPEN);
    for (
      let waited = 0;
      other.frames.filter((frame) => frame.type === 'thread').length < sentToOther;
      waited += 5
    ) {
      if (waited > 5_000) throw new Error('the other client missed frames');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    other.socket.send(JSON.stringify({ type: 'ping' }));
    for (let waited = 0; !other.frames.some((frame) => frame.type === 'pong'); waited += 5) {
      if (waited > 2_000) throw new Error('no pong');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }

    // When the slow client reads again, it finds the close frame behind the backlog: 4008.
    (slow.socket as unknown as { _socket: Socket })._socket.resume();
    expect(await slow.closed).toBe(chatSocketCloseCodes.tooSlow);
  }, 30_000);
});
