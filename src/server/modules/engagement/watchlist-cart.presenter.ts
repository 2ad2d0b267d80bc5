import type {
  Cart,
  CartItem,
  CartSellerGroup,
  EngagementAvailability,
  WatchlistItem,
} from '@shared/engagement/watchlist-cart.schema';
import { toEuros } from '@shared/pricing/cents';
import type { ListingCardRow } from '../../db/projections/listing-card.projection';
import { presentListingCard } from '../listings/listings.presenter';

export type EngagementStateRow = ListingCardRow & {
  sellerId: string;
  sellerName: string;
  status: string;
  soldAt: Date | null;
  reservedAt: Date | null;
  reservedForUserId: string | null;
};

/** Sold wins over removed: a sale that was archived afterwards still reads as sold. */
export function engagementAvailabilityOf(
  row: Pick<EngagementStateRow, 'status' | 'soldAt' | 'reservedAt'>,
): EngagementAvailability {
  if (row.soldAt !== null) return 'sold';
  if (row.status !== 'PUBLISHED') return 'removed';
  return row.reservedAt === null ? 'available' : 'reserved';
}

/** Reserved for the buyer themselves (an accepted offer) is still theirs to check out. */
export function isAvailableTo(
  row: Pick<EngagementStateRow, 'status' | 'soldAt' | 'reservedAt' | 'reservedForUserId'>,
  userId: string | null,
): boolean {
  const availability = engagementAvailabilityOf(row);
  if (availability === 'available') return true;
  return availability === 'reserved' && userId !== null && row.reservedForUserId === userId;
}

export function presentWatchlistItem(row: EngagementStateRow, addedAt: Date): WatchlistItem {
  return {
    listing: presentListingCard(row),
    availability: engagementAvailabilityOf(row),
    addedAt: addedAt.toISOString(),
  };
}

/**
 * The cart grouped by seller, groups in the order their newest item was added; subtotals count
 * only what can still be bought, in cents until the end so no sum meets floating point.
 */
export function presentCart(
  rows: Array<EngagementStateRow & { addedAt: Date; quantity: number }>,
  userId: string | null,
): Cart {
  const groups = new Map<string, { group: CartSellerGroup; subtotalCents: number }>();
  let totalCents = 0;
  for (const row of rows) {
    const isAvailable = isAvailableTo(row, userId);
    const item: CartItem = {
      listing: presentListingCard(row),
      availability: engagementAvailabilityOf(row),
      isAvailable,
      quantity: row.quantity,
      addedAt: row.addedAt.toISOString(),
    };
    const entry = groups.get(row.sellerId) ?? {
      group: {
        seller: { id: row.sellerId, name: row.sellerName },
        items: [],
        subtotal: 0,
        currency: 'EUR' as const,
      },
      subtotalCents: 0,
    };
    entry.group.items.push(item);
    if (isAvailable) {
      entry.subtotalCents += row.priceCents * row.quantity;
      totalCents += row.priceCents * row.quantity;
    }
    groups.set(row.sellerId, entry);
  }
  return {
    groups: [...groups.values()].map(({ group, subtotalCents }) => ({
      ...group,
      subtotal: toEuros(subtotalCents),
    })),
    itemCount: rows.length,
    total: toEuros(totalCents),
    currency: 'EUR',
  };
}
