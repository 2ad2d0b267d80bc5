import { inArray, sql } from 'drizzle-orm';
import { cartItems, watchlistItems } from '../schema/engagement.schema';
import { listings } from '../schema/listings.schema';
import type { DbExecutor } from '../transaction';
import type { DemoListEntry } from './demo-engagement-plan';
import { chunk } from './seed-catalog';

type Ids = Map<string, string>;

const rowsOf = (entries: DemoListEntry[], ids: { users: Ids; listings: Ids }) =>
  entries.flatMap((entry) => {
    const userId = ids.users.get(entry.email);
    const listingId = ids.listings.get(entry.slug);
    return userId && listingId ? [{ userId, listingId, addedAt: entry.addedAt }] : [];
  });

/**
 * Watchlists and the demo buyer's cart (kept on a re-run: rows are unique per user and listing),
 * then every demo listing's watcher count from the watchlist rows, as the watchlist keeps it at runtime.
 */
export async function insertEngagement(
  tx: DbExecutor,
  plan: { watchlist: DemoListEntry[]; cart: DemoListEntry[] },
  ids: { users: Ids; listings: Ids },
): Promise<{ watched: number; carted: number }> {
  let watched = 0;
  for (const part of chunk(rowsOf(plan.watchlist, ids), 500)) {
    const added = await tx
      .insert(watchlistItems)
      .values(part)
      .onConflictDoNothing()
      .returning({ userId: watchlistItems.userId });
    watched += added.length;
  }
  const cart = rowsOf(plan.cart, ids).map((row) => ({ ...row, quantity: 1 }));
  const carted =
    cart.length === 0
      ? []
      : await tx.insert(cartItems).values(cart).onConflictDoNothing().returning({ userId: cartItems.userId });
  for (const part of chunk([...ids.listings.values()], 500))
    await tx
      .update(listings)
      .set({
        watcherCount: sql`(SELECT count(*)::int FROM ${watchlistItems} WHERE ${watchlistItems.listingId} = ${listings.id})`,
      })
      .where(inArray(listings.id, part));
  return { watched, carted: carted.length };
}
