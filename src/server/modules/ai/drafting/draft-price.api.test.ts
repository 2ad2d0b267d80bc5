import { draftResponseSchema } from '@shared/ai/ai-drafts.schema';
import type { ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import { listingDraftResponseSchema } from '@shared/listings/listing-editor.schema';
import { type PricingInsight, pricingInsightResponseSchema } from '@shared/pricing/pricing.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/database';
import { upsertCatalog } from '../../../db/seed/seed-catalog';
import { createIsolatedDatabase, type IsolatedDatabase } from '../../../test/isolated-database';
import { startOpenAiDouble } from '../../../test/openai-double';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createTestUser, type TestUser } from '../../../test/user-factory';
import { createPricingFixtures } from '../../pricing/pricing.test-support';

// A database of its own: both prices depend on every listing of the category, and the shared
// database's other test files add listings while this one compares.
let isolated: IsolatedDatabase;
let context: TestContext;
let market: TestUser;
const headphones = 'electronics-audio-headphones';
const headphonesTranscript = 'Sony Kopfhörer, Noise Cancelling, schwarz, gebraucht, guter Zustand.';

beforeAll(async () => {
  isolated = await createIsolatedDatabase();
  const setup = await openDatabase({ databaseUrl: isolated.url });
  try {
    await upsertCatalog(setup.db);
  } finally {
    await setup.close();
  }
  context = await createTestApp({ databaseUrl: isolated.url });
  market = await createTestUser(context, { label: 'draft-price-market', roles: ['seller'] });
  // 40 … 95 € in good condition within the last two weeks, and more expensive ones as new.
  const fixtures = createPricingFixtures(context);
  await fixtures.insertListings({
    sellerId: market.id,
    categoryId: headphones,
    condition: 'good',
    pricesEuros: Array.from({ length: 12 }, (_, index) => 40 + index * 5),
    ageDays: 2,
  });
  await fixtures.insertListings({
    sellerId: market.id,
    categoryId: headphones,
    condition: 'new',
    pricesEuros: [150, 160, 170],
    ageDays: 3,
  });
});

afterAll(async () => {
  await context?.close();
  await isolated?.drop();
});

async function draftFor(
  seller: TestUser,
  transcript: string,
  app = context.app,
): Promise<ListingDraftSuggestion> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/ai/drafts',
    headers: { ...seller.headers, 'accept-language': 'de' },
    payload: { transcript, language: 'de' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return draftResponseSchema.parse(response.json()).data.draft;
}

