import { describe, expect, it } from 'vitest';
import { generateRecoveryCode, normaliseRecoveryCode } from './two-factor.service';

describe('recovery codes', () => {
  it('look like ABCD-EFGH-IJ without look-alike characters', () => {
    const codes = Array.from({ length: 200 }, generateRecoveryCode);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{2}$/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('are compared upper-cased, with or without dashes and spaces', () => {
    expect(normaliseRecoveryCode('abcd-efgh-jk')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode(' ABCD EFGH JK ')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode('ABCD-EFGH-J')).toBeNull();
    expect(normaliseRecoveryCode('ABCD-EFGH-I0')).toBeNull();
  });
});
