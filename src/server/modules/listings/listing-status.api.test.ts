import { errorResponseSchema } from '@shared/api/error.schema';
import { listingStatusResponseSchema } from '@shared/listings/listing-editor.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { listings } from '../../db/schema/listings.schema';
import { publishTestListing } from '../../test/published-listing-factory';
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

  const createListing = () => publishTestListing(context, seller);
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
    return error;
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
  const isPublic = async (slug: string) =>
    (await context.app.inject({ method: 'GET', url: `/api/listings/${slug}` })).statusCode === 200;

  it('publishes a draft through READY and records both steps', async () => {
    const listing = await createListing();
    expect(await eventsOf(listing.id)).toEqual([
      { from: 'DRAFT', to: 'READY', actor: 'system', reason: null },
      { from: 'READY', to: 'PUBLISHED', actor: 'seller', reason: null },
    ]);
  });

  it('lets the seller archive and restore; editing happens in an edit draft, not by status', async () => {
    const listing = await createListing();
    await expectStatus(seller, listing.id, 'ARCHIVED');
    // A listing is taken back into the editor by opening an edit draft (ADR 038), never by status.
    const refused = await expectRefused(seller, listing.id, 'DRAFT', 'ARCHIVED');
    expect(refused.details).toMatchObject({ allowed: ['PUBLISHED'] });
    await expectStatus(seller, listing.id, 'PUBLISHED');
    await expectStatus(seller, listing.id, 'ARCHIVED');
    await expectRefused(seller, listing.id, 'NEEDS_ACTION', 'ARCHIVED');
    await expectStatus(seller, listing.id, 'PUBLISHED');
    const events = await eventsOf(listing.id);
    expect(events.slice(2).map((event) => `${event.from}>${event.to}:${event.actor}`)).toEqual([
      'PUBLISHED>ARCHIVED:seller',
      'ARCHIVED>PUBLISHED:seller',
      'PUBLISHED>ARCHIVED:seller',
      'ARCHIVED>PUBLISHED:seller',
    ]);
  });

  it('keeps a moderator’s NEEDS_ACTION against the seller’s bare status calls (hole 2)', async () => {
    const listing = await createListing();
    await expectRefused(seller, listing.id, 'NEEDS_ACTION', 'PUBLISHED');
    const flagged = await change(moderator, listing.id, 'NEEDS_ACTION', 'The photos show a different item.');
    expect(flagged.statusCode, flagged.body).toBe(200);
    expect(await isPublic(listing.slug)).toBe(false);

    // The two calls that used to undo it without any edit.
    await expectRefused(seller, listing.id, 'READY', 'NEEDS_ACTION');
    await expectRefused(seller, listing.id, 'PUBLISHED', 'NEEDS_ACTION');
    // Nor does archiving and restoring lift it: a restore leads back to NEEDS_ACTION.
    await expectStatus(seller, listing.id, 'ARCHIVED');
    const restore = await expectRefused(seller, listing.id, 'PUBLISHED', 'ARCHIVED');
    expect(restore.details).toMatchObject({ allowed: ['NEEDS_ACTION'] });
    await expectStatus(seller, listing.id, 'NEEDS_ACTION');
    expect(await isPublic(listing.slug)).toBe(false);

    // Moderators only flag and lift; archiving stays with the seller and admins.
    await expectRefused(moderator, listing.id, 'ARCHIVED', 'NEEDS_ACTION');
    await expectRefused(moderator, listing.id, 'READY', 'NEEDS_ACTION');
    await expectStatus(moderator, listing.id, 'PUBLISHED');
    expect(await isPublic(listing.slug)).toBe(true);
    expect((await eventsOf(listing.id)).slice(2)).toEqual([
      {
        from: 'PUBLISHED',
        to: 'NEEDS_ACTION',
        actor: 'moderator',
        reason: 'The photos show a different item.',
      },
      { from: 'NEEDS_ACTION', to: 'ARCHIVED', actor: 'seller', reason: null },
      { from: 'ARCHIVED', to: 'NEEDS_ACTION', actor: 'seller', reason: null },
      { from: 'NEEDS_ACTION', to: 'PUBLISHED', actor: 'moderator', reason: null },
    ]);
  });

  it('lets an admin flag, archive and restore any listing', async () => {
    const listing = await createListing();
    await expectStatus(admin, listing.id, 'NEEDS_ACTION');
    await expectStatus(admin, listing.id, 'ARCHIVED');
    // An admin may lift a flag, so an admin's restore may go live.
    await expectStatus(admin, listing.id, 'PUBLISHED');
    await expectRefused(admin, listing.id, 'DRAFT', 'PUBLISHED');
    expect((await eventsOf(listing.id)).slice(2).map((event) => event.actor)).toEqual([
      'admin',
      'admin',
      'admin',
    ]);
  });

  it('hides other sellers’ listings (404) and validates the target status', async () => {
    const listing = await createListing();
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
