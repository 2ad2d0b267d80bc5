import type { OrderActor, OrderStatus } from '@shared/orders/order-states';
import { and, asc, count, desc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { listingMedia, listings } from '../../db/schema/listings.schema';
import { checkoutHandoffs, orderEvents, orderItems, orders } from '../../db/schema/orders.schema';
import { users } from '../../db/schema/users.schema';
import type { DbExecutor } from '../../db/transaction';

type Executor = Db | DbExecutor;
export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** Orders that still hold a unit of their listings: everything but completed and cancelled. */
const closedStatuses: OrderStatus[] = ['completed', 'cancelled'];

const primaryMedia = sql<{ storageKey: string; width: number; height: number; altText: string } | null>`(
  SELECT json_build_object('storageKey', m.storage_key, 'width', m.width, 'height', m.height, 'altText', m.alt_text)
  FROM ${listingMedia} m WHERE m.listing_id = ${listings.id}
  ORDER BY m.is_primary DESC, m.position ASC LIMIT 1)`;

const checkoutListingColumns = {
  id: listings.id,
  slug: listings.slug,
  title: listings.title,
  sellerId: listings.sellerId,
  sellerName: users.displayName,
  status: listings.status,
  language: listings.language,
  categoryId: listings.categoryId,
  priceCents: listings.priceCents,
  quantity: listings.quantity,
  offersPickup: listings.offersPickup,
  offersShipping: listings.offersShipping,
  offersSameDay: listings.offersSameDay,
  shippingOptions: listings.shippingOptions,
  soldAt: listings.soldAt,
  reservedAt: listings.reservedAt,
  reservedForUserId: listings.reservedForUserId,
  media: primaryMedia,
};

/**
 * Locks the listings alone (not the joined seller) in id order: one stable order for every
 * checkout, so two racing checkouts over overlapping listings never deadlock.
 */
export async function lockCheckoutListings(executor: Executor, ids: string[]): Promise<void> {
  await executor
    .select({ id: listings.id })
    .from(listings)
    .where(inArray(listings.id, ids))
    .orderBy(asc(listings.id))
    .for('update');
}

/** The listings of a checkout with what its rules read; lock them first with `lockCheckoutListings`. */
export async function findCheckoutListings(executor: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return executor
    .select(checkoutListingColumns)
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(inArray(listings.id, ids))
    .orderBy(asc(listings.id));
}
export type CheckoutListingRow = Awaited<ReturnType<typeof findCheckoutListings>>[number];

/** Units of each listing held by open orders (not completed, not cancelled). */
export async function countOpenUnits(executor: Executor, listingIds: string[]): Promise<Map<string, number>> {
  if (listingIds.length === 0) return new Map();
  const rows = await executor
    .select({ listingId: orderItems.listingId, units: sql<number>`sum(${orderItems.quantity})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(inArray(orderItems.listingId, listingIds), notInArray(orders.status, closedStatuses)))
    .groupBy(orderItems.listingId);
  return new Map(rows.map((row) => [row.listingId, Number(row.units)]));
}

export async function findOrderByClientRequest(executor: Executor, buyerId: string, clientRequestId: string) {
  const [row] = await executor
    .select()
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.clientRequestId, clientRequestId)));
  return row ?? null;
}

export async function referenceExists(executor: Executor, reference: string): Promise<boolean> {
  const rows = await executor.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
  return rows.length > 0;
}

export async function insertOrder(
  executor: DbExecutor,
  order: NewOrderRow,
  items: Omit<OrderItemRow, 'orderId'>[],
  event: { actorId: string; note: string | null },
): Promise<OrderRow> {
  const [row] = await executor.insert(orders).values(order).returning();
  if (!row) throw new Error('order was not inserted');
  await executor.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
  await insertOrderEvent(executor, {
    orderId: row.id,
    fromStatus: null,
    toStatus: row.status,
    actor: 'buyer',
    actorId: event.actorId,
    note: event.note,
  });
  return row;
}

export async function insertOrderEvent(
  executor: DbExecutor,
  event: {
    orderId: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    actor: OrderActor;
    actorId: string | null;
    note: string | null;
  },
): Promise<void> {
  await executor.insert(orderEvents).values(event);
}

export async function findOrder(executor: Executor, orderId: string, lock = false) {
  const query = executor.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Changes an order's columns while it is still in `fromStatus` (one statement); null when it moved meanwhile. */
export async function updateOrder(
  executor: Executor,
  orderId: string,
  changes: Partial<NewOrderRow>,
  fromStatus?: OrderStatus,
): Promise<OrderRow | null> {
  const [row] = await executor
    .update(orders)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(fromStatus ? and(eq(orders.id, orderId), eq(orders.status, fromStatus)) : eq(orders.id, orderId))
    .returning();
  return row ?? null;
}

export function findOrderItems(executor: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      orderId: orderItems.orderId,
      listingId: orderItems.listingId,
      title: orderItems.title,
      unitPriceCents: orderItems.unitPriceCents,
      quantity: orderItems.quantity,
      slug: listings.slug,
      categoryId: listings.categoryId,
      language: listings.language,
      media: primaryMedia,
    })
    .from(orderItems)
    .innerJoin(listings, eq(listings.id, orderItems.listingId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.listingId));
}
export type OrderItemView = Awaited<ReturnType<typeof findOrderItems>>[number];

export function findOrderEvents(executor: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return executor
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, orderIds))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

export async function findUserNames(executor: Executor, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await executor
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function findUserContact(executor: Executor, userId: string) {
  const [row] = await executor
    .select({
      id: users.id,
      email: users.email,
      name: users.displayName,
      emailVerifiedAt: users.emailVerifiedAt,
      preferences: users.preferences,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** One page of a user's orders as buyer or seller, newest first, and how many there are. */
export async function listOrderRows(
  executor: Executor,
  input: { userId: string; role: 'buyer' | 'seller'; status?: OrderStatus; limit: number; offset: number },
) {
  const party = input.role === 'buyer' ? orders.buyerId : orders.sellerId;
  const where = and(eq(party, input.userId), input.status ? eq(orders.status, input.status) : undefined);
  const [rows, [total]] = await Promise.all([
    executor
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    executor.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** Orders in `status` whose `column` lies before `before`: what the jobs act on. */
export function findOrdersDue(
  executor: Executor,
  input: {
    statuses: OrderStatus[];
    column: 'shippedAt' | 'handedOverAt' | 'createdAt';
    before: Date;
    paymentMethod?: 'online';
    limit: number;
  },
) {
  return executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, input.statuses),
        lt(orders[input.column], input.before),
        input.paymentMethod ? eq(orders.paymentMethod, input.paymentMethod) : undefined,
      ),
    )
    .orderBy(asc(orders[input.column]))
    .limit(input.limit);
}

export function findOrdersByPaymentState(
  executor: Executor,
  where: { paymentStatus?: 'refund_pending'; payoutStatus?: 'held' | 'failed'; sellerId?: string },
  limit: number,
) {
  return executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        where.paymentStatus ? eq(orders.paymentStatus, where.paymentStatus) : undefined,
        where.payoutStatus ? eq(orders.payoutStatus, where.payoutStatus) : undefined,
        where.sellerId ? eq(orders.sellerId, where.sellerId) : undefined,
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

export function findProblemOrderRows(executor: Executor) {
  const buyers = alias(users, 'problem_buyers');
  return executor
    .select({
      id: orders.id,
      reference: orders.reference,
      buyerId: orders.buyerId,
      buyerName: buyers.displayName,
      sellerId: orders.sellerId,
      problemReason: orders.problemReason,
      problemNote: orders.problemNote,
      problemReportedAt: orders.problemReportedAt,
    })
    .from(orders)
    .innerJoin(buyers, eq(buyers.id, orders.buyerId))
    .where(eq(orders.status, 'problem_reported'))
    .orderBy(asc(orders.problemReportedAt));
}

export async function insertCheckoutHandoff(
  executor: Executor,
  handoff: { channel: string; listingId: string | null; latencyMs: number },
): Promise<void> {
  await executor.insert(checkoutHandoffs).values(handoff);
}

/** The median of a channel's last `window` hand-offs, or null without any. */
export async function medianHandoffLatency(executor: Executor, channel: string, window: number) {
  const recent = executor
    .select({ latencyMs: checkoutHandoffs.latencyMs })
    .from(checkoutHandoffs)
    .where(eq(checkoutHandoffs.channel, channel))
    .orderBy(desc(checkoutHandoffs.createdAt))
    .limit(window)
    .as('recent');
  const [row] = await executor
    .select({
      median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${recent.latencyMs})`,
    })
    .from(recent);
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

export async function listingExists(executor: Executor, listingId: string): Promise<boolean> {
  const rows = await executor.select({ id: listings.id }).from(listings).where(eq(listings.id, listingId));
  return rows.length > 0;
}
