import { findTaxonomyCategory, flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { ListingCard } from '@shared/listings/listing.schema';
import {
  type ListingDetail,
  moreFromSellerLimit,
  similarOffersLimit,
  similarOffersPriceSpread,
} from '@shared/listings/listing-detail.schema';
import { type SellerReviewsResponse, sellerReviewsPageSize } from '@shared/listings/seller-reviews.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { sellerTrust } from '../trust/trust.service';
import { presentListingDetail } from './listing-detail.presenter';
import {
  findListingBySlug,
  findListingMedia,
  findSellerListings,
  findSellerReviews,
  findSimilarListings,
  incrementViewCount,
  type ListingDetailRow,
  sellerExists,
} from './listing-detail.repository';
import { presentListingCard } from './listings.presenter';

/** Below this many same-category offers, the parent category's listings fill up the list. */
const similarOffersMinimum = 4;

const subtreeCache = new Map<string, string[]>();

/** The category and every category below it. */
function categorySubtree(categoryId: string): string[] {
  let ids = subtreeCache.get(categoryId);
  if (!ids) {
    ids = flattenTaxonomy()
      .filter((category) => category.path.includes(categoryId))
      .map((category) => category.id);
    subtreeCache.set(categoryId, ids);
  }
  return ids;
}

async function findSimilarOffers(db: Db, row: ListingDetailRow): Promise<ListingCard[]> {
  const base = {
    excludeId: row.id,
    minPriceCents: Math.floor(row.priceCents * (1 - similarOffersPriceSpread)),
    maxPriceCents: Math.ceil(row.priceCents * (1 + similarOffersPriceSpread)),
    latitude: row.latitude,
    longitude: row.longitude,
    limit: similarOffersLimit,
  };
  const sameCategory = await findSimilarListings(db, { ...base, categoryIds: [row.categoryId] });
  const parentId = findTaxonomyCategory(row.categoryId)?.parentId;
  if (sameCategory.length >= similarOffersMinimum || !parentId) return sameCategory.map(presentListingCard);
  const related = await findSimilarListings(db, { ...base, categoryIds: categorySubtree(parentId) });
  const seen = new Set(sameCategory.map((listing) => listing.id));
  const merged = [...sameCategory, ...related.filter((listing) => !seen.has(listing.id))];
  return merged.slice(0, similarOffersLimit).map(presentListingCard);
}

/**
 * A published listing with its similar offers. Sold listings stay visible (availability 'sold');
 * drafts, archived and unknown slugs are not found. Counts the view in the background.
 */
export async function getListingDetail(
  db: Db,
  slug: string,
  options: { now?: Date; onBackgroundError?: (error: unknown) => void } = {},
): Promise<{ listing: ListingDetail; similar: ListingCard[]; moreFromSeller: ListingCard[] }> {
  const now = options.now ?? new Date();
  const row = await findListingBySlug(db, slug);
  if (row?.status !== 'PUBLISHED' || row.publishedAt === null) {
    throw new AppError('NOT_FOUND', 'Listing not found', { slug });
  }
  const [media, trust, similar, sellerListings] = await Promise.all([
    findListingMedia(db, row.id),
    sellerTrust(db, row.seller.id, now),
    findSimilarOffers(db, row),
    findSellerListings(db, { sellerId: row.seller.id, excludeId: row.id, limit: moreFromSellerLimit }),
  ]);
  void incrementViewCount(db, row.id).catch((error: unknown) => options.onBackgroundError?.(error));
  return {
    listing: presentListingDetail({ row, media, trust, now }),
    similar,
    moreFromSeller: sellerListings.map(presentListingCard),
  };
}

/** `GET /api/sellers/{id}/reviews`: one page of a seller's reviews; anonymous ones name nobody. */
export async function listSellerReviews(
  db: Db,
  sellerId: string,
  offset: number,
): Promise<SellerReviewsResponse['data']> {
  // One more than a page tells whether another follows.
  const rows = await findSellerReviews(db, sellerId, { limit: sellerReviewsPageSize + 1, offset });
  if (rows.length === 0 && offset === 0 && !(await sellerExists(db, sellerId))) {
    throw new AppError('NOT_FOUND', 'Seller not found');
  }
  const page = rows.slice(0, sellerReviewsPageSize);
  return {
    reviews: page.map((row) => ({
      id: row.id,
      rating: row.rating,
      title: row.title,
      comment: row.comment,
      reviewerName: row.isAnonymous ? null : row.reviewerName,
      listingTitle: row.listingTitle,
      createdAt: row.createdAt.toISOString(),
    })),
    nextOffset: rows.length > sellerReviewsPageSize ? offset + sellerReviewsPageSize : null,
  };
}
