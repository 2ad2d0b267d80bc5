import { randomInt, randomUUID } from 'node:crypto';
import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import {
  type DraftSnapshotInput,
  draftConflictDetailsSchema,
  draftListResponseSchema,
  draftsPerSellerMax,
  type ListingDraftFieldsInput,
  listingDraftResponseSchema,
  publishDraftResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { searchResponseSchema } from '@shared/search/search.schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDrafts, listingStatusEvents } from '../../db/schema/listing-drafts.schema';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { mediaAssets } from '../../db/schema/media.schema';
import { installVisionDouble, uploadRequest, waitForAltText } from '../../test/media-test-support';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('listing drafts API', () => {
  let context: TestContext;
  let seller: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    installVisionDouble(context);
    seller = await createTestUser(context, { label: 'draft-seller', roles: ['seller'] });
    stranger = await createTestUser(context, { label: 'draft-stranger', roles: ['seller'] });
  });
  afterAll(async () => {
    for (const user of [seller, stranger]) {
      await context.database.db.delete(listings).where(eq(listings.sellerId, user.id));
    }
    await context.close();
  });

  /** A word no seeded listing has, so search finds exactly the published draft. */
  const uniqueWord = () =>
    `kvist${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
  const fields = (overrides: Partial<ListingDraftFieldsInput> = {}): ListingDraftFieldsInput => ({
    language: 'en',
    title: 'Solid oak dining table',
    description: 'Solid oak dining table for six, a few marks on the top, sturdy legs, no wobble at all.',
    categoryId: 'home-furniture-tables',
    priceValue: 120,
    condition: 'good',
    locationSlug: 'potsdam',
    offersPickup: true,
    offersShipping: true,
    shippingOptions: [{ carrier: 'dhl', price: 5.49, estimatedDays: '2-3' }],
    ...overrides,
  });
  const snapshot = (overrides: Partial<ListingDraftFieldsInput> = {}): DraftSnapshotInput => ({
    formatVersion: 1,
    fields: fields(overrides),
  });
  const inject = (
    user: TestUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => context.app.inject({ method, url, headers: { ...user?.headers, ...headers }, payload });
  const errorOf = (response: { json(): unknown }) => errorResponseSchema.parse(response.json()).error;
  const createDraft = async (user: TestUser = seller, overrides: Partial<ListingDraftFieldsInput> = {}) => {
    const response = await inject(user, 'POST', '/api/listing-drafts', {
      snapshot: snapshot(overrides),
      clientSessionId: 'tab-a',
    });
    expect(response.statusCode, response.body).toBe(201);
    return listingDraftResponseSchema.parse(response.json()).data.draft;
  };
  const save = (
    id: string,
    baseVersion: number,
    overrides: Partial<ListingDraftFieldsInput>,
    tab = 'tab-a',
  ) =>
    inject(seller, 'PUT', `/api/listing-drafts/${id}`, {
      baseVersion,
      snapshot: snapshot(overrides),
      clientSessionId: tab,
    });
  /** A fresh PNG each time (random colour), so uploads are never deduplicated against each other. */
  const upload = async () => {
    const colour = { r: randomInt(256), g: randomInt(256), b: randomInt(256) };
    const bytes = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
      .png()
      .toBuffer();
    const response = await uploadRequest(context, seller.headers, {
      fileName: 'photo.png',
      contentType: 'image/png',
      bytes,
    });
    expect(response.statusCode, response.body).toBe(201);
    const { asset } = response.json().data as { asset: { id: string } };
    // The analysis runs after the answer; let it finish so it does not race the test's own updates.
    await waitForAltText(context, seller.headers, asset.id);
    return asset.id;
  };
  const publish = (id: string, baseVersion: number, headers: Record<string, string> = {}) =>
    inject(seller, 'POST', `/api/listing-drafts/${id}/publish`, { baseVersion }, headers);
  it('creates a draft at version 1 and saves it version by version', async () => {
    const draft = await createDraft();
    expect(draft).toMatchObject({ version: 1, clientSessionId: 'tab-a' });
    expect(draft.snapshot.fields).toMatchObject({
      title: 'Solid oak dining table',
      quantity: 1,
      mediaIds: [],
    });

    const saved = await save(draft.id, 1, { title: 'Solid oak dining table, extendable' }, 'tab-b');
    expect(saved.statusCode, saved.body).toBe(200);
    const second = listingDraftResponseSchema.parse(saved.json()).data.draft;
    expect(second).toMatchObject({ version: 2, clientSessionId: 'tab-b' });

    const read = await inject(seller, 'GET', `/api/listing-drafts/${draft.id}`);
    expect(listingDraftResponseSchema.parse(read.json()).data.draft.snapshot.fields.title).toBe(
      'Solid oak dining table, extendable',
    );
  });

  it('answers a stale save with 409 VERSION_CONFLICT carrying the server copy', async () => {
    const draft = await createDraft();
    expect((await save(draft.id, 1, { title: 'Saved by the phone first' }, 'phone')).statusCode).toBe(200);
    const stale = await save(draft.id, 1, { title: 'Saved by the laptop later' }, 'laptop');
    expect(stale.statusCode).toBe(409);
    const error = errorOf(stale);
    expect(error.code).toBe('VERSION_CONFLICT');
    const details = draftConflictDetailsSchema.parse(error.details);
    expect(details).toMatchObject({ serverVersion: 2, clientSessionId: 'phone' });
    expect(details.snapshot.fields.title).toBe('Saved by the phone first');
  });

  it('lets exactly one of two concurrent saves on the same version win', async () => {
    const draft = await createDraft();
    const results = await Promise.all([
      save(draft.id, 1, { title: 'First concurrent save' }, 'one'),
      save(draft.id, 1, { title: 'Second concurrent save' }, 'two'),
    ]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    const [row] = await context.database.db
      .select({ version: listingDrafts.version })
      .from(listingDrafts)
      .where(eq(listingDrafts.id, draft.id));
    expect(row?.version).toBe(2);
  });

  it('hides other sellers’ drafts (404) and deletes one’s own', async () => {
    const draft = await createDraft();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { baseVersion: 1, snapshot: snapshot(), clientSessionId: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await inject(stranger, method, `/api/listing-drafts/${draft.id}`, payload);
      expect(response.statusCode, method).toBe(404);
    }
    expect((await inject(seller, 'DELETE', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(204);
    expect((await inject(seller, 'GET', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(404);
    expect((await inject(seller, 'DELETE', `/api/listing-drafts/${draft.id}`)).statusCode).toBe(404);
  });

  it('lists open drafts newest first with the cover thumbnail of the seller’s own photo', async () => {
    const lister = await createTestUser(context, { label: 'draft-lister', roles: ['seller'] });
    const foreignMedia = await upload();
    const older = await createDraft(lister, { title: 'Older draft title' });
    const newer = await createDraft(lister, { title: 'Newer draft title', mediaIds: [foreignMedia] });
    const response = await inject(lister, 'GET', '/api/listing-drafts');
    expect(response.statusCode, response.body).toBe(200);
    const { drafts } = draftListResponseSchema.parse(response.json()).data;
    expect(drafts.map((draft) => draft.id)).toEqual([newer.id, older.id]);
    // The photo belongs to another seller: no thumbnail, not counted.
    expect(drafts[0]).toMatchObject({ title: 'Newer draft title', thumbnailUrl: null, mediaCount: 0 });

    const own = await createDraft(seller, { title: 'Draft with a photo', mediaIds: [foreignMedia] });
    const mine = draftListResponseSchema.parse((await inject(seller, 'GET', '/api/listing-drafts')).json())
      .data.drafts;
    expect(mine[0]).toMatchObject({ id: own.id, mediaCount: 1 });
    expect(mine[0]?.thumbnailUrl).toMatch(/^\/media\/.+\/thumbnail\.webp$/);
  });

  it(`refuses a new draft beyond ${draftsPerSellerMax} with LIMIT_REACHED`, async () => {
    const hoarder = await createTestUser(context, { label: 'draft-hoarder', roles: ['seller'] });
    await context.database.db.insert(listingDrafts).values(
      Array.from({ length: draftsPerSellerMax }, () => ({
        sellerId: hoarder.id,
        snapshot: { formatVersion: 1 as const, fields: {} as never, aiSuggestion: null },
      })),
    );
    const response = await inject(hoarder, 'POST', '/api/listing-drafts', {
      snapshot: snapshot(),
      clientSessionId: 'tab',
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'LIMIT_REACHED',
      details: { limit: draftsPerSellerMax },
    });
  });

  it('needs sign-in, a verified email and permission to sell', async () => {
    // Buyers may sell (ADR 072); an account that only moderates may not.
    const moderator = await createTestUser(context, { label: 'draft-moderator', roles: ['moderator'] });
    const unverified = await createTestUser(context, {
      label: 'draft-unverified',
      roles: ['seller'],
      isEmailVerified: false,
    });
    expect((await inject(null, 'GET', '/api/listing-drafts')).statusCode).toBe(401);
    expect(errorOf(await inject(moderator, 'GET', '/api/listing-drafts')).code).toBe('FORBIDDEN');
    expect(errorOf(await inject(unverified, 'GET', '/api/listing-drafts')).code).toBe('EMAIL_NOT_VERIFIED');
    expect((await inject(null, 'POST', '/api/listing-checks', { fields: fields() })).statusCode).toBe(401);
  });

  describe('publishing', () => {
    it('publishes a draft with its photos: searchable at once, out of the draft list', async () => {
      const word = uniqueWord();
      const photo = await upload();
      const second = await upload();
      const draft = await createDraft(seller, {
        title: `${word} oak dining table`,
        mediaIds: [photo, second],
        offersSameDay: true,
        sameDayPrice: 9,
      });
      const response = await publish(draft.id, 1);
      expect(response.statusCode, response.body).toBe(200);
      const { listing, warnings } = publishDraftResponseSchema.parse(response.json()).data;
      expect(listing.status).toBe('PUBLISHED');
      expect(warnings.every((warning) => warning.severity === 'warning')).toBe(true);

      const search = await context.app.inject({ method: 'GET', url: `/api/search?query=${word}` });
      expect(search.statusCode, search.body).toBe(200);
      const found = searchResponseSchema.parse(search.json()).data.listings;
      expect(found.map((result) => result.id)).toContain(listing.id);

      const detail = await context.app.inject({ method: 'GET', url: `/api/listings/${listing.slug}` });
      expect(detail.statusCode, detail.body).toBe(200);
      const shown = listingDetailResponseSchema.parse(detail.json()).data.listing;
      expect(shown.gallery).toHaveLength(2);
      expect(shown.shippingOptions.map((option) => [option.type, option.label])).toEqual([
        ['pickup', 'Pickup'],
        ['shipping', 'DHL'],
        ['sameday', 'Same-day delivery'],
      ]);

      const photos = await context.database.db
        .select({ position: listingMedia.position, isPrimary: listingMedia.isPrimary })
        .from(listingMedia)
        .where(eq(listingMedia.listingId, listing.id))
        .orderBy(listingMedia.position);
      expect(photos).toEqual([
        { position: 0, isPrimary: true },
        { position: 1, isPrimary: false },
      ]);
      const [asset] = await context.database.db
        .select({ listingId: mediaAssets.listingId })
        .from(mediaAssets)
        .where(eq(mediaAssets.id, photo));
      expect(asset?.listingId).toBe(listing.id);
      const events = await context.database.db
        .select({
          from: listingStatusEvents.fromStatus,
          to: listingStatusEvents.toStatus,
          actor: listingStatusEvents.actorRole,
        })
        .from(listingStatusEvents)
        .where(eq(listingStatusEvents.listingId, listing.id))
        .orderBy(listingStatusEvents.createdAt);
      expect(events).toEqual([
        { from: 'DRAFT', to: 'READY', actor: 'system' },
        { from: 'READY', to: 'PUBLISHED', actor: 'seller' },
      ]);

      const drafts = draftListResponseSchema.parse(
        (await inject(seller, 'GET', '/api/listing-drafts')).json(),
      ).data.drafts;
      expect(drafts.map((entry) => entry.id)).not.toContain(draft.id);
      const again = await publish(draft.id, 1);
      expect(errorOf(again).code).toBe('CONFLICT');
      expect(errorOf(await save(draft.id, 1, {})).code).toBe('CONFLICT');
    });

    it('files the listing under the language it is written in, whatever the interface was', async () => {
      const draft = await createDraft(seller, {
        language: 'en',
        title: 'Massiver Esstisch aus Eiche',
        description:
          'Massiver Esstisch aus Eiche für sechs Personen, kleine Kratzer auf der Platte, sonst sehr gut.',
        mediaIds: [await upload()],
      });
      const response = await publish(draft.id, 1);
      expect(response.statusCode, response.body).toBe(200);
      const { listing } = publishDraftResponseSchema.parse(response.json()).data;
      const [row] = await context.database.db
        .select({ language: listings.language })
        .from(listings)
        .where(eq(listings.id, listing.id));
      // German stemming for German text: "Esstische" will find it.
      expect(row?.language).toBe('de');
    });

    it('refuses a draft that breaks rules or blocking checks, with field issues', async () => {
      const draft = await createDraft(seller, {
        title: 'Table',
        description: 'Oak table, call 0176 1234567 for details, pickup only please.',
        condition: null,
      });
      const response = await publish(draft.id, 1, { 'accept-language': 'de' });
      expect(response.statusCode).toBe(400);
      const error = errorOf(response);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.issues).toEqual(
        expect.arrayContaining([
          { path: 'fields.mediaIds', message: 'Add at least one photo.', code: 'media_required' },
          { path: 'fields.title', message: 'Title must be at least 10 characters.', code: 'title_too_short' },
          { path: 'fields.condition', message: 'Select the condition.', code: 'condition_required' },
          expect.objectContaining({
            path: 'fields.description',
            code: 'phone_number',
            message: 'Bitte entferne die Telefonnummer; Käufer erreichen dich über den Chat.',
          }),
        ]),
      );
    });

    it('refuses photos that are all held by moderation', async () => {
      const photo = await upload();
      await context.database.db
        .update(mediaAssets)
        .set({ moderation: 'held' })
        .where(eq(mediaAssets.id, photo));
      const draft = await createDraft(seller, { title: `${uniqueWord()} oak table`, mediaIds: [photo] });
      const response = await publish(draft.id, 1);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).details?.issues).toContainEqual(
        expect.objectContaining({ path: 'fields.mediaIds', code: 'media_unavailable' }),
      );
      await context.database.db
        .update(mediaAssets)
        .set({ moderation: 'clear' })
        .where(eq(mediaAssets.id, photo));
    });

    it('answers a publish based on an old version with VERSION_CONFLICT', async () => {
      const draft = await createDraft();
      expect((await save(draft.id, 1, { title: 'Solid oak dining table, newer' }, 'tab-b')).statusCode).toBe(
        200,
      );
      const response = await publish(draft.id, 1);
      expect(response.statusCode).toBe(409);
      const error = errorOf(response);
      expect(error.code).toBe('VERSION_CONFLICT');
      expect(draftConflictDetailsSchema.parse(error.details)).toMatchObject({
        serverVersion: 2,
        clientSessionId: 'tab-b',
      });
      expect(
        (await inject(stranger, 'POST', `/api/listing-drafts/${draft.id}/publish`, { baseVersion: 2 }))
          .statusCode,
      ).toBe(404);
    });
  });
});
