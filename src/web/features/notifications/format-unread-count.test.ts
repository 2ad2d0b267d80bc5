import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './format-unread-count';

describe('formatUnreadCount', () => {
  it('shows the count up to 99 and "99+" above', () => {
    expect(formatUnreadCount(0)).toBe('0');
    expect(formatUnreadCount(7)).toBe('7');
    expect(formatUnreadCount(99)).toBe('99');
    expect(formatUnreadCount(100)).toBe('99+');
    expect(formatUnreadCount(5000)).toBe('99+');
  });
});
