import { errorResponseSchema } from '@shared/api/error.schema';
import type { CreateListingDraftRequest } from '@shared/listings/listing-draft.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-draft.schema';
import { listingStatusResponseSchema } from '@shared/listings/listing-editor.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { listings } from '../../db/schema/listings.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('listing status API', () => {
  let context: TestContext;
  let seller: TestUser;
  let stranger: TestUser;
  let moderator: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'status-seller', roles: ['seller'] });
    stranger = await createTestUser(context, { label: 'status-stranger', roles: ['seller'] });
    moderator = await createTestUser(context, { label: 'status-moderator', roles: ['moderator'] });
    admin = await createTestUser(context, { label: 'status-admin', roles: ['admin'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const draft: CreateListingDraftRequest = {
    title: 'Walnut bookshelf, five shelves',
    description: 'Walnut bookshelf with five shelves, light marks on the side, easy to take apart.',
    categoryId: 'home-furniture-shelves',
    priceValue: 80,
    condition: 'good',
    language: 'en',
    locationSlug: 'berlin',
  };
  const createListing = async (publish = true) => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listings',
      headers: seller.headers,
      payload: draft,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { listing } = listingDraftResponseSchema.parse(created.json()).data;
    if (publish) {
      const published = await context.app.inject({
        method: 'POST',
        url: `/api/listings/${listing.id}/publish`,
        headers: seller.headers,
      });
      expect(published.statusCode, published.body).toBe(200);
    }
    return listing;
  };
  const change = (user: TestUser, id: string, to: string, reason?: string) =>
    context.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/status`,
      headers: user.headers,
      payload: reason ? { to, reason } : { to },
    });
  const expectStatus = async (user: TestUser, id: string, to: string) => {
    const response = await change(user, id, to);
    expect(response.statusCode, response.body).toBe(200);
    expect(listingStatusResponseSchema.parse(response.json()).data.listing.status).toBe(to);
  };
  const expectRefused = async (user: TestUser, id: string, to: string, from: string) => {
    const response = await change(user, id, to);
    expect(response.statusCode, response.body).toBe(409);
    const error = errorResponseSchema.parse(response.json()).error;
    expect(error.code).toBe('CONFLICT');
    expect(error.details).toMatchObject({ from, to });
    expect(error.message).toContain(`${from} to ${to}`);
  };
  const eventsOf = (id: string) =>
    context.database.db
      .select({
        from: listingStatusEvents.fromStatus,
        to: listingStatusEvents.toStatus,
        actor: listingStatusEvents.actorRole,
        reason: listingStatusEvents.reason,
      })
      .from(listingStatusEvents)
      .where(eq(listingStatusEvents.listingId, id))
      .orderBy(listingStatusEvents.createdAt);

  it('publishes a draft through READY and records both steps', async () => {
    const listing = await createListing();
    expect(await eventsOf(listing.id)).toEqual([
      { from: 'DRAFT', to: 'READY', actor: 'system', reason: null },
      { from: 'READY', to: 'PUBLISHED', actor: 'seller', reason: null },
    ]);
  });

  it('lets the seller archive, restore and take a listing back into the editor', async () => {
    const listing = await createListing();
    await expectStatus(seller, listing.id, 'ARCHIVED');
    await expectStatus(seller, listing.id, 'PUBLISHED');
    await expectStatus(seller, listing.id, 'ARCHIVED');
    await expectStatus(seller, listing.id, 'DRAFT');
    // A draft becomes READY only through the system's checks, never by hand.
    await expectRefused(seller, listing.id, 'READY', 'DRAFT');
    await expectRefused(seller, listing.id, 'PUBLISHED', 'DRAFT');
    const events = await eventsOf(listing.id);
    expect(events.slice(2).map((event) => `${event.from}>${event.to}:${event.actor}`)).toEqual([
      'PUBLISHED>ARCHIVED:seller',
      'ARCHIVED>PUBLISHED:seller',
      'PUBLISHED>ARCHIVED:seller',
      'ARCHIVED>DRAFT:seller',
    ]);
  });

  it('lets a moderator send a listing to NEEDS_ACTION with a reason, and the seller fix it', async () => {
    const listing = await createListing();
    await expectRefused(seller, listing.id, 'NEEDS_ACTION', 'PUBLISHED');
    const flagged = await change(moderator, listing.id, 'NEEDS_ACTION', 'The photos show a different item.');
    expect(flagged.statusCode, flagged.body).toBe(200);
    // Moderators only flag; archiving and publishing stay with the seller and admins.
    await expectRefused(moderator, listing.id, 'ARCHIVED', 'NEEDS_ACTION');
    await expectRefused(moderator, listing.id, 'READY', 'NEEDS_ACTION');
    await expectStatus(seller, listing.id, 'READY');
    await expectStatus(seller, listing.id, 'PUBLISHED');
    const events = await eventsOf(listing.id);
    expect(events[2]).toEqual({
      from: 'PUBLISHED',
      to: 'NEEDS_ACTION',
      actor: 'moderator',
      reason: 'The photos show a different item.',
    });
    expect(events.slice(3).map((event) => event.actor)).toEqual(['seller', 'seller']);
  });

  it('lets an admin archive and restore any listing', async () => {
    const listing = await createListing();
    await expectStatus(admin, listing.id, 'NEEDS_ACTION');
    await expectStatus(admin, listing.id, 'ARCHIVED');
    await expectStatus(admin, listing.id, 'PUBLISHED');
    await expectRefused(admin, listing.id, 'DRAFT', 'PUBLISHED');
    expect((await eventsOf(listing.id)).slice(2).map((event) => event.actor)).toEqual([
      'admin',
      'admin',
      'admin',
    ]);
  });

  it('hides other sellers’ listings (404) and validates the target status', async () => {
    const listing = await createListing(false);
    const hidden = await change(stranger, listing.id, 'ARCHIVED');
    expect(hidden.statusCode).toBe(404);
    expect((await change(seller, '00000000-0000-4000-8000-000000000000', 'ARCHIVED')).statusCode).toBe(404);
    expect((await change(seller, listing.id, 'SOLD')).statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/status`,
      payload: { to: 'ARCHIVED' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
