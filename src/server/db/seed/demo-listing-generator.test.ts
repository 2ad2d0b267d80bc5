import { cities } from '@shared/catalog/cities.data';
import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { taxonomy } from '@shared/catalog/taxonomy.data';
import { listingConditions, shippingOptionSchema } from '@shared/listings/listing.schema';
import { describe, expect, it } from 'vitest';
import { type DemoListing, generateDemoListings } from './demo-listing-generator';
import { demoUsers } from './demo-users.data';

const now = new Date('2025-06-01T12:00:00Z');
const listings = generateDemoListings(20_240_601, 360, { now, sellers: demoUsers });
const DAY_MS = 86_400_000;

function attributeProblems(listing: DemoListing): string[] {
  const fields = findTaxonomyCategory(listing.categoryId)?.attributeSchema.fields ?? [];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(listing.attributes)) {
    const field = fields.find((candidate) => candidate.key === key);
    const allowed = field?.options?.map((option) => option.value) ?? [];
    if (!field) problems.push(`${key} is not in the schema`);
    else if (field.type === 'select' && !allowed.includes(String(value)))
      problems.push(`${key}=${value} is not an option`);
    else if (
      field.type === 'multiselect' &&
      (!Array.isArray(value) || value.some((item) => !allowed.includes(item)))
    )
      problems.push(`${key}=${value} has values that are not options`);
    else if (field.type === 'boolean' && typeof value !== 'boolean') problems.push(`${key} is not a boolean`);
    else if (field.type === 'number' && typeof value !== 'number') problems.push(`${key} is not a number`);
    else if (field.type === 'text' && (typeof value !== 'string' || value.trim().length < 1))
      problems.push(`${key} is empty`);
    if (field?.visibleWhen && listing.attributes[field.visibleWhen.key] !== field.visibleWhen.equals)
      problems.push(`${key} is set while hidden`);
  }
  for (const field of fields) {
    const visible =
      !field.visibleWhen || listing.attributes[field.visibleWhen.key] === field.visibleWhen.equals;
    if (field.isRequired && visible && listing.attributes[field.key] === undefined)
      problems.push(`${field.key} is required`);
  }
  if (typeof listing.attributes.brand === 'string' && listing.attributes.brand.length < 2)
    problems.push('brand too short');
  return problems.map((problem) => `${listing.slug}: ${problem}`);
}

