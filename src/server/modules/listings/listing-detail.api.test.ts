import { randomUUID } from 'node:crypto';
import { flattenTaxonomy } from '@shared/catalog/taxonomy';
import type { ShippingOption } from '@shared/listings/listing.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import { sellerReviewsResponseSchema } from '@shared/reviews/review.schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingMedia, listings, reviews } from '../../db/schema/listings.schema';
import { users } from '../../db/schema/users.schema';
import { deleteTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser } from '../../test/test-users';

const leaf = flattenTaxonomy().find(
  (category) =>
    category.level === 2 && category.attributeSchema.fields.some((field) => field.type === 'select'),
);
if (!leaf) throw new Error('the taxonomy has no leaf category with a select attribute');
const selectField = leaf.attributeSchema.fields.find((field) => field.type === 'select')!;
const selectOption = selectField.options![0]!;

const shippingOptions: ShippingOption[] = [
  { id: 'dhl', label: 'DHL parcel', price: 5.49, currency: 'EUR', estimated: '1-2 days', type: 'shipping' },
  { id: 'hermes', label: 'Hermes', price: 4.5, currency: 'EUR', estimated: '2-4 days', type: 'shipping' },
  { id: 'pickup', label: 'Pickup', price: 0, currency: 'EUR', estimated: 'by arrangement', type: 'pickup' },
];

type Overrides = Partial<typeof listings.$inferInsert>;

