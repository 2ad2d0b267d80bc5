import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  type ListingDraftFieldsInput,
  listingDraftResponseSchema,
  publishDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { createTestPhoto, publishableFields } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/**
 * Issue 15, "Selling from a phone" 3 (ADR 048): a draft the AI filed under the wrong category is
 * blocked by a field the seller cannot fill (a motorbike is no helmet, it has no size); changing
 * the category unblocks it, and the old category's values do not reach the listing.
 */
describe('a category change unblocks publishing', () => {
  let context: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'category-change-seller', roles: ['seller'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const motorbike = (overrides: Partial<ListingDraftFieldsInput>) =>
    publishableFields({
      language: 'de',
      title: 'Yamaha MT-07, Baujahr 2019',
      description: 'Yamaha MT-07 aus 2019 mit 18.000 km, gepflegt, Abholung in Köln oder Versand.',
      priceValue: 5200,
      ...overrides,
    });

  it('refuses the helmet category for want of a size, then publishes as a motorbike without it', async () => {
    const mediaIds = [await createTestPhoto(context, seller.id)];
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: seller.headers,
      payload: {
        snapshot: {
          formatVersion: 1,
          fields: motorbike({
            mediaIds,
            categoryId: 'vehicle-parts-motorcycle-gear',
            attributes: { brand: 'Yamaha', colour: 'blue' },
          }),
        },
        clientSessionId: 'phone',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = listingDraftResponseSchema.parse(created.json()).data.draft;

    const refused = await context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: seller.headers,
      payload: { baseVersion: draft.version },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const issues = errorResponseSchema.parse(refused.json()).error.details?.issues ?? [];
    expect(issues).toEqual([expect.objectContaining({ path: 'fields.attributes.size', code: 'required' })]);

    // What the web sends after one pick in the category field: a stale value left in by an older
    // client (the helmet's size) must not reach the listing either.
    const saved = await context.app.inject({
      method: 'PUT',
      url: `/api/listing-drafts/${draft.id}`,
      headers: seller.headers,
      payload: {
        baseVersion: draft.version,
        snapshot: {
          formatVersion: 1,
          fields: motorbike({
            mediaIds,
            categoryId: 'vehicles-motorcycles',
            categoryPath: ['vehicles', 'vehicles-motorcycles'],
            attributes: { brand: 'Yamaha', colour: 'blue', size: 'M' },
          }),
        },
        clientSessionId: 'phone',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedDraft = listingDraftResponseSchema.parse(saved.json()).data.draft;

    const published = await context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: seller.headers,
      payload: { baseVersion: savedDraft.version },
    });
    expect(published.statusCode, published.body).toBe(200);
    const listing = publishDraftResponseSchema.parse(published.json()).data.listing;

    const detail = await context.app.inject({ method: 'GET', url: `/api/listings/${listing.slug}` });
    expect(detail.statusCode).toBe(200);
    const shown = listingDetailResponseSchema.parse(detail.json()).data.listing;
    expect(shown.category.id).toBe('vehicles-motorcycles');
    const keys = shown.attributes.map((attribute) => attribute.key);
    expect(keys).toContain('brand');
    expect(keys).not.toContain('size');
  });

  it('publishes headphones whose Bluetooth version the seller does not know', async () => {
    const mediaIds = [await createTestPhoto(context, seller.id)];
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: seller.headers,
      payload: {
        snapshot: {
          formatVersion: 1,
          fields: publishableFields({
            mediaIds,
            title: 'Sony WH-1000XM4 headphones',
            description:
              'Sony noise cancelling headphones, black, with case and cable, battery still strong.',
            categoryId: 'electronics-audio-headphones',
            categoryPath: ['electronics', 'electronics-audio', 'electronics-audio-headphones'],
            attributes: { brand: 'Sony', connectivity: ['bluetooth'], bluetooth: true },
          }),
        },
        clientSessionId: 'phone',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draft = listingDraftResponseSchema.parse(created.json()).data.draft;
    const published = await context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: seller.headers,
      payload: { baseVersion: draft.version },
    });
    expect(published.statusCode, published.body).toBe(200);
  });
});
