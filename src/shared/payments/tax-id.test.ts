import { describe, expect, it } from 'vitest';
import { isValidForeignTaxId, isValidGermanTaxId, normalizeTaxId, taxIdHintOf } from './tax-id';

describe('tax identification numbers', () => {
  it.each(['86095742719', '65929970489', '57549285017', '86 095 742 719'])(
    'accepts the German tax id %s',
    (value) => {
      expect(isValidGermanTaxId(value)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '86095742710'],
    ['a leading zero', '02476291358'],
    ['no repeated digit', '12345678903'],
    ['10 digits', '8609574271'],
    ['letters', '8609574271A'],
  ])('refuses a German tax id with %s', (_name, value) => {
    expect(isValidGermanTaxId(value)).toBe(false);
  });

  it('takes 6 to 20 letters and digits from other countries', () => {
    expect(isValidForeignTaxId('ab-123456')).toBe(true);
    expect(isValidForeignTaxId('12345')).toBe(false);
    expect(isValidForeignTaxId('1'.repeat(21))).toBe(false);
  });

  it('normalises and hints', () => {
    expect(normalizeTaxId(' 86 095/742.719 ')).toBe('86095742719');
    expect(taxIdHintOf('86 095 742 719')).toBe('719');
  });
});
