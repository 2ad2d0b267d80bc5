import { describe, expect, it } from 'vitest';
import { aiSuggestionFromDraft, fieldsChangedFromSuggestion, mergeAiSuggestion } from './ai-suggestion-merge';
import {
  type AiSuggestion,
  type ListingDraftFields,
  listingDraftFieldsSchema,
} from './listing-editor.schema';
import { publishedPriceOf, validatePreviewFields } from './listing-rules';
import { acceptsOffers, hasPrice, priceFlexibilityOf, priceKinds } from './price-kind';

const fields = (overrides: Partial<ListingDraftFields> = {}): ListingDraftFields => ({
  ...listingDraftFieldsSchema.parse({
    language: 'de',
    title: 'Sofa, dreisitzig, grau',
    description: 'Graues Dreisitzer-Sofa, gemütlich, kleine Gebrauchsspuren, nur Abholung in Köln.',
    categoryId: 'home-furniture-sofas',
    priceValue: 120,
  }),
  ...overrides,
});
const priceCodes = (draft: ListingDraftFields) =>
  validatePreviewFields(draft)
    .filter((issue) => issue.field === 'priceValue')
    .map((issue) => issue.code);

describe('price kinds (ADR 042)', () => {
  it('takes offers only on VB, and maps to the spec field priceFlexibility', () => {
    expect(priceKinds.filter(acceptsOffers)).toEqual(['negotiable']);
    expect(priceKinds.map(priceFlexibilityOf)).toEqual(['fixed', 'negotiable', 'fixed']);
    expect(priceKinds.filter(hasPrice)).toEqual(['fixed', 'negotiable']);
  });

  it('starts a draft at Festpreis', () => {
    expect(fields().priceKind).toBe('fixed');
  });

  it.each(['fixed', 'negotiable'] as const)('holds a %s price to above 0 and at most 99999', (priceKind) => {
    expect(priceCodes(fields({ priceKind, priceValue: 120 }))).toEqual([]);
    expect(priceCodes(fields({ priceKind, priceValue: 0 }))).toEqual(['price_too_low']);
    expect(priceCodes(fields({ priceKind, priceValue: 99_999 }))).toEqual([]);
    expect(priceCodes(fields({ priceKind, priceValue: 100_000 }))).toEqual(['price_too_high']);
    expect(priceCodes(fields({ priceKind, priceValue: null }))).toEqual(['price_required']);
    expect(publishedPriceOf(fields({ priceKind, priceValue: 120 }))).toBe(120);
    expect(publishedPriceOf(fields({ priceKind, priceValue: null }))).toBeNull();
  });

  it('publishes a give-away at 0 whatever was typed, and asks for no price', () => {
    for (const priceValue of [null, 0, 35, 250_000]) {
      const draft = fields({ priceKind: 'free', priceValue });
      expect(priceCodes(draft)).toEqual([]);
      expect(publishedPriceOf(draft)).toBe(0);
    }
  });
});

describe('the AI and the price kind', () => {
  const suggestion: AiSuggestion = {
    title: 'Sofa, dreisitzig, grau',
    description: 'Graues Dreisitzer-Sofa, gemütlich, kleine Gebrauchsspuren, nur Abholung in Köln.',
    categoryId: 'home-furniture-sofas',
    categoryPath: ['home', 'home-furniture', 'home-furniture-sofas'],
    priceValue: 120,
    priceCurrency: 'EUR',
    tags: [],
    attributes: {},
    condition: 'good',
  };

  it('fills the kind the AI heard into a draft whose kind the seller has not chosen', () => {
    const merged = mergeAiSuggestion(fields(), null, { ...suggestion, priceKind: 'negotiable' });
    expect(merged.priceKind).toBe('negotiable');
  });

  it('keeps a kind the seller chose before the AI ran', () => {
    const merged = mergeAiSuggestion(fields({ priceKind: 'free' }), null, {
      ...suggestion,
      priceKind: 'negotiable',
    });
    expect(merged.priceKind).toBe('free');
  });

  it('keeps a kind the seller changed from the previous suggestion, and follows the AI otherwise', () => {
    const previous = { ...suggestion, priceKind: 'negotiable' as const };
    const next = { ...suggestion, priceKind: 'fixed' as const };
    const changedBySeller = fields({ priceKind: 'free' });
    expect(fieldsChangedFromSuggestion(changedBySeller, previous)).toContain('priceKind');
    expect(mergeAiSuggestion(changedBySeller, previous, next).priceKind).toBe('free');
    expect(mergeAiSuggestion(fields({ priceKind: 'negotiable' }), previous, next).priceKind).toBe('fixed');
  });

  it('leaves the kind alone, and never marks it edited, when the AI says nothing about it', () => {
    const seller = fields({ priceKind: 'negotiable' });
    expect(mergeAiSuggestion(seller, suggestion, suggestion).priceKind).toBe('negotiable');
    expect(mergeAiSuggestion(seller, null, suggestion).priceKind).toBe('negotiable');
    expect(fieldsChangedFromSuggestion(seller, suggestion)).not.toContain('priceKind');
  });

  it('carries the kind of an AI draft only when the draft names one', () => {
    const draft = {
      language: 'de' as const,
      title: suggestion.title,
      description: suggestion.description,
      categoryId: suggestion.categoryId,
      categoryPath: suggestion.categoryPath,
      attributes: {},
      condition: 'good' as const,
      tags: [],
      price: { value: 120, currency: 'EUR' as const, rationale: '' },
      evidence: {},
      alternativeCategories: [],
    };
    expect(aiSuggestionFromDraft(draft)).not.toHaveProperty('priceKind');
    expect(aiSuggestionFromDraft({ ...draft, priceKind: 'free' }).priceKind).toBe('free');
  });
});
