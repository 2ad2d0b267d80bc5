import { randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import {
  type ListingDraftFieldsInput,
  listingDraftResponseSchema,
  publishDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { createTestPhoto, publishableFields } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/**
 * The one way a listing goes live (ADR 038): `POST /api/listing-drafts/{id}/publish`. These are
 * the behaviours the removed `POST /api/listings` + `/publish` tests covered, through that way.
 */
describe('publishing a draft: the one publish path', () => {
  let context: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'publish-path-seller', roles: ['seller'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const createDraft = async (overrides: Partial<ListingDraftFieldsInput>) => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: seller.headers,
      payload: {
        snapshot: { formatVersion: 1, fields: publishableFields(overrides) },
        clientSessionId: 'tab',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return listingDraftResponseSchema.parse(response.json()).data.draft;
  };
  const publish = (draftId: string, headers: Record<string, string> = {}) =>
    context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draftId}/publish`,
      headers: { ...seller.headers, ...headers },
      payload: { baseVersion: 1 },
    });
  const issuesOf = (response: { json(): unknown }) => {
    const error = errorResponseSchema.parse(response.json()).error;
    expect(error.code).toBe('VALIDATION_FAILED');
    return error.details?.issues ?? [];
  };
  const withPhoto = async (overrides: Partial<ListingDraftFieldsInput> = {}) => ({
    mediaIds: [await createTestPhoto(context, seller.id)],
    ...overrides,
  });

  describe('hole 1: the listing that went public through the removed path', () => {
    const title = 'Gaming laptop, barely used';
    const badListing: Partial<ListingDraftFieldsInput> = {
      title,
      description:
        'Gaming laptop in top shape. Call me on 0176 12345678 or write to max.mustermann@example.com for pickup.',
      mediaIds: [],
      priceValue: 0.5,
      // A top-level category: known, but not one a listing may be filed under.
      categoryId: 'electronics',
    };

    it('finds no legacy route: POST /api/listings and /api/listings/{id}/publish answer 404', async () => {
      const create = await context.app.inject({
        method: 'POST',
        url: '/api/listings',
        headers: seller.headers,
        // The body the removed route took: it answered 201, and /publish then made it public.
        payload: {
          title,
          description: badListing.description,
          categoryId: badListing.categoryId,
          priceValue: badListing.priceValue,
          condition: 'good',
          language: 'en',
          locationSlug: 'berlin',
        },
      });
      expect(create.statusCode, create.body).toBe(404);
      const publishLegacy = await context.app.inject({
        method: 'POST',
        url: `/api/listings/${randomUUID()}/publish`,
        headers: seller.headers,
      });
      expect(publishLegacy.statusCode).toBe(404);
      // Nor is it described: the OpenAPI document names one publish operation here, and one per
      // other marketplace (issue 19), which only copies a listing that is already live.
      const document = context.app.swagger() as { paths: Record<string, Record<string, unknown>> };
      const publishOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
        path.endsWith('/publish') ? Object.keys(operations).map((method) => `${method} ${path}`) : [],
      );
      expect(publishOperations.sort()).toEqual([
        'post /api/listing-drafts/{id}/publish',
        'post /api/marketplaces/ebay/publish',
      ]);
      expect(document.paths['/api/listings']).toBeUndefined();
    });

    it('is refused by the draft path with every failing rule and blocking check', async () => {
      const draft = await createDraft(badListing);
      const response = await publish(draft.id);
      expect(response.statusCode, response.body).toBe(400);
      const issues = issuesOf(response);
      expect(issues).toEqual(
        expect.arrayContaining([
          { path: 'fields.mediaIds', message: 'Add at least one photo.', code: 'media_required' },
          expect.objectContaining({ path: 'fields.description', code: 'phone_number' }),
          expect.objectContaining({ path: 'fields.description', code: 'contact_details' }),
          expect.objectContaining({ path: 'fields.categoryId', code: 'unsupported_category' }),
        ]),
      );
      // Under 1 EUR is a warning (ADR 030), so it is not among the blocking issues.
      expect(issues.map((issue) => issue.code)).not.toContain('price_under_one');
      const rows = await context.database.db
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.sellerId, seller.id), eq(listings.title, title)));
      expect(rows).toEqual([]);
    });
  });

  it('files the listing under the nearest of the ten cities with the place’s own coordinates', async () => {
    const draft = await createDraft(
      await withPhoto({ title: 'Sturdy oak side table', locationSlug: 'potsdam', priceValue: 45.5 }),
    );
    const response = await publish(draft.id);
    expect(response.statusCode, response.body).toBe(200);
    const { listing } = publishDraftResponseSchema.parse(response.json()).data;
    expect(listing.slug).toMatch(/^sturdy-oak-side-table-[0-9a-f]{8}$/);
    expect(Date.parse(listing.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const [row] = await context.database.db
      .select({
        sellerId: listings.sellerId,
        cityId: listings.cityId,
        priceCents: listings.priceCents,
        latitude: listings.latitude,
      })
      .from(listings)
      .where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ sellerId: seller.id, cityId: 'berlin', priceCents: 4550 });
    // Potsdam's own coordinates, not Berlin's (52.52).
    expect(row?.latitude).toBeCloseTo(52.4, 1);
  });

  it.each([
    ['title', { title: '  Short   ' }, 'Title must be at least 10 characters.'],
    ['title', { title: 'x'.repeat(141) }, 'Title must be at most 140 characters.'],
    ['description', { description: 'Too short.' }, 'Description must be at least 40 characters.'],
    ['categoryId', { categoryId: 'ab' }, 'Select a category.'],
    ['priceValue', { priceValue: 0 }, 'Price must be greater than 0.'],
    ['priceValue', { priceValue: null }, 'Enter a price.'],
    ['priceValue', { priceValue: 100_000 }, 'Price is too high.'],
    ['priceCurrency', { priceCurrency: 'eur' }, 'Currency must be 3 uppercase letters (ISO 4217).'],
    ['tags', { tags: Array.from({ length: 13 }, (_, index) => `tag${index}`) }, 'Up to 12 tags are allowed.'],
    ['tags.1', { tags: ['fine', '  '] }, 'Tags cannot be empty.'],
    ['condition', { condition: null }, 'Select the condition.'],
    ['locationSlug', { locationSlug: '' }, 'Select a place.'],
  ] as const)('refuses a bad %s with the spec’s text', async (field, overrides, message) => {
    const draft = await createDraft(await withPhoto(overrides as Partial<ListingDraftFieldsInput>));
    const response = await publish(draft.id);
    expect(response.statusCode, response.body).toBe(400);
    expect(issuesOf(response)).toContainEqual(expect.objectContaining({ path: `fields.${field}`, message }));
  });

  it('answers 400 with a field error for an unknown category or place', async () => {
    const unknownCategory = await createDraft(await withPhoto({ categoryId: 'no-such-category' }));
    expect(issuesOf(await publish(unknownCategory.id))).toContainEqual({
      path: 'fields.categoryId',
      message: 'Select a category.',
      code: 'category_required',
    });
    const unknownPlace = await createDraft(await withPhoto({ locationSlug: 'atlantis-on-sea' }));
    expect(issuesOf(await publish(unknownPlace.id))).toContainEqual({
      path: 'fields.locationSlug',
      message: 'Select a place.',
      code: 'unknown_location',
    });
  });

  it('answers the blocking checks in the request’s language', async () => {
    const draft = await createDraft(
      await withPhoto({
        description: 'Sehr guter Zustand, schreib mir an max.mustermann@example.com bitte.',
      }),
    );
    const german = issuesOf(await publish(draft.id, { 'accept-language': 'de-DE,de;q=0.9' }));
    expect(german).toContainEqual(
      expect.objectContaining({
        code: 'contact_details',
        message: 'Bitte entferne Kontaktdaten aus der Beschreibung; Käufer erreichen dich über den Chat.',
      }),
    );
    const english = issuesOf(await publish(draft.id, { 'accept-language': 'en' }));
    expect(english).toContainEqual(
      expect.objectContaining({
        code: 'contact_details',
        message: 'Please remove contact details from the description; buyers reach you through the chat.',
      }),
    );
  });
});
