import { type SellerProfileResponse, sellerPageListingsLimit } from '@shared/reviews/review.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { listSellerLiveListings } from '../listings/listing-detail.service';
import { sellerKindFacts } from '../traders/traders.service';
import { sellerTrust } from '../trust/trust.service';
import { countSellerRatings, findSellerRow } from './reviews.repository';

const starsHighestFirst = [5, 4, 3, 2, 1] as const;

/**
 * The public seller page (spec §2 seller profile): who they are, their rating with its
 * distribution, completed sales counted as on the listing page, and their live listings.
 * Sales and badges come from the trust service, so they match the listing page's seller card.
 */
export async function getSellerProfile(db: Db, sellerId: string): Promise<SellerProfileResponse> {
  const seller = await findSellerRow(db, sellerId);
  if (!seller) throw new AppError('NOT_FOUND', 'Seller not found');
  const [ratings, trust, kind, listings] = await Promise.all([
    countSellerRatings(db, sellerId),
    sellerTrust(db, sellerId),
    sellerKindFacts(db, sellerId),
    listSellerLiveListings(db, sellerId, sellerPageListingsLimit),
  ]);
  const reviewCount = ratings.reduce((sum, entry) => sum + entry.count, 0);
  const ratingSum = ratings.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
  return {
    seller: {
      id: seller.id,
      name: seller.displayName,
      memberSince: seller.createdAt.toISOString(),
      location: seller.locationLabel ?? seller.cityLabel,
      rating: reviewCount === 0 ? null : Math.round((ratingSum / reviewCount) * 10) / 10,
      reviewCount,
      ratingDistribution: starsHighestFirst.map((stars) => ({
        stars,
        count: ratings.find((entry) => entry.rating === stars)?.count ?? 0,
      })),
      completedSales: trust.successfulSales,
      badges: trust.badges,
      sellerKind: kind.sellerKind,
      trader: kind.trader,
    },
    listings,
  };
}
