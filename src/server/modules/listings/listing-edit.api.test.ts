import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  draftListResponseSchema,
  type ListingDraft,
  type ListingDraftFieldsInput,
  listingDraftResponseSchema,
  publishDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { searchResponseSchema } from '@shared/search/search.schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { listingPriceHistory, listings } from '../../db/schema/listings.schema';
import { createTestListings } from '../../test/listing-factory';
import { createTestPhoto, publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** Editing a live listing through an edit draft (ADR 038), the seller's way out of NEEDS_ACTION. */
describe('editing a listing through a draft', () => {
  let context: TestContext;
  let seller: TestUser;
  let stranger: TestUser;
  let moderator: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'edit-seller', roles: ['seller'] });
    stranger = await createTestUser(context, { label: 'edit-stranger', roles: ['seller'] });
    moderator = await createTestUser(context, { label: 'edit-moderator', roles: ['moderator'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const uniqueWord = () =>
    `knorz${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
  const openEdit = (listingId: string, user: TestUser = seller) =>
    context.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/draft`,
      headers: user.headers,
      payload: { clientSessionId: 'edit-tab' },
    });
  const openedDraft = async (listingId: string, expectedStatus = 201) => {
    const response = await openEdit(listingId);
    expect(response.statusCode, response.body).toBe(expectedStatus);
    return listingDraftResponseSchema.parse(response.json()).data.draft;
  };
  /** Saves the draft with some fields changed; returns the new version. */
  const saveEdit = async (draft: ListingDraft, changes: Partial<ListingDraftFieldsInput>) => {
    const response = await context.app.inject({
      method: 'PUT',
      url: `/api/listing-drafts/${draft.id}`,
      headers: seller.headers,
      payload: {
        baseVersion: draft.version,
        snapshot: { ...draft.snapshot, fields: { ...draft.snapshot.fields, ...changes } },
        clientSessionId: 'edit-tab',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return listingDraftResponseSchema.parse(response.json()).data.draft;
  };
  const publish = (draft: ListingDraft) =>
    context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: seller.headers,
      payload: { baseVersion: draft.version },
    });
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const changeStatus = async (user: TestUser, id: string, to: string) => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${id}/status`,
      headers: user.headers,
      payload: { to },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const rowOf = async (id: string) => {
    const [row] = await context.database.db.select().from(listings).where(eq(listings.id, id));
    return row!;
  };
  const eventsOf = async (id: string) =>
    (
      await context.database.db
        .select({
          from: listingStatusEvents.fromStatus,
          to: listingStatusEvents.toStatus,
          actor: listingStatusEvents.actorRole,
        })
        .from(listingStatusEvents)
        .where(eq(listingStatusEvents.listingId, id))
        .orderBy(asc(listingStatusEvents.createdAt))
    ).map((event) => `${event.from}>${event.to}:${event.actor}`);

  it('opens one edit draft per listing, prefilled from it, outside the draft manager', async () => {
    const photo = await createTestPhoto(context, seller.id);
    const listing = await publishTestListing(context, seller, {
      title: 'Walnut bookshelf with five shelves',
      priceValue: 79.5,
      locationSlug: 'potsdam',
      mediaIds: [photo],
      offersShipping: true,
      shippingOptions: [{ carrier: 'hermes', price: 6.5, estimatedDays: '2-4' }],
      tags: ['walnut', 'shelf'],
    });
    const draft = await openedDraft(listing.id);
    expect(draft).toMatchObject({ listingId: listing.id, version: 1, clientSessionId: 'edit-tab' });
    expect(draft.snapshot.aiSuggestion).toBeNull();
    expect(draft.snapshot.fields).toMatchObject({
      language: 'en',
      title: 'Walnut bookshelf with five shelves',
      categoryId: 'home-furniture-shelves',
      categoryPath: ['home', 'home-furniture', 'home-furniture-shelves'],
      priceValue: 79.5,
      condition: 'good',
      tags: ['walnut', 'shelf'],
      offersPickup: true,
      offersShipping: true,
      shippingOptions: [{ carrier: 'hermes', price: 6.5, estimatedDays: '2-4' }],
      locationSlug: 'potsdam',
      mediaIds: [photo],
    });

    // A second "edit" (another tab, coming back later) opens the same draft.
    const again = await openedDraft(listing.id, 200);
    expect(again.id).toBe(draft.id);
    const racing = await Promise.all([openEdit(listing.id), openEdit(listing.id)]);
    expect(racing.map((response) => listingDraftResponseSchema.parse(response.json()).data.draft.id)).toEqual(
      [draft.id, draft.id],
    );
    const manager = await context.app.inject({
      method: 'GET',
      url: '/api/listing-drafts',
      headers: seller.headers,
    });
    expect(draftListResponseSchema.parse(manager.json()).data.drafts.map((entry) => entry.id)).not.toContain(
      draft.id,
    );
    const byId = await context.app.inject({
      method: 'GET',
      url: `/api/listing-drafts/${draft.id}`,
      headers: seller.headers,
    });
    expect(listingDraftResponseSchema.parse(byId.json()).data.draft.listingId).toBe(listing.id);
  });

  it('hides other sellers’ listings and needs permission to sell', async () => {
    const listing = await publishTestListing(context, seller);
    expect((await openEdit(listing.id, stranger)).statusCode).toBe(404);
    expect((await openEdit(randomUUID())).statusCode).toBe(404);
    expect(errorOf(await openEdit(listing.id, moderator)).code).toBe('FORBIDDEN');
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${listing.id}/draft`,
      payload: { clientSessionId: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('publishes an edit in place: same listing and address, new content, photos and price history', async () => {
    const oldWord = uniqueWord();
    const newWord = uniqueWord();
    const listing = await publishTestListing(context, seller, { title: `Walnut ${oldWord} bookshelf` });
    const before = await rowOf(listing.id);
    const draft = await openedDraft(listing.id);
    const secondPhoto = await createTestPhoto(context, seller.id);
    const edited = await saveEdit(draft, {
      title: `Walnut ${newWord} bookshelf`,
      priceValue: 65,
      mediaIds: [secondPhoto, ...draft.snapshot.fields.mediaIds],
    });

    const response = await publish(edited);
    expect(response.statusCode, response.body).toBe(200);
    const published = publishDraftResponseSchema.parse(response.json()).data.listing;
    expect(published).toMatchObject({ id: listing.id, slug: listing.slug, status: 'PUBLISHED' });
    // Editing is not a new listing: the first publish date (and with it the alerts) stays.
    expect(published.publishedAt).toBe(before.publishedAt?.toISOString());

    const detail = await context.app.inject({ method: 'GET', url: `/api/listings/${listing.slug}` });
    const shown = listingDetailResponseSchema.parse(detail.json()).data.listing;
    expect(shown.title).toBe(`Walnut ${newWord} bookshelf`);
    expect(shown.price).toBe(65);
    expect(shown.previousPrice).toBe(80);
    expect(shown.gallery).toHaveLength(2);
    const search = async (word: string) =>
      searchResponseSchema
        .parse((await context.app.inject({ method: 'GET', url: `/api/search?query=${word}` })).json())
        .data.listings.map((result) => result.id);
    expect(await search(newWord)).toContain(listing.id);
    expect(await search(oldWord)).not.toContain(listing.id);

    const prices = await context.database.db
      .select({ priceCents: listingPriceHistory.priceCents })
      .from(listingPriceHistory)
      .where(eq(listingPriceHistory.listingId, listing.id));
    expect(prices).toEqual([{ priceCents: 6500 }]);
    // A live listing stays live: no status step to record.
    expect(await eventsOf(listing.id)).toEqual(['DRAFT>READY:system', 'READY>PUBLISHED:seller']);

    // The draft is used up; the next edit starts a new one from the updated listing.
    expect(errorOf(await publish(edited)).code).toBe('CONFLICT');
    const next = await openedDraft(listing.id);
    expect(next.id).not.toBe(edited.id);
    expect(next.snapshot.fields).toMatchObject({ title: `Walnut ${newWord} bookshelf`, priceValue: 65 });
    expect(next.snapshot.fields.mediaIds).toEqual([secondPhoto, ...draft.snapshot.fields.mediaIds]);
  });

  it('runs the publish rules and blocking checks again on an edit', async () => {
    const listing = await publishTestListing(context, seller);
    const draft = await openedDraft(listing.id);
    const edited = await saveEdit(draft, {
      description: 'Walnut bookshelf, call me on 0176 12345678 for pickup, easy to take apart.',
      mediaIds: [],
    });
    const response = await publish(edited);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'fields.mediaIds', code: 'media_required' }),
        expect.objectContaining({ path: 'fields.description', code: 'phone_number' }),
      ]),
    );
    expect((await rowOf(listing.id)).description).not.toContain('0176');
  });

  it('takes a listing out of NEEDS_ACTION only with changed content that passes (hole 2)', async () => {
    const listing = await publishTestListing(context, seller);
    await changeStatus(moderator, listing.id, 'NEEDS_ACTION');
    const draft = await openedDraft(listing.id);

    // Publishing the listing as it is would undo the moderator's request without an edit.
    const unchanged = await publish(draft);
    expect(unchanged.statusCode, unchanged.body).toBe(400);
    expect(errorOf(unchanged).details?.issues).toEqual([
      {
        path: 'fields',
        message: 'A moderator asked for changes: edit the listing before publishing it again.',
        code: 'content_unchanged',
      },
    ]);
    expect((await rowOf(listing.id)).status).toBe('NEEDS_ACTION');

    const edited = await saveEdit(draft, {
      description: 'Walnut bookshelf with five shelves; the photos now show this very shelf from every side.',
    });
    const response = await publish(edited);
    expect(response.statusCode, response.body).toBe(200);
    expect(publishDraftResponseSchema.parse(response.json()).data.listing.status).toBe('PUBLISHED');
    expect((await eventsOf(listing.id)).slice(2)).toEqual([
      'PUBLISHED>NEEDS_ACTION:moderator',
      'NEEDS_ACTION>READY:system',
      'READY>PUBLISHED:seller',
    ]);
  });

  it('refuses to edit an archived listing until it is restored', async () => {
    const listing = await publishTestListing(context, seller);
    const draft = await openedDraft(listing.id);
    await changeStatus(seller, listing.id, 'ARCHIVED');
    const whileArchived = await publish(draft);
    expect(whileArchived.statusCode).toBe(409);
    expect(errorOf(whileArchived)).toMatchObject({ code: 'CONFLICT', details: { status: 'ARCHIVED' } });
    expect((await rowOf(listing.id)).status).toBe('ARCHIVED');

    await changeStatus(seller, listing.id, 'PUBLISHED');
    expect((await publish(draft)).statusCode).toBe(200);

    const other = await publishTestListing(context, seller);
    await changeStatus(seller, other.id, 'ARCHIVED');
    const refused = await openEdit(other.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('CONFLICT');
  });

  it('publishes a listing that never went live (a DRAFT row) for the first time', async () => {
    const [id] = await createTestListings(context, { sellerId: seller.id, count: 1, status: 'DRAFT' });
    const draft = await openedDraft(id!);
    expect(draft.snapshot.fields).toMatchObject({
      title: 'Test listing number 1',
      locationSlug: 'berlin',
      mediaIds: [],
    });
    const withoutPhoto = await publish(draft);
    expect(errorOf(withoutPhoto).details?.issues).toContainEqual(
      expect.objectContaining({ code: 'media_required' }),
    );
    const edited = await saveEdit(draft, {
      offersPickup: true,
      mediaIds: [await createTestPhoto(context, seller.id)],
    });
    const response = await publish(edited);
    expect(response.statusCode, response.body).toBe(200);
    const published = publishDraftResponseSchema.parse(response.json()).data.listing;
    expect(Date.parse(published.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await eventsOf(id!)).toEqual(['DRAFT>READY:system', 'READY>PUBLISHED:seller']);
  });
});
