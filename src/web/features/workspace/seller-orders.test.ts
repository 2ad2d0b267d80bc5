import { describe, expect, it } from 'vitest';
import { sellerOrderCounts } from './seller-orders';

describe('the seller’s order counts', () => {
  it('count what waits to be shipped and handed over, from the actions the server offers', () => {
    expect(
      sellerOrderCounts([
        { actions: ['ship', 'cancel'] },
        { actions: ['hand_over', 'cancel'] },
        { actions: ['ship'] },
        { actions: [] },
      ]),
    ).toEqual({ toShip: 2, toHandOver: 1 });
  });
});
