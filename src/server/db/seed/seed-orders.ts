import { inArray, type SQL, sql } from 'drizzle-orm';
import { listingAvailabilityEvents, listings } from '../schema/listings.schema';
import { orderEvents, orderItems, orders, sellerPaymentAccounts } from '../schema/orders.schema';
import type { DbExecutor } from '../transaction';
import { activeStatuses } from './demo-commerce-plan';
import type { DemoOrder } from './demo-order-builder';
import { chunk } from './seed-catalog';

type Ids = Map<string, string>;

const idOf = (ids: Ids, key: string, what: string) => {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo ${what} ${key} is missing`);
  return id;
};

function orderRow(order: DemoOrder, userIds: Ids): typeof orders.$inferInsert {
  const {
    events: _events,
    buyerEmail,
    sellerEmail,
    listingSlug: _slug,
    title: _title,
    unitPriceCents: _unit,
    ...columns
  } = order;
  return {
    ...columns,
    buyerId: idOf(userIds, buyerEmail, 'user'),
    sellerId: idOf(userIds, sellerEmail, 'user'),
    buyerFees: [],
    currency: 'EUR',
    updatedAt:
      [order.createdAt, ...order.events.map((event) => event.at), order.refundedAt, order.paidOutAt]
        .filter((date): date is Date => date !== null)
        .sort((a, b) => b.getTime() - a.getTime())[0] ?? order.createdAt,
  };
}

/** What the order did to its listing, as the availability history records it (the checkout is 'system'). */
function availabilityEvents(order: DemoOrder, listingId: string, buyerId: string) {
  const event = (from: string, to: string, at: Date) => ({
    listingId,
    fromAvailability: from,
    toAvailability: to,
    actorId: null,
    actorRole: 'system',
    buyerId,
    createdAt: at,
  });
  const rows = [event('available', 'reserved', order.createdAt)];
  if (order.status === 'completed') rows.push(event('reserved', 'sold', order.completedAt!));
  if (order.status === 'cancelled') rows.push(event('reserved', 'available', order.cancelledAt!));
  return rows;
}

/** Reserves a listing for its order's buyer (a sale keeps the reservation, so it still names the buyer). */
async function reserveListings(
  tx: DbExecutor,
  reservations: Array<{ listingId: string; buyerId: string; at: Date }>,
) {
  for (const part of chunk(reservations, 200)) {
    const values: SQL = sql.join(
      part.map(
        (row) => sql`(${row.listingId}::uuid, ${row.at.toISOString()}::timestamptz, ${row.buyerId}::uuid)`,
      ),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE ${listings} SET reserved_at = v.reserved_at, reserved_for_user_id = v.buyer_id
      FROM (VALUES ${values}) AS v(listing_id, reserved_at, buyer_id)
      WHERE ${listings.id} = v.listing_id`);
  }
}

/**
 * Inserts the orders with their item, history and listing effects: an active order's listing is
 * reserved for the buyer, a completed one's sold (the sales pass arrives sold), a cancelled one's
 * free again. Sellers paid online get a connected payout account. Returns each reference's id.
 */
export async function insertOrders(
  tx: DbExecutor,
  demoOrders: DemoOrder[],
  userIds: Ids,
  listingIds: Ids,
): Promise<Map<string, string>> {
  const orderIds = new Map<string, string>();
  for (const part of chunk(demoOrders, 200)) {
    const inserted = await tx
      .insert(orders)
      .values(part.map((order) => orderRow(order, userIds)))
      .onConflictDoNothing({ target: orders.reference })
      .returning({ id: orders.id, reference: orders.reference });
    for (const row of inserted) orderIds.set(row.reference, row.id);
  }
  const fresh = demoOrders.filter((order) => orderIds.has(order.reference));
  const itemRows = fresh.map((order) => ({
    orderId: orderIds.get(order.reference)!,
    listingId: idOf(listingIds, order.listingSlug, 'listing'),
    title: order.title,
    unitPriceCents: order.unitPriceCents,
    quantity: 1,
  }));
  for (const part of chunk(itemRows, 500)) await tx.insert(orderItems).values(part);
  const eventRows = fresh.flatMap((order) =>
    order.events.map((event) => ({
      orderId: orderIds.get(order.reference)!,
      fromStatus: event.from,
      toStatus: event.to,
      actor: event.actor,
      actorId: event.actorEmail ? idOf(userIds, event.actorEmail, 'user') : null,
      note: event.note,
      createdAt: event.at,
    })),
  );
  for (const part of chunk(eventRows, 500)) await tx.insert(orderEvents).values(part);

  const availabilityRows = fresh.flatMap((order) =>
    availabilityEvents(
      order,
      idOf(listingIds, order.listingSlug, 'listing'),
      idOf(userIds, order.buyerEmail, 'user'),
    ),
  );
  for (const part of chunk(availabilityRows, 500)) await tx.insert(listingAvailabilityEvents).values(part);
  await reserveListings(
    tx,
    fresh
      .filter((order) => activeStatuses.has(order.status) || order.status === 'completed')
      .map((order) => ({
        listingId: idOf(listingIds, order.listingSlug, 'listing'),
        buyerId: idOf(userIds, order.buyerEmail, 'user'),
        at: order.createdAt,
      })),
  );

  const paidOnline = [
    ...new Set(fresh.filter((order) => order.paymentMethod === 'online').map((order) => order.sellerEmail)),
  ];
  if (paidOnline.length > 0)
    await tx
      .insert(sellerPaymentAccounts)
      .values(
        paidOnline.map((email) => {
          const userId = idOf(userIds, email, 'user');
          return {
            userId,
            provider: 'stripe',
            accountId: `acct_demo_${userId.replaceAll('-', '').slice(0, 16)}`,
            // Connected before the seller's first online sale.
            payoutsEnabled: new Date(
              Math.min(
                ...fresh
                  .filter((order) => order.sellerEmail === email)
                  .map((order) => order.createdAt.getTime()),
              ) - 86_400_000,
            ),
          };
        }),
      )
      .onConflictDoNothing({ target: sellerPaymentAccounts.userId });
  return orderIds;
}

/** Whether the demo orders are there already (references are fixed per seed). */
export async function ordersExist(tx: DbExecutor, references: string[]): Promise<boolean> {
  if (references.length === 0) return false;
  const rows = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.reference, references.slice(0, 50)))
    .limit(1);
  return rows.length > 0;
}
