import { findTaxonomyCategory, flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { ListingCard } from '@shared/listings/listing.schema';
import {
  type ListingDetail,
  moreFromSellerLimit,
  similarOffersLimit,
  similarOffersPriceSpread,
} from '@shared/listings/listing-detail.schema';
import { availabilityOf } from '@shared/listings/listing-status';
import type { ListingModeration } from '@shared/moderation/listing-moderation.schema';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import { sellerKindFacts } from '../traders/traders.service';
import type { SellerTrustOf } from '../trust/seller-trust-cache';
import { sellerTrust } from '../trust/trust.service';
import { presentListingDetail } from './listing-detail.presenter';
import {
  findListingBySlug,
  findListingMedia,
  findSellerListings,
  findSimilarListings,
  incrementViewCount,
  type ListingDetailRow,
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
 * Every channel a buyer can buy a listing through, primary first (the own checkout, ADR 057; live
 * marketplaces such as eBay, ADR 077). The first is the spec §3 `externalCheckout`.
 */
export type ExternalCheckoutsOf = (listing: {
  id: string;
  status: string;
  availability: ListingDetail['availability'];
}) => Promise<ListingDetail['externalCheckouts']>;

/**
 * The standing moderation decision per listing of an owner (issue 18): the moderation module's
 * `listingModerationsOf`, passed in from app.ts because moderation acts on listings (ADR 037, 065).
 */
export type ListingModerationsOf = (
  ownerId: string,
  listingIds: string[],
) => Promise<Map<string, ListingModeration>>;

/**
 * Whether the caller may see the listing's page: a published listing, everyone; one that moderation
 * restricted or removed (ADR 065: hidden from everyone but its owner), its owner alone.
 */
function isVisibleTo(
  row: ListingDetailRow | undefined,
  viewerId: string | undefined,
): row is ListingDetailRow {
  if (!row || row.publishedAt === null) return false;
  if (row.status === 'PUBLISHED') return true;
  return row.status === 'NEEDS_ACTION' && row.moderationRestriction !== null && viewerId === row.seller.id;
}

/**
 * A published listing with its similar offers. Sold listings stay visible (availability 'sold');
 * drafts, archived and unknown slugs are not found. A listing moderation restricted is found for its
 * owner only, with the decision behind it. Counts the view in the background.
 */
export async function getListingDetail(
  db: Db,
  slug: string,
  options: {
    now?: Date;
    onBackgroundError?: (error: unknown) => void;
    externalCheckouts?: ExternalCheckoutsOf;
    listingModerations?: ListingModerationsOf;
    /**
     * The seller's trust figures as other people see them, possibly a minute old (ADR 088); the
     * owner always gets them fresh, so a badge just earned shows on their own page at once.
     */
    cachedSellerTrust?: SellerTrustOf;
    /** The signed-in caller, if any: the owner's own views are not counted. */
    viewerId?: string | undefined;
  } = {},
): Promise<{ listing: ListingDetail; similar: ListingCard[]; moreFromSeller: ListingCard[] }> {
  const now = options.now ?? new Date();
  const row = await findListingBySlug(db, slug);
  if (!isVisibleTo(row, options.viewerId)) {
    throw new AppError('NOT_FOUND', 'Listing not found', { slug });
  }
  const isOwner = options.viewerId === row.seller.id;
  const [media, trust, sellerKind, similar, sellerListings, externalCheckouts] = await Promise.all([
    findListingMedia(db, row.id),
    !isOwner && options.cachedSellerTrust
      ? options.cachedSellerTrust(row.seller.id, now)
      : sellerTrust(db, row.seller.id, now),
    sellerKindFacts(db, row.seller.id),
    findSimilarOffers(db, row),
    findSellerListings(db, { sellerId: row.seller.id, excludeId: row.id, limit: moreFromSellerLimit }),
    options.externalCheckouts?.({ id: row.id, status: row.status, availability: availabilityOf(row) }) ?? [],
  ]);
  const moderation =
    isOwner && row.moderationRestriction !== null
      ? ((await options.listingModerations?.(row.seller.id, [row.id]))?.get(row.id) ?? null)
      : null;
  if (!isOwner) {
    // The UTC day: the seller's 30-day window is counted in whole UTC days.
    const day = now.toISOString().slice(0, 10);
    void incrementViewCount(db, row.id, day).catch((error: unknown) => options.onBackgroundError?.(error));
  }
  return {
    listing: presentListingDetail({ row, media, trust, sellerKind, now, externalCheckouts, moderation }),
    similar,
    moreFromSeller: sellerListings.map(presentListingCard),
  };
}

/** The seller's live listings, newest first, for the public seller page (reviews module, issue 17). */
export async function listSellerLiveListings(
  db: Db,
  sellerId: string,
  limit: number,
): Promise<ListingCard[]> {
  const rows = await findSellerListings(db, { sellerId, limit });
  return rows.map(presentListingCard);
}
