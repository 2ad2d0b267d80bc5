import type { ListingModeration } from '@shared/moderation/listing-moderation.schema';
import type { Db } from '../../db/database';
import { findListingsWithCases } from './moderation-cases.repository';
import { findStandingListingDecisions } from './moderation-decisions.repository';

/**
 * For the seller workspace (issue 19, ADR 074): how many of the given listings went to manual
 * review, i.e. ever had a moderation case about them (a report, a check's finding, a photo hold).
 */
export async function countListingsSentToReview(db: Db, listingIds: string[]): Promise<number> {
  return (await findListingsWithCases(db, listingIds)).size;
}

/**
 * For the owner's views of their listings (issue 18): per listing, the standing decision that
 * restricted or removed it, so the listing links to its statement of reasons. Listings without one
 * are left out of the map. Passed to listings and seller-listings from app.ts (they never read
 * moderation's tables, and moderation acts on listings).
 */
export async function listingModerationsOf(
  db: Db,
  ownerId: string,
  listingIds: string[],
): Promise<Map<string, ListingModeration>> {
  if (listingIds.length === 0) return new Map();
  const rows = await findStandingListingDecisions(db, ownerId, listingIds);
  return new Map(
    rows.map((row) => [
      row.listingId,
      {
        decisionId: row.decisionId,
        kind: row.action === 'remove' ? 'removed' : 'restricted',
        decidedAt: row.createdAt.toISOString(),
      },
    ]),
  );
}
