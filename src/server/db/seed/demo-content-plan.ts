import { planDemoChatThreads } from './demo-chat-threads';
import { planDemoCommerce } from './demo-commerce-plan';
import { planDemoEngagement } from './demo-engagement-plan';
import { planDemoIdentityChecks } from './demo-identity-checks';
import { generateDemoListings } from './demo-listing-generator';
import { generateDemoReviews } from './demo-review-generator';
import { demoUsers } from './demo-users.data';

/** Fixed, so every installation gets the same demo listings and slugs. */
export const DEMO_SEED = 20_240_601;
export const DEFAULT_LISTING_COUNT = 360;
/**
 * Reviews per private seller at most: each stands on a completed order of a sold item whose
 * picture the seed renders, so every one costs seed time. The demo seller keeps its 24.
 */
export const MAX_REVIEWS_PER_SELLER = 3;
const demoSellerReviewCount = 24;

/**
 * Everything the demo seed writes, planned without a database: the catalogue, the sales behind the
 * reviews, orders in every state, watchlists, the cart, votes, chat threads and identity checks.
 * A smaller catalogue (the API tests' 40 listings) gets proportionally fewer reviews and sales.
 */
export function planDemoContent(now: Date, listingCount = DEFAULT_LISTING_COUNT) {
  const scale = Math.min(1, listingCount / DEFAULT_LISTING_COUNT);
  const catalogue = generateDemoListings(DEMO_SEED, listingCount, { now, sellers: demoUsers });
  const reviews = generateDemoReviews(DEMO_SEED, {
    now,
    sellers: demoUsers
      .filter((user) => user.roles.includes('seller'))
      .map((user) => ({
        email: user.email,
        ...(user.email === 'seller@kleinkram.local'
          ? { reviewCount: Math.max(3, Math.round(demoSellerReviewCount * scale)) }
          : {}),
      })),
    reviewers: demoUsers.map((user) => user.email),
    // Only the main pass: a seller's vehicles would change which listing earlier reviews name.
    listings: catalogue.slice(0, listingCount),
    maxPerSeller: Math.round(MAX_REVIEWS_PER_SELLER * scale),
  });
  const commerce = planDemoCommerce({ seed: DEMO_SEED, now, users: demoUsers, listings: catalogue, reviews });
  return {
    catalogue,
    commerce,
    engagement: planDemoEngagement({ seed: DEMO_SEED, now, users: demoUsers, listings: catalogue, commerce }),
    threads: planDemoChatThreads({ seed: DEMO_SEED, now, users: demoUsers, listings: catalogue }),
    identityChecks: planDemoIdentityChecks({ now, users: demoUsers }),
  };
}
