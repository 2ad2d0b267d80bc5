import {
  dac7RevenueThresholdCents,
  dac7SalesThreshold,
  type FulfilmentKind,
} from '@shared/orders/order-states';
import { hashSeed, Rng } from '../../catalog-corpus/prng';
import { type DemoListing, generateSalesListing } from './demo-listing-generator';
import { buildDemoOrder, chooseDelivery, type DemoOrder, type DemoOrderEnding } from './demo-order-builder';
import type { DemoReview } from './demo-review-generator';
import type { DemoUser } from './demo-users.data';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const demoBuyerEmail = 'buyer@kleinkram.local';
export const demoSellerEmail = 'seller@kleinkram.local';
/** The demo seller's newest listings stay available: journeys pick them from the recent feed. */
export const demoSellerListingsKeptAvailable = 3;

export interface DemoCommerceContext {
  seed: number;
  now: Date;
  users: DemoUser[];
  /** The main and vehicle passes, as inserted. */
  listings: DemoListing[];
  /** Generated reviews; each becomes a completed order of a sold item (the sales pass). */
  reviews: DemoReview[];
}

export interface DemoReviewOfOrder extends DemoReview {
  orderReference: string;
  listingSlug: string;
}

export interface DemoCommercePlan {
  /** Items sold before (sales pass): one per completed order. */
  salesListings: DemoListing[];
  orders: DemoOrder[];
  reviews: DemoReviewOfOrder[];
  /** One seller asked for a review of one of the demo buyer's unreviewed orders. */
  reviewRequests: Array<{ orderReference: string; at: Date }>;
}

/** An order that stops short of its end: the listing stays reserved for the buyer. */
export const activeStatuses = new Set(['created', 'paid', 'shipped', 'handed_over', 'problem_reported']);

const userByEmail = (users: DemoUser[], email: string) => {
  const user = users.find((candidate) => candidate.email === email);
  if (!user) throw new Error(`Demo user ${email} is missing`);
  return user;
};

/** Sales-pass listings, skipping give-aways (nobody orders those through the checkout). */
function salesListingFactory(context: DemoCommerceContext) {
  let index = 0;
  return (sellerEmail: string, orderedAt: Date): DemoListing => {
    const seller = userByEmail(context.users, sellerEmail);
    for (;;) {
      const listing = generateSalesListing(context.seed, index++, seller, {
        now: orderedAt,
        sellers: context.users,
      });
      if (listing.priceKind === 'free') continue;
      const publishedAt = listing.publishedAt ?? new Date(orderedAt.getTime() - DAY_MS);
      return {
        ...listing,
        status: 'PUBLISHED',
        quantity: 1,
        publishedAt,
        createdAt: new Date(Math.min(listing.createdAt.getTime(), publishedAt.getTime())),
        // One picture each: every sold item costs the seed a rendered image.
        images: listing.images.slice(0, 1),
        watcherCount: 0,
      };
    }
  };
}

/** A completed order of a fresh sales-pass listing, finished at `completedAt`; the listing is sold then. */
function completedSale(
  context: DemoCommerceContext,
  newListing: ReturnType<typeof salesListingFactory>,
  key: string,
  sellerEmail: string,
  buyerEmail: string,
  completedAt: Date,
): { listing: DemoListing; order: DemoOrder } {
  const rng = new Rng(hashSeed(context.seed, 'order', key));
  // Ordered within three weeks before completion (an auto-completed shipment takes two).
  const listing = newListing(sellerEmail, new Date(completedAt.getTime() - 21 * DAY_MS));
  const delivery = chooseDelivery(rng, listing) ?? { fulfilment: 'pickup', paymentMethod: 'cash_on_pickup' };
  const order = buildDemoOrder({
    seed: context.seed,
    key,
    listing,
    buyer: userByEmail(context.users, buyerEmail),
    ...delivery,
    ending: { status: 'completed' },
    endsAt: completedAt,
    now: context.now,
    rng,
  });
  return {
    listing: { ...listing, soldAt: order.completedAt, updatedAt: order.completedAt! },
    order,
  };
}

interface ShowcaseOrder {
  key: string;
  ending: DemoOrderEnding;
  fulfilment: FulfilmentKind;
  /** Hours before now of the last step. */
  hoursAgo: number;
}

