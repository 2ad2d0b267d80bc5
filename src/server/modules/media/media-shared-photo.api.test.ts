import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  type ListingDraft,
  listingDraftResponseSchema,
  publishDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { mediaUploadResponseSchema } from '@shared/media/media-asset.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { fixturePart, installVisionDouble, uploadRequest } from '../../test/media-test-support';
import { createTestPhoto, publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/**
 * Uploads are de-duplicated per owner, so two listings can show the same files (ADR 043): taking
 * the photo out of one listing and deleting the asset must leave the other listing's gallery whole.
 */
describe('a photo shared by two listings', () => {
  let context: TestContext;
  let seller: TestUser;
  let drafter: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    installVisionDouble(context);
    seller = await createTestUser(context, { label: 'shared-photo', roles: ['seller'] });
    // Another owner, so the same fixture is a new upload of theirs (de-duplication is per owner).
    drafter = await createTestUser(context, { label: 'shared-photo-drafter', roles: ['seller'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    await context.close();
  });

  const uploadPhoto = async (owner: TestUser = seller) => {
    const response = await uploadRequest(context, owner.headers, fixturePart('product.png', 'image/png'));
    expect([200, 201], response.body).toContain(response.statusCode);
    return mediaUploadResponseSchema.parse(response.json()).data.asset;
  };
  const deleteAsset = (id: string, owner: TestUser = seller) =>
    context.app.inject({ method: 'DELETE', url: `/api/media/${id}`, headers: owner.headers });
  const galleryOf = async (slug: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/listings/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    return listingDetailResponseSchema.parse(response.json()).data.listing.gallery;
  };
  const statusOf = async (url: string) => (await context.app.inject({ method: 'GET', url })).statusCode;
  const editWithout = async (listingId: string, replacementId: string) => {
    const opened = await context.app.inject({
      method: 'POST',
      url: `/api/listings/${listingId}/draft`,
      headers: seller.headers,
      payload: { clientSessionId: 'shared-photo' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const draft: ListingDraft = listingDraftResponseSchema.parse(opened.json()).data.draft;
    const saved = await context.app.inject({
      method: 'PUT',
      url: `/api/listing-drafts/${draft.id}`,
      headers: seller.headers,
      payload: {
        baseVersion: draft.version,
        snapshot: { ...draft.snapshot, fields: { ...draft.snapshot.fields, mediaIds: [replacementId] } },
        clientSessionId: 'shared-photo',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const version = listingDraftResponseSchema.parse(saved.json()).data.draft.version;
    const published = await context.app.inject({
      method: 'POST',
      url: `/api/listing-drafts/${draft.id}/publish`,
      headers: seller.headers,
      payload: { baseVersion: version },
    });
    expect(published.statusCode, published.body).toBe(200);
    publishDraftResponseSchema.parse(published.json());
  };

  it('keeps the files while another listing or draft shows them, and deletes them once nothing does', async () => {
    const photo = await uploadPhoto();
    const first = await publishTestListing(context, seller, { mediaIds: [photo.id] });
    const second = await publishTestListing(context, seller, {
      title: 'Oak bookshelf, three shelves',
      mediaIds: [photo.id],
    });
    const [shared] = await galleryOf(second.slug);
    expect(shared).toBeDefined();
    expect(await statusOf(shared!.url)).toBe(200);

    // The seller takes the photo out of the first listing (its edit draft) and the editor deletes it.
    await editWithout(first.id, await createTestPhoto(context, seller.id));
    expect((await galleryOf(first.slug)).map((image) => image.url)).not.toContain(shared!.url);
    expect((await deleteAsset(photo.id)).statusCode).toBe(204);

    // The second listing still shows it, from the same files; the asset stays the seller's.
    expect((await galleryOf(second.slug)).map((image) => image.url)).toContain(shared!.url);
    expect(await statusOf(shared!.url)).toBe(200);
    expect(await statusOf(shared!.zoomUrl)).toBe(200);
    const asset = await context.app.inject({
      method: 'GET',
      url: `/api/media/${photo.id}`,
      headers: seller.headers,
    });
    expect(asset.statusCode).toBe(200);

    // Deleting the live listing's photo while it is in the gallery (the old editor's way) breaks nothing either.
    expect((await deleteAsset(photo.id)).statusCode).toBe(204);
    expect(await statusOf(shared!.url)).toBe(200);
  });

  it('keeps a photo an open draft still holds, and deletes an unused one with its files', async () => {
    const photo = await uploadPhoto(drafter);
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: drafter.headers,
      payload: {
        snapshot: { formatVersion: 1, fields: { language: 'en', title: 'Lamp', mediaIds: [photo.id] } },
        clientSessionId: 'shared-photo',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const draftId = listingDraftResponseSchema.parse(created.json()).data.draft.id;
    expect((await deleteAsset(photo.id, drafter)).statusCode).toBe(204);
    expect(await statusOf(photo.variants.card.url)).toBe(200);

    const removed = await context.app.inject({
      method: 'DELETE',
      url: `/api/listing-drafts/${draftId}`,
      headers: drafter.headers,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await deleteAsset(photo.id, drafter)).statusCode).toBe(204);
    expect(await statusOf(photo.variants.card.url)).toBe(404);
    expect((await deleteAsset(photo.id, drafter)).statusCode).toBe(404);
  });
});
