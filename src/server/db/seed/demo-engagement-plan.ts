import { hashSeed, Rng } from '../../catalog-corpus/prng';
import { activeStatuses, type DemoCommercePlan, demoBuyerEmail, demoSellerEmail } from './demo-commerce-plan';
import type { DemoListing } from './demo-listing-generator';
import type { DemoUser } from './demo-users.data';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Below the watchlist maximum of 100 (spec §9), so every demo user can still watch more. */
export const demoWatchlistMaxPerUser = 90;

export interface DemoListEntry {
  email: string;
  slug: string;
  addedAt: Date;
}

export interface DemoVote {
  orderReference: string;
  voterEmail: string;
  helpful: boolean;
  at: Date;
}

export interface DemoEngagementPlan {
  watchlist: DemoListEntry[];
  cart: DemoListEntry[];
  votes: DemoVote[];
}

interface EngagementContext {
  seed: number;
  now: Date;
  users: DemoUser[];
  /** Main and vehicle passes. */
  listings: DemoListing[];
  commerce: DemoCommercePlan;
}

const addedBetween = (rng: Rng, from: Date, to: Date) =>
  new Date(from.getTime() + rng.float(0.05, 0.95) * Math.max(MINUTE_MS, to.getTime() - from.getTime()));

/** Listings nobody has an order for, live and priced, oldest two thirds (fresh ones are the journeys'). */
function quietListings(context: EngagementContext): DemoListing[] {
  const ordered = new Set(context.commerce.orders.map((order) => order.listingSlug));
  const live = context.listings
    .filter((listing) => listing.status === 'PUBLISHED' && listing.soldAt === null && listing.publishedAt)
    .sort((a, b) => a.publishedAt!.getTime() - b.publishedAt!.getTime());
  return live
    .slice(0, Math.floor((live.length * 2) / 3))
    .filter(
      (listing) =>
        !ordered.has(listing.slug) && listing.priceKind !== 'free' && listing.sellerEmail !== demoSellerEmail,
    );
}

/**
 * Other users watch listings about a third as often as the generator's old watcher figure said (the
 * demo has 44 users, not thousands); the demo buyer watches ten chosen ones instead of random ones.
 */
function randomWatchers(context: EngagementContext): DemoListEntry[] {
  const perUser = new Map<string, number>();
  const entries: DemoListEntry[] = [];
  const watchers = context.users.filter((user) => user.email !== demoBuyerEmail);
  for (const listing of context.listings) {
    if (listing.status !== 'PUBLISHED' || !listing.publishedAt) continue;
    const rng = new Rng(hashSeed(context.seed, 'watchers', listing.slug));
    const wanted = Math.floor(listing.watcherCount / 3);
    const pool = watchers.filter((user) => user.email !== listing.sellerEmail);
    for (const user of rng.sample(pool, wanted)) {
      const count = perUser.get(user.email) ?? 0;
      if (count >= demoWatchlistMaxPerUser) continue;
      perUser.set(user.email, count + 1);
      entries.push({
        email: user.email,
        slug: listing.slug,
        addedAt: addedBetween(rng, listing.publishedAt, listing.soldAt ?? context.now),
      });
    }
  }
  return entries;
}

/** Ten for the demo buyer: eight live ones (one with a price drop), one reserved for someone else, one sold. */
function demoBuyerWatchlist(context: EngagementContext, quiet: DemoListing[]): DemoListEntry[] {
  const rng = new Rng(hashSeed(context.seed, 'demo-buyer-watchlist'));
  const dropped = quiet.filter((listing) => listing.previousPriceCents !== null);
  const live = [
    ...(dropped.length > 0 ? [rng.pick(dropped)] : []),
    ...rng.sample(
      quiet.filter((listing) => listing.previousPriceCents === null),
      dropped.length > 0 ? 7 : 8,
    ),
  ];
  const entries = live.map((listing) => ({
    email: demoBuyerEmail,
    slug: listing.slug,
    addedAt: addedBetween(rng, listing.publishedAt!, context.now),
  }));
  const reserved = context.commerce.orders.find(
    (order) => order.buyerEmail !== demoBuyerEmail && activeStatuses.has(order.status),
  );
  if (reserved)
    entries.push({ email: demoBuyerEmail, slug: reserved.listingSlug, addedAt: reserved.createdAt });
  const sold = context.commerce.orders.find(
    (order) => order.buyerEmail !== demoBuyerEmail && order.status === 'completed',
  );
  if (sold)
    entries.push({
      email: demoBuyerEmail,
      slug: sold.listingSlug,
      addedAt: new Date(sold.createdAt.getTime() - rng.float(1, 48) * 60 * MINUTE_MS),
    });
  return entries;
}

/** Three items of two private sellers that ship, so the cart shows one checkout per seller. */
function demoBuyerCart(
  context: EngagementContext,
  quiet: DemoListing[],
  watched: Set<string>,
): DemoListEntry[] {
  const rng = new Rng(hashSeed(context.seed, 'demo-buyer-cart'));
  const shippable = quiet.filter(
    (listing) =>
      !watched.has(listing.slug) &&
      listing.quantity === 1 &&
      listing.shippingOptions.some((option) => option.type === 'shipping'),
  );
  const bySeller = new Map<string, DemoListing[]>();
  for (const listing of shippable)
    bySeller.set(listing.sellerEmail, [...(bySeller.get(listing.sellerEmail) ?? []), listing]);
  const withTwo = [...bySeller.entries()].filter(([, listings]) => listings.length >= 2);
  if (withTwo.length === 0) return [];
  const [firstSeller, firstListings] = rng.pick(withTwo);
  const others = [...bySeller.entries()].filter(([seller]) => seller !== firstSeller);
  const items = [
    ...rng.sample(firstListings, 2),
    ...(others.length > 0 ? [rng.pick(rng.pick(others)[1])] : []),
  ];
  return items.map((listing) => ({
    email: demoBuyerEmail,
    slug: listing.slug,
    addedAt: new Date(context.now.getTime() - rng.float(10, 60 * 24) * MINUTE_MS),
  }));
}

/**
 * Helpful / not helpful votes from private sellers (never the reviewer, the reviewed seller or a
 * role account, whose votes the journeys make themselves): as many as the review generator drew.
 */
function reviewVotes(context: EngagementContext): DemoVote[] {
  const voters = context.users.filter((user) => user.password === null);
  return context.commerce.reviews.flatMap((review) => {
    const rng = new Rng(hashSeed(context.seed, 'review-votes', review.orderReference));
    const pool = voters.filter(
      (user) => user.email !== review.reviewerEmail && user.email !== review.sellerEmail,
    );
    const chosen = rng.sample(pool, review.helpfulCount + review.notHelpfulCount);
    return chosen.map((user, index) => ({
      orderReference: review.orderReference,
      voterEmail: user.email,
      helpful: index < review.helpfulCount,
      at: new Date(
        Math.min(context.now.getTime() - MINUTE_MS, review.createdAt.getTime() + rng.float(0.1, 30) * DAY_MS),
      ),
    }));
  });
}

/** Watchlists, the demo buyer's cart and review votes: every count the product shows comes from these rows. */
export function planDemoEngagement(context: EngagementContext): DemoEngagementPlan {
  const quiet = quietListings(context);
  const buyerWatchlist = demoBuyerWatchlist(context, quiet);
  const watched = new Set(buyerWatchlist.map((entry) => entry.slug));
  return {
    watchlist: [...randomWatchers(context), ...buyerWatchlist],
    cart: demoBuyerCart(context, quiet, watched),
    votes: reviewVotes(context),
  };
}