/** The demo buyer's purchases from private sellers, one per state (completed ones come from sales). */
const buyerShowcase: ShowcaseOrder[] = [
  { key: 'buyer-created', ending: { status: 'created' }, fulfilment: 'pickup', hoursAgo: 3 },
  { key: 'buyer-paid', ending: { status: 'paid' }, fulfilment: 'shipping', hoursAgo: 20 },
  { key: 'buyer-shipped', ending: { status: 'shipped' }, fulfilment: 'shipping', hoursAgo: 30 },
  { key: 'buyer-handed-over', ending: { status: 'handed_over' }, fulfilment: 'pickup', hoursAgo: 5 },
  {
    key: 'buyer-cancelled',
    ending: {
      status: 'cancelled',
      after: 'paid',
      by: 'seller',
      reason: 'item_unavailable',
      note: 'Sorry, the item broke while packing it. You get your money back.',
    },
    fulfilment: 'shipping',
    hoursAgo: 96,
  },
  {
    key: 'buyer-problem',
    ending: {
      status: 'problem_reported',
      reason: 'not_as_described',
      note: 'The listing said "like new", but the item has deep scratches on the front.',
    },
    fulfilment: 'shipping',
    hoursAgo: 40,
  },
];

/** The demo seller's sales to private buyers, one per state. */
const sellerShowcase: ShowcaseOrder[] = [
  { key: 'seller-created', ending: { status: 'created' }, fulfilment: 'shipping', hoursAgo: 2 },
  { key: 'seller-paid', ending: { status: 'paid' }, fulfilment: 'shipping', hoursAgo: 26 },
  { key: 'seller-shipped', ending: { status: 'shipped' }, fulfilment: 'shipping', hoursAgo: 50 },
  { key: 'seller-handed-over', ending: { status: 'handed_over' }, fulfilment: 'pickup', hoursAgo: 8 },
  {
    key: 'seller-cancelled',
    ending: {
      status: 'cancelled',
      after: 'created',
      by: 'buyer',
      reason: 'changed_mind',
      note: 'Found one closer to home, sorry!',
    },
    fulfilment: 'pickup',
    hoursAgo: 70,
  },
  {
    key: 'seller-problem',
    ending: {
      status: 'problem_reported',
      reason: 'damaged',
      note: 'At home I noticed a crack in the housing that I had not seen at the pickup.',
    },
    fulfilment: 'pickup',
    hoursAgo: 28,
  },
];

/**
 * Live listings an active order may take: published, unsold, priced, one unit, not among the
 * newest third of the catalogue (journeys pick fresh listings from the feeds) and not among the
 * demo seller's newest few.
 */
function orderableListings(context: DemoCommerceContext): DemoListing[] {
  const live = context.listings
    .filter((listing) => listing.status === 'PUBLISHED' && listing.soldAt === null && listing.publishedAt)
    .sort((a, b) => b.publishedAt!.getTime() - a.publishedAt!.getTime());
  const newest = new Set(live.slice(0, Math.ceil(live.length / 3)).map((listing) => listing.slug));
  const sellerNewest = new Set(
    live
      .filter((listing) => listing.sellerEmail === demoSellerEmail)
      .slice(0, demoSellerListingsKeptAvailable)
      .map((listing) => listing.slug),
  );
  return live.filter(
    (listing) =>
      !newest.has(listing.slug) &&
      !sellerNewest.has(listing.slug) &&
      listing.priceKind !== 'free' &&
      listing.quantity === 1,
  );
}

function showcaseOrders(
  context: DemoCommerceContext,
  specs: ShowcaseOrder[],
  side: 'buyer' | 'seller',
  taken: Set<string>,
): DemoOrder[] {
  const privateBuyers = context.users.filter((user) => user.password === null);
  const pool = orderableListings(context).filter((listing) =>
    side === 'seller'
      ? listing.sellerEmail === demoSellerEmail
      : privateBuyers.some((user) => user.email === listing.sellerEmail),
  );
  const orders: DemoOrder[] = [];
  for (const spec of specs) {
    const pick = new Rng(hashSeed(context.seed, 'showcase', spec.key));
    const buyer = side === 'buyer' ? userByEmail(context.users, demoBuyerEmail) : pick.pick(privateBuyers);
    const endsAt = new Date(context.now.getTime() - spec.hoursAgo * HOUR_MS);
    const candidates = pool.filter((listing) => !taken.has(listing.slug));
    // Pickups near the buyer where the catalogue has one.
    const near = candidates.filter((listing) => listing.cityId === buyer.cityId);
    const ordered = spec.fulfilment === 'pickup' && near.length > 0 ? [...near, ...candidates] : candidates;
    const start = ordered.length > 0 ? pick.int(0, Math.min(ordered.length, 6) - 1) : 0;
    for (const listing of [...ordered.slice(start), ...ordered.slice(0, start)]) {
      const delivery = chooseDelivery(pick, listing, spec.fulfilment);
      if (!delivery) continue;
      const order = buildDemoOrder({
        seed: context.seed,
        key: spec.key,
        listing,
        buyer,
        ...delivery,
        ending: spec.ending,
        endsAt,
        now: context.now,
        rng: new Rng(hashSeed(context.seed, 'order', spec.key)),
      });
      // The listing was live before the order: an hour at least.
      if (listing.publishedAt!.getTime() > order.createdAt.getTime() - HOUR_MS) continue;
      taken.add(listing.slug);
      orders.push(order);
      break;
    }
  }
  return orders;
}

