import { cartMax, watchlistMax } from '@shared/engagement/engagement.schema';
import { readLocalEngagement } from '../session/engagement-handoff';
import type { TextStorage } from '../session/secure-token-storage';

/**
 * A guest's watchlist and cart on this device (spec §3/§4, ADR 062), in the format the sign-in
 * hand-off reads: `{ version: 1, watchlist: string[], cart: CartEntry[] }`, newest first.
 */
export type DeviceEngagement = ReturnType<typeof readLocalEngagement>;

export type DeviceWatchOutcome = 'watched' | 'unwatched' | 'limit';
export type DeviceCartOutcome = 'added' | 'present' | 'limit';

function write(storage: TextStorage, key: string, state: DeviceEngagement) {
  if (state.watchlist.length === 0 && state.cart.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify({ version: 1, watchlist: state.watchlist, cart: state.cart }));
}

export function readDeviceEngagement(storage: TextStorage, key: string): DeviceEngagement {
  return readLocalEngagement(storage, key);
}

/** Watching toggles (spec §4); a full list (100, spec §9) takes nothing new. */
export function toggleDeviceWatch(storage: TextStorage, key: string, listingId: string): DeviceWatchOutcome {
  const state = readLocalEngagement(storage, key);
  if (state.watchlist.includes(listingId)) {
    write(storage, key, { ...state, watchlist: state.watchlist.filter((id) => id !== listingId) });
    return 'unwatched';
  }
  if (state.watchlist.length >= watchlistMax) return 'limit';
  write(storage, key, { ...state, watchlist: [listingId, ...state.watchlist] });
  return 'watched';
}

export function removeFromDeviceWatchlist(storage: TextStorage, key: string, listingId: string): void {
  const state = readLocalEngagement(storage, key);
  write(storage, key, { ...state, watchlist: state.watchlist.filter((id) => id !== listingId) });
}

/** Adding the same listing again does nothing (spec §4); an entry starts with quantity 1. */
export function addToDeviceCart(
  storage: TextStorage,
  key: string,
  listingId: string,
  now = new Date(),
): DeviceCartOutcome {
  const state = readLocalEngagement(storage, key);
  if (state.cart.some((entry) => entry.listingId === listingId)) return 'present';
  if (state.cart.length >= cartMax) return 'limit';
  write(storage, key, {
    ...state,
    cart: [{ listingId, quantity: 1, addedAt: now.toISOString() }, ...state.cart],
  });
  return 'added';
}

export function removeFromDeviceCart(storage: TextStorage, key: string, listingId: string): void {
  const state = readLocalEngagement(storage, key);
  write(storage, key, { ...state, cart: state.cart.filter((entry) => entry.listingId !== listingId) });
}

/** The ids with one changed, for an optimistic toggle: newest first, as the server lists them. */
export function withWatched(ids: readonly string[], listingId: string, isWatched: boolean): string[] {
  const others = ids.filter((id) => id !== listingId);
  return isWatched ? [listingId, ...others] : others;
}