describe('listing detail', () => {
  let context: TestContext;
  let sellerId: string;
  const word = `detailword${randomUUID().slice(0, 8)}`;
  const created: string[] = [];
  const slugOf = (name: string) => `${word}-${name}`;

  async function insertListing(name: string, overrides: Overrides = {}) {
    const [row] = await context.database.db
      .insert(listings)
      .values({
        slug: slugOf(name),
        sellerId,
        status: 'PUBLISHED',
        language: 'en',
        title: `Detail test ${name} ${word}`,
        description: `A sturdy item for the detail test. It has a second sentence with more words ${word}.`,
        categoryId: leaf!.id,
        condition: 'good',
        priceCents: 10_000,
        cityId: 'berlin',
        latitude: 52.52,
        longitude: 13.405,
        publishedAt: new Date('2001-01-01T00:00:00Z'),
        ...overrides,
      })
      .returning({ id: listings.id });
    created.push(row!.id);
    return row!.id;
  }

  const getDetail = (slug: string) => context.app.inject({ method: 'GET', url: `/api/listings/${slug}` });

  beforeAll(async () => {
    context = await createTestApp();
    const seller = await createTestUser(context);
    sellerId = seller.id;
    await context.database.db
      .update(users)
      // The old seeded columns must not reach the page any more (ADR 060): only the chat counts.
      .set({ cityId: 'berlin', responseRate: 0.9, responseTimeMinutes: 45 })
      .where(eq(users.id, sellerId));
    const mainId = await insertListing('main', {
      previousPriceCents: 12_000,
      priceKind: 'negotiable',
      attributes: { [selectField.key]: selectOption.value },
      tags: ['sturdy', word],
      features: ['Barely used', 'Original box'],
      offersShipping: true,
      offersPickup: true,
      shippingOptions,
      latitude: 52.523_456,
      longitude: 13.411_111,
      watcherCount: 7,
    });
    await context.database.db.insert(listingMedia).values([
      {
        listingId: mainId,
        storageKey: `test/${word}/2`,
        width: 1600,
        height: 1200,
        altText: 'Side',
        position: 1,
      },
      {
        listingId: mainId,
        storageKey: `test/${word}/1`,
        width: 1600,
        height: 1200,
        altText: 'Front',
        position: 0,
        isPrimary: true,
      },
    ]);
    await context.database.db.insert(reviews).values([
      { sellerId, rating: 5 },
      { sellerId, rating: 4 },
    ]);
    // Similar offers: nearest first, cheaper and dearer within the band.
    await insertListing('near', { priceCents: 9_000, latitude: 52.53, longitude: 13.41 });
    await insertListing('far', { priceCents: 14_000, latitude: 48.137, longitude: 11.575 });
    await insertListing('middle', { priceCents: 6_000, latitude: 53.55, longitude: 9.99 });
    await insertListing('edge', { priceCents: 5_000, latitude: 51.34, longitude: 12.37 });
    // Never similar: too cheap, too dear, sold, not published.
    await insertListing('cheap', { priceCents: 4_000 });
    await insertListing('dear', { priceCents: 16_000 });
    await insertListing('sold', { soldAt: new Date('2002-01-01T00:00:00Z') });
    await insertListing('draft', { status: 'DRAFT', publishedAt: null });
    await insertListing('archived', { status: 'ARCHIVED' });
    await insertListing('needs-action', { status: 'NEEDS_ACTION' });
  });

  afterAll(async () => {
    await deleteTestListings(context, created);
    await context.database.db.delete(reviews).where(inArray(reviews.sellerId, [sellerId]));
    await context.close();
  });

  it('answers every field of the listing detail, valid against the shared schema', async () => {
    const response = await getDetail(slugOf('main'));
    expect(response.statusCode).toBe(200);
    const { listing } = listingDetailResponseSchema.parse(response.json()).data;
    expect(listing).toMatchObject({
      slug: slugOf('main'),
      price: 100,
      currency: 'EUR',
      previousPrice: 120,
      condition: 'good',
      region: 'Berlin',
      location: { label: 'Berlin', latitude: 52.52, longitude: 13.41 },
      shipping: 4.5,
      summary: 'A sturdy item for the detail test.',
      features: ['Barely used', 'Original box'],
      tags: ['sturdy', word],
      shippingOptions,
      watchers: 7,
      successfulSales: 1, // one listing marked sold by hand; reviews alone are no sale (ADR 060)
      priceFlexibility: 'negotiable',
      priceKind: 'negotiable',
      acceptsOffers: true,
      experimentFlags: [],
      externalCheckout: expect.objectContaining({
        channel: 'kleinkram',
        target: 'checkout',
        highlight: true,
      }),
      // Not on any marketplace: our checkout is the only channel (ADR 077).
      externalCheckouts: [expect.objectContaining({ channel: 'kleinkram', target: 'checkout' })],
      availability: 'available',
      language: 'en',
      publishedAt: '2001-01-01T00:00:00.000Z',
    });
    expect(listing.category.id).toBe(leaf!.id);
    expect(listing.category.path.map((step) => step.id)).toEqual(leaf!.path);
    expect(listing.category.path[0]!.name.de).not.toBe('');
    expect(listing.badges).toContain('priceDropped');
    expect(listing.thumbnail?.url).toBe(`/media/test/${word}/1/card.webp`);
    expect(listing.gallery).toEqual([
      {
        url: `/media/test/${word}/1/detail.webp`,
        zoomUrl: `/media/test/${word}/1/zoom.webp`,
        thumbnailUrl: `/media/test/${word}/1/thumbnail.webp`,
        width: 1600,
        height: 1200,
        altText: 'Front',
      },
      expect.objectContaining({ url: `/media/test/${word}/2/detail.webp`, altText: 'Side' }),
    ]);
    expect(listing.attributes).toEqual([
      {
        key: selectField.key,
        label: { en: selectField.labelEn, de: selectField.labelDe },
        value: { en: selectOption.labelEn, de: selectOption.labelDe },
      },
    ]);
    expect(listing.trustBadges).toEqual({
      emailVerified: true,
      profileComplete: true,
      twoFactorEnabled: false,
      topSeller: false,
      identityVerified: false,
      reviewHighlight: false,
    });
    expect(listing.seller).toMatchObject({
      id: sellerId,
      rating: 4.5,
      reviewCount: 2,
      responseRate: null,
      responseTime: null,
      badges: ['verifiedEmail'],
      location: 'Berlin',
    });
    expect(Date.parse(listing.seller.joined)).not.toBeNaN();
    expect(Date.parse(listing.lastUpdated)).not.toBeNaN();
  });

  it('offers similar listings of the same category within ±50 % of the price, nearest first', async () => {
    const response = await getDetail(slugOf('main'));
    const { similar } = listingDetailResponseSchema.parse(response.json()).data;
    expect(similar.length).toBeLessThanOrEqual(8);
    for (const card of similar) {
      expect(card.categoryId).toBe(leaf!.id);
      expect(card.price).toBeGreaterThanOrEqual(50);
      expect(card.price).toBeLessThanOrEqual(150);
    }
    const ours = similar.map((card) => card.slug).filter((slug) => slug.startsWith(word));
    expect(ours).toEqual([slugOf('near'), slugOf('edge'), slugOf('middle'), slugOf('far')]);
  });

  it('shows a sold listing as sold, with similar offers', async () => {
    const response = await getDetail(slugOf('sold'));
    expect(response.statusCode).toBe(200);
    const { listing, similar } = listingDetailResponseSchema.parse(response.json()).data;
    expect(listing.availability).toBe('sold');
    expect(similar.map((card) => card.slug)).toContain(slugOf('main'));
    expect(similar.map((card) => card.slug)).not.toContain(slugOf('sold'));
  });

  it.each(['draft', 'archived', 'needs-action', 'no-such-listing'])('answers 404 for %s', async (name) => {
    const response = await getDetail(slugOf(name));
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('says "no data yet" with nulls for a seller without reviews or reply statistics', async () => {
    const other = await createTestUser(context);
    await insertListing('newcomer', { sellerId: other.id, categoryId: leaf!.id, priceCents: 1_000_000 });
    const response = await getDetail(slugOf('newcomer'));
    const { listing, similar } = listingDetailResponseSchema.parse(response.json()).data;
    expect(listing.seller).toMatchObject({
      rating: null,
      reviewCount: 0,
      responseRate: null,
      responseTime: null,
    });
    expect(listing.shipping).toBeNull();
    expect(listing.trustBadges.profileComplete).toBe(false);
    expect(similar.map((card) => card.slug)).not.toContain(slugOf('newcomer'));
  });

  it('counts sales from real events only: a listing marked sold counts, a review without an order does not', async () => {
    const response = await getDetail(slugOf('main'));
    const { listing } = listingDetailResponseSchema.parse(response.json()).data;
    // One listing marked sold by hand; the two reviews name no order (ADR 060 replaces ADR 043's rule).
    expect(listing.seller.reviewCount).toBe(2);
    expect(listing.successfulSales).toBe(1);
    expect(listing.availability).toBe('available');
    expect(listing.priceKind).toBe('negotiable');
  });

  it("links the seller's other live listings, and opens the seller's reviews", async () => {
    const response = await getDetail(slugOf('main'));
    const { listing, moreFromSeller } = listingDetailResponseSchema.parse(response.json()).data;
    const slugs = moreFromSeller.map((card) => card.slug);
    expect(slugs.length).toBeLessThanOrEqual(8);
    expect(slugs).not.toContain(slugOf('main'));
    for (const hidden of ['sold', 'draft', 'archived', 'needs-action'])
      expect(slugs).not.toContain(slugOf(hidden));
    expect(slugs).toContain(slugOf('near'));

    const page = await context.app.inject({
      method: 'GET',
      url: `/api/sellers/${listing.seller.id}/reviews`,
    });
    expect(page.statusCode, page.body).toBe(200);
    const { reviews: listed, total } = sellerReviewsResponseSchema.parse(page.json()).data;
    expect(listed.map((review) => review.rating).sort()).toEqual([4, 5]);
    expect(total).toBe(2);
    const unknown = await context.app.inject({ method: 'GET', url: `/api/sellers/${randomUUID()}/reviews` });
    expect(unknown.statusCode).toBe(404);
  });

  it('counts the view in the background', async () => {
    const [before] = await context.database.db
      .select({ views: listings.viewCount })
      .from(listings)
      .where(eq(listings.slug, slugOf('near')));
    await getDetail(slugOf('near'));
    await expect
      .poll(async () => {
        const [after] = await context.database.db
          .select({ views: listings.viewCount })
          .from(listings)
          .where(eq(listings.slug, slugOf('near')));
        return after!.views;
      })
      .toBe(before!.views + 1);
  });
});
