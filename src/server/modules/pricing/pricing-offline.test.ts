import { describe, expect, it } from 'vitest';
import { recommendDraftPriceOffline } from './draft-price.service';
import { rationaleOf, recommendPriceOffline } from './pricing.service';

const fields = (overrides: Partial<Parameters<typeof recommendPriceOffline>[0]> = {}) => ({
  categoryId: 'home-kitchen-tableware',
  condition: 'good' as const,
  attributes: {},
  title: 'Espressotasse',
  ...overrides,
});

describe('the engine without a database (offline drafting, the evaluation)', () => {
  it('suggests nothing for a give-away and says why', () => {
    const recommendation = recommendPriceOffline(fields({ priceKind: 'free' }));
    expect(recommendation).toMatchObject({ suggestionCents: null, confidence: null, isGiveAway: true });
    expect(rationaleOf(recommendation, { condition: 'good' }, 'de').map((item) => item.id)).toEqual([
      'give-away',
    ]);
    expect(recommendDraftPriceOffline(fields({ priceKind: 'free' }), 'en')).toBeNull();
  });

  it('reads a known item from the description when the title names none', () => {
    const fromTitle = recommendPriceOffline(fields({ title: 'Geschirr', description: '' }));
    const fromDescription = recommendPriceOffline(
      fields({ title: 'Geschirr', description: 'Eine Espressotasse, weiß.' }),
    );
    expect(fromTitle.reference?.source).toBe('category');
    expect(fromDescription.reference).toMatchObject({ source: 'item', label: 'espressotasse' });
  });

  it('takes drafting’s facts over the fields: a motorbike by model, year and mileage', () => {
    const draft = recommendDraftPriceOffline(
      { categoryId: 'vehicles-motorcycles', condition: 'good', attributes: {}, title: 'Yamaha Motorrad' },
      'en',
      { model: 'MT-07', year: 2019, mileageKm: 18_000 },
    )!;
    expect(draft.value).toBeGreaterThanOrEqual(5000);
    expect(draft.value).toBeLessThanOrEqual(6500);
    expect(draft.confidence).toBe('medium');
    expect(draft.rationale).toContain('“mt 07”');
    expect(draft.evidence).toEqual({ confidence: 0.5, sources: ['model'] });
  });

  it('reads year and mileage from the vehicle attributes', () => {
    const recommendation = recommendPriceOffline({
      categoryId: 'vehicles-cars',
      condition: 'good',
      attributes: { brand: 'VW', model: 'Golf', firstRegistrationYear: 2016, mileageKm: '140.000' },
    });
    expect(recommendation.reference).toMatchObject({ source: 'model', uncertainty: 0.25 });
    expect(recommendation.suggestionCents! / 100).toBeGreaterThanOrEqual(7000);
    expect(recommendation.suggestionCents! / 100).toBeLessThanOrEqual(12_000);
  });
});
