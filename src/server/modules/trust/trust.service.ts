import {
  reviewHighlightMinimumAverage,
  reviewHighlightMinimumCount,
  type SellerBadge,
  type TrustBadges,
  topSellerMinimumAverage,
  topSellerMinimumReviews,
  topSellerMinimumSales,
  topSellerWindowMonths,
} from '@shared/listings/listing-detail.schema';
import type { Db } from '../../db/database';
import { sellerResponseFigures } from '../chat/chat-response-figures.service';
import { isIdentityVerified } from '../identity/identity.service';
import { completedSalesBetween } from '../orders/order-facts.service';
import { countListingsSoldWithoutOrder, findSellerProfileFacts, sumSellerReviews } from './trust.repository';

/** Everything the listing page says about a seller's trustworthiness, each figure from real events. */
export interface SellerTrust {
  /** Average review rating rounded to one decimal; null without reviews. */
  rating: number | null;
  reviewCount: number;
  responseRate: number | null;
  /** Median minutes to the first answer. */
  responseTime: number | null;
  /** Completed orders plus listings marked sold without an order. */
  successfulSales: number;
  badges: SellerBadge[];
  trustBadges: TrustBadges;
}

function monthsBefore(date: Date, months: number): Date {
  const result = new Date(date);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
}

/**
 * The top seller rule of ADR 060: enough completed orders in the last 12 months, and buyers who
 * rated the seller well in the same window. Orders only, because a listing marked sold by hand
 * proves nothing to a stranger.
 */
export function isTopSellerBy(facts: {
  recentSales: number;
  recentReviews: number;
  recentAverage: number | null;
}) {
  return (
    facts.recentSales >= topSellerMinimumSales &&
    facts.recentReviews >= topSellerMinimumReviews &&
    (facts.recentAverage ?? 0) >= topSellerMinimumAverage
  );
}

export async function sellerTrust(db: Db, sellerId: string, now = new Date()): Promise<SellerTrust> {
  const windowStart = monthsBefore(now, topSellerWindowMonths);
  const [profile, reviewFacts, allOrders, recentOrders, soldByHand, responses, isVerified] =
    await Promise.all([
      findSellerProfileFacts(db, sellerId),
      sumSellerReviews(db, sellerId, windowStart),
      completedSalesBetween(db, sellerId, new Date(0), new Date(now.getTime() + 1)),
      completedSalesBetween(db, sellerId, windowStart, new Date(now.getTime() + 1)),
      countListingsSoldWithoutOrder(db, sellerId),
      sellerResponseFigures(db, sellerId, now),
      isIdentityVerified(db, sellerId),
    ]);
  const isEmailVerified = Boolean(profile?.emailVerifiedAt);
  const isTwoFactorOn = Boolean(profile?.totpEnabledAt);
  const isTopSeller = isTopSellerBy({
    recentSales: recentOrders.sales,
    recentReviews: reviewFacts.recentCount,
    recentAverage: reviewFacts.recentAverage,
  });
  const badges: SellerBadge[] = [];
  if (isEmailVerified) badges.push('verifiedEmail');
  if (isTwoFactorOn) badges.push('twoFactor');
  if (isVerified) badges.push('identityVerified');
  if (isTopSeller) badges.push('topSeller');
  return {
    rating: reviewFacts.average === null ? null : Math.round(reviewFacts.average * 10) / 10,
    reviewCount: reviewFacts.count,
    responseRate: responses?.responseRate ?? null,
    responseTime: responses?.responseTimeMinutes ?? null,
    successfulSales: allOrders.sales + soldByHand,
    badges,
    trustBadges: {
      emailVerified: isEmailVerified,
      profileComplete:
        isEmailVerified &&
        (profile?.displayName.trim() ?? '') !== '' &&
        (profile?.cityId != null || profile?.locationLabel != null),
      twoFactorEnabled: isTwoFactorOn,
      topSeller: isTopSeller,
      identityVerified: isVerified,
      reviewHighlight:
        reviewFacts.count >= reviewHighlightMinimumCount &&
        (reviewFacts.average ?? 0) >= reviewHighlightMinimumAverage,
    },
  };
}
