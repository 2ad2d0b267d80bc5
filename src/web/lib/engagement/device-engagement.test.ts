import { cartMax, watchlistMax } from '@shared/engagement/engagement.schema';
import type { Cart } from '@shared/engagement/watchlist-cart.schema';
import { describe, expect, it, vi } from 'vitest';
import { handOffLocalEngagement } from '../session/engagement-handoff';
import { MemoryStorage } from '../session/memory-storage.test-helper';
import { cartWithout } from './cart-without';
import {
  addToDeviceCart,
  readDeviceEngagement,
  removeFromDeviceCart,
  removeFromDeviceWatchlist,
  toggleDeviceWatch,
  withWatched,
} from './device-engagement';

const key = 'kleinkram.engagement';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the device watchlist and cart', () => {
  it('toggles watching, newest first, in the format the hand-off reads', () => {
    const storage = new MemoryStorage();
    expect(toggleDeviceWatch(storage, key, id(1))).toBe('watched');
    expect(toggleDeviceWatch(storage, key, id(2))).toBe('watched');
    expect(JSON.parse(storage.getItem(key) ?? '')).toEqual({
      version: 1,
      watchlist: [id(2), id(1)],
      cart: [],
    });
    expect(toggleDeviceWatch(storage, key, id(2))).toBe('unwatched');
    expect(readDeviceEngagement(storage, key).watchlist).toEqual([id(1)]);
    removeFromDeviceWatchlist(storage, key, id(1));
    // Nothing left: the key goes, so the hand-off skips.
    expect(storage.getItem(key)).toBeNull();
  });

  it('takes at most 100 watched listings and says so', () => {
    const storage = new MemoryStorage();
    for (let n = 0; n < watchlistMax; n += 1) toggleDeviceWatch(storage, key, id(n));
    expect(toggleDeviceWatch(storage, key, id(500))).toBe('limit');
    expect(readDeviceEngagement(storage, key).watchlist).toHaveLength(watchlistMax);
    expect(toggleDeviceWatch(storage, key, id(0))).toBe('unwatched');
    expect(toggleDeviceWatch(storage, key, id(500))).toBe('watched');
  });

  it('adds a listing to the cart once, with quantity 1, and removes it', () => {
    const storage = new MemoryStorage();
    const now = new Date('2026-11-26T07:00:00.000Z');
    expect(addToDeviceCart(storage, key, id(1), now)).toBe('added');
    expect(addToDeviceCart(storage, key, id(1), new Date())).toBe('present');
    expect(readDeviceEngagement(storage, key).cart).toEqual([
      { listingId: id(1), quantity: 1, addedAt: now.toISOString() },
    ]);
    for (let n = 2; n <= cartMax; n += 1) addToDeviceCart(storage, key, id(n), now);
    expect(addToDeviceCart(storage, key, id(999), now)).toBe('limit');
    removeFromDeviceCart(storage, key, id(1));
    expect(readDeviceEngagement(storage, key).cart.map((entry) => entry.listingId)).not.toContain(id(1));
  });

  it('hands what it keeps to the account after sign-in and forgets only what was sent', async () => {
    const storage = new MemoryStorage();
    toggleDeviceWatch(storage, key, id(1));
    addToDeviceCart(storage, key, id(2));
    const send = vi.fn(async () => {
      // Watched while the request was under way: kept for the next sign-in.
      toggleDeviceWatch(storage, key, id(3));
    });
    expect(await handOffLocalEngagement({ storage, key, send })).toBe('sent');
    expect(send).toHaveBeenCalledWith({
      watchlist: [id(1)],
      cart: [expect.objectContaining({ listingId: id(2), quantity: 1 })],
    });
    expect(readDeviceEngagement(storage, key)).toEqual({ watchlist: [id(3)], cart: [] });
  });

  it('changes one id for an optimistic toggle', () => {
    expect(withWatched([id(1), id(2)], id(3), true)).toEqual([id(3), id(1), id(2)]);
    expect(withWatched([id(1), id(2)], id(1), true)).toEqual([id(1), id(2)]);
    expect(withWatched([id(1), id(2)], id(1), false)).toEqual([id(2)]);
  });
});

describe('removing from a cart shown at once', () => {
  const item = (n: number, price: number, isAvailable = true) => ({
    listing: { id: id(n), price } as Cart['groups'][number]['items'][number]['listing'],
    availability: isAvailable ? ('available' as const) : ('sold' as const),
    isAvailable,
    quantity: 1,
    addedAt: '2026-11-26T07:00:00.000Z',
  });
  const cart: Cart = {
    groups: [
      {
        seller: { id: id(100), name: 'A' },
        items: [item(1, 10.5), item(2, 4, false)],
        subtotal: 10.5,
        currency: 'EUR',
      },
      { seller: { id: id(101), name: 'B' }, items: [item(3, 0.1)], subtotal: 0.1, currency: 'EUR' },
    ],
    itemCount: 3,
    total: 10.6,
    currency: 'EUR',
  };

  it('drops the item, an emptied seller group and recounts in cents', () => {
    const next = cartWithout(cart, id(3));
    expect(next.groups.map((group) => group.seller.name)).toEqual(['A']);
    expect(next).toMatchObject({ itemCount: 2, total: 10.5 });
    const withoutFirst = cartWithout(cart, id(1));
    expect(withoutFirst.groups[0]).toMatchObject({ subtotal: 0 });
    expect(withoutFirst.total).toBe(0.1);
  });
});
