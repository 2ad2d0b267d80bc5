import { describe, expect, it } from 'vitest';
import { detectIban, hasValidCheckDigits } from './detect-iban';
import { normaliseText } from './normalise-text';

const ibansIn = (text: string) => detectIban(normaliseText(text));

describe('detectIban', () => {
  it('validates the check digits', () => {
    expect(hasValidCheckDigits('DE89370400440532013000')).toBe(true);
    expect(hasValidCheckDigits('DE89370400440532013001')).toBe(false);
    expect(hasValidCheckDigits('GB82WEST12345698765432')).toBe(true);
  });

  it.each([
    'IBAN: DE89 3704 0044 0532 0130 00',
    'DE89370400440532013000 ist mein Konto',
    'iban de89 3704 0044 0532 0130 00',
    'DE02-1203-0000-0000-2020-51',
    'Konto AT61 1904 3002 3457 3201',
    'NL91ABNA0417164300 is my account',
  ])('holds "%s"', (text) => {
    expect(ibansIn(text)).toMatchObject([{ kind: 'iban', severity: 'high' }]);
  });

  it('shows only the IBAN, not the words after it', () => {
    expect(ibansIn('DE89 3704 0044 0532 0130 00 bitte')[0]?.match).toBe('DE89 3704 0044 0532 0130 00');
  });

  it.each(['DE89 3704 0044 0532 0130 01', 'Seriennummer C02XK1ZZJG5J', 'SM-G991B', 'DE 12345678'])(
    'leaves "%s" alone',
    (text) => {
      expect(ibansIn(text)).toEqual([]);
    },
  );
});
