import { randomUUID } from 'node:crypto';
import { threadResponseSchema } from '@shared/chat/chat.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatOffers, chatThreads } from '../../db/schema/chat.schema';
import type { JobQueue } from '../../jobs/job-queue';
import { type FrameRecorder, isFrame, recordChatFrames } from '../../test/chat-frames';
import { createTestListings } from '../../test/listing-factory';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { archiveIdleChatThreads } from './chat-archive.service';
import { afterMessageDelivered } from './chat-delivered.service';
import { type ChatEmailContext, sendChatMessageEmail } from './chat-email.service';
import { sendMessage } from './chat-messages.service';

/** The chat's background jobs, called the way their workers call them. */
describe('chat jobs: archive and unread email', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let frames: FrameRecorder;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ smtpUrl: inbox.url });
    frames = recordChatFrames(context);
  });
  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  const emailContext = (): ChatEmailContext => ({
    db: context.database.db,
    mailer: context.app.deps.mailer,
    publicUrl: context.app.deps.config.publicUrl,
    logger: context.app.log,
  });
  const consentingUser = async (label: string, language: 'en' | 'de' = 'en') => {
    const user = await createTestUser(context, { label, displayName: `Chat ${label}` });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: { ...user.headers, 'accept-language': language },
      payload: { accepted: true },
    });
    expect(response.statusCode).toBe(200);
    return user;
  };
  const conversation = async (label: string, buyerLanguage: 'en' | 'de' = 'en') => {
    const seller = await createTestUser(context, {
      label: `${label}-seller`,
      displayName: `Chat ${label} seller`,
    });
    const buyer = await consentingUser(`${label}-buyer`, buyerLanguage);
    const [listingId] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const opened = await context.app.inject({
      method: 'POST',
      url: '/api/chat/threads',
      headers: buyer.headers,
      payload: { listingId },
    });
    return { seller, buyer, thread: threadResponseSchema.parse(opened.json()).data.thread };
  };
  const send = async (user: TestUser, threadId: string, body: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: user.headers,
      payload: { clientId: randomUUID(), body },
    });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { data: { message: { id: string } } }).data.message;
  };
  const threadOf = async (user: TestUser, threadId: string) =>
    threadResponseSchema.parse(
      (
        await context.app.inject({
          method: 'GET',
          url: `/api/chat/threads/${threadId}`,
          headers: user.headers,
        })
      ).json(),
    ).data.thread;
  const idleFor = (threadId: string, minutes: number) =>
    context.database.db
      .update(chatThreads)
      .set({ lastActivityAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(chatThreads.id, threadId));

  it('archives threads idle for 10 minutes, keeps them readable and reopens them on a new message', async () => {
    const idle = await conversation('archive');
    const recent = await conversation('recent');
    await send(idle.buyer, idle.thread.id, 'Still for sale?');
    await send(recent.buyer, recent.thread.id, 'Hello');
    await idleFor(idle.thread.id, 11);
    await idleFor(recent.thread.id, 9);

    expect(await archiveIdleChatThreads(context.app.deps)).toBeGreaterThanOrEqual(1);
    expect((await threadOf(idle.buyer, idle.thread.id)).status).toBe('archived');
    expect((await threadOf(recent.buyer, recent.thread.id)).status).toBe('active');
    for (const userId of [idle.buyer.id, idle.seller.id]) {
      await frames.waitFor(isFrame(userId, { type: 'thread', threadId: idle.thread.id }));
    }
    const readable = await context.app.inject({
      method: 'GET',
      url: `/api/chat/threads/${idle.thread.id}/messages`,
      headers: idle.seller.headers,
    });
    expect(readable.json()).toMatchObject({ data: { messages: [{ body: 'Still for sale?' }] } });
    const archivedList = await context.app.inject({
      method: 'GET',
      url: '/api/chat/threads?status=archived&role=seller',
      headers: idle.seller.headers,
    });
    expect(archivedList.json()).toMatchObject({ data: { threads: [{ id: idle.thread.id }] } });

    await send(idle.buyer, idle.thread.id, 'Hello again?');
    expect((await threadOf(idle.seller, idle.thread.id)).status).toBe('active');
    await idleFor(idle.thread.id, 11);
    await archiveIdleChatThreads(context.app.deps);
    expect((await threadOf(idle.seller, idle.thread.id)).status).toBe('archived');
    // The job's clock: two minutes on, the thread idle for 9 minutes has passed the 10. (Only
    // threads idle for 8 minutes are touched, so other test files' live threads stay as they are.)
    await archiveIdleChatThreads(context.app.deps, new Date(Date.now() + 2 * 60_000));
    expect((await threadOf(recent.seller, recent.thread.id)).status).toBe('archived');
  });

  it('emails the recipient once per thread while unread, in their language, with a link to the thread', async () => {
    const { seller, buyer, thread } = await conversation('email', 'de');
    const first = await send(buyer, thread.id, 'Is the lamp still available? I could pick it up today.');
    expect(await sendChatMessageEmail(emailContext(), first.id)).toBe('sent');
    const mail = await inbox.waitForMail((item) => item.to.includes(seller.email.toLowerCase()));
    // The seller never chose a language: their listing's (English) is used.
    expect(mail.subject).toBe('New message from Chat email-buyer about “Test listing number 1”');
    expect(mail.text).toContain('Is the lamp still available? I could pick it up today.');
    expect(mail.links).toContain(`http://localhost:3000/chat?thread=${thread.id}`);

    const second = await send(buyer, thread.id, 'Hello?');
    expect(await sendChatMessageEmail(emailContext(), second.id)).toBe('already-emailed');
    expect(await sendChatMessageEmail(emailContext(), first.id)).toBe('already-emailed');
    expect(inbox.mailsTo(seller.email)).toHaveLength(1);

    // Once the seller has read the thread, the next unread message may be emailed again.
    await context.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${thread.id}/read`,
      headers: seller.headers,
      payload: {},
    });
    expect(await sendChatMessageEmail(emailContext(), second.id)).toBe('read');
    const third = await send(buyer, thread.id, 'Are you there?');
    expect(await sendChatMessageEmail(emailContext(), third.id)).toBe('sent');
    await inbox.waitForMail(
      (item) => item.to.includes(seller.email.toLowerCase()) && item.text.includes('Are you there?'),
    );
    expect(inbox.mailsTo(seller.email)).toHaveLength(2);

    // The buyer consented in German, so the seller's answer reaches them in German.
    await consentingUserConsent(seller);
    const reply = await send(seller, thread.id, 'Ja, heute ab 18 Uhr.');
    expect(await sendChatMessageEmail(emailContext(), reply.id)).toBe('sent');
    const german = await inbox.waitForMail((item) => item.to.includes(buyer.email.toLowerCase()));
    expect(german.subject).toBe('Neue Nachricht von Chat email seller zu „Test listing number 1“');
  });

  it('words an offer email differently and never quotes a message the filter warned about', async () => {
    const { seller, buyer, thread } = await conversation('offer-email');
    const [offer] = await context.database.db
      .insert(chatOffers)
      .values({
        threadId: thread.id,
        listingId: thread.listingId,
        buyerId: buyer.id,
        proposerId: buyer.id,
        madeBy: 'buyer',
        amountCents: 4_500,
        clientId: randomUUID(),
        expiresAt: new Date(Date.now() + 48 * 3_600_000),
      })
      .returning();
    const [offerMessage] = await context.database.db
      .insert(chatMessages)
      .values({
        threadId: thread.id,
        senderId: buyer.id,
        clientId: randomUUID(),
        kind: 'offer',
        body: 'Would you take 45?',
        offerId: offer?.id,
        deliveredAt: new Date(),
      })
      .returning();
    expect(await sendChatMessageEmail(emailContext(), offerMessage?.id ?? '')).toBe('sent');
    const offerMail = await inbox.waitForMail((item) => item.to.includes(seller.email.toLowerCase()));
    expect(offerMail.subject).toBe('New offer from Chat offer-email-buyer for “Test listing number 1”');
    expect(offerMail.text).toContain('made you an offer for “Test listing number 1” on Kleinkram: €45.');

    const warned = await conversation('warned-email');
    const { message } = await sendMessage(
      context.app.deps,
      warned.buyer.id,
      warned.thread.id,
      { clientId: randomUUID(), body: 'Call me on 0176 1234567' },
      {
        logger: context.app.log,
        screen: () => ({
          action: 'warn',
          severity: 'medium',
          findings: [{ kind: 'phone', severity: 'medium', match: '01761234567' }],
        }),
      },
    );
    expect(await sendChatMessageEmail(emailContext(), message.id)).toBe('sent');
    const warnedMail = await inbox.waitForMail((item) => item.to.includes(warned.seller.email.toLowerCase()));
    expect(warnedMail.text).not.toContain('0176');
    expect(warnedMail.text).toContain('contains contact details or a link');
  });

  it('queues the email job for a delivered message or offer, and nothing for a held one', async () => {
    const { buyer, thread } = await conversation('queue');
    const sent: { name: string; payload: unknown }[] = [];
    const jobs: JobQueue = {
      ...context.app.deps.jobs,
      isEnabled: true,
      async send(name, payload) {
        sent.push({ name, payload });
        return 'job-id';
      },
    };
    const deps = { ...context.app.deps, jobs };
    const participants = { id: thread.id, buyerId: buyer.id, sellerId: thread.counterpart.id };
    const [delivered] = await context.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.id, (await send(buyer, thread.id, 'Hello there')).id));
    if (!delivered) throw new Error('message missing');
    await afterMessageDelivered(deps, participants, delivered);
    await afterMessageDelivered(deps, participants, { ...delivered, status: 'held' });
    await afterMessageDelivered(deps, participants, { ...delivered, kind: 'system' });
    expect(sent).toEqual([{ name: 'chat-message-email', payload: { messageId: delivered.id } }]);
  });

  async function consentingUserConsent(user: TestUser) {
    await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: user.headers,
      payload: { accepted: true },
    });
  }
});
