import { describe, expect, it } from 'vitest';
import { buildTsQueryText, searchWordsMax, searchWordsOf } from './search-text';

describe('search words and tsquery text', () => {
  it('keeps letters and digits, umlauts included, lower-cased', () => {
    expect(searchWordsOf('Größe 42 Jäcken')).toEqual(['größe', '42', 'jäcken']);
  });

  it('drops tsquery operators and punctuation a user might type', () => {
    expect(searchWordsOf("iphone & !case | <-> (pro):* 'x'")).toEqual(['iphone', 'case', 'pro', 'x']);
    expect(searchWordsOf('!!! ...')).toEqual([]);
  });

  it('splits hyphenated words the way the text-search parser does', () => {
    expect(searchWordsOf('T-Shirt')).toEqual(['t', 'shirt']);
  });

  it('ANDs the words as whole words, the last one too (ADR 078)', () => {
    expect(buildTsQueryText(['winter', 'jacke'])).toBe('winter & jacke');
    expect(buildTsQueryText(['iph'])).toBe('iph');
    expect(buildTsQueryText([])).toBeNull();
  });

  it('caps the number and the length of words', () => {
    const words = searchWordsOf(`${'a '.repeat(20)}${'b'.repeat(100)}`);
    expect(words).toHaveLength(searchWordsMax);
    expect(searchWordsOf('b'.repeat(100))[0]).toHaveLength(40);
  });
});
