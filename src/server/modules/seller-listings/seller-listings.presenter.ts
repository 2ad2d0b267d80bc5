import { listingDescriptionMin } from '@shared/listings/listing-draft.schema';
import { availabilityOf } from '@shared/listings/listing-status';
import type { ListingChannel } from '@shared/marketplaces/marketplace.schema';
import { toEuros } from '@shared/pricing/cents';
import type { SellerListingRow } from '@shared/seller-listings/seller-listings.schema';
import { mediaUrl } from '../media/media-url';
import type { ChannelRow, SellerListingDbRow } from './seller-listings.repository';

/** json_build_object writes timestamps with an offset; the contract speaks UTC ISO strings. */
const isoOf = (value: string) => new Date(value).toISOString();

export function presentChannel(row: ChannelRow): ListingChannel {
  return {
    channel: row.channel,
    status: row.status,
    url: row.url,
    lastError: row.lastError,
    updatedAt: isoOf(row.updatedAt),
  };
}

export function presentSellerListing(
  row: Omit<SellerListingDbRow, 'sortKey'>,
  moderation: SellerListingRow['moderation'] = null,
): SellerListingRow {
  const photoCount = Number(row.mediaFacts?.count ?? 0);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    thumbnail: row.media
      ? {
          url: mediaUrl(row.media.storageKey, 'thumbnail'),
          width: row.media.width,
          height: row.media.height,
          altText: row.media.altText,
        }
      : null,
    status: row.status,
    price: toEuros(row.priceCents),
    currency: 'EUR',
    priceKind: row.priceKind,
    marketplaces: (row.channels ?? []).map(presentChannel),
    trust: {
      photoCount,
      hasAltText: photoCount > 0 && Number(row.mediaFacts?.withoutAltText ?? 0) === 0,
      hasDescription: row.descriptionLength >= listingDescriptionMin,
      hasFulfilment: row.offersPickup || row.offersShipping || row.offersSameDay,
    },
    availability: availabilityOf(row),
    moderationRestriction: row.moderationRestriction,
    moderation,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
