import type { ListingCard as ListingCardData } from '@shared/listings/listing.schema';
import { ListingCard } from './listing-card';

/** One card of a result grid (search, deals), with its distance in the card when the search had a place. */
export function ListingResultItem({
  listing,
  isAboveFold = false,
}: {
  listing: ListingCardData & { distanceKm: number | null };
  isAboveFold?: boolean;
}) {
  return (
    <li className="grid content-start">
      <ListingCard listing={listing} isAboveFold={isAboveFold} distanceKm={listing.distanceKm} />
    </li>
  );
}
