import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, reviews } from '../../db/schema/listings.schema';
import { createTestListings, deleteTestListings } from '../../test/listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { createCachedSellerTrust, sellerTrustCacheTtlMs } from './seller-trust-cache';

describe('seller trust per node for a minute (ADR 088)', () => {
  let context: TestContext;
  let seller: TestUser;
  let visitor: TestUser;
  let listingIds: string[] = [];

  beforeAll(async () => {
    context = await createTestApp({ env: { READ_CACHE: 'on' } });
    seller = await createTestUser(context, { label: 'trust-cache-seller', roles: ['buyer', 'seller'] });
    visitor = await createTestUser(context, { label: 'trust-cache-visitor' });
    listingIds = await createTestListings(context, { sellerId: seller.id, count: 1 });
  });
  afterAll(async () => {
    await deleteTestListings(context, listingIds);
    await context.close();
  });

  const addReview = (rating: number) =>
    context.database.db.insert(reviews).values({ sellerId: seller.id, rating, createdAt: new Date() });

  const slugOf = async (id: string) => {
    const [row] = await context.database.db
      .select({ slug: listings.slug })
      .from(listings)
      .where(eq(listings.id, id));
    return row?.slug as string;
  };

  const page = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/listings/${slug}`, headers });
    expect(response.statusCode).toBe(200);
    return listingDetailResponseSchema.parse(response.json()).data.listing;
  };

  it('keeps a seller’s figures until the TTL has passed, counted on the injected clock', async () => {
    let clock = 1_000;
    const trustOf = createCachedSellerTrust(context.database.db, { now: () => clock });
    const before = await trustOf(seller.id, new Date());
    await addReview(5);
    clock += sellerTrustCacheTtlMs - 1;
    expect(await trustOf(seller.id, new Date())).toEqual(before);
    clock += 1;
    const after = await trustOf(seller.id, new Date());
    expect(after.reviewCount).toBe(before.reviewCount + 1);
  });

  it('keeps at most maxEntries sellers, the least recently read dropped first', async () => {
    const other = await createTestUser(context, { label: 'trust-cache-other', roles: ['buyer', 'seller'] });
    const trustOf = createCachedSellerTrust(context.database.db, { maxEntries: 1 });
    const first = await trustOf(seller.id, new Date());
    await trustOf(other.id, new Date());
    await addReview(4);
    expect((await trustOf(seller.id, new Date())).reviewCount).toBe(first.reviewCount + 1);
  });

  it('shows other people cached figures, the owner fresh ones, and the listing itself always fresh', async () => {
    const [listingId] = listingIds as [string];
    const slug = await slugOf(listingId);
    const seen = await page(slug, visitor.headers);
    await addReview(3);
    await context.database.db.update(listings).set({ priceCents: 4_321 }).where(eq(listings.id, listingId));

    const guestView = await page(slug);
    expect(guestView.seller.reviewCount).toBe(seen.seller.reviewCount);
    expect(guestView.price).toBe(43.21);

    const ownerView = await page(slug, seller.headers);
    expect(ownerView.seller.reviewCount).toBe(seen.seller.reviewCount + 1);

    await context.database.db.update(listings).set({ soldAt: new Date() }).where(eq(listings.id, listingId));
    const soldView = await page(slug, visitor.headers);
    expect(soldView.availability).toBe('sold');
    expect(soldView.externalCheckouts).toEqual([]);
  });
});
