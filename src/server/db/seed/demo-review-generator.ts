import { hashSeed, Rng } from '../../catalog-corpus/prng';
import { reviewPhrases } from './demo-reviews.data';

export interface DemoReview {
  sellerEmail: string;
  reviewerEmail: string;
  /** A listing of the seller the review refers to, when it names one. */
  listingSlug: string | null;
  rating: number;
  title: string | null;
  comment: string | null;
  isAnonymous: boolean;
  helpfulCount: number;
  notHelpfulCount: number;
  createdAt: Date;
}

const DAY_MS = 86_400_000;

/** 0–30 reviews per seller (or `maxPerSeller`), mostly four and five stars, written by other demo users. */
export function generateDemoReviews(
  seed: number,
  context: {
    now: Date;
    sellers: Array<{ email: string; reviewCount?: number }>;
    reviewers: string[];
    listings: Array<{ sellerEmail: string; slug: string }>;
    /**
     * At most this many per seller without a fixed count: each review now stands for a sold item
     * with its own picture, which the seed has to render. The first reviews stay as they were.
     */
    maxPerSeller?: number;
  },
): DemoReview[] {
  return context.sellers.flatMap((seller) => {
    const rng = new Rng(hashSeed(seed, 'reviews', seller.email));
    const count =
      seller.reviewCount ?? Math.min(Math.floor(31 * rng.float() ** 1.4), context.maxPerSeller ?? 30);
    const reviewers = context.reviewers.filter((email) => email !== seller.email);
    const sellerListings = context.listings.filter((listing) => listing.sellerEmail === seller.email);
    return Array.from({ length: count }, () => {
      const rating = rng.weighted([
        [5, 0.56],
        [4, 0.27],
        [3, 0.1],
        [2, 0.04],
        [1, 0.03],
      ] as const);
      const band = rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
      const lang = rng.chance(0.6) ? 0 : 1;
      const phrases = reviewPhrases[band];
      return {
        sellerEmail: seller.email,
        reviewerEmail: rng.pick(reviewers),
        listingSlug: sellerListings.length > 0 && rng.chance(0.5) ? rng.pick(sellerListings).slug : null,
        rating,
        title: rng.chance(0.75) ? rng.pick(phrases.titles)[lang] : null,
        comment: rng.chance(0.85) ? rng.pick(phrases.comments)[lang] : null,
        isAnonymous: rng.chance(0.15),
        helpfulCount: Math.floor(12 * rng.float() ** 2),
        notHelpfulCount: rng.chance(0.2) ? rng.int(1, 3) : 0,
        createdAt: new Date(context.now.getTime() - rng.float(1, 365) * DAY_MS),
      };
    });
  });
}
