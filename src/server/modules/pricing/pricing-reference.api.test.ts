import type { ListingDraftFieldsInput } from '@shared/listings/listing-editor.schema';
import { listingChecksResponseSchema } from '@shared/listings/listing-editor.schema';
import { type PricingInsight, pricingInsightResponseSchema } from '@shared/pricing/pricing.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { upsertCatalog } from '../../db/seed/seed-catalog';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../test/isolated-database';
import { createTestApp, type TestContext } from '../../test/test-app';
import { createTestUser, type TestUser } from '../../test/user-factory';
import { createPricingFixtures } from './pricing.test-support';

// A database of its own with the real catalogue: these tests price real leaves, and other test
// files' listings in those leaves would be comparables.
let isolated: IsolatedDatabase;
let context: TestContext;
let fixtures: ReturnType<typeof createPricingFixtures>;
let market: TestUser;

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  const setup = await openDatabase({ databaseUrl: isolated.url });
  try {
    await upsertCatalog(setup.db);
  } finally {
    await setup.close();
  }
  context = await createTestApp({ databaseUrl: isolated.url });
  fixtures = createPricingFixtures(context);
  market = await createTestUser(context, { label: 'reference-market', roles: ['seller'] });
});

afterAll(async () => {
  await context?.close();
  await isolated?.drop();
});

