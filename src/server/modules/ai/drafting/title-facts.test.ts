import { findTaxonomyCategory } from '@shared/catalog/taxonomy';
import type { Language } from '@shared/i18n/languages';
import { describe, expect, it } from 'vitest';
import { gatherDraftFacts } from './draft-facts';
import { writeTitle } from './draft-text';
import { keyMeasure, saidNames } from './title-facts';

const facts = (transcript: string, language: Language) =>
  gatherDraftFacts({ images: [], transcript, language });

const title = (transcript: string, language: Language, categoryId: string, brand: string | null = null) =>
  writeTitle({
    language,
    category: findTaxonomyCategory(categoryId)!,
    attributes: {},
    brand,
    condition: null,
    facts: facts(transcript, language),
  });

describe('the names the seller said about the item (issue 15)', () => {
  it('keeps a work and its author said after "von" or "by", author last', () => {
    expect(
      title('Roman von Nele Neuhaus, Tiefe Wunden, Taschenbuch.', 'de', 'books-media-music-books-fiction'),
    ).toBe('Roman Tiefe Wunden von Nele Neuhaus');
    const names = saidNames(
      facts('Becoming by Michelle Obama, paperback, read once.', 'en'),
      null,
      findTaxonomyCategory('books-media-music-books-non-fiction')!,
      'en',
    );
    expect(names).toEqual([
      { text: 'Becoming', isMaker: false },
      { text: 'Michelle Obama', isMaker: true },
    ]);
  });

  it('keeps a band or series said before the item, colour words included when they are a name', () => {
    expect(
      title(
        'Deep Purple Perfect Strangers on vinyl, cover a bit worn.',
        'en',
        'books-media-music-music-vinyl',
      ),
    ).toContain('Deep Purple Perfect Strangers');
    expect(
      title('Star Wars Comics, zwölf Bände, gelesen.', 'de', 'books-media-music-books-comics'),
    ).toContain('Star Wars');
  });

  it('keeps a model named in a clause of its own next to the item, and technology words', () => {
    expect(
      title(
        'Oakley Sonnenbrille, Holbrook, schwarz, mit Etui.',
        'de',
        'fashion-accessories-sunglasses',
        'Oakley',
      ),
    ).toContain('Holbrook');
    expect(
      title('Fernseher von Sony, 55 Zoll QLED, mit Fernbedienung.', 'de', 'electronics-tv', 'Sony'),
    ).toContain('QLED');
  });

  it('takes no plain German noun, place, measure or word of another language as a name', () => {
    const table = title('Esstisch Eiche, 180 mal 90, Abholung in Köln.', 'de', 'home-furniture-tables');
    expect(table).not.toMatch(/Eiche.*Eiche|Köln/);
    expect(
      saidNames(
        facts('Esstisch mit Kratzer am Rand, Abholung in Köln.', 'de'),
        null,
        findTaxonomyCategory('home-furniture-tables')!,
        'de',
      ),
    ).toEqual([]);
    // German speech drafted in English: its capitalised nouns are no names in the English title.
    expect(
      saidNames(
        facts('Laptop mit Ladekabel und Tasche.', 'de'),
        null,
        findTaxonomyCategory('electronics-computers-laptops')!,
        'en',
      ),
    ).toEqual([]);
  });

  it('never repeats a word the head already holds', () => {
    const text = title(
      'Harry Potter Bücher, Harry Potter und der Stein der Weisen.',
      'de',
      'books-media-music-books-fiction',
    );
    expect(text.match(/Harry/g)).toHaveLength(1);
  });

  it('reads a tyre size said without its slash', () => {
    expect(keyMeasure(facts('Sommerreifen 195 65 R15, noch 5 mm Profil.', 'de'), 'de')).toBe('195/65R15');
  });
});
