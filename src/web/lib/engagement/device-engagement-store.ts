import { useSyncExternalStore } from 'react';
import { storageKeys } from '../storage-keys';
import {
  addToDeviceCart,
  type DeviceEngagement,
  readDeviceEngagement,
  removeFromDeviceCart,
  removeFromDeviceWatchlist,
  toggleDeviceWatch,
} from './device-engagement';
import { onEngagementHandoffSettled } from './engagement-handoff-gate';

const key = storageKeys.engagement;
const listeners = new Set<() => void>();
const empty: DeviceEngagement = { watchlist: [], cart: [] };
let cached: { raw: string | null; state: DeviceEngagement } = { raw: null, state: empty };

function notify() {
  for (const listener of listeners) listener();
}

/** The parsed lists, the same object while the stored text is unchanged (useSyncExternalStore needs that). */
function snapshot(): DeviceEngagement {
  const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  if (raw !== cached.raw)
    cached = { raw, state: raw === null ? empty : readDeviceEngagement(localStorage, key) };
  return cached.state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  // The hand-off clears what it sent without telling anyone else.
  const stopHandoff = onEngagementHandoffSettled(listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    stopHandoff();
  };
}

export function useDeviceEngagement(): DeviceEngagement {
  return useSyncExternalStore(subscribe, snapshot, () => empty);
}

export const deviceEngagement = {
  toggleWatch(listingId: string) {
    const outcome = toggleDeviceWatch(localStorage, key, listingId);
    notify();
    return outcome;
  },
  unwatch(listingId: string) {
    removeFromDeviceWatchlist(localStorage, key, listingId);
    notify();
  },
  addToCart(listingId: string) {
    const outcome = addToDeviceCart(localStorage, key, listingId);
    notify();
    return outcome;
  },
  removeFromCart(listingId: string) {
    removeFromDeviceCart(localStorage, key, listingId);
    notify();
  },
};
