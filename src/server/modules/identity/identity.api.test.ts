import { errorResponseSchema } from '@shared/api/error.schema';
import {
  identityCheckReviewResponseSchema,
  identityCheckStatusResponseSchema,
  identityQueueResponseSchema,
  identityResubmitCooldownDays,
} from '@shared/identity/identity.schema';
import { notificationListResponseSchema } from '@shared/notifications/notification.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityChecks } from '../../db/schema/trust.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { openDocumentNumber } from './identity-document-box';

const validSubmission = {
  documentType: 'id_card',
  issuingCountry: 'DE',
  firstName: 'Erika',
  lastName: 'Mustermann',
  documentNumber: 'L01X00T47',
  birthDate: '1983-08-12',
} as const;

describe('identity checks', () => {
  let context: TestContext;
  let moderator: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    moderator = await createTestUser(context, { label: 'id-moderator', roles: ['moderator', 'buyer'] });
  });
  afterAll(() => context.close());

  const submit = (user: TestUser, body: Record<string, unknown>) =>
    context.app.inject({ method: 'POST', url: '/api/identity/checks', headers: user.headers, payload: body });
  const myCheck = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/identity/check',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return identityCheckStatusResponseSchema.parse(response.json()).data;
  };
  const rawCheck = async (userId: string) => {
    const [row] = await context.database.db
      .select()
      .from(identityChecks)
      .where(eq(identityChecks.userId, userId))
      .orderBy(sql`${identityChecks.submittedAt} DESC`);
    if (!row) throw new Error('no identity check row');
    return row;
  };
  const decide = (checkId: string, action: 'approve' | 'reject', caller = moderator, reason?: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/identity/checks/${checkId}/${action}`,
      headers: caller.headers,
      payload: action === 'reject' ? { reason } : undefined,
    });

  it('starts with no check', async () => {
    const buyer = await createTestUser(context, { label: 'id-none' });
    expect(await myCheck(buyer)).toMatchObject({ status: 'none', canSubmit: true });
  });

  it.each(Object.keys(validSubmission))('refuses a submission without %s', async (field) => {
    const buyer = await createTestUser(context, { label: 'id-missing' });
    const body: Record<string, unknown> = { ...validSubmission };
    delete body[field];
    const response = await submit(buyer, body);
    expect(response.statusCode).toBe(400);
    const error = errorResponseSchema.parse(response.json()).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details?.issues?.map((issue) => issue.path)).toContainEqual(expect.stringContaining(field));
    expect((await myCheck(buyer)).status).toBe('none');
  });

  it('says what is wrong in words, in the caller’s language, and keeps the key at the field for the form', async () => {
    const buyer = await createTestUser(context, { label: 'id-words' });
    const cases = [
      {
        bad: { documentNumber: 'AB#123' },
        en: 'Enter the document number with letters and digits only (at least 4).',
        de: 'Gib die Dokumentnummer nur mit Buchstaben und Ziffern ein (mindestens 4).',
        key: 'documentNumberFormat',
      },
      {
        bad: { birthDate: '1990-02-30' },
        en: 'Enter a valid date of birth.',
        de: 'Gib ein gültiges Geburtsdatum ein.',
        key: 'birthDateInvalid',
      },
    ];
    for (const { bad, en, de, key } of cases) {
      const english = await submit(buyer, { ...validSubmission, ...bad });
      const { error } = errorResponseSchema.parse(english.json());
      expect(error.message).toBe(en);
      expect(error.details?.issues?.[0]?.message).toBe(key);
      const german = await context.app.inject({
        method: 'POST',
        url: '/api/identity/checks',
        headers: { ...buyer.headers, 'accept-language': 'de-DE,de;q=0.9' },
        payload: { ...validSubmission, ...bad },
      });
      expect(errorResponseSchema.parse(german.json()).error.message).toBe(de);
    }
  });

  it('refuses blank names, a future birth date, a minor and an unknown country', async () => {
    const buyer = await createTestUser(context, { label: 'id-bad' });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const tenYearsAgo = new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10);
    for (const bad of [
      { firstName: '   ' },
      { birthDate: tomorrow },
      { birthDate: tenYearsAgo },
      { birthDate: '1990-02-30' },
      { issuingCountry: 'XX' },
      { documentType: 'driving_licence' },
    ]) {
      const response = await submit(buyer, { ...validSubmission, ...bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('stores the document number encrypted, shows it to moderators only, and blocks a second submission', async () => {
    const buyer = await createTestUser(context, { label: 'id-pending', displayName: 'Pending Paula' });
    const created = await submit(buyer, { ...validSubmission, documentNumber: 'l01x-00t47' });
    expect(created.statusCode, created.body).toBe(201);
    expect(identityCheckStatusResponseSchema.parse(created.json()).data).toMatchObject({
      status: 'pending',
      documentType: 'id_card',
      canSubmit: false,
    });

    const row = await rawCheck(buyer.id);
    expect(row.documentNumberEncrypted).not.toBeNull();
    expect(row.documentNumberEncrypted).not.toContain('L01X00T47');
    expect(
      openDocumentNumber(context.app.deps.config.identityEncryptionKey, row.documentNumberEncrypted ?? ''),
    ).toBe('L01X00T47');

    const again = await submit(buyer, validSubmission);
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('IDENTITY_PENDING');

    const queue = await context.app.inject({
      method: 'GET',
      url: '/api/identity/checks/queue',
      headers: moderator.headers,
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const entry = identityQueueResponseSchema
      .parse(queue.json())
      .data.checks.find((check) => check.id === row.id);
    expect(entry).toMatchObject({
      status: 'pending',
      documentNumber: 'L01X00T47',
      firstName: 'Erika',
      birthDate: '1983-08-12',
      user: { id: buyer.id, name: 'Pending Paula' },
    });

    for (const path of ['/api/identity/checks/queue']) {
      const forbidden = await context.app.inject({ method: 'GET', url: path, headers: buyer.headers });
      expect(forbidden.statusCode).toBe(403);
    }
    expect((await decide(row.id, 'approve', buyer)).statusCode).toBe(403);
    const guest = await context.app.inject({ method: 'GET', url: '/api/identity/checks/queue' });
    expect(guest.statusCode).toBe(401);
  });

  it('lists pending checks oldest first, before decided ones', async () => {
    const first = await createTestUser(context, { label: 'id-order-1' });
    const second = await createTestUser(context, { label: 'id-order-2' });
    expect((await submit(first, validSubmission)).statusCode).toBe(201);
    expect((await submit(second, validSubmission)).statusCode).toBe(201);
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/identity/checks/queue?status=all',
      headers: moderator.headers,
    });
    const { checks } = identityQueueResponseSchema.parse(response.json()).data;
    const ids = checks.map((check) => check.user.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const firstDecided = checks.findIndex((check) => check.status !== 'pending');
    if (firstDecided !== -1)
      expect(checks.slice(firstDecided).every((check) => check.status !== 'pending')).toBe(true);
  });

  it('approves: erases the personal data, notifies the user and refuses a new submission', async () => {
    const buyer = await createTestUser(context, { label: 'id-approve' });
    expect((await submit(buyer, validSubmission)).statusCode).toBe(201);
    const { id } = await rawCheck(buyer.id);

    const approved = await decide(id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(identityCheckReviewResponseSchema.parse(approved.json()).data.check).toMatchObject({
      status: 'approved',
      documentNumber: null,
      firstName: null,
    });
    const row = await rawCheck(buyer.id);
    expect(row).toMatchObject({
      status: 'approved',
      documentType: null,
      issuingCountry: null,
      firstName: null,
      lastName: null,
      documentNumberEncrypted: null,
      birthDate: null,
      decidedBy: moderator.id,
    });
    expect(row.decidedAt).toBeInstanceOf(Date);
    expect(await myCheck(buyer)).toMatchObject({ status: 'approved', canSubmit: false });

    const again = await submit(buyer, validSubmission);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('IDENTITY_ALREADY_VERIFIED');
    expect((await decide(id, 'approve')).statusCode).toBe(409);

    const notices = await context.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { ...buyer.headers, 'accept-language': 'de' },
    });
    const [notice] = notificationListResponseSchema
      .parse(notices.json())
      .data.notifications.filter((candidate) => candidate.category === 'security');
    expect(notice?.title).toBe('Deine Identität ist bestätigt');
  });

  it('rejects with a reason and enforces the cooldown, then accepts a resubmission after it', async () => {
    const buyer = await createTestUser(context, { label: 'id-reject' });
    expect((await submit(buyer, validSubmission)).statusCode).toBe(201);
    const { id } = await rawCheck(buyer.id);
    expect((await decide(id, 'reject', moderator, '')).statusCode).toBe(400);

    const rejected = await decide(id, 'reject', moderator, 'The document number is not readable.');
    expect(rejected.statusCode, rejected.body).toBe(200);
    const row = await rawCheck(buyer.id);
    expect(row).toMatchObject({ status: 'rejected', documentNumberEncrypted: null, firstName: null });
    const expectedCooldown = Date.now() + identityResubmitCooldownDays * 86_400_000;
    expect(Math.abs((row.cooldownUntil?.getTime() ?? 0) - expectedCooldown)).toBeLessThan(60_000);

    const status = await myCheck(buyer);
    expect(status).toMatchObject({
      status: 'rejected',
      failureReason: 'The document number is not readable.',
      cooldownUntil: row.cooldownUntil?.toISOString(),
      canSubmit: false,
    });

    const during = await submit(buyer, validSubmission);
    expect(during.statusCode).toBe(409);
    const error = errorResponseSchema.parse(during.json()).error;
    expect(error.code).toBe('IDENTITY_COOLDOWN');
    expect(error.details?.cooldownUntil).toBe(row.cooldownUntil?.toISOString());

    await context.database.db
      .update(identityChecks)
      .set({ cooldownUntil: new Date(Date.now() - 1000) })
      .where(eq(identityChecks.id, id));
    expect((await myCheck(buyer)).canSubmit).toBe(true);
    const after = await submit(buyer, validSubmission);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('does not let a moderator decide their own check', async () => {
    const other = await createTestUser(context, { label: 'id-self', roles: ['moderator', 'buyer'] });
    expect((await submit(other, validSubmission)).statusCode).toBe(201);
    const { id } = await rawCheck(other.id);
    expect((await decide(id, 'approve', other)).statusCode).toBe(403);
    expect((await decide('00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
  });
});
