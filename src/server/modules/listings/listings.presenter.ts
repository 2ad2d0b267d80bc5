import type { ListingCard } from '@shared/listings/listing.schema';
import { toEuros } from '@shared/pricing/cents';
import type { ListingCardRow } from '../../db/projections/listing-card.projection';
import { mediaUrl } from '../media/media-url';

export function presentListingCard(row: ListingCardRow): ListingCard {
  const fulfillment: ListingCard['fulfillment'] = [];
  if (row.offersPickup) fulfillment.push('pickup');
  if (row.offersShipping) fulfillment.push('shipping');
  if (row.offersSameDay) fulfillment.push('sameday');
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    price: toEuros(row.priceCents),
    currency: 'EUR',
    previousPrice: row.previousPriceCents === null ? null : toEuros(row.previousPriceCents),
    priceKind: row.priceKind,
    condition: row.condition,
    categoryId: row.categoryId,
    city: { slug: row.citySlug, label: row.cityLabel },
    fulfillment,
    thumbnail: row.media
      ? {
          url: mediaUrl(row.media.storageKey, 'card'),
          width: row.media.width,
          height: row.media.height,
          altText: row.media.altText,
        }
      : null,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}
