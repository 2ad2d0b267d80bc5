import { describe, expect, it } from 'vitest';
import { formatMessageTime, formatUnreadBadge } from './format-chat';

describe('chat formatting', () => {
  it('shows unread counts up to 99, then 99+', () => {
    expect([0, 1, 99, 100, 5000].map(formatUnreadBadge)).toEqual(['0', '1', '99', '99+', '99+']);
  });

  it('shows the clock time for today and adds the date before', () => {
    const now = new Date('2026-11-26T15:00:00');
    expect(formatMessageTime(new Date('2026-11-26T09:05:00').toISOString(), 'de', now)).toBe('09:05');
    expect(formatMessageTime(new Date('2026-11-20T09:05:00').toISOString(), 'en', now)).toMatch(/Nov/);
  });
});