/**
 * DAC7 (ADR 058): once a seller's completed sales in a calendar year reach 30 or €2,000, payouts
 * wait for the tax details. The demo seeds none, so later online payouts of that year are held.
 */
export function applyDac7Holds(orders: DemoOrder[]): DemoOrder[] {
  const totals = new Map<string, { sales: number; revenueCents: number }>();
  const completed = orders
    .filter((order) => order.status === 'completed')
    .sort((a, b) => a.completedAt!.getTime() - b.completedAt!.getTime());
  const held = new Set<DemoOrder>();
  for (const order of completed) {
    const key = `${order.sellerEmail}:${order.completedAt!.getUTCFullYear()}`;
    const before = totals.get(key) ?? { sales: 0, revenueCents: 0 };
    const reached = before.sales >= dac7SalesThreshold || before.revenueCents >= dac7RevenueThresholdCents;
    if (reached && order.paymentMethod === 'online') held.add(order);
    totals.set(key, { sales: before.sales + 1, revenueCents: before.revenueCents + order.itemsCents });
  }
  return orders.map((order) =>
    held.has(order) ? { ...order, payoutStatus: 'held', payoutId: null, paidOutAt: null } : order,
  );
}

/**
 * Orders in every state with consistent money, times and listings; reviews that each stand on a
 * completed order; a review request. Pure and deterministic: the same seed gives the same plan.
 */
export function planDemoCommerce(context: DemoCommerceContext): DemoCommercePlan {
  const newListing = salesListingFactory(context);
  const salesListings: DemoListing[] = [];
  const orders: DemoOrder[] = [];
  const reviews: DemoReviewOfOrder[] = [];

  context.reviews.forEach((review, index) => {
    const rng = new Rng(hashSeed(context.seed, 'review-order', index));
    const completedAt = new Date(review.createdAt.getTime() - rng.float(2 * HOUR_MS, 4 * DAY_MS));
    const sale = completedSale(
      context,
      newListing,
      `review:${index}`,
      review.sellerEmail,
      review.reviewerEmail,
      completedAt,
    );
    salesListings.push(sale.listing);
    orders.push(sale.order);
    reviews.push({ ...review, orderReference: sale.order.reference, listingSlug: sale.listing.slug });
  });

  // Completed but not reviewed yet: two of the demo buyer's (so "Write a review" shows), one of the demo seller's.
  const privateSellers = context.users.filter((user) => user.password === null);
  const unreviewed = [
    { key: 'buyer-unreviewed-1', seller: privateSellers[3]!.email, buyer: demoBuyerEmail, daysAgo: 3 },
    { key: 'buyer-unreviewed-2', seller: privateSellers[14]!.email, buyer: demoBuyerEmail, daysAgo: 9 },
    { key: 'seller-unreviewed', seller: demoSellerEmail, buyer: privateSellers[21]!.email, daysAgo: 5 },
  ];
  const unreviewedOrders = unreviewed.map((entry) => {
    const sale = completedSale(
      context,
      newListing,
      entry.key,
      entry.seller,
      entry.buyer,
      new Date(context.now.getTime() - entry.daysAgo * DAY_MS),
    );
    salesListings.push(sale.listing);
    orders.push(sale.order);
    return sale.order;
  });

  const taken = new Set<string>();
  orders.push(...showcaseOrders(context, buyerShowcase, 'buyer', taken));
  orders.push(...showcaseOrders(context, sellerShowcase, 'seller', taken));

  const requested = unreviewedOrders[1]!;
  return {
    salesListings,
    orders: applyDac7Holds(orders),
    reviews,
    reviewRequests: [
      { orderReference: requested.reference, at: new Date(requested.completedAt!.getTime() + 2 * DAY_MS) },
    ],
  };
}
