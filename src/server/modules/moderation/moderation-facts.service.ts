import type { Db } from '../../db/database';
import { findListingsWithCases } from './moderation-cases.repository';

/**
 * For the seller workspace (issue 19, ADR 074): how many of the given listings went to manual
 * review, i.e. ever had a moderation case about them (a report, a check's finding, a photo hold).
 */
export async function countListingsSentToReview(db: Db, listingIds: string[]): Promise<number> {
  return (await findListingsWithCases(db, listingIds)).size;
}
