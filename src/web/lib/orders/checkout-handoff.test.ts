// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { noteBuyClicked, takeHandoffLatency } from './checkout-handoff';

const listingId = '9b0e0ee6-0b5c-4390-8187-56920e7f619b';

describe('the checkout hand-off latency', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the time from the Buy click to the ready checkout, read once', () => {
    noteBuyClicked(listingId, 1_000);
    expect(takeHandoffLatency(listingId, 3_600)).toBe(2_600);
    expect(takeHandoffLatency(listingId, 4_000)).toBeNull();
  });

  it('drops a stale or broken note instead of reporting it', () => {
    noteBuyClicked(listingId, 1_000);
    expect(takeHandoffLatency(listingId, 1_000 + 120_001)).toBeNull();
    sessionStorage.setItem(`kleinkram.checkoutHandoff.${listingId}`, 'soon');
    expect(takeHandoffLatency(listingId, 5_000)).toBeNull();
    expect(takeHandoffLatency('another-listing', 5_000)).toBeNull();
  });
});
