import { listingDraftFieldsSchema } from '@shared/listings/listing-editor.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { warmGazetteer } from '../locations/gazetteer';
import type { ListingContent } from './listing-drafts.repository';
import type { EditableListingRow } from './listing-edit.repository';
import { draftFieldsOfListing, hasListingContentChanged } from './listing-edit.service';
import { toShippingOptions } from './listing-hand-over';

const content: ListingContent = {
  language: 'de',
  title: 'Walnussregal mit fünf Böden',
  description: 'Walnussregal mit fünf Böden, leichte Spuren an der Seite, leicht zu zerlegen.',
  categoryId: 'home-furniture-shelves',
  condition: 'good',
  priceCents: 7950,
  priceCurrency: 'EUR',
  priceKind: 'negotiable',
  minimumOfferCents: null,
  quantity: 1,
  attributes: { material: 'Holz' },
  tags: ['walnuss'],
  offersPickup: true,
  offersShipping: true,
  offersSameDay: false,
  shippingOptions: toShippingOptions(
    listingDraftFieldsSchema.parse({
      language: 'de',
      offersPickup: true,
      offersShipping: true,
      shippingOptions: [{ carrier: 'hermes', price: 6.5, estimatedDays: '2-4' }],
    }),
  ),
  cityId: 'berlin',
  latitude: 52.39886,
  longitude: 13.06566,
};
const photos = [{ storageKey: 'variants/a', altText: 'Das Regal von vorn' }];

describe('editing a listing', () => {
  // The place comes from the gazetteer, built from packaged data on first use (seconds on a busy machine).
  beforeAll(() => warmGazetteer(), 60_000);

  it('prefills the editor from the listing', () => {
    const row: EditableListingRow = {
      ...content,
      id: '6f1c2a55-0000-4000-8000-000000000001',
      slug: 'walnussregal-1a2b3c4d',
      sellerId: '6f1c2a55-0000-4000-8000-000000000002',
      status: 'PUBLISHED',
      publishedAt: new Date('2026-11-20T10:00:00Z'),
      attributes: { material: 'Holz', legacy: { nested: true } },
    };
    const fields = draftFieldsOfListing(row, ['7a0c2b1e-4444-4444-8444-444444444444']);
    expect(fields).toMatchObject({
      language: 'de',
      priceValue: 79.5,
      priceKind: 'negotiable',
      categoryPath: ['home', 'home-furniture', 'home-furniture-shelves'],
      // Only values the editor can hold are carried over.
      attributes: { material: 'Holz' },
      shippingOptions: [{ carrier: 'hermes', price: 6.5, estimatedDays: '2-4' }],
      locationSlug: 'potsdam',
      mediaIds: ['7a0c2b1e-4444-4444-8444-444444444444'],
    });
  });

  it('sees no change when only the detected language and with it the labels differ', () => {
    const english = {
      ...content,
      language: 'en' as const,
      shippingOptions: toShippingOptions(
        listingDraftFieldsSchema.parse({
          language: 'en',
          offersPickup: true,
          offersShipping: true,
          shippingOptions: [{ carrier: 'hermes', price: 6.5, estimatedDays: '2-4' }],
        }),
      ),
    };
    expect(hasListingContentChanged({ content, photos }, { content: english, photos: [...photos] })).toBe(
      false,
    );
  });

  it.each([
    ['the title', { content: { ...content, title: `${content.title}, Eiche` }, photos }],
    ['the price', { content: { ...content, priceCents: 7000 }, photos }],
    ['an attribute', { content: { ...content, attributes: { material: 'Eiche' } }, photos }],
    ['the place', { content: { ...content, latitude: 52.52 }, photos }],
    ['a shipping price', { content: { ...content, shippingOptions: [] }, photos }],
    ['the photos', { content, photos: [{ storageKey: 'variants/b', altText: 'Das Regal von vorn' }] }],
    ['an alt text', { content, photos: [{ storageKey: 'variants/a', altText: 'Das Regal von der Seite' }] }],
  ])('sees a change of %s', (_name, next) => {
    expect(hasListingContentChanged({ content, photos }, next)).toBe(true);
  });
});
