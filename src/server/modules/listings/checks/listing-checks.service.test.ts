import { type ListingDraftFields, listingDraftFieldsSchema } from '@shared/listings/listing-editor.schema';
import { describe, expect, it } from 'vitest';
import { priceIssues, runListingChecks } from './listing-checks.service';

const fields = (overrides: Partial<ListingDraftFields> = {}): ListingDraftFields =>
  listingDraftFieldsSchema.parse({
    language: 'de',
    title: 'Lederjacke von Zara, Größe 38',
    description: 'Kaum getragen, keine Flecken, Abholung in Berlin oder Versand möglich.',
    categoryId: '',
    priceValue: 40,
    ...overrides,
  });
const noRecommendation = async () => null;

describe('listing checks', () => {
  it('finds nothing in a clean listing', async () => {
    const issues = await runListingChecks(fields(), { language: 'en', recommendPrice: noRecommendation });
    expect(issues).toEqual([]);
  });

  it('reports blocked terms, contact details, unknown brands and categories with messages per language', async () => {
    const issues = await runListingChecks(
      fields({
        title: 'Pistole mit Munition',
        description: 'Ruf an unter null eins sieben sechs 1234567 oder max at web dot de',
        categoryId: 'fashion',
        attributes: { brand: 'Qwzxy Fashion' },
      }),
      { language: 'de', recommendPrice: noRecommendation },
    );
    expect(issues.map((issue) => [issue.field, issue.code, issue.severity])).toEqual([
      ['title', 'blocked_term', 'error'],
      ['description', 'phone_number', 'error'],
      ['description', 'contact_details', 'error'],
      ['categoryId', 'unsupported_category', 'error'],
      ['attributes.brand', 'unknown_brand', 'warning'],
    ]);
    expect(issues[0]?.message).toBe('Der Text enthält einen Begriff, der auf Kleinkram nicht erlaubt ist.');
    expect(issues[4]?.params).toEqual({ brand: 'Qwzxy Fashion' });
  });

  it('knows brands from the brand list', async () => {
    const issues = await runListingChecks(fields({ attributes: { brand: 'Nike' } }), {
      language: 'en',
      recommendPrice: noRecommendation,
    });
    expect(issues).toEqual([]);
  });

  it('warns about prices under 1 EUR and far from the recommendation', () => {
    expect(priceIssues(0.5, null, 'en').map((issue) => issue.code)).toEqual(['price_under_one']);
    expect(priceIssues(0, null, 'en')).toEqual([]);
    expect(priceIssues(52, 40, 'en')).toEqual([]);
    const [deviation] = priceIssues(60, 40, 'en');
    expect(deviation).toMatchObject({
      code: 'price_deviation',
      severity: 'warning',
      params: { percent: 50, thresholdPercent: 30, recommendation: 40, direction: 'above' },
      message: 'The price is far from the recommended price.',
    });
    expect(priceIssues(20, 40, 'de')[0]).toMatchObject({
      params: { percent: 50, direction: 'below' },
      message: 'Der Preis weicht stark vom empfohlenen Preis ab.',
    });
  });

  it('treats a failing recommendation as none', async () => {
    const issues = await runListingChecks(fields({ priceValue: 1000 }), {
      language: 'en',
      recommendPrice: () => Promise.reject(new Error('pricing down')),
    });
    expect(issues).toEqual([]);
  });
});
