import { randomUUID } from 'node:crypto';
import { chatSocketCloseCodes, chatSocketPath, type ServerFrame } from '@shared/chat/chat-socket.schema';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Database, openDatabase } from '../../../db/database';
import { listings } from '../../../db/schema/listings.schema';
import { users } from '../../../db/schema/users.schema';
import { upsertCatalog } from '../../../db/seed/seed-catalog';
import { type AppProcess, startAppProcess } from '../../../test/app-process';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { signAccessToken } from '../../auth/access-token';
import { startSession } from '../../auth/session.service';

const authSecret = 'across-nodes-secret-across-nodes-secret';

interface SocketClient {
  socket: WebSocket;
  frames: ServerFrame[];
  closed: Promise<number>;
  waitFor(predicate: (frame: ServerFrame) => boolean, timeoutMs: number): Promise<ServerFrame>;
}

/** A real WebSocket client (the `ws` package) on a node's port, signed in with an access token. */
async function connect(node: AppProcess, token: string): Promise<SocketClient> {
  const socket = new WebSocket(`${node.baseUrl.replace('http', 'ws')}${chatSocketPath}`);
  const frames: ServerFrame[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data)) as ServerFrame));
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const client: SocketClient = {
    socket,
    frames,
    closed,
    async waitFor(predicate, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const frame = frames.find(predicate);
        if (frame) return frame;
        if (Date.now() > deadline)
          throw new Error(`no such frame within ${timeoutMs} ms: ${JSON.stringify(frames)}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
  };
  socket.send(JSON.stringify({ type: 'auth', token }));
  await client.waitFor((frame) => frame.type === 'ready', 5_000);
  return client;
}

/**
 * Issue 16: chat works with the API as several processes on one PostgreSQL server. Two real app
 * processes (src/server/main.ts) on one fresh database; a frame that starts on node A reaches a
 * client connected to node B within a second, through LISTEN/NOTIFY. Only on the server engine:
 * the embedded database runs one node.
 */
describe.skipIf(inject('databaseEngine') !== 'server')('chat across two app processes', () => {
  let isolated: IsolatedDatabase;
  let database: Database;
  let nodeA: AppProcess;
  let nodeB: AppProcess;
  const clients: SocketClient[] = [];
  let buyer: { id: string; token: string };
  let seller: { id: string; token: string };
  let listingId: string;
  let threadId: string;

  const createUser = async (label: string) => {
    const [row] = await database.db
      .insert(users)
      .values({
        email: `${label}-${randomUUID()}@test.kleinkram.local`,
        passwordHash: 'not-used-by-this-test',
        displayName: `Test ${label}`,
        roles: ['buyer', 'seller'],
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    const id = row?.id as string;
    const now = new Date();
    const sessionId = await startSession(database.db, id, new Date(now.getTime() + 3_600_000), now);
    const { token } = await signAccessToken(authSecret, {
      userId: id,
      roles: ['buyer', 'seller'],
      sessionId,
    });
    return { id, token };
  };

  beforeAll(async () => {
    isolated = await createIsolatedDatabase();
    database = await openDatabase({ databaseUrl: isolated.url, engine: 'server' });
    await upsertCatalog(database.db);
    [buyer, seller] = [await createUser('across-buyer'), await createUser('across-seller')];
    const [listing] = await database.db
      .insert(listings)
      .values({
        slug: `across-nodes-${randomUUID()}`,
        sellerId: seller.id,
        status: 'PUBLISHED',
        language: 'en',
        title: 'A bicycle sold across two nodes',
        description: 'A listing of the two-process chat test.',
        categoryId: await firstCategoryId(database),
        condition: 'good',
        priceCents: 12_000,
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: new Date(),
      })
      .returning({ id: listings.id });
    listingId = listing?.id as string;
    [nodeA, nodeB] = await Promise.all([
      startAppProcess({ databaseUrl: isolated.url, authSecret }),
      startAppProcess({ databaseUrl: isolated.url, authSecret }),
    ]);
  }, 240_000);

  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await Promise.all([nodeA?.stop(), nodeB?.stop()]);
    await database?.close();
    await isolated?.drop();
  }, 60_000);

  /** A JSON request to a node as a user; fails the test with the answer when it is not 2xx. */
  const call = async (
    node: AppProcess,
    user: { token: string },
    method: string,
    url: string,
    body: unknown,
  ) => {
    const response = await fetch(`${node.baseUrl}${url}`, {
      method,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    expect(response.ok, JSON.stringify(json)).toBe(true);
    return json.data;
  };

  it('delivers a message sent through node A to the recipient connected to node B within a second', async () => {
    // Consent on one node, the thread on the other: both read the one database.
    await call(nodeA, buyer, 'POST', '/api/chat/consent', { accepted: true });
    await call(nodeB, seller, 'POST', '/api/chat/consent', { accepted: true });
    const opened = await call(nodeB, buyer, 'POST', '/api/chat/threads', { listingId });
    threadId = (opened.thread as { id: string }).id;
    const sellerOnB = await connect(nodeB, seller.token);
    const buyerOnA = await connect(nodeA, buyer.token);
    clients.push(sellerOnB, buyerOnA);

    const clientId = randomUUID();
    const sentAt = performance.now();
    const sent = await call(nodeA, buyer, 'POST', `/api/chat/threads/${threadId}/messages`, {
      clientId,
      body: 'Hallo! Ist das Fahrrad noch zu haben?',
    });
    const frame = await sellerOnB.waitFor(
      (candidate) => candidate.type === 'message' && candidate.message.clientId === clientId,
      1_000,
    );
    expect(performance.now() - sentAt).toBeLessThan(1_000);
    expect(frame).toMatchObject({
      type: 'message',
      message: {
        id: (sent.message as { id: string }).id,
        threadId,
        senderId: buyer.id,
        isOwn: false,
        body: 'Hallo! Ist das Fahrrad noch zu haben?',
        status: 'delivered',
      },
    });
    // The sender's own socket (their other tabs) gets it as their own, once.
    const own = await buyerOnA.waitFor((candidate) => candidate.type === 'message', 1_000);
    expect(own).toMatchObject({ message: { clientId, isOwn: true } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const copies = (client: SocketClient) =>
      client.frames.filter(
        (candidate) => candidate.type === 'message' && candidate.message.clientId === clientId,
      );
    expect(copies(sellerOnB)).toHaveLength(1);
    expect(copies(buyerOnA)).toHaveLength(1);
  });

  it('delivers a typing frame sent on node A to the counterpart connected to node B within a second', async () => {
    const sellerOnB = await connect(nodeB, seller.token);
    const buyerOnA = await connect(nodeA, buyer.token);
    clients.push(sellerOnB, buyerOnA);
    const sentAt = performance.now();
    buyerOnA.socket.send(JSON.stringify({ type: 'typing', threadId, isTyping: true }));
    const frame = await sellerOnB.waitFor((candidate) => candidate.type === 'typing', 1_000);
    expect(performance.now() - sentAt).toBeLessThan(1_000);
    expect(frame).toEqual({ type: 'typing', threadId, userId: buyer.id, isTyping: true });
    expect(buyerOnA.frames.filter((candidate) => candidate.type === 'typing')).toEqual([]);
  });

  it('closes the sockets of a node that shuts down with 4503, while the other node keeps serving', async () => {
    const sellerOnB = await connect(nodeB, seller.token);
    const sellerOnA = await connect(nodeA, seller.token);
    clients.push(sellerOnB, sellerOnA);
    const exit = await nodeA.stop();
    expect(exit.code, nodeA.output()).toBe(0);
    expect(await sellerOnA.closed).toBe(chatSocketCloseCodes.shuttingDown);
    sellerOnB.socket.send(JSON.stringify({ type: 'ping' }));
    expect(await sellerOnB.waitFor((frame) => frame.type === 'pong', 1_000)).toEqual({ type: 'pong' });
  }, 30_000);
});

async function firstCategoryId(database: Database): Promise<string> {
  const { rows } = await database.pool.query<{ id: string }>(
    'select id from categories order by level desc, id limit 1',
  );
  if (!rows[0]) throw new Error('no categories');
  return rows[0].id;
}
