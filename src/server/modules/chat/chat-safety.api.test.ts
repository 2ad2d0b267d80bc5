import { randomUUID } from 'node:crypto';
import {
  messageListResponseSchema,
  messageResponseSchema,
  pendingResponseSchema,
  reportThreadResponseSchema,
  threadListResponseSchema,
  threadResponseSchema,
} from '@shared/chat/chat.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFlagEvents, chatFlags } from '../../db/schema/chat.schema';
import { type FrameRecorder, recordChatFrames } from '../../test/chat-frames';
import { createTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { sendMessage } from './chat-messages.service';
import type { ScreenResult } from './filter/screen-message';
import type { ChatDelivery } from './realtime/chat-bus';

/** Held messages and reports: what reaches the moderators, and what each side sees meanwhile. */
describe('chat holds and reports', () => {
  let context: TestContext;
  let frames: FrameRecorder;
  beforeAll(async () => {
    context = await createTestApp();
    frames = recordChatFrames(context);
  });
  afterAll(async () => {
    await context.close();
  });

  const consentingUser = async (label: string) => {
    const user = await createTestUser(context, { label });
    await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: user.headers,
      payload: { accepted: true },
    });
    return user;
  };
  const conversation = async (label: string) => {
    const seller = await consentingUser(`${label}-seller`);
    const buyer = await consentingUser(`${label}-buyer`);
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId },
    });
    return { seller, buyer, thread: threadResponseSchema.parse(opened.json()).data.thread };
  };
  const get = async (user: TestUser, url: string) => {
    const response = await context.app.inject({ method: 'GET', url, headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const heldResult: ScreenResult = {
    action: 'hold',
    severity: 'high',
    findings: [
      { kind: 'messenger', severity: 'high', match: 'whatsapp 017612345678' },
      { kind: 'off-platform-payment', severity: 'high', match: 'paypal freunde' },
    ],
  };
  const warnResult: ScreenResult = {
    action: 'warn',
    severity: 'low',
    findings: [{ kind: 'external-link', severity: 'low', match: 'example.org' }],
  };
  const sendScreened = (sender: TestUser, threadId: string, body: string, result: ScreenResult) =>
    sendMessage(
      context.app.deps,
      sender.id,
      threadId,
      { clientId: randomUUID(), body },
      { logger: context.app.log, screen: () => result },
    );

  it('holds a message the filter flags: only its sender sees it, and it reaches the moderation queue', async () => {
    const { seller, buyer, thread } = await conversation('hold');
    const body = 'Schreib mir auf WhatsApp 0176 12345678 und zahl per PayPal Freunde';
    const { message, isNew } = await sendScreened(seller, thread.id, body, heldResult);
    expect(isNew).toBe(true);
    expect(message).toMatchObject({ status: 'held', isOwn: true, warnings: [] });

    const [flag] = await context.database.db
      .select()
      .from(chatFlags)
      .where(eq(chatFlags.messageId, message.id));
    expect(flag).toMatchObject({
      source: 'filter',
      status: 'open',
      severity: 'high',
      threadId: thread.id,
      senderId: seller.id,
      reporterId: null,
      findings: heldResult.findings,
    });
    const events = await context.database.db
      .select()
      .from(chatFlagEvents)
      .where(eq(chatFlagEvents.flagId, flag?.id ?? ''));
    expect(events).toMatchObject([{ action: 'flagged', actorId: null }]);

    const forSender = messageListResponseSchema.parse(
      await get(seller, `/api/chat/threads/${thread.id}/messages`),
    );
    expect(forSender.data.messages).toMatchObject([{ id: message.id, status: 'held' }]);
    const forRecipient = messageListResponseSchema.parse(
      await get(buyer, `/api/chat/threads/${thread.id}/messages`),
    );
    expect(forRecipient.data.messages).toEqual([]);
    const recipientThreads = threadListResponseSchema.parse(await get(buyer, '/api/chat/threads')).data;
    expect(recipientThreads.threads.find((item) => item.id === thread.id)).toMatchObject({
      unreadCount: 0,
      lastMessage: null,
    });
    expect(pendingResponseSchema.parse(await get(buyer, '/api/chat/offline/pending')).data.pendingCount).toBe(
      0,
    );
    // Only the sender's sockets hear of it.
    const isAboutIt = (item: ChatDelivery) =>
      item.frame.type === 'message' && item.frame.message.id === message.id;
    await frames.waitFor(isAboutIt);
    const messageFrames = await frames.settled(isAboutIt);
    expect(messageFrames.map((item) => item.userId)).toEqual([seller.id]);
  });

  it('runs the real filter on a sent message: off-platform contact and payment are held', async () => {
    const { seller, buyer, thread } = await conversation('real-filter');
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/messages`,
      headers: buyer.headers,
      payload: {
        clientId: randomUUID(),
        body: 'Schreib mir auf WhatsApp 0176 12345678 und zahl per PayPal Freunde',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { message } = messageResponseSchema.parse(response.json()).data;
    expect(message.status).toBe('held');
    const [flag] = await context.database.db
      .select()
      .from(chatFlags)
      .where(eq(chatFlags.messageId, message.id));
    expect(flag?.source).toBe('filter');
    expect(['high', 'critical']).toContain(flag?.severity);
    const forSeller = messageListResponseSchema.parse(
      await get(seller, `/api/chat/threads/${thread.id}/messages`),
    );
    expect(forSeller.data.messages).toEqual([]);

    const clean = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/messages`,
      headers: buyer.headers,
      payload: {
        clientId: randomUUID(),
        body: 'Passt 45 € für den Tisch, 120 x 80 cm? Abholung Samstag 14 Uhr.',
      },
    });
    expect(messageResponseSchema.parse(clean.json()).data.message).toMatchObject({ status: 'delivered' });
  });

  it('delivers a warned message with the warnings for the recipient only', async () => {
    const { seller, buyer, thread } = await conversation('warn');
    const { message } = await sendScreened(buyer, thread.id, 'Photos at example.org/bike', warnResult);
    expect(message).toMatchObject({ status: 'delivered', warnings: [] });
    const forSeller = messageListResponseSchema.parse(
      await get(seller, `/api/chat/threads/${thread.id}/messages`),
    );
    expect(forSeller.data.messages).toMatchObject([{ id: message.id, warnings: ['external-link'] }]);
    const [flag] = await context.database.db
      .select()
      .from(chatFlags)
      .where(eq(chatFlags.messageId, message.id));
    expect(flag).toBeUndefined();
  });

  it('records a report about the counterpart for the moderators', async () => {
    const { seller, buyer, thread } = await conversation('report');
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/report`,
      headers: buyer.headers,
      payload: { reason: 'scam', note: '  Wants a deposit by Western Union  ' },
    });
    expect(response.statusCode, response.body).toBe(202);
    const { reportId } = reportThreadResponseSchema.parse(response.json()).data;
    const [flag] = await context.database.db.select().from(chatFlags).where(eq(chatFlags.id, reportId));
    expect(flag).toMatchObject({
      source: 'report',
      severity: 'high',
      status: 'open',
      threadId: thread.id,
      messageId: null,
      senderId: seller.id,
      reporterId: buyer.id,
      reportReason: 'scam',
      reportNote: 'Wants a deposit by Western Union',
    });
    const events = await context.database.db
      .select()
      .from(chatFlagEvents)
      .where(eq(chatFlagEvents.flagId, reportId));
    expect(events).toMatchObject([{ action: 'reported', actorId: buyer.id }]);

    const spam = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/report`,
      headers: seller.headers,
      payload: { reason: 'spam' },
    });
    const spamId = reportThreadResponseSchema.parse(spam.json()).data.reportId;
    const [spamFlag] = await context.database.db.select().from(chatFlags).where(eq(chatFlags.id, spamId));
    expect(spamFlag).toMatchObject({ severity: 'medium', senderId: buyer.id, reportNote: null });
  });
});
