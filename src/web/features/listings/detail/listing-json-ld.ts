import type { ListingCondition } from '@shared/listings/listing.schema';
import type { ListingDetail } from '@shared/listings/listing-detail.schema';

const schemaOrgCondition: Record<ListingCondition, string> = {
  new: 'https://schema.org/NewCondition',
  excellent: 'https://schema.org/UsedCondition',
  good: 'https://schema.org/UsedCondition',
  fair: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};

/** schema.org Product with one Offer, for search engines (rendered as application/ld+json). */
export function buildListingJsonLd(listing: ListingDetail, origin: string): Record<string, unknown> {
  const url = `${origin}/listing/${listing.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: listing.title,
    description: listing.summary,
    image: listing.gallery.map((image) => `${origin}${image.url}`),
    sku: listing.id,
    productID: listing.id,
    url,
    category: listing.category.path.map((step) => step.name.en).join(' > '),
    itemCondition: schemaOrgCondition[listing.condition],
    offers: {
      '@type': 'Offer',
      url,
      price: listing.price.toFixed(2),
      priceCurrency: listing.currency,
      itemCondition: schemaOrgCondition[listing.condition],
      availability:
        listing.availability === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      seller: { '@type': 'Person', name: listing.seller.name },
      areaServed: listing.region,
    },
  };
}

/** JSON for an inline script: "<" escaped so text in a listing can never close the script element. */
export function serialiseJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
