import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  type CreateListingDraftRequest,
  listingDraftResponseSchema,
} from '@shared/listings/listing-draft.schema';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/catalog.schema';
import { listings } from '../../db/schema/listings.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('listing publishing API', () => {
  let context: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const createdIds: string[] = [];
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'publisher', roles: ['seller'] });
    const [leaf] = await context.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.level, 2))
      .limit(1);
    categoryId = leaf!.id;
  });
  afterAll(async () => {
    if (createdIds.length > 0) {
      await context.database.db.delete(listings).where(inArray(listings.id, createdIds));
    }
    await context.close();
  });

  const draft = (overrides: Partial<CreateListingDraftRequest> = {}): CreateListingDraftRequest => ({
    title: 'Sturdy oak side table',
    description: 'Solid oak side table with one drawer, small scratches on top, otherwise in good shape.',
    categoryId,
    priceValue: 45.5,
    condition: 'good',
    language: 'en',
    locationSlug: 'potsdam',
    ...overrides,
  });
  const create = (user: TestUser, payload: object) =>
    context.app.inject({ method: 'POST', url: '/api/listings', headers: user.headers, payload });
  const publish = (user: TestUser, id: string) =>
    context.app.inject({ method: 'POST', url: `/api/listings/${id}/publish`, headers: user.headers });
  const createDraft = async (payload: object = draft()) => {
    const response = await create(seller, payload);
    expect(response.statusCode, response.body).toBe(201);
    const { listing } = listingDraftResponseSchema.parse(response.json()).data;
    createdIds.push(listing.id);
    return listing;
  };

  it('creates a draft owned by the caller, filed under the nearest of the ten cities', async () => {
    const listing = await createDraft(draft({ locationSlug: 'potsdam' }));
    expect(listing.status).toBe('DRAFT');
    expect(listing.publishedAt).toBeNull();
    expect(listing.slug).toMatch(/^sturdy-oak-side-table-[0-9a-f]{8}$/);
    const [row] = await context.database.db
      .select({
        sellerId: listings.sellerId,
        cityId: listings.cityId,
        priceCents: listings.priceCents,
        offersPickup: listings.offersPickup,
        latitude: listings.latitude,
      })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(row).toMatchObject({
      sellerId: seller.id,
      cityId: 'berlin',
      priceCents: 4550,
      offersPickup: true,
    });
    // Potsdam's own coordinates, not Berlin's (52.52).
    expect(row?.latitude).toBeCloseTo(52.4, 1);
  });

  it('publishes a draft once: 409 afterwards, 404 for someone else', async () => {
    const listing = await createDraft();
    const stranger = await createTestUser(context, { label: 'not-the-owner', roles: ['seller'] });
    expect((await publish(stranger, listing.id)).statusCode).toBe(404);
    expect((await publish(seller, randomUUID())).statusCode).toBe(404);

    const response = await publish(seller, listing.id);
    expect(response.statusCode, response.body).toBe(200);
    const published = listingDraftResponseSchema.parse(response.json()).data.listing;
    expect(published.status).toBe('PUBLISHED');
    expect(Date.parse(published.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const again = await publish(seller, listing.id);
    expect(again.statusCode).toBe(409);
    expect(errorResponseSchema.parse(again.json()).error.code).toBe('CONFLICT');
  });

  it('needs a verified email and permission to sell', async () => {
    const unverified = await createTestUser(context, {
      label: 'unverified-seller',
      roles: ['seller'],
      isEmailVerified: false,
    });
    const buyer = await createTestUser(context, { label: 'only-buyer', roles: ['buyer'] });
    expect((await create(unverified, draft())).json().error.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await create(buyer, draft())).json().error.code).toBe('FORBIDDEN');
    const anonymous = await context.app.inject({ method: 'POST', url: '/api/listings', payload: draft() });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['title', { title: '  Short   ' }, 'Title must be at least 10 characters.'],
    ['description', { description: 'Too short.' }, 'Description must be at least 40 characters.'],
    ['categoryId', { categoryId: 'ab' }, 'Select a category.'],
    ['priceValue', { priceValue: 0 }, 'Price must be greater than 0.'],
    ['priceValue', { priceValue: 100_000 }, 'Price is too high.'],
    ['priceCurrency', { priceCurrency: 'eur' }, 'Currency must be 3 uppercase letters (ISO 4217).'],
    ['tags', { tags: Array.from({ length: 13 }, (_, index) => `tag${index}`) }, 'Up to 12 tags are allowed.'],
    ['tags.1', { tags: ['fine', '  '] }, 'Tags cannot be empty.'],
  ])('rejects a bad %s with its message', async (field, overrides, message) => {
    const response = await create(seller, draft(overrides as Partial<CreateListingDraftRequest>));
    expect(response.statusCode, response.body).toBe(400);
    const body = errorResponseSchema.parse(response.json());
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details?.issues).toContainEqual(
      expect.objectContaining({ path: `body.${field}`, message }),
    );
  });

  it('answers 400 with a field error for an unknown category or place', async () => {
    const unknownCategory = await create(seller, draft({ categoryId: 'no-such-category' }));
    expect(unknownCategory.statusCode).toBe(400);
    expect(errorResponseSchema.parse(unknownCategory.json()).error.details?.issues).toEqual([
      { path: 'body.categoryId', message: 'Select a category.', code: 'unknown_category' },
    ]);
    const unknownPlace = await create(seller, draft({ locationSlug: 'atlantis-on-sea' }));
    expect(unknownPlace.statusCode).toBe(400);
    expect(errorResponseSchema.parse(unknownPlace.json()).error.details?.issues?.[0]?.path).toBe(
      'body.locationSlug',
    );
  });
});
