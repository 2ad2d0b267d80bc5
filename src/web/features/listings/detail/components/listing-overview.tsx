import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { Clock, Eye, MapPin, PackageCheck, Sparkles, Truck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/badge';
import { PriceTag } from '../../../../components/ui/price-tag';
import { formatNumber, formatPrice, formatRelativeTime } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';

/** Title, badges, price and the key facts at the top of the page. */
export function ListingOverview({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation('listing-detail');
  const language = currentLanguage();
  return (
    <div className="space-y-4">
      {listing.badges.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {listing.badges.map((badge) => (
            <li key={badge}>
              <Badge variant={badge === 'priceDropped' ? 'brand' : 'info'}>{t(`badges.${badge}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{listing.title}</h1>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <PriceTag
          amount={listing.price}
          previousPrice={listing.previousPrice}
          priceKind={listing.priceKind}
          size="lg"
        />
        {/* VB and "Zu verschenken" are in the price itself; a fixed price says so beside it. */}
        {listing.priceKind === 'fixed' && <Badge variant="neutral">{t('priceKind.fixed')}</Badge>}
      </div>
      <ul className="grid gap-2 text-sm sm:grid-cols-2" aria-label={t('facts.label')}>
        <Fact icon={<Sparkles className="size-4" />}>
          {t('condition.label')}: <strong>{t(`condition.${listing.condition}`)}</strong>
        </Fact>
        <Fact icon={<MapPin className="size-4" />}>
          <span className="sr-only">{t('facts.location')}: </span>
          {listing.location.label}
        </Fact>
        <Fact icon={<Eye className="size-4" />}>
          {t('facts.watchers', {
            count: listing.watchers,
            formattedCount: formatNumber(listing.watchers, language),
          })}
        </Fact>
        <Fact icon={<PackageCheck className="size-4" />}>
          {t('facts.sales', {
            count: listing.successfulSales,
            formattedCount: formatNumber(listing.successfulSales, language),
          })}
        </Fact>
        <Fact icon={<Truck className="size-4" />}>
          {listing.shipping === null
            ? t('facts.noShipping')
            : t('facts.shippingFrom', { price: formatPrice(listing.shipping, language) })}
        </Fact>
        <Fact icon={<Clock className="size-4" />}>
          <time dateTime={listing.lastUpdated}>
            {t('facts.updated', { time: formatRelativeTime(listing.lastUpdated, language) })}
          </time>
        </Fact>
      </ul>
    </div>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <span aria-hidden className="text-muted">
        {icon}
      </span>
      <span>{children}</span>
    </li>
  );
}
