import { topCategoryIdOf } from '@shared/catalog/taxonomy';
import {
  findOrderMove,
  type OrderAction,
  type OrderStatus,
  orderStatuses,
} from '@shared/orders/order-states';
import { computeFees, netProceedsCents } from '@shared/pricing/pricing-rules';
import { describe, expect, it } from 'vitest';
import { activeStatuses, demoBuyerEmail, demoSellerEmail } from './demo-commerce-plan';
import { planDemoContent } from './demo-content-plan';
import { demoWatchlistMaxPerUser } from './demo-engagement-plan';
import type { DemoOrder } from './demo-order-builder';

const now = new Date('2026-11-26T08:00:00Z');
const plan = planDemoContent(now);
const { orders, reviews, salesListings } = plan.commerce;
const listingsBySlug = new Map(
  [...plan.catalogue, ...salesListings].map((listing) => [listing.slug, listing]),
);

const actionTo: Record<Exclude<OrderStatus, 'created'>, OrderAction> = {
  paid: 'pay',
  shipped: 'ship',
  handed_over: 'hand_over',
  completed: 'complete',
  cancelled: 'cancel',
  problem_reported: 'report_problem',
};
const timeColumn: Record<OrderStatus, keyof DemoOrder> = {
  created: 'createdAt',
  paid: 'paidAt',
  shipped: 'shippedAt',
  handed_over: 'handedOverAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
  problem_reported: 'problemReportedAt',
};

describe('demo orders', () => {
  it('covers every state, for the demo buyer as buyer and the demo seller as seller', () => {
    for (const status of orderStatuses) {
      expect(
        orders.some((order) => order.buyerEmail === demoBuyerEmail && order.status === status),
        status,
      ).toBe(true);
      expect(
        orders.some((order) => order.sellerEmail === demoSellerEmail && order.status === status),
        status,
      ).toBe(true);
    }
    expect(new Set(orders.map((order) => order.reference)).size).toBe(orders.length);
    for (const order of orders) expect(order.reference).toMatch(/^KK-[2-9A-HJ-NP-Z]{6}$/);
  });

  it('moves every order only along the transition table, each step timed after the one before', () => {
    for (const order of orders) {
      const [first, ...rest] = order.events;
      expect(first).toMatchObject({
        from: null,
        to: 'created',
        actor: 'buyer',
        actorEmail: order.buyerEmail,
      });
      let previous = first!;
      for (const event of rest) {
        expect(event.from).toBe(previous.to);
        const move = findOrderMove(
          actionTo[event.to as Exclude<OrderStatus, 'created'>],
          event.from!,
          event.actor,
        );
        expect(move, `${order.reference}: ${event.from} → ${event.to} by ${event.actor}`).toBeDefined();
        expect(event.at.getTime()).toBeGreaterThan(previous.at.getTime());
        previous = event;
      }
      expect(previous.to).toBe(order.status);
      expect(previous.at.getTime()).toBeLessThan(now.getTime());
      // A timestamp for exactly the states the order went through, equal to its event's.
      const passed = new Set(order.events.map((event) => event.to));
      for (const status of orderStatuses) {
        const value = order[timeColumn[status]];
        if (passed.has(status)) expect(value).toEqual(order.events.find((event) => event.to === status)!.at);
        else expect(value, `${order.reference} ${status}`).toBeNull();
      }
    }
  });

  it('adds up: the buyer pays items and shipping, the seller gets the items less the §9 fees', () => {
    for (const order of orders) {
      const listing = listingsBySlug.get(order.listingSlug)!;
      expect(order.unitPriceCents).toBe(listing.priceCents);
      expect(order.itemsCents).toBe(order.unitPriceCents);
      expect(order.totalCents).toBe(order.itemsCents + order.shippingCents);
      const fees = computeFees(order.itemsCents, topCategoryIdOf(listing.categoryId) ?? null);
      expect(order.sellerFees).toEqual(fees.map((fee) => ({ id: fee.id, amountCents: fee.amountCents })));
      if (order.paymentMethod === 'online') {
        expect(order.payoutCents).toBe(netProceedsCents(order.itemsCents, fees) + order.shippingCents);
        expect(order.checkoutSessionId).toMatch(/^cs_demo_[0-9a-z]+$/);
        expect(order.paymentProvider).toBe('stripe');
      } else {
        expect(order.fulfilment).toBe('pickup');
        expect(order.payoutCents).toBe(0);
        expect(order.checkoutSessionId).toBeNull();
      }
      if (order.paidAt) expect(order.paymentIntentId).toMatch(/^pi_demo_/);
      if (order.status === 'completed' && order.paymentMethod === 'online')
        expect(['paid', 'held', 'pending']).toContain(order.payoutStatus);
      else expect(order.payoutStatus).toBe('none');
      if (order.status === 'cancelled' && order.paidAt) {
        expect(order.paymentStatus).toBe('refunded');
        expect(order.refundId).toMatch(/^re_demo_/);
      }
    }
    expect(orders.some((order) => order.payoutStatus === 'paid')).toBe(true);
  });

  it('ships with carrier and tracking, hands over with a 6-digit code, delivers to an address', () => {
    for (const order of orders) {
      expect(order.carrier !== null).toBe(order.shippedAt !== null);
      if (order.shippedAt) expect(order.trackingNumber).toMatch(/^\d{11,14}$/);
      expect(order.handoverCode === null).toBe(order.fulfilment === 'shipping');
      if (order.handoverCode) expect(order.handoverCode).toMatch(/^\d{6}$/);
      expect(order.shippingAddress === null).toBe(order.fulfilment === 'pickup');
      if (order.fulfilment === 'pickup') expect(order.shippingCents).toBe(0);
    }
  });

  it('takes listings that were live before the order: sold ones end with it, active ones stay reserved', () => {
    const sales = new Set(salesListings.map((listing) => listing.slug));
    for (const order of orders) {
      const listing = listingsBySlug.get(order.listingSlug)!;
      expect(listing.sellerEmail).toBe(order.sellerEmail);
      expect(order.buyerEmail).not.toBe(order.sellerEmail);
      expect(listing.publishedAt!.getTime()).toBeLessThan(order.createdAt.getTime());
      if (order.status === 'completed') {
        expect(sales.has(listing.slug)).toBe(true);
        expect(listing.soldAt).toEqual(order.completedAt);
      } else {
        expect(sales.has(listing.slug)).toBe(false);
        expect(listing.soldAt).toBeNull();
      }
    }
    const active = orders.filter((order) => activeStatuses.has(order.status) || order.status === 'cancelled');
    expect(new Set(active.map((order) => order.listingSlug)).size).toBe(active.length);
  });

  it("leaves the demo seller's newest listings and the newest third of the catalogue to the journeys", () => {
    const live = plan.catalogue
      .filter((listing) => listing.status === 'PUBLISHED' && listing.soldAt === null)
      .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
    const untouched = new Set([
      ...live.slice(0, Math.ceil(live.length / 3)).map((listing) => listing.slug),
      ...live
        .filter((listing) => listing.sellerEmail === demoSellerEmail)
        .slice(0, 3)
        .map((listing) => listing.slug),
    ]);
    for (const order of orders) expect(untouched.has(order.listingSlug)).toBe(false);
    for (const entry of plan.engagement.cart) expect(untouched.has(entry.slug)).toBe(false);
  });
});

