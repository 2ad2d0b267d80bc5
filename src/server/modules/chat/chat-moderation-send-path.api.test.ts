import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  messageListResponseSchema,
  messageResponseSchema,
  threadResponseSchema,
} from '@shared/chat/chat.schema';
import { chatFlagListResponseSchema, chatFlagResponseSchema } from '@shared/chat/chat-moderation.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatFlags } from '../../db/schema/chat.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** The whole way: the real filter holds a buyer's message, a moderator decides, the seller sees it (or not). */
describe('chat moderation through the send path', () => {
  let context: TestContext;
  let moderator: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    moderator = await createTestUser(context, { label: 'modpath-moderator', roles: ['moderator'] });
  });
  afterAll(() => context.close());

  const consentingUser = async (label: string, roles: string[]) => {
    const user = await createTestUser(context, { label, roles });
    const consent = await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: user.headers,
      payload: { accepted: true },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    return user;
  };
  const conversation = async (label: string) => {
    const seller = await consentingUser(`${label}-seller`, ['buyer', 'seller']);
    const buyer = await consentingUser(`${label}-buyer`, ['buyer']);
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    return { seller, buyer, threadId: threadResponseSchema.parse(opened.json()).data.thread.id };
  };
  const send = (sender: TestUser, threadId: string, body: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: sender.headers,
      payload: { clientId: randomUUID(), body },
    });
  const sendHeld = async (sender: TestUser, threadId: string) => {
    const sent = await send(sender, threadId, 'Schreib mir auf WhatsApp unter 0176 1234 5678');
    expect(sent.statusCode, sent.body).toBe(201);
    const { message } = messageResponseSchema.parse(sent.json()).data;
    expect(message.status).toBe('held');
    const [flag] = await context.database.db
      .select()
      .from(chatFlags)
      .where(eq(chatFlags.messageId, message.id));
    if (!flag) throw new Error('the held message has no flag');
    return { message, flagId: flag.id };
  };
  const messagesOf = async (viewer: TestUser, threadId: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: viewer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return messageListResponseSchema.parse(response.json()).data.messages;
  };
  const decide = (flagId: string, action: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/admin/chat-flags/${flagId}/decision`,
      headers: moderator.headers,
      payload: { action },
    });

  it('a held message is in the queue, and once approved the seller has it', async () => {
    const { seller, buyer, threadId } = await conversation('modpath-approve');
    const { message, flagId } = await sendHeld(buyer, threadId);
    expect(await messagesOf(seller, threadId)).toEqual([]);

    const shown = await context.app.inject({
      method: 'GET',
      url: `/api/admin/chat-flags/${flagId}`,
      headers: moderator.headers,
    });
    const flag = chatFlagResponseSchema.parse(shown.json()).data.flag;
    expect(flag).toMatchObject({ status: 'open', source: 'filter', sender: { id: buyer.id } });
    expect(flag.message?.body).toBe('Schreib mir auf WhatsApp unter 0176 1234 5678');
    expect(flag.findings.map((finding) => finding.kind)).toContain('phone');
    const queue = await context.app.inject({
      method: 'GET',
      url: `/api/admin/chat-flags?status=open&severity=${flag.severity}&pageSize=50`,
      headers: moderator.headers,
    });
    const { flags, total } = chatFlagListResponseSchema.parse(queue.json()).data;
    expect(total).toBeGreaterThanOrEqual(1);
    expect(flags.map((entry) => entry.id)).toContain(flagId);

    const approved = await decide(flagId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    const seen = await messagesOf(seller, threadId);
    expect(seen.map((entry) => [entry.id, entry.status, entry.isOwn])).toEqual([
      [message.id, 'delivered', false],
    ]);
    expect((await messagesOf(buyer, threadId)).find((entry) => entry.id === message.id)?.status).toBe(
      'delivered',
    );
  });

  it('reject and block: the seller never sees it, and the sender can no longer write', async () => {
    const { seller, buyer, threadId } = await conversation('modpath-block');
    const { flagId } = await sendHeld(buyer, threadId);
    const blocked = await decide(flagId, 'reject-and-block');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await messagesOf(seller, threadId)).toEqual([]);
    expect((await messagesOf(buyer, threadId)).map((entry) => entry.status)).toEqual(['rejected']);

    const again = await send(buyer, threadId, 'Hallo, ist es noch da?');
    expect(again.statusCode).toBe(403);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('CHAT_BLOCKED');
  });
});
