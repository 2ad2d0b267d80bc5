import { watchlistMax } from '@shared/engagement/engagement.schema';
import type { watchlistCartEndpoints } from '@shared/engagement/watchlist-cart.endpoints';
import type { AppDependencies } from '../../core/app-instance';
import type { GroupHandlers } from '../../core/endpoint-handlers';
import {
  addToCart,
  getCart,
  getWatchlist,
  getWatchlistIds,
  previewCart,
  previewWatchlist,
  removeFromCart,
  unwatchListing,
  watchListing,
} from './watchlist-cart.service';

export function watchlistCartHandlers(deps: AppDependencies): GroupHandlers<typeof watchlistCartEndpoints> {
  const { db } = deps.database;

  return {
    getWatchlist: async ({ auth }) => ({
      data: { items: await getWatchlist(db, auth.userId), limit: watchlistMax },
    }),
    getWatchlistIds: async ({ auth }) => ({
      data: { listingIds: await getWatchlistIds(db, auth.userId), limit: watchlistMax },
    }),
    watchListing: async ({ auth, params }) => ({
      data: await watchListing(db, auth.userId, params.listingId),
    }),
    unwatchListing: async ({ auth, params }) => ({
      data: await unwatchListing(db, auth.userId, params.listingId),
    }),
    getCart: async ({ auth }) => ({ data: await getCart(db, auth.userId) }),
    addToCart: async ({ auth, params }) => ({ data: await addToCart(db, auth.userId, params.listingId) }),
    removeFromCart: async ({ auth, params }) => ({
      data: await removeFromCart(db, auth.userId, params.listingId),
    }),
    previewWatchlist: async ({ query }) => ({
      data: { items: await previewWatchlist(db, query.ids), limit: watchlistMax },
    }),
    previewCart: async ({ query }) => ({ data: await previewCart(db, query.ids) }),
  };
}
