import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  communicationConsentResponseSchema,
  messageListResponseSchema,
  messageResponseSchema,
  pendingResponseSchema,
  threadListResponseSchema,
  threadResponseSchema,
} from '@shared/chat/chat.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import { type FrameRecorder, isFrame, recordChatFrames } from '../../test/chat-frames';
import { createTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import type { ChatDelivery } from './realtime/chat-bus';

describe('chat API', () => {
  let context: TestContext;
  let frames: FrameRecorder;
  beforeAll(async () => {
    context = await createTestApp();
    frames = recordChatFrames(context);
  });
  afterAll(async () => {
    await context.close();
  });

  const inject = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => context.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload ? { payload } : {}) });
  const errorCodeOf = (response: { json(): unknown }) =>
    errorResponseSchema.parse(response.json()).error.code;

  const consentingUser = async (label: string) => {
    const user = await createTestUser(context, { label, displayName: `Chat ${label}` });
    expect((await inject(user, 'POST', '/api/chat/consent', { accepted: true })).statusCode).toBe(200);
    return user;
  };
  const listingOf = async (seller: TestUser) => {
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    if (!listingId) throw new Error('no listing');
    return listingId;
  };
  const openThread = async (buyer: TestUser, listingId: string, expectedStatus = 201) => {
    const response = await inject(buyer, 'POST', '/api/chat/threads', { listingId });
    expect(response.statusCode, response.body).toBe(expectedStatus);
    return threadResponseSchema.parse(response.json()).data.thread;
  };
  const send = (user: TestUser, threadId: string, body: string, clientId: string = randomUUID()) =>
    inject(user, 'POST', `/api/chat/threads/${threadId}/messages`, { clientId, body });
  const sent = async (user: TestUser, threadId: string, body: string) => {
    const response = await send(user, threadId, body);
    expect(response.statusCode, response.body).toBe(201);
    return messageResponseSchema.parse(response.json()).data.message;
  };
  const messagesOf = async (user: TestUser, threadId: string, query = '') => {
    const response = await inject(user, 'GET', `/api/chat/threads/${threadId}/messages${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return messageListResponseSchema.parse(response.json()).data;
  };
  const threadsOf = async (user: TestUser, query = '') => {
    const response = await inject(user, 'GET', `/api/chat/threads${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return threadListResponseSchema.parse(response.json()).data;
  };
  const pendingOf = async (user: TestUser, query = '') => {
    const response = await inject(user, 'GET', `/api/chat/offline/pending${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return pendingResponseSchema.parse(response.json()).data;
  };
  /** A buyer and a seller who both consented, and the buyer's thread about the seller's listing. */
  const conversation = async (label: string) => {
    const seller = await consentingUser(`${label}-seller`);
    const buyer = await consentingUser(`${label}-buyer`);
    const listingId = await listingOf(seller);
    const thread = await openThread(buyer, listingId);
    return { seller, buyer, listingId, thread };
  };

  it('requires sign-in', async () => {
    expect((await inject(null, 'GET', '/api/chat/threads')).statusCode).toBe(401);
    expect((await inject(null, 'GET', '/api/chat/consent')).statusCode).toBe(401);
  });

  it('asks for communication consent once and keeps its first timestamp', async () => {
    const seller = await consentingUser('consent-seller');
    const buyer = await createTestUser(context, { label: 'consent-buyer' });
    const listingId = await listingOf(seller);
    const before = communicationConsentResponseSchema.parse(
      (await inject(buyer, 'GET', '/api/chat/consent')).json(),
    ).data;
    expect(before).toEqual({ isGranted: false, grantedAt: null });

    const refused = await inject(buyer, 'POST', '/api/chat/threads', { listingId });
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('CONSENT_REQUIRED');

    const granted = await inject(buyer, 'POST', '/api/chat/consent', { accepted: true });
    const first = communicationConsentResponseSchema.parse(granted.json()).data;
    expect(first.isGranted).toBe(true);
    expect(Date.now() - Date.parse(first.grantedAt ?? '')).toBeLessThan(60_000);
    const again = await inject(buyer, 'POST', '/api/chat/consent', { accepted: true });
    expect(communicationConsentResponseSchema.parse(again.json()).data.grantedAt).toBe(first.grantedAt);
    await openThread(buyer, listingId);

    const notAccepted = await inject(buyer, 'POST', '/api/chat/consent', { accepted: false });
    expect(notAccepted.statusCode).toBe(400);
  });

  it('keeps one thread per listing and buyer and refuses the listings nobody can ask about', async () => {
    const seller = await consentingUser('open-seller');
    const buyer = await consentingUser('open-buyer');
    const listingId = await listingOf(seller);
    await context.database.db.insert(listingMedia).values([
      { listingId, storageKey: 'listings/chat-test/second', width: 800, height: 600, position: 1 },
      {
        listingId,
        storageKey: 'listings/chat-test/lead',
        width: 800,
        height: 600,
        position: 0,
        isPrimary: true,
      },
    ]);
    const thread = await openThread(buyer, listingId, 201);
    expect(thread.listing.thumbnailUrl).toBe('/media/listings/chat-test/lead/thumbnail.webp');
    expect(thread).toMatchObject({
      listingId,
      role: 'buyer',
      status: 'active',
      unreadCount: 0,
      lastMessage: null,
      counterpart: { id: seller.id, name: 'Chat open-seller' },
      actionTo: `/chat?thread=${thread.id}`,
      isBlocked: false,
      agreedPrice: null,
      openOffer: null,
    });
    expect(thread.listing).toMatchObject({ id: listingId, availability: 'available', isLive: true });
    expect(thread.subject).toBe(thread.listing.title);
    expect((await openThread(buyer, listingId, 200)).id).toBe(thread.id);

    const own = await inject(seller, 'POST', '/api/chat/threads', { listingId });
    expect([own.statusCode, errorCodeOf(own)]).toEqual([409, 'OWN_LISTING']);
    const missing = await inject(buyer, 'POST', '/api/chat/threads', { listingId: randomUUID() });
    expect([missing.statusCode, errorCodeOf(missing)]).toEqual([404, 'NOT_FOUND']);
    const [draftId] = await createTestListings(context, { sellerId: seller.id, count: 1, status: 'DRAFT' });
    const draft = await inject(buyer, 'POST', '/api/chat/threads', { listingId: draftId });
    expect(errorCodeOf(draft)).toBe('NOT_FOUND');
    const archivedId = await listingOf(seller);
    await context.database.db.update(listings).set({ status: 'ARCHIVED' }).where(eq(listings.id, archivedId));
    const archived = await inject(buyer, 'POST', '/api/chat/threads', { listingId: archivedId });
    expect(errorCodeOf(archived)).toBe('LISTING_UNAVAILABLE');
    const soldId = await listingOf(seller);
    await context.database.db.update(listings).set({ soldAt: new Date() }).where(eq(listings.id, soldId));
    const sold = await inject(buyer, 'POST', '/api/chat/threads', { listingId: soldId });
    expect(errorCodeOf(sold)).toBe('LISTING_UNAVAILABLE');

    // The seller sees the same thread from the other side.
    const forSeller = threadResponseSchema.parse(
      (await inject(seller, 'GET', `/api/chat/threads/${thread.id}`)).json(),
    ).data.thread;
    expect(forSeller).toMatchObject({ id: thread.id, role: 'seller', counterpart: { id: buyer.id } });
  });

  it('delivers a message, counts it unread for the recipient and shows it in both lists', async () => {
    const { seller, buyer, thread } = await conversation('deliver');
    const message = await sent(buyer, thread.id, '  Is the bike still available?  ');
    expect(message).toMatchObject({
      body: 'Is the bike still available?',
      status: 'delivered',
      isOwn: true,
      kind: 'text',
      readAt: null,
      warnings: [],
    });
    const [toSeller] = await frames.waitFor(
      (item) =>
        item.userId === seller.id && item.frame.type === 'message' && item.frame.message.id === message.id,
    );
    expect(toSeller?.frame).toEqual({ type: 'message', message: { ...message, isOwn: false } });
    const forSeller = await messagesOf(seller, thread.id);
    expect(forSeller.messages.map((item) => [item.body, item.isOwn])).toEqual([
      ['Is the bike still available?', false],
    ]);
    const reply = await sent(seller, thread.id, 'Yes, it is.');
    const forBuyer = await messagesOf(buyer, thread.id);
    expect(forBuyer.messages.map((item) => item.id)).toEqual([message.id, reply.id]);

    const sellerList = await threadsOf(seller, '?role=seller');
    const listed = sellerList.threads.find((item) => item.id === thread.id);
    expect(listed).toMatchObject({
      unreadCount: 1,
      role: 'seller',
      lastMessage: { body: 'Yes, it is.', isOwn: true },
    });
    expect(sellerList.unreadThreads).toBe(1);
    expect(sellerList.unreadMessages).toBe(1);
    expect((await threadsOf(seller, '?role=buyer')).threads).toEqual([]);
  });

  it('pages messages backwards, oldest first', async () => {
    const { buyer, thread } = await conversation('paging');
    for (const body of ['one', 'two', 'three', 'four', 'five']) await sent(buyer, thread.id, body);
    const latest = await messagesOf(buyer, thread.id, '?limit=2');
    expect(latest.messages.map((item) => item.body)).toEqual(['four', 'five']);
    expect(latest.hasOlder).toBe(true);
    const older = await messagesOf(buyer, thread.id, `?limit=2&before=${latest.messages[0]?.id}`);
    expect(older.messages.map((item) => item.body)).toEqual(['two', 'three']);
    const oldest = await messagesOf(buyer, thread.id, `?limit=2&before=${older.messages[0]?.id}`);
    expect(oldest).toMatchObject({ messages: [{ body: 'one' }], hasOlder: false });
  });

  it('pages threads by latest activity with a cursor', async () => {
    const seller = await consentingUser('threads-seller');
    const buyer = await consentingUser('threads-buyer');
    const threadIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const thread = await openThread(buyer, await listingOf(seller));
      await sent(buyer, thread.id, `message ${index}`);
      threadIds.push(thread.id);
    }
    const first = await threadsOf(buyer, '?limit=2');
    expect(first.threads.map((thread) => thread.id)).toEqual([threadIds[2], threadIds[1]]);
    const second = await threadsOf(buyer, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.threads.map((thread) => thread.id)).toEqual([threadIds[0]]);
    expect(second.nextCursor).toBeNull();
    const bad = await inject(buyer, 'GET', '/api/chat/threads?cursor=nonsense');
    expect(bad.statusCode).toBe(400);
  });

  it('answers a retry with the same message and never stores it twice', async () => {
    const { seller, buyer, thread } = await conversation('retry');
    const clientId = randomUUID();
    const first = await send(buyer, thread.id, 'Can I pick it up tonight?', clientId);
    expect(first.statusCode).toBe(201);
    const firstMessage = messageResponseSchema.parse(first.json()).data.message;
    const isAboutIt = (item: ChatDelivery) =>
      item.frame.type === 'message' && item.frame.message.id === firstMessage.id;
    await frames.waitFor(isAboutIt, 2);
    const retry = await send(buyer, thread.id, 'Can I pick it up tonight?', clientId);
    expect(retry.statusCode).toBe(200);
    expect(messageResponseSchema.parse(retry.json()).data.message).toEqual(firstMessage);
    expect(await frames.settled(isAboutIt)).toHaveLength(2);
    expect((await messagesOf(seller, thread.id)).messages).toHaveLength(1);
    expect((await pendingOf(seller)).pendingCount).toBe(1);
  });

  it('stores one message when the same send arrives twice at once (a retry racing the first try)', async () => {
    const { seller, buyer, thread } = await conversation('race');
    const clientId = randomUUID();
    const answers = await Promise.all([
      send(buyer, thread.id, 'Racing retry', clientId),
      send(buyer, thread.id, 'Racing retry', clientId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((answer) => messageResponseSchema.parse(answer.json()).data.message.id);
    expect(new Set(ids).size).toBe(1);
    expect((await messagesOf(seller, thread.id)).messages).toHaveLength(1);
  });

  it('refuses empty and oversized messages with a validation error', async () => {
    const { buyer, thread } = await conversation('invalid');
    for (const body of ['   ', 'x'.repeat(2001)]) {
      const response = await send(buyer, thread.id, body);
      expect(response.statusCode).toBe(400);
      expect(errorCodeOf(response)).toBe('VALIDATION_FAILED');
    }
    expect((await send(buyer, thread.id, 'x'.repeat(2000))).statusCode).toBe(201);
  });

  it('answers NOT_FOUND for a thread the user is not part of', async () => {
    const { thread } = await conversation('stranger');
    const stranger = await consentingUser('stranger');
    for (const response of [
      await inject(stranger, 'GET', `/api/chat/threads/${thread.id}`),
      await inject(stranger, 'GET', `/api/chat/threads/${thread.id}/messages`),
      await send(stranger, thread.id, 'Hello?'),
      await inject(stranger, 'POST', `/api/chat/threads/${thread.id}/read`, {}),
      await inject(stranger, 'POST', `/api/chat/threads/${thread.id}/report`, { reason: 'spam' }),
    ]) {
      expect([response.statusCode, errorCodeOf(response)]).toEqual([404, 'NOT_FOUND']);
    }
  });

  it('lists pending deliveries newest first, after a given time', async () => {
    const { seller, buyer, thread } = await conversation('pending');
    const first = await sent(buyer, thread.id, 'first');
    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await sent(buyer, thread.id, 'second');
    await sent(seller, thread.id, 'my own reply is not pending for me');
    const pending = await pendingOf(seller);
    expect(pending.pendingCount).toBe(2);
    expect(pending.deliveries.map((item) => item.id)).toEqual([second.id, first.id]);
    const since = await pendingOf(seller, `?since=${encodeURIComponent(first.createdAt)}`);
    expect(since.deliveries.map((item) => item.id)).toEqual([second.id]);
  });

  it('marks messages read, tells the sender and clears the unread counts', async () => {
    const { seller, buyer, thread } = await conversation('read');
    const first = await sent(buyer, thread.id, 'first');
    const second = await sent(buyer, thread.id, 'second');
    const third = await sent(buyer, thread.id, 'third');
    const partly = await inject(seller, 'POST', `/api/chat/threads/${thread.id}/read`, {
      upToMessageId: second.id,
    });
    expect(partly.statusCode).toBe(204);
    const receipts = await frames.waitFor(
      (item) => item.frame.type === 'read' && item.frame.threadId === thread.id,
      2,
    );
    // The sender learns it (read receipt); the reader's other tabs clear their unread badge.
    expect(receipts.map((item) => item.userId).sort()).toEqual([buyer.id, seller.id].sort());
    expect(receipts[0]?.frame).toMatchObject({ type: 'read', readerId: seller.id, upToMessageId: second.id });
    expect((await pendingOf(seller)).pendingCount).toBe(1);
    const seen = await messagesOf(buyer, thread.id);
    expect(seen.messages.map((item) => item.readAt !== null)).toEqual([true, true, false]);
    expect(seen.messages[0]?.id).toBe(first.id);

    await inject(seller, 'POST', `/api/chat/threads/${thread.id}/read`, {});
    expect((await pendingOf(seller)).pendingCount).toBe(0);
    const listed = (await threadsOf(seller)).threads.find((item) => item.id === thread.id);
    expect(listed?.unreadCount).toBe(0);
    expect((await messagesOf(buyer, thread.id)).messages.at(-1)).toMatchObject({ id: third.id });
    expect((await messagesOf(buyer, thread.id)).messages.at(-1)?.readAt).not.toBeNull();
  });

  it('lets a blocked pair read but not write, until the block is lifted', async () => {
    const { seller, buyer, thread } = await conversation('block');
    expect((await inject(seller, 'PUT', `/api/chat/blocks/${buyer.id}`)).statusCode).toBe(204);
    await frames.waitFor(isFrame(buyer.id, { type: 'thread', threadId: thread.id }));
    const refused = await send(buyer, thread.id, 'Why no answer?');
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'CHAT_BLOCKED']);
    expect(errorCodeOf(await send(seller, thread.id, 'Bye'))).toBe('CHAT_BLOCKED');
    const forSeller = threadResponseSchema.parse(
      (await inject(seller, 'GET', `/api/chat/threads/${thread.id}`)).json(),
    ).data.thread;
    expect(forSeller).toMatchObject({ isBlocked: true, hasBlockedCounterpart: true });
    const forBuyer = threadResponseSchema.parse(
      (await inject(buyer, 'GET', `/api/chat/threads/${thread.id}`)).json(),
    ).data.thread;
    expect(forBuyer).toMatchObject({ isBlocked: true, hasBlockedCounterpart: false });
    const blocked = (await inject(seller, 'GET', '/api/chat/blocks')).json() as {
      data: { users: { id: string; name: string }[] };
    };
    expect(blocked.data.users).toEqual([expect.objectContaining({ id: buyer.id, name: buyer.displayName })]);
    // A new thread between them is refused too.
    const otherListing = await listingOf(seller);
    const reopened = await inject(buyer, 'POST', '/api/chat/threads', { listingId: otherListing });
    expect(errorCodeOf(reopened)).toBe('CHAT_BLOCKED');

    expect((await inject(seller, 'DELETE', `/api/chat/blocks/${buyer.id}`)).statusCode).toBe(204);
    expect((await send(buyer, thread.id, 'Thanks for unblocking')).statusCode).toBe(201);

    const self = await inject(seller, 'PUT', `/api/chat/blocks/${seller.id}`);
    expect([self.statusCode, errorCodeOf(self)]).toEqual([400, 'BAD_REQUEST']);
    const unknown = await inject(seller, 'PUT', `/api/chat/blocks/${randomUUID()}`);
    expect(errorCodeOf(unknown)).toBe('NOT_FOUND');
  });

  it('refuses messages from a user a moderator barred from chat', async () => {
    const { buyer, thread } = await conversation('barred');
    await context.database.db.update(users).set({ chatBlockedAt: new Date() }).where(eq(users.id, buyer.id));
    const refused = await send(buyer, thread.id, 'Still here');
    expect([refused.statusCode, errorCodeOf(refused)]).toEqual([403, 'CHAT_BLOCKED']);
  });

  it('keeps talking about a listing that has sold since the thread was opened', async () => {
    const { seller, buyer, listingId, thread } = await conversation('sold');
    await context.database.db.update(listings).set({ soldAt: new Date() }).where(eq(listings.id, listingId));
    expect((await send(buyer, thread.id, 'When can I pick it up?')).statusCode).toBe(201);
    expect((await openThread(buyer, listingId, 200)).listing.availability).toBe('sold');
    expect((await messagesOf(seller, thread.id)).messages).toHaveLength(1);
  });
});
