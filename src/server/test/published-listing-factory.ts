import {
  type ListingDraftFieldsInput,
  listingDraftResponseSchema,
  type PublishDraftResponse,
  publishDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { expect } from 'vitest';
import { mediaAssets } from '../db/schema/media.schema';
import { photoAssetRow } from './photo-asset-row';
import type { TestContext } from './test-app';
import type { TestUser } from './user-factory';

/**
 * A photo row as an upload leaves it (alt text written), without the upload: for tests whose
 * subject is not media. The variant files do not exist; nothing in an API test reads them.
 */
export async function createTestPhoto(context: TestContext, ownerId: string): Promise<string> {
  const [row] = await context.database.db
    .insert(mediaAssets)
    .values(photoAssetRow(ownerId, 'A photo taken by an API test'))
    .returning({ id: mediaAssets.id });
  if (!row) throw new Error('test photo was not inserted');
  return row.id;
}

/** Fields that pass every publish rule and check; a test overrides what it is about. */
export function publishableFields(overrides: Partial<ListingDraftFieldsInput> = {}): ListingDraftFieldsInput {
  return {
    language: 'en',
    title: 'Walnut bookshelf, five shelves',
    description: 'Walnut bookshelf with five shelves, light marks on the side, easy to take apart.',
    categoryId: 'home-furniture-shelves',
    priceValue: 80,
    condition: 'good',
    locationSlug: 'berlin',
    offersPickup: true,
    ...overrides,
  };
}

/**
 * Publishes a listing the way the web does: a server draft, then `POST
 * /api/listing-drafts/{id}/publish`. Without `mediaIds` it gets one test photo of the seller's.
 */
export async function publishTestListing(
  context: TestContext,
  seller: TestUser,
  overrides: Partial<ListingDraftFieldsInput> = {},
): Promise<PublishDraftResponse['data']['listing']> {
  const mediaIds = overrides.mediaIds ?? [await createTestPhoto(context, seller.id)];
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/listing-drafts',
    headers: seller.headers,
    payload: {
      snapshot: { formatVersion: 1, fields: publishableFields({ ...overrides, mediaIds }) },
      clientSessionId: 'api-test',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { draft } = listingDraftResponseSchema.parse(created.json()).data;
  const published = await context.app.inject({
    method: 'POST',
    url: `/api/listing-drafts/${draft.id}/publish`,
    headers: seller.headers,
    payload: { baseVersion: draft.version },
  });
  expect(published.statusCode, published.body).toBe(200);
  return publishDraftResponseSchema.parse(published.json()).data.listing;
}
