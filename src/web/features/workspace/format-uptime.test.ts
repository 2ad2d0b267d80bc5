import { describe, expect, it } from 'vitest';
import { formatUptime, uptimeParts } from './format-uptime';

describe('uptime', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(uptimeParts(3 * 86_400 + 4 * 3_600 + 5 * 60 + 6)).toEqual({
      day: 3,
      hour: 4,
      minute: 5,
      second: 6,
    });
    expect(uptimeParts(59.9)).toEqual({ day: 0, hour: 0, minute: 0, second: 59 });
  });

  it('treats negative and non-finite values as zero', () => {
    expect(uptimeParts(-5)).toEqual({ day: 0, hour: 0, minute: 0, second: 0 });
    expect(uptimeParts(Number.NaN)).toEqual({ day: 0, hour: 0, minute: 0, second: 0 });
    expect(formatUptime(Number.POSITIVE_INFINITY, 'en')).toBe('0 seconds');
  });

  it('shows the two largest units in English', () => {
    expect(formatUptime(0, 'en')).toBe('0 seconds');
    expect(formatUptime(1, 'en')).toBe('1 second');
    expect(formatUptime(42, 'en')).toBe('42 seconds');
    expect(formatUptime(5 * 60 + 2, 'en')).toBe('5 minutes, 2 seconds');
    expect(formatUptime(3_600, 'en')).toBe('1 hour');
    expect(formatUptime(2 * 3_600 + 60 + 59, 'en')).toBe('2 hours, 1 minute');
    expect(formatUptime(3 * 86_400 + 4 * 3_600 + 59 * 60, 'en')).toBe('3 days, 4 hours');
  });

  it('skips a zero second unit rather than saying "0 hours"', () => {
    expect(formatUptime(2 * 86_400 + 30 * 60, 'en')).toBe('2 days');
  });

  it('speaks German too', () => {
    expect(formatUptime(1, 'de')).toBe('1 Sekunde');
    expect(formatUptime(3 * 86_400 + 4 * 3_600, 'de')).toBe('3 Tage, 4 Stunden');
    expect(formatUptime(61, 'de')).toBe('1 Minute, 1 Sekunde');
  });
});
