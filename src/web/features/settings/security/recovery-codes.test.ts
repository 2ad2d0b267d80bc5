import { describe, expect, it } from 'vitest';
import { recoveryCodesClipboardText, recoveryCodesFileName, recoveryCodesFileText } from './recovery-codes';

const codes = Array.from({ length: 10 }, (_, index) => `CODE-${String(index).padStart(4, '0')}`);
const texts = {
  title: 'Kleinkram recovery codes',
  account: 'Account: ben@example.org',
  created: 'Created: 21 November 2026, 10:00',
  instructions: 'Each code works once.',
};

describe('recovery code download', () => {
  it('is a .txt file', () => {
    expect(recoveryCodesFileName).toMatch(/\.txt$/);
  });

  it('lists every code once, numbered and aligned, after the heading and instructions', () => {
    const text = recoveryCodesFileText(codes, texts);
    const lines = text.split('\r\n');
    expect(lines.slice(0, 8)).toEqual([
      'Kleinkram recovery codes',
      '========================',
      '',
      'Account: ben@example.org',
      'Created: 21 November 2026, 10:00',
      '',
      'Each code works once.',
      '',
    ]);
    expect(lines.slice(8, 18)).toEqual([
      ' 1. CODE-0000',
      ' 2. CODE-0001',
      ' 3. CODE-0002',
      ' 4. CODE-0003',
      ' 5. CODE-0004',
      ' 6. CODE-0005',
      ' 7. CODE-0006',
      ' 8. CODE-0007',
      ' 9. CODE-0008',
      '10. CODE-0009',
    ]);
    for (const code of codes) expect(text.split(code)).toHaveLength(2);
  });

  it('uses Windows line ends and ends with one', () => {
    const text = recoveryCodesFileText(codes, texts);
    expect(text.endsWith('CODE-0009\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('does not pad when there are fewer than ten codes', () => {
    expect(recoveryCodesFileText(['A1B2C3'], texts)).toContain('\r\n1. A1B2C3\r\n');
  });

  it('copies the bare codes, one per line', () => {
    expect(recoveryCodesClipboardText(['AAA', 'BBB'])).toBe('AAA\nBBB');
  });
});
