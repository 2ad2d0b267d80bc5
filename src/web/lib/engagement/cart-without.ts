import type { Cart } from '@shared/engagement/watchlist-cart.schema';

/** The cart without its removed items, for an optimistic removal. */
export function cartWithout(cart: Cart, listingId: string): Cart {
  let totalCents = 0;
  const groups = cart.groups.flatMap((group) => {
    const items = group.items.filter((item) => item.listing.id !== listingId);
    if (items.length === 0) return [];
    const subtotalCents = items
      .filter((item) => item.isAvailable)
      .reduce((sum, item) => sum + Math.round(item.listing.price * 100) * item.quantity, 0);
    totalCents += subtotalCents;
    return [{ ...group, items, subtotal: subtotalCents / 100 }];
  });
  return {
    ...cart,
    groups,
    itemCount: groups.reduce((sum, group) => sum + group.items.length, 0),
    total: totalCents / 100,
  };
}
