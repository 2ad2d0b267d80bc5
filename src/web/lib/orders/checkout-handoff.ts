import { storageKeys } from '../storage-keys';

/**
 * The checkout hand-off latency (issue 17): the listing's Buy button notes when it was pressed, the
 * checkout page reads it once its quote is on screen and reports the difference. sessionStorage, so
 * the note belongs to this tab and dies with it; a note older than two minutes is stale (the API
 * takes at most 120 s) and is dropped rather than reported.
 */
const keyPrefix = `${storageKeys.checkoutHandoff}.`;
const maxLatencyMs = 120_000;
/** The channel name of the product's own checkout in hand-off figures and `externalCheckout`. */
export const ownCheckoutChannel = 'kleinkram';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function noteBuyClicked(listingId: string, now: number = Date.now()) {
  storage()?.setItem(`${keyPrefix}${listingId}`, String(now));
}

/** The latency since the Buy click for this listing, at most once: the note is removed when read. */
export function takeHandoffLatency(listingId: string, now: number = Date.now()): number | null {
  const store = storage();
  const key = `${keyPrefix}${listingId}`;
  const noted = store?.getItem(key);
  if (!store || noted == null) return null;
  store.removeItem(key);
  const latency = Math.round(now - Number(noted));
  if (!Number.isFinite(latency) || latency < 0 || latency > maxLatencyMs) return null;
  return latency;
}
