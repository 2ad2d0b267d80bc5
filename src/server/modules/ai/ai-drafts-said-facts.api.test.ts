import { randomUUID } from 'node:crypto';
import { draftResponseSchema } from '@shared/ai/ai-drafts.schema';
import { spokenShippingDefault } from '@shared/listings/ai-suggestion-merge';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingDrafts } from '../../db/schema/listing-drafts.schema';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

/** Issue 15: what the seller says wins (ADR 046), through `POST /api/ai/drafts` with `saveTo`. */
describe('spoken facts in the saved draft', () => {
  let context: TestContext;
  let seller: TestUser;

  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'ai-said-seller', roles: ['seller'] });
  });
  afterAll(async () => {
    await context.database.db.delete(listingDrafts).where(eq(listingDrafts.sellerId, seller.id));
    await context.close();
  });

  const draft = (transcript: string, language: 'de' | 'en', locationSlug = 'potsdam') =>
    context.app.inject({
      method: 'POST',
      url: '/api/ai/drafts',
      headers: seller.headers,
      payload: {
        transcript,
        transcriptLanguage: language,
        language,
        saveTo: { clientSessionId: `tab-${randomUUID()}`, locationSlug },
      },
    });

  it('takes place, shipping and "2.200 Euro VB" from the speech over the profile city', async () => {
    const response = await draft(
      'Verkaufe mein Motorrad, eine Yamaha MT-07, Baujahr 2019, 18.000 km, 2.200 Euro VB, Abholung in Köln oder Versand.',
      'de',
    );
    expect(response.statusCode, response.body).toBe(201);
    const { draft: suggestion, listingDraft } = draftResponseSchema.parse(response.json()).data;
    expect(suggestion).toMatchObject({
      categoryId: 'vehicles-motorcycles',
      price: { value: 2200 },
      priceKind: 'negotiable',
      place: { slug: 'koeln', label: 'Köln' },
      handover: { pickup: true, shipping: true },
    });
    expect(suggestion.attributes).toMatchObject({ firstRegistrationYear: 2019, mileageKm: 18000 });
    expect(suggestion.title).toContain('MT-07');
    expect(listingDraft?.snapshot.fields).toMatchObject({
      priceValue: 2200,
      priceKind: 'negotiable',
      locationSlug: 'koeln',
      offersPickup: true,
      offersShipping: true,
      shippingOptions: [spokenShippingDefault],
    });
  });

  it('keeps the profile city when no place was said, and reads "2,200 euros" and a district', async () => {
    const unsaid = draftResponseSchema.parse(
      (await draft('Road bike from Cube, 56 cm, Shimano 105, 2,200 euros.', 'en', 'potsdam')).json(),
    ).data;
    expect(unsaid.draft.place).toBeUndefined();
    expect(unsaid.listingDraft?.snapshot.fields).toMatchObject({ priceValue: 2200, locationSlug: 'potsdam' });

    const district = draftResponseSchema.parse(
      (await draft('Desk chair for free, pickup only in Berlin Kreuzberg.', 'en')).json(),
    ).data;
    expect(district.draft).toMatchObject({
      price: { value: 0 },
      priceKind: 'free',
      place: { slug: 'kreuzberg' },
      handover: { pickup: true, shipping: false },
    });
    expect(district.listingDraft?.snapshot.fields).toMatchObject({
      priceValue: 0,
      locationSlug: 'kreuzberg',
      offersPickup: true,
      offersShipping: false,
      shippingOptions: [],
    });
  });

  it('sets the quantity only for pieces sold one by one', async () => {
    const each = draftResponseSchema.parse(
      (await draft('Ich habe drei gleiche Schreibtischlampen von IKEA, je 8 Euro.', 'de')).json(),
    ).data;
    expect(each.draft.quantity).toBe(3);
    expect(each.listingDraft?.snapshot.fields).toMatchObject({ quantity: 3, priceValue: 8 });
    const set = draftResponseSchema.parse(
      (await draft('Sechs Esszimmerstühle aus Buche, zusammen 120 Euro.', 'de')).json(),
    ).data;
    expect(set.draft.quantity).toBeUndefined();
    expect(set.listingDraft?.snapshot.fields).toMatchObject({ quantity: 1, priceValue: 120 });
  });
});