describe('demo reviews', () => {
  it('stand each on its own completed order, by its buyer, about its item', () => {
    const byReference = new Map(orders.map((order) => [order.reference, order]));
    expect(reviews.length).toBeGreaterThan(100);
    expect(new Set(reviews.map((review) => review.orderReference)).size).toBe(reviews.length);
    for (const review of reviews) {
      const order = byReference.get(review.orderReference)!;
      expect(order.status).toBe('completed');
      expect(order.buyerEmail).toBe(review.reviewerEmail);
      expect(order.sellerEmail).toBe(review.sellerEmail);
      expect(order.listingSlug).toBe(review.listingSlug);
      expect(review.createdAt.getTime()).toBeGreaterThan(order.completedAt!.getTime());
    }
    expect(reviews.filter((review) => review.sellerEmail === demoSellerEmail)).toHaveLength(24);
  });

  it('leaves two of the demo buyer’s completed orders unreviewed, one with a review request', () => {
    const reviewed = new Set(reviews.map((review) => review.orderReference));
    const open = orders.filter(
      (order) =>
        order.buyerEmail === demoBuyerEmail && order.status === 'completed' && !reviewed.has(order.reference),
    );
    expect(open).toHaveLength(2);
    const [request] = plan.commerce.reviewRequests;
    expect(open.map((order) => order.reference)).toContain(request!.orderReference);
    expect(request!.at.getTime()).toBeLessThan(now.getTime());
  });

  it('gets votes from other users, at most one each', () => {
    const keys = plan.engagement.votes.map((vote) => `${vote.orderReference}|${vote.voterEmail}`);
    expect(new Set(keys).size).toBe(keys.length);
    const byReference = new Map(reviews.map((review) => [review.orderReference, review]));
    for (const vote of plan.engagement.votes) {
      const review = byReference.get(vote.orderReference)!;
      expect([review.reviewerEmail, review.sellerEmail, demoBuyerEmail]).not.toContain(vote.voterEmail);
    }
  });
});

