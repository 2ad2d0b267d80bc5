import { describe, expect, it } from 'vitest';
import { formatPriceText, parsePriceText } from './price-text';

describe('parsePriceText', () => {
  it('reads German prices', () => {
    expect(parsePriceText('12,50', 'de')).toEqual({ kind: 'valid', value: 12.5 });
    expect(parsePriceText('1.250', 'de')).toEqual({ kind: 'valid', value: 1250 });
    expect(parsePriceText('1.250,5 €', 'de')).toEqual({ kind: 'valid', value: 1250.5 });
    expect(parsePriceText('12.50', 'de')).toEqual({ kind: 'valid', value: 12.5 });
  });

  it('reads English prices', () => {
    expect(parsePriceText('12.50', 'en')).toEqual({ kind: 'valid', value: 12.5 });
    expect(parsePriceText('1,250', 'en')).toEqual({ kind: 'valid', value: 1250 });
    expect(parsePriceText('12,50', 'en')).toEqual({ kind: 'valid', value: 12.5 });
  });

  it('tells empty from invalid', () => {
    expect(parsePriceText('  ', 'de')).toEqual({ kind: 'empty' });
    for (const text of ['12,5,0', 'zwölf', '-3', '12,505', '1.2.3']) {
      expect(parsePriceText(text, 'de'), text).toEqual({ kind: 'invalid' });
    }
  });
});

describe('formatPriceText', () => {
  it('writes prices the local way, cents only when there are any', () => {
    expect(formatPriceText(12.5, 'de')).toBe('12,50');
    expect(formatPriceText(12.5, 'en')).toBe('12.50');
    expect(formatPriceText(1250, 'de')).toBe('1250');
  });
});
