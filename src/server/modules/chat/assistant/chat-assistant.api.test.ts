import { randomUUID } from 'node:crypto';
import {
  assistantPreferencesResponseSchema,
  assistantSuggestionsResponseSchema,
} from '@shared/chat/chat-assistant.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatMessages, chatThreads } from '../../../db/schema/chat.schema';
import { recordChatFrames } from '../../../test/chat-frames';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/user-factory';
import type { ChatDelivery } from '../realtime/chat-bus';
import { autoReplyToBuyerMessage } from './assistant-auto-reply.service';
import {
  insertTestMessage,
  insertThreadWithNewBuyer,
  publishAssistantTestTable,
  assistantSuggestionsUrl as suggestionsUrl,
} from './assistant-threads.test-helper';

let context: TestContext;
let seller: TestUser;
let buyer: TestUser;
let otherSeller: TestUser;
let listingId: string;

/** One thread per listing and buyer: each test asks as a buyer of its own. */
const newThread = () => insertThreadWithNewBuyer(context, listingId, seller.id);

async function setPreferences(user: TestUser, payload: { isEnabled: boolean; autoSendTopics: string[] }) {
  const response = await context.app.inject({
    method: 'PUT',
    url: '/api/chat/assistant/preferences',
    headers: user.headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return assistantPreferencesResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  context = await createTestApp();
  seller = await createTestUser(context, { roles: ['seller'], label: 'assistant-seller' });
  otherSeller = await createTestUser(context, { roles: ['seller'], label: 'assistant-other' });
  buyer = await createTestUser(context, { roles: ['buyer'], label: 'assistant-buyer' });
  listingId = await publishAssistantTestTable(context, seller);
});

afterAll(async () => {
  await context?.close();
});

describe('chat assistant preferences', () => {
  it('starts with suggestions on and nothing sent automatically, and keeps what the seller saves', async () => {
    const fresh = await createTestUser(context, { roles: ['seller'] });
    const initial = await context.app.inject({
      method: 'GET',
      url: '/api/chat/assistant/preferences',
      headers: fresh.headers,
    });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual({ data: { isEnabled: true, autoSendTopics: [] } });

    const saved = await setPreferences(fresh, {
      isEnabled: false,
      autoSendTopics: ['shipping', 'availability', 'shipping'],
    });
    expect(saved).toEqual({ isEnabled: false, autoSendTopics: ['availability', 'shipping'] });
    const again = await context.app.inject({
      method: 'GET',
      url: '/api/chat/assistant/preferences',
      headers: fresh.headers,
    });
    expect(again.json()).toEqual({ data: saved });
  });

  it('refuses price as an automatic topic, and accounts without the seller permission (moderators only)', async () => {
    const price = await context.app.inject({
      method: 'PUT',
      url: '/api/chat/assistant/preferences',
      headers: seller.headers,
      payload: { isEnabled: true, autoSendTopics: ['price'] },
    });
    expect(price.statusCode).toBe(400);
    expect(price.json().error.code).toBe('VALIDATION_FAILED');
    const asModerator = await context.app.inject({
      method: 'GET',
      url: '/api/chat/assistant/preferences',
      headers: (await createTestUser(context, { roles: ['moderator'], label: 'assistant-moderator' }))
        .headers,
    });
    // Buyers may sell (ADR 072); an account that only moderates may not.
    expect(asModerator.statusCode).toBe(403);
  });
});

describe('chat assistant suggestions', () => {
  it("answers the buyer's latest message for the seller, from the listing's data, in German", async () => {
    const thread = await newThread();
    await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Kratzer?',
      createdAt: new Date(Date.now() - 60_000),
    });
    await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Ist der noch da?',
    });
    const response = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id),
      headers: seller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const data = assistantSuggestionsResponseSchema.parse(response.json()).data;
    expect(data).toMatchObject({ isEscalated: false, escalationReason: null, provider: 'local' });
    expect(data.suggestions[0]).toMatchObject({
      topic: 'availability',
      text: 'Hallo! Ja, „Esstisch aus Eiche, ausziehbar“ ist noch zu haben.',
    });
  });

  it('answers a named message: shipping with its price, measurements from the attributes', async () => {
    const thread = await newThread();
    const shipping = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'was kostet der Versand nach München',
    });
    const size = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'how big is it?',
    });
    const first = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id, shipping.id),
      headers: seller.headers,
    });
    expect(first.json().data.suggestions[0].text).toBe('Versand ist möglich: DHL für 5,49\u00a0€.');
    const second = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id, size.id),
      headers: seller.headers,
    });
    expect(second.json().data.suggestions[0].text).toBe(
      'The measurements: Width 160 cm, Depth 90 cm and Height 75 cm.',
    );
  });

  it('escalates an offer and a complaint to the seller', async () => {
    const thread = await newThread();
    const offer = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Würdest du 80 nehmen?',
    });
    const offerAnswer = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id, offer.id),
      headers: seller.headers,
    });
    expect(offerAnswer.json().data).toMatchObject({ isEscalated: true, escalationReason: 'offer' });
    const complaint = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Der Tisch ist defekt angekommen, ich will mein Geld zurück',
    });
    const complaintAnswer = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id, complaint.id),
      headers: seller.headers,
    });
    expect(complaintAnswer.json().data).toEqual({
      suggestions: [],
      isEscalated: true,
      escalationReason: 'complaint',
      provider: 'local',
    });
  });

  it('shows the thread to its seller only: the buyer and other sellers get NOT_FOUND', async () => {
    const thread = await newThread();
    const message = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Maße?',
    });
    for (const user of [otherSeller, buyer]) {
      const response = await context.app.inject({
        method: 'GET',
        url: suggestionsUrl(thread.id, message.id),
        headers: user.headers,
      });
      // A buyer holds the seller permission too (ADR 072); it is not this thread's seller.
      expect(response.statusCode).toBe(404);
    }
    const asOtherSeller = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id),
      headers: otherSeller.headers,
    });
    expect(asOtherSeller.json().error.code).toBe('NOT_FOUND');
    const sellersOwnMessage = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: seller.id,
      body: 'Ist noch da',
    });
    const notBuyers = await context.app.inject({
      method: 'GET',
      url: suggestionsUrl(thread.id, sellersOwnMessage.id),
      headers: seller.headers,
    });
    expect(notBuyers.statusCode).toBe(404);
  });
});

