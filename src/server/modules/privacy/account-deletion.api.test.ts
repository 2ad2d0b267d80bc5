import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { recoveryCodesResponseSchema, twoFactorSetupResponseSchema } from '@shared/auth/two-factor.schema';
import {
  consentsResponseSchema,
  deleteAccountResponseSchema,
  deletionPreflightResponseSchema,
} from '@shared/privacy/account-deletion.schema';
import { deletedUserDisplayName } from '@shared/privacy/privacy-constants';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestListings } from '../../test/listing-factory';
import { createTestOrder } from '../../test/order-factory';
import { insertCompletedTestOrder } from '../../test/order-factory-trust';
import { createTestPhoto, publishTestListing } from '../../test/published-listing-factory';
import { type SmtpInbox, startSmtpInbox } from '../../test/smtp-inbox';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser, testUserPassword } from '../../test/user-factory';
import { sweepRetainedRecords } from './account-deletion.service';

/**
 * For each needle, every (table, column) of the public schema whose text form contains it (case
 * blind): text, jsonb, uuid and array columns, one query per column.
 */
async function columnsContaining(context: TestContext, needles: string[]): Promise<Map<string, string[]>> {
  const columns = await context.database.db.execute(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      AND c.data_type IN ('text', 'character varying', 'jsonb', 'json', 'uuid', 'ARRAY')`);
  const found = new Map(needles.map((needle) => [needle, [] as string[]]));
  const lowered = needles.map((needle) => needle.toLowerCase());
  for (const row of columns.rows as { table_name: string; column_name: string }[]) {
    const result = await context.database.db.execute(
      sql`SELECT needle FROM unnest(${sql.raw(`ARRAY[${lowered.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]::text[]`)}) AS needle
          WHERE EXISTS (SELECT 1 FROM ${sql.identifier(row.table_name)}
                        WHERE position(needle in lower(${sql.identifier(row.column_name)}::text)) > 0)`,
    );
    for (const hit of result.rows as { needle: string }[]) {
      const index = lowered.indexOf(hit.needle);
      found.get(needles[index] as string)?.push(`${row.table_name}.${row.column_name}`);
    }
  }
  return found;
}

describe('account deletion (Art. 17 GDPR, ADR 070)', () => {
  let context: TestContext;
  let inbox: SmtpInbox;

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    context = await createTestApp({ smtpUrl: inbox.url });
  });
  afterAll(async () => {
    await context.close();
    await inbox.close();
  });

  const inject = (options: InjectOptions) => context.app.inject(options);
  const preflight = async (user: TestUser) => {
    const response = await inject({
      method: 'GET',
      url: '/api/account/deletion/preflight',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return deletionPreflightResponseSchema.parse(response.json()).data;
  };
  const deleteAccount = (user: TestUser, payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/account/deletion', headers: user.headers, payload });
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const userRow = async (id: string) => {
    const result = await context.database.db.execute(
      sql`SELECT email, display_name, deleted_at FROM users WHERE id = ${id}`,
    );
    return result.rows[0] as { email: string; display_name: string; deleted_at: Date | null };
  };

  it('refuses while an order is open and lists what must finish first', async () => {
    const user = await createTestUser(context, { label: 'del-open', roles: ['buyer', 'seller'] });
    const other = await createTestUser(context, { label: 'del-open-other', roles: ['buyer', 'seller'] });
    const [listingId, sellingId] = await createTestListings(context, { sellerId: other.id, count: 2 });
    const [ownListing] = await createTestListings(context, { sellerId: user.id, count: 1 });
    const buying = await createTestOrder(context, {
      buyerId: user.id,
      sellerId: other.id,
      listingIds: [listingId as string],
      status: 'paid',
    });
    const selling = await createTestOrder(context, {
      buyerId: other.id,
      sellerId: user.id,
      listingIds: [ownListing as string],
      status: 'shipped',
    });
    await createTestOrder(context, {
      buyerId: user.id,
      sellerId: other.id,
      listingIds: [sellingId as string],
      status: 'completed',
    });

    const before = await preflight(user);
    expect(before.canDelete).toBe(false);
    expect(before.blockers.map((blocker) => [blocker.kind, blocker.id]).sort()).toEqual(
      [
        ['open-order-as-buyer', buying],
        ['open-order-as-seller', selling],
      ].sort(),
    );
    expect(before.blockers.find((blocker) => blocker.id === buying)?.link).toBe(`/orders/${buying}`);

    const refused = await deleteAccount(user, { password: testUserPassword });
    expect(refused.statusCode).toBe(409);
    const error = errorOf(refused);
    expect(error.code).toBe('ACCOUNT_DELETION_BLOCKED');
    expect((error.details as { blockers: { id: string }[] }).blockers.map((b) => b.id).sort()).toEqual(
      [buying, selling].sort(),
    );
    expect((await userRow(user.id)).deleted_at).toBeNull();
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong password, and a missing or wrong two-factor code, changing nothing', async () => {
    const user = await createTestUser(context, { label: 'del-wrong' });
    const wrong = await deleteAccount(user, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).code).toBe('INVALID_CREDENTIALS');
    const missing = await deleteAccount(user, {});
    expect(errorOf(missing).code).toBe('INVALID_CREDENTIALS');
    expect(await userRow(user.id)).toMatchObject({ email: user.email, deleted_at: null });

    // Two-factor on: a code (or a recovery code) confirms instead of the password.
    const setup = await inject({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      headers: user.headers,
      payload: {},
    });
    const { secret } = twoFactorSetupResponseSchema.parse(setup.json()).data;
    const verify = await inject({
      method: 'POST',
      url: '/api/auth/2fa/verify',
      headers: user.headers,
      payload: { otp: await generate({ secret }) },
    });
    expect(verify.statusCode, verify.body).toBe(200);
    const { recoveryCodes } = recoveryCodesResponseSchema.parse(verify.json()).data;
    expect((await preflight(user)).requiresSecondFactor).toBe(true);
    const noCode = await deleteAccount(user, {});
    expect(errorOf(noCode).code).toBe('TWO_FACTOR_REQUIRED');
    const current = Number(await generate({ secret }));
    const badCode = await deleteAccount(user, {
      otp: String((current + 500_000) % 1_000_000).padStart(6, '0'),
    });
    expect(errorOf(badCode).code).toBe('INVALID_OTP');
    const badRecovery = await deleteAccount(user, { recoveryCode: 'AAAA-BBBB-CC' });
    expect(errorOf(badRecovery).code).toBe('INVALID_RECOVERY_CODE');
    const badPassword = await deleteAccount(user, { password: 'wrong', recoveryCode: recoveryCodes[0] });
    expect(errorOf(badPassword).code).toBe('INVALID_CREDENTIALS');
    expect(await userRow(user.id)).toMatchObject({ email: user.email, deleted_at: null });
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(200);

    const deleted = await deleteAccount(user, { recoveryCode: recoveryCodes[1] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await userRow(user.id)).deleted_at).not.toBeNull();
    const recoveryLeft = await context.database.db.execute(
      sql`SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = ${user.id}`,
    );
    expect((recoveryLeft.rows[0] as { n: number }).n).toBe(0);
  });

  it('erases a rich account: nothing personal left in any table, the counterpart keeps messages and reviews', async () => {
    const tag = randomUUID().slice(0, 8);
    const displayName = `Zelda Quokka ${tag}`;
    const user = await createTestUser(context, {
      label: `del-rich-${tag}`,
      roles: ['buyer', 'seller'],
      displayName,
    });
    const other = await createTestUser(context, { label: 'del-rich-other', roles: ['buyer', 'seller'] });
    const { db } = context.database;
    const secrets = {
      street: `Geheimweg ${tag}`,
      location: `Quokkahausen-${tag}`,
      search: `search-${tag}`,
      draft: `draft-secret-${tag}`,
      identity: `Identname${tag}`,
      feedback: `feedback-secret-${tag}`,
      analytics: `analytics-secret-${tag}`,
      notification: `notification-secret-${tag}`,
      tax: `Steuername${tag}`,
      phone: `+49 30 ${tag}`,
      report: `reported by ${tag}`,
    };

    // Listings, a draft and photos; a published listing through the editor.
    const published = await publishTestListing(context, user);
    await createTestPhoto(context, user.id);
    await db.execute(
      sql`INSERT INTO listing_drafts (seller_id, snapshot)
          VALUES (${user.id}, ${JSON.stringify({ formatVersion: 1, fields: { title: secrets.draft } })}::jsonb)`,
    );

    // Completed orders both ways, with the buyer's shipping address, and reviews both ways.
    const sale = await insertCompletedTestOrder(context, {
      sellerId: user.id,
      buyerId: other.id,
      completedAt: new Date('2026-03-10T12:00:00Z'),
    });
    const purchase = await insertCompletedTestOrder(context, { sellerId: other.id, buyerId: user.id });
    await db.execute(
      sql`UPDATE orders SET shipping_address = ${JSON.stringify({
        name: displayName,
        street: secrets.street,
        postalCode: '10115',
        city: 'Berlin',
        country: 'DE',
      })}::jsonb WHERE id = ${purchase.orderId}`,
    );
    await db.execute(
      sql`INSERT INTO reviews (seller_id, reviewer_id, order_id, rating, comment)
          VALUES (${user.id}, ${other.id}, ${sale.orderId}, 5, 'Great seller'),
                 (${other.id}, ${user.id}, ${purchase.orderId}, 4, ${`Good buyer experience ${tag}`})`,
    );

    // A conversation with messages both ways and an offer.
    const [otherListing] = await createTestListings(context, { sellerId: other.id, count: 1 });
    const threadResult = await db.execute(
      sql`INSERT INTO chat_threads (listing_id, buyer_id, seller_id)
          VALUES (${otherListing as string}, ${user.id}, ${other.id}) RETURNING id`,
    );
    const threadId = (threadResult.rows[0] as { id: string }).id;
    await db.execute(
      sql`INSERT INTO chat_messages (thread_id, sender_id, client_id, body, delivered_at)
          VALUES (${threadId}, ${user.id}, ${randomUUID()}, 'Is it still available?', now()),
                 (${threadId}, ${other.id}, ${randomUUID()}, 'Yes, it is.', now())`,
    );
    await db.execute(
      sql`INSERT INTO chat_offers (thread_id, listing_id, buyer_id, proposer_id, made_by, amount_cents, client_id, expires_at)
          VALUES (${threadId}, ${otherListing as string}, ${user.id}, ${user.id}, 'buyer', 900, ${randomUUID()}, now() + interval '1 day')`,
    );

    // What the user kept for themselves, and what others hold about them.
    await db.execute(
      sql`INSERT INTO saved_searches (user_id, label, params, params_key)
          VALUES (${user.id}, ${secrets.search}, '{"q":"x"}'::jsonb, ${`q=${tag}`})`,
    );
    await db.execute(
      sql`INSERT INTO notifications (user_id, category, kind, payload)
          VALUES (${user.id}, 'system', 'test', ${JSON.stringify({ note: secrets.notification })}::jsonb)`,
    );
    await db.execute(
      sql`INSERT INTO watchlist_items (user_id, listing_id) VALUES (${user.id}, ${otherListing as string})`,
    );
    await db.execute(
      sql`INSERT INTO cart_items (user_id, listing_id) VALUES (${user.id}, ${otherListing as string})`,
    );
    await db.execute(
      sql`INSERT INTO identity_checks (user_id, status, first_name, last_name)
          VALUES (${user.id}, 'approved', ${secrets.identity}, ${secrets.identity})`,
    );
    await db.execute(
      sql`INSERT INTO analytics_events (name, occurred_at, user_id, session_id, properties)
          VALUES ('page_view', now(), ${user.id}, ${`s-${tag}`}, ${JSON.stringify({ q: secrets.analytics })}::jsonb)`,
    );
    await db.execute(
      sql`INSERT INTO feedback_tickets (reference, user_id, category, impact, message, path)
          VALUES (${`FB-${tag}`}, ${user.id}, 'bug', 'minor', ${secrets.feedback}, '/settings')`,
    );
    const caseResult = await db.execute(
      sql`INSERT INTO moderation_cases (kind, subject_kind, subject_id, subject_owner_id)
          VALUES ('report', 'listing', ${otherListing as string}, ${other.id}) RETURNING id`,
    );
    await db.execute(
      sql`INSERT INTO moderation_reports (case_id, subject_kind, subject_id, reason, explanation, reporter_id, reporter_email, good_faith)
          VALUES (${(caseResult.rows[0] as { id: string }).id}, 'listing', ${otherListing as string}, 'counterfeit',
                  'Looks like a counterfeit item to me.', ${user.id}, ${user.email}, true)`,
    );
    await db.execute(
      sql`INSERT INTO seller_tax_profiles (user_id, first_name, last_name, street, postal_code, city, country, birth_date, tax_id_encrypted, tax_id_hint)
          VALUES (${user.id}, ${secrets.tax}, ${secrets.tax}, ${secrets.street}, '10115', 'Berlin', 'DE', '1980-01-01', 'sealed', '123')`,
    );
    await db.execute(
      sql`INSERT INTO trader_profiles (user_id, is_trader, legal_name, phone, email)
          VALUES (${user.id}, false, ${displayName}, ${secrets.phone}, ${user.email})`,
    );
    await db.execute(sql`INSERT INTO tour_states (user_id) VALUES (${user.id})`);
    const consent = await inject({
      method: 'POST',
      url: '/api/consents/communication',
      headers: user.headers,
      payload: { decision: 'granted' },
    });
    expect(consent.statusCode, consent.body).toBe(200);
    await db.execute(
      sql`UPDATE users SET location_label = ${secrets.location}, preferences = ${JSON.stringify({ mailLanguage: 'de' })}::jsonb
          WHERE id = ${user.id}`,
    );

    expect((await preflight(user)).canDelete).toBe(true);
    const response = await deleteAccount(user, { password: testUserPassword });
    expect(response.statusCode, response.body).toBe(200);
    const result = deleteAccountResponseSchema.parse(response.json()).data;
    expect(result.retained.find((item) => item.kind === 'order')?.count).toBe(2);

    // Sessions end at once: the old access token is refused.
    const me = await inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(me.statusCode).toBe(401);

    // The tombstone, and nothing personal anywhere outside the restricted retained records.
    const tombstone = await userRow(user.id);
    expect(tombstone.email).toBe(`deleted-${user.id}@deleted.invalid`);
    expect(tombstone.display_name).toBe(deletedUserDisplayName);
    expect(tombstone.deleted_at).not.toBeNull();
    const personal = [user.email, displayName, ...Object.values(secrets)];
    const found = await columnsContaining(context, [...personal, user.id]);
    for (const value of personal) {
      const outside = (found.get(value) ?? []).filter((column) => !column.startsWith('retained_records.'));
      expect(outside, `${value} left in`).toEqual([]);
    }
    // The user id only where the ADR keeps a reference to the tombstone.
    const allowedReferences = new Set([
      'users.id',
      'users.email',
      'orders.buyer_id',
      'orders.seller_id',
      'listings.seller_id',
      'chat_threads.buyer_id',
      'chat_threads.seller_id',
      'chat_messages.sender_id',
      'chat_offers.buyer_id',
      'chat_offers.proposer_id',
      'reviews.seller_id',
      'reviews.reviewer_id',
      'retained_records.former_user_id',
      'retained_records.reference_id',
      'retained_records.payload',
    ]);
    expect((found.get(user.id) ?? []).filter((column) => !allowedReferences.has(column))).toEqual([]);
    // The scan finds what is there: the tombstone references and the restricted copy.
    expect(found.get(user.id)).toEqual(
      expect.arrayContaining(['orders.buyer_id', 'chat_messages.sender_id']),
    );
    expect(found.get(user.email)).toEqual(['retained_records.payload']);
    expect(found.get(secrets.street)).toEqual(['retained_records.payload']);

    // The listing is withdrawn.
    const listing = await db.execute(sql`SELECT status FROM listings WHERE id = ${published.id}`);
    expect((listing.rows[0] as { status: string }).status).toBe('ARCHIVED');

    // Retained: both order records until the end of the 8th year after the year they ended.
    const retained = await db.execute(
      sql`SELECT kind, reference_id, retain_until FROM retained_records WHERE former_user_id = ${user.id}`,
    );
    const rows = retained.rows as { kind: string; reference_id: string; retain_until: Date }[];
    const saleRecord = rows.find((row) => row.reference_id === sale.orderId);
    expect(saleRecord?.kind).toBe('order');
    expect(new Date(saleRecord?.retain_until as Date).toISOString()).toBe('2035-01-01T00:00:00.000Z');
    expect(rows.map((row) => row.kind).sort()).toEqual([
      'dac7-tax-profile',
      'order',
      'order',
      'trader-profile',
    ]);
    const taxRecord = rows.find((row) => row.kind === 'dac7-tax-profile');
    expect(new Date(taxRecord?.retain_until as Date).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 11);

    // The counterpart still reads the conversation and the reviews, from a deleted user.
    const thread = await inject({
      method: 'GET',
      url: `/api/chat/threads/${threadId}`,
      headers: other.headers,
    });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json().data.thread.counterpart.name).toBe(deletedUserDisplayName);
    const messages = await inject({
      method: 'GET',
      url: `/api/chat/threads/${threadId}/messages`,
      headers: other.headers,
    });
    expect(messages.statusCode, messages.body).toBe(200);
    expect(JSON.stringify(messages.json())).toContain('Is it still available?');
    const reviews = await inject({ method: 'GET', url: `/api/sellers/${other.id}/reviews` });
    expect(reviews.statusCode, reviews.body).toBe(200);
    const written = (reviews.json().data.reviews as { comment: string; reviewerName: string | null }[]).find(
      (review) => review.comment?.includes(tag),
    );
    expect(written?.reviewerName).toBe(deletedUserDisplayName);

    // The goodbye mail went to the old address, in the user's language.
    const mail = await inbox.waitForMail((item) => item.to.includes(user.email.toLowerCase()));
    expect(mail.subject).toBe('Dein Kleinkram-Konto wurde gelöscht');

    // Signing in with the old password fails; the address registers again at once.
    const login = await inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: { email: user.email, password: testUserPassword },
    });
    expect(login.statusCode).toBe(401);
    expect(errorOf(login).code).toBe('INVALID_CREDENTIALS');
    const register = await inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      payload: {
        email: user.email,
        password: 'a-new-password-2026',
        redirectUri: 'http://localhost:3000/verify-email',
      },
    });
    expect(register.statusCode, register.body).toBe(202);
    const again = await db.execute(sql`SELECT id FROM users WHERE email = ${user.email}`);
    expect(again.rows).toHaveLength(1);
    expect((again.rows[0] as { id: string }).id).not.toBe(user.id);
  }, 120_000);
});

describe('consent records (Art. 7 GDPR)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  const consents = async (user: TestUser) => {
    const response = await context.app.inject({ method: 'GET', url: '/api/consents', headers: user.headers });
    expect(response.statusCode, response.body).toBe(200);
    return consentsResponseSchema.parse(response.json()).data;
  };
  const decide = (user: TestUser, decision: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/consents/communication',
      headers: user.headers,
      payload: { decision },
    });

  it('records giving and withdrawing the communication consent with its text version and time', async () => {
    const user = await createTestUser(context, { label: 'consent' });
    const initial = await consents(user);
    expect(initial.communication).toMatchObject({ isGranted: false, decidedAt: null, textVersion: null });
    expect(initial.history).toEqual([]);

    // Giving through the chat's dialog leaves a record too.
    const viaChat = await context.app.inject({
      method: 'POST',
      url: '/api/chat/consent',
      headers: user.headers,
      payload: { accepted: true },
    });
    expect(viaChat.statusCode, viaChat.body).toBe(200);
    const given = await consents(user);
    expect(given.communication.isGranted).toBe(true);
    expect(given.communication.textVersion).toBe(given.communication.currentTextVersion);
    expect(given.history).toHaveLength(1);
    expect(given.history[0]).toMatchObject({ kind: 'communication', decision: 'granted' });

    const withdrawn = await decide(user, 'withdrawn');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    const afterWithdrawal = consentsResponseSchema.parse(withdrawn.json()).data;
    expect(afterWithdrawal.communication).toMatchObject({ isGranted: false, textVersion: null });
    expect(afterWithdrawal.history.map((record) => record.decision)).toEqual(['withdrawn', 'granted']);
    const chatState = await context.app.inject({
      method: 'GET',
      url: '/api/chat/consent',
      headers: user.headers,
    });
    expect(chatState.json().data.isGranted).toBe(false);

    // Withdrawing twice records nothing new; giving again is one call.
    await decide(user, 'withdrawn');
    const regiven = await decide(user, 'granted');
    const final = consentsResponseSchema.parse(regiven.json()).data;
    expect(final.communication.isGranted).toBe(true);
    expect(final.history.map((record) => record.decision)).toEqual(['granted', 'withdrawn', 'granted']);
    for (const record of final.history) {
      expect(record.textVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(record.recordedAt))).toBe(false);
    }
  });

  it('refuses an unknown decision', async () => {
    const user = await createTestUser(context, { label: 'consent-bad' });
    const response = await decide(user, 'maybe');
    expect(response.statusCode).toBe(400);
    expect((await consents(user)).history).toEqual([]);
  });
});

describe('retention sweep (ADR 070)', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('deletes retained records past their period and keeps the others', async () => {
    const formerUserId = randomUUID();
    const { db } = context.database;
    await db.execute(
      sql`INSERT INTO retained_records (former_user_id, kind, reference_id, payload, legal_basis, retain_until)
          VALUES (${formerUserId}, 'order', 'past', '{}'::jsonb, 'test', now() - interval '1 day'),
                 (${formerUserId}, 'order', 'future', '{}'::jsonb, 'test', now() + interval '1 day')`,
    );
    expect(await sweepRetainedRecords(db)).toBeGreaterThanOrEqual(1);
    const left = await db.execute(
      sql`SELECT reference_id FROM retained_records WHERE former_user_id = ${formerUserId}`,
    );
    expect(left.rows).toEqual([{ reference_id: 'future' }]);
  });
});
