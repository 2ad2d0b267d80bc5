import { listingDraftSuggestionSchema } from '@shared/ai/draft-suggestion.schema';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { cutText, parseEuroAmount, repairDraftAnswer, resolveCategoryPick } from './openai-draft-repair';

const jacketPick = () =>
  resolveCategoryPick({ categoryId: 'fashion-women-jackets', confidence: 0.9, alternativeCategories: [] });

const validAnswer = {
  title: 'Nike Jacke Größe M schwarz',
  description: 'Schwarze Nike Jacke in Größe M, kaum getragen. Abholung in Berlin oder Versand möglich.',
  condition: 'excellent',
  tags: ['nike', 'jacke', 'schwarz'],
  attributes: { brand: 'Nike', colour: 'black', size: 'M', material: null },
  price: { value: 40, currency: 'EUR', rationale: 'Preisidee des Verkäufers.' },
  evidence: [
    { field: 'title', confidence: 0.9, sources: ['speech'] },
    { field: 'description', confidence: 0.8, sources: ['speech'] },
    { field: 'condition', confidence: 0.8, sources: ['speech'] },
    { field: 'tags', confidence: 0.7, sources: ['model'] },
    { field: 'price', confidence: 0.9, sources: ['speech'] },
    { field: 'attributes.brand', confidence: 0.9, sources: ['photo_text', 'speech'] },
    { field: 'attributes.colour', confidence: 0.8, sources: ['photo_colour'] },
    { field: 'attributes.size', confidence: 0.9, sources: ['speech'] },
  ],
};

function rejectionOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('AI_UPSTREAM_FAILED');
    return (error as AppError).details?.reason as string;
  }
  return undefined;
}

describe('repairDraftAnswer', () => {
  it('keeps a valid answer as it is, with the path from the taxonomy and no repairs', () => {
    const { draft, repairs } = repairDraftAnswer(validAnswer, jacketPick(), 'de');
    expect(repairs).toEqual([]);
    expect(listingDraftSuggestionSchema.parse(draft)).toEqual(draft);
    expect(draft.categoryPath).toEqual(['fashion', 'fashion-women', 'fashion-women-jackets']);
    expect(draft.attributes).toEqual({ brand: 'Nike', colour: 'black', size: 'M' });
    expect(draft.evidence['attributes.brand']).toEqual({
      confidence: 0.9,
      sources: ['photo_text', 'speech'],
    });
    expect(draft.evidence.categoryId).toEqual({ confidence: 0.9, sources: ['model'] });
  });

  it('repairs what has a clear intent and names each repair', () => {
    const { draft, repairs } = repairDraftAnswer(
      {
        ...validAnswer,
        title: `"${'Sehr schöne schwarze Nike Jacke '.repeat(6)}"`,
        description: `${'Kaum getragen und sauber. '.repeat(250)}`,
        condition: 'Wie neu',
        tags: ['#Nike', 'nike', 'Jacke ', ...Array.from({ length: 14 }, (_, index) => `tag${index}`)],
        attributes: { brand: 'Nike', colour: 'Schwarz', size: 'm', fit: 'slim', material: 'plastic' },
        price: { value: '40,50 €', currency: 'USD', rationale: '' },
        evidence: [{ field: 'title', confidence: 3, sources: ['guess'] }],
      },
      jacketPick(),
      'de',
    );
    expect(draft.title.length).toBeLessThanOrEqual(140);
    expect(draft.title).toMatch(
      /^Sehr schöne schwarze Nike Jacke( Sehr schöne schwarze Nike Jacke)+ Sehr schöne$/,
    );
    expect(draft.description.length).toBeLessThanOrEqual(5000);
    expect(draft.description.endsWith('sauber.')).toBe(true);
    expect(draft.condition).toBe('excellent');
    expect(draft.tags.slice(0, 3)).toEqual(['nike', 'jacke', 'tag0']);
    expect(draft.tags).toHaveLength(12);
    expect(draft.attributes).toEqual({ brand: 'Nike', colour: 'black', size: 'M' });
    expect(draft.price).toEqual({
      value: 40.5,
      currency: 'EUR',
      rationale: 'Vorschlag des KI-Modells anhand vergleichbarer Gebrauchtartikel.',
    });
    expect(draft.evidence.title).toEqual({ confidence: 1, sources: ['model'] });
    expect(draft.evidence['attributes.size']).toEqual({ confidence: 0.5, sources: ['model'] });
    expect(repairs).toEqual(
      expect.arrayContaining([
        'title_fitted',
        'description_fitted',
        'condition_mapped',
        'tags_normalised',
        'attribute_unknown:fit',
        'attribute_invalid:material',
        'attribute_coerced:colour',
        'price_coerced',
        'price_currency',
        'evidence_filled:attributes.size',
      ]),
    );
  });

  it('completes a slightly short description and title with known facts', () => {
    const { draft, repairs } = repairDraftAnswer(
      { ...validAnswer, title: 'Nike', description: 'Kaum getragen, wie neu.' },
      jacketPick(),
      'de',
    );
    expect(draft.title).toBe('Nike – Jacken & Mäntel');
    expect(draft.description).toBe('Kaum getragen, wie neu. Kategorie: Jacken & Mäntel. Zustand: wie neu.');
    expect(repairs).toEqual(expect.arrayContaining(['title_fitted', 'description_fitted']));
  });

  it('rejects what cannot be repaired', () => {
    expect(rejectionOf(() => repairDraftAnswer('not an object', jacketPick(), 'de'))).toBe(
      'draft_not_an_object',
    );
    expect(
      rejectionOf(() => repairDraftAnswer({ ...validAnswer, description: 'Jacke.' }, jacketPick(), 'de')),
    ).toBe('description_too_short');
    expect(rejectionOf(() => repairDraftAnswer({ ...validAnswer, title: '  ' }, jacketPick(), 'de'))).toBe(
      'title_missing',
    );
    expect(
      rejectionOf(() =>
        repairDraftAnswer(
          { ...validAnswer, price: { value: 'gratis', currency: 'EUR' } },
          jacketPick(),
          'de',
        ),
      ),
    ).toBe('price_unusable');
  });
});

