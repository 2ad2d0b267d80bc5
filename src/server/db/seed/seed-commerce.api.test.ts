import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { findOrderMove, type OrderAction, type OrderStatus } from '@shared/orders/order-states';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sealDocumentNumber } from '../../modules/identity/identity-document-box';
import { createTestApp, type TestContext } from '../../test/test-app';
import { planDemoContent } from './demo-content-plan';
import { seedDemoData } from './seed-demo-data';

/**
 * The demo commerce data as the database holds it after the test setup's seed (40 listings): the
 * plan's promises checked on the rows, so a change in the insert code cannot break them unnoticed.
 */
const listingCount = 40;
const plan = planDemoContent(new Date(), listingCount);
const references = plan.commerce.orders.map((order) => order.reference);
const seededSlugs = [...plan.catalogue, ...plan.commerce.salesListings].map((listing) => listing.slug);

const actionTo: Record<string, OrderAction> = {
  paid: 'pay',
  shipped: 'ship',
  handed_over: 'hand_over',
  completed: 'complete',
  cancelled: 'cancel',
  problem_reported: 'report_problem',
};
const timeColumns: Record<OrderStatus, string> = {
  created: 'created_at',
  paid: 'paid_at',
  shipped: 'shipped_at',
  handed_over: 'handed_over_at',
  completed: 'completed_at',
  cancelled: 'cancelled_at',
  problem_reported: 'problem_reported_at',
};

