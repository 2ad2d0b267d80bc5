import { describe, expect, it, vi } from 'vitest';

vi.mock('../../lib/analytics/analytics-client', () => ({ track: vi.fn() }));

const { stepsPassedOnConfirm } = await import('./use-checkout-steps');

describe('stepsPassedOnConfirm', () => {
  it('passes the address only when the delivery needs one', () => {
    expect(stepsPassedOnConfirm(true)).toEqual(['delivery', 'address', 'payment', 'review']);
    expect(stepsPassedOnConfirm(false)).toEqual(['delivery', 'payment', 'review']);
  });
});
