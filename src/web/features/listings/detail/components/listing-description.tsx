import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';

/** Description with its line breaks, the highlights, the attribute table and the tags. */
export function ListingDescription({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing-detail');
  const language = currentLanguage();
  return (
    <section aria-labelledby="listing-description-title" className="space-y-6">
      <div className="space-y-3">
        <h2 id="listing-description-title" className="text-lg font-bold">
          {t('description.title')}
        </h2>
        <p className="whitespace-pre-line leading-relaxed" lang={listing.language}>
          {listing.description}
        </p>
      </div>
      {listing.features.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('description.features')}</h3>
          <ul className="space-y-1.5" lang={listing.language}>
            {listing.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      )}
      {listing.attributes.length > 0 && (
        <div className="space-y-2">
          <h3 id="listing-attributes-title" className="font-semibold">
            {t('description.attributes')}
          </h3>
          <table className="w-full text-left text-sm" aria-labelledby="listing-attributes-title">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('description.attribute')}</th>
                <th scope="col">{t('description.value')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {listing.attributes.map((attribute) => (
                <tr key={attribute.key}>
                  <th scope="row" className="py-2 pr-4 font-normal text-muted">
                    {attribute.label[language]}
                  </th>
                  <td className="py-2 font-semibold">{attribute.value[language]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {listing.tags.length > 0 && (
        <div className="space-y-2">
          <h3 className="font-semibold">{t('description.tags')}</h3>
          <ul className="flex flex-wrap gap-2">
            {listing.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={paths.search(tag)}
                  className="inline-flex h-8 items-center rounded-full border border-line-strong bg-surface px-3 text-sm font-medium hover:bg-surface-sunken"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