describe('resolveCategoryPick', () => {
  it('maps a category given by name or path to its id and drops unusable alternatives', () => {
    const pick = resolveCategoryPick({
      categoryId: 'Mode › Herren › Jacken & Mäntel',
      confidence: 0.7,
      alternativeCategories: [
        { categoryId: 'fashion-women-jackets', confidence: 0.2 },
        { categoryId: 'no-such-category', confidence: 0.1 },
      ],
    });
    expect(pick.category.id).toBe('fashion-men-jackets');
    expect(pick.alternatives).toEqual([{ categoryId: 'fashion-women-jackets', confidence: 0.2 }]);
    expect(pick.repairs).toEqual(['category_by_name', 'alternative_dropped']);
  });

  it('rejects an answer without a resolvable category', () => {
    expect(rejectionOf(() => resolveCategoryPick({ categoryId: 'spaceships' }))).toBe(
      'category_unresolvable',
    );
    expect(rejectionOf(() => resolveCategoryPick([]))).toBe('category_not_an_object');
  });
});

describe('parseEuroAmount and cutText', () => {
  it('reads the ways sellers and models write euros', () => {
    expect(parseEuroAmount('40 €')).toBe(40);
    expect(parseEuroAmount('VB 40,-')).toBe(40);
    expect(parseEuroAmount('40,50 EUR')).toBe(40.5);
    expect(parseEuroAmount('1.200,50 €')).toBe(1200.5);
    expect(parseEuroAmount('1,200.50')).toBe(1200.5);
    expect(parseEuroAmount('1 200 €')).toBe(1200);
    expect(parseEuroAmount(12.5)).toBe(12.5);
    expect(parseEuroAmount('free')).toBeNull();
  });

  it('cuts at a sentence end, else at a word', () => {
    expect(cutText('One. Two three four.', 12, { bySentence: true })).toBe('One.');
    expect(cutText('One. Two three four.', 12, { bySentence: true, min: 6 })).toBe('One. Two');
    expect(cutText('Alpha beta gamma', 12)).toBe('Alpha beta');
  });
});
