import { errorResponseSchema } from '@shared/api/error.schema';
import {
  type ListingDraftFieldsInput,
  listingChecksResponseSchema,
} from '@shared/listings/listing-editor.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';

describe('listing checks API', () => {
  let context: TestContext;
  let seller: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    seller = await createTestUser(context, { label: 'checks-seller', roles: ['seller'] });
  });
  afterAll(async () => {
    await context.close();
  });

  const fields = (overrides: Partial<ListingDraftFieldsInput> = {}): ListingDraftFieldsInput => ({
    language: 'en',
    title: 'Solid oak dining table',
    description: 'Solid oak dining table for six, a few marks on the top, sturdy legs, no wobble at all.',
    categoryId: 'home-furniture-tables',
    priceValue: 120,
    condition: 'good',
    locationSlug: 'potsdam',
    ...overrides,
  });
  const check = (overrides: Partial<ListingDraftFieldsInput>, language: string) =>
    context.app.inject({
      method: 'POST',
      url: '/api/listing-checks',
      headers: { ...seller.headers, 'accept-language': language },
      payload: { fields: fields(overrides) },
    });

  it('needs sign-in and permission to sell', async () => {
    // Buyers may sell (ADR 072); an account that only moderates may not.
    const moderator = await createTestUser(context, { label: 'checks-moderator', roles: ['moderator'] });
    const anonymous = await context.app.inject({
      method: 'POST',
      url: '/api/listing-checks',
      payload: { fields: fields() },
    });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await context.app.inject({
      method: 'POST',
      url: '/api/listing-checks',
      headers: moderator.headers,
      payload: { fields: fields() },
    });
    expect(errorResponseSchema.parse(forbidden.json()).error.code).toBe('FORBIDDEN');
  });

  it.each([
    ['Call me: 0 1 7 6 1 2 3 4 5 6 7, happy to answer questions.', 'phone_number'],
    ['Phone zero one seven six one two three four five six, evenings only.', 'phone_number'],
    ['Ruf an unter null eins sieben sechs eins zwei drei vier fünf sechs.', 'phone_number'],
    ['Questions? Write to oak.seller at web dot de and I will answer.', 'contact_details'],
    ['Fragen gerne an eichentisch(at)gmx.de oder schreib mir per WhatsApp.', 'contact_details'],
  ])('finds contact details in “%s”', async (description, code) => {
    const response = await check({ description }, 'en');
    expect(response.statusCode, response.body).toBe(200);
    const { issues } = listingChecksResponseSchema.parse(response.json()).data;
    expect(issues).toContainEqual(expect.objectContaining({ field: 'description', code, severity: 'error' }));
  });

  it('leaves prices, sizes and model numbers alone', async () => {
    const response = await check(
      { description: 'iPhone 13 128 GB, Größe 38 case, bought 2021 for 899 €, dimensions 120 x 80 cm.' },
      'en',
    );
    const { issues } = listingChecksResponseSchema.parse(response.json()).data;
    expect(issues.filter((issue) => issue.field === 'description')).toEqual([]);
  });

  it('answers in the Accept-Language language', async () => {
    const overrides = { title: 'Pistole mit Munition', description: 'Handy 0176-123 45 67, nur Abholung.' };
    const german = listingChecksResponseSchema.parse((await check(overrides, 'de-DE,de;q=0.9')).json()).data;
    expect(german.issues.find((issue) => issue.code === 'phone_number')?.message).toBe(
      'Bitte entferne die Telefonnummer; Käufer erreichen dich über den Chat.',
    );
    expect(german.issues.find((issue) => issue.code === 'blocked_term')).toMatchObject({
      field: 'title',
      params: { term: 'pistole' },
      message: 'Der Text enthält einen Begriff, der auf Kleinkram nicht erlaubt ist.',
    });
    const english = listingChecksResponseSchema.parse((await check(overrides, 'en')).json()).data;
    expect(english.issues.find((issue) => issue.code === 'phone_number')?.message).toMatch(
      /^Please remove the phone number; buyers reach you through the chat/,
    );
  });

  it('warns about a price under 1 EUR, unknown brands and unsupported categories', async () => {
    const response = await check(
      { priceValue: 0.5, categoryId: 'home', attributes: { brand: 'Qwzxy Möbelwerk' } },
      'en',
    );
    const codes = listingChecksResponseSchema
      .parse(response.json())
      .data.issues.map((issue) => [issue.code, issue.severity]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['price_under_one', 'warning'],
        ['unknown_brand', 'warning'],
        ['unsupported_category', 'error'],
      ]),
    );
  });
});
