import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatDuration, formatShare, hasTrendData } from './performance-format';
import { formatTaskCount } from './workspace-task-links';

describe('performance formatting', () => {
  it('shows shares as percentages, and nothing for a share without data (never NaN)', () => {
    expect(formatShare(0.1, 'en')).toBe('10%');
    expect(formatShare(2 / 3, 'en')).toBe('66.7%');
    expect(formatShare(0.25, 'de')).toBe('25\u00a0%');
    expect(formatShare(null, 'en')).toBeNull();
    expect(formatShare(Number.NaN, 'en')).toBeNull();
  });

  it('picks the unit that reads best for a duration', () => {
    expect(formatDuration(850, 'en')).toBe('850 ms');
    expect(formatDuration(12_500, 'en')).toBe('12.5 sec');
    expect(formatDuration(90_000, 'en')).toBe('1.5 min');
    expect(formatDuration(5_400_000, 'en')).toBe('1.5 hr');
    expect(formatDuration(null, 'de')).toBeNull();
  });

  it('labels days in UTC, as the server counts them', () => {
    expect(formatDayLabel('2026-11-26', 'en')).toBe('Nov 26');
    expect(formatDayLabel('2026-11-26', 'de')).toBe('26. Nov.');
  });

  it('knows an all-zero trend has nothing to draw', () => {
    const day = {
      day: '2026-11-26',
      views: 0,
      sales: 0,
      publishRequested: 0,
      publishLive: 0,
      publishFailed: 0,
    };
    expect(hasTrendData([day, day])).toBe(false);
    expect(hasTrendData([day, { ...day, views: 1 }])).toBe(true);
    expect(hasTrendData([])).toBe(false);
  });

  it('caps task counts at 99+ (spec §9)', () => {
    expect(formatTaskCount(3)).toBe('3');
    expect(formatTaskCount(100)).toBe('99+');
  });
});
