import { randomUUID } from 'node:crypto';
import { chatSocketCloseCodes, chatSocketPath, type ServerFrame } from '@shared/chat/chat-socket.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { chatThreads, userBlocks } from '../../../db/schema/chat.schema';
import { createTestListings, deleteTestListings } from '../../../test/listing-factory';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/user-factory';
import { endSession } from '../../auth/session.service';
import { maxClientFrameBytes } from './chat-socket.routes';

/** Collects what the server sends on one socket, so a test can wait for a frame or a close. */
interface Probe {
  socket: WebSocket;
  frames: ServerFrame[];
  closed: Promise<{ code: number; reason: string }>;
  next(predicate?: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  send(frame: unknown): void;
}

function probe(socket: WebSocket): Probe {
  const frames: ServerFrame[] = [];
  const waiters: Array<{
    predicate: (frame: ServerFrame) => boolean;
    resolve: (frame: ServerFrame) => void;
  }> = [];
  let seen = 0;
  socket.on('message', (data) => {
    const frame = JSON.parse(String(data)) as ServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.predicate(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  return {
    socket,
    frames,
    closed,
    next(predicate = () => true, timeoutMs = 2_000) {
      const earlier = frames.slice(seen).find(predicate);
      if (earlier) {
        seen = frames.indexOf(earlier) + 1;
        return Promise.resolve(earlier);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no such frame in time')), timeoutMs);
        waiters.push({
          predicate,
          resolve: (frame) => {
            clearTimeout(timer);
            seen = frames.length;
            resolve(frame);
          },
        });
      });
    },
    send(frame) {
      socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
  };
}

describe('the chat socket', () => {
  let context: TestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let stranger: TestUser;
  let listingIds: string[];
  let threadId: string;
  const open: WebSocket[] = [];

  const connect = async () => {
    const socket = await context.app.injectWS(chatSocketPath);
    open.push(socket);
    return probe(socket);
  };
  const connectAs = async (user: TestUser) => {
    const connection = await connect();
    connection.send({ type: 'auth', token: user.accessToken });
    expect(await connection.next()).toEqual({ type: 'ready', userId: user.id });
    return connection;
  };
  /** Nothing more arrives on a socket within a while (a frame that should not be delivered). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  beforeAll(async () => {
    context = await createTestApp();
    [buyer, seller, stranger] = await Promise.all([
      createTestUser(context, { label: 'socket-buyer' }),
      createTestUser(context, { label: 'socket-seller', roles: ['buyer', 'seller'] }),
      createTestUser(context, { label: 'socket-stranger' }),
    ]);
    listingIds = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const [thread] = await context.database.db
      .insert(chatThreads)
      .values({ listingId: listingIds[0] as string, buyerId: buyer.id, sellerId: seller.id })
      .returning({ id: chatThreads.id });
    threadId = thread?.id as string;
  });
  afterAll(async () => {
    for (const socket of open) socket.terminate();
    await deleteTestListings(context, listingIds);
    await context.close();
  });

  it('answers a plain GET (no upgrade) like an unknown API path, and stays out of the API document', async () => {
    const response = await context.app.inject({ method: 'GET', url: chatSocketPath });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
    const document = (await context.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).not.toContain(chatSocketPath);
  });

  it('signs in with the first frame and answers ready, then ping with pong', async () => {
    const connection = await connectAs(buyer);
    connection.send({ type: 'ping' });
    expect(await connection.next()).toEqual({ type: 'pong' });
  });

  it('closes with 4401 on a forged token, a frame before auth, or an ended session', async () => {
    const forged = await connect();
    forged.send({ type: 'auth', token: `${buyer.accessToken.slice(0, -4)}AAAA` });
    expect((await forged.closed).code).toBe(chatSocketCloseCodes.unauthenticated);

    const early = await connect();
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(chatSocketCloseCodes.unauthenticated);

    const loggedOut = await createTestUser(context, { label: 'socket-logged-out' });
    const payload = JSON.parse(
      Buffer.from(loggedOut.accessToken.split('.')[1] as string, 'base64url').toString(),
    );
    await endSession(context.database.db, payload.sid);
    const ended = await connect();
    ended.send({ type: 'auth', token: loggedOut.accessToken });
    expect((await ended.closed).code).toBe(chatSocketCloseCodes.unauthenticated);
    expect(ended.frames).toEqual([]);
  });

  it('closes with 4408 when no auth frame comes within 5 seconds', async () => {
    const silent = await connect();
    const startedAt = Date.now();
    expect((await silent.closed).code).toBe(chatSocketCloseCodes.authTimeout);
    expect(Date.now() - startedAt).toBeGreaterThan(4_000);
  }, 10_000);

  it('answers an invalid frame with an error frame and keeps the socket open', async () => {
    const connection = await connectAs(buyer);
    connection.send('not json');
    expect(await connection.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
    connection.send({ type: 'typing', threadId: 'not-a-uuid', isTyping: true });
    expect(await connection.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
    connection.send({ type: 'shout' });
    expect(await connection.next()).toMatchObject({ type: 'error', code: 'VALIDATION_FAILED' });
    connection.send({ type: 'ping' });
    expect(await connection.next()).toEqual({ type: 'pong' });
  });

  it('closes a socket that sends a frame over the size limit', async () => {
    const connection = await connectAs(buyer);
    connection.send({ type: 'ping', padding: 'x'.repeat(maxClientFrameBytes) });
    expect((await connection.closed).code).toBe(1009);
  });

  it('shows typing to the counterpart only, on each of their sockets', async () => {
    const buyerSocket = await connectAs(buyer);
    const sellerTab = await connectAs(seller);
    const sellerPhone = await connectAs(seller);
    const strangerSocket = await connectAs(stranger);
    buyerSocket.send({ type: 'typing', threadId, isTyping: true });
    const expected = { type: 'typing', threadId, userId: buyer.id, isTyping: true };
    expect(await sellerTab.next((frame) => frame.type === 'typing')).toEqual(expected);
    expect(await sellerPhone.next((frame) => frame.type === 'typing')).toEqual(expected);
    await settle();
    expect(buyerSocket.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
    expect(strangerSocket.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
  });

  it('refuses typing in a thread the user does not take part in, or an unknown one', async () => {
    const strangerSocket = await connectAs(stranger);
    const sellerSocket = await connectAs(seller);
    strangerSocket.send({ type: 'typing', threadId, isTyping: true });
    expect(await strangerSocket.next()).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    strangerSocket.send({ type: 'typing', threadId: randomUUID(), isTyping: true });
    expect(await strangerSocket.next()).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
    await settle();
    expect(sellerSocket.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
  });

  it('relays no typing across a block', async () => {
    await context.database.db.insert(userBlocks).values({ blockerId: seller.id, blockedId: buyer.id });
    try {
      const buyerSocket = await connectAs(buyer);
      const sellerSocket = await connectAs(seller);
      buyerSocket.send({ type: 'typing', threadId, isTyping: false });
      expect(await buyerSocket.next()).toMatchObject({ type: 'error', code: 'NOT_FOUND' });
      await settle();
      expect(sellerSocket.frames.filter((frame) => frame.type === 'typing')).toEqual([]);
    } finally {
      await context.database.db.delete(userBlocks).where(eq(userBlocks.blockerId, seller.id));
    }
  });

  it("writes the bus's deliveries to the sockets of that user", async () => {
    const sellerSocket = await connectAs(seller);
    const buyerSocket = await connectAs(buyer);
    await context.app.deps.chat.bus.publish([{ userId: seller.id, frame: { type: 'thread', threadId } }]);
    expect(await sellerSocket.next((frame) => frame.type === 'thread')).toEqual({ type: 'thread', threadId });
    await settle();
    expect(buyerSocket.frames.filter((frame) => frame.type === 'thread')).toEqual([]);
  });
});

describe('the chat socket when the app closes', () => {
  it('closes open sockets with 4503', async () => {
    const context = await createTestApp();
    const user = await createTestUser(context, { label: 'socket-shutdown' });
    const connection = probe(await context.app.injectWS(chatSocketPath));
    connection.send({ type: 'auth', token: user.accessToken });
    await connection.next();
    await context.close();
    expect((await connection.closed).code).toBe(chatSocketCloseCodes.shuttingDown);
  });
});