async function insightFor(seller: TestUser, fields: Partial<ListingDraftFieldsInput>, language = 'en') {
  const draftId = await fixtures.insertDraft(seller.id, fields);
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/listing-drafts/${draftId}/pricing-insight`,
    headers: { ...seller.headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return pricingInsightResponseSchema.parse(response.json()).data.insight;
}

async function priceIssues(seller: TestUser, fields: Partial<ListingDraftFieldsInput>) {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/listing-checks',
    headers: { ...seller.headers, 'accept-language': 'en' },
    payload: {
      fields: { language: 'en', description: 'A short description of the item for sale.', ...fields },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return listingChecksResponseSchema
    .parse(response.json())
    .data.issues.filter((issue) => issue.field === 'priceValue');
}

const ids = (insight: PricingInsight) => insight.rationale.map((item) => item.id);

describe('pricing with the reference model (ADR 047)', () => {
  it('prices an espresso cup from the reference, never from a floor lamp and a chair', async () => {
    const seller = await createTestUser(context, { label: 'reference-cup', roles: ['seller'] });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: 'home-lighting',
      condition: 'good',
      pricesEuros: [95, 100, 110],
      ageDays: 1,
      titles: 'Stehlampe Messing',
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: 'home-furniture-chairs',
      condition: 'good',
      pricesEuros: [120, 130, 140],
      ageDays: 1,
      titles: 'Sessel Leder',
    });
    const fields = {
      categoryId: 'home-kitchen-tableware',
      title: 'Espressotasse weiß',
      condition: 'good' as const,
    };
    const insight = await insightFor(seller, fields);

    expect(insight.comparables).toMatchObject({ scope: 'none', sampleSize: 0 });
    expect(insight.suggestion).toBeGreaterThanOrEqual(3);
    expect(insight.suggestion).toBeLessThanOrEqual(10);
    expect(insight.confidence).toBe('low');
    expect(insight.basis).toMatchObject({
      dominatedBy: 'reference',
      comparablesWeight: 0,
      referenceSource: 'item',
    });
    expect(ids(insight)).toEqual(['no-comparables', 'reference', 'confidence', 'condition']);
    expect(insight.rationale[1]!.summary).toBe(`Typical used price: €${insight.basis.reference!.toFixed(2)}`);
    expect(insight.rationale[2]!.summary).toBe('Confidence: low, 100% from the typical price');

    // A weak suggestion warns no one: 50 € for the cup passes without a deviation warning.
    expect(await priceIssues(seller, { ...fields, priceValue: 50 })).toEqual([]);
  });

  it('warns about a deviating price once the suggestion is not weak (a known model)', async () => {
    const seller = await createTestUser(context, { label: 'reference-phone', roles: ['seller'] });
    const fields = {
      categoryId: 'electronics-phones-smartphones',
      title: 'Apple iPhone 13 128 GB blau',
      attributes: { brand: 'Apple', model: 'iPhone 13' },
      condition: 'good' as const,
    };
    const insight = await insightFor(seller, fields, 'de');
    expect(insight.suggestion).toBeGreaterThanOrEqual(300);
    expect(insight.suggestion).toBeLessThanOrEqual(420);
    expect(insight.confidence).toBe('medium');
    expect(insight.basis).toMatchObject({ dominatedBy: 'reference', referenceSource: 'model' });
    expect(insight.rationale.find((item) => item.id === 'reference')!.detail).toContain('„iphone 13“');
    expect(insight.rationale.find((item) => item.id === 'confidence')!.summary).toBe(
      'Sicherheit: mittel, zu 100 % aus dem üblichen Preis',
    );

    const issues = await priceIssues(seller, { ...fields, priceValue: 900 });
    expect(issues).toContainEqual(expect.objectContaining({ code: 'price_deviation', severity: 'warning' }));
  });

  it('sets aside listings of the same leaf priced like another item (wardrobes beside a Kallax)', async () => {
    const seller = await createTestUser(context, { label: 'reference-kallax', roles: ['seller'] });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: 'home-furniture-shelves',
      condition: 'good',
      pricesEuros: [400, 420, 450],
      ageDays: 2,
      titles: 'Kleiderschrank weiß 4 Türen',
    });
    const insight = await insightFor(seller, {
      categoryId: 'home-furniture-shelves',
      title: 'IKEA Kallax Regal 4x4 weiß',
      attributes: { brand: 'IKEA' },
      condition: 'good',
    });
    expect(insight.comparables.sampleSize).toBe(3);
    expect(insight.basis).toMatchObject({ setAside: 3, dominatedBy: 'reference', referenceSource: 'item' });
    expect(insight.suggestion).toBeGreaterThanOrEqual(40);
    expect(insight.suggestion).toBeLessThanOrEqual(80);
    expect(ids(insight)).toContain('set-aside');
  });

  it('lets many close comparables dominate, with high confidence, and then warns', async () => {
    const seller = await createTestUser(context, { label: 'reference-many', roles: ['seller'] });
    const prices = [40, 42, 44, 45, 45, 46, 47, 48, 48, 50, 52, 55];
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: 'garden-diy-hand-tools',
      condition: 'good',
      pricesEuros: prices,
      ageDays: 3,
      titles: 'Werkzeugkoffer komplett',
    });
    const fields = {
      categoryId: 'garden-diy-hand-tools',
      title: 'Werkzeugkoffer mit Zubehör',
      condition: 'good' as const,
    };
    const insight = await insightFor(seller, fields);
    expect(insight.basis.dominatedBy).toBe('comparables');
    expect(insight.basis.comparablesWeight).toBeGreaterThan(0.9);
    expect(insight.confidence).toBe('high');
    expect(insight.suggestion).toBeGreaterThanOrEqual(44);
    expect(insight.suggestion).toBeLessThanOrEqual(48);
    const issues = await priceIssues(seller, { ...fields, priceValue: 150 });
    expect(issues).toContainEqual(expect.objectContaining({ code: 'price_deviation' }));
  });

  it('takes similar listings of sibling leaves, and only similar ones', async () => {
    const seller = await createTestUser(context, { label: 'reference-siblings', roles: ['seller'] });
    // Sibling leaves of the fiction leaf: a similar box set counts, cookbooks do not.
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: 'books-media-music-books-children',
      condition: 'good',
      pricesEuros: [20, 22, 25],
      ageDays: 4,
      titles: 'Harry Potter Bände 1-7',
    });
    await fixtures.insertListings({
      sellerId: market.id,
      categoryId: 'books-media-music-books-cookbooks',
      condition: 'good',
      pricesEuros: [9, 10, 11],
      ageDays: 4,
      titles: 'Kochbuch vegetarisch',
    });
    const insight = await insightFor(seller, {
      categoryId: 'books-media-music-books-fiction',
      title: 'Harry Potter sieben Bände',
      condition: 'good',
    });
    expect(insight.comparables.scope).toBe('parent-category');
    expect(insight.comparables.listings.map((listing) => listing.title)).toEqual(
      Array(3).fill('Harry Potter Bände 1-7'),
    );
    expect(insight.suggestion).toBeGreaterThanOrEqual(10);
    expect(insight.suggestion).toBeLessThanOrEqual(25);
  });
});
