import { describe, expect, it } from 'vitest';
import { analyseTranscript } from './transcript-analysis';

describe('analyseTranscript', () => {
  it('covers a full German description and scores it high', () => {
    const analysis = analyseTranscript(
      'Ich verkaufe meine schwarze Nike Jacke in Größe M, kaum getragen, 40 Euro, Abholung in Berlin.',
      'de',
    );
    expect(analysis.wordCount).toBe(16);
    expect(analysis.coverage).toEqual({
      item: true,
      brand: true,
      condition: true,
      size: true,
      defects: false,
      price: true,
      fulfilment: true,
    });
    expect(analysis.issues).toEqual([]);
    expect(analysis.qualityScore).toBeGreaterThanOrEqual(85);
    expect(analysis.keywords.slice(0, 2)).toEqual(['Jacke', 'Nike']);
  });

  it('names what is missing in a short English description', () => {
    const analysis = analyseTranscript('Um, a sofa.', 'en');
    expect(analysis.wordCount).toBe(2);
    expect(analysis.issues).toEqual(
      expect.arrayContaining(['very_short', 'no_condition', 'no_price', 'no_fulfilment']),
    );
    expect(analysis.issues).not.toContain('no_item');
    expect(analysis.categoryId).toBe('home-furniture-sofas');
    expect(analysis.qualityScore).toBeLessThan(40);
  });

  it('asks for a size only where the category needs one', () => {
    expect(
      analyseTranscript('Herren Winterjacke von Jack Wolfskin, gebraucht, 50 Euro, Versand möglich', 'de')
        .issues,
    ).toEqual(['no_size']);
    expect(
      analyseTranscript('Kaffeevollautomat von DeLonghi, gebraucht, 150 Euro, nur Abholung', 'de').issues,
    ).toEqual([]);
  });

  it('still reads brands, sizes and prices in French and Spanish', () => {
    const analysis = analyseTranscript('Je vends ma veste Nike noire, taille M, 40 euros.', 'fr');
    expect(analysis.coverage.brand).toBe(true);
    expect(analysis.coverage.size).toBe(true);
    expect(analysis.coverage.price).toBe(true);
    expect(analysis.keywords).toContain('Nike');
  });

  it('handles an empty transcript', () => {
    const analysis = analyseTranscript('', 'de');
    expect(analysis).toMatchObject({ wordCount: 0, keywords: [], qualityScore: 0, categoryId: null });
    expect(analysis.issues).toContain('very_short');
  });
});
