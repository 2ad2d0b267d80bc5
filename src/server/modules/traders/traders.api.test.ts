import { errorResponseSchema } from '@shared/api/error.schema';
import { listingDetailResponseSchema } from '@shared/listings/listing-detail.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { sellerProfileResponseSchema } from '@shared/reviews/review.schema';
import { traderProfileResponseSchema } from '@shared/traders/trader.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings.schema';
import { traderProfiles } from '../../db/schema/traders.schema';
import { createTestPhoto, publishableFields, publishTestListing } from '../../test/published-listing-factory';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

const completeDetails = {
  legalName: 'Kramladen Müller e.K.',
  street: 'Hauptstraße 5',
  postalCode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '0049 30 1234567',
  email: 'info@kramladen.example',
  tradeRegisterNumber: 'HRA 12345',
  registerCourt: 'Amtsgericht Charlottenburg',
  vatId: 'DE 123456789',
  selfCertified: true,
};

describe('commercial sellers (ADR 066)', () => {
  let context: TestContext;
  const sellers: TestUser[] = [];

  beforeAll(async () => {
    context = await createTestApp();
  });
  afterAll(async () => {
    for (const seller of sellers) {
      await context.database.db.delete(listings).where(eq(listings.sellerId, seller.id));
    }
    await context.close();
  });

  const newSeller = async (label: string) => {
    const seller = await createTestUser(context, { label, roles: ['seller'] });
    sellers.push(seller);
    return seller;
  };
  const put = (user: TestUser, payload: Record<string, unknown>) =>
    context.app.inject({ method: 'PUT', url: '/api/traders/me', headers: user.headers, payload });
  const myProfile = async (user: TestUser) => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/traders/me',
      headers: user.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return traderProfileResponseSchema.parse(response.json()).data;
  };
  const storedRow = async (user: TestUser) => {
    const [row] = await context.database.db
      .select()
      .from(traderProfiles)
      .where(eq(traderProfiles.userId, user.id));
    return row;
  };
  const listingSeller = async (slug: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/listings/${slug}` });
    expect(response.statusCode, response.body).toBe(200);
    return listingDetailResponseSchema.parse(response.json()).data.listing.seller;
  };
  const sellerPage = async (sellerId: string) => {
    const response = await context.app.inject({ method: 'GET', url: `/api/sellers/${sellerId}` });
    expect(response.statusCode, response.body).toBe(200);
    return sellerProfileResponseSchema.parse(response.json()).data.seller;
  };

  it('starts private, and the form needs signing in', async () => {
    const seller = await newSeller('trader-fresh');
    expect(await myProfile(seller)).toEqual({
      sellerKind: 'private',
      details: null,
      isComplete: false,
      selfCertifiedAt: null,
      declaredAt: null,
    });
    const guest = await context.app.inject({ method: 'GET', url: '/api/traders/me' });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses missing and invalid fields with a field error each, and stores nothing', async () => {
    const seller = await newSeller('trader-invalid');
    const missing = await put(seller, {
      sellerKind: 'trader',
      details: { ...completeDetails, legalName: '', phone: undefined, selfCertified: false },
    });
    expect(missing.statusCode).toBe(400);
    const missingError = errorResponseSchema.parse(missing.json()).error;
    expect(missingError.code).toBe('VALIDATION_FAILED');
    const paths = missingError.details?.issues?.map((issue) => issue.path) ?? [];
    for (const field of ['legalName', 'phone', 'selfCertified']) {
      expect(paths).toContainEqual(expect.stringContaining(`details.${field}`));
    }

    for (const bad of [
      { postalCode: '1234' },
      { vatId: 'DE12345' },
      { registerCourt: '' },
      { tradeRegisterNumber: null },
      { phone: 'ring me' },
      { email: 'nobody' },
      { country: 'XX' },
    ]) {
      const response = await put(seller, { sellerKind: 'trader', details: { ...completeDetails, ...bad } });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      const error = errorResponseSchema.parse(response.json()).error;
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.details?.issues?.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
    expect(await storedRow(seller)).toBeUndefined();
    expect((await myProfile(seller)).sellerKind).toBe('private');
  });

  it('refuses the switch without details when none are stored', async () => {
    const seller = await newSeller('trader-no-details');
    const response = await put(seller, { sellerKind: 'trader' });
    expect(response.statusCode).toBe(422);
    expect(errorResponseSchema.parse(response.json()).error.code).toBe('TRADER_DETAILS_REQUIRED');
    expect(await storedRow(seller)).toBeUndefined();
  });

  it('shows a complete trader on the listing page and the seller page, and keeps the details when switching back', async () => {
    const seller = await newSeller('trader-complete');
    const listing = await publishTestListing(context, seller);
    expect(await listingSeller(listing.slug)).toMatchObject({ sellerKind: 'private', trader: null });
    expect(await sellerPage(seller.id)).toMatchObject({ sellerKind: 'private', trader: null });

    const declared = await put(seller, { sellerKind: 'trader', details: completeDetails });
    expect(declared.statusCode, declared.body).toBe(200);
    const profile = traderProfileResponseSchema.parse(declared.json()).data;
    expect(profile).toMatchObject({ sellerKind: 'trader', isComplete: true });
    expect(profile.details).toMatchObject({ phone: '+49 30 1234567', vatId: 'DE123456789' });
    expect(profile.declaredAt).not.toBeNull();

    const publicInfo = {
      legalName: 'Kramladen Müller e.K.',
      street: 'Hauptstraße 5',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      phone: '+49 30 1234567',
      email: 'info@kramladen.example',
      tradeRegisterNumber: 'HRA 12345',
      registerCourt: 'Amtsgericht Charlottenburg',
      vatId: 'DE123456789',
      selfCertified: true,
    };
    expect(await listingSeller(listing.slug)).toMatchObject({ sellerKind: 'trader', trader: publicInfo });
    expect(await sellerPage(seller.id)).toMatchObject({ sellerKind: 'trader', trader: publicInfo });
    // The declaration dates are the seller's, not the buyers'.
    expect(Object.keys((await sellerPage(seller.id)).trader ?? {})).not.toContain('declaredAt');

    const back = await put(seller, { sellerKind: 'private' });
    expect(back.statusCode, back.body).toBe(200);
    expect(traderProfileResponseSchema.parse(back.json()).data).toMatchObject({
      sellerKind: 'private',
      isComplete: true,
      details: { legalName: 'Kramladen Müller e.K.', city: 'Berlin' },
    });
    expect(await listingSeller(listing.slug)).toMatchObject({ sellerKind: 'private', trader: null });
    expect(await sellerPage(seller.id)).toMatchObject({ sellerKind: 'private', trader: null });

    // The stored details carry the switch back on without typing them again.
    const again = await put(seller, { sellerKind: 'trader' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await listingSeller(listing.slug)).toMatchObject({ sellerKind: 'trader', trader: publicInfo });
  });

  it('stores optional fields left empty as not given', async () => {
    const seller = await newSeller('trader-minimal');
    const response = await put(seller, {
      sellerKind: 'trader',
      details: { ...completeDetails, tradeRegisterNumber: '', registerCourt: '', vatId: '' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await storedRow(seller)).toMatchObject({
      tradeRegisterNumber: null,
      registerCourt: null,
      vatId: null,
    });
  });

  it('blocks publishing while the trader information is incomplete', async () => {
    const seller = await newSeller('trader-incomplete');
    expect((await put(seller, { sellerKind: 'trader', details: completeDetails })).statusCode).toBe(200);
    // Details stored before a rule tightened, or a field lost: the seller is a trader without them.
    await context.database.db
      .update(traderProfiles)
      .set({ phone: null })
      .where(eq(traderProfiles.userId, seller.id));
    expect(await myProfile(seller)).toMatchObject({ sellerKind: 'trader', isComplete: false });

    const created = await context.app.inject({
      method: 'POST',
      url: '/api/listing-drafts',
      headers: seller.headers,
      payload: {
        snapshot: {
          formatVersion: 1,
          fields: publishableFields({ mediaIds: [await createTestPhoto(context, seller.id)] }),
        },
        clientSessionId: 'trader-test',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { draft } = listingDraftResponseSchema.parse(created.json()).data;
    const publish = () =>
      context.app.inject({
        method: 'POST',
        url: `/api/listing-drafts/${draft.id}/publish`,
        headers: seller.headers,
        payload: { baseVersion: draft.version },
      });
    const refused = await publish();
    expect(refused.statusCode).toBe(422);
    expect(errorResponseSchema.parse(refused.json()).error.code).toBe('TRADER_DETAILS_REQUIRED');
    const live = await context.database.db.select().from(listings).where(eq(listings.sellerId, seller.id));
    expect(live).toHaveLength(0);
    // Shown as commercial, but without legal information we could not stand behind.
    expect(await sellerPage(seller.id)).toMatchObject({ sellerKind: 'trader', trader: null });

    expect((await put(seller, { sellerKind: 'trader', details: completeDetails })).statusCode).toBe(200);
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
  });

  it('lets a private seller publish without any trader information', async () => {
    const seller = await newSeller('trader-private');
    const listing = await publishTestListing(context, seller);
    expect(await listingSeller(listing.slug)).toMatchObject({ sellerKind: 'private', trader: null });
  });
});
