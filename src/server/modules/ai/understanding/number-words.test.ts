import { describe, expect, it } from 'vitest';
import { parseEnglishNumberWords, parseGermanNumberWord, replaceNumberWords } from './number-words';

describe('number words', () => {
  it('reads German number words written together', () => {
    expect(parseGermanNumberWord('vierzig')).toBe(40);
    expect(parseGermanNumberWord('Fünfundzwanzig')).toBe(25);
    expect(parseGermanNumberWord('hundertzwanzig')).toBe(120);
    expect(parseGermanNumberWord('zweihundertfünfzig')).toBe(250);
    expect(parseGermanNumberWord('dreißig')).toBe(30);
    expect(parseGermanNumberWord('tausendfünfhundert')).toBe(1500);
    expect(parseGermanNumberWord('Jacke')).toBeUndefined();
  });

  it('reads English number words in a row', () => {
    expect(parseEnglishNumberWords(['three', 'hundred', 'and', 'eighty'])).toBe(380);
    expect(parseEnglishNumberWords(['twenty-five'])).toBe(25);
    expect(parseEnglishNumberWords(['a', 'hundred'])).toBe(100);
    expect(parseEnglishNumberWords(['four', 'four'])).toBeUndefined();
  });

  it('writes spoken numbers as digits and leaves articles alone', () => {
    expect(replaceNumberWords('Hundertzwanzig Euro VB, ein Teller', 'de')).toBe('120 Euro VB, ein Teller');
    expect(replaceNumberWords('Three hundred eighty euros for the one I like', 'en')).toBe(
      '380 euros for the one I like',
    );
    expect(replaceNumberWords('violin, full size four four', 'en')).toBe('violin, full size 4 4');
    expect(replaceNumberWords('quarante euros', 'fr')).toBe('quarante euros');
  });
});
