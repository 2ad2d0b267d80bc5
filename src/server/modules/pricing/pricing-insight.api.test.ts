import { randomUUID } from 'node:crypto';
import { listingDraftFieldsSchema } from '@shared/listings/listing-editor.schema';
import { type PricingInsight, pricingInsightResponseSchema } from '@shared/pricing/pricing.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { suggestPriceForFields } from './pricing.service';
import { createPricingFixtures } from './pricing.test-support';

describe('pricing insight API', () => {
  let context: TestContext;
  let fixtures: ReturnType<typeof createPricingFixtures>;
  let seller: TestUser;
  let market: TestUser;
  beforeAll(async () => {
    context = await createTestApp();
    fixtures = createPricingFixtures(context);
    seller = await createTestUser(context, { label: 'pricing-seller', roles: ['seller'] });
    market = await createTestUser(context, { label: 'pricing-market', roles: ['seller'] });
  });
  afterAll(async () => {
    await fixtures.cleanUp();
    await context.close();
  });

  const getInsight = async (user: TestUser, draftId: string, language = 'en'): Promise<PricingInsight> => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/api/listing-drafts/${draftId}/pricing-insight`,
      headers: { ...user.headers, 'accept-language': language },
    });
    expect(response.statusCode, response.body).toBe(200);
    return pricingInsightResponseSchema.parse(response.json()).data.insight;
  };
  const feeMap = (insight: PricingInsight) =>
    Object.fromEntries(insight.fees.map((fee) => [fee.id, fee.amount]));
  /** 20, 25, … 75 €: median 47.50. */
  const twelvePrices = Array.from({ length: 12 }, (_, index) => 20 + index * 5);

  it('takes 12 exact matches of the last 14 days, excluding the seller’s own and older ones', async () => {
    const { leafId } = await fixtures.createBranch('fashion');
    const brand = `Acme ${randomUUID().slice(0, 6)}`;
    const attributes = { brand, colour: 'black' };
    const ids = await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: twelvePrices,
      ageDays: twelvePrices.map((_, index) => index + 1),
      attributes,
    });
    // Noise that must not enter the sample: the seller's own, too old, another brand.
    await fixtures.insertListings({
      sellerId: seller.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: [900],
      ageDays: 1,
      attributes,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: [800],
      ageDays: 20,
      attributes,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: [700],
      ageDays: 1,
      attributes: { brand: 'Other' },
    });
    const draftId = await fixtures.insertDraft(seller.id, {
      categoryId: leafId,
      condition: 'good',
      attributes: { brand: brand.toUpperCase() },
    });

    const insight = await getInsight(seller, draftId);
    expect(insight.comparables).toMatchObject({
      floor: 20,
      median: 47.5,
      ceiling: 75,
      sampleSize: 12,
      windowDays: 14,
      scope: 'exact',
    });
    expect(insight.comparables.listings.map((listing) => listing.listingId).sort()).toEqual([...ids].sort());
    expect(insight.comparables.listings.every((listing) => listing.marketplace === 'kleinkram')).toBe(true);
    // 47.50 rounds to whole euros from 20 €.
    expect(insight.suggestion).toBe(48);
    expect(insight.floorPrice).toBe(43.2);
    expect(insight.ceilingPrice).toBe(53);
    expect(insight.nudges).toEqual([
      { percent: -10, price: 43.2 },
      { percent: -5, price: 45.6 },
      { percent: 5, price: 50.4 },
      { percent: 10, price: 52.8 },
    ]);
    // No price on the draft: fees on the suggestion, 48 € in fashion.
    expect(insight.basePrice).toBe(48);
    expect(feeMap(insight)).toEqual({
      sales_commission: 5.28,
      payment: 1.74,
      shipping_participation: 5.76,
      listing_fee: 0.35,
    });
    expect(insight.netProceeds).toBe(34.87);
    // A test category the reference model does not know: the comparables alone, and how sure they are.
    expect(insight.rationale.map((item) => item.id)).toEqual(['comparables', 'confidence', 'condition']);
    expect(insight.confidence).toBe('high');
    expect(insight.basis).toEqual({
      dominatedBy: 'comparables',
      comparablesWeight: 1,
      reference: null,
      referenceSource: null,
      setAside: 0,
    });
    expect(insight.rationale[0]!.summary).toBe('12 comparable listings, median €47.50');

    const fields = listingDraftFieldsSchema.parse({
      language: 'en',
      categoryId: leafId,
      condition: 'good',
      attributes: { brand },
    });
    expect(await suggestPriceForFields(context.database.db, seller.id, fields)).toBe(48);

    // The seller's own price wins as the base for fees: 40 € in fashion.
    const pricedDraftId = await fixtures.insertDraft(seller.id, {
      categoryId: leafId,
      condition: 'good',
      attributes: { brand },
      priceValue: 40,
    });
    const priced = await getInsight(seller, pricedDraftId);
    expect(priced.suggestion).toBe(48);
    expect(priced.basePrice).toBe(40);
    expect(feeMap(priced)).toEqual({
      sales_commission: 4.4,
      payment: 1.51,
      shipping_participation: 4.8,
      listing_fee: 0.35,
    });
    expect(priced.netProceeds).toBe(28.94);

    // German, by Accept-Language.
    const german = await getInsight(seller, draftId, 'de-DE,de;q=0.9,en;q=0.5');
    expect(german.rationale[0]!.summary).toBe('12 vergleichbare Anzeigen, Median 47,50\u00a0€');
    expect(german.rationale[0]!.detail).toContain('„Testjacken“ der letzten 14 Tage');
    expect(german.rationale[1]!.summary).toBe('Sicherheit: hoch, zu 100 % aus vergleichbaren Anzeigen');
    expect(german.rationale[2]!.summary).toBe('Zustand: Gut');
  });

  it('widens the window to 30 days when 14 days hold fewer than 12', async () => {
    const { leafId } = await fixtures.createBranch('fashion');
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: twelvePrices.slice(0, 5),
      ageDays: 3,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: twelvePrices.slice(5),
      ageDays: 20,
      isSold: true,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: [500],
      ageDays: 60,
    });
    const draftId = await fixtures.insertDraft(seller.id, { categoryId: leafId, condition: 'good' });

    const insight = await getInsight(seller, draftId);
    expect(insight.comparables).toMatchObject({
      floor: 20,
      median: 47.5,
      ceiling: 75,
      sampleSize: 12,
      windowDays: 30,
      scope: 'exact',
    });
    expect(insight.rationale.find((item) => item.id === 'widened')?.detail).toBe(
      'Too few closely matching listings in the last 14 days; compared: same category, condition and attributes, last 30 days.',
    );
  });

  it('widens to any condition, then to the parent category', async () => {
    const { leafId, siblingId } = await fixtures.createBranch('fashion');
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'excellent',
      pricesEuros: [60, 70, 80, 90],
      ageDays: 2,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: [10, 10, 10, 10, 10, 10, 10, 10],
      ageDays: 5,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: siblingId,
      condition: 'excellent',
      pricesEuros: [1, 1, 1, 1],
      ageDays: 1,
    });
    const draftId = await fixtures.insertDraft(seller.id, { categoryId: leafId, condition: 'excellent' });

    const insight = await getInsight(seller, draftId);
    // 4 excellent are too few; 12 in the category in any condition within 14 days.
    expect(insight.comparables).toMatchObject({
      sampleSize: 12,
      windowDays: 14,
      scope: 'category-any-condition',
      floor: 10,
      median: 10,
      ceiling: 90,
    });
    expect(insight.rationale.find((item) => item.id === 'condition')?.detail).toBe(
      'Too few listings in the same condition; listings in any condition were compared.',
    );

    const { leafId: thinLeaf, siblingId: richSibling } = await fixtures.createBranch('fashion');
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: thinLeaf,
      condition: 'good',
      pricesEuros: [30, 34],
      ageDays: 1,
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: richSibling,
      condition: 'fair',
      pricesEuros: twelvePrices.slice(0, 10),
      ageDays: 8,
    });
    const thinDraft = await fixtures.insertDraft(seller.id, { categoryId: thinLeaf, condition: 'good' });
    const widened = await getInsight(seller, thinDraft);
    expect(widened.comparables).toMatchObject({ sampleSize: 12, windowDays: 14, scope: 'parent-category' });
    // The rationale names where the sample came from: the parent, not the thin leaf.
    expect(widened.rationale.find((item) => item.id === 'comparables')?.detail).toContain('“Pricing test”');
  });

  it('shows collectibles fees on the seller’s own price', async () => {
    const { leafId } = await fixtures.createBranch('collectibles');
    const draftId = await fixtures.insertDraft(seller.id, {
      categoryId: leafId,
      condition: 'good',
      priceValue: 80,
    });
    const insight = await getInsight(seller, draftId);
    expect(insight.basePrice).toBe(80);
    expect(feeMap(insight)).toEqual({
      sales_commission: 8.8,
      payment: 2.67,
      shipping_participation: 7.2,
      listing_fee: 0.45,
    });
    expect(insight.netProceeds).toBe(60.88);
  });

  it('has no suggestion when fewer than 3 comparables exist and the reference does not know the category', async () => {
    const { leafId } = await fixtures.createBranch(null);
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: [50, 60],
      ageDays: 1,
    });
    const draftId = await fixtures.insertDraft(seller.id, {
      categoryId: leafId,
      condition: 'good',
      priceValue: 10,
    });

    const insight = await getInsight(seller, draftId);
    expect(insight).toMatchObject({
      suggestion: null,
      floorPrice: null,
      ceilingPrice: null,
      nudges: [],
      basePrice: 10,
    });
    expect(insight.comparables).toMatchObject({ scope: 'none', sampleSize: 0, median: null, windowDays: 90 });
    // Other top-level categories: 8 % shipping participation, 0.35 listing fee.
    expect(feeMap(insight)).toEqual({
      sales_commission: 1.1,
      payment: 0.64,
      shipping_participation: 0.8,
      listing_fee: 0.35,
    });
    expect(insight.netProceeds).toBe(7.11);
    expect(insight.rationale[0]!.id).toBe('no-comparables');
    const fields = listingDraftFieldsSchema.parse({ language: 'en', categoryId: leafId, condition: 'good' });
    expect(await suggestPriceForFields(context.database.db, seller.id, fields)).toBeNull();
  });

  it('moves the next suggestion by the seller’s calibration', async () => {
    const { leafId } = await fixtures.createBranch('fashion');
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: leafId,
      condition: 'good',
      pricesEuros: twelvePrices,
      ageDays: 2,
    });
    const calibrated = await createTestUser(context, { label: 'pricing-calibrated', roles: ['seller'] });
    const draftId = await fixtures.insertDraft(calibrated.id, { categoryId: leafId, condition: 'good' });
    expect((await getInsight(calibrated, draftId)).suggestion).toBe(48);

    for (let index = 0; index < 5; index += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/price-feedback',
        headers: calibrated.headers,
        payload: { categoryId: leafId, suggestion: 100, chosenPrice: 80 },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    // Five answers 20 % lower: −0.2 × 5/10 = −10 %; 47.50 × 0.9 = 42.75 → 43.
    const insight = await getInsight(calibrated, draftId);
    expect(insight.suggestion).toBe(43);
    expect(insight.comparables.median).toBe(47.5);
    const calibration = insight.rationale.find((item) => item.id === 'calibration');
    expect(calibration?.summary).toBe('Your past prices: −10%');
    expect(calibration?.weight).toBeCloseTo(0.1, 5);
  });

  it('answers 404 for someone else’s draft or an unknown one, 401 without a token', async () => {
    const draftId = await fixtures.insertDraft(market.id, { categoryId: 'fashion' });
    for (const id of [draftId, randomUUID()]) {
      const response = await context.app.inject({
        method: 'GET',
        url: `/api/listing-drafts/${id}/pricing-insight`,
        headers: seller.headers,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const anonymous = await context.app.inject({
      method: 'GET',
      url: `/api/listing-drafts/${draftId}/pricing-insight`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
