import { errorResponseSchema } from '@shared/api/error.schema';
import {
  type ChatFlag,
  chatFlagListResponseSchema,
  chatFlagResponseSchema,
} from '@shared/chat/chat-moderation.schema';
import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatFlags, chatMessages, chatThreads } from '../../db/schema/chat.schema';
import { users } from '../../db/schema/users.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import {
  createTestThread,
  insertHeldMessageFlag,
  insertReportFlag,
  insertTestMessage,
} from './chat-moderation.test-support';
import type { ChatDelivery } from './realtime/chat-bus';

describe('chat moderation', () => {
  let context: TestContext;
  let moderator: TestUser;
  let admin: TestUser;
  let buyer: TestUser;
  let seller: TestUser;
  const deliveries: ChatDelivery[] = [];

  beforeAll(async () => {
    context = await createTestApp();
    moderator = await createTestUser(context, {
      label: 'mod-moderator',
      roles: ['moderator', 'buyer'],
      displayName: 'Mona Moderator',
    });
    admin = await createTestUser(context, { label: 'mod-admin', roles: ['admin', 'buyer'] });
    buyer = await createTestUser(context, { label: 'mod-buyer', roles: ['buyer'] });
    seller = await createTestUser(context, { label: 'mod-seller', roles: ['buyer', 'seller'] });
    context.app.deps.chat.bus.subscribe((delivery) => deliveries.push(delivery));
  });
  afterAll(() => context.close());

  const listFlags = async (query: string, caller = moderator) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/chat-flags?${query}`,
      headers: caller.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return chatFlagListResponseSchema.parse(response.json()).data;
  };
  const getFlag = async (flagId: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/admin/chat-flags/${flagId}`,
      headers: moderator.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return chatFlagResponseSchema.parse(response.json()).data.flag;
  };
  const decide = (flagId: string, payload: object, caller = moderator) =>
    context.app.inject({
      method: 'POST',
      url: `/api/admin/chat-flags/${flagId}/decision`,
      headers: caller.headers,
      payload,
    });
  const patch = (flagId: string, payload: object, caller = moderator) =>
    context.app.inject({
      method: 'PATCH',
      url: `/api/admin/chat-flags/${flagId}`,
      headers: caller.headers,
      payload,
    });
  const decided = async (flagId: string, payload: object): Promise<ChatFlag> => {
    const response = await decide(flagId, payload);
    expect(response.statusCode, response.body).toBe(200);
    return chatFlagResponseSchema.parse(response.json()).data.flag;
  };
  const errorCode = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error.code;
  /** A buyer who writes to the seller in a thread of its own. */
  const newSender = async (label: string) => {
    const sender = await createTestUser(context, { label, roles: ['buyer'], displayName: `Sam ${label}` });
    const thread = await createTestThread(context, { buyerId: sender.id, sellerId: seller.id });
    return { sender, thread };
  };

  describe('permission moderation:review', () => {
    it('answers 403 to a buyer on every route, and 200 to a moderator and an admin', async () => {
      const { sender, thread } = await newSender('perm');
      const { flag } = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'Ruf an: 0176 1234 5678',
      });
      const asBuyer = [
        { method: 'GET' as const, url: '/api/admin/chat-flags' },
        { method: 'GET' as const, url: `/api/admin/chat-flags/${flag.id}` },
        { method: 'PATCH' as const, url: `/api/admin/chat-flags/${flag.id}`, payload: { notes: 'x' } },
        {
          method: 'POST' as const,
          url: `/api/admin/chat-flags/${flag.id}/decision`,
          payload: { action: 'approve' },
        },
      ];
      for (const request of asBuyer) {
        const response = await context.app.inject({ ...request, headers: buyer.headers });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        const anonymous = await context.app.inject(request);
        expect(anonymous.statusCode, `${request.method} ${request.url}`).toBe(401);
      }
      expect((await getFlag(flag.id)).status).toBe('open');
      await listFlags('page=1', moderator);
      await listFlags('page=1', admin);
      const detail = await context.app.inject({
        method: 'GET',
        url: `/api/admin/chat-flags/${flag.id}`,
        headers: admin.headers,
      });
      expect(detail.statusCode).toBe(200);
    });

    it('answers 404 for a flag that does not exist', async () => {
      const response = await context.app.inject({
        method: 'GET',
        url: '/api/admin/chat-flags/00000000-0000-4000-8000-000000000000',
        headers: moderator.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('NOT_FOUND');
    });
  });

  describe('the queue', () => {
    it('puts undecided flags first, critical first, oldest first, with filters and paging', async () => {
      const { sender, thread } = await newSender('order');
      const day = (date: number) => new Date(Date.UTC(2000, 0, date));
      const highOldest = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'high',
        severity: 'high',
        flaggedAt: day(1),
      });
      const criticalNewer = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'critical newer',
        severity: 'critical',
        flaggedAt: day(3),
      });
      const criticalOlder = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'critical older',
        severity: 'critical',
        flaggedAt: day(2),
      });
      const resolvedCritical = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'critical decided',
        severity: 'critical',
        flaggedAt: new Date(Date.UTC(1999, 11, 31)),
      });
      await decided(resolvedCritical.flag.id, { action: 'approve' });

      const critical = await listFlags('severity=critical&pageSize=2');
      expect(critical.flags.map((flag) => flag.id)).toEqual([criticalOlder.flag.id, criticalNewer.flag.id]);
      expect(critical.total).toBeGreaterThanOrEqual(3);
      expect(critical.pageSize).toBe(2);
      const secondPage = await listFlags('severity=critical&pageSize=1&page=2');
      expect(secondPage.page).toBe(2);
      expect(secondPage.flags.map((flag) => flag.id)).toEqual([criticalNewer.flag.id]);

      const all = (await listFlags('pageSize=50')).flags.map((flag) => flag.id);
      const positions = [criticalOlder, criticalNewer, highOldest].map(({ flag }) => all.indexOf(flag.id));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((left, right) => left - right));

      const resolved = await listFlags('status=resolved&severity=critical&pageSize=50');
      expect(resolved.flags.every((flag) => flag.status === 'resolved' && flag.severity === 'critical')).toBe(
        true,
      );
      expect(resolved.flags.map((flag) => flag.id)).toContain(resolvedCritical.flag.id);
      const open = await listFlags('status=open&severity=critical&pageSize=50');
      expect(open.flags.map((flag) => flag.id)).not.toContain(resolvedCritical.flag.id);
    });

    it('shows the flagged message with five messages of context, warnings and prior violations', async () => {
      const { sender, thread } = await newSender('context');
      const start = Date.now() - 60_000;
      for (let index = 0; index < 7; index += 1) {
        const fromSender = index % 2 === 0;
        await insertTestMessage(context, {
          threadId: thread.id,
          senderId: fromSender ? sender.id : seller.id,
          body: `message ${index}`,
          createdAt: new Date(start + index * 1000),
          // Two of the sender's delivered messages carried a low-severity warning.
          findings:
            fromSender && index < 4 ? [{ kind: 'external-link', severity: 'low', match: 'x.example' }] : [],
        });
      }
      const earlier = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'Zahl per Western Union',
        severity: 'critical',
        flaggedAt: new Date(start + 7_000),
      });
      await decided(earlier.flag.id, { action: 'reject' });
      const { flag } = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'Schreib mir auf WhatsApp',
        findings: [{ kind: 'messenger', severity: 'high', match: 'whatsapp' }],
        flaggedAt: new Date(start + 8_000),
      });
      await insertTestMessage(context, {
        threadId: thread.id,
        senderId: seller.id,
        body: 'after the flagged one',
        createdAt: new Date(start + 9_000),
      });

      const shown = await getFlag(flag.id);
      expect(shown.message).toMatchObject({ body: 'Schreib mir auf WhatsApp', status: 'held' });
      expect(shown.findings).toEqual([{ kind: 'messenger', severity: 'high', match: 'whatsapp' }]);
      expect(shown.context.map((message) => message.body)).toEqual([
        'message 3',
        'message 4',
        'message 5',
        'message 6',
        'Zahl per Western Union',
      ]);
      expect(shown.context.map((message) => message.isSender)).toEqual([false, true, false, true, true]);
      expect(shown.sender).toMatchObject({ id: sender.id, name: sender.displayName, warnings: 2 });
      expect(shown.sender.priorViolations).toBe(1);
      expect(shown.thread.id).toBe(thread.id);
      expect(shown.history).toEqual([expect.objectContaining({ action: 'flagged', actor: null })]);
      expect((await getFlag(earlier.flag.id)).sender.priorViolations).toBe(0);
    });
  });

  describe('notes and states', () => {
    it('takes a flag under review, escalates it and keeps notes, each step recorded with who', async () => {
      const { sender, thread } = await newSender('notes');
      const { flag } = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'x',
      });

      const underReview = await patch(flag.id, { status: 'underReview', notes: 'Looks like a phone number' });
      expect(underReview.statusCode, underReview.body).toBe(200);
      const escalated = await patch(flag.id, { status: 'escalated' }, admin);
      expect(escalated.statusCode, escalated.body).toBe(200);
      const shown = chatFlagResponseSchema.parse(escalated.json()).data.flag;
      expect(shown.status).toBe('escalated');
      expect(shown.moderatorNotes).toBe('Looks like a phone number');
      expect(shown.history.map((event) => [event.action, event.actor?.name ?? null, event.note])).toEqual([
        ['flagged', null, null],
        ['underReview', 'Mona Moderator', null],
        ['note', 'Mona Moderator', 'Looks like a phone number'],
        ['escalated', admin.displayName, null],
      ]);

      const empty = await patch(flag.id, {});
      expect(empty.statusCode).toBe(400);
      const resolvedStatus = await patch(flag.id, { status: 'resolved' });
      expect(resolvedStatus.statusCode).toBe(400);

      await decided(flag.id, { action: 'reject' });
      const late = await patch(flag.id, { notes: 'too late' });
      expect(late.statusCode).toBe(409);
      expect(errorCode(late)).toBe('CONFLICT');
    });
  });

  describe('decisions', () => {
    it('approve delivers the held message live to the recipient and tells the sender', async () => {
      const { sender, thread } = await newSender('approve');
      const { flag, message } = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'Meine Nummer ist 0176 1234 5678',
      });
      deliveries.length = 0;
      const before = new Date();

      const shown = await decided(flag.id, { action: 'approve', note: 'A landline for pickup, fine' });
      expect(shown.status).toBe('resolved');
      expect(shown.message?.status).toBe('delivered');
      expect(shown.history.at(-1)).toMatchObject({
        action: 'approve',
        actor: { id: moderator.id, name: 'Mona Moderator' },
        note: 'A landline for pickup, fine',
      });

      const [stored] = await context.database.db.select().from(chatFlags).where(eq(chatFlags.id, flag.id));
      expect(stored).toMatchObject({ decision: 'approve', decidedBy: moderator.id, status: 'resolved' });
      expect(stored?.decidedAt?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
      const [storedMessage] = await context.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.id, message.id));
      expect(storedMessage?.status).toBe('delivered');
      expect(storedMessage?.deliveredAt).not.toBeNull();
      const [storedThread] = await context.database.db
        .select()
        .from(chatThreads)
        .where(eq(chatThreads.id, thread.id));
      expect(storedThread?.lastActivityAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

      // Frames go out after the commit (through NOTIFY on the PostgreSQL server): wait for them.
      await vi.waitFor(() => expect(deliveries.some((delivery) => delivery.userId === seller.id)).toBe(true));
      await vi.waitFor(() => expect(deliveries.filter((d) => d.userId === sender.id)).toHaveLength(2));
      const toSeller = deliveries.filter((delivery) => delivery.userId === seller.id);
      expect(toSeller).toEqual([
        {
          userId: seller.id,
          frame: {
            type: 'message',
            message: expect.objectContaining({ id: message.id, status: 'delivered', isOwn: false }),
          },
        },
      ]);
      const toSender = deliveries.filter((delivery) => delivery.userId === sender.id).map((d) => d.frame);
      expect(toSender).toContainEqual({
        type: 'message-status',
        threadId: thread.id,
        messageId: message.id,
        status: 'delivered',
      });

      const again = await decide(flag.id, { action: 'reject' });
      expect(again.statusCode).toBe(409);
      expect(errorCode(again)).toBe('CONFLICT');
    });

    it('reject keeps the message from the recipient and tells the sender in their language', async () => {
      const { sender, thread } = await newSender('reject');
      const { flag, message } = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'Zahlung per PayPal Freunde und Familie bitte',
        severity: 'critical',
      });
      deliveries.length = 0;

      const shown = await decided(flag.id, { action: 'reject' });
      expect(shown.message?.status).toBe('rejected');
      await vi.waitFor(() =>
        expect(deliveries).toContainEqual({
          userId: sender.id,
          frame: { type: 'message-status', threadId: thread.id, messageId: message.id, status: 'rejected' },
        }),
      );
      expect(deliveries.filter((delivery) => delivery.userId === seller.id)).toEqual([]);

      const notices = await context.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...sender.headers, 'accept-language': 'de' },
      });
      expect(notices.statusCode, notices.body).toBe(200);
      const [notice] = notificationListResponseSchema.parse(notices.json()).data.notifications;
      expect(notice).toMatchObject({
        title: 'Deine Nachricht wurde nicht zugestellt',
        actionTo: `/chat?thread=${thread.id}`,
        read: false,
      });
      expect(notice?.description).toContain('Test listing number 1');
      const [storedSender] = await context.database.db.select().from(users).where(eq(users.id, sender.id));
      expect(storedSender?.chatBlockedAt).toBeNull();
    });

    it('reject and block also blocks the sender from chatting and refreshes their threads', async () => {
      const { sender, thread } = await newSender('block');
      const otherThread = await createTestThread(context, { buyerId: sender.id, sellerId: admin.id });
      const { flag } = await insertHeldMessageFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        body: 'Gib mir den SMS-Code',
        severity: 'critical',
      });
      deliveries.length = 0;

      const shown = await decided(flag.id, { action: 'reject-and-block', note: 'Phishing for codes' });
      expect(shown.sender.isChatBlocked).toBe(true);
      expect(shown.message?.status).toBe('rejected');
      const [storedSender] = await context.database.db.select().from(users).where(eq(users.id, sender.id));
      expect(storedSender?.chatBlockedAt).not.toBeNull();
      for (const [threadId, counterpartId] of [
        [thread.id, seller.id],
        [otherThread.id, admin.id],
      ] as const) {
        for (const userId of [sender.id, counterpartId]) {
          await vi.waitFor(() =>
            expect(deliveries).toContainEqual({ userId, frame: { type: 'thread', threadId } }),
          );
        }
      }
      const notices = await context.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: { ...sender.headers, 'accept-language': 'en' },
      });
      const [notice] = notificationListResponseSchema.parse(notices.json()).data.notifications;
      expect(notice?.description).toContain('You can no longer send chat messages.');
    });

    it('a report is approved without action, or rejected as a confirmed violation', async () => {
      const { sender, thread } = await newSender('report');
      await insertTestMessage(context, { threadId: thread.id, senderId: sender.id, body: 'Pay me outside' });
      const dismissed = await insertReportFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        reporterId: seller.id,
        note: 'He wants money first',
        flaggedAt: new Date(Date.now() + 1000),
      });
      const shownReport = await getFlag(dismissed.id);
      expect(shownReport.message).toBeNull();
      expect(shownReport.report).toEqual({
        reporterName: seller.displayName,
        reason: 'scam',
        note: 'He wants money first',
      });
      expect(shownReport.context.map((message) => message.body)).toEqual(['Pay me outside']);
      expect((await decided(dismissed.id, { action: 'approve' })).status).toBe('resolved');

      const upheld = await insertReportFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        reporterId: seller.id,
        flaggedAt: new Date(Date.now() + 2000),
      });
      const rejected = await decided(upheld.id, { action: 'reject' });
      expect(rejected.history.at(-1)).toMatchObject({ action: 'reject', actor: { id: moderator.id } });
      const later = await insertReportFlag(context, {
        threadId: thread.id,
        senderId: sender.id,
        reporterId: seller.id,
        flaggedAt: new Date(Date.now() + 3000),
      });
      expect((await getFlag(later.id)).sender.priorViolations).toBe(1);
    });
  });
});
