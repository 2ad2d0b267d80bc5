import type { ListingCard as ListingCardData } from '@shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../../components/listing-card';

/** The seller's other live listings, newest first; absent when there are none. */
export function MoreFromSeller({
  sellerName,
  listings,
}: {
  sellerName: string;
  listings: ListingCardData[];
}) {
  const { t } = useTranslation('listing-detail');
  if (listings.length === 0) return null;
  return (
    <section id="more-from-seller" aria-labelledby="listing-more-title" className="scroll-mt-20 space-y-4">
      <h2 id="listing-more-title" className="text-2xl font-bold tracking-tight">
        {t('moreFromSeller.title', { name: sellerName })}
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} />
          </li>
        ))}
      </ul>
    </section>
  );
}
