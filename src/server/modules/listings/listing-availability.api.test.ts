import { errorResponseSchema } from '@shared/api/error.schema';
import { listingAvailabilityResponseSchema } from '@shared/listings/listing-availability.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import { searchResponseSchema } from '@shared/search/search.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingAvailabilityEvents, listings } from '../../db/schema/listings.schema';
import { publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** The owner reserves, unreserves and sells a live listing (ADR 043); nobody else may. */
describe('listing availability API', () => {
  let context: TestContext;
  let seller: TestUser;
  let buyer: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'availability-seller', roles: ['seller'] });
    buyer = await createTestUser(context, { label: 'availability-buyer', roles: ['seller'] });
    moderator = await createTestUser(context, { label: 'availability-moderator', roles: ['moderator'] });
    admin = await createTestUser(context, { label: 'availability-admin', roles: ['admin'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const change = (user: TestUser | null, id: string, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/availability`,
      headers: user?.headers ?? {},
      payload,
    });
  const expectAvailability = async (id: string, payload: Record<string, unknown>) => {
    const response = await change(seller, id, payload);
    expect(response.statusCode, response.body).toBe(200);
    return listingAvailabilityResponseSchema.parse(response.json()).data.listing;
  };
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const detailOf = async (slug: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/listings/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    return listingDetailResponseSchema.parse(response.json()).data.listing;
  };
  const searchSlugs = async (query: string) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return searchResponseSchema.parse(response.json()).data.listings;
  };
  const eventsOf = async (id: string) =>
    (
      await context.database.db
        .select()
        .from(listingAvailabilityEvents)
        .where(eq(listingAvailabilityEvents.listingId, id))
        .orderBy(listingAvailabilityEvents.createdAt)
    ).map((event) => `${event.fromAvailability}>${event.toAvailability}:${event.actorRole}`);

  it('reserves and unreserves; reserved listings stay findable and say so; history is kept', async () => {
    const title = 'Zebrawood reading lamp, brass foot';
    const listing = await publishTestListing(context, seller, { title });
    const reserved = await expectAvailability(listing.id, { to: 'reserved' });
    expect(reserved).toMatchObject({
      status: 'PUBLISHED',
      availability: 'reserved',
      reservedForUserId: null,
    });
    expect((await detailOf(listing.slug)).availability).toBe('reserved');
    const found = (await searchSlugs('Zebrawood reading lamp')).find((card) => card.slug === listing.slug);
    expect(found?.isReserved).toBe(true);

    // Reserving twice is not a transition of the table.
    const twice = await change(seller, listing.id, { to: 'reserved' });
    expect(twice.statusCode).toBe(409);
    expect(errorOf(twice)).toMatchObject({ code: 'CONFLICT', details: { from: 'reserved', to: 'reserved' } });

    const available = await expectAvailability(listing.id, { to: 'available' });
    expect(available.availability).toBe('available');
    expect((await detailOf(listing.slug)).availability).toBe('available');
    expect(await eventsOf(listing.id)).toEqual(['available>reserved:seller', 'reserved>available:seller']);
  });

  it('reserves for a named buyer, then sells: sold leaves search, keeps its page and is final', async () => {
    const listing = await publishTestListing(context, seller, { title: 'Quokka plush toy, hardly cuddled' });
    const reserved = await expectAvailability(listing.id, { to: 'reserved', buyerId: buyer.id });
    expect(reserved.reservedForUserId).toBe(buyer.id);
    const sold = await expectAvailability(listing.id, { to: 'sold' });
    expect(sold).toMatchObject({ availability: 'sold', reservedForUserId: buyer.id, status: 'PUBLISHED' });
    expect((await detailOf(listing.slug)).availability).toBe('sold');
    expect((await searchSlugs('Quokka plush toy')).map((card) => card.slug)).not.toContain(listing.slug);

    for (const to of ['available', 'reserved', 'sold']) {
      const refused = await change(seller, listing.id, { to });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused).details).toMatchObject({ from: 'sold', allowed: [] });
    }
    const [row] = await context.database.db
      .select()
      .from(listingAvailabilityEvents)
      .where(eq(listingAvailabilityEvents.listingId, listing.id))
      .orderBy(listingAvailabilityEvents.createdAt);
    expect(row).toMatchObject({ buyerId: buyer.id, actorId: seller.id });
    expect(await eventsOf(listing.id)).toEqual(['available>reserved:seller', 'reserved>sold:seller']);
  });

  it('lets only the owner change it: others, moderators and admins read it as missing, guests must sign in', async () => {
    const listing = await publishTestListing(context, seller);
    for (const user of [buyer, moderator, admin]) {
      const response = await change(user, listing.id, { to: 'reserved' });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).code).toBe('NOT_FOUND');
    }
    expect((await change(null, listing.id, { to: 'reserved' })).statusCode).toBe(401);
    expect((await detailOf(listing.slug)).availability).toBe('available');
  });

  it('refuses changes of a listing that is not live, and bad buyers', async () => {
    const listing = await publishTestListing(context, seller);
    const archive = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/status`,
      headers: seller.headers,
      payload: { to: 'ARCHIVED' },
    });
    expect(archive.statusCode, archive.body).toBe(200);
    const refused = await change(seller, listing.id, { to: 'reserved' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).details).toMatchObject({ status: 'ARCHIVED', allowed: [] });

    const live = await publishTestListing(context, seller);
    for (const payload of [
      { to: 'reserved', buyerId: seller.id },
      { to: 'reserved', buyerId: '00000000-0000-4000-8000-000000000000' },
      { to: 'sold', buyerId: buyer.id },
    ]) {
      const response = await change(seller, live.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect((await change(seller, live.id, { to: 'gone' })).statusCode).toBe(400);
    expect(await eventsOf(live.id)).toEqual([]);
  });
});
