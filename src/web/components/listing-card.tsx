import type { ListingCard as ListingCardData } from '@shared/listings/listing.schema';
import { MapPin, Navigation, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber, formatRelativeTime } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { paths } from '../lib/paths';
import { WatchHeart } from './engagement/watch-toggle';
import { PriceTag } from './ui/price-tag';

/**
 * `isAboveFold`: one of the first cards a page shows, fetched at once and early, since it is what
 * the page's largest paint waits for; the rest load lazily as they scroll into view.
 * `distanceKm`: how far the listing is from the place a search was made around, shown in the card.
 */
export function ListingCard({
  listing,
  isAboveFold = false,
  distanceKm = null,
}: {
  listing: ListingCardData;
  isAboveFold?: boolean;
  distanceKm?: number | null;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card transition-shadow hover:shadow-pop">
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-sunken">
        {listing.isReserved && <span className="reserved-mark z-[1]">{t('listing.reserved')}</span>}
        {listing.thumbnail && (
          <img
            src={listing.thumbnail.url}
            alt={listing.thumbnail.altText}
            width={480}
            height={360}
            loading={isAboveFold ? 'eager' : 'lazy'}
            fetchPriority={isAboveFold ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
        <WatchHeart listingId={listing.id} title={listing.title} className="absolute top-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="line-clamp-2 text-sm font-semibold leading-snug">
          <Link
            to={paths.listing(listing.slug)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {listing.title}
          </Link>
        </h3>
        <PriceTag
          amount={listing.price}
          previousPrice={listing.previousPrice ?? undefined}
          priceKind={listing.priceKind}
        />
        {/* Wraps rather than cutting the place short: two columns on a phone leave a German
            "vor 22 Stunden" and "Berlin" no room side by side. */}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 pt-1 text-xs text-muted">
          <span className="flex min-w-0 items-center gap-1">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{listing.city.label}</span>
          </span>
          <time dateTime={listing.publishedAt}>{formatRelativeTime(listing.publishedAt, language)}</time>
        </div>
        {distanceKm !== null && (
          <span className="flex items-center gap-1 text-xs text-muted">
            <Navigation aria-hidden className="size-3.5 shrink-0" />
            {t('listing.distanceAway', {
              distance: formatNumber(distanceKm, language, { maximumFractionDigits: 1 }),
            })}
          </span>
        )}
        {listing.fulfillment.includes('shipping') && (
          <span className="flex items-center gap-1 text-xs font-medium text-success">
            <Truck aria-hidden className="size-3.5" />
            {t('listing.shippingAvailable')}
          </span>
        )}
      </div>
    </article>
  );
}

export function ListingCardSkeleton() {
  return (
    <div className="flex flex-col overflow-hidden rounded-card border border-line bg-surface" aria-hidden>
      <div className="aspect-[4/3] animate-pulse bg-surface-sunken" />
      <div className="space-y-2 p-3">
        <div className="h-4 w-4/5 animate-pulse rounded bg-surface-sunken" />
        <div className="h-5 w-1/3 animate-pulse rounded bg-surface-sunken" />
        <div className="h-3 w-1/2 animate-pulse rounded bg-surface-sunken" />
      </div>
    </div>
  );
}