describe('seeded demo commerce data', () => {
  let context: TestContext;
  const query = async <Row extends object>(text: string, values: unknown[] = []) =>
    (await context.database.pool.query<Row & Record<string, unknown>>(text, values)).rows;

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(() => context.close());

  it('has the planned orders, each with its item, and every review on a completed order of its buyer', async () => {
    const orders = await query<{ reference: string }>(
      'SELECT reference FROM orders WHERE reference = ANY($1)',
      [references],
    );
    expect(orders.length).toBe(references.length);
    expect(orders.length).toBeGreaterThan(10);

    const reviews = await query<{
      orphan: boolean;
      status: string | null;
      same_parties: boolean;
      same_item: boolean;
    }>(
      `SELECT r.order_id IS NULL AS orphan, o.status,
              (o.buyer_id = r.reviewer_id AND o.seller_id = r.seller_id) AS same_parties,
              EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id AND i.listing_id = r.listing_id) AS same_item
         FROM reviews r
         JOIN listings l ON l.id = r.listing_id
         LEFT JOIN orders o ON o.id = r.order_id
        WHERE l.slug = ANY($1)`,
      [seededSlugs],
    );
    expect(reviews.length).toBe(plan.commerce.reviews.length);
    for (const review of reviews)
      expect(review).toEqual({ orphan: false, status: 'completed', same_parties: true, same_item: true });
    const [free] = await query<{ total: number }>(
      `SELECT count(*)::int AS total FROM reviews r JOIN users s ON s.id = r.seller_id
        WHERE r.order_id IS NULL AND s.email LIKE '%kleinkram.local' AND email NOT LIKE '%@test.kleinkram.local'
          AND r.reviewer_id IN (SELECT id FROM users WHERE email LIKE '%kleinkram.local' AND email NOT LIKE '%@test.kleinkram.local')`,
    );
    expect(free?.total).toBe(0);
  });

  it('counts helpful votes and watchers from their rows', async () => {
    const votes = await query<{
      helpful_count: number;
      helpful: number;
      not_helpful_count: number;
      not_helpful: number;
    }>(
      `SELECT r.helpful_count, r.not_helpful_count,
              count(v.*) FILTER (WHERE v.helpful)::int AS helpful,
              count(v.*) FILTER (WHERE NOT v.helpful)::int AS not_helpful
         FROM reviews r JOIN orders o ON o.id = r.order_id LEFT JOIN review_votes v ON v.review_id = r.id
        WHERE o.reference = ANY($1) GROUP BY r.id`,
      [references],
    );
    expect(votes.reduce((sum, row) => sum + row.helpful + row.not_helpful, 0)).toBe(
      plan.engagement.votes.length,
    );
    for (const row of votes) {
      expect(row.helpful_count).toBe(row.helpful);
      expect(row.not_helpful_count).toBe(row.not_helpful);
    }
    const watched = await query<{ slug: string; watcher_count: number; rows: number }>(
      `SELECT l.slug, l.watcher_count, (SELECT count(*)::int FROM watchlist_items w WHERE w.listing_id = l.id) AS rows
         FROM listings l WHERE l.slug = ANY($1)`,
      [seededSlugs],
    );
    expect(watched.some((row) => row.rows > 0)).toBe(true);
    for (const row of watched) expect(row.watcher_count, row.slug).toBe(row.rows);
  });

  it('moves every order along the transition table, with the times, money and listing of its state', async () => {
    const orders = await query<Record<string, unknown>>(
      `SELECT o.*, i.unit_price_cents, i.quantity, l.sold_at, l.reserved_at, l.reserved_for_user_id,
              (SELECT json_agg(e ORDER BY e.created_at) FROM order_events e WHERE e.order_id = o.id) AS events
         FROM orders o JOIN order_items i ON i.order_id = o.id JOIN listings l ON l.id = i.listing_id
        WHERE o.reference = ANY($1)`,
      [references],
    );
    for (const order of orders) {
      const events = order.events as Array<{
        from_status: OrderStatus | null;
        to_status: OrderStatus;
        actor: string;
      }>;
      const status = order.status as OrderStatus;
      expect(events[0]).toMatchObject({ from_status: null, to_status: 'created', actor: 'buyer' });
      for (const event of events.slice(1))
        expect(
          findOrderMove(actionTo[event.to_status]!, event.from_status!, event.actor as 'buyer'),
          `${order.reference}: ${event.from_status} → ${event.to_status}`,
        ).toBeDefined();
      expect(events.at(-1)!.to_status).toBe(status);
      const passed = new Set(events.map((event) => event.to_status));
      for (const [state, column] of Object.entries(timeColumns))
        expect(order[column] !== null, `${order.reference} ${column}`).toBe(passed.has(state as OrderStatus));

      expect(order.items_cents).toBe((order.unit_price_cents as number) * (order.quantity as number));
      expect(order.total_cents).toBe((order.items_cents as number) + (order.shipping_cents as number));
      if (order.payment_method === 'online') {
        const fees = (order.seller_fees as Array<{ amountCents: number }>).reduce(
          (sum, fee) => sum + fee.amountCents,
          0,
        );
        expect(order.payout_cents).toBe(
          (order.items_cents as number) - fees + (order.shipping_cents as number),
        );
      }
      if (status === 'completed') expect(order.sold_at).toEqual(order.completed_at);
      else expect(order.sold_at).toBeNull();
      if (status === 'cancelled') expect(order.reserved_at).toBeNull();
      else expect(order.reserved_for_user_id).toBe(order.buyer_id);
    }
  });

  it('runs again without doubling anything; given the identity key, it adds the pending identity check', async () => {
    const counts = () =>
      query<{ orders: number; reviews: number; watched: number; threads: number; checks: number }>(
        `SELECT (SELECT count(*)::int FROM orders WHERE reference = ANY($1)) AS orders,
                (SELECT count(*)::int FROM reviews r JOIN orders o ON o.id = r.order_id WHERE o.reference = ANY($1)) AS reviews,
                (SELECT count(*)::int FROM watchlist_items w JOIN listings l ON l.id = w.listing_id WHERE l.slug = ANY($2)) AS watched,
                (SELECT count(*)::int FROM chat_threads t JOIN listings l ON l.id = t.listing_id WHERE l.slug = ANY($2)) AS threads,
                (SELECT count(*)::int FROM identity_checks c JOIN users u ON u.id = c.user_id
                  WHERE u.email LIKE '%kleinkram.local' AND email NOT LIKE '%@test.kleinkram.local') AS checks`,
        [references, seededSlugs],
      );
    const before = await counts();
    const key = randomBytes(32);
    await seedDemoData(context.database.db, {
      mediaRoot: path.join(inject('testDataDir'), 'media'),
      log: () => {},
      listingCount,
      sealIdentityDocument: (documentNumber) => sealDocumentNumber(key, documentNumber),
    });
    expect(before[0]!.threads).toBeGreaterThan(0);
    expect(before[0]!.checks).toBe(2);
    expect(await counts()).toEqual([{ ...before[0]!, checks: 3 }]);
    const [pending] = await query<{ first_name: string; document_number_encrypted: string }>(
      "SELECT first_name, document_number_encrypted FROM identity_checks WHERE status = 'pending' AND user_id IN (SELECT id FROM users WHERE email LIKE '%kleinkram.local' AND email NOT LIKE '%@test.kleinkram.local')",
    );
    expect(pending?.first_name).toBeTruthy();
    expect(pending?.document_number_encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    const decided = await query<{ personal: number }>(
      `SELECT count(*) FILTER (WHERE first_name IS NOT NULL OR document_number_encrypted IS NOT NULL
         OR birth_date IS NOT NULL OR document_type IS NOT NULL)::int AS personal
         FROM identity_checks WHERE status <> 'pending'`,
    );
    expect(decided[0]?.personal).toBe(0);
  });
});
