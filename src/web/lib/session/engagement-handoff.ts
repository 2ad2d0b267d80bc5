import {
  type CartEntry,
  cartEntrySchema,
  type EngagementHandoffRequest,
  watchlistMax,
} from '@shared/engagement/engagement.schema';
import { z } from 'zod';
import type { TextStorage } from './secure-token-storage';

const cartMax = 100;
const listingIdSchema = z.uuid();

/**
 * A guest's watchlist and cart as kept in local storage under `storageKeys.engagement`
 * (`{ version: 1, watchlist: string[], cart: CartEntry[] }`). Entries that do not fit are dropped.
 */
export function readLocalEngagement(storage: TextStorage, key: string): EngagementHandoffRequest {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    stored = null;
  }
  const record = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  if (record.version !== 1) return { watchlist: [], cart: [] };
  const watchlist = (Array.isArray(record.watchlist) ? record.watchlist : []).filter(
    (id): id is string => listingIdSchema.safeParse(id).success,
  );
  const cart = (Array.isArray(record.cart) ? record.cart : []).flatMap((entry): CartEntry[] => {
    const parsed = cartEntrySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  return { watchlist: [...new Set(watchlist)].slice(0, watchlistMax), cart: cart.slice(0, cartMax) };
}

/** Removes what was handed over, keeping anything added while the request was under way. */
function forgetHandedOver(storage: TextStorage, key: string, sent: EngagementHandoffRequest) {
  const current = readLocalEngagement(storage, key);
  const sentListingIds = new Set(sent.cart.map((entry) => entry.listingId));
  const remaining = {
    version: 1,
    watchlist: current.watchlist.filter((id) => !sent.watchlist.includes(id)),
    cart: current.cart.filter((entry) => !sentListingIds.has(entry.listingId)),
  };
  if (remaining.watchlist.length === 0 && remaining.cart.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(remaining));
}

export type HandoffOutcome = 'skipped' | 'sent' | 'failed';

/**
 * Spec §4 after login: the local watchlist and cart go to the account once; they are cleared locally
 * only when the server took them, skipped when both are empty, and a failure is only logged.
 */
export async function handOffLocalEngagement(options: {
  storage: TextStorage;
  key: string;
  send: (request: EngagementHandoffRequest) => Promise<unknown>;
}): Promise<HandoffOutcome> {
  const request = readLocalEngagement(options.storage, options.key);
  if (request.watchlist.length === 0 && request.cart.length === 0) return 'skipped';
  try {
    await options.send(request);
  } catch (error) {
    console.warn(
      'Handing the local watchlist and cart to the account failed; they stay on this device',
      error,
    );
    return 'failed';
  }
  forgetHandedOver(options.storage, options.key, request);
  return 'sent';
}