describe('chat assistant auto-send', () => {
  it('answers an availability question on its own when the seller chose it, once, and publishes it', async () => {
    await setPreferences(seller, { isEnabled: true, autoSendTopics: ['availability'] });
    const thread = await newThread();
    const question = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Hallo, ist der Tisch noch zu haben?',
    });
    // Frames come back through LISTEN/NOTIFY on a PostgreSQL server, where other test files'
    // apps publish too: only this thread's message frames count, once they have arrived.
    const frames = recordChatFrames(context);
    const isThisThreadsMessage = (delivery: ChatDelivery) =>
      delivery.frame.type === 'message' && delivery.frame.message.threadId === thread.id;
    await autoReplyToBuyerMessage(context.app.deps, thread, question);
    // A second run on the same message (a retried delivery) sends nothing more.
    await autoReplyToBuyerMessage(context.app.deps, thread, question);
    await frames.waitFor(isThisThreadsMessage, 2);
    const published = await frames.settled(isThisThreadsMessage);
    const replies = await context.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.senderId, seller.id)));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      kind: 'text',
      status: 'delivered',
      isAutoSent: true,
      body: 'Hallo! Ja, „Esstisch aus Eiche, ausziehbar“ ist noch zu haben.',
    });
    expect(published.map((delivery) => delivery.userId).sort()).toEqual([thread.buyerId, seller.id].sort());
    expect(published[0]!.frame).toMatchObject({ type: 'message', message: { isAutoSent: true } });
    const [stored] = await context.database.db
      .select()
      .from(chatThreads)
      .where(eq(chatThreads.id, thread.id));
    expect(stored!.lastActivityAt.getTime()).toBe(replies[0]!.createdAt.getTime());

    // Its own answer is no question: the assistant never answers an auto reply.
    await autoReplyToBuyerMessage(context.app.deps, thread, replies[0]!);
    const after = await context.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, thread.id));
    expect(after).toHaveLength(2);
  });

  it('leaves a price question, a topic the seller did not choose and a disabled assistant to the seller', async () => {
    await setPreferences(seller, { isEnabled: true, autoSendTopics: ['availability'] });
    const thread = await newThread();
    for (const body of ['Geht da noch was am Preis?', 'Würdest du 50 nehmen?', 'Versand möglich?']) {
      const message = await insertTestMessage(context, {
        threadId: thread.id,
        senderId: thread.buyerId,
        body,
      });
      await autoReplyToBuyerMessage(context.app.deps, thread, message);
    }
    await setPreferences(seller, { isEnabled: false, autoSendTopics: ['availability'] });
    const disabled = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'Ist der noch da?',
    });
    await autoReplyToBuyerMessage(context.app.deps, thread, disabled);
    const sellerMessages = await context.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.senderId, seller.id)));
    expect(sellerMessages).toEqual([]);
    await setPreferences(seller, { isEnabled: true, autoSendTopics: [] });
  });

  it('answers through the real send path: the buyer sends, the seller’s assistant replies on its own', async () => {
    await setPreferences(seller, { isEnabled: true, autoSendTopics: ['availability', 'shipping'] });
    const realBuyer = await createTestUser(context, { roles: ['buyer'], label: 'assistant-real-buyer' });
    for (const user of [realBuyer, seller]) {
      const consent = await context.app.inject({
        method: 'POST',
        url: '/api/chat/consent',
        headers: user.headers,
        payload: { accepted: true },
      });
      expect(consent.statusCode, consent.body).toBe(200);
    }
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: realBuyer.headers,
      payload: { listingId },
    });
    expect(opened.statusCode, opened.body).toBeLessThan(300);
    const threadId: string = opened.json().data.thread.id;
    const send = (body: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/chat/threads/${threadId}/messages`,
        headers: realBuyer.headers,
        payload: { clientId: randomUUID(), body },
      });
    const messagesOfSeller = () =>
      context.database.db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.senderId, seller.id)));

    expect((await send('Ist der Tisch noch zu haben?')).statusCode).toBeLessThan(300);
    await vi.waitFor(async () => expect(await messagesOfSeller()).toHaveLength(1), { timeout: 5000 });
    const listed = await context.app.inject({
      method: 'GET',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: realBuyer.headers,
    });
    const answer = listed.json().data.messages.find((message: { isOwn: boolean }) => !message.isOwn);
    expect(answer).toMatchObject({
      isAutoSent: true,
      body: 'Hallo! Ja, „Esstisch aus Eiche, ausziehbar“ ist noch zu haben.',
    });

    // A price question stays with the seller.
    expect((await send('Geht da noch was am Preis?')).statusCode).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messagesOfSeller()).toHaveLength(1);
    await setPreferences(seller, { isEnabled: true, autoSendTopics: [] });
  });

  it('never answers a held message', async () => {
    await setPreferences(seller, { isEnabled: true, autoSendTopics: ['availability'] });
    const thread = await newThread();
    const held = await insertTestMessage(context, {
      threadId: thread.id,
      senderId: thread.buyerId,
      body: 'noch da?',
    });
    await autoReplyToBuyerMessage(context.app.deps, thread, { ...held, status: 'held' });
    const rows = await context.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.threadId, thread.id));
    expect(rows).toHaveLength(1);
    await setPreferences(seller, { isEnabled: true, autoSendTopics: [] });
  });
});
