import { AppError } from '../../core/app-error';
import type { Db } from '../../db/database';
import type { DbExecutor } from '../../db/transaction';
import { mediaUrl } from '../media/media-url';
import {
  findListingForModeration,
  findListingPhotoKeys,
  hidePublishedListingsOf,
  republishListings,
  setListingModerationState,
} from './listing-moderation.repository';
import { insertStatusEvents } from './listing-status.repository';

/**
 * Issue 18 (ADR 065): what moderation may do to a listing, through the listings module. A
 * restriction moves a live listing to NEEDS_ACTION, hidden from everyone but its owner; `removed`
 * also refuses any republishing (LISTING_REMOVED_BY_MODERATION) until an objection is upheld.
 */
export type ListingModerationState = Awaited<ReturnType<typeof findListingForModeration>>;

export interface ListingRestorePoint {
  status: 'DRAFT' | 'READY' | 'PUBLISHED' | 'NEEDS_ACTION' | 'ARCHIVED';
  restriction: 'restricted' | 'removed' | null;
  restrictedAt: string | null;
}

export async function findListingForModerators(db: Db | DbExecutor, listingId: string) {
  const listing = await findListingForModeration(db, listingId);
  if (!listing) return null;
  const photos = await findListingPhotoKeys(db, listingId);
  return {
    ...listing,
    photos: photos.map((photo) => ({ id: photo.id, url: mediaUrl(photo.storageKey, 'detail') })),
  };
}

/** Restricts or removes a listing; returns the state before, so an upheld objection restores it exactly. */
export async function restrictListingByModeration(
  executor: DbExecutor,
  listingId: string,
  restriction: 'restricted' | 'removed',
  moderatorId: string,
  now = new Date(),
): Promise<ListingRestorePoint> {
  const listing = await findListingForModeration(executor, listingId);
  if (!listing) throw new AppError('NOT_FOUND', 'Listing not found');
  const before: ListingRestorePoint = {
    status: listing.status,
    restriction: listing.moderationRestriction,
    restrictedAt: listing.moderationRestrictedAt?.toISOString() ?? null,
  };
  const hides = listing.status === 'PUBLISHED' || listing.status === 'READY';
  const status = hides ? 'NEEDS_ACTION' : listing.status;
  await setListingModerationState(executor, listingId, { status, restriction, restrictedAt: now });
  if (status !== listing.status) {
    await insertStatusEvents(executor, [
      {
        listingId,
        fromStatus: listing.status,
        toStatus: status,
        actorId: moderatorId,
        actorRole: 'moderator',
        reason: `moderation:${restriction}`,
      },
    ]);
  }
  return before;
}

/** Puts a listing back exactly as it was before a restriction (an upheld objection). */
export async function restoreListingFromModeration(
  executor: DbExecutor,
  listingId: string,
  point: ListingRestorePoint,
  moderatorId: string,
): Promise<void> {
  const listing = await findListingForModeration(executor, listingId);
  if (!listing) return;
  await setListingModerationState(executor, listingId, {
    status: point.status,
    restriction: point.restriction,
    restrictedAt: point.restrictedAt ? new Date(point.restrictedAt) : null,
  });
  if (listing.status !== point.status) {
    await insertStatusEvents(executor, [
      {
        listingId,
        fromStatus: listing.status,
        toStatus: point.status,
        actorId: moderatorId,
        actorRole: 'moderator',
        reason: 'moderation:restore',
      },
    ]);
  }
}

/** A removed listing may not go live again (any path that publishes asks this first). */
export function assertNotRemovedByModeration(restriction: string | null | undefined): void {
  if (restriction === 'removed')
    throw new AppError(
      'LISTING_REMOVED_BY_MODERATION',
      'A moderator removed this listing; it cannot be published again unless an objection is upheld.',
    );
}

/** Suspension hides the seller's live listings; their ids are kept to bring them back. */
export const hideListingsOfSuspendedSeller = hidePublishedListingsOf;
export const republishListingsAfterSuspension = republishListings;

/** The owner fixed a restricted listing and published it again: the restriction ends. */
export async function clearModerationRestriction(executor: DbExecutor, listingId: string): Promise<void> {
  const listing = await findListingForModeration(executor, listingId);
  if (listing?.moderationRestriction !== 'restricted') return;
  await setListingModerationState(executor, listingId, {
    status: listing.status,
    restriction: null,
    restrictedAt: null,
  });
}
