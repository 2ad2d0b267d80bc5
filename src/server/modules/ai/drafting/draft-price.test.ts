import type { ListingDraftSuggestion } from '@shared/ai/draft-suggestion.schema';
import { describe, expect, it } from 'vitest';
import { recommendPriceOffline } from '../../pricing/pricing.service';
import { createLocalDraftingProvider } from './local-drafting.provider';

const provider = createLocalDraftingProvider();

async function draftOf(transcript: string, language: 'de' | 'en' = 'de'): Promise<ListingDraftSuggestion> {
  const { draft } = await provider.draft({ images: [], transcript, language });
  return draft;
}

/** What the price panel's engine suggests for the draft's own fields (ADR 047). */
function engineEuros(draft: ListingDraftSuggestion, transcript: string): number | null {
  const recommendation = recommendPriceOffline({
    categoryId: draft.categoryId,
    condition: draft.condition,
    attributes: draft.attributes,
    title: transcript,
  });
  return recommendation.suggestionCents === null ? null : recommendation.suggestionCents / 100;
}

describe('the drafting path prices as the engine does for the same facts', () => {
  // The local provider used to hand the engine no attributes, so a brand's tier was lost and
  // a Makita drill or a Steiff bear priced as any drill or any soft toy.
  it.each([
    ['Akkuschrauber von Makita, 18 Volt, mit zwei Akkus und Ladegerät im Koffer.', 'Makita'],
    ['Steiff Teddybär, braun, mit Knopf im Ohr, aus Sammlung.', 'Steiff'],
    [
      'Eine Handtasche von Michael Kors, cognacfarben, Leder, sehr guter Zustand, mit Staubbeutel.',
      'Michael Kors',
    ],
  ])('keeps the brand: %s', async (transcript, brand) => {
    const draft = await draftOf(transcript);
    expect(draft.attributes.brand).toBe(brand);
    const withoutBrand = recommendPriceOffline({
      categoryId: draft.categoryId,
      condition: draft.condition,
      attributes: {},
      title: transcript,
    }).suggestionCents;
    expect(draft.price.value).toBe(engineEuros(draft, transcript));
    // The brand moves the price: the test would pass vacuously if it did not.
    expect(draft.price.value * 100).toBeGreaterThan(withoutBrand ?? 0);
  });

  // "für vier Personen" and "2 Euro Münzen" were read as the seller's price (4 €, 2 €).
  it.each([
    'Zelt für vier Personen von Vaude, einmal benutzt beim Festival, grün.',
    'Sammelalbum für 2 Euro Münzen, fast voll, Münzen aus allen Euro-Ländern.',
  ])('reads no price where none was said: %s', async (transcript) => {
    const draft = await draftOf(transcript);
    const engine = engineEuros(draft, transcript);
    expect(engine).toBeGreaterThan(20);
    expect(draft.price.value).toBe(engine);
  });
});