describe('generateDemoListings', () => {
  it('makes at least 320 listings with unique kebab-case slugs', () => {
    expect(listings.length).toBeGreaterThanOrEqual(320);
    expect(new Set(listings.map((listing) => listing.slug)).size).toBe(listings.length);
    for (const listing of listings) expect(listing.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('keeps titles, descriptions, tags and features within the spec limits', () => {
    for (const listing of listings) {
      expect(listing.title.trim().length, listing.title).toBeGreaterThanOrEqual(10);
      expect(listing.title.length, listing.title).toBeLessThanOrEqual(140);
      expect(listing.description.length, listing.slug).toBeGreaterThanOrEqual(40);
      expect(listing.description.length, listing.slug).toBeLessThanOrEqual(5000);
      expect(listing.tags.length, listing.slug).toBeGreaterThanOrEqual(3);
      expect(listing.tags.length, listing.slug).toBeLessThanOrEqual(12);
      for (const tag of listing.tags) expect(tag.trim(), listing.slug).not.toBe('');
      expect(listing.features.length, listing.slug).toBeGreaterThanOrEqual(3);
      expect(listing.features.length, listing.slug).toBeLessThanOrEqual(5);
      expect(listing.description).not.toMatch(/undefined|NaN|\{place\}/);
    }
  });

  it('fills attributes that the category schema allows', () => {
    expect(listings.flatMap(attributeProblems)).toEqual([]);
  });

  it('files listings under leaf categories, with their path from the top', () => {
    for (const listing of listings) {
      expect(findTaxonomyCategory(listing.categoryId)?.isLeaf, listing.categoryId).toBe(true);
      expect(listing.categoryPath.at(-1)).toBe(listing.categoryId);
    }
  });

  it('covers every condition, fulfilment kind, city, top category and both languages', () => {
    expect(new Set(listings.map((listing) => listing.condition))).toEqual(new Set(listingConditions));
    const kinds = new Set(listings.map((listing) => `${listing.offersPickup}/${listing.offersShipping}`));
    expect(kinds).toEqual(new Set(['true/false', 'false/true', 'true/true']));
    expect(listings.some((listing) => listing.offersSameDay)).toBe(true);
    expect(new Set(listings.map((listing) => listing.cityId))).toEqual(
      new Set(cities.map((city) => city.id)),
    );
    for (const top of taxonomy) {
      expect(
        listings.filter((listing) => listing.categoryPath[0] === top.id).length,
        top.id,
      ).toBeGreaterThanOrEqual(15);
    }
    const german = listings.filter((listing) => listing.language === 'de').length / listings.length;
    expect(german).toBeGreaterThan(0.45);
    expect(german).toBeLessThan(0.65);
  });

  it('prices items plausibly in whole cents, with about a fifth of them reduced', () => {
    for (const listing of listings) {
      expect(Number.isInteger(listing.priceCents)).toBe(true);
      if (listing.priceKind === 'free') {
        expect(listing.priceCents).toBe(0);
        expect(listing.previousPriceCents).toBeNull();
        continue;
      }
      expect(listing.priceCents).toBeGreaterThanOrEqual(100);
      expect(listing.priceCents).toBeLessThanOrEqual(9_999_900);
      if (listing.previousPriceCents !== null)
        expect(listing.previousPriceCents).toBeGreaterThan(listing.priceCents);
    }
    const dropped =
      listings.filter((listing) => listing.previousPriceCents !== null).length / listings.length;
    expect(dropped).toBeGreaterThan(0.12);
    expect(dropped).toBeLessThan(0.28);
    const negotiable =
      listings.filter((listing) => listing.priceKind === 'negotiable').length / listings.length;
    expect(negotiable).toBeGreaterThan(0.5);
    expect(negotiable).toBeLessThan(0.7);
  });

  it('gives a few cheap used items away, and says so in the description', () => {
    const free = listings.filter((listing) => listing.priceKind === 'free');
    expect(free.length / listings.length).toBeGreaterThan(0.01);
    expect(free.length / listings.length).toBeLessThan(0.08);
    for (const listing of free) {
      expect(listing.condition).not.toBe('new');
      expect(listing.description).toMatch(/verschenken|gratis|kostenlos|free/i);
      expect(listing.description).not.toMatch(/\bVB\b|Festpreis|negotiable|firm/);
    }
  });

  it('offers shipping options that match the fulfilment flags', () => {
    for (const listing of listings) {
      for (const option of listing.shippingOptions) shippingOptionSchema.parse(option);
      const types = new Set(listing.shippingOptions.map((option) => option.type));
      expect(types.has('shipping')).toBe(listing.offersShipping);
      expect(types.has('pickup')).toBe(listing.offersPickup);
      expect(types.has('sameday')).toBe(listing.offersSameDay);
      for (const option of listing.shippingOptions) expect(option.price).toBeLessThanOrEqual(69);
    }
  });

  it('spreads publication over the last 30 days with consistent dates', () => {
    const published = listings.filter((listing) => listing.status === 'PUBLISHED');
    expect(published.length / listings.length).toBeGreaterThan(0.9);
    expect(listings.some((listing) => listing.status === 'ARCHIVED')).toBe(true);
    expect(listings.some((listing) => listing.status === 'DRAFT')).toBe(true);
    for (const listing of listings) {
      expect(listing.createdAt.getTime()).toBeLessThanOrEqual(listing.updatedAt.getTime());
      expect(listing.updatedAt.getTime()).toBeLessThanOrEqual(now.getTime());
      if (listing.status === 'DRAFT') expect(listing.publishedAt).toBeNull();
      if (listing.publishedAt) {
        expect(listing.publishedAt.getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * DAY_MS);
        expect(listing.createdAt.getTime()).toBeLessThanOrEqual(listing.publishedAt.getTime());
      }
      if (listing.priceDroppedAt && listing.publishedAt)
        expect(listing.priceDroppedAt > listing.publishedAt).toBe(true);
    }
    const lastDay = published.filter(
      (listing) => (listing.publishedAt?.getTime() ?? 0) > now.getTime() - DAY_MS,
    );
    expect(lastDay.length).toBeGreaterThanOrEqual(5);
  });

  it('places listings near their city centre, in the seller’s city', () => {
    for (const listing of listings) {
      const city = cities.find((candidate) => candidate.id === listing.cityId)!;
      const dy = (listing.latitude - city.latitude) * 111.32;
      const dx = (listing.longitude - city.longitude) * 111.32 * Math.cos((city.latitude * Math.PI) / 180);
      expect(Math.hypot(dx, dy)).toBeLessThan(15.5);
      expect(demoUsers.find((user) => user.email === listing.sellerEmail)?.cityId).toBe(listing.cityId);
    }
  });

  it('gives each listing one to three illustrated images, the first one primary', () => {
    for (const listing of listings) {
      expect(listing.images.length).toBeGreaterThanOrEqual(1);
      expect(listing.images.length).toBeLessThanOrEqual(3);
      listing.images.forEach((image, index) => {
        expect(image.storageKey).toBe(`seed/${listing.slug}/${index + 1}`);
        expect(image.isPrimary).toBe(index === 0);
        expect(image.altText).toMatch(/^Illustration: .+, .+/);
      });
    }
  });

  it('is deterministic, and a larger count only adds listings', () => {
    const again = generateDemoListings(20_240_601, 40, {
      now: new Date('2030-01-01T00:00:00Z'),
      sellers: demoUsers,
    });
    const key = (listing: DemoListing) => [listing.slug, listing.title, listing.priceCents];
    expect(again.slice(0, 40).map(key)).toEqual(listings.slice(0, 40).map(key));
    // The vehicle pass follows the main one and grows with it the same way.
    expect(again.slice(40).map(key)).toEqual(listings.slice(360, 360 + again.length - 40).map(key));
    expect(again.slice(40).every((listing) => listing.categoryPath[0] === 'vehicles')).toBe(true);
  });

  it('collects cars, motorbikes and scooters in person, at used-market prices', () => {
    // German used-market ranges in euros, a little wider than the templates' own.
    const vehiclePriceRanges: Record<string, readonly [number, number]> = {
      'vehicles-cars': [1_500, 18_000],
      'vehicles-motorcycles': [1_800, 8_000],
      'vehicles-scooters': [400, 3_000],
      'vehicles-e-scooters': [100, 550],
    };
    const vehicles = listings.filter((listing) => listing.categoryPath[0] === 'vehicles');
    expect(listings.slice(360)).toEqual(vehicles);
    for (const listing of vehicles) {
      const euros = listing.priceCents / 100;
      const [min, max] = vehiclePriceRanges[listing.categoryId] ?? [0, 0];
      expect(euros, listing.title).toBeGreaterThanOrEqual(min);
      expect(euros, listing.title).toBeLessThanOrEqual(max);
      if (listing.categoryId !== 'vehicles-e-scooters') {
        expect(listing.offersShipping, listing.slug).toBe(false);
        expect(listing.attributes.firstRegistrationYear, listing.slug).toBeTypeOf('number');
        expect(listing.attributes.mileageKm, listing.slug).toBeTypeOf('number');
      }
    }
    expect(new Set(vehicles.map((listing) => listing.categoryId)).size).toBe(4);
  });
});
