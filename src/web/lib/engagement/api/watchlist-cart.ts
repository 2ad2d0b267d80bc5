import { watchlistCartEndpoints } from '@shared/engagement/watchlist-cart.endpoints';
import type { Cart, WatchlistItem } from '@shared/engagement/watchlist-cart.schema';
import { track } from '../../analytics/analytics-client';
import { apiClient } from '../../api';
import { engagementHandoffSettled } from '../engagement-handoff-gate';

/** Every engagement query starts with this; the rest names the owner (a user id, or 'device'). */
export const engagementQueryRoot = ['engagement'] as const;
export const engagementQueryKeys = {
  watchlistIds: (userId: string) => [...engagementQueryRoot, userId, 'watchlist-ids'] as const,
  watchlist: (userId: string) => [...engagementQueryRoot, userId, 'watchlist'] as const,
  cart: (userId: string) => [...engagementQueryRoot, userId, 'cart'] as const,
  deviceWatchlist: (ids: readonly string[]) => [...engagementQueryRoot, 'device', 'watchlist', ids] as const,
  deviceCart: (ids: readonly string[]) => [...engagementQueryRoot, 'device', 'cart', ids] as const,
};

export async function getWatchlistIds(signal?: AbortSignal): Promise<string[]> {
  await engagementHandoffSettled();
  return (await apiClient.call(watchlistCartEndpoints.getWatchlistIds, { signal })).data.listingIds;
}

export async function getWatchlist(signal?: AbortSignal): Promise<WatchlistItem[]> {
  await engagementHandoffSettled();
  return (await apiClient.call(watchlistCartEndpoints.getWatchlist, { signal })).data.items;
}

export async function getCart(signal?: AbortSignal): Promise<Cart> {
  await engagementHandoffSettled();
  return (await apiClient.call(watchlistCartEndpoints.getCart, { signal })).data;
}

export async function watchListing(listingId: string, isWatched: boolean) {
  if (isWatched) track('watch_added', { listingId });
  const endpoint = isWatched ? watchlistCartEndpoints.watchListing : watchlistCartEndpoints.unwatchListing;
  return (await apiClient.call(endpoint, { params: { listingId } })).data;
}

export async function addToCart(listingId: string): Promise<Cart> {
  track('cart_added', { listingId });
  return (await apiClient.call(watchlistCartEndpoints.addToCart, { params: { listingId } })).data;
}

export async function removeFromCart(listingId: string): Promise<Cart> {
  return (await apiClient.call(watchlistCartEndpoints.removeFromCart, { params: { listingId } })).data;
}

export async function previewWatchlist(
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<WatchlistItem[]> {
  if (ids.length === 0) return [];
  const response = await apiClient.call(watchlistCartEndpoints.previewWatchlist, {
    query: { ids: ids.join(',') },
    signal,
  });
  return response.data.items;
}

export async function previewCart(ids: readonly string[], signal?: AbortSignal): Promise<Cart> {
  if (ids.length === 0) return { groups: [], itemCount: 0, total: 0, currency: 'EUR' };
  const response = await apiClient.call(watchlistCartEndpoints.previewCart, {
    query: { ids: ids.join(',') },
    signal,
  });
  return response.data;
}
