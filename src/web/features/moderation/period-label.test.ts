import { describe, expect, it } from 'vitest';
import { formatPeriodLabel } from './period-label';

describe('formatPeriodLabel', () => {
  it('names months in the reader’s language', () => {
    expect(formatPeriodLabel('month', '2026-03-01T00:00:00.000Z', 'en')).toBe('March 2026');
    expect(formatPeriodLabel('month', '2026-03-01T00:00:00.000Z', 'de')).toBe('März 2026');
  });

  it('names quarters and years from their first day', () => {
    expect(formatPeriodLabel('quarter', '2026-10-01T00:00:00.000Z', 'en')).toBe('Q4 2026');
    expect(formatPeriodLabel('quarter', '2026-01-01T00:00:00.000Z', 'de')).toBe('Q1 2026');
    expect(formatPeriodLabel('year', '2025-01-01T00:00:00.000Z', 'en')).toBe('2025');
  });
});
