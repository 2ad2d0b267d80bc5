import type { ListingCard as ListingCardData } from '@shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../../components/listing-card';

export function SimilarOffers({ listings }: { listings: ListingCardData[] }) {
  const { t } = useTranslation('listing-detail');
  return (
    <section aria-labelledby="listing-similar-title" className="space-y-4">
      <div>
        <h2 id="listing-similar-title" className="text-2xl font-bold tracking-tight">
          {t('similar.title')}
        </h2>
        <p className="text-sm text-muted">{t('similar.subtitle')}</p>
      </div>
      {listings.length === 0 ? (
        <p className="text-muted">{t('similar.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {listings.map((listing) => (
            <li key={listing.id}>
              <ListingCard listing={listing} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
