import type { ListingCard as ListingCardData } from '@shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { ListingCard } from './listing-card';

/** One card of a result grid (search, deals), with its distance when the search had a place. */
export function ListingResultItem({
  listing,
  isAboveFold = false,
}: {
  listing: ListingCardData & { distanceKm: number | null };
  isAboveFold?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="grid content-start gap-1">
      <ListingCard listing={listing} isAboveFold={isAboveFold} />
      {listing.distanceKm !== null && (
        <p className="px-1 text-xs text-muted">
          {t('listing.distanceAway', {
            distance: formatNumber(listing.distanceKm, currentLanguage(), { maximumFractionDigits: 1 }),
          })}
        </p>
      )}
    </li>
  );
}
