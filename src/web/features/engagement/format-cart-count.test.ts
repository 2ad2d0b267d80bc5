// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/engagement/use-cart', () => ({ useCart: () => ({}), useCartActions: () => ({}) }));
const { formatCartCount } = await import('./components/cart-header-popover');

describe('the cart badge', () => {
  it('shows 99+ above 99 (spec §9)', () => {
    expect(formatCartCount(1)).toBe('1');
    expect(formatCartCount(99)).toBe('99');
    expect(formatCartCount(100)).toBe('99+');
  });
});
