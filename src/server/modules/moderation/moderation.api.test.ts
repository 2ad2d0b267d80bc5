import { errorResponseSchema } from '@shared/api/error.schema';
import {
  caseDetailResponseSchema,
  caseQueueResponseSchema,
  decideCaseResponseSchema,
  objectionResponseSchema,
  reportReceiptResponseSchema,
  statementResponseSchema,
  transparencyResponseSchema,
} from '@shared/moderation/moderation.schema';
import { reportsPerHourLimit } from '@shared/moderation/moderation-constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, reviews } from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import { moderationDecisions, moderationReports } from '../../db/schema/moderation.schema';
import { notifications } from '../../db/schema/search.schema';
import { users } from '../../db/schema/users.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestPhoto } from '../../test/published-listing-factory';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser, testUserPassword } from '../../test/user-factory';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

/** Issue 18: notice and action end to end through the API, on both engines (ADR 064, 065). */
describe('moderation', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let moderator: TestUser;
  let secondModerator: TestUser;
  let seller: TestUser;
  let reporter: TestUser;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ smtpUrl: inbox.url });
    moderator = await createTestUser(context, {
      label: 'mod-one',
      roles: ['moderator'],
      displayName: 'Mona Mod',
    });
    secondModerator = await createTestUser(context, {
      label: 'mod-two',
      roles: ['admin'],
      displayName: 'Otto Admin',
    });
    seller = await createTestUser(context, {
      label: 'mod-seller',
      roles: ['seller'],
      displayName: 'Sina Seller',
    });
    reporter = await createTestUser(context, { label: 'mod-reporter', displayName: 'Rita Reporter' });
    await context.database.db
      .update(users)
      .set({ preferences: sql`${users.preferences} || '{"mailLanguage":"de"}'::jsonb` })
      .where(eq(users.id, seller.id));
  });
  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  const inject = (
    user: TestUser | null,
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    ip?: string,
  ) =>
    context.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': 'en' },
      payload,
      ...(ip ? { remoteAddress: ip } : {}),
    });
  const expectError = (response: Response, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe(code);
    return body.error;
  };
  const report = (user: TestUser | null, body: Record<string, unknown>, ip?: string) =>
    inject(user, 'POST', '/moderation/reports', body, ip);
  const validReport = (subjectId: string, overrides: Record<string, unknown> = {}) => ({
    subjectKind: 'listing',
    subjectId,
    reason: 'counterfeit',
    explanation: 'The "original" sneakers have a misspelled logo on the box.',
    goodFaith: true,
    ...overrides,
  });
  const reportsOn = async (subjectId: string) =>
    context.database.db.select().from(moderationReports).where(eq(moderationReports.subjectId, subjectId));
  const listing = async (id: string) => {
    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, id));
    if (!row) throw new Error('no listing');
    return row;
  };
  const fileReport = async (user: TestUser | null, body: Record<string, unknown>, ip?: string) => {
    const response = await report(user, body, ip);
    expect(response.statusCode, response.body).toBe(201);
    return reportReceiptResponseSchema.parse(response.json()).data.report;
  };
  const decide = (caseId: string, body: Record<string, unknown>, caller = moderator) =>
    inject(caller, 'POST', `/moderation/cases/${caseId}/decisions`, body);
  const decided = async (caseId: string, body: Record<string, unknown>, caller = moderator) => {
    const response = await decide(caseId, body, caller);
    expect(response.statusCode, response.body).toBe(201);
    return decideCaseResponseSchema.parse(response.json()).data;
  };
  const noticesOf = (userId: string, kind: string) =>
    context.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  describe('reports', () => {
    it('refuses incomplete reports with a field issue and stores nothing', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const withoutEmail = expectError(await report(null, validReport(listingId)), 400, 'VALIDATION_FAILED');
      expect(JSON.stringify(withoutEmail.details)).toContain('emailRequired');
      expectError(
        await report(null, validReport(listingId, { goodFaith: false, email: 'g@example.org' })),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await report(reporter, validReport(listingId, { explanation: 'short' })),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await report(reporter, validReport(listingId, { reason: 'boring' })),
        400,
        'VALIDATION_FAILED',
      );
      expectError(
        await report(reporter, validReport('00000000-0000-4000-8000-000000000000')),
        404,
        'NOT_FOUND',
      );
      expect(await reportsOn(listingId)).toHaveLength(0);
    });

    it('takes a guest report with an address, a user report joins the same case, both get receipts', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const guest = await fileReport(
        null,
        validReport(listingId, { email: 'Guest.Reporter@example.org' }),
        '203.0.113.7',
      );
      expect(guest.receiptEmailed).toBe(true);
      const user = await fileReport(reporter, validReport(listingId, { reason: 'scam' }));
      expect(user.caseId).toBe(guest.caseId);
      const receipt = await inbox.waitForMail((mail) => mail.to.includes('guest.reporter@example.org'));
      expect(receipt.subject).toBe('We received your report');
      expect(receipt.text).toContain(guest.id);
      await inbox.waitForMail(
        (mail) => mail.to.includes(reporter.email) && mail.subject === 'We received your report',
      );
      expect(await noticesOf(reporter.id, 'moderation_report_receipt')).toHaveLength(1);
      // A report of child sexual abuse material needs no address (the terms, Art. 16(2)(c)).
      const anonymous = await fileReport(
        null,
        validReport(listingId, { reason: 'prohibited_content' }),
        '203.0.113.8',
      );
      expect(anonymous.receiptEmailed).toBe(false);
      expect(await reportsOn(listingId)).toHaveLength(3);
    });

    it(`limits a reporter to ${reportsPerHourLimit} reports an hour, per account and per guest address`, async () => {
      const flooder = await createTestUser(context, { label: 'mod-flooder' });
      const ids = await createTestListings(context, { sellerId: seller.id, count: reportsPerHourLimit + 1 });
      for (const id of ids.slice(0, reportsPerHourLimit)) await fileReport(flooder, validReport(id));
      const last = ids.at(-1) ?? '';
      expectError(await report(flooder, validReport(last)), 429, 'RATE_LIMITED');
      expect(await reportsOn(last)).toHaveLength(0);
      for (const id of ids.slice(0, reportsPerHourLimit))
        await fileReport(null, validReport(id, { email: 'flood@example.org' }), '198.51.100.99');
      expectError(
        await report(null, validReport(last, { email: 'flood@example.org' }), '198.51.100.99'),
        429,
        'RATE_LIMITED',
      );
      // Another address is another reporter.
      await fileReport(null, validReport(last, { email: 'other@example.org' }), '198.51.100.100');
      expect(await reportsOn(last)).toHaveLength(1);
    });
  });

  describe('the queue and decisions', () => {
    it('lists cases for moderators only, with context, notes and assignment', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const receipt = await fileReport(
        null,
        validReport(listingId, { email: 'queue-guest@example.org' }),
        '203.0.113.20',
      );
      expectError(await inject(reporter, 'GET', '/moderation/cases'), 403, 'FORBIDDEN');
      const queue = await inject(moderator, 'GET', '/moderation/cases?kind=report&status=active');
      expect(queue.statusCode, queue.body).toBe(200);
      const data = caseQueueResponseSchema.parse(queue.json()).data;
      expect(data.counts.activeByKind.report).toBeGreaterThan(0);
      const notModerator = await inject(moderator, 'POST', `/moderation/cases/${receipt.caseId}/assign`, {
        moderatorId: seller.id,
      });
      expectError(notModerator, 400, 'VALIDATION_FAILED');
      expect(notModerator.json()).toMatchObject({
        error: {
          message: 'Cases can only be assigned to moderators.',
          details: { issues: [{ path: 'body.moderatorId', message: 'notModerator' }] },
        },
      });
      const assigned = await inject(moderator, 'POST', `/moderation/cases/${receipt.caseId}/assign`, {
        moderatorId: moderator.id,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      const note = await inject(moderator, 'POST', `/moderation/cases/${receipt.caseId}/notes`, {
        body: 'Asked the brand for a comparison photo.',
      });
      expect(note.statusCode, note.body).toBe(201);
      const mine = caseQueueResponseSchema.parse(
        (await inject(moderator, 'GET', '/moderation/cases?assigned=me')).json(),
      );
      expect(mine.data.cases.map((row) => row.id)).toContain(receipt.caseId);
      const detail = caseDetailResponseSchema.parse(
        (await inject(moderator, 'GET', `/moderation/cases/${receipt.caseId}`)).json(),
      ).data.case;
      expect(detail).toMatchObject({
        status: 'in_review',
        assignedTo: { id: moderator.id, name: 'Mona Mod' },
        subject: { kind: 'listing', id: listingId, seller: { id: seller.id } },
        reports: [{ reporterKind: 'guest', reporterEmail: 'queue-guest@example.org', reason: 'counterfeit' }],
        notes: [{ body: 'Asked the brand for a comparison photo.' }],
        allowedActions: ['dismiss', 'restrict', 'remove', 'suspend'],
      });
    });

    it('dismisses: nothing restricted, no statement, the reporter is told', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const receipt = await fileReport(reporter, validReport(listingId));
      const outcome = await decided(receipt.caseId, {
        action: 'dismiss',
        facts: 'The logo matches the brand.',
      });
      expect(outcome.decision).toMatchObject({
        action: 'dismiss',
        decidedBy: { id: moderator.id },
        affectedUser: null,
      });
      expect((await listing(listingId)).status).toBe('PUBLISHED');
      expect(await noticesOf(reporter.id, 'moderation_report_outcome')).not.toHaveLength(0);
      expectError(
        await decide(receipt.caseId, {
          action: 'remove',
          rule: 'counterfeits',
          facts: 'Second thoughts here.',
        }),
        409,
        'MODERATION_CASE_CLOSED',
      );
    });

    it('restricts a listing with a statement of reasons in the seller language, and an upheld objection by another moderator restores it', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const receipt = await fileReport(
        null,
        validReport(listingId, { email: 'restrict-guest@example.org' }),
        '203.0.113.30',
      );
      expectError(
        await decide(receipt.caseId, { action: 'restrict', facts: 'Fake logo on the box.' }),
        400,
        'VALIDATION_FAILED',
      );
      const { decision } = await decided(receipt.caseId, {
        action: 'restrict',
        rule: 'counterfeits',
        facts: 'The photos show a misspelled brand logo.',
      });
      const restricted = await listing(listingId);
      expect(restricted).toMatchObject({ status: 'NEEDS_ACTION', moderationRestriction: 'restricted' });

      const [notice] = await noticesOf(seller.id, 'moderation_decision');
      // The notice leads to the statement through its signed objection link (ADR 075).
      expect(notice?.actionTo).toMatch(
        new RegExp(`^/moderation/decisions/${decision.id}\\?token=\\d+\\.[\\w-]{43}$`),
      );
      const mail = await inbox.waitForMail(
        (candidate) => candidate.to.includes(seller.email) && candidate.subject.startsWith('Begründung'),
      );
      expect(mail.text).toContain('The photos show a misspelled brand logo.');
      expect(mail.text).toContain('Fälschungen');
      expect(mail.text).toContain('/docs/terms#rules-counterfeits');
      expect(mail.text).toContain('Es wurden keine automatisierten Mittel eingesetzt');
      expect(mail.text).toContain(`/moderation/decisions/${decision.id}`);
      await inbox.waitForMail(
        (candidate) =>
          candidate.to.includes('restrict-guest@example.org') &&
          candidate.subject === 'Your report has been decided',
      );

      // The statement: the seller and moderators read it; nobody else learns it exists.
      const statement = statementResponseSchema.parse(
        (await inject(seller, 'GET', `/moderation/decisions/${decision.id}`)).json(),
      ).data.statement;
      expect(statement).toMatchObject({
        action: 'restrict',
        rule: 'counterfeits',
        ruleUrl: '/docs/terms#rules-counterfeits',
        automatedDetection: false,
        automatedDecision: false,
        objection: { possible: true, filed: null },
      });
      expectError(await inject(reporter, 'GET', `/moderation/decisions/${decision.id}`), 404, 'NOT_FOUND');
      expect((await inject(secondModerator, 'GET', `/moderation/decisions/${decision.id}`)).statusCode).toBe(
        200,
      );

      const objected = await inject(seller, 'POST', `/moderation/decisions/${decision.id}/objection`, {
        text: 'The box is from the brand outlet; the logo is a known print variant.',
      });
      expect(objected.statusCode, objected.body).toBe(201);
      const objection = objectionResponseSchema.parse(objected.json()).data.objection;
      expectError(
        await inject(seller, 'POST', `/moderation/decisions/${decision.id}/objection`, {
          text: 'And once more, please.',
        }),
        409,
        'OBJECTION_ALREADY_FILED',
      );
      const decideObjection = (caller: TestUser, outcome: string) =>
        inject(caller, 'POST', `/moderation/objections/${objection.id}/decision`, {
          outcome,
          note: 'The outlet invoice confirms the print variant.',
        });
      expectError(await decideObjection(moderator, 'upheld'), 403, 'OBJECTION_SAME_MODERATOR');
      const upheld = await decideObjection(secondModerator, 'upheld');
      expect(upheld.statusCode, upheld.body).toBe(200);
      expect(objectionResponseSchema.parse(upheld.json()).data.objection).toMatchObject({
        status: 'upheld',
        decidedBy: { id: secondModerator.id },
      });
      expect(await listing(listingId)).toMatchObject({ status: 'PUBLISHED', moderationRestriction: null });
      const restores = await context.database.db
        .select()
        .from(moderationDecisions)
        .where(eq(moderationDecisions.reviewsDecisionId, decision.id));
      expect(restores).toMatchObject([{ action: 'restore', decidedBy: secondModerator.id }]);
      await inbox.waitForMail(
        (candidate) => candidate.to.includes(seller.email) && candidate.subject.includes('stattgegeben'),
      );
      expect(await noticesOf(seller.id, 'moderation_objection_outcome')).not.toHaveLength(0);
    });

    it('removes a listing for good: republishing is refused until an objection is upheld; a rejected objection changes nothing', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const receipt = await fileReport(reporter, validReport(listingId, { reason: 'illegal_item' }));
      const { decision } = await decided(receipt.caseId, {
        action: 'remove',
        rule: 'prohibited_items',
        facts: 'The listing offers a prohibited weapon.',
      });
      expect(await listing(listingId)).toMatchObject({
        status: 'NEEDS_ACTION',
        moderationRestriction: 'removed',
      });
      expectError(
        await inject(secondModerator, 'POST', `/listings/${listingId}/status`, { to: 'PUBLISHED' }),
        409,
        'LISTING_REMOVED_BY_MODERATION',
      );
      const objected = await inject(seller, 'POST', `/moderation/decisions/${decision.id}/objection`, {
        text: 'It is a decoration piece, not a weapon.',
      });
      const objection = objectionResponseSchema.parse(objected.json()).data.objection;
      const rejected = await inject(
        secondModerator,
        'POST',
        `/moderation/objections/${objection.id}/decision`,
        {
          outcome: 'rejected',
          note: 'The photos show a functional blade.',
        },
      );
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(await listing(listingId)).toMatchObject({ moderationRestriction: 'removed' });
    });

    it('refuses an objection after six months with the deadline', async () => {
      const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const receipt = await fileReport(reporter, validReport(listingId, { reason: 'wrong_category' }));
      const { decision } = await decided(receipt.caseId, {
        action: 'restrict',
        rule: 'wrong_category',
        facts: 'A car tyre listed under toys.',
      });
      await context.database.db
        .update(moderationDecisions)
        .set({ createdAt: new Date(Date.now() - 200 * 24 * 60 * 60 * 1000) })
        .where(eq(moderationDecisions.id, decision.id));
      const late = expectError(
        await inject(seller, 'POST', `/moderation/decisions/${decision.id}/objection`, {
          text: 'I only saw this now.',
        }),
        409,
        'OBJECTION_WINDOW_CLOSED',
      );
      expect(typeof late.details?.deadline).toBe('string');
    });

    it('suspends only for repeat violations; a suspended account cannot sign in or refresh and its listings are hidden', async () => {
      const firstTimer = await createTestUser(context, { label: 'mod-first', roles: ['seller'] });
      const userCase = await fileReport(reporter, {
        ...validReport(firstTimer.id),
        subjectKind: 'user',
        reason: 'scam',
      });
      const refused = expectError(
        await decide(userCase.caseId, {
          action: 'suspend',
          rule: 'repeat_violations',
          facts: 'Several buyers report unpaid goods.',
        }),
        422,
        'MODERATION_ACTION_NOT_ALLOWED',
      );
      expect(refused.details).toMatchObject({ reason: 'first_violation' });

      // The demo seller of this file already had restricting decisions: a suspension is possible.
      const login = await inject(null, 'POST', '/auth/login', {
        email: seller.email,
        password: testUserPassword,
      });
      expect(login.statusCode, login.body).toBe(200);
      const { refreshToken } = login.json().data as { refreshToken: string };
      const [liveListing = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
      const sellerCase = await fileReport(reporter, {
        ...validReport(seller.id),
        subjectKind: 'user',
        reason: 'scam',
      });
      const { decision } = await decided(sellerCase.caseId, {
        action: 'suspend',
        rule: 'repeat_violations',
        facts: 'Third counterfeit listing within a month.',
        suspendDays: 14,
      });
      expect(decision.suspendedUntil).not.toBeNull();
      const blocked = expectError(
        await inject(null, 'POST', '/auth/login', { email: seller.email, password: testUserPassword }),
        403,
        'ACCOUNT_SUSPENDED',
      );
      expect(blocked.details).toMatchObject({ until: decision.suspendedUntil });
      expectError(await inject(null, 'POST', '/auth/refresh', { refreshToken }), 403, 'ACCOUNT_SUSPENDED');
      expect((await listing(liveListing)).status).toBe('NEEDS_ACTION');

      const [row] = await context.database.db.select().from(users).where(eq(users.id, seller.id));
      expect(row?.suspendedUntil?.toISOString()).toBe(decision.suspendedUntil);
      // Every session ended: the old access token no longer works either.
      expect((await inject(seller, 'GET', '/moderation/my-decisions')).statusCode).toBe(401);
    });
  });

  describe('held photos, reviews and the transparency page', () => {
    it('opens a case for a held photo; release clears the hold, remove keeps it', async () => {
      const released = await createTestPhoto(context, seller.id);
      const removed = await createTestPhoto(context, seller.id);
      await context.database.db
        .update(mediaAssets)
        .set({ moderation: 'held', nsfwScore: 0.93 })
        .where(sql`${mediaAssets.id} IN (${released}, ${removed})`);
      const queue = caseQueueResponseSchema.parse(
        (await inject(moderator, 'GET', '/moderation/cases?kind=held_photo')).json(),
      ).data;
      const caseOf = (id: string) => queue.cases.find((row) => row.subjectId === id)?.id ?? '';
      expect(caseOf(released)).not.toBe('');
      const detail = caseDetailResponseSchema.parse(
        (await inject(moderator, 'GET', `/moderation/cases/${caseOf(released)}`)).json(),
      ).data.case;
      expect(detail.subject).toMatchObject({
        kind: 'photo',
        moderation: 'held',
        nsfwScore: expect.closeTo(0.93, 2),
      });
      expect(detail.allowedActions).toEqual(['release', 'remove']);
      expectError(
        await decide(caseOf(released), {
          action: 'restrict',
          rule: 'inappropriate_content',
          facts: 'Not for photos.',
        }),
        422,
        'MODERATION_ACTION_NOT_ALLOWED',
      );
      await decided(caseOf(released), { action: 'release', facts: 'A swimwear product photo, no nudity.' });
      const removal = await decided(caseOf(removed), {
        action: 'remove',
        rule: 'inappropriate_content',
        facts: 'The photo shows nudity.',
      });
      expect(removal.decision).toMatchObject({ automatedDetection: true, automatedDecision: false });
      const photos = await context.database.db
        .select({ id: mediaAssets.id, moderation: mediaAssets.moderation })
        .from(mediaAssets)
        .where(sql`${mediaAssets.id} IN (${released}, ${removed})`);
      expect(Object.fromEntries(photos.map((photo) => [photo.id, photo.moderation]))).toEqual({
        [released]: 'clear',
        [removed]: 'held',
      });
      // A decided photo does not come back into the queue.
      const again = caseQueueResponseSchema.parse(
        (await inject(moderator, 'GET', '/moderation/cases?kind=held_photo&status=open')).json(),
      ).data;
      expect(again.cases.map((row) => row.subjectId)).not.toContain(removed);
    });

    it('takes a reported review down and puts the same review back when an objection is upheld', async () => {
      const author = await createTestUser(context, { label: 'mod-review-author' });
      const [review] = await context.database.db
        .insert(reviews)
        .values({
          sellerId: secondModerator.id,
          reviewerId: author.id,
          rating: 1,
          comment: 'Insults the seller by name.',
        })
        .returning();
      const reviewId = review?.id ?? '';
      const receipt = await fileReport(reporter, {
        ...validReport(reviewId),
        subjectKind: 'review',
        reason: 'other',
      });
      const { decision } = await decided(receipt.caseId, {
        action: 'remove',
        rule: 'inappropriate_content',
        facts: 'The review insults the seller.',
      });
      expect(await context.database.db.select().from(reviews).where(eq(reviews.id, reviewId))).toHaveLength(
        0,
      );
      const objected = await inject(author, 'POST', `/moderation/decisions/${decision.id}/objection`, {
        text: 'It describes what happened at the pickup.',
      });
      const objection = objectionResponseSchema.parse(objected.json()).data.objection;
      // The admin is the reviewed seller here, but not the first moderator; the rule is about the decider.
      const upheld = await inject(
        secondModerator,
        'POST',
        `/moderation/objections/${objection.id}/decision`,
        {
          outcome: 'upheld',
          note: 'Harsh but within the rules.',
        },
      );
      expect(upheld.statusCode, upheld.body).toBe(200);
      const [back] = await context.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
      expect(back).toMatchObject({ id: reviewId, comment: 'Insults the seller by name.', rating: 1 });
    });

    it('serves the transparency figures per period', async () => {
      const response = await inject(null, 'GET', '/moderation/transparency?period=quarter');
      expect(response.statusCode, response.body).toBe(200);
      const data = transparencyResponseSchema.parse(response.json()).data;
      expect(data.periods).toHaveLength(8);
      const current = data.periods[0];
      expect(current?.reportsReceived).toBeGreaterThan(0);
      expect(current?.decisionsByAction.restrict).toBeGreaterThan(0);
      expect(current?.objectionsUpheld).toBeGreaterThan(0);
      expect(current?.medianHoursToDecision).not.toBeNull();
      expectError(
        await inject(null, 'GET', '/moderation/transparency?period=week'),
        400,
        'VALIDATION_FAILED',
      );
    });
  });
});