describe('demo watchlists and cart', () => {
  it('keeps every watchlist under the maximum, without doubles', () => {
    const perUser = new Map<string, number>();
    const keys = plan.engagement.watchlist.map((entry) => `${entry.email}|${entry.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const entry of plan.engagement.watchlist)
      perUser.set(entry.email, (perUser.get(entry.email) ?? 0) + 1);
    for (const count of perUser.values()) expect(count).toBeLessThanOrEqual(demoWatchlistMaxPerUser);
    expect(plan.engagement.watchlist.length).toBeGreaterThan(500);
  });

  it('gives the demo buyer ten watched listings, one sold and one reserved for someone else', () => {
    const watched = plan.engagement.watchlist.filter((entry) => entry.email === demoBuyerEmail);
    expect(watched).toHaveLength(10);
    const listings = watched.map((entry) => listingsBySlug.get(entry.slug)!);
    expect(listings.filter((listing) => listing.soldAt !== null)).toHaveLength(1);
    const reserved = orders.filter(
      (order) =>
        activeStatuses.has(order.status) && watched.some((entry) => entry.slug === order.listingSlug),
    );
    expect(reserved).toHaveLength(1);
    expect(reserved[0]!.buyerEmail).not.toBe(demoBuyerEmail);
    for (const listing of listings) expect(listing.sellerEmail).not.toBe(demoBuyerEmail);
  });

  it("fills the demo buyer's cart with three shippable items of two other sellers", () => {
    const cart = plan.engagement.cart.map((entry) => listingsBySlug.get(entry.slug)!);
    expect(cart).toHaveLength(3);
    expect(new Set(cart.map((listing) => listing.sellerEmail)).size).toBe(2);
    const ordered = new Set(orders.map((order) => order.listingSlug));
    for (const listing of cart) {
      expect(listing.sellerEmail).not.toBe(demoBuyerEmail);
      expect(listing.soldAt).toBeNull();
      expect(ordered.has(listing.slug)).toBe(false);
      expect(listing.shippingOptions.some((option) => option.type === 'shipping')).toBe(true);
    }
  });
});

describe('demo chat threads and identity checks', () => {
  it('answers buyers within minutes to hours, the demo seller quickly, the admin not at all', () => {
    const threads = plan.threads;
    expect(threads.some((thread) => thread.sellerEmail === 'admin@kleinkram.local')).toBe(false);
    const mine = threads.filter((thread) => thread.sellerEmail === demoSellerEmail);
    expect(mine.length).toBeGreaterThanOrEqual(10);
    for (const thread of threads) {
      expect([thread.buyerEmail, thread.sellerEmail]).not.toContain(demoBuyerEmail);
      const [question, answer] = thread.messages;
      expect(question!.senderEmail).toBe(thread.buyerEmail);
      if (!answer) continue;
      expect(answer.senderEmail).toBe(thread.sellerEmail);
      const minutes = (answer.at.getTime() - question!.at.getTime()) / 60_000;
      expect(minutes).toBeGreaterThanOrEqual(1);
      expect(minutes).toBeLessThan(16 * 60);
      expect(thread.messages.at(-1)!.at.getTime()).toBeLessThan(now.getTime());
    }
    expect(threads.some((thread) => thread.messages.length === 1)).toBe(true);
  });

  it('verifies the demo seller, queues one check and rejects one, keeping no personal data once decided', () => {
    const checks = plan.identityChecks;
    expect(checks.find((check) => check.email === demoSellerEmail)?.status).toBe('approved');
    expect(checks.filter((check) => check.status === 'pending')).toHaveLength(1);
    const rejected = checks.find((check) => check.status === 'rejected')!;
    expect(rejected.failureReason).toBeTruthy();
    expect(rejected.cooldownUntil!.getTime()).toBeGreaterThan(now.getTime());
    for (const check of checks) expect(check.personal === null).toBe(check.status !== 'pending');
  });
});

it('plans the same content for the same moment', () => {
  const again = planDemoContent(now);
  expect(again.commerce.orders).toEqual(orders);
  expect(again.engagement.watchlist).toEqual(plan.engagement.watchlist);
  expect(again.threads).toEqual(plan.threads);
});