/** The editor takes the AI draft's fields (without its price) into a server draft, whose price panel opens. */
async function insightFor(seller: TestUser, draft: ListingDraftSuggestion): Promise<PricingInsight> {
  const created = await context.app.inject({
    method: 'POST',
    url: '/api/listing-drafts',
    headers: seller.headers,
    payload: {
      clientSessionId: 'draft-price-test',
      snapshot: {
        formatVersion: 1,
        fields: {
          language: draft.language,
          title: draft.title,
          description: draft.description,
          categoryId: draft.categoryId,
          condition: draft.condition,
          attributes: draft.attributes,
          tags: draft.tags,
        },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const draftId = listingDraftResponseSchema.parse(created.json()).data.draft.id;
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/listing-drafts/${draftId}/pricing-insight`,
    headers: { ...seller.headers, 'accept-language': 'de' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return pricingInsightResponseSchema.parse(response.json()).data.insight;
}

describe('the AI draft’s price is the pricing module’s recommendation', () => {
  it('agrees with the price panel for the same draft, reasons included', async () => {
    const seller = await createTestUser(context, { label: 'draft-price-seller', roles: ['seller'] });
    const draft = await draftFor(seller, headphonesTranscript);
    expect(draft).toMatchObject({ categoryId: headphones, condition: 'good' });
    const insight = await insightFor(seller, draft);

    // Median of 40 … 95 € is 67.50; twelve close comparables carry it, shrunk a little toward the
    // reference's 64 € (a premium brand's headphones; shown rounded, 65 €): 67.
    expect(insight.comparables).toMatchObject({ scope: 'category', sampleSize: 12, median: 67.5 });
    expect(insight.basis).toMatchObject({
      dominatedBy: 'comparables',
      reference: 65,
      referenceSource: 'category',
    });
    expect(insight.confidence).toBe('high');
    expect(insight.suggestion).toBe(67);
    expect(draft.price.value).toBe(insight.suggestion);
    expect(draft.price.rationale).toContain(insight.rationale[0]!.detail);
    expect(draft.price.rationale).toContain('Median von 12 Anzeigen in „Kopfhörer“');
    expect(draft.price.rationale).toContain('Sicherheit: hoch');
    expect(draft.evidence.price).toEqual({ confidence: 0.7, sources: ['catalogue'] });
  });

  it('moves with the seller’s calibration exactly as the panel does', async () => {
    const seller = await createTestUser(context, { label: 'draft-price-calibrated', roles: ['seller'] });
    for (let index = 0; index < 5; index += 1) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/price-feedback',
        headers: seller.headers,
        payload: { categoryId: headphones, suggestion: 100, chosenPrice: 80 },
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const draft = await draftFor(seller, headphonesTranscript);
    const insight = await insightFor(seller, draft);
    // Five answers 20 % lower: −10 %; 67.4 × 0.9 = 60.7 → 61.
    expect(insight.suggestion).toBe(61);
    expect(draft.price.value).toBe(insight.suggestion);
    expect(draft.price.rationale).toContain('Deine bisherigen Preise: −10 %.');
  });

  it('uses the same reference price as the panel where the market is empty, with low confidence', async () => {
    const seller = await createTestUser(context, { label: 'draft-price-thin', roles: ['seller'] });
    const draft = await draftFor(seller, 'Kratzbaum für Katzen, etwa 1,20 m hoch, mit Höhle und Liegemulde.');
    expect(draft.categoryId).not.toBe(headphones);
    const insight = await insightFor(seller, draft);

    expect(insight.comparables.scope).toBe('none');
    expect(insight.suggestion).not.toBeNull();
    expect(draft.price.value).toBe(insight.suggestion);
    expect(insight.basis).toMatchObject({ dominatedBy: 'reference', comparablesWeight: 0 });
    expect(insight.confidence).toBe('low');
    expect(draft.price.rationale).toContain('üblicherweise etwa');
    expect(draft.price.rationale).toContain('Sicherheit: gering');
    expect(draft.evidence.price).toEqual({ confidence: 0.25, sources: ['model'] });
  });

  it('keeps the price the seller said', async () => {
    const seller = await createTestUser(context, { label: 'draft-price-spoken', roles: ['seller'] });
    const draft = await draftFor(seller, `${headphonesTranscript} Ich hätte gern 40 Euro dafür.`);
    expect(draft.price).toEqual({ value: 40, currency: 'EUR', rationale: 'Dein genannter Preis.' });
    expect(draft.evidence.price?.sources).toEqual(['speech']);
    // The panel still shows the market's suggestion beside the seller's own price.
    expect((await insightFor(seller, draft)).suggestion).toBe(67);
  });

  it('replaces a price an external model made up, and keeps one the seller said', async () => {
    const double = await startOpenAiDouble({ apiKey: 'sk-test', chatModel: 'vision-test' });
    const external = await createTestApp({
      databaseUrl: isolated.url,
      env: { AI_BASE_URL: double.url, AI_API_KEY: 'sk-test', AI_MODEL: 'vision-test' },
    });
    try {
      const seller = await createTestUser(external, { label: 'draft-price-external', roles: ['seller'] });
      const answer = (price: number, source: string) => ({
        title: 'Sony Kopfhörer mit Noise Cancelling',
        description:
          'Sony Kopfhörer mit Noise Cancelling in Schwarz, gebraucht und in gutem Zustand. Abholung oder Versand.',
        condition: 'good',
        tags: ['sony', 'kopfhörer'],
        attributes: {},
        price: { value: price, currency: 'EUR', rationale: 'Ein realistischer Gebrauchtpreis.' },
        evidence: [{ field: 'price', confidence: 0.5, sources: [source] }],
      });
      const pick = { categoryId: headphones, confidence: 0.9, alternativeCategories: [] };

      double.setNextChatAnswer({ json: pick });
      double.setNextChatAnswer({ json: answer(999, 'model') });
      const invented = await draftFor(seller, headphonesTranscript, external.app);
      expect(invented.price.value).toBe(67);
      expect(invented.evidence.price).toEqual({ confidence: 0.7, sources: ['catalogue'] });
      expect((await insightFor(seller, invented)).suggestion).toBe(invented.price.value);

      // The transcript names 40 €; the model's evidence does not say so, the transcript does.
      double.setNextChatAnswer({ json: pick });
      double.setNextChatAnswer({ json: answer(40, 'model') });
      const said = await draftFor(seller, `${headphonesTranscript} Für 40 Euro.`, external.app);
      expect(said.price.value).toBe(40);
    } finally {
      await external.close();
      await double.close();
    }
  });
});
