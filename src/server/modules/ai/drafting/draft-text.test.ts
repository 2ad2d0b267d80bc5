import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import { languages } from '@shared/i18n/languages';
import { listingConditions } from '@shared/listings/listing.schema';
import { describe, expect, it } from 'vitest';
import { gatherDraftFacts } from './draft-facts';
import { type DraftTextInput, writeDescription, writeTags, writeTitle } from './draft-text';

function textInput(overrides: Partial<DraftTextInput> & { transcript?: string }): DraftTextInput {
  const language = overrides.language ?? 'de';
  return {
    language,
    category: findTaxonomyCategory('fashion-women-dresses')!,
    attributes: {},
    brand: null,
    condition: null,
    facts: gatherDraftFacts({ images: [], transcript: overrides.transcript ?? '', language }),
    ...overrides,
  };
}

describe('draft text templates', () => {
  it('writes titles from brand, item and key facts in both languages', () => {
    const attributes = { brand: 'Zara', size: 'S', colour: 'light-blue' };
    expect(writeTitle(textInput({ brand: 'Zara', attributes, transcript: 'Sommerkleid von Zara' }))).toBe(
      'Zara Sommerkleid, Größe S, hellblau',
    );
    expect(writeTitle(textInput({ language: 'en', brand: 'Zara', attributes }))).toBe(
      'Zara dress, size S, light blue',
    );
  });

  it('keeps every title within 10–140 characters and without undefined', () => {
    const short = writeTitle(
      textInput({ category: findTaxonomyCategory('home-lighting')!, condition: 'good' }),
    );
    expect(short).toBe('Lampe, gut erhalten');
    const bare = writeTitle(textInput({ category: findTaxonomyCategory('home-lighting')! }));
    expect(bare.length).toBeGreaterThanOrEqual(10);
    const long = writeTitle(textInput({ brand: 'B'.repeat(150), attributes: { brand: 'B'.repeat(150) } }));
    expect(long.length).toBeLessThanOrEqual(140);
    for (const title of [short, bare, long]) expect(title).not.toMatch(/undefined|null/);
  });

  it('writes a natural description for every condition, in both languages', () => {
    for (const language of languages) {
      for (const condition of listingConditions) {
        const description = writeDescription(
          textInput({
            language,
            condition,
            brand: 'Zara',
            attributes: { brand: 'Zara', size: 'M', material: 'linen' },
          }),
        );
        expect(description.length).toBeGreaterThanOrEqual(40);
        expect(description.length).toBeLessThanOrEqual(5000);
        expect(description).not.toMatch(/undefined|null|\{|\}/);
      }
    }
    const german = writeDescription(
      textInput({
        condition: 'good',
        brand: 'Zara',
        attributes: { brand: 'Zara', size: 'M', material: 'linen' },
        transcript:
          'Kleid von Zara, Größe M, ein kleiner Fleck am Saum, mit Gürtel, 15 Euro VB, Versand möglich.',
      }),
    );
    expect(german).toBe(
      'Zum Verkauf steht: Zara Kleid in Größe M. Material: Leinen.\n\nGuter gebrauchter Zustand. Bitte beachten: Ein kleiner Fleck am Saum. Mit Gürtel.\n\nVersand möglich. Der Preis ist verhandelbar.',
    );
  });

  it('names defects in the draft language when the seller spoke another one', () => {
    const description = writeDescription(
      textInput({
        language: 'en',
        condition: 'fair',
        transcript: 'Kleid, ein Loch am Ärmel',
        facts: gatherDraftFacts({
          images: [],
          transcript: 'Kleid, ein Loch am Ärmel',
          transcriptLanguage: 'de',
          language: 'en',
        }),
      }),
    );
    expect(description).toContain('Please note: a hole.');
    expect(description).not.toContain('Ärmel');
  });

  it('writes at most twelve unique lower-case tags', () => {
    const tags = writeTags(
      textInput({
        brand: 'Zara',
        attributes: { brand: 'Zara', size: 'S', colour: 'light-blue', material: 'linen' },
        transcript: 'Sommerkleid und Midikleid',
      }),
    );
    expect(tags.length).toBeLessThanOrEqual(12);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toBe(tag.toLowerCase());
    expect(tags).toEqual(expect.arrayContaining(['zara', 'sommerkleid', 'hellblau', 's', 'leinen']));
  });
});
