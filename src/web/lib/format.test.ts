import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, formatRelativeTime } from './format';

// Intl output uses narrow no-break spaces in places; compare with plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatting per locale', () => {
  it('writes euro prices the English and the German way', () => {
    expect(plain(formatPrice(35, 'en'))).toBe('€35');
    expect(plain(formatPrice(35, 'de'))).toBe('35 €');
    expect(plain(formatPrice(1234.5, 'en'))).toBe('€1,234.50');
    expect(plain(formatPrice(1234.5, 'de'))).toBe('1.234,50 €');
  });

  it('formats numbers and dates per locale', () => {
    expect(formatNumber(12345.6, 'de')).toBe('12.345,6');
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(formatDate('2026-11-21T10:00:00Z', 'de', 'long')).toBe('21. November 2026');
    expect(formatDate('2026-11-21T10:00:00Z', 'en', 'long')).toBe('21 November 2026');
  });

  it('says how long ago something happened', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(formatRelativeTime('2026-11-21T11:55:00Z', 'en', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2026-11-20T12:00:00Z', 'de', now)).toBe('gestern');
  });
});
