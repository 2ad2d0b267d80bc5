import type { ListingCard } from '@shared/listings/listing.schema';
import type { Db } from '../../db/database';
import { presentListingCard } from './listings.presenter';
import { findRecentPublishedListings } from './listings.repository';

export async function listRecentListings(db: Db, limit: number): Promise<ListingCard[]> {
  const rows = await findRecentPublishedListings(db, limit);
  return rows.map(presentListingCard);
}
