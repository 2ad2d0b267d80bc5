import { deletedUserDisplayName } from '@shared/privacy/privacy-constants';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

/*
 * The erasure touches every table that holds something of a user (ADR 070). It is one repository on
 * purpose: the whole account goes in one transaction, and a table added later has one place to be
 * listed (the API test enumerates every column and fails when a personal value survives elsewhere).
 */

type Executor = Db | DbExecutor;

async function rowsOf<T>(executor: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await executor.execute(query);
  return result.rows as T[];
}

export type AccountRow = typeof users.$inferSelect;

/** The account, locked for the erasure when `forUpdate` (inside its transaction). */
export async function findAccount(
  executor: Executor,
  userId: string,
  forUpdate = false,
): Promise<AccountRow | undefined> {
  const query = executor.select().from(users).where(eq(users.id, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export interface OpenOrderRow {
  id: string;
  reference: string;
  status: string;
  payoutStatus: string;
  role: 'buyer' | 'seller';
}

/**
 * Orders that are not finished (created, paid, shipped, handed over, frozen by a problem), and
 * completed sales whose payout is still owed (held, pending, failed).
 */
export function findUnfinishedOrders(executor: Executor, userId: string): Promise<OpenOrderRow[]> {
  return rowsOf<OpenOrderRow>(
    executor,
    sql`SELECT id, reference, status, payout_status AS "payoutStatus",
          CASE WHEN buyer_id = ${userId} THEN 'buyer' ELSE 'seller' END AS role
        FROM orders
        WHERE (buyer_id = ${userId} OR seller_id = ${userId})
          AND (status IN ('created', 'paid', 'shipped', 'handed_over', 'problem_reported')
               OR (seller_id = ${userId} AND status = 'completed'
                   AND payout_status IN ('held', 'pending', 'failed')))
        ORDER BY created_at`,
  );
}

export function findOpenObjections(
  executor: Executor,
  userId: string,
): Promise<{ id: string; decisionId: string }[]> {
  return rowsOf(
    executor,
    sql`SELECT id, decision_id AS "decisionId" FROM moderation_objections
        WHERE user_id = ${userId} AND status = 'open' ORDER BY created_at`,
  );
}

/** Every order of the user with what a booking record needs (ADR 070): copied before the scrub. */
export function findOrdersForRetention(executor: Executor, userId: string) {
  return rowsOf<{
    id: string;
    reference: string;
    role: 'buyer' | 'seller';
    status: string;
    fulfilment: string;
    paymentMethod: string;
    paymentStatus: string;
    itemsCents: number;
    shippingCents: number;
    totalCents: number;
    currency: string;
    buyerFees: unknown;
    sellerFees: unknown;
    payoutCents: number;
    payoutStatus: string;
    shippingAddress: unknown;
    paymentIntentId: string | null;
    refundId: string | null;
    payoutId: string | null;
    cancelNote: string | null;
    problemNote: string | null;
    createdAt: Date;
    paidAt: Date | null;
    completedAt: Date | null;
    cancelledAt: Date | null;
    refundedAt: Date | null;
    items: unknown;
  }>(
    executor,
    sql`SELECT o.id, o.reference, CASE WHEN o.buyer_id = ${userId} THEN 'buyer' ELSE 'seller' END AS role,
          o.status, o.fulfilment, o.payment_method AS "paymentMethod", o.payment_status AS "paymentStatus",
          o.items_cents AS "itemsCents", o.shipping_cents AS "shippingCents", o.total_cents AS "totalCents",
          o.currency, o.buyer_fees AS "buyerFees", o.seller_fees AS "sellerFees",
          o.payout_cents AS "payoutCents", o.payout_status AS "payoutStatus",
          o.shipping_address AS "shippingAddress", o.payment_intent_id AS "paymentIntentId",
          o.refund_id AS "refundId", o.payout_id AS "payoutId", o.cancel_note AS "cancelNote",
          o.problem_note AS "problemNote", o.created_at AS "createdAt", o.paid_at AS "paidAt",
          o.completed_at AS "completedAt", o.cancelled_at AS "cancelledAt", o.refunded_at AS "refundedAt",
          COALESCE((SELECT jsonb_agg(jsonb_build_object('listingId', i.listing_id, 'title', i.title,
                      'unitPriceCents', i.unit_price_cents, 'quantity', i.quantity))
                    FROM order_items i WHERE i.order_id = o.id), '[]'::jsonb) AS items
        FROM orders o WHERE o.buyer_id = ${userId} OR o.seller_id = ${userId}`,
  );
}

export function findTaxProfile(executor: Executor, userId: string) {
  return rowsOf<Record<string, unknown>>(
    executor,
    sql`SELECT first_name AS "firstName", last_name AS "lastName", street, postal_code AS "postalCode",
          city, country, birth_date::text AS "birthDate", tax_id_encrypted AS "taxIdEncrypted",
          submitted_at AS "submittedAt", updated_at AS "updatedAt"
        FROM seller_tax_profiles WHERE user_id = ${userId}`,
  );
}

export function findTraderProfile(executor: Executor, userId: string) {
  return rowsOf<Record<string, unknown>>(
    executor,
    sql`SELECT is_trader AS "isTrader", legal_name AS "legalName", street, postal_code AS "postalCode",
          city, country, phone, email, trade_register_number AS "tradeRegisterNumber",
          register_court AS "registerCourt", vat_id AS "vatId", self_certified_at AS "selfCertifiedAt",
          declared_at AS "declaredAt"
        FROM trader_profiles WHERE user_id = ${userId}`,
  );
}

/** Decisions that restricted the user, with the objection they filed (if any). */
export function findDecisionsConcerning(executor: Executor, userId: string) {
  return rowsOf<{
    id: string;
    caseId: string;
    action: string;
    rule: string | null;
    facts: string;
    createdAt: Date;
    objectionText: string | null;
  }>(
    executor,
    sql`SELECT d.id, d.case_id AS "caseId", d.action, d.rule, d.facts, d.created_at AS "createdAt",
          o.text AS "objectionText"
        FROM moderation_decisions d
        LEFT JOIN moderation_objections o ON o.decision_id = d.id
        WHERE d.affected_user_id = ${userId}`,
  );
}

/** Files to delete from media storage once the erasure has committed. */
export async function findStoredFilesOf(executor: Executor, userId: string) {
  const media = await rowsOf<{ originalKey: string; variantPrefix: string }>(
    executor,
    sql`SELECT original_key AS "originalKey", variant_prefix AS "variantPrefix"
        FROM media_assets WHERE owner_id = ${userId}`,
  );
  const other = await rowsOf<{ key: string }>(
    executor,
    sql`SELECT storage_key AS key FROM data_exports WHERE user_id = ${userId} AND storage_key IS NOT NULL
        UNION ALL
        SELECT screenshot_key FROM feedback_tickets WHERE user_id = ${userId} AND screenshot_key IS NOT NULL`,
  );
  return { media, files: other.map((row) => row.key) };
}

/**
 * Erases or anonymises everything personal of the user (ADR 070). Runs inside the deletion's
 * transaction, after what must be retained was copied. The users row stays as a tombstone, so
 * orders, messages and reviews the counterpart keeps still point somewhere.
 */
export async function eraseAccountData(
  executor: DbExecutor,
  user: { id: string; email: string },
  tombstone: { passwordHash: string; at: Date },
): Promise<void> {
  const id = user.id;
  const run = (query: ReturnType<typeof sql>) => executor.execute(query);

  // Sign-in material: sessions (their access tokens stop at the next request), tokens, codes.
  await run(sql`DELETE FROM refresh_tokens WHERE user_id = ${id}`);
  await run(sql`DELETE FROM auth_sessions WHERE user_id = ${id}`);
  await run(sql`DELETE FROM email_verification_tokens WHERE user_id = ${id}`);
  await run(sql`DELETE FROM password_reset_tokens WHERE user_id = ${id}`);
  await run(sql`DELETE FROM recovery_codes WHERE user_id = ${id}`);
  await run(
    sql`DELETE FROM auth_attempts
        WHERE key = ${`account:${user.email}`} OR key LIKE ${`account:${user.email}|%`} OR key = ${`user:${id}`}`,
  );
  await run(sql`DELETE FROM feature_flag_assignments WHERE user_id = ${id}`);
  await run(sql`UPDATE feature_flag_assignments SET assigned_by = NULL WHERE assigned_by = ${id}`);

  // Listings: withdrawn (no longer public), kept for the orders and chats that refer to them, with
  // the photos gone and the position coarsened to the city's centre.
  await run(
    sql`UPDATE listings l SET status = 'ARCHIVED', reserved_at = NULL, reserved_for_user_id = NULL,
          latitude = c.latitude, longitude = c.longitude, updated_at = ${tombstone.at}
        FROM cities c WHERE c.id = l.city_id AND l.seller_id = ${id}`,
  );
  await run(
    sql`UPDATE listings SET reserved_at = NULL, reserved_for_user_id = NULL
        WHERE reserved_for_user_id = ${id} AND sold_at IS NULL`,
  );
  await run(sql`UPDATE listings SET reserved_for_user_id = NULL WHERE reserved_for_user_id = ${id}`);
  await run(
    sql`DELETE FROM listing_media WHERE listing_id IN (SELECT id FROM listings WHERE seller_id = ${id})`,
  );
  await run(sql`DELETE FROM listing_drafts WHERE seller_id = ${id}`);
  await run(sql`DELETE FROM price_feedback WHERE seller_id = ${id}`);
  await run(sql`UPDATE listing_status_events SET actor_id = NULL WHERE actor_id = ${id}`);
  await run(
    sql`UPDATE listing_availability_events
        SET actor_id = CASE WHEN actor_id = ${id} THEN NULL ELSE actor_id END,
            buyer_id = CASE WHEN buyer_id = ${id} THEN NULL ELSE buyer_id END
        WHERE actor_id = ${id} OR buyer_id = ${id}`,
  );
  await run(sql`DELETE FROM media_assets WHERE owner_id = ${id}`);
  await run(sql`DELETE FROM media_upload_usage WHERE owner_id = ${id}`);

  // What the user kept for themselves.
  await run(sql`DELETE FROM saved_searches WHERE user_id = ${id}`);
  await run(sql`DELETE FROM notifications WHERE user_id = ${id}`);
  await run(sql`DELETE FROM watchlist_items WHERE user_id = ${id}`);
  await run(sql`DELETE FROM cart_items WHERE user_id = ${id}`);
  await run(sql`DELETE FROM tour_states WHERE user_id = ${id}`);
  await run(sql`DELETE FROM data_exports WHERE user_id = ${id}`);
  await run(sql`DELETE FROM consent_records WHERE user_id = ${id}`);
  await run(sql`DELETE FROM chat_assistant_preferences WHERE user_id = ${id}`);
  await run(sql`DELETE FROM feedback_tickets WHERE user_id = ${id}`);

  // Trust and payments: the identity check, the payout account, the trader and tax profiles (the
  // last two were copied to retained_records first).
  await run(sql`DELETE FROM identity_checks WHERE user_id = ${id}`);
  await run(sql`UPDATE identity_checks SET decided_by = NULL WHERE decided_by = ${id}`);
  await run(sql`DELETE FROM seller_payment_accounts WHERE user_id = ${id}`);
  await run(sql`DELETE FROM seller_tax_profiles WHERE user_id = ${id}`);
  await run(sql`DELETE FROM trader_profiles WHERE user_id = ${id}`);
  await run(sql`DELETE FROM review_votes WHERE user_id = ${id}`);
  await run(sql`DELETE FROM review_requests WHERE buyer_id = ${id} OR seller_id = ${id}`);

  // Chat: messages and reviews stay for the counterpart (shown as from a deleted user); blocks and
  // open offers end.
  await run(sql`DELETE FROM user_blocks WHERE blocker_id = ${id} OR blocked_id = ${id}`);
  await run(
    sql`UPDATE chat_offers SET status = 'withdrawn', responded_at = ${tombstone.at}
        WHERE status = 'open' AND thread_id IN
          (SELECT id FROM chat_threads WHERE buyer_id = ${id} OR seller_id = ${id})`,
  );
  await run(sql`UPDATE chat_flags SET reporter_id = NULL, report_note = NULL WHERE reporter_id = ${id}`);
  await run(sql`UPDATE chat_flags SET decided_by = NULL WHERE decided_by = ${id}`);
  await run(sql`UPDATE chat_flag_events SET actor_id = NULL WHERE actor_id = ${id}`);

  // Orders stay for the counterpart's records; the deleted side's personal details go (the booking
  // record with them is in retained_records).
  await run(
    sql`UPDATE orders SET shipping_address = NULL, handover_code = NULL, checkout_url = NULL
        WHERE buyer_id = ${id}`,
  );
  await run(
    sql`UPDATE orders SET cancel_note = NULL, problem_note = NULL
        WHERE buyer_id = ${id} OR seller_id = ${id}`,
  );
  await run(sql`UPDATE order_events SET actor_id = NULL, note = NULL WHERE actor_id = ${id}`);

  // Moderation: reports the user filed lose their reporter; decisions about the user lose the link
  // (the statement of reasons is retained for the objection period); their objections' text goes.
  await run(
    sql`UPDATE moderation_reports SET reporter_id = NULL, reporter_email = NULL, reporter_ip_hash = NULL
        WHERE reporter_id = ${id}`,
  );
  await run(sql`UPDATE moderation_objections SET user_id = NULL, text = '' WHERE user_id = ${id}`);
  await run(sql`UPDATE moderation_objections SET decided_by = NULL WHERE decided_by = ${id}`);
  await run(sql`UPDATE moderation_decisions SET affected_user_id = NULL WHERE affected_user_id = ${id}`);
  await run(sql`UPDATE moderation_decisions SET decided_by = NULL WHERE decided_by = ${id}`);
  await run(sql`UPDATE moderation_case_notes SET author_id = NULL WHERE author_id = ${id}`);
  await run(sql`UPDATE moderation_cases SET assigned_to = NULL WHERE assigned_to = ${id}`);

  // Analytics events are append-only; the trigger lets an erasure delete within this transaction.
  await run(sql`SET LOCAL kleinkram.analytics_erasure = 'on'`);
  await run(sql`DELETE FROM analytics_events WHERE user_id = ${id}`);
  await run(sql`SET LOCAL kleinkram.analytics_erasure = 'off'`);

  // The tombstone: no address (the real one is free to register again), no way to sign in.
  await run(
    sql`UPDATE users SET
          email = ${`deleted-${id}@deleted.invalid`}, password_hash = ${tombstone.passwordHash},
          roles = ARRAY[]::text[], display_name = ${deletedUserDisplayName}, city_id = NULL,
          email_verified_at = NULL, preferences = '{}'::jsonb, location_label = NULL,
          location_slug = NULL, location_latitude = NULL, location_longitude = NULL,
          location_consent = false, location_consent_at = NULL, onboarding_step = 0,
          onboarding_completed_at = NULL, onboarding_last_seen_at = NULL,
          totp_secret_encrypted = NULL, totp_enabled_at = NULL, totp_last_used_step = NULL,
          failed_login_count = 0, locked_until = NULL, response_rate = NULL,
          response_time_minutes = NULL, communication_consent_at = NULL,
          communication_consent_version = NULL, chat_blocked_at = NULL, rollout_cohort = NULL,
          analytics_consent = 'denied', analytics_consent_at = NULL, suspended_at = NULL,
          suspended_until = NULL, deleted_at = ${tombstone.at}, updated_at = ${tombstone.at}
        WHERE id = ${id}`,
  );
}
