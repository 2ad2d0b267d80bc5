import { errorResponseSchema } from '@shared/api/error.schema';
import {
  decideCaseResponseSchema,
  objectionResponseSchema,
  reportReceiptResponseSchema,
  statementResponseSchema,
} from '@shared/moderation/moderation.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationDecisions, moderationObjections } from '../../db/schema/moderation.schema';
import { notifications } from '../../db/schema/search.schema';
import { createTestListings } from '../../test/listing-factory';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser, testUserPassword } from '../../test/user-factory';
import { createObjectionToken } from './moderation-objection-link';
import { objectionDeadlineOf } from './moderation-rules';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

/**
 * ADR 075: a suspended user cannot sign in, so every statement of reasons carries a signed
 * objection link that stands in for the session for that one decision until the deadline.
 */
describe('objection links', () => {
  let context: TestContext;
  let inbox: SmtpInbox;
  let moderator: TestUser;
  let reporter: TestUser;
  let seller: TestUser;
  let otherSeller: TestUser;
  /** The seller's listing restriction: the earlier violation a suspension needs. */
  let restrictionId: string;
  let suspensionId: string;
  /** Another user's decision. */
  let otherDecisionId: string;
  /** The token of the suspension's mail. */
  let suspensionToken: string;

  const inject = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    context.app.inject({
      method,
      url: `/api${url}`,
      headers: { ...(user?.headers ?? {}), 'accept-language': 'en' },
      payload,
    });
  const expectError = (response: Response, status: number, code: string) => {
    expect(response.statusCode, response.body).toBe(status);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe(code);
    return body.error;
  };
  const reportAndDecide = async (
    subject: { subjectKind: 'listing' | 'user'; subjectId: string },
    decision: Record<string, unknown>,
  ) => {
    const reported = await inject(reporter, 'POST', '/moderation/reports', {
      ...subject,
      reason: 'scam',
      explanation: 'Asks for advance payment by bank transfer, then stops answering.',
      goodFaith: true,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { caseId } = reportReceiptResponseSchema.parse(reported.json()).data.report;
    const decided = await inject(moderator, 'POST', `/moderation/cases/${caseId}/decisions`, decision);
    expect(decided.statusCode, decided.body).toBe(201);
    return decideCaseResponseSchema.parse(decided.json()).data.decision;
  };
  const readWithToken = (decisionId: string, token: string) =>
    inject(null, 'GET', `/moderation/decisions/${decisionId}?token=${encodeURIComponent(token)}`);
  const objectWithToken = (decisionId: string, token: string, text = 'The buyers paid on pickup, in cash.') =>
    inject(null, 'POST', `/moderation/decisions/${decisionId}/objection`, { text, token });
  const objectionsOf = (decisionId: string) =>
    context.database.db
      .select()
      .from(moderationObjections)
      .where(eq(moderationObjections.decisionId, decisionId));
  const tokenOfLink = (link: string) => new URL(link).searchParams.get('token') ?? '';

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ smtpUrl: inbox.url });
    moderator = await createTestUser(context, { label: 'link-mod', roles: ['moderator'] });
    reporter = await createTestUser(context, { label: 'link-reporter' });
    seller = await createTestUser(context, { label: 'link-seller', roles: ['seller'] });
    otherSeller = await createTestUser(context, { label: 'link-other', roles: ['seller'] });
    const [listingId = ''] = await createTestListings(context, { sellerId: seller.id, count: 1 });
    const [otherListingId = ''] = await createTestListings(context, { sellerId: otherSeller.id, count: 1 });
    restrictionId = (
      await reportAndDecide(
        { subjectKind: 'listing', subjectId: listingId },
        { action: 'restrict', rule: 'fraud', facts: 'Advance payment demanded for a phone never shipped.' },
      )
    ).id;
    otherDecisionId = (
      await reportAndDecide(
        { subjectKind: 'listing', subjectId: otherListingId },
        { action: 'restrict', rule: 'fraud', facts: 'Advance payment demanded for a bike never shipped.' },
      )
    ).id;
    suspensionId = (
      await reportAndDecide(
        { subjectKind: 'user', subjectId: seller.id },
        {
          action: 'suspend',
          rule: 'repeat_violations',
          facts: 'Second advance-payment scam within a month.',
          suspendDays: 30,
        },
      )
    ).id;
  });
  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  it('mails the statement with a signed link, valid until the objection deadline', async () => {
    const mail = await inbox.waitForMail(
      (candidate) =>
        candidate.to.includes(seller.email) &&
        candidate.links.some((link) => link.includes(`/moderation/decisions/${suspensionId}?token=`)),
    );
    expect(mail.subject).toMatch(/^Statement of reasons/);
    expect(mail.text).toContain(
      'The link below opens the decision and the objection form without signing in, even while your account is suspended.',
    );
    const link = mail.links.find((candidate) => candidate.includes(`/moderation/decisions/${suspensionId}`));
    expect(link?.startsWith('http://localhost:3000/moderation/decisions/')).toBe(true);
    suspensionToken = tokenOfLink(link ?? '');
    const [decision] = await context.database.db
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, suspensionId));
    if (!decision) throw new Error('no decision');
    expect(Number(suspensionToken.split('.')[0])).toBe(
      Math.floor(objectionDeadlineOf(decision.createdAt).getTime() / 1000),
    );

    // The in-app notice leads to the same kind of link.
    const [notice] = await context.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, seller.id), eq(notifications.kind, 'moderation_decision')))
      .orderBy(notifications.createdAt);
    expect(notice?.actionTo).toMatch(/^\/moderation\/decisions\/[0-9a-f-]{36}\?token=\d+\.[\w-]{43}$/);
  });

  it('lets the suspended user read the statement and object without a session', async () => {
    expectError(
      await inject(null, 'POST', '/auth/login', { email: seller.email, password: testUserPassword }),
      403,
      'ACCOUNT_SUSPENDED',
    );
    const read = await readWithToken(suspensionId, suspensionToken);
    expect(read.statusCode, read.body).toBe(200);
    expect(statementResponseSchema.parse(read.json()).data.statement).toMatchObject({
      decisionId: suspensionId,
      action: 'suspend',
      objection: { possible: true, filed: null },
    });

    const filed = await objectWithToken(suspensionId, suspensionToken);
    expect(filed.statusCode, filed.body).toBe(201);
    const objection = objectionResponseSchema.parse(filed.json()).data.objection;
    expect(objection).toMatchObject({ decisionId: suspensionId, status: 'open', user: { id: seller.id } });
    expectError(await objectWithToken(suspensionId, suspensionToken), 409, 'OBJECTION_ALREADY_FILED');
    expect(await objectionsOf(suspensionId)).toHaveLength(1);

    const after = statementResponseSchema.parse((await readWithToken(suspensionId, suspensionToken)).json());
    expect(after.data.statement.objection).toMatchObject({ possible: false, filed: { id: objection.id } });
  });

  it('refuses tampered, malformed and other-decision tokens, and stores nothing', async () => {
    const [expires = '', signature = ''] = suspensionToken.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = [
      `${expires}.${flipped}`,
      `${Number(expires) + 86_400}.${signature}`,
      'not-a-token',
      `${expires}.${signature}x`,
    ];
    for (const token of refused) {
      expectError(await readWithToken(restrictionId, token), 403, 'OBJECTION_LINK_INVALID');
      expectError(await objectWithToken(restrictionId, token), 403, 'OBJECTION_LINK_INVALID');
    }
    // The suspension's token opens neither the same user's other decision nor someone else's.
    for (const decisionId of [restrictionId, otherDecisionId]) {
      expectError(await readWithToken(decisionId, suspensionToken), 403, 'OBJECTION_LINK_INVALID');
      expectError(await objectWithToken(decisionId, suspensionToken), 403, 'OBJECTION_LINK_INVALID');
      expect(await objectionsOf(decisionId)).toHaveLength(0);
    }
    // An unknown decision answers like a wrong one: a link reveals nothing.
    expectError(
      await readWithToken('7f1b2c3d-4444-4444-8444-444444444444', suspensionToken),
      403,
      'OBJECTION_LINK_INVALID',
    );
  });

  it('refuses a link once the objection deadline has passed', async () => {
    const authSecret = context.app.deps.config.authSecret;
    const late = createObjectionToken(authSecret, {
      decisionId: restrictionId,
      userId: seller.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const read = expectError(await readWithToken(restrictionId, late), 410, 'OBJECTION_LINK_EXPIRED');
    expect(typeof read.details?.deadline).toBe('string');
    expectError(await objectWithToken(restrictionId, late), 410, 'OBJECTION_LINK_EXPIRED');
    expect(await objectionsOf(restrictionId)).toHaveLength(0);
  });

  it('grants nothing else: no other endpoint, no session, and without it a session is needed', async () => {
    expectError(
      await inject(null, 'GET', `/moderation/my-decisions?token=${encodeURIComponent(suspensionToken)}`),
      401,
      'UNAUTHENTICATED',
    );
    const asBearer = await context.app.inject({
      method: 'GET',
      url: `/api/moderation/decisions/${suspensionId}`,
      headers: { authorization: `Bearer ${suspensionToken}` },
    });
    expectError(asBearer, 401, 'UNAUTHENTICATED');
    expectError(await inject(null, 'GET', `/moderation/decisions/${restrictionId}`), 401, 'UNAUTHENTICATED');
    expectError(
      await inject(null, 'POST', `/moderation/decisions/${restrictionId}/objection`, {
        text: 'Without a link or a session.',
      }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('keeps the session path: the user objects signed in, a moderator reads, a stranger learns nothing', async () => {
    const read = await inject(otherSeller, 'GET', `/moderation/decisions/${otherDecisionId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(statementResponseSchema.parse(read.json()).data.statement.objection.possible).toBe(true);
    expect((await inject(moderator, 'GET', `/moderation/decisions/${otherDecisionId}`)).statusCode).toBe(200);
    expectError(await inject(reporter, 'GET', `/moderation/decisions/${otherDecisionId}`), 404, 'NOT_FOUND');
    expectError(
      await inject(reporter, 'POST', `/moderation/decisions/${otherDecisionId}/objection`, {
        text: 'Not my decision at all.',
      }),
      404,
      'NOT_FOUND',
    );
    const filed = await inject(otherSeller, 'POST', `/moderation/decisions/${otherDecisionId}/objection`, {
      text: 'The bike was handed over in person.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(objectionResponseSchema.parse(filed.json()).data.objection.user?.id).toBe(otherSeller.id);
  });
});
