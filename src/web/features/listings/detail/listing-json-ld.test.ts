import type { ListingDetail } from '@shared/listings/listing-detail.schema';
import { describe, expect, it } from 'vitest';
import { buildListingJsonLd, serialiseJsonLd } from './listing-json-ld';

const listing = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'red-bike',
  title: 'Red bike </script>',
  summary: 'A red bike.',
  price: 120,
  currency: 'EUR',
  condition: 'good',
  availability: 'sold',
  region: 'Berlin',
  gallery: [{ url: '/media/a/detail.webp' }],
  category: { id: 'bikes', path: [{ id: 'sports', slug: 'sports', name: { en: 'Sports', de: 'Sport' } }] },
  seller: { name: 'Sina' },
} as unknown as ListingDetail;

describe('buildListingJsonLd', () => {
  it('describes a Product with an Offer in schema.org terms', () => {
    const data = buildListingJsonLd(listing, 'https://kleinkram.test');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Red bike </script>',
      image: ['https://kleinkram.test/media/a/detail.webp'],
      sku: listing.id,
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: '120.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/SoldOut',
        seller: { '@type': 'Person', name: 'Sina' },
      },
    });
  });

  it('serialises so listing text cannot close the script element', () => {
    const json = serialiseJsonLd(buildListingJsonLd(listing, 'https://kleinkram.test'));
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('Red bike </script>');
  });
});
